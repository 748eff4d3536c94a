import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await (await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })).newPage();
await page.goto("http://127.0.0.1:8790/learn/blockade");
await page.waitForSelector("#move-box, .board-area svg", { timeout: 60000 });
await page.waitForTimeout(1000);
const top = () => page.$eval(".board-area", (e) => Math.round(e.getBoundingClientRect().top));
console.log("before", await top());
await page.screenshot({ path: "/tmp/shots/lesson-before.png" });
// a wrong move: pick pawn d4 and go to d5? use the board: click the pawn then first target
const pawn = await page.$(".bk-pawn[data-sq='d4'], circle[data-sq='d4']");
console.log(!!pawn);

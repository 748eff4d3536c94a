import { chromium } from "playwright-core";
import { startGame, waitForWasm } from "./common.mjs";
const base = process.argv[2], out = process.argv[3];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
const p = await ctx.newPage();
for (const g of ["blokusduo", "empire", "blockers", "blockade", "bloqs"]) {
  await p.goto(base);
  await waitForWasm(p);
  await startGame(p, g, [1, 1], {});
  await p.waitForSelector(".summary, #again", { timeout: 120000 });
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${out}/${g}-over.png` });
  const close = await p.$("text=See the board"); if (close) await close.click();
  await p.waitForTimeout(300);
  await p.click("#replay");
  await p.waitForTimeout(800);
  console.log(g, await p.evaluate(() => { const r = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.top + scrollY), Math.round(b.bottom + scrollY)]; }; return { n: document.querySelectorAll("#move-list li").length, lbl: document.querySelector("#replay-bar")?.innerText.slice(0,40), mv: document.querySelector(".moves summary, .moves h2, .moves button")?.textContent, y: scrollY, top: r(".top"), board: r(".board-wrap"), bar: r("#replay-bar"), branch: r("#branch"), analyse: r("#analyse"), analysis: r("#analysis"), tools: r(".duo-tools, .tools") }; }));
  await p.screenshot({ path: `${out}/${g}-replay.png` });
}
await b.close();

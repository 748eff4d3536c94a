// Takes the README's screenshots: node screenshots.mjs URL OUTDIR
// (make screenshots serves the app and runs it).

import path from "node:path";
import { chromium } from "playwright-core";

import { chromiumFlags, waitForWasm } from "./common.mjs";
import { playHint, startGame } from "./ui.mjs";

const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: chromiumFlags,
});
for (const [name, viewport, touch] of [["desktop", { width: 1280, height: 760 }, false], ["phone", { width: 390, height: 844 }, true]]) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(url);
  await waitForWasm(page);
  await startGame(page, ["person", 2]);
  for (let i = 0; i < 5; i++) {
    await page.waitForFunction(() => document.querySelector("#hint")?.disabled === false, null, { timeout: 60000 });
    await playHint(page);
  }
  await page.waitForFunction(() => document.querySelector("#hint")?.disabled === false, null, { timeout: 60000 });
  // Pick a piece and show where it may go.
  const piece = await page.$$eval("#tray-0 button.piece:not([disabled])", (els) => els.at(-2).id);
  await page.click("#" + piece);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(out, `screenshot-${name}.png`) });
  await context.close();
}
await browser.close();

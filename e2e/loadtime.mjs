// Measures loads of the app on localhost: node loadtime.mjs URL [N]
// (make loadtime serves the app and runs it). Each cold load uses a fresh
// browser context (empty HTTP cache, no service worker), navigates to the
// app and stops the clock when a Blokus Duo board is drawn and takes
// clicks: a saved game in progress comes back straight onto its board.
// Then, once the service worker has cached the app, the same context
// loads the page again: warm loads, from the service worker, twice in
// the same tab, then once in a new tab (as when the app is opened
// again). It prints each time and the medians.

import { chromium } from "playwright-core";

const [url, n = "5"] = process.argv.slice(2);
// The shell keeps the saved game as a JSON string in go-app's storage,
// itself JSON: three levels of quoting for this script's source.
const saved = JSON.stringify(
  JSON.stringify(JSON.stringify({ v: 1, record: '[Game "blokusduo"]\n[Seat1 "person"]\n[Seat2 "computer 2"]\n\n1. f9,e10,f10,g10,f11 2. j4,i5,j5,k5,j6\n' })),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
// The server compresses every file once, in the background, after it
// starts; a static host serves them ready compressed. Wait for that
// (each request below returns when its file is compressed) so that the
// clock measures the browser's cold load, not the server's first minutes.
for (const enc of ["br", "gzip"]) {
  for (const f of ["", "app.js", "wasm_exec.js", "web/app.wasm", "web/ai.wasm", "app-worker.js", "web/impasse.css"]) {
    const r = await fetch(url + f, { headers: { "accept-encoding": enc } });
    await r.arrayBuffer();
  }
}
const times = [];
const warm = [];
const warmAgain = [];
const warmTab = [];
// playable waits until the page's wasm runs and Duo's tray takes clicks.
const playable = async (page) => {
  await page.waitForSelector("#app-wasm-loader", { state: "detached", timeout: 60000 });
  await page.waitForSelector("#tray-0 button.piece:not([disabled])", { timeout: 60000 });
};
for (let i = 0; i < +n; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`localStorage.setItem("impasse.game.blokusduo", ${saved})`);
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(url + "play/blokusduo");
  await playable(page);
  const ms = Date.now() - t0;
  const nav = await page.evaluate(() => performance.getEntriesByType("navigation")[0].responseEnd);
  times.push(ms);
  console.log(`load ${i + 1}: ${ms} ms to a playable board (page HTML in ${nav.toFixed(0)} ms)`);
  // The service worker caches every file 1.5 s after the page starts;
  // wait until the wasm is in its cache, then load again from it.
  await page.waitForFunction(
    async () => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((r) => r.url.endsWith("/web/app.wasm"))) {
          return true;
        }
      }
      return false;
    },
    null,
    { timeout: 60000, polling: 250 },
  );
  // Time from the navigation's start to the playable board, read in
  // the page. A reload in the same tab may reuse the module the tab's
  // process compiled before; a new tab (a new process) compiles it
  // again, unless the browser kept the compiled code in its cache.
  for (const list of [warm, warmAgain]) {
    await page.reload();
    await playable(page);
    list.push(Math.round(await page.evaluate(() => performance.now())));
  }
  await page.close();
  const tab = await context.newPage();
  await tab.goto(url + "play/blokusduo");
  await playable(tab);
  warmTab.push(Math.round(await tab.evaluate(() => performance.now())));
  console.log(`load ${i + 1} from the service worker: ${warm[i]} ms, then ${warmAgain[i]} ms, in a new tab ${warmTab[i]} ms`);
  await context.close();
}
await browser.close();
const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(`median of ${times.length} cold loads: ${median(times)} ms`);
console.log(`median of ${warm.length} first loads from the service worker: ${median(warm)} ms; of the next: ${median(warmAgain)} ms; in a new tab: ${median(warmTab)} ms`);

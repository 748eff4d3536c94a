// Measures loads of the app as a desktop and as phones feel them:
// node loadtime.mjs URL [N] [PROFILE...] (make loadtime serves the app
// and runs it). Each cold load uses a fresh browser context (empty HTTP
// cache, no service worker), navigates to the app and stops the clock
// when a Blokus Duo board is drawn and takes clicks: a saved game in
// progress comes back straight onto its board. Then, once the service
// worker has cached the app, the same context loads the page again, from
// the service worker. A phone is a 390 × 844 touch screen at device scale
// 2, its CPU slowed by Chromium (Emulation.setCPUThrottlingRate) and its
// network by DevTools' emulation. Each load prints when each step of the
// start was done (the HTML, the first paint, app.wasm downloaded, then
// compiled and instantiated, the Go program's first drawing, the
// playable board) and the bytes that crossed the network; each profile
// its medians. LOADTRACE=FILE also writes a Chrome trace of the first
// cold load (make loadtrace).

import { chromium } from "playwright-core";

import { chromiumFlags } from "./common.mjs";

// profiles are the ways of loading the page: the desktop, the same phone
// with nothing slowed (the reference for the others, in the same run),
// and phones on 4G and on slow 4G (Lighthouse's mobile profile), each
// with a CPU four times slower. Rates are in bytes a second.
const profiles = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { phone: true },
  "4g": { phone: true, cpu: 4, net: { latency: 40, down: (12e6 / 8), up: (4e6 / 8) } },
  "slow-4g": { phone: true, cpu: 4, net: { latency: 150, down: (1.6e6 / 8), up: (750e3 / 8) } },
};

const [url, n = "5", ...chosen] = process.argv.slice(2);
for (const name of chosen) {
  if (!profiles[name]) {
    console.error(`no profile ${name}: choose among ${Object.keys(profiles).join(", ")}`);
    process.exit(2);
  }
}
const runs = chosen.length ? chosen : Object.keys(profiles);

// The shell keeps the saved game as a JSON string in go-app's storage,
// itself JSON: three levels of quoting for this script's source.
const saved = JSON.stringify(
  JSON.stringify(JSON.stringify({ v: 1, record: '[Game "blokusduo"]\n[Seat1 "person"]\n[Seat2 "computer 2"]\n\n1. f9,e10,f10,g10,f11 2. j4,i5,j5,k5,j6\n' })),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: chromiumFlags,
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

// playable waits until the page's wasm runs and Duo's tray takes clicks,
// and returns when that was, in ms from the navigation's start: the page
// notes it itself (watchStart), and this asks it a few times a second,
// so that the wait does not load the slowed page's CPU as polling for the
// tray's buttons would.
const playable = async (page) => {
  const at = await page.waitForFunction(() => window.__loadMarks?.playable, null, { timeout: 120000, polling: 250 });
  return Math.round(await at.jsonValue());
};

// slowDown applies a profile's CPU and network to page.
async function slowDown(page, { cpu, net }) {
  const cdp = await page.context().newCDPSession(page);
  if (cpu) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  }
  if (net) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: net.latency,
      downloadThroughput: net.down,
      uploadThroughput: net.up,
    });
  }
}

// cachedWasm waits until the service worker has the page's wasm in its
// cache (it caches every file once the page has started and is idle).
const cachedWasm = (page) =>
  page.waitForFunction(
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
    { timeout: 120000, polling: 250 },
  );

// watchStart is run in each page before its scripts: it notes when the
// page's WebAssembly is compiled and instantiated (go-app's app.js then
// runs it at once), when go-app's loader leaves the page (the Go program
// has started, run its packages' init and main, and drawn) and when Duo's
// tray can be clicked: its pieces drawn on the screen, and the page free
// to take the click.
const watchStart = () => {
  const marks = (window.__loadMarks = {});
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const r = await streaming(...args);
    if (!marks.instantiated) {
      marks.instantiated = performance.now();
    }
    return r;
  };
  new MutationObserver((_, obs) => {
    if (!marks.drawn && document.readyState !== "loading" && !document.getElementById("app-wasm-loader")) {
      marks.drawn = performance.now();
    }
    if (marks.drawn && document.querySelector("#tray-0 button.piece:not([disabled])")) {
      obs.disconnect();
      // The tray is there: it takes a click once its frame is drawn and
      // the page has ended the work under way (a task posted after that
      // frame runs).
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => (marks.playable = performance.now());
        ch.port2.postMessage(0);
      });
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
};

// phases returns, in ms from the navigation's start, when the page's HTML
// arrived, when the first paint came, when app.wasm was asked for,
// downloaded, compiled and instantiated, when the Go program's main
// began (its runtime started and its packages' init run: wasm/ui marks
// it) and when it had drawn.
const phases = (page) =>
  page.evaluate(() => {
    const at = (e) => (e ? Math.round(e) : NaN);
    const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith("/web/app.wasm"));
    return {
      html: at(performance.getEntriesByType("navigation")[0].responseEnd),
      paint: at(performance.getEntriesByName("first-contentful-paint")[0]?.startTime),
      asked: at(wasm?.startTime),
      downloaded: at(wasm?.responseEnd),
      instantiated: at(window.__loadMarks.instantiated),
      main: at(performance.getEntriesByName("impasse:main")[0]?.startTime),
      drawn: at(window.__loadMarks.drawn),
    };
  });

// transferred returns the bytes the page's own requests brought over the
// network (headers included), the service worker's caching apart.
const transferred = (page) =>
  page.evaluate(() => {
    let n = performance.getEntriesByType("navigation")[0].transferSize;
    for (const e of performance.getEntriesByType("resource")) {
      n += e.transferSize;
    }
    return n;
  });

// With LOADTRACE=FILE, the first cold load is traced into FILE, up to
// its playable board (make loadtrace reads it).
const trace = process.env.LOADTRACE;
let traced = false;

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const summary = [];
for (const name of runs) {
  const p = profiles[name];
  const options = p.phone
    ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
    : { viewport: p.viewport };
  const cold = [];
  const steps = [];
  const bytes = [];
  const warm = [];
  for (let i = 0; i < +n; i++) {
    const context = await browser.newContext(options);
    await context.addInitScript(`localStorage.setItem("impasse.game.blokusduo", ${saved})`);
    await context.addInitScript(watchStart);
    const page = await context.newPage();
    await slowDown(page, p);
    const tracing = trace && !traced;
    if (tracing) {
      traced = true;
      await browser.startTracing(page, { path: trace, categories: ["v8.wasm", "devtools.timeline", "disabled-by-default-v8.cpu_profiler"] });
    }
    await page.goto(url + "play/blokusduo");
    cold.push(await playable(page));
    if (tracing) {
      await browser.stopTracing();
    }
    steps.push(await phases(page));
    bytes.push(await transferred(page));
    await cachedWasm(page);
    // From the service worker, in a new tab (a new process compiles the
    // wasm again, unless the browser kept the compiled code): time from
    // the navigation's start to the playable board, read in the page.
    await page.close();
    const tab = await context.newPage();
    await slowDown(tab, p);
    await tab.goto(url + "play/blokusduo");
    warm.push(await playable(tab));
    const again = await phases(tab);
    const st = steps[i];
    console.log(
      `${name} ${i + 1}: playable at ${cold[i]} ms (HTML ${st.html}, first paint ${st.paint}, app.wasm asked for ${st.asked}, downloaded ${st.downloaded}, ` +
        `instantiated ${st.instantiated}, main ${st.main}, drawn ${st.drawn}), ${(bytes[i] / 1e6).toFixed(2)} MB; ` +
        `from the service worker ${warm[i]} ms (HTML ${again.html}, app.wasm asked for ${again.asked}, read ${again.downloaded}, instantiated ${again.instantiated}, main ${again.main}, drawn ${again.drawn})`,
    );
    await context.close();
  }
  const step = (k) => median(steps.map((s) => s[k]));
  summary.push({
    name,
    cells: [step("html"), step("paint"), step("asked"), step("downloaded"), step("instantiated"), step("main"), step("drawn"), median(cold), median(warm)],
    bytes: median(bytes),
  });
}
await browser.close();

// The table: medians, in seconds from the navigation's start. Between
// "instantiated" and "main" the Go runtime starts and runs its packages'
// init; between "main" and "drawn" main mounts the page and brings the
// saved game onto its board; between "drawn" and "playable" the browser
// draws that frame and the page ends the work under way.
const heads = ["HTML", "1st paint", "wasm asked", "downloaded", "instantiated", "main", "drawn", "playable", "later visit"];
console.log(`\nmedians of ${n} loads a profile, in seconds from the navigation's start (later visit: from the service worker):`);
console.log(["profile".padEnd(9), ...heads.map((h) => h.padStart(13)), "transferred".padStart(13)].join(""));
for (const s of summary) {
  console.log([s.name.padEnd(9), ...s.cells.map((ms) => (ms / 1000).toFixed(2).padStart(13)), `${(s.bytes / 1e6).toFixed(2)} MB`.padStart(13)].join(""));
}

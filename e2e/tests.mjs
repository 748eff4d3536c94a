// The browser tests, run in this order by run.mjs. Each gets env (see
// run.mjs): the servers, the browser, newContext, screenshot, note.

import assert from "node:assert/strict";

import { accessTests } from "./access.mjs";
import { blockadeTests } from "./blockade.mjs";
import { blockersTests } from "./blockers.mjs";
import { blocusTests } from "./blocus.mjs";
import { bloqsTests } from "./bloqs.mjs";
import { clockTests } from "./clock.mjs";
import { controlsTests } from "./controls.mjs";
import { duoaiTests } from "./duoai.mjs";
import { empireTests } from "./empire.mjs";
import { friendTests } from "./friend.mjs";
import { hardeningTests } from "./hardening.mjs";
import { keysTests } from "./keys.mjs";
import { lessonsTests } from "./lessons.mjs";
import { longTests } from "./long.mjs";
import { buchholzTests } from "./buchholz.mjs";
import { picturesTests } from "./pictures.mjs";
import { porteTests } from "./porte.mjs";
import { puzzlesTests } from "./puzzles.mjs";
import { ratingsTests } from "./ratings.mjs";
import { recordsTests } from "./records.mjs";
import { sauteTests } from "./saute.mjs";
import { uiTests } from "./ui.mjs";
import { workerfailTests } from "./workerfail.mjs";
import { clickWindow, describeWindow, installProbe, responsive, waitForWasm } from "./common.mjs";

// The shell's update notice (app/shell/shell.go renders it when
// OnAppUpdate fires).
const updateNoticeSelector = ".notice.update";

// appVersion returns the version of the app the page runs.
const appVersion = (page) => page.evaluate(() => goappEnv.GOAPP_VERSION);

// releases serves version e2e-v1 of the app on a port of its own (url);
// next serves e2e-v2 there instead, as a host updated; stop ends it.
async function releases(env) {
  let server = await env.startServer(["-addr", "127.0.0.1:0", "-version", "e2e-v1"]);
  const port = server.port;
  return {
    url: server.url,
    async next() {
      await server.stop();
      server = await env.startServer(["-addr", "127.0.0.1:" + port, "-version", "e2e-v2"]);
    },
    stop: () => server.stop(),
  };
}

const duoRecord = '[Game "blokusduo"]\n\n1. e10 2. j5';

// waitForServiceWorker waits until the page is controlled by a service
// worker, which has then cached every resource (install waits for it).
async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, {
    timeout: 30000,
  });
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const urls = [];
    for (const n of names) {
      for (const req of await (await caches.open(n)).keys()) {
        urls.push(req.url);
      }
    }
    return { scope: reg.scope, caches: names, urls };
  });
}

// askWorker runs in the page: it starts the AI worker from the served
// script (relative to the page) and posts the messages; it resolves with
// every message the worker sent until one is final for lastID.
async function askWorker(page, messages, { lastID, timeout = 20000, script = "web/ai-worker.js" } = {}) {
  return page.evaluate(
    ({ messages, lastID, timeout, script }) =>
      new Promise((resolve, reject) => {
        const w = new Worker(new URL(script, document.baseURI));
        const got = [];
        const timer = setTimeout(() => reject(new Error("worker timeout; got " + JSON.stringify(got))), timeout);
        w.onerror = (e) => reject(new Error("worker error: " + e.message));
        w.onmessage = (e) => {
          got.push({ at: performance.now(), ...e.data });
          if (e.data.fatal) {
            reject(new Error("worker fatal: " + e.data.fatal));
          }
          if (e.data.id === (lastID ?? messages[messages.length - 1].id) && !e.data.progress) {
            clearTimeout(timer);
            w.terminate();
            resolve(got);
          }
        };
        for (const m of messages) {
          w.postMessage(m);
        }
      }),
    { messages, lastID, timeout, script },
  );
}

// offlineTest: visit once, wait for the service worker, go offline, reload
// (and open a new page): the app must start from the cache, and the AI
// worker must work too.
async function offlineTest(env, name, url) {
  const t0 = Date.now();
  const step = (what) => env.note(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
  const context = await env.newContext(name);
  const page = await context.newPage();
  await page.goto(url);
  await waitForWasm(page);
  step("wasm runs");
  const sw = await waitForServiceWorker(page);
  step("service worker ready");
  env.note(`service worker scope ${sw.scope}, ${sw.urls.length} cached entries`);
  for (const want of ["", "web/app.wasm", "web/ai.wasm", "web/ai-worker.js", "wasm_exec.js", "app.js", "web/icons/icon.svg"]) {
    assert.ok(sw.urls.includes(sw.scope + want), `${sw.scope + want} not cached: ${sw.urls}`);
  }

  await context.setOffline(true);
  // Prove we are offline: a fetch past the cache fails.
  const online = await page.evaluate(() =>
    fetch("app.js?offline-probe", { cache: "no-store" }).then(
      () => true,
      () => false,
    ),
  );
  assert.equal(online, false, "the network is still reachable");

  await page.reload();
  await waitForWasm(page);
  step("offline reload runs");
  await env.screenshot(page, name + "-reload");
  // A fresh tab on a URL the cache does not hold (the query) gets the
  // scope's page from the service worker.
  const page2 = await context.newPage();
  await page2.goto(url + "?from=offline");
  await waitForWasm(page2);
  step("offline new tab runs");
  await env.screenshot(page2, name + "-new-tab");
  // Every page of the app, and the not-found page, work offline.
  await page2.goto(url + "rules/blokusduo");
  await waitForWasm(page2);
  await page2.waitForSelector(".rules h2");
  // The rules are a file of their own, which the service worker keeps.
  await page2.waitForSelector(".rules figure svg");
  await page2.goto(url + "no/such/page");
  await waitForWasm(page2);
  await page2.waitForSelector("#not-found");
  step("offline pages and the not-found page run");

  // The AI worker loads its script, wasm_exec.js and ai.wasm from the cache.
  const got = await askWorker(page, [{ id: 1, game: "blokusduo", record: duoRecord, seat: 0, level: 1 }]);
  const reply = got[got.length - 1];
  assert.ok(reply.move, "no move offline: " + JSON.stringify(reply));
  step("AI worker answers offline");
  await context.close();
}

// measureResponsive asks the AI worker for a level 4 Blokus Duo move
// (2 s of search) from a page that is clicked meanwhile, and compares
// the page with a baseline taken just before (no search) and with the
// page computing on its own main thread as a search there would.
async function measureResponsive(env) {
  const context = await env.newContext("worker-responsive");
  const page = await context.newPage();
  await page.goto(env.app.url);
  await waitForWasm(page);
  // A button of the page's own: a click flips its aria-pressed.
  await page.evaluate(() => {
    const b = document.createElement("button");
    b.id = "probe";
    b.textContent = "probe";
    b.setAttribute("aria-pressed", "false");
    b.style.cssText = "position:fixed;left:0;top:0;width:60px;height:40px;z-index:99999";
    b.addEventListener("click", () => b.setAttribute("aria-pressed", String(b.getAttribute("aria-pressed") !== "true")));
    document.body.appendChild(b);
  });
  await installProbe(page, "#probe", "aria-pressed");
  // The worker started and its wasm compiled before any window opens.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const w = (window.__worker = new Worker(new URL("web/ai-worker.js", document.baseURI)));
        w.onerror = (e) => reject(new Error(e.message));
        w.onmessage = (e) => e.data.ready && resolve();
      }),
  );
  const base = await clickWindow(page, "#probe", { min: 8, max: 8 });

  // The search, in the worker: its progress reports arrive meanwhile.
  const think = () =>
    page.evaluate((record) => {
      const w = window.__worker;
      const p = (window.__search = { progress: [], start: performance.now() });
      p.done = new Promise((resolve, reject) => {
        w.onerror = (e) => reject(new Error(e.message));
        w.onmessage = (e) => {
          if (e.data.id !== 1) {
            return;
          }
          if (e.data.progress) {
            p.progress.push({ at: performance.now(), elapsedMs: e.data.progress.elapsedMs });
            return;
          }
          p.end = performance.now();
          p.reply = e.data;
          resolve();
        };
      });
      w.postMessage({ id: 1, game: "blokusduo", record, seat: 0, level: 4, timeMs: 2000 });
    }, duoRecord);
  const thinking = () => page.evaluate(() => window.__search.end === undefined);
  const during = await clickWindow(page, "#probe", { start: think, more: thinking, max: 60 });
  await page.evaluate(() => window.__search.done);
  const search = await page.evaluate(() => {
    const s = window.__search;
    window.__worker.terminate();
    return { start: s.start, end: s.end, reply: s.reply, progress: s.progress };
  });

  // The page computing on its own main thread for two seconds, in
  // stretches of 200 ms, as a search there would (even one that let the
  // page run between its stretches).
  const compute = () =>
    page.evaluate(() => {
      const until = performance.now() + 2000;
      const stretch = () => {
        const end = Math.min(until, performance.now() + 200);
        while (performance.now() < end) {}
        if (performance.now() < until) {
          setTimeout(stretch, 0);
        } else {
          window.__computed = true;
        }
      };
      window.__computed = false;
      setTimeout(stretch, 0);
    });
  const computing = () => page.evaluate(() => !window.__computed);
  const blocked = await clickWindow(page, "#probe", { start: compute, more: computing, max: 60 });
  await env.screenshot(page, "worker-responsive");

  const reply = search.reply;
  const stats = reply.stats || {};
  env.note(`baseline: ${describeWindow(base)}`);
  env.note(`worker thinking: ${describeWindow(during)}`);
  env.note(`page computing: ${describeWindow(blocked)}`);
  env.note(
    `move ${reply.move}: ${stats.iterations} iterations in ${stats.elapsedMs} ms (${((1000 * stats.iterations) / stats.elapsedMs).toFixed(0)}/s), ` +
      `${stats.yields} yields (${stats.yieldMs} ms), longest stretch without yielding ${stats.maxGapMs} ms; ` +
      `progress reports at ${search.progress.map((p) => `${(p.at - search.start).toFixed(0)} ms (${p.elapsedMs.toFixed(0)} ms searched)`).join(", ")}`,
  );
  assert.equal(responsive(base, during), "", "the page while the worker thinks");
  // The same check fails a page that computes on its own thread.
  assert.notEqual(responsive(base, blocked), "", "the check passes a page that computes on its main thread");
  assert.ok(blocked.own.length >= 5 && Math.min(...blocked.own.slice(0, -1)) >= 190, "the long-task probe missed the page's own 200 ms stretches: " + JSON.stringify(blocked.own));
  assert.match(reply.move || "", /^[a-n]\d+(,[a-n]\d+)*$/, "not a Blokus Duo move: " + JSON.stringify(reply));
  // The worker searched while the page answered its clicks: its reports
  // of the time searched came, growing, inside the window measured.
  const reported = search.progress.filter((p) => p.at >= during.from && p.at <= during.to);
  assert.ok(reported.length >= 3 && reported[reported.length - 1].elapsedMs > reported[0].elapsedMs, "no search progress while the page was measured");
  assert.ok(stats.iterations >= 100 && stats.elapsedMs >= 1000, `${stats.iterations} iterations in ${stats.elapsedMs} ms`);
  await context.close();
}

export const tests = [
  {
    name: "offline at /",
    timeout: 60000,
    run: (env) => offlineTest(env, "offline-root", env.app.url),
  },
  {
    name: "offline under a sub-path",
    timeout: 60000,
    run: (env) => offlineTest(env, "offline-subpath", env.site.url),
  },
  {
    name: "AI worker answers, page stays responsive",
    solo: true,
    timeout: 60000,
    run: measureResponsive,
  },
  {
    name: "AI worker: cancel, stop, errors, yield cost",
    solo: true,
    timeout: 60000,
    async run(env) {
      const context = await env.newContext("worker-protocol");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      const base = { game: "blokusduo", record: duoRecord, seat: 0, seed: 7 };

      // Cancel, a newer request, stop, errors: one worker, in the page.
      const got = await page.evaluate(
        (base) =>
          new Promise((resolve, reject) => {
            const w = new Worker(new URL("web/ai-worker.js", document.baseURI));
            const got = [];
            const timer = setTimeout(() => reject(new Error("timeout: " + JSON.stringify(got))), 30000);
            // When each request, and each order about it, was sent.
            const sent = {};
            const send = (m) => {
              const key = typeof m === "string" ? "json" : m.cancel ? "cancel" + m.cancel : m.stop ? "stop" + m.stop : "id" + m.id;
              sent[key] = performance.now();
              w.postMessage(m);
            };
            w.onmessage = (e) => {
              const d = e.data;
              if (d.ready) {
                // Time the orders once the worker runs.
                send({ id: 1, ...base, timeMs: 20000 });
                setTimeout(() => send({ cancel: 1 }), 500);
                return;
              }
              if (d.progress) {
                return;
              }
              const now = performance.now();
              got.push({ ...d, afterSend: now - sent["id" + d.id], afterOrder: now - (sent["cancel" + d.id] ?? sent["stop" + d.id] ?? sent["id" + (d.id + 1)]) });
              switch (d.id) {
                case 1: // cancelled: now a newer request replaces one
                  send({ id: 2, ...base, timeMs: 20000 });
                  setTimeout(() => send({ id: 3, ...base, level: 1 }), 300);
                  break;
                case 3: // then stop one
                  send({ id: 4, ...base, timeMs: 20000 });
                  setTimeout(() => send({ stop: 4 }), 300);
                  break;
                case 4: // errors, then a JSON string message
                  send({ id: 5, ...base, seat: 1 });
                  send({ id: 6, ...base, record: "1. e10 2. e11" });
                  send({ id: 7, ...base, game: "chess" });
                  send({ id: 8, ...base, seat: "one" });
                  send(JSON.stringify({ id: 9, ...base, level: 1 }));
                  break;
                case 9:
                  clearTimeout(timer);
                  w.terminate();
                  resolve(got);
              }
            };
          }),
        base,
      );
      const by = Object.fromEntries(got.map((r) => [r.id, r]));
      env.note(
        `cancel answered in ${by[1].afterOrder.toFixed(0)} ms, stop in ${by[4].afterOrder.toFixed(0)} ms, ` +
          `replaced request in ${by[2].afterOrder.toFixed(0)} ms`,
      );
      assert.ok(by[1].cancelled, "request 1 not cancelled: " + JSON.stringify(by[1]));
      // The search yields every ~20 ms (the note above gives the times);
      // one that ignored the order would run its 20 s, so the bound
      // leaves room for a loaded machine.
      assert.ok(by[1].afterOrder < 2000, `cancel took ${by[1].afterOrder} ms`);
      assert.ok(by[2].cancelled, "request 2 not replaced by 3");
      assert.ok(by[2].afterOrder < 2000, `replacing took ${by[2].afterOrder} ms`);
      assert.ok(by[4].afterOrder < 2000, `stop took ${by[4].afterOrder} ms`);
      assert.ok(by[3].move, "request 3: " + JSON.stringify(by[3]));
      assert.ok(by[4].move && by[4].stats.elapsedMs < 5000, "stop: " + JSON.stringify(by[4]));
      assert.match(by[5].error, /not seat 1's turn/);
      assert.match(by[6].error, /bad record/);
      assert.match(by[7].error, /unknown game "chess"/);
      assert.match(by[8].error, /seat is a string/);
      assert.ok(by[9].move, "request 9 (JSON text): " + JSON.stringify(by[9]));

      // The cost of yielding, each way, interleaved on one worker after a
      // warm-up (the browser tiers wasm up while it runs). Iteration rates
      // are noisy on a shared machine; the time spent yielding is measured
      // by the worker itself.
      const results = await page.evaluate(async (base) => {
        const w = new Worker(new URL("web/ai-worker.js", document.baseURI));
        let resolve;
        w.onmessage = (e) => {
          if (e.data.id && !e.data.progress && resolve) {
            resolve(e.data);
          }
        };
        const ask = (m) =>
          new Promise((r) => {
            resolve = r;
            w.postMessage(m);
          });
        let id = 100;
        await ask({ id: id++, ...base, timeMs: 1500, yield: "none" });
        const out = [];
        for (let round = 0; round < 3; round++) {
          for (const y of ["none", "message", "sleep"]) {
            out.push({ yield: y, ...(await ask({ id: id++, ...base, timeMs: 700, yield: y })) });
          }
        }
        w.terminate();
        return out;
      }, base);
      const rates = { none: [], message: [], sleep: [] };
      const shares = { none: [], message: [], sleep: [] };
      const gaps = { none: [], message: [], sleep: [] };
      for (const r of results) {
        assert.ok(r.move, JSON.stringify(r));
        rates[r.yield].push(r.stats.iterations / (r.stats.elapsedMs / 1000));
        shares[r.yield].push((r.stats.yieldMs || 0) / r.stats.elapsedMs);
        gaps[r.yield].push(r.stats.maxGapMs);
      }
      const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const none = median(rates.none);
      const pct = (x) => (100 * x).toFixed(1) + " %";
      for (const y of ["none", "message", "sleep"]) {
        env.note(
          `yield ${y}: ${median(rates[y]).toFixed(0)} iterations/s (${pct(1 - median(rates[y]) / none)} less than none), ` +
            `${pct(median(shares[y]))} of the time yielding, longest stretch without yielding ${Math.max(...gaps[y]).toFixed(0)} ms`,
        );
      }
      assert.ok(median(shares.message) < 0.1, `yielding takes ${pct(median(shares.message))} of the search`);
      await context.close();
    },
  },
  {
    name: "update: v2 waits for Update now, under the header, then every tab of v1 runs v2",
    timeout: 120000,
    async run(env) {
      const server = await releases(env);
      const context = await env.newContext("update");
      // Count go-app's update signal (window.goappOnUpdate, which the
      // wasm replaces with its own function that calls OnAppUpdate).
      await context.addInitScript(() => {
        window.__updates = 0;
        let fn = null;
        Object.defineProperty(window, "goappOnUpdate", {
          configurable: true,
          get: () => (...args) => {
            window.__updates++;
            return fn && fn(...args);
          },
          set: (v) => {
            fn = v;
          },
        });
      });
      const page = await context.newPage();
      try {
        await page.goto(server.url);
        await waitForWasm(page);
        await waitForServiceWorker(page);
        assert.equal(await appVersion(page), "e2e-v1");
        // A second tab of v1, left as it is.
        const other = await context.newPage();
        await other.goto(server.url + "rules/saute");
        await waitForWasm(other);
        await server.next();
        // The reload shows v1 from the cache; the shell asks for updates
        // when it starts (app.TryUpdate); v2's service worker installs
        // and waits.
        await page.reload();
        await waitForWasm(page);
        assert.equal(await appVersion(page), "e2e-v1");
        await page.waitForFunction(() => window.__updates > 0, null, { timeout: 20000 });
        await page.waitForSelector(updateNoticeSelector, { timeout: 5000 });
        await env.screenshot(page, "update-notice");
        // In the page's flow, between the header and the page: it hides
        // nothing.
        const [bar, main] = await page.evaluate(() =>
          [".notice.update", "main"].map((s) => document.querySelector(s).getBoundingClientRect().toJSON()),
        );
        const header = await page.evaluate(() => document.querySelector("header, .header, .topbar")?.getBoundingClientRect().bottom ?? 0);
        assert.ok(bar.top >= header && bar.bottom <= main.top, `notice ${JSON.stringify(bar)}, header to ${header}, main ${JSON.stringify(main)}`);
        // Later: gone; v2 still waits, so a reload runs v1 and says so
        // again (the update was found before that page started).
        await page.click("#update-later");
        await page.waitForSelector(updateNoticeSelector, { state: "detached" });
        await page.reload();
        await waitForWasm(page);
        assert.equal(await appVersion(page), "e2e-v1");
        await page.waitForSelector(updateNoticeSelector, { timeout: 10000 });
        // Update now: v2 takes over, and both tabs load it.
        const reloads = [page, other].map((p) => p.waitForEvent("framenavigated", { timeout: 20000 }));
        await page.click("#update-now");
        await Promise.all(reloads);
        for (const p of [page, other]) {
          await waitForWasm(p);
          assert.equal(await appVersion(p), "e2e-v2");
        }
        assert.equal(await page.$(updateNoticeSelector), null, "the notice after updating");
      } finally {
        await context.close();
        await server.stop();
      }
    },
  },
  {
    name: "update: over a version whose pages do not take updates, v2 takes over at once and the page loads it",
    timeout: 120000,
    async run(env) {
      const server = await releases(env);
      const context = await env.newContext("update-old");
      // v1 as the versions before Update now: its app.js, which the
      // service worker caches too, has no impasseUpdate.
      await context.route("**/app.js", async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll("impasseUpdate", "oldPageUpdate");
        await route.fulfill({ response, body });
      });
      const page = await context.newPage();
      try {
        await page.goto(server.url);
        await waitForWasm(page);
        await waitForServiceWorker(page);
        assert.equal(await appVersion(page), "e2e-v1");
        assert.ok(await page.evaluate(() => typeof oldPageUpdate === "function"), "v1's app.js is not the old one");
        await context.unroute("**/app.js");
        await server.next();
        // The reload runs v1 from the cache and finds v2, which does
        // not wait: the page reloads onto it by itself.
        await page.reload();
        await page.waitForFunction(() => typeof goappEnv !== "undefined" && goappEnv.GOAPP_VERSION === "e2e-v2", null, { timeout: 40000 });
        await waitForWasm(page);
        assert.equal(await appVersion(page), "e2e-v2");
      } finally {
        await context.close();
        await server.stop();
      }
    },
  },
  ...uiTests,
  ...duoaiTests,
  ...blockadeTests,
  ...blockersTests,
  ...bloqsTests,
  ...buchholzTests,
  ...porteTests,
  ...blocusTests,
  ...empireTests,
  ...clockTests,
  ...picturesTests,
  ...sauteTests,
  ...puzzlesTests,
  ...lessonsTests,
  ...ratingsTests,
  ...recordsTests,
  ...longTests,
  ...hardeningTests,
  ...workerfailTests,
  ...accessTests,
  ...keysTests,
  ...controlsTests,
  ...friendTests,
  {
    name: "no request leaves the origin",
    last: true,
    timeout: 30000,
    async run(env) {
      // Visit the home page once more, and check what every test asked for.
      const context = await env.newContext("origin");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.waitForTimeout(1000);
      await context.close();
      const allowed = [env.app.origin, env.site.origin];
      const foreign = env.requests.filter((r) => {
        const u = new URL(r.url);
        if (u.protocol === "data:" || u.protocol === "blob:") {
          return false;
        }
        // The update tests' servers run on other ports of this host.
        return !allowed.includes(u.origin) && !(u.hostname === "127.0.0.1" && r.test.startsWith("update"));
      });
      const fromSW = env.requests.filter((r) => r.sw).length;
      env.note(`${env.requests.length} requests recorded (${fromSW} by service workers), ${foreign.length} to other origins`);
      assert.ok(env.requests.length > 20, "requests are not being recorded");
      assert.ok(fromSW > 0, "service worker requests are not being recorded");
      assert.ok(env.requests.some((r) => r.url.endsWith("/web/ai.wasm")), "worker requests are not recorded");
      assert.deepEqual(foreign, [], "requests to other origins");
    },
  },
];

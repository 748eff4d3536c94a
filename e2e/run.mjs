// Impasse's browser tests. make e2e runs them: it builds bin/impasse, the
// two wasm files and a static site under /impasse-test/ first.
//
//   node run.mjs [name-filter]
//
// Environment: IMPASSE_BIN (default ../bin/impasse), SITE_DIR (the site
// built by `impasse site -base /impasse-test/`, default artifacts/site),
// CHROMIUM (default /usr/bin/chromium), E2E_JOBS (tests at a time, 2).
//
// The runner starts `impasse serve` for the app and `impasse serve -dir`
// for the site, each on a free port, drives the system Chromium with
// playwright-core (no browser download), runs the tests of tests.mjs two
// at a time (E2E_JOBS) and exits non-zero if any fails. Screenshots and a log
// go to artifacts/.

import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

import { chromiumFlags } from "./common.mjs";
import { tests } from "./tests.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, "..");
const bin = path.resolve(root, process.env.IMPASSE_BIN || "bin/impasse");
const siteDir = path.resolve(here, process.env.SITE_DIR || "artifacts/site");
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
export const artifacts = path.join(here, "artifacts");
export const siteBase = "/impasse-test/";

const log = [];
export function note(...args) {
  const line = args.join(" ");
  log.push(line);
  console.log("    " + line);
}

// startServer runs `impasse serve ARGS` and resolves when it listens.
export async function startServer(args) {
  const proc = spawn(bin, ["serve", ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stderr.on("data", (d) => (out += d));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start: " + out)), 20000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /serving .* on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`impasse serve exited (${code}): ${out}`));
    });
  });
  return {
    url,
    origin: new URL(url).origin,
    port: new URL(url).port,
    async stop() {
      if (proc.exitCode === null) {
        proc.kill("SIGINT");
        await once(proc, "exit");
      }
    },
  };
}

async function main() {
  const filter = process.argv[2] || "";
  for (const [what, p] of [["impasse binary", bin], ["site", path.join(siteDir, "index.html")], ["Chromium", chromiumPath]]) {
    if (!existsSync(p)) {
      console.error(`e2e: no ${what} at ${p} (run make e2e)`);
      process.exit(2);
    }
  }
  rmSync(path.join(artifacts, "screenshots"), { recursive: true, force: true });
  mkdirSync(path.join(artifacts, "screenshots"), { recursive: true });

  const started = Date.now();
  note(`${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}`);
  const app = await startServer(["-addr", "127.0.0.1:0", "-version", "e2e-app"]);
  const site = await startServer(["-addr", "127.0.0.1:0", "-dir", siteDir, "-base", siteBase]);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  note(`browser ${browser.version()}, app on ${app.url}, site on ${site.url}`);

  // Every request of every page, worker and service worker, by test.
  const requests = [];
  const env = {
    app,
    site,
    browser,
    requests,
    // newContext returns a fresh browser context (own storage, caches
    // and service workers) whose requests are recorded.
    async newContext(testName) {
      const context = await browser.newContext({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });
      context.on("request", (r) => requests.push({ test: testName, url: r.url(), sw: !!r.serviceWorker() }));
      context.on("page", (page) => {
        page.on("pageerror", (err) => note(`[${testName}] page error: ${err.message}`));
        page.on("console", (msg) => {
          if (msg.type() === "error") {
            note(`[${testName}] console: ${msg.text()}`);
          }
        });
      });
      return context;
    },
    async screenshot(page, name) {
      await page.screenshot({ path: path.join(artifacts, "screenshots", name + ".png") });
    },
    startServer,
    note,
  };

  // The tests run in lanes (E2E_JOBS, 2 by default): each mostly waits
  // on a browser, so two at a time use the machine better than one. The
  // tests marked solo, which measure the page's speed, run first, each
  // alone; a test marked last, which reads every other test's requests,
  // runs alone once all the others have finished.
  const jobs = Math.max(1, Number(process.env.E2E_JOBS) || 2);
  let failed = 0;
  const results = [];
  const running = new Set();
  const runOne = async (t) => {
    const t0 = Date.now();
    console.log(`RUN  ${t.name}`);
    let error = null;
    try {
      await withTimeout(t.run(env), t.timeout || 60000, t.name);
    } catch (err) {
      error = err;
    }
    const secs = ((Date.now() - t0) / 1000).toFixed(1);
    const load = os.loadavg()[0].toFixed(1);
    if (error) {
      failed++;
      console.log(`FAIL ${t.name} (${secs} s, load ${load})\n     ${String(error.stack || error).split("\n").join("\n     ")}`);
      log.push(`${t.name}: ${error.stack || error}`);
    } else {
      console.log(`ok   ${t.name} (${secs} s, load ${load})`);
    }
    log.push(`${error ? "FAIL" : "ok  "} ${t.name} (${secs} s, load ${load})`);
    results.push({ name: t.name, ok: !error, secs });
  };
  const order = [...tests.filter((t) => t.solo), ...tests.filter((t) => !t.solo && !t.last), ...tests.filter((t) => t.last)];
  for (const t of order) {
    if (filter && !t.name.includes(filter)) {
      continue;
    }
    const alone = t.solo || t.last;
    while (running.size >= (alone ? 1 : jobs)) {
      await Promise.race(running);
    }
    if (alone) {
      await runOne(t);
      continue;
    }
    const run = runOne(t).finally(() => running.delete(run));
    running.add(run);
  }
  await Promise.all(running);

  await browser.close();
  await app.stop();
  await site.stop();
  // The time of each test, slowest first, and the whole run's; the last
  // line, alone, is what CI reads.
  const total = ((Date.now() - started) / 1000).toFixed(1);
  const times = ["durations, slowest first:"];
  for (const r of [...results].sort((a, b) => b.secs - a.secs)) {
    times.push(`${r.secs.padStart(7)} s  ${r.ok ? "ok  " : "FAIL"} ${r.name}`);
  }
  times.push(`${total.padStart(7)} s  in all (${os.loadavg()[0].toFixed(1)} load average at the end)`);
  console.log(times.join("\n"));
  log.push(...times);
  writeFileSync(path.join(artifacts, "e2e.log"), log.join("\n") + "\n");
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 || results.length === 0 ? 1 : 0);
}

function withTimeout(promise, ms, name) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name}: timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

main().catch((err) => {
  console.error("e2e:", err);
  process.exit(1);
});

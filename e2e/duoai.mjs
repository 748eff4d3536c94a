// Blokus Duo's strongest computer: a root-parallel search over several AI
// workers, the page answering clicks meanwhile as well as with no search
// (the baseline, on the same page); "Move now" and a new game reach every
// worker.

import assert from "node:assert/strict";

import { answerYes, clickWindow, describeWindow, installProbe, moveCount, responsive, seedStorage, waitForWasm } from "./common.mjs";
import { playHint } from "./ui.mjs";

// cores is what the page is told navigator.hardwareConcurrency is: it
// then runs cores − 1 workers for the strongest level (told it has the
// memory for them).
const cores = 4;

// strongest is Blokus Duo's strongest level.
const strongest = 5;

// A saved game where the strongest computer is to answer the person's
// second move, past its opening book (the first move and the mirror
// image of the first move), so that it searches.
const record = `[Game "blokusduo"]\n[Seat1 "person"]\n[Seat2 "computer ${strongest}"]\n\n1. e10 2. j5 3. d11,d12`;

// watchWorkers counts, in each AI worker of page, the progress reports and
// the answers it posts (a worker that searches reports progress every
// 250 ms), and keeps the search time of each answer.
function watchWorkers(page) {
  const workers = [];
  page.on("worker", async (w) => {
    if (!w.url().includes("ai-worker")) {
      return;
    }
    workers.push(w);
    await w
      .evaluate(() => {
        self.__progress = 0;
        self.__answers = 0;
        self.__elapsed = [];
        const post = self.postMessage.bind(self);
        self.postMessage = (m) => {
          if (m && m.progress) {
            self.__progress++;
          } else if (m && (m.move || m.error)) {
            self.__answers++;
            self.__elapsed.push(m.stats ? m.stats.elapsedMs : null);
          }
          post(m);
        };
      })
      .catch(() => {});
  });
  // counts returns each worker's [progress, answers].
  const counts = () => Promise.all(workers.map((w) => w.evaluate(() => [self.__progress || 0, self.__answers || 0]).catch(() => [0, 0])));
  // elapsed returns each worker's search times, in the order answered.
  const elapsed = () => Promise.all(workers.map((w) => w.evaluate(() => self.__elapsed || []).catch(() => [])));
  return { workers, counts, elapsed };
}

// until polls f until it returns a true value, for at most ms.
async function until(f, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) {
      return v;
    }
    if (Date.now() > end) {
      throw new Error("timed out waiting for " + what);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// searching waits until at least n workers report progress or answer
// beyond the counts in since, and returns the new counts.
async function searching(watch, n, since, what) {
  return until(
    async () => {
      const now = await watch.counts();
      const busy = now.filter(([p, a], i) => p + a > (since[i] ? since[i][0] + since[i][1] : 0)).length;
      return busy >= n ? now : null;
    },
    60000,
    what,
  );
}

async function parallelSearch(env) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.on("request", (r) => env.requests.push({ test: "duo-parallel", url: r.url(), sw: !!r.serviceWorker() }));
  await context.addInitScript((cores) => {
    Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => cores });
    // Memory enough for every worker, whatever the machine has.
    Object.defineProperty(Navigator.prototype, "deviceMemory", { get: () => 8 });
  }, cores);
  // go-app keeps every value as JSON: the saved game is a JSON string.
  await seedStorage(context, "impasse.game", JSON.stringify(JSON.stringify({ v: 1, record })));
  const page = await context.newPage();
  const watch = watchWorkers(page);
  await page.goto(env.app.url + "play/blokusduo");
  await waitForWasm(page);
  await page.waitForSelector("#duo-board");
  await page.waitForSelector(".status .dots");
  await installProbe(page, ".moves .toggle", "aria-expanded");

  // Several workers search for the one move, the page answering clicks;
  // then the same clicks with the person to move, no search running.
  const thinking = () => page.$(".status .dots").then((e) => e !== null);
  const during = await clickWindow(page, ".moves .toggle", { more: thinking, max: 30 });
  await searching(watch, cores - 1, [], `${cores - 1} workers searching`);
  assert.equal(watch.workers.length, cores - 1, `${watch.workers.length} AI workers, want ${cores - 1}`);
  await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 4, null, { timeout: 60000 });
  const base = await clickWindow(page, ".moves .toggle", { min: 8, max: 8 });
  env.note(`${watch.workers.length} workers thinking: ${describeWindow(during)}`);
  env.note(`baseline, no search: ${describeWindow(base)}`);
  // A search on the page's thread would hold the clicks for the seconds
  // the computer thinks and fill them with the page's own long tasks;
  // the same page with no search is the measure on this machine today.
  assert.equal(responsive(base, during), "", `the page while ${cores - 1} workers think`);

  // "Move now" reaches every worker still searching: each answers at
  // once, long before its 150,000 simulations, and the page plays the
  // move once all have answered. A worker may have answered before the
  // click (a search stops by itself once its choice can no longer
  // change; one full run saw a worker with no answer after the click),
  // so the test asks that every worker answered, and that every answer
  // after the click came quickly.
  let counts = await watch.counts();
  const answersBefore = counts.map(([, a]) => a);
  await playHint(page);
  counts = await searching(watch, cores - 1, counts, "every worker searching again");
  const answered = (await watch.elapsed()).map((e) => e.length);
  const t0 = Date.now();
  await page.click("#move-now", { timeout: 3000 });
  await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 6, null, { timeout: 10000 });
  const hurried = (await watch.elapsed()).map((e, i) => e.slice(answered[i]));
  env.note(`Move now answered in ${Date.now() - t0} ms; the workers had searched ${JSON.stringify(hurried)} ms`);
  assert.ok(hurried.some((e) => e.length > 0), "no worker answered Move now");
  // Each worker answered the question, and one of them the hint too.
  const answers = (await watch.counts()).map(([, a], i) => a - answersBefore[i]);
  assert.ok(answers.every((n) => n >= 1) && answers.reduce((x, y) => x + y) === cores, `answers since the hint, by worker: ${answers}`);
  assert.ok(hurried.every((e) => e.every((ms) => ms < 2500)), `a worker did not stop at Move now: searched ${JSON.stringify(hurried)} ms`);

  // A new game cancels every worker's search: none reports progress
  // any more, and nothing reaches the new game.
  counts = await watch.counts();
  await playHint(page);
  await page.waitForSelector(".status .dots");
  counts = await searching(watch, cores - 1, counts, "every worker searching a third time");
  await page.click("#new-game-button");
  await page.click("#seat-1 .seg >> nth=0");
  await page.click("#seat-2 .seg >> nth=1");
  await page.click("#start");
  await answerYes(page);
  // Quiet: no progress from any worker for a second (four reports).
  let last = await watch.counts();
  let quietSince = Date.now();
  await until(
    async () => {
      const now = await watch.counts();
      if (JSON.stringify(now.map(([p]) => p)) !== JSON.stringify(last.map(([p]) => p))) {
        last = now;
        quietSince = Date.now();
      }
      return Date.now() - quietSince >= 1000;
    },
    15000,
    "the workers to stop",
  );
  assert.equal(await moveCount(page), 0, "a cancelled search played in the new game");
  await context.close();
}

export const duoaiTests = [
  {
    name: "Blokus Duo: the strongest level searches in several workers, the page stays responsive",
    solo: true,
    timeout: 240000,
    run: parallelSearch,
  },
];

// Helpers every browser test file shares: waiting for the app, the move
// count, the board's drawing geometry and starting a game.

// chromiumFlags are the flags every script here starts Chromium with: no
// sandbox in a container, no GPU, no background traffic of the
// browser's own. WebRTC's host candidates as the addresses they are, not
// mDNS names (*.local) that two contexts of a headless browser in a
// container cannot resolve: the live play test links two of them so.
// No WebUI omnibox popups: headless Chromium builds two of them, in a
// renderer of their own, for every new page, which cost as much CPU as
// the page itself; a phone's browser has none.
export const chromiumFlags = [
  "--disable-features=WebRtcHideLocalIpsWithMdns,WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// waitForWasm waits until go-app's wasm runs: the server pre-renders the
// page, so only the loader's removal proves the app started.
export async function waitForWasm(page, timeout = 30000) {
  await page.waitForSelector("#app-wasm-loader", { state: "detached", timeout });
}

// seedStorage puts raw under key in the storage of each page of context
// before the app starts, once a tab: a reload finds what the app made of
// it.
export async function seedStorage(context, key, raw) {
  await context.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(key, raw);
      }
    },
    [key, raw],
  );
}

// moveCount returns the number of moves in the move list (0 when none is
// shown).
export async function moveCount(page) {
  return page.$$eval("#move-list li", (els) => els.length).catch(() => 0);
}

// geometry returns how the drawing units of the board's SVG (selector)
// map onto the page: its viewBox, fitted (meet) in its box. A point
// (x, y) in drawing units is at (left + (x - vx) k, top + (y - vy) k).
export async function geometry(page, selector) {
  return page.evaluate((selector) => {
    const svg = document.querySelector(selector);
    const [vx, vy, vw, vh] = svg.getAttribute("viewBox").split(/\s+/).map(Number);
    const r = svg.getBoundingClientRect();
    const k = Math.min(r.width / vw, r.height / vh);
    return { vx, vy, k, left: r.left + (r.width - vw * k) / 2, top: r.top + (r.height - vh * k) / 2 };
  }, selector);
}

// startGame opens the new-game dialog of game id, sets the number of
// players when given, puts a person ("person") or a computer level at
// each seat and starts, by clicks or by taps. It confirms replacing an
// unfinished game of the same game and waits for one of the selectors in
// ready.
export async function startGame(page, id, seats, { tap = false, players = false, ready }) {
  const press = (sel) => (tap ? page.tap(sel) : page.click(sel));
  await press(`#play-${id}`);
  await page.waitForSelector("#new-game");
  if (players) {
    await page.selectOption("#players", String(seats.length));
  }
  for (let i = 0; i < seats.length; i++) {
    const row = `#seat-${i + 1}`;
    if (seats[i] === "person") {
      await press(`${row} .seg >> nth=0`);
    } else {
      await press(`${row} .seg >> nth=1`);
      await page.selectOption(`${row} select.level`, String(seats[i]));
    }
  }
  await press("#start");
  await newGameShown(page, { tap, ready });
}

// newGameShown waits, once #start is pressed, until the new game is
// the one shown: the dialog closes, or asks first whether to replace an
// unfinished game, and then the page still shows that game's board until
// the answer Yes is taken (see answerYes). Given ready, it then waits for
// that selector too.
export async function newGameShown(page, { tap = false, ready } = {}) {
  await page.waitForFunction(() => document.querySelector("#confirm-yes") || !document.querySelector(".modal.new-game"));
  if (await page.$("#confirm-yes")) {
    await answerYes(page, tap);
  }
  if (ready) {
    await page.waitForSelector(ready);
  }
}

// answerYes answers Yes to the question asked and waits until the app has
// taken the answer: the question is gone. Until then the page shows what
// it showed before (the board of the game to be replaced, say), and a
// selector waited for may match that.
export async function answerYes(page, tap = false) {
  await (tap ? page.tap("#confirm-yes") : page.click("#confirm-yes"));
  await page.waitForSelector("#confirm-yes", { state: "detached" });
}

// clickSquare clicks the middle of the square named sq ("E5") on the
// compendium's board, where a piece, circle, mark or target carries
// data-sq. The board's drawing is replaced each time the position is drawn
// anew, so a square found a moment before may be gone: it is looked up
// again, for up to two seconds.
export async function clickSquare(page, sq) {
  for (let i = 0; i < 20; i++) {
    const box = await page.locator(`.bz svg [data-sq="${sq}"]`).first().boundingBox().catch(() => null);
    if (box) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no square ${sq} on the board`);
}

// clickStep clicks sq, a step of a path on the compendium's board (a
// king's way out, a run of jumps), and returns once the board drawn after
// the step is up, the step no longer a target: a square further along may
// already be a target on the board before it, and a click there may be
// lost.
export async function clickStep(page, sq) {
  await clickSquare(page, sq);
  await page.waitForFunction((q) => !document.querySelector(`.bz .gb-target[data-sq="${q}"]`), sq, { timeout: 5000 });
}

// showTargets turns on the setting that marks where pieces can go, from
// the home page, and comes back to it.
export async function showTargets(page) {
  await page.click("a.settings");
  await page.waitForSelector("#set-targets");
  if (!(await page.isChecked("#set-targets"))) {
    await page.click("#set-targets");
  }
  await page.goBack();
  await page.waitForSelector("[id^=play-]");
}

// targets returns the squares the compendium's board marks now.
export const targets = (page) => page.$$eval(".bz .gb-target", (els) => els.map((e) => e.getAttribute("data-sq")));

// personTurn waits until the person is to move on the compendium's board
// (it marks squares, with "show where pieces can go" on) or the game is
// over; it says which.
export async function personTurn(page, timeout = 60000) {
  await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector(".bz .gb-target"), null, { timeout });
  return !(await page.$("#summary"));
}

// playMarked makes the person's move on the compendium's board by
// clicking marked squares, the one pick chooses among them, until the
// move count grows (a path takes a click per square of its notation);
// where the move may stop or go on, the board's button stops it.
export async function playMarked(page, pick = (ts) => ts[0]) {
  const before = await moveCount(page);
  for (let i = 0; i < 16; i++) {
    const ts = await targets(page);
    if (ts.length === 0) {
      throw new Error("the board marks no square on the person's turn");
    }
    await clickSquare(page, pick(ts));
    const grew = await page
      .waitForFunction((n) => document.querySelectorAll("#move-list li").length > n || document.querySelector("#summary"), before, { timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (grew) return;
    if (await page.$(".bz-choices button")) {
      await page.click(".bz-choices button");
      await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 60000 });
      return;
    }
  }
  throw new Error("sixteen clicks on marked squares made no move");
}

// Responsiveness. On a busy machine every task of the page takes longer,
// so a check compares windows of time taken on the same page in the same
// run: a baseline with no search, and the time the computer thinks. Only
// the page's own long tasks count, those the browser attributes to the
// page's frame (PerformanceLongTaskTiming's name "self"), not a worker's
// nor the browser's. A click's latency runs from its input event's time
// stamp to the first animation frame after the page answered it, so a
// click that waits behind a busy main thread counts its wait.

// installProbe starts recording, in page, its long tasks and real clicks
// (window.__resp). A click is answered when the attribute attr of the
// element matching selector changes.
export async function installProbe(page, selector, attr) {
  await page.evaluate(
    ({ selector, attr }) => {
      const r = (window.__resp = { own: [], other: [], clicks: [] });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const t = { start: e.startTime, end: e.startTime + e.duration, name: e.name };
          (e.name === "self" ? r.own : r.other).push(t);
        }
      }).observe({ type: "longtask" });
      let before = null;
      const value = () => document.querySelector(selector)?.getAttribute(attr) ?? null;
      // The click's time stamp, taken before the page's own handlers.
      window.addEventListener(
        "click",
        (e) => {
          if (e.isTrusted) {
            before = value();
            r.clicks.push({ input: e.timeStamp, answered: null, painted: null });
          }
        },
        true,
      );
      const check = () => {
        const c = r.clicks[r.clicks.length - 1];
        if (c && c.answered === null && value() !== before) {
          c.answered = performance.now();
          requestAnimationFrame(() => (c.painted = performance.now()));
        }
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    { selector, attr },
  );
}

// clickWindow opens a window of time, calls start (what is measured may
// begin there), then clicks the element matching selector with the
// mouse, each click once the page has drawn its answer to the one
// before, while more() resolves true and at most max times (at least
// min, whatever more says), gap ms apart. It returns the window: its
// start and end in the page's time, the clicks' latencies (ms), the
// page's own long tasks overlapping it, and busy, the share of the
// window they cover.
export async function clickWindow(page, selector, { start = async () => {}, more = async () => true, min = 0, max = 8, gap = 50 } = {}) {
  const { from, first } = await page.evaluate(() => ({ from: performance.now(), first: window.__resp.clicks.length }));
  await start();
  let n = 0;
  while (n < max && (n < min || (await more()))) {
    // Found again each time: the page may move it (a move comes).
    const box = await page.locator(selector).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    n++;
    // A click the page never answers (it landed as the element was
    // drawn anew) is set aside; a busy page answers late, not never.
    const answered = await page
      .waitForFunction((i) => window.__resp.clicks.length > i && window.__resp.clicks[i].painted !== null, first + n - 1, { timeout: 15000 })
      .then(() => true)
      .catch(() => false);
    if (!answered) {
      await page.evaluate((i) => window.__resp.clicks[i] && (window.__resp.clicks[i].lost = true), first + n - 1);
    }
    await new Promise((r) => setTimeout(r, gap));
  }
  return page.evaluate(
    ({ from, first }) => {
      const r = window.__resp;
      const to = performance.now();
      const inside = (t) => t.end > from && t.start < to;
      const own = r.own.filter(inside);
      const covered = own.reduce((sum, t) => sum + Math.min(t.end, to) - Math.max(t.start, from), 0);
      return {
        from,
        to,
        latencies: r.clicks.slice(first).filter((c) => !c.lost && c.painted !== null).map((c) => c.painted - c.input),
        lost: r.clicks.slice(first).filter((c) => c.lost).length,
        own: own.map((t) => t.end - t.start),
        other: r.other.filter(inside).map((t) => t.end - t.start),
        busy: covered / (to - from),
      };
    },
    { from, first },
  );
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

// describeWindow says a window in a line: its length, the clicks'
// latencies, the share of it in the page's own long tasks.
export function describeWindow(w) {
  const ms = (xs) => xs.map((x) => x.toFixed(0)).join(" ") || "none";
  return (
    `${(w.to - w.from).toFixed(0)} ms, clicks ${ms(w.latencies)} ms (median ${median(w.latencies).toFixed(0)}), ` +
    `own long tasks ${ms(w.own)} ms (${(100 * w.busy).toFixed(0)} % of the time), other long tasks ${w.other.length}` +
    (w.lost ? `, ${w.lost} clicks never answered` : "")
  );
}

// responsive compares a window while the computer thinks with a baseline
// of the same page and returns what is wrong, "" when nothing is. A page
// whose main thread runs the search answers clicks only between its
// stretches of work and spends the search in its own long tasks; a busy
// machine slows the baseline as much as the search, though less than
// the search's own threads do when they share the page's core (three
// workers and the page on a quarter of one core: median click 237 ms
// against 38 ms). The bounds: the median click under thrice the
// baseline's + 200 ms, the page's own long tasks over at most half the
// time, or 30 points more than the baseline's share. A search on the
// page's thread that never lets go holds every click until it ends (too
// few clicks, each too slow); one that lets go between stretches fills
// the time with the page's own long tasks.
export function responsive(base, during, minClicks = 3) {
  const wrong = [];
  if (during.latencies.length < minClicks) {
    wrong.push(`only ${during.latencies.length} clicks answered while it thought`);
  }
  const bound = 3 * median(base.latencies) + 200;
  if (median(during.latencies) > bound) {
    wrong.push(`median click ${median(during.latencies).toFixed(0)} ms while it thought, over ${bound.toFixed(0)} ms (thrice the baseline's + 200)`);
  }
  if (during.busy > Math.max(0.5, base.busy + 0.3)) {
    wrong.push(`the page's own long tasks cover ${(100 * during.busy).toFixed(0)} % of the time it thought, ${(100 * base.busy).toFixed(0)} % of the baseline's`);
  }
  return wrong.join("; ");
}

// focusedMatches reports whether the focused element matches selector.
export const focusedMatches = (page, selector) =>
  page.evaluate((s) => !!document.activeElement && document.activeElement.matches(s), selector);

// tabTo presses Tab until the element matching selector has the focus.
export async function tabTo(page, selector, max = 400) {
  for (let i = 0; i < max; i++) {
    if (await focusedMatches(page, selector)) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

// startByKeys opens game id's new-game dialog from the home page and
// starts a game for two, a person against the computer's level 1, all
// by keys: Home on a select takes its first choice (two players, level
// 1, the game's first board).
export async function startByKeys(env, page, id) {
  await page.goto(env.app.url);
  await waitForWasm(page);
  await tabTo(page, `#play-${id}`);
  await page.keyboard.press("Enter");
  await page.waitForSelector("#new-game");
  for (const sel of ["#players", "#new-game label.row select:not(#players):not(#clock-choice)", "#seat-2 select.level"]) {
    if (await page.$(sel)) {
      await tabTo(page, sel);
      await page.keyboard.press("Home");
    }
  }
  await page.waitForFunction(() => document.querySelector("#seat-2 select.level")?.value === "1");
  await tabTo(page, "#start");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#move-box");
}

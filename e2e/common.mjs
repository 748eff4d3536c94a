// Helpers every browser test file shares: waiting for the app, the move
// count, the board's drawing geometry and starting a game.

// waitForWasm waits until go-app's wasm runs: the server pre-renders the
// page, so only the loader's removal proves the app started.
export async function waitForWasm(page, timeout = 30000) {
  await page.waitForSelector("#app-wasm-loader", { state: "detached", timeout });
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
  // The dialog closes, or asks first whether to replace an unfinished
  // game (the page may still show that game's board meanwhile).
  await page.waitForFunction(() => document.querySelector("#confirm-yes") || !document.querySelector(".modal.new-game"));
  if (await page.$("#confirm-yes")) {
    await press("#confirm-yes");
  }
  await page.waitForSelector(ready);
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

// clickLatencies times clicks on the move list's toggle, each until the
// page shows it, for as long as the computer thinks (at most 8).
export async function clickLatencies(page) {
  const latencies = [];
  while (latencies.length < 8 && (await page.$(".status .dots"))) {
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const btn = document.querySelector(".moves .toggle");
          const before = btn.getAttribute("aria-expanded");
          const t0 = performance.now();
          const obs = new MutationObserver(() => {
            const now = document.querySelector(".moves .toggle");
            if (now && now.getAttribute("aria-expanded") !== before) {
              obs.disconnect();
              resolve(performance.now() - t0);
            }
          });
          obs.observe(document.body, { subtree: true, attributes: true, childList: true });
          btn.click();
        }),
    );
    if (await page.$(".status .dots")) {
      latencies.push(ms);
    }
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))));
  }
  return latencies;
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
  for (const sel of ["#players", "#new-game label.row select:not(#players)", "#seat-2 select.level"]) {
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

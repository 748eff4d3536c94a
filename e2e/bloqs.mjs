// Browser test of the Bloqs board: a person plays a whole two-player game
// on the quick 13 × 13 board against the computer (level 1) by mouse, as a
// player would: choose how the block lies with the buttons beside the
// board, point at the board until the preview says the block may go
// there, click. The test never judges a placement itself: it points at
// squares near the blocks shown (read from the board's data-at) until
// the view's preview (#bq-preview data-state) says "ok" or "score", and
// clicks there; when two footprints find nothing it takes the hint
// (#bq-hint). Part of the game is played at phone size (390 × 844), the
// rest at 1280 × 800.

import assert from "node:assert/strict";

import { moveCount, waitForWasm } from "./common.mjs";

// The quick board is the full 13 × 13 frame (the spec): a square of the
// pointer layer is numbered by data-a = (row - 1) * 13 + column - 1, row 1
// at the bottom (app/bloqsview board.go).
const cols = 13;
const rows = 13;

// base is the position's layer (not the preview's, not the pointer's).
const base = "#bq-board svg.bq-board:not(.overlay):not(.bq-hit)";

// parseAt reads a placement as the view writes it: "WxH@C,R".
function parseAt(at) {
  const m = /^(\d+)x(\d+)@(\d+),(\d+)$/.exec(at || "");
  assert.ok(m, `not a placement: ${at}`);
  const [w, h, c, r] = m.slice(1).map(Number);
  return { w, h, c, r };
}

// pointed returns the placement the view shows for a w × h block with the
// pointer on square (c, r): the pointer near the block's middle (board.go
// judge), or null when the block would stick out of the frame.
function pointed(w, h, c, r) {
  const c0 = c - Math.floor((w - 1) / 2);
  const r0 = r - Math.floor((h - 1) / 2);
  if (c0 < 1 || r0 < 1 || c0 + w - 1 > cols || r0 + h - 1 > rows) return null;
  return `${w}x${h}@${c0},${r0}`;
}

// myTurn waits until the person may place a block, or the game is over.
async function myTurn(page, timeout = 60000) {
  await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector(".bq.bq-turn"), null, { timeout });
  return !(await page.$("#summary"));
}

// squares returns where each square of the pointer layer is on the page:
// {a, c, r, x, y} (x, y its centre).
async function squares(page) {
  return page.$$eval("#bq-board svg.bq-hit rect[data-a]", (els, cols) =>
    els.map((e) => {
      const a = +e.dataset.a;
      const b = e.getBoundingClientRect();
      return { a, c: (a % cols) + 1, r: Math.floor(a / cols) + 1, x: b.left + b.width / 2, y: b.top + b.height / 2 };
    }),
  cols);
}

// blocks returns the blocks on the board: {at, seat, h}.
async function blocks(page) {
  return page.$$eval(`${base} g.bq-block`, (els) =>
    els.map((e) => ({ at: e.dataset.at, seat: +/\bs(\d)\b/.exec(e.getAttribute("class"))[1], h: +e.dataset.h })),
  );
}

// hover points at square sq and waits for the preview of the placement
// expected there; it returns the preview's state ("ok", "score", "no").
async function hover(page, sq, expected) {
  await page.mouse.move(sq.x, sq.y);
  const h = await page.waitForFunction(
    (at) => {
      const p = document.querySelector("#bq-preview");
      return p && p.dataset.at === at ? p.dataset.state : null;
    },
    expected,
    { timeout: 5000, polling: "raf" },
  );
  return h.jsonValue();
}

// chooseFoot clicks the footprint button of n squares (6, 8 or 12) and
// the rotate button when rotate; it returns the footprint chosen as the
// preview shows it ({w, h}), read by pointing at the board's centre.
async function chooseFoot(page, n, rotate, all) {
  await page.click(`#bq-foot-${n}`);
  await page.waitForSelector(`#bq-foot-${n}[aria-pressed="1"]`, { timeout: 5000 });
  if (rotate) {
    await page.click("#bq-rotate");
  }
  const centre = all.find((s) => s.c === 7 && s.r === 7);
  await page.mouse.move(centre.x, centre.y);
  const h = await page.waitForFunction(() => document.querySelector("#bq-preview[data-at]")?.dataset.at, null, { timeout: 5000 });
  const { w, h: ht } = parseAt(await h.jsonValue());
  assert.equal(w * ht, n, `#bq-foot-${n} chose ${w}x${ht}`);
  return { w, h: ht };
}

// candidates orders the squares to point at with a w × h block: those
// whose block would lie in the frame, nearest first to the squares
// around the blocks placed (where a block may touch one), the centre
// first on an empty board. Only an order to look in: the page judges.
function candidates(all, placed, w, h) {
  const covered = new Set();
  for (const b of placed) {
    const p = parseAt(b.at);
    for (let c = p.c; c < p.c + p.w; c++) for (let r = p.r; r < p.r + p.h; r++) covered.add(`${c},${r}`);
  }
  const out = [];
  for (const s of all) {
    const at = pointed(w, h, s.c, s.r);
    if (!at) continue;
    const p = parseAt(at);
    // How far the block's rectangle is from the blocks placed (0: it
    // overlaps one, 1: it lies alongside one).
    let d = covered.size ? Infinity : Math.abs(s.c - 7) + Math.abs(s.r - 7);
    for (const k of covered) {
      const [c, r] = k.split(",").map(Number);
      const dx = Math.max(p.c - c, 0, c - (p.c + p.w - 1));
      const dy = Math.max(p.r - r, 0, r - (p.r + p.h - 1));
      d = Math.min(d, dx + dy);
    }
    out.push({ ...s, at, d: covered.size && d === 0 ? 99 : d });
  }
  return out.sort((a, b) => a.d - b.d || a.a - b.a);
}

// findLegal points at the candidates of the footprint chosen (the first
// limit of them) until the preview says the block may go there; it
// returns the square and the preview, or null. A scoring placement is
// taken at once; otherwise the first, second, third or fourth legal one
// (by turn, for variety).
async function findLegal(page, all, placed, foot, turn, stats, limit = 40) {
  const list = candidates(all, placed, foot.w, foot.h).slice(0, limit);
  let found = null;
  let extra = (turn * 3) % 4;
  for (const sq of list) {
    const state = await hover(page, sq, sq.at);
    stats.hovers++;
    if (state === "score") return { sq, state };
    if (state !== "ok") continue;
    if (!found) {
      found = { sq, state };
      if (extra === 0) return found;
    } else if (--extra <= 0) {
      return { sq, state };
    }
  }
  if (found) {
    await hover(page, found.sq, found.sq.at);
  }
  return found;
}

// playHint asks for a hint and plays it: the footprint it names is
// chosen, the pointer put on it, the preview checked, and clicked.
async function playHint(page, all, stats) {
  await page.click("#hint");
  const h = await page.waitForSelector("#bq-hint", { timeout: 30000 });
  const at = await h.getAttribute("data-at");
  const p = parseAt(at);
  let foot = await chooseFoot(page, p.w * p.h, false, all);
  if (foot.w !== p.w) {
    foot = await chooseFoot(page, p.w * p.h, true, all);
  }
  // The square under the block's middle (see pointed).
  const sq = all.find((s) => pointed(p.w, p.h, s.c, s.r) === at);
  assert.ok(sq, `no square shows ${at}`);
  const state = await hover(page, { ...sq }, at);
  stats.hovers++;
  assert.ok(state === "ok" || state === "score", `the hint ${at} shows as ${state}`);
  return { sq: { ...sq, at }, state };
}

// place clicks the legal preview shown at sq and checks what follows:
// the move list grows by one, its last entry is the placement, and the
// block is on the board in the person's colour.
async function place(page, sq, state) {
  const before = await moveCount(page);
  const step = await page.$eval("#bq-step", (e) => ({ cls: e.className, text: e.textContent }));
  assert.match(step.cls, /\bok\b/, `the step for a legal preview: ${JSON.stringify(step)}`);
  assert.match(step.text, state === "score" ? /scores \d+/ : /^Legal/, "the step text");
  assert.ok(await page.$("#bq-place:not([disabled])"), "Place is off with a legal block shown");
  await page.mouse.click(sq.x, sq.y);
  await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 10000 });
  const text = await page.$eval(`#move-list li:nth-child(${before + 1})`, (e) => e.textContent.trim());
  assert.equal(text, sq.at, "the move list's new entry");
  const b = (await blocks(page)).find((k) => k.at === sq.at);
  assert.ok(b && b.seat === 0, `${sq.at} is not on the board as Blue's block: ${JSON.stringify(b)}`);
  return before;
}

// startGame opens the new-game dialog of Bloqs and starts a game for two
// on the quick board: a person (Blue) against the computer at level 1.
async function startGame(page) {
  await page.click("#play-bloqs");
  await page.waitForSelector("#new-game");
  await page.selectOption("#players", "2");
  await page.click("#seat-1 .seg >> nth=0");
  await page.click("#seat-2 .seg >> nth=1");
  await page.selectOption("#seat-2 select.level", "1");
  // The game's own option: the board.
  const variant = page.locator("#new-game label.row select:not(#players)");
  assert.equal(await variant.count(), 1, "one board select in the dialog");
  await variant.selectOption("quick");
  await page.click("#start");
  await page.waitForSelector("#bq-board, #confirm-yes");
  if (await page.$("#confirm-yes")) {
    await page.click("#confirm-yes");
    await page.waitForSelector("#bq-board");
  }
}

export const bloqsTests = [
  {
    name: "Bloqs: a whole quick game against the computer, by mouse, at desktop and phone size",
    timeout: 120000,
    async run(env) {
      const t0 = Date.now();
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("request", (r) => env.requests.push({ test: "bloqs-game", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (err) => {
        errors.push(err.message);
        env.note(`[bloqs-game] page error: ${err.message}`);
      });
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page);
      env.note(`${((Date.now() - t0) / 1000).toFixed(1)} s: game started`);
      const all = await squares(page);
      assert.equal(all.length, cols * rows, "the quick board's squares");

      const stats = { hovers: 0 };
      // Time spent waiting for the computer, and making the person's
      // turns (screenshots included), the first hint's share of it.
      const waits = { computer: 0, turns: 0, hint: 0, place: 0, shots: 0 };
      const shot = async (name) => {
        const t = Date.now();
        await env.screenshot(page, name);
        waits.shots += Date.now() - t;
      };
      let mine = 0;
      let hints = 0;
      let scored = 0;
      let phone = false;
      // The move count after the person's last placement.
      let after = 0;
      for (let turn = 0; turn < 40; turn++) {
        let t = Date.now();
        const going = await myTurn(page);
        waits.computer += Date.now() - t;
        if (!going) break;
        t = Date.now();
        const placed = await blocks(page);
        const n = await moveCount(page);
        // The move list grew by one per block placed, and the count of
        // blocks left agrees.
        assert.equal(n, placed.length, "moves listed and blocks on the board");
        // One entry per placement: the person's last, then the
        // computer's (and any the shell played because it was the only
        // legal one, by either seat).
        if (turn === 0) {
          assert.equal(n, 0, "moves listed before the first");
        } else {
          assert.ok(n >= after + 1, `turn ${turn}: ${n} moves listed, ${after} after Blue's last`);
        }
        assert.equal(await page.textContent("#bq-left"), `Blocks left: ${40 - placed.length} of 40`);
        assert.ok(await page.$("#bq-player-0.t1"), "Blue's turn is not marked");
        if (turn === 0) {
          // Nothing is shown until the pointer is on the board.
          assert.equal(await page.$("#bq-preview"), null, "a preview before pointing");
          assert.match(await page.textContent("#bq-step"), /Choose how the block lies/);
          // The first block may not touch the edge: the corner says so,
          // and a click there plays nothing.
          await chooseFoot(page, 6, false, all);
          const corner = all.find((s) => s.c === 2 && s.r === 2);
          assert.equal(await hover(page, corner, pointed(2, 3, 2, 2)), "no");
          assert.match(await page.textContent("#bq-step"), /first block may not touch the board's edge/);
          assert.ok(await page.$("#bq-place[disabled]"), "Place is on for an illegal block");
          await shot("bloqs-desktop-illegal");
          await page.mouse.click(corner.x, corner.y);
          await page.waitForTimeout(200);
          assert.equal(await moveCount(page), 0, "a click on an illegal preview played it");
        }
        if (turn === 2 && !phone) {
          phone = true;
          await page.setViewportSize({ width: 390, height: 844 });
          await page.waitForTimeout(100);
        } else if (turn === 4 && phone) {
          phone = false;
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.waitForTimeout(100);
        }
        const here = await squares(page);
        let got = null;
        if (turn === 3) {
          const th = Date.now();
          got = await playHint(page, here, stats);
          waits.hint += Date.now() - th;
          hints++;
        } else {
          // A footprint by turn: 6, 8, 12 squares, every other turn turned.
          const order = [6, 8, 12, 12, 8, 6];
          for (let k = 0; k < 6 && !got; k++) {
            const size = order[(turn + k) % 6];
            const foot = await chooseFoot(page, size, (turn + k) % 2 === 1, here);
            got = await findLegal(page, here, placed, foot, turn, stats);
            if (!got && k === 1) {
              // Two footprints had nowhere to go: take the hint.
              got = await playHint(page, here, stats);
              hints++;
            }
          }
        }
        assert.ok(got, `turn ${turn}: no legal placement found though it is Blue's turn`);
        if (turn === 0) await shot("bloqs-desktop-first");
        if (turn === 2) await shot("bloqs-phone-preview");
        if (got.state === "score" && scored === 0) {
          await shot(phone ? "bloqs-phone-score" : "bloqs-desktop-score");
        }
        const pts = got.state === "score" ? +(await page.getAttribute("#bq-preview", "data-points")) : 0;
        const blue = () => page.$eval("#bq-player-0", (e) => ({ score: +e.dataset.score, blocks: +e.dataset.blocks }));
        const was = await blue();
        const tp = Date.now();
        after = (await place(page, got.sq, got.state)) + 1;
        waits.place += Date.now() - tp;
        mine++;
        scored += pts;
        // Blue's score grew by the points the preview showed (unless the
        // shell went on to play a forced placement for Blue).
        const now = await blue();
        if (now.blocks === was.blocks + 1) {
          assert.equal(now.score, was.score + pts, `Blue's score after ${got.sq.at} (+${pts} shown)`);
        } else {
          assert.ok(now.score >= was.score + pts, `Blue's score after ${got.sq.at} and a forced one`);
        }
        waits.turns += Date.now() - t;
        if (turn === 3) await shot("bloqs-phone-after");
        if (turn === 4) await shot("bloqs-desktop-midgame");
      }
      await page.waitForSelector("#summary", { timeout: 30000 });
      env.note(`${((Date.now() - t0) / 1000).toFixed(1)} s: game over after ${mine} placements by mouse (${hints} hints, ${stats.hovers} squares pointed at, Blue scored ${scored} by its own placements)`);
      env.note(`waited ${(waits.computer / 1000).toFixed(1)} s for the computer, ${(waits.turns / 1000).toFixed(1)} s making turns (the hint of turn 4 ${(waits.hint / 1000).toFixed(1)} s, clicks and their moves ${(waits.place / 1000).toFixed(1)} s, screenshots ${(waits.shots / 1000).toFixed(1)} s)`);
      await env.screenshot(page, "bloqs-desktop-summary");
      const title = await page.textContent("#summary h2");
      const rowsShown = await page.$$eval("#summary tbody tr", (els) => els.map((e) => [...e.children].map((c) => c.textContent.trim())));
      const totals = await page.$$eval("#summary tr.total td", (els) => els.map((e) => +e.textContent));
      const panel = await page.$$eval(".bq-player", (els) =>
        els.map((e) => ({ score: +e.dataset.score, shown: +e.querySelector(".bq-sc").textContent, blocks: +e.dataset.blocks })),
      );
      env.note(`${title}; ${JSON.stringify(rowsShown)}`);
      assert.ok(mine >= 3, `only ${mine} placements`);
      assert.equal(totals.length, 2, "two totals");
      assert.deepEqual(panel.map((p) => p.score), totals, "the panel's scores and the summary's");
      assert.deepEqual(panel.map((p) => p.shown), totals, "the scores shown and the summary's");
      assert.equal(rowsShown.length, 3, "blocks, squares and the total");
      assert.deepEqual(rowsShown[1].slice(1).map(Number), totals, "squares isolated are the score");
      assert.deepEqual(rowsShown[0].slice(1).map(Number), panel.map((p) => p.blocks), "blocks placed");
      const n = await moveCount(page);
      const placed = await blocks(page);
      assert.equal(n, placed.length, "moves listed and blocks on the board at the end");
      assert.ok(n >= after, `${n} moves listed at the end, ${after} after Blue's last`);
      // Blue's blocks are the person's placements, and those the shell
      // played for Blue as the only legal ones.
      const forced = panel[0].blocks - mine;
      assert.ok(forced >= 0 && forced <= 2, `Blue has ${panel[0].blocks} blocks, ${mine} placed by mouse`);
      if (forced) env.note(`${forced} of Blue's blocks were played by the shell as the only legal placement`);
      if (totals[0] === totals[1]) {
        assert.match(title, /draw|shared|tie/i);
      } else {
        assert.match(title, totals[0] > totals[1] ? /Blue/ : /Orange/);
      }
      // The summary at phone size, then the board behind it.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(100);
      await env.screenshot(page, "bloqs-phone-summary");
      await page.click("#summary .actions .btn >> nth=0");
      await page.waitForSelector("#summary", { state: "detached" });
      await env.screenshot(page, "bloqs-phone-end");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForTimeout(100);
      await env.screenshot(page, "bloqs-desktop-end");
      assert.deepEqual(errors, [], "page errors");
      env.note(`${((Date.now() - t0) / 1000).toFixed(1)} s in all`);
      await context.close();
    },
  },
];

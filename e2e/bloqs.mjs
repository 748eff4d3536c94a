// Browser tests of the Bloqs board.
//
// A whole two-player game on the quick 13 × 13 board against the computer
// (level 1) by mouse, as a player would: choose how the block lies with
// the buttons beside the board, point at a square where the block may go
// and click. The test never judges a placement nor copies the view's
// geometry: the pointer layer names every square (data-square, "c,r")
// and, during a turn, the squares where the block chosen may go, its
// middle over them (data-target, the placement); the test points at
// those and checks what the preview (#bq-preview) says. Part of the game
// is played at phone size (390 × 844), the rest at 1280 × 800.
//
// Then a touch phone in portrait (390 × 844): the whole standard board
// fits with its coordinates and nothing scrolls, the help speaks of taps,
// and blocks are placed with two taps.

import assert from "node:assert/strict";

import { moveCount, newGameShown, waitForWasm } from "./common.mjs";

// base is the position's layer (not the preview's, not the pointer's);
// hit is the pointer's.
const base = "#bq-board svg.bq-board:not(.overlay):not(.bq-hit)";
const hit = "#bq-board svg.bq-hit";

// parseAt reads a placement as the view writes it: "WxH@C,R".
function parseAt(at) {
  const m = /^(\d+)x(\d+)@(\d+),(\d+)$/.exec(at || "");
  assert.ok(m, `not a placement: ${at}`);
  const [w, h, c, r] = m.slice(1).map(Number);
  return { w, h, c, r };
}

// myTurn waits until the person may place a block, or the game is over.
async function myTurn(page, timeout = 60000) {
  await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector(".bq.bq-turn"), null, { timeout });
  return !(await page.$("#summary"));
}

// squareAt returns where the square named "c,r" is on the page: {x, y}
// its centre.
async function squareAt(page, name) {
  return page.$eval(`${hit} rect[data-square="${name}"]`, (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
}

// targets returns the squares where the block chosen (w × h) may go, as
// the pointer layer drawn for it says: {at, square, x, y}.
async function targets(page, w, h) {
  const layer = await page.waitForSelector(`${hit}[data-foot="${w}x${h}"]`, { timeout: 5000 });
  const n = +(await layer.getAttribute("data-targets"));
  const list = await page.$$eval(`${hit} rect[data-target]`, (els) =>
    els.map((e) => {
      const b = e.getBoundingClientRect();
      return { at: e.dataset.target, square: e.dataset.square, x: b.left + b.width / 2, y: b.top + b.height / 2 };
    }),
  );
  assert.equal(list.length, n, "targets listed and counted");
  for (const t of list) {
    const p = parseAt(t.at);
    assert.ok(p.w === w && p.h === h, `a ${t.at} target for a ${w}x${h} block`);
  }
  return list;
}

// blocks returns the blocks on the board: {at, seat, h}.
async function blocks(page) {
  return page.$$eval(`${base} g.bq-block`, (els) =>
    els.map((e) => ({ at: e.dataset.at, seat: +/\bs(\d)\b/.exec(e.getAttribute("class"))[1], h: +e.dataset.h })),
  );
}

// scores returns the scores the shell shows, by seat.
async function scores(page) {
  return page.$$eval(".hud .seats .seat .score", (els) => els.map((e) => +e.textContent));
}

// preview waits for the preview of placement at (any, when null) and
// returns its state ("ok", "score", "no"), points and dead squares.
async function preview(page, at) {
  const h = await page.waitForFunction(
    (at) => {
      const p = document.querySelector("#bq-preview");
      return p && (at === null || p.dataset.at === at) ? { state: p.dataset.state, points: +p.dataset.points, dead: +p.dataset.dead } : null;
    },
    at,
    { timeout: 5000, polling: "raf" },
  );
  return h.jsonValue();
}

// hover points at target t and returns its preview, which must show the
// target's placement as legal, the squares it scores marked.
async function hover(page, t) {
  await page.mouse.move(t.x, t.y);
  const pv = await preview(page, t.at);
  assert.ok(pv.state === "ok" || pv.state === "score", `target ${t.at} previewed as ${pv.state}`);
  const marked = await page.$$eval("#bq-isolates .bq-gain", (els) => els.length);
  assert.equal(marked, pv.points, `${t.at}: squares marked scored, points shown`);
  const dead = await page.$$eval("#bq-isolates .bq-dead", (els) => els.length);
  assert.equal(dead, pv.dead, `${t.at}: squares marked dead`);
  return pv;
}

// chooseFoot presses the footprint button of w × h squares, and the
// rotate button when the block lies the other way (the buttons say how
// it lies in data-foot); tap uses taps.
async function chooseFoot(page, w, h, tap = false) {
  const press = (sel) => (tap ? page.tap(sel) : page.click(sel));
  const button = `#bq-foot-${w * h}`;
  await press(button);
  await page.waitForSelector(`${button}[aria-pressed="true"]`, { timeout: 5000 });
  if ((await page.getAttribute(button, "data-foot")) !== `${w}x${h}`) {
    await press("#bq-rotate");
    await page.waitForSelector(`${button}[data-foot="${w}x${h}"]`, { timeout: 5000 });
  }
}

// findLegal points at up to limit targets of the w × h block, spread over
// the list, until one scores; otherwise it comes back to the one at the
// turn's place in the list (for variety). It returns the target and its
// preview, or null when the block may go nowhere.
async function findLegal(page, w, h, turn, stats, limit = 8) {
  await chooseFoot(page, w, h);
  const list = await targets(page, w, h);
  if (list.length === 0) return null;
  const step = Math.max(1, Math.floor(list.length / limit));
  for (let i = 0; i < list.length && i < step * limit; i += step) {
    const pv = await hover(page, list[i]);
    stats.hovers++;
    if (pv.state === "score") return { t: list[i], pv };
  }
  const t = list[(turn * 7) % list.length];
  return { t, pv: await hover(page, t) };
}

// playHint asks for a hint and points at it: the footprint it names is
// chosen, and the pointer put on its target.
async function playHint(page, stats) {
  await page.click("#hint");
  const at = await (await page.waitForSelector("#bq-hint", { timeout: 30000 })).getAttribute("data-at");
  const p = parseAt(at);
  await chooseFoot(page, p.w, p.h);
  const t = (await targets(page, p.w, p.h)).find((t) => t.at === at);
  assert.ok(t, `no target shows the hint ${at}`);
  stats.hovers++;
  return { t, pv: await hover(page, t) };
}

// place clicks (or taps) the legal preview shown at target t and checks
// what follows: the move list grows by one, its last entry is the
// placement, and the block is on the board in the person's colour.
async function place(page, t, pv, tap = false) {
  const before = await moveCount(page);
  const step = await page.$eval("#bq-step", (e) => ({ cls: e.className, text: e.textContent }));
  assert.match(step.cls, /\bok\b/, `the step for a legal preview: ${JSON.stringify(step)}`);
  assert.match(step.text, pv.state === "score" ? /scores \d+/ : /^Legal/, "the step text");
  if (pv.dead > 0) assert.match(step.text, /no block can fill/, "the step names the dead squares");
  assert.ok(await page.$("#bq-place:not([disabled])"), "Place is off with a legal block shown");
  if (tap) {
    await page.touchscreen.tap(t.x, t.y);
  } else {
    await page.mouse.click(t.x, t.y);
  }
  await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 10000 });
  const text = await page.$eval(`#move-list li:nth-child(${before + 1})`, (e) => e.textContent.trim());
  assert.equal(text, t.at, "the move list's new entry");
  const b = (await blocks(page)).find((k) => k.at === t.at);
  assert.ok(b && b.seat === 0, `${t.at} is not on the board as Blue's block: ${JSON.stringify(b)}`);
  return before;
}

// startGame opens the new-game dialog of Bloqs and starts a game for two
// on the given board: a person (Blue) against the computer at level 1;
// tap uses taps.
async function startGame(page, variant, tap = false) {
  const press = (sel) => (tap ? page.tap(sel) : page.click(sel));
  await press("#play-bloqs");
  await page.waitForSelector("#new-game");
  await page.selectOption("#players", "2");
  await press("#seat-1 .seg >> nth=0");
  await press("#seat-2 .seg >> nth=1");
  await page.selectOption("#seat-2 select.level", "1");
  // The game's own option: the board (not the clock's choice).
  const select = page.locator("#new-game label.row select:not(#players):not(#clock-choice)");
  assert.equal(await select.count(), 1, "one board select in the dialog");
  await select.selectOption(variant);
  await press("#start");
  await newGameShown(page, { tap, ready: "#bq-board" });
}

// coordinates returns the numbers along the board's edge: {n, kind
// ("col", "left" or "right" for a row), box}.
async function coordinates(page) {
  return page.$$eval(`${base} text.bq-co`, (els) =>
    els.map((e) => ({
      n: +e.textContent,
      kind: e.classList.contains("bq-left") ? "left" : e.classList.contains("bq-right") ? "right" : "col",
      box: e.getBoundingClientRect().toJSON(),
    })),
  );
}

export const bloqsTests = [
  {
    name: "Bloqs: a whole quick game against the computer, by mouse, at desktop and phone size",
    timeout: 150000,
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
      await startGame(page, "quick");
      env.note(`${((Date.now() - t0) / 1000).toFixed(1)} s: game started`);
      assert.equal(await page.$$eval(`${hit} rect[data-square]`, (els) => els.length), 13 * 13, "the quick board's squares");
      // The quick board is numbered along its bottom (columns) and left
      // (rows), 1 to 13 each.
      const coords = await coordinates(page);
      for (const kind of ["col", "left"]) {
        assert.deepEqual(
          coords.filter((c) => c.kind === kind).map((c) => c.n).sort((a, b) => a - b),
          Array.from({ length: 13 }, (_, i) => i + 1),
          `the ${kind === "col" ? "columns'" : "rows'"} numbers`,
        );
      }
      // With a mouse the help speaks of keys and the wheel.
      assert.ok(await page.isVisible("#bq-step .bq-mouse"), "the mouse's help is hidden");
      assert.ok(!(await page.isVisible("#bq-step .bq-touch")), "the touch help shows with a mouse");
      assert.ok(!(await page.isVisible("#bq-nudge-left")), "the arrows that move a tapped block show with a mouse");

      const stats = { hovers: 0 };
      const waits = { computer: 0, turns: 0, shots: 0 };
      const shot = async (name) => {
        const t = Date.now();
        await env.screenshot(page, name);
        waits.shots += Date.now() - t;
      };
      let mine = 0;
      let hints = 0;
      let scored = 0;
      let deadShown = 0;
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
        // The move list grew by one per block placed.
        assert.equal(n, placed.length, "moves listed and blocks on the board");
        if (turn === 0) {
          assert.equal(n, 0, "moves listed before the first");
        } else {
          assert.ok(n >= after + 1, `turn ${turn}: ${n} moves listed, ${after} after Blue's last`);
        }
        assert.equal(await page.textContent("#bq-left"), `Blocks left: ${40 - placed.length} of 40`);
        assert.ok(await page.$("#seat-1.to-move"), "Blue's turn is not marked");
        if (turn === 0) {
          // Nothing is shown until the pointer is on the board.
          assert.equal(await page.$("#bq-preview"), null, "a preview before pointing");
          assert.match(await page.textContent("#bq-step"), /Choose how the block lies/);
          // The first block may not touch the edge: pointed at 2,2 a
          // standing block says so, and a click there plays nothing.
          await chooseFoot(page, 2, 3);
          const corner = await squareAt(page, "2,2");
          await page.mouse.move(corner.x, corner.y);
          assert.equal((await preview(page, null)).state, "no");
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
        let got = null;
        if (turn === 3) {
          got = await playHint(page, stats);
          hints++;
        } else {
          // A footprint by turn: 6, 8, 12 squares, every other turn turned.
          const order = [
            [2, 3],
            [4, 2],
            [3, 4],
            [4, 3],
            [2, 4],
            [3, 2],
          ];
          for (let k = 0; k < 6 && !got; k++) {
            const [w, h] = order[(turn + k) % 6];
            got = await findLegal(page, w, h, turn, stats);
          }
        }
        assert.ok(got, `turn ${turn}: no legal placement though it is Blue's turn`);
        if (turn === 0) await shot("bloqs-desktop-first");
        if (turn === 2) await shot("bloqs-phone-preview");
        if (got.pv.state === "score" && scored === 0) {
          await shot(phone ? "bloqs-phone-score" : "bloqs-desktop-score");
        }
        if (got.pv.dead > 0 && deadShown === 0) await shot(phone ? "bloqs-phone-dead" : "bloqs-desktop-dead");
        deadShown += got.pv.dead;
        const pts = got.pv.state === "score" ? got.pv.points : 0;
        const was = await scores(page);
        after = (await place(page, got.t, got.pv)) + 1;
        mine++;
        scored += pts;
        // Blue's score, as the shell shows it, grew by the points the
        // preview showed (or more, when the shell went on to play a
        // forced placement for Blue).
        const now = await scores(page);
        assert.ok(now[0] >= was[0] + pts, `Blue's score after ${got.t.at} (+${pts} shown): ${was[0]} then ${now[0]}`);
        waits.turns += Date.now() - t;
        if (turn === 3) await shot("bloqs-phone-after");
        if (turn === 4) await shot("bloqs-desktop-midgame");
      }
      await page.waitForSelector("#summary", { timeout: 30000 });
      env.note(
        `${((Date.now() - t0) / 1000).toFixed(1)} s: game over after ${mine} placements by mouse (${hints} hints, ` +
          `${stats.hovers} targets pointed at, Blue scored ${scored} by its own placements, ${deadShown} dead squares shown)`,
      );
      env.note(`waited ${(waits.computer / 1000).toFixed(1)} s for the computer, ${(waits.turns / 1000).toFixed(1)} s making turns (screenshots ${(waits.shots / 1000).toFixed(1)} s)`);
      await env.screenshot(page, "bloqs-desktop-summary");
      const title = await page.textContent("#summary h2");
      const ending = await page.textContent("#summary .ending");
      const rowsShown = await page.$$eval("#summary tbody tr", (els) => els.map((e) => [...e.children].map((c) => c.textContent.trim())));
      const totals = await page.$$eval("#summary tr.total td", (els) => els.map((e) => +e.textContent));
      const placed = await blocks(page);
      env.note(`${title}; ${ending}; ${JSON.stringify(rowsShown)}`);
      assert.ok(mine >= 3, `only ${mine} placements`);
      // Why the game ended: every block placed, or the next player could
      // place none.
      if (placed.length === 40) {
        assert.equal(ending, "All 40 blocks are placed.");
      } else {
        const next = placed.length % 2 === 0 ? "Blue" : "Orange";
        assert.equal(ending, `${next} could place no block anywhere: the game ends with ${placed.length} of the 40 blocks placed.`);
      }
      assert.equal(totals.length, 2, "two totals");
      assert.deepEqual(await scores(page), totals, "the shell's scores and the summary's");
      assert.equal(rowsShown.length, 3, "blocks, squares and the total");
      assert.deepEqual(rowsShown[1].slice(1).map(Number), totals, "squares isolated are the score");
      const bySeat = [0, 1].map((s) => placed.filter((b) => b.seat === s).length);
      assert.deepEqual(rowsShown[0].slice(1).map(Number), bySeat, "blocks placed");
      const n = await moveCount(page);
      assert.equal(n, placed.length, "moves listed and blocks on the board at the end");
      assert.ok(n >= after, `${n} moves listed at the end, ${after} after Blue's last`);
      // Blue's blocks are the person's placements, and those the shell
      // played for Blue as the only legal ones.
      const forced = bySeat[0] - mine;
      assert.ok(forced >= 0 && forced <= 2, `Blue has ${bySeat[0]} blocks, ${mine} placed by mouse`);
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
  {
    name: "Bloqs on a touch phone: the standard board fits, two taps place a block",
    timeout: 90000,
    async run(env) {
      const vw = 390;
      const vh = 844;
      const context = await env.browser.newContext({ viewport: { width: vw, height: vh }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      context.on("request", (r) => env.requests.push({ test: "bloqs-phone", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (err) => {
        errors.push(err.message);
        env.note(`[bloqs-phone] page error: ${err.message}`);
      });
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "standard", true);
      await myTurn(page);

      // The whole board, every square and every number of its edge, is
      // on the screen, and nothing scrolls.
      const squares = await page.$$eval(`${hit} rect[data-square]`, (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      assert.equal(squares.length, 421, "the standard board's squares");
      const inside = (b) => b.left >= 0 && b.top >= 0 && b.right <= vw && b.bottom <= vh;
      const out = squares.filter((b) => !inside(b));
      assert.deepEqual(out, [], "squares off the screen");
      const side = squares[0].width;
      assert.ok(side >= 12, `squares of ${side.toFixed(1)} px`);
      const coords = await coordinates(page);
      assert.equal(coords.length, 2 * 29, "the numbers of the columns and rows");
      assert.deepEqual(coords.filter((c) => !inside(c.box)), [], "numbers off the screen");
      const fontPx = await page.$eval(`${base} text.bq-co`, (e) => e.getBoundingClientRect().height);
      const scroll = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight }));
      assert.ok(scroll.w <= vw && scroll.h <= vh, `the page scrolls: ${JSON.stringify(scroll)}`);
      env.note(`squares of ${side.toFixed(1)} px, numbers ${fontPx.toFixed(1)} px tall, page ${scroll.w} × ${scroll.h}`);
      // The controls a finger uses are 44 px or more.
      for (const sel of ["#bq-foot-6", "#bq-foot-8", "#bq-foot-12", "#bq-rotate", "#bq-back", "#bq-place", "#bq-nudge-left", "#bq-nudge-up", "#bq-nudge-down", "#bq-nudge-right"]) {
        const b = await page.$eval(sel, (e) => e.getBoundingClientRect().toJSON());
        assert.ok(b.width >= 44 && b.height >= 44 && inside(b), `${sel}: ${JSON.stringify(b)}`);
      }
      // On a touch screen the help speaks of taps.
      assert.ok(await page.isVisible("#bq-step .bq-touch"), "the touch help is hidden");
      assert.ok(!(await page.isVisible("#bq-step .bq-mouse")), "the mouse's help shows on a touch screen");
      assert.match(await page.textContent("#bq-step .bq-touch"), /tap the board/);
      await env.screenshot(page, "bloqs-touch-start");

      for (let turn = 0; turn < 2; turn++) {
        assert.ok(await myTurn(page), "the game ended early");
        await chooseFoot(page, 2, 3, true);
        const list = await targets(page, 2, 3);
        assert.ok(list.length > 1, "fewer than two targets for a standing block");
        // A first tap shows the block; on the second turn a tap on another
        // target moves it there.
        const first = list[Math.floor(list.length / 2)];
        const before = await moveCount(page);
        await page.touchscreen.tap(first.x, first.y);
        let pv = await preview(page, first.at);
        assert.ok(pv.state === "ok" || pv.state === "score", `${first.at} previewed as ${pv.state}`);
        assert.match(await page.textContent("#bq-step"), /Tap it again, or Place\. The arrows move it\./);
        assert.equal(await moveCount(page), before, "one tap placed the block");
        if (turn === 0) {
          // The arrows move the block one square, and back; the block stays legal where it was.
          const f = parseAt(first.at);
          await page.tap("#bq-nudge-right");
          await preview(page, `${f.w}x${f.h}@${f.c + 1},${f.r}`);
          await page.tap("#bq-nudge-up");
          await preview(page, `${f.w}x${f.h}@${f.c + 1},${f.r + 1}`);
          await page.tap("#bq-nudge-down");
          await page.tap("#bq-nudge-left");
          pv = await preview(page, first.at);
          assert.equal(await moveCount(page), before, "an arrow placed the block");
          await env.screenshot(page, "bloqs-touch-nudged");
        }
        let t = first;
        if (turn === 1) {
          await env.screenshot(page, "bloqs-touch-preview");
          // A target outside the block shown (a tap on it would place it).
          const f = parseAt(first.at);
          t = list.find((x) => {
            const [c, r] = x.square.split(",").map(Number);
            return c < f.c - 1 || c > f.c + f.w || r < f.r - 1 || r > f.r + f.h;
          });
          assert.ok(t, `no target away from ${first.at}`);
          await page.touchscreen.tap(t.x, t.y);
          pv = await preview(page, t.at);
          assert.equal(await moveCount(page), before, "a tap elsewhere placed the block");
        }
        // The second tap on the block shown places it.
        await place(page, t, pv, true);
        env.note(`turn ${turn + 1}: ${t.at} placed by two taps${turn === 1 ? ", after a tap on " + first.at : ""}`);
      }
      await myTurn(page);
      await env.screenshot(page, "bloqs-touch-after");
      assert.deepEqual(errors, [], "page errors");
      await context.close();
    },
  },
];

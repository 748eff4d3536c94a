// Browser tests of the puzzles (app/shell/puzzlepage.go): a puzzle of Le
// Blocus solved by clicks, one failed by a wrong move then tried again and
// solved, what is solved kept after a reload; a Solitaire puzzle played
// alone, a wrong jump refused then the line to one piece; a puzzle of
// Blokus Duo and one of Bloqs, won on points, solved by clicks and the
// game played out to its end; a Blockade and a Cul de Sac puzzle solved
// by clicks on their board; the puzzle of the day the
// same in two browsers with the clock set to one date; a puzzle page
// reloaded offline; a damaged puzzle file said on the page.

import assert from "node:assert/strict";

import { clickTurn } from "./bkboard.mjs";
import { clickSquare, clickStep, seedStorage, targets, waitForWasm } from "./common.mjs";
import playBy from "./lessonplay-b.mjs";

// puzzles reads a game's puzzle file, as served, into its lines: each
// puzzle's solving line as a list of moves.
async function puzzles(page, id) {
  const text = await page.evaluate((id) => fetch(new URL(`web/puzzles/${id}.txt`, document.baseURI)).then((r) => r.text()), id);
  return text
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.split(" | ")[2].trim().split(/\s+/));
}

// told returns what the puzzle page says of the last try.
const told = (page) => page.textContent("#puzzle-told");

// waitTold waits until the page says something matching re.
async function waitTold(page, re) {
  await page
    .waitForFunction((src) => new RegExp(src).test(document.querySelector("#puzzle-told")?.textContent || ""), re.source, { timeout: 10000 })
    .catch(async () => assert.match(await told(page), re));
}

// playMove plays a move of the compendium's board given in notation by
// clicking its squares in turn ("E2-E3-C3-C12": a path square by square).
async function playMove(page, move) {
  const [from, ...rest] = move.split("-");
  await clickSquare(page, from);
  // The piece is picked once its targets show: a click before that may
  // land on squares the page is still drawing again (after a hint).
  await page.waitForSelector(".bz .gb-target");
  for (const sq of rest.slice(0, -1)) {
    await clickStep(page, sq);
  }
  await clickSquare(page, rest.at(-1));
}

// boardSquares lists the squares of the pieces on a Buchholz board,
// sorted.
const boardSquares = (page) => page.$$eval(".bz .board-wrap .gb-piece", (els) => els.map((e) => e.getAttribute("data-sq")).sort());

// boardMarks lists what the board shows on its squares, whatever the
// game: each element that names its square (a piece, a pawn, a mark),
// by class and square, sorted.
const boardMarks = (page) =>
  page.$$eval(".board-area [data-sq]", (els) => els.map((e) => `${e.getAttribute("class")}@${e.getAttribute("data-sq")}`).sort());

// jump plays a Solitaire jump "F7-F3" by clicks, with the marks of where
// pieces can go on: the landing square is marked once the piece is
// picked (before, the marks are the pieces that can jump).
async function jump(page, move) {
  const [from, to] = move.split("-");
  await clickSquare(page, from);
  await page.waitForSelector(`.bz .gb-target[data-sq="${to}"]`);
  await clickSquare(page, to);
}

// noForeign checks that the test's pages asked no other origin.
function noForeign(env, test) {
  const foreign = env.requests.filter((r) => r.test === test && !/^(data|blob):/.test(r.url) && ![env.app.origin, env.site.origin].includes(new URL(r.url).origin));
  assert.deepEqual(foreign, [], "requests to other origins");
}

// solitairePuzzle plays, on page, the first of Solitaire's puzzles
// (the shortest), played alone: a wrong jump refused and said, the
// position kept, then the line by clicks, every move the player's, to
// one piece. It turns on the marks of where pieces can go first (its
// wrong jump is read from them) and comes to the puzzles from the game
// list, within the page (no new load of the app).
async function solitairePuzzle(env, page) {
  const entered = Date.now();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click("a.settings");
  await page.waitForSelector("#set-targets");
  if (!(await page.isChecked("#set-targets"))) {
    await page.click("#set-targets");
  }
  await page.click("a.home");
  await page.waitForSelector("#puzzles-solitaire");
  const lines = await puzzles(page, "solitaire");
  assert.ok(lines.length >= 30, `${lines.length} Solitaire puzzles, want 30 at least`);
  await page.click("#puzzles-solitaire");
  // The first puzzle, the shortest: nothing is solved yet.
  await page.waitForSelector("#puzzle-1[aria-current]");
  const started = Date.now();
  const line = lines[0];
  assert.match(await page.textContent("#puzzle-task"), new RegExp(`^Leave only one piece on the board, in ${line.length} moves\\.$`));
  // Before a piece is picked, the marks are the pieces that can jump.
  await page.waitForSelector(".bz .gb-target");
  const movable = await targets(page);
  const before = await boardSquares(page);

  // A wrong jump: the first move's piece elsewhere, or another piece.
  const [from, to] = line[0].split("-");
  await clickSquare(page, from);
  await page.waitForSelector(`.bz .gb-target[data-sq="${to}"]`);
  let wrong = (await targets(page)).find((sq) => sq !== to);
  let picked = from;
  if (!wrong) {
    picked = movable.find((sq) => sq !== from);
    assert.ok(picked, "no other piece can jump: the puzzle offers no choice");
    await clickSquare(page, picked);
    await page.waitForSelector(`.bz .gb-selected[data-sq="${picked}"]`);
    wrong = (await targets(page))[0];
  }
  await clickSquare(page, wrong);
  await waitTold(page, new RegExp(`from ${picked} to ${wrong}.*\\. After it, that can no longer be done: taken back`));
  assert.deepEqual(await boardSquares(page), before, "the wrong jump stayed on the board");
  await env.screenshot(page, "puzzle-solitaire-phone");

  // The line, every move the player's: no reply comes in between.
  for (const [k, move] of line.entries()) {
    const pieces = (await boardSquares(page)).length;
    await jump(page, move);
    await page.waitForFunction((n) => document.querySelectorAll(".bz .board-wrap .gb-piece").length < n, pieces);
    assert.match(await page.textContent("#puzzle-said"), new RegExp(`${move.split("-")[0]}.*${move.split("-")[1]}`), "the jump was not said");
    if (k < line.length - 1) {
      assert.match(await told(page), /Right! Go on\./);
    }
  }
  await waitTold(page, /Solved! \(after one wrong try\)/);
  assert.equal((await boardSquares(page)).length, 1, "more than one piece left");
  await page.waitForSelector("#puzzle-1.solved");
  const seconds = (Date.now() - started) / 1000;
  env.note(`failed with ${picked}-${wrong}, then solved Solitaire's puzzle 1 (${line.join(" ")}) by clicks in ${seconds.toFixed(1)} s, ${((Date.now() - entered) / 1000).toFixed(1)} s from the settings on`);
  assert.ok(seconds <= 10, `the Solitaire puzzle's clicks took ${seconds} s`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await env.screenshot(page, "puzzle-solitaire-desktop");
}

// pointsPuzzle solves on page, by clicks, a puzzle of game id, won on
// points (Blokus Duo, Bloqs): the one with the shortest line among
// those of the first player to move (the tray the clicks pick from)
// whose answer does not end the game.
// The page says what it asks, takes the answer, then plays the game out
// to its end and says it solved. It comes to the puzzles from the game
// list, within the page.
async function pointsPuzzle(env, page, id) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click("a.home");
  await page.waitForSelector(`#puzzles-${id}`);
  const text = await page.evaluate((id) => fetch(new URL(`web/puzzles/${id}.txt`, document.baseURI)).then((r) => r.text()), id);
  const all = text
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l, i) => {
      const [, moves, line, by] = l.split(" | ");
      return { i, moves: moves.trim().split(/\s+/).filter(Boolean), line: line.trim().split(/\s+/), by: +by };
    });
  assert.ok(all.length >= 30, `${all.length} puzzles of ${id}, want 30 at least`);
  const p = all.filter((p) => p.moves.length % 2 === 0 && p.line.length > 1 && p.line[0] !== "pass").sort((a, b) => a.line.length - b.line.length)[0];
  assert.ok(p, `no puzzle of ${id} for the first player`);
  await page.click(`#puzzles-${id}`);
  await page.waitForSelector(`#puzzle-1[aria-current]`);
  await page.click(`#puzzle-${p.i + 1}`);
  await page.waitForSelector(`#puzzle-${p.i + 1}[aria-current]`);
  const task = await page.textContent("#puzzle-task");
  assert.match(task, /to play: find (the only move that wins the game|the only move that does not lose|the best move\. Every other ends the game at least \d+ points worse)\.$/);
  // The task speaks of points: the page says the score as it stands.
  assert.match(await page.textContent("#puzzle-end"), /^The score now: \S+ −?\d+ points, \S+ −?\d+\.$/);
  const started = Date.now();
  await playBy[id](page, p.line[0], "#puzzle-told");
  await waitTold(page, /Right! Now the game plays on to its end/);
  await waitTold(page, /^Solved!$/);
  assert.match(await page.textContent("#puzzle-end"), /^With the best play on both sides, the game ends: \S+ −?\d+ points, \S+ −?\d+\.$/);
  await page.waitForSelector(`#puzzle-${p.i + 1}.solved`);
  const seconds = (Date.now() - started) / 1000;
  env.note(`${id}: puzzle ${p.i + 1} (${task}) solved by clicks with ${p.line[0]}, the game played out in ${p.line.length - 1} more moves, ${seconds.toFixed(1)} s`);
  // The top of the page: the task and what it said, over the board.
  await page.evaluate(() => window.scrollTo(0, 0));
  await env.screenshot(page, `puzzle-${id}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await env.screenshot(page, `puzzle-${id}-desktop`);
}

// blockadePuzzle solves, on page, a puzzle of Blockade or Cul de Sac
// (id) won in two moves whose first move places the one wall that wins,
// by clicks: the pawn, its square, the wall's groove; the defence's
// reply; the winning step. It comes to the puzzles from the game list,
// within the page.
async function blockadePuzzle(env, page, id) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click("a.home");
  await page.waitForSelector(`#puzzles-${id}`);
  const lines = await puzzles(page, id);
  assert.ok(lines.length >= 30, `${lines.length} puzzles of ${id}, want 30 at least`);
  const i = lines.findIndex((line) => line.length === 3 && line[0].includes("/"));
  assert.ok(i >= 0, `no puzzle of ${id} won in two moves with a wall`);
  const line = lines[i];
  await page.click(`#puzzles-${id}`);
  await page.waitForSelector("#bk-board");
  await page.click(`#puzzle-${i + 1}`);
  await page.waitForSelector(`#puzzle-${i + 1}[aria-current]`);
  const started = Date.now();
  assert.match(await page.textContent("#puzzle-task"), /to play and win in 2 moves\.$/);
  await clickTurn(page, line[0], "#puzzle-told");
  await waitTold(page, /Your move again/);
  // The reply is said: its pawn's square, or its wall alone.
  const [step, wall] = line[1].split("/");
  assert.match(await page.textContent("#puzzle-said"), new RegExp(step ? step.split("-").pop() : wall), "the defence was not said");
  await env.screenshot(page, `puzzle-${id}-phone`);
  await clickTurn(page, line[2], "#puzzle-told");
  await waitTold(page, /^Solved!$/);
  await page.waitForSelector(`#puzzle-${i + 1}.solved`);
  const seconds = (Date.now() - started) / 1000;
  env.note(`solved ${id}'s puzzle ${i + 1} (${line.join(" ")}) by clicks in ${seconds.toFixed(1)} s`);
  assert.ok(seconds <= 10, `the ${id} puzzle's clicks took ${seconds} s`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await env.screenshot(page, `puzzle-${id}-desktop`);
}

export const puzzlesTests = [
  {
    name: "Puzzles: Le Blocus solved by clicks, one failed by a wrong move then retried and solved, kept after a reload; then Solitaire played alone, a wrong jump then the line to one piece; a Blokus Duo and a Bloqs puzzle won on points; a Blockade and a Cul de Sac puzzle won in 2, pawn and wall; no request off the origin",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("puzzles-solve");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      // The game list links the puzzles of the games that have them, and
      // only those.
      // (Waited for: once the loader is gone, go-app may still be
      // mounting its own drawing of the list over the server's.)
      await page.waitForSelector("#puzzles-blocus", { timeout: 10000 });
      assert.equal(await page.$("#puzzles-blockers"), null, "a link to puzzles of Blockers!, which has none");
      const lines = await puzzles(page, "blocus");
      // Two puzzles won in two moves whose every move is a path of squares.
      const picks = lines.map((line, i) => ({ line, i })).filter(({ line }) => line.length === 3 && line.every((m) => /^[A-L]\d+(-[A-L]\d+)+$/.test(m)));
      assert.ok(picks.length >= 2, "fewer than two puzzles of Le Blocus to play by clicks");
      await page.click("#puzzles-blocus");
      await page.waitForSelector(".bz");
      assert.match(await page.textContent("#puzzle-task"), /to play and win in 2 moves/);

      // The first: the line played as it is.
      const [a, b] = picks;
      await page.click(`#puzzle-${a.i + 1}`);
      await page.waitForSelector(`#puzzle-${a.i + 1}[aria-current]`);
      await playMove(page, a.line[0]);
      await waitTold(page, /Right/);
      await waitTold(page, /Your move again/);
      assert.match(await page.textContent("#puzzle-said"), new RegExp(a.line[1].split("-").pop()), "the defence was not said");
      await playMove(page, a.line[2]);
      await waitTold(page, /Solved!/);
      await page.waitForSelector(`#puzzle-${a.i + 1}.solved`);
      env.note(`solved puzzle ${a.i + 1}: ${a.line.join(" ")}`);

      // The second: a wrong move first, refused and said; the position
      // stays; then the hint, and the line.
      await page.click(`#puzzle-${b.i + 1}`);
      await page.waitForSelector(`#puzzle-${b.i + 1}[aria-current]`);
      const before = await boardSquares(page);
      const [from, to] = [b.line[0].split("-")[0], b.line[0].split("-").pop()];
      await clickSquare(page, from);
      await page.waitForSelector(".bz .gb-target");
      const wrong = (await targets(page)).find((sq) => sq !== to);
      assert.ok(wrong, `no other square for the piece on ${from}`);
      await clickSquare(page, wrong);
      await waitTold(page, /\. It does not win here: taken back/);
      assert.deepEqual(await boardSquares(page), before, "the wrong move stayed on the board");
      // A first hint marks only the piece to move; a second, its way.
      const hinted = () => page.$$eval(".bz .gb-mark.gb-hint", (els) => els.map((e) => e.dataset.sq).sort());
      await page.click("#puzzle-hint");
      await waitTold(page, new RegExp(`Hint: move your .* on ${from}\\. A second hint`));
      assert.deepEqual(await hinted(), [from], "the first hint marks more than the piece to move");
      await page.click("#puzzle-hint");
      await waitTold(page, /Hint: the winning move is marked/);
      assert.deepEqual(await hinted(), b.line[0].split("-").sort(), "the second hint does not mark the whole move");
      assert.ok(await page.$eval("#puzzle-hint", (e) => e.disabled), "the hint is not spent once the whole move shows");
      await playMove(page, b.line[0]);
      await waitTold(page, /Your move again/);
      await playMove(page, b.line[2]);
      await waitTold(page, /Solved! \(after one wrong try\)/);
      env.note(`failed with ${from}-${wrong}, then solved puzzle ${b.i + 1}`);
      assert.match(await page.textContent("#puzzle-count"), /Solved: 2 of/);
      await env.screenshot(page, "puzzle-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.click("#puzzle-restart");
      await env.screenshot(page, "puzzle-desktop");

      // Kept on the device: a reload shows both solved.
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector(`#puzzle-${a.i + 1}.solved`);
      await page.waitForSelector(`#puzzle-${b.i + 1}.solved`);
      assert.match(await page.textContent("#puzzle-count"), /Solved: 2 of/);

      // The solution plays the line and does not count as solved.
      const c = lines.findIndex((_, i) => i !== a.i && i !== b.i);
      await page.click(`#puzzle-${c + 1}`);
      await page.click("#puzzle-solution");
      await waitTold(page, /That is the solution/);
      assert.equal(await page.$(`#puzzle-${c + 1}.solved`), null, "a puzzle shown counted as solved");

      // Solitaire's, Blokus Duo's, Bloqs', Blockade's and Cul de Sac's,
      // on the same page.
      await solitairePuzzle(env, page);
      await pointsPuzzle(env, page, "blokusduo");
      await pointsPuzzle(env, page, "bloqs");
      await blockadePuzzle(env, page, "blockade");
      await blockadePuzzle(env, page, "culdesac");
      noForeign(env, "puzzles-solve");
      await context.close();
    },
  },
  {
    name: "Puzzles: the puzzle of the day is the same in two browsers on one date",
    timeout: 90000,
    async run(env) {
      const seen = [];
      for (const who of ["first", "second"]) {
        const context = await env.newContext("puzzles-daily-" + who);
        await context.clock.setFixedTime(new Date("2026-11-29T10:00:00"));
        const page = await context.newPage();
        await page.goto(env.app.url);
        await waitForWasm(page);
        const which = await page.textContent("#daily-which");
        if (who === "first") {
          await env.screenshot(page, "puzzle-daily-home-phone");
        }
        await page.click("#daily-open");
        await page.waitForSelector(".board-area svg");
        await page.waitForSelector("#puzzle-task");
        if (who === "first") {
          await env.screenshot(page, "puzzle-daily-phone");
        }
        seen.push({ which, title: await page.textContent("#puzzle-title"), task: await page.textContent("#puzzle-task"), squares: await boardMarks(page) });
        await context.close();
      }
      env.note(`puzzle of 2026-11-29: ${seen[0].which} ${seen[0].task}`);
      assert.deepEqual(seen[1], seen[0]);
      assert.match(seen[0].which, /^.+, puzzle \d+\.$/);
      assert.ok(seen[0].squares.length > 0, "no piece on the day's board");
      // The next day, another puzzle: the page took the date from the
      // clock set (with the puzzles shipped now, the 29th picks
      // Blockade's puzzle 23, and the 30th another).
      const context = await env.newContext("puzzles-daily-other");
      await context.clock.setFixedTime(new Date("2026-11-30T10:00:00"));
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      assert.notEqual(await page.textContent("#daily-which"), seen[0].which);
      await context.close();
    },
  },
  {
    name: "Puzzles: a puzzle page reloaded offline still shows its puzzle",
    timeout: 90000,
    async run(env) {
      const context = await env.newContext("puzzles-offline");
      const page = await context.newPage();
      await page.goto(env.site.url + "puzzles/saute");
      await waitForWasm(page);
      await page.waitForSelector(".bz");
      await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
      const cached = await page.evaluate(async () => {
        const urls = [];
        for (const n of await caches.keys()) {
          for (const req of await (await caches.open(n)).keys()) urls.push(req.url);
        }
        return urls;
      });
      assert.ok(cached.some((u) => u.endsWith("/web/puzzles/saute.txt")), "the puzzle file is not cached");
      const task = await page.textContent("#puzzle-task");
      await context.setOffline(true);
      const online = await page.evaluate(() => fetch("app.js?offline-probe", { cache: "no-store" }).then(() => true, () => false));
      assert.equal(online, false, "the network is still reachable");
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector(".bz .gb-piece");
      assert.equal(await page.textContent("#puzzle-task"), task);
      assert.equal(await page.$("#puzzle-error"), null);
      await context.close();
    },
  },
  {
    name: "Puzzles: a damaged or missing puzzle file is said on its page, the game list still works; damaged progress is reset and said",
    timeout: 60000,
    async run(env) {
      const context = await env.browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
      await context.route("**/web/puzzles/saute.txt", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "a | b\n" }));
      await context.route("**/web/puzzles/blocus.txt", (route) => route.fulfill({ status: 404, body: "" }));
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(env.app.url + "puzzles/saute");
      await waitForWasm(page);
      await page.waitForSelector("#puzzle-error");
      assert.match(await page.textContent("#puzzle-error"), /damaged/);
      await page.goto(env.app.url + "puzzles/blocus");
      await waitForWasm(page);
      await page.waitForSelector("#puzzle-error");
      assert.match(await page.textContent("#puzzle-error"), /could not be read/);
      await page.click("a.home");
      await page.waitForSelector("#rules-saute");
      assert.deepEqual(errors, []);
      await context.close();

      // Damaged progress: said, and the count starts again.
      const ctx2 = await env.newContext("puzzles-damaged-progress");
      await seedStorage(ctx2, "impasse.puzzles", "{not json");
      const p2 = await ctx2.newPage();
      p2.on("pageerror", (e) => errors.push(e.message));
      await p2.goto(env.app.url + "puzzles/saute");
      await waitForWasm(p2);
      await p2.waitForSelector(".bz");
      await waitTold(p2, /could not be read: the count starts again/);
      assert.match(await p2.textContent("#puzzle-count"), /Solved: 0 of/);
      assert.equal(await p2.evaluate(() => localStorage.getItem("impasse.puzzles")), null, "the damaged progress was kept");
      assert.deepEqual(errors, []);
      await ctx2.close();
    },
  },
];

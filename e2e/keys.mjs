// Browser tests of the keyboard's cursor on the boards that are not
// grids (app/board's Cursor): in Blokus Duo, Blockade, Blockers! and
// Bloqs, moves are played on the board with the keys alone (Tab, the
// arrows, Enter), never the move box or the mouse; each move is checked
// in the move list and the live region, and the focus stays on the
// board. Screenshots show the cursor in both themes, on a phone and on a
// desktop.

import assert from "node:assert/strict";

import { focusedMatches, moveCount, startByKeys, tabTo } from "./common.mjs";

// said returns what the board's cursor says (its live region).
const said = (page, board) => page.$eval(`${board} > [aria-live]`, (e) => e.textContent);

// saysSoon waits until the board's cursor says something matching re
// (the board redraws after go-app has run the key's handler), and fails
// with what it said last.
async function saysSoon(page, board, re) {
  try {
    await page.waitForFunction(
      ([board, source, flags]) => new RegExp(source, flags).test(document.querySelector(`${board} > [aria-live]`)?.textContent ?? ""),
      [board, re.source, re.flags],
      { timeout: 10000 },
    );
  } catch {
    assert.match(await said(page, board), re);
  }
}

// cursorAt returns the name of the square the cursor is drawn on, once
// it is drawn (the board draws it after its focus event, which go-app
// runs after the focus has moved).
const cursorAt = async (page, board) => (await page.waitForSelector(`${board} [data-cursor]`)).getAttribute("data-cursor");

// letterNumber reads "e10" as a point of the cursor's lattice: the
// column's letter, the row's number from the bottom.
const letterNumber = (name) => ({ x: name.charCodeAt(0) - 97, y: parseInt(name.slice(1), 10) - 1 });

// wallAfter returns the name of the wall ("e5h") a key turns wall into
// on the Blockade board: an arrow moves its centre, on the board's
// crossings (columns a to j, rows 1 to 13); V makes it vertical.
function wallAfter(wall, key) {
  let { x, y } = letterNumber(wall);
  let kind = wall.at(-1);
  if (key === "ArrowRight") x = Math.min(x + 1, 9);
  if (key === "ArrowLeft") x = Math.max(x - 1, 0);
  if (key === "ArrowUp") y = Math.min(y + 1, 12);
  if (key === "ArrowDown") y = Math.max(y - 1, 0);
  if (key === "v") kind = "v";
  return String.fromCharCode(97 + x) + (y + 1) + kind;
}

// moveCursor presses the arrow keys that take the cursor of board to the
// square named to (point reads a name as a point of the cursor's
// lattice), one at a time, each once the cursor is drawn where the last
// one took it.
async function moveCursor(page, board, point, to) {
  const b = point(to);
  for (let i = 0; i < 100; i++) {
    const now = await cursorAt(page, board);
    if (now === to) {
      return;
    }
    const a = point(now);
    const key = a.x < b.x ? "ArrowRight" : a.x > b.x ? "ArrowLeft" : a.y < b.y ? "ArrowUp" : "ArrowDown";
    await page.keyboard.press(key);
    await page.waitForFunction(([board, now]) => document.querySelector(`${board} [data-cursor]`)?.getAttribute("data-cursor") !== now, [board, now]);
  }
  throw new Error(`the cursor never reached ${to}`);
}

// played presses Enter on the board and checks that it played a move:
// the move list grows, the page's live region says something new, and
// the focus stays on the board. It returns the move.
async function played(page, board, before) {
  const was = await page.$eval("#said", (e) => e.textContent);
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before);
  const move = await page.$eval(`#move-list li:nth-child(${before + 1})`, (e) => e.textContent.trim());
  await page.waitForFunction((was) => (document.querySelector("#said")?.textContent || "") !== was, was);
  // The focus stays on the board, unless the game ended: then it goes
  // into the summary that opens.
  assert.ok((await focusedMatches(page, board)) || (await focusedMatches(page, "#summary *")), `the focus stays on ${board} after ${move}`);
  return move;
}

// myTurn waits until the person may move on board (a class the board
// has on the person's turn, or pieces to pick) or the game is over, and
// tells which.
async function myTurn(page, ready, timeout = 90000) {
  await page.waitForFunction((ready) => document.querySelector("#summary") || document.querySelector(ready), ready, { timeout });
  return !(await page.$("#summary"));
}

// shots takes screenshots of the cursor on a phone and a desktop, in the
// light theme and the dark one (from the system's setting).
async function shots(env, page, name) {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [[390, 844], [1280, 800]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForFunction((w) => document.documentElement.clientWidth === w, w);
      await env.screenshot(page, `keys-${name}-${scheme}-${w}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
}

export const keysTests = [
  {
    name: "keys: Blokus Duo played on the board with the keyboard's cursor",
    timeout: 600000,
    async run(env) {
      const context = await env.newContext("keys-duo");
      const page = await context.newPage();
      await startByKeys(env, page, "blokusduo");
      const tray = ".tray.active button.piece:not([disabled])";
      let turns = 0;
      for (; turns < 30 && (await myTurn(page, tray)); turns++) {
        const before = await moveCount(page);
        // Tab reaches the tray; the arrows go from piece to piece.
        await tabTo(page, tray);
        const first = await page.evaluate(() => document.activeElement.id);
        if ((await page.$$(tray)).length > 1) {
          await page.keyboard.press("ArrowRight");
          await page.waitForFunction((id) => document.activeElement.id !== id, first);
          await page.keyboard.press("ArrowLeft");
          await page.waitForFunction((id) => document.activeElement.id === id, first);
        }
        // Enter picks the piece and takes it to the board, shown where
        // it fits.
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement.id === "duo-board");
        await page.waitForSelector('#preview[data-state="legal"]');
        const at = await cursorAt(page, "#duo-board");
        // It says the squares the piece covers.
        await saysSoon(page, "#duo-board", new RegExp(`on ${at}, covering [a-n]\\d+(, [a-n]\\d+)*: it fits`));
        if (turns === 0) {
          // The arrows move it (off where it fits, and back); F flips
          // it and flips it back; Escape puts it back in the tray and
          // Enter picks it again.
          await page.keyboard.press("ArrowUp");
          await page.keyboard.press("ArrowUp");
          await page.waitForFunction((at) => document.querySelector("#duo-board [data-cursor]").getAttribute("data-cursor") !== at, at);
          await page.waitForSelector('#preview[data-state="illegal"]');
          await saysSoon(page, "#duo-board", /does not fit here/);
          await env.screenshot(page, "keys-duo-illegal");
          await page.keyboard.press("ArrowDown");
          await page.keyboard.press("ArrowDown");
          await page.waitForFunction((at) => document.querySelector("#duo-board [data-cursor]").getAttribute("data-cursor") === at, at);
          await page.waitForSelector('#preview[data-state="legal"]');
          await shots(env, page, "duo");
          await page.keyboard.press("Escape");
          await page.waitForFunction((id) => document.activeElement.id === id, first);
          assert.equal(await page.$("#preview"), null, "Escape puts the piece back");
          await page.keyboard.press("Enter");
          await page.waitForFunction(() => document.activeElement.id === "duo-board");
          await page.waitForSelector('#preview[data-state="legal"]');
        }
        await played(page, "#duo-board", before);
      }
      env.note(`Blokus Duo by the cursor: ${turns} turns, ${await moveCount(page)} moves`);
      assert.ok(turns >= 2, "at least two moves played by the cursor");
      assert.ok(await page.$("#summary"), "the whole game played");
      await context.close();
    },
  },
  {
    name: "keys: Blockade played on the board with the keyboard's cursor",
    timeout: 600000,
    async run(env) {
      const context = await env.newContext("keys-blockade");
      const page = await context.newPage();
      await startByKeys(env, page, "blockade");
      const board = "#bk-board";
      let turns = 0;
      for (; turns < 40 && (await myTurn(page, ".bk.bk-turn")); turns++) {
        const before = await moveCount(page);
        await tabTo(page, board);
        await page.waitForSelector(`${board} [data-cursor]`);
        // The pawn: the cursor to it, Enter; then to where it goes,
        // Enter. (With one pawn able to move, it is picked already.)
        if (!(await page.$(".bk-picked"))) {
          const pawn = await page.$eval(".bk-movable", (e) => e.dataset.sq);
          await moveCursor(page, board, letterNumber, pawn);
          await saysSoon(page, board, /your pawn/);
          await page.keyboard.press("Enter");
          await page.waitForSelector(".bk-picked");
        }
        const targets = await page.$$eval(".bk-target", (els) => els.map((e) => e.dataset.sq));
        // Towards the goals: the target furthest up the board.
        const to = targets.sort((a, b) => letterNumber(b).y - letterNumber(a).y)[0];
        await moveCursor(page, board, letterNumber, to);
        await saysSoon(page, board, /moves the pawn here/);
        await page.keyboard.press("Enter");
        await page.waitForSelector(`${board} .bk-pawn.moved`);
        // The wall: the arrows move it, in a spiral, until it may go; V
        // turns it half way.
        const spiral = [];
        for (let n = 1; spiral.length < 80; n++) {
          spiral.push(...Array(n).fill(n % 2 ? "ArrowRight" : "ArrowLeft"), ...Array(n).fill(n % 2 ? "ArrowUp" : "ArrowDown"));
        }
        spiral.splice(40, 0, "v");
        for (const key of spiral) {
          const now = await page.$eval("#bk-preview", (e) => [e.dataset.wall, e.dataset.state]).catch(() => null);
          if (!now || now[1] === "legal") break;
          await page.keyboard.press(key);
          const next = wallAfter(now[0], key);
          await page.waitForFunction((w) => document.querySelector("#bk-preview")?.dataset.wall === w, next);
        }
        if (await page.$("#bk-preview")) {
          await page.waitForSelector('#bk-preview[data-state="legal"]');
          await saysSoon(page, board, /wall .+: it may go here/);
        }
        if (turns === 0) {
          await shots(env, page, "blockade");
        }
        await played(page, board, before);
      }
      env.note(`Blockade by the cursor: ${turns} turns, ${await moveCount(page)} moves`);
      assert.ok(turns >= 2, "at least two moves played by the cursor");
      await context.close();
    },
  },
  {
    name: "keys: Blockers! played on the board with the keyboard's cursor",
    timeout: 600000,
    async run(env) {
      const context = await env.newContext("keys-blockers");
      const page = await context.newPage();
      await startByKeys(env, page, "blockers");
      const rack = ".bl-mine button.bl-rt:not([disabled])";
      for (let turn = 0; turn < 3; turn++) {
        assert.ok(await myTurn(page, `.bl.bl-turn ${rack}`), "the game goes on");
        const before = await moveCount(page);
        // Tab reaches the rack; the arrows go from tile to tile; Enter
        // picks the tile and takes it to the board, on a square where it
        // may go.
        await tabTo(page, rack);
        const first = await page.evaluate(() => document.activeElement.id);
        if ((await page.$$(rack)).length > 1) {
          await page.keyboard.press("ArrowRight");
          await page.waitForFunction((id) => document.activeElement.id !== id, first);
        }
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement.id === "bl-board");
        await page.waitForSelector("#bl-preview");
        await saysSoon(page, "#bl-board", /Enter plays the .* here$/);
        if (turn === 0) {
          // The arrows move the cursor off the tile's squares, and back.
          const at = await cursorAt(page, "#bl-board");
          const targets = await page.$$eval(".bl-target", (els) => els.map((e) => e.dataset.sq));
          const point = (n) => ({ x: parseInt(n.slice(1), 10) - 1, y: 8 - (n.charCodeAt(0) - 65) });
          const off = ["A1", "I9", "E5", "A9", "I1"].find((n) => !targets.includes(n));
          await moveCursor(page, "#bl-board", point, off);
          await saysSoon(page, "#bl-board", /cannot go here$/);
          await moveCursor(page, "#bl-board", point, at);
          await shots(env, page, "blockers");
        }
        await played(page, "#bl-board", before);
      }
      await context.close();
    },
  },
  {
    name: "keys: Bloqs played on the board with the keyboard's cursor",
    timeout: 600000,
    async run(env) {
      const context = await env.newContext("keys-bloqs");
      const page = await context.newPage();
      await startByKeys(env, page, "bloqs");
      const board = "#bq-board";
      const point = (n) => {
        const [c, r] = n.split(",").map(Number);
        return { x: c - 1, y: r - 1 };
      };
      for (let turn = 0; turn < 3; turn++) {
        assert.ok(await myTurn(page, ".bq.bq-turn"), "the game goes on");
        const before = await moveCount(page);
        if (turn === 0) {
          // Tab reaches the blocks; the arrows go from one to the next;
          // Enter chooses one and goes on to the board.
          await tabTo(page, "button.bq-foot");
          await page.keyboard.press("ArrowRight");
          await page.waitForFunction(() => document.activeElement.id === "bq-foot-8");
          await page.keyboard.press("Enter");
          await page.waitForFunction(() => document.activeElement.id === "bq-board");
          await page.waitForSelector("#bq-foot-8.on1");
        } else {
          await tabTo(page, board);
          // 1 chooses the standing block, from the keys of the page.
          await page.keyboard.press("1");
          await page.waitForSelector("#bq-foot-6.on1");
        }
        await page.waitForFunction(() => Number(document.querySelector(".bq-hit")?.dataset.targets) > 0);
        await page.waitForSelector(`${board} [data-cursor]`);
        const to = await page.$eval(".bq-hit [data-target]", (e) => e.dataset.square);
        await moveCursor(page, board, point, to);
        await saysSoon(page, board, new RegExp(`block on ${to}: `));
        await page.waitForSelector("#bq-step.ok");
        if (turn === 0) {
          await shots(env, page, "bloqs");
        }
        await played(page, board, before);
      }
      await context.close();
    },
  },
];

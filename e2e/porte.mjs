// Browser tests of La Porte on the compendium's board: the first moves of
// a game between two people by clicks, an entry chosen with the board's
// buttons, and a team game at four against the computer.

import assert from "node:assert/strict";

import { clickSquare, moveCount, newGameShown, startGame, waitForWasm } from "./common.mjs";

// pick clicks the piece on from until the board marks targets (it drops
// a click while it renders anew, as when the computer's worker starts)
// and returns them.
async function pick(page, from) {
  for (let i = 0; i < 5; i++) {
    await clickSquare(page, from);
    if (await page.waitForSelector(".bz .gb-target", { timeout: 1500 }).catch(() => null)) {
      return page.$$eval(".bz .gb-target", (els) => els.map((e) => e.getAttribute("data-sq")));
    }
  }
  assert.fail(`a click on ${from} marks no target`);
}

// move picks from, then clicks to (which must be marked), and waits for
// the move list to reach n moves unless the move ends with a choice.
async function move(page, from, to, n) {
  const ts = await pick(page, from);
  assert.ok(ts.includes(to), `${from} picked marks ${ts}, not ${to}`);
  await clickSquare(page, to);
  if (n !== undefined) {
    await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, n);
  }
}

// playTurn makes the person's move: a piece with somewhere to go (the
// n-th such, counting round), its first target, and the first button if
// the move ends with a choice. A click the board drops (it may render
// anew while the computer's worker starts) is tried again.
async function playTurn(page, n) {
  const before = await moveCount(page);
  for (let i = 0; i < 12; i++) {
    const pieces = await page.$$eval(".bz .gb-piece.seat0[data-sq]", (els) => els.map((e) => e.getAttribute("data-sq")));
    assert.ok(pieces.length > 0, "Red has no piece on the board");
    await clickSquare(page, pieces[(n + i) % pieces.length]);
    const target = await page.waitForSelector(".bz .gb-target", { timeout: 1000 }).catch(() => null);
    const sq = target && (await target.getAttribute("data-sq").catch(() => null));
    if (!sq) continue;
    await clickSquare(page, sq).catch(() => null);
    if (await page.waitForSelector(".bz-choices button", { timeout: 500 }).catch(() => null)) {
      await page.click(".bz-choices button >> nth=0");
    }
    const moved = await page
      .waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (moved) return;
  }
  assert.fail("no move of Red's could be made by clicks");
}

// reserve returns the text of seat's reserve line ("Red · reserve ▲×3 ■×5").
const reserve = (page, seat) => page.locator(".bz-hand").nth(seat).textContent();

export const porteTests = [
  {
    name: "La Porte: the first moves by clicks, an entry chosen with a button, at phone and desktop size",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("porte-entry");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "porte", ["person", "person"], { ready: ".bz" });
      assert.equal(await page.$$eval(".bz .gb-piece[data-sq]", (els) => els.length), 6);
      assert.equal(await page.$$eval(".bz .gb-door", (els) => els.length), 16);
      assert.match(await page.textContent(".bz-status"), /Red: move a piece/);
      assert.match(await reserve(page, 0), /×3.*×5/);
      // B1 jumps the circle B2 to B3; Blue's square goes to L1.
      const ts = await pick(page, "B1");
      assert.ok(ts.includes("B3") && !ts.includes("B2"), `targets ${ts}: B3 and never the circle B2`);
      await clickSquare(page, "B3");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 1);
      await move(page, "L11", "L1", 2);
      // Red's cylinder: K1 is marked as an entry (Blue's square on L1,
      // triangle on K12).
      await pick(page, "A1");
      await page.waitForSelector('.bz .gb-enter[data-sq="K1"]', { timeout: 5000 });
      await env.screenshot(page, "porte-phone-entry-marked");
      await clickSquare(page, "K1");
      await page.waitForSelector(".bz-choices button");
      const buttons = await page.$$eval(".bz-choices button", (els) => els.map((e) => e.textContent));
      assert.deepEqual(buttons, ["Enter a triangle", "Enter a square"]);
      await env.screenshot(page, "porte-phone-entry-choice");
      await page.click(".bz-choices button >> nth=0");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 3);
      assert.match(await page.textContent("#move-list"), /A1-K1\+T/);
      assert.equal(await page.$$eval(".bz .gb-piece[data-sq]", (els) => els.length), 7);
      assert.match(await reserve(page, 0), /×2.*×5/);
      // Blue answers with an entry of its own on B2, by the same buttons.
      await move(page, "L1", "B1");
      await page.waitForSelector(".bz-choices button");
      await page.click(".bz-choices button >> nth=1");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 4);
      assert.match(await page.textContent("#move-list"), /L1-B1\+S/);
      assert.match(await reserve(page, 1), /×3.*×4/);
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "porte-desktop-two-entries");
      env.note(`${await moveCount(page)} moves; Red's reserve: ${await reserve(page, 0)}`);
      await context.close();
    },
  },
  {
    name: "La Porte: four players in teams, a person and three computers, the first turns",
    timeout: 180000,
    async run(env) {
      const context = await env.newContext("porte-teams");
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.click("#play-porte");
      await page.waitForSelector("#new-game");
      await page.selectOption("#players", "4");
      await page.waitForSelector("#seat-4"); // the dialog drawn anew with four seats
      await page.selectOption("#new-game select:has(option[value=\"teams\"])", "teams");
      await page.waitForSelector("#teams");
      await env.screenshot(page, "porte-desktop-new-game-teams");
      // Red is a person, the others computers (the dialog's defaults),
      // at level 2.
      const levels = page.locator("#new-game select.level");
      assert.equal(await levels.count(), 3);
      // The dialog renders again after each choice: choose until all
      // three hold.
      const allTwo = () => page.$$eval("#new-game select.level", (els) => els.every((e) => e.value === "2"));
      for (let pass = 0; pass < 5 && !(await allTwo()); pass++) {
        for (let i = 0; i < 3; i++) {
          await levels.nth(i).selectOption("2");
          await page.waitForTimeout(200);
        }
      }
      assert.ok(await allTwo(), "the computers' levels are not all 2");
      await page.click("#start");
      await newGameShown(page, { ready: ".bz" });
      assert.equal(await page.$$eval(".bz .gb-piece[data-sq]", (els) => els.length), 12);
      assert.equal(await page.locator(".bz-hand").count(), 4);
      for (let turn = 0; turn < 3; turn++) {
        // The person's turn comes back after the three computers.
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, 4 * turn, { timeout: 60000 });
        await playTurn(page, turn);
      }
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 12, null, { timeout: 60000 });
      await env.screenshot(page, "porte-desktop-teams");
      env.note(`moves: ${await page.textContent("#move-list")}`);
      await context.close();
    },
  },
];

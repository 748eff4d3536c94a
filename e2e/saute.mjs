// Browser tests of Saute on the compendium's board: the first moves of a
// game between two people by clicks, a bonus move taken and one refused
// with the board's "Stop here" button, and a team game at four against
// the computer.

import assert from "node:assert/strict";

import { clickSquare, moveCount, newGameShown, startGame, targets, waitForWasm } from "./common.mjs";

// movesMade waits until the move list holds n moves.
const movesMade = (page, n) => page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, n, { timeout: 60000 });

// step clicks sq, then checks that the board marks exactly want next.
async function step(page, sq, want) {
  await clickSquare(page, sq);
  await page.waitForFunction((want) => {
    const got = [...document.querySelectorAll(".bz .gb-target")].map((e) => e.getAttribute("data-sq"));
    return got.join() === want.join();
  }, want, { timeout: 5000 }).catch(async () => assert.deepEqual(await targets(page), want, `targets after ${sq}`));
}

// playTurn makes the person's turn: the n-th piece (counting round) of
// seat that can move, its first move, stopping there when a bonus move
// is offered. A piece that can move shows its targets once the board has
// drawn the click; one that cannot shows none, and the next is tried.
async function playTurn(page, seat, n) {
  const before = await moveCount(page);
  for (let attempt = 0; attempt < 5; attempt++) {
    const pieces = await page.$$eval(`.bz .gb-piece.seat${seat}`, (els) => els.map((e) => e.getAttribute("data-sq")));
    for (let i = 0; i < pieces.length; i++) {
      await clickSquare(page, pieces[(n + i) % pieces.length]);
      if (!(await page.waitForSelector(".bz .gb-target", { timeout: 1000 }).catch(() => null))) continue;
      const [to] = await targets(page);
      if (!to) continue;
      await clickSquare(page, to);
      if (await page.waitForSelector(".bz-choices button", { timeout: 500 }).catch(() => null)) {
        await page.click(".bz-choices button >> nth=0");
      }
      if (await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 5000 }).catch(() => null)) {
        return;
      }
      break;
    }
    await page.waitForTimeout(500);
  }
  assert.fail(`no piece of seat ${seat} could move`);
}

export const sauteTests = [
  {
    name: "Saute: the first moves by clicks, a bonus move taken and one refused, at phone and desktop size",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("saute-bonus");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "saute", ["person", "person"], { ready: ".bz" });
      assert.equal(await page.$$eval(".bz .gb-piece", (els) => els.length), 18);
      // The arrival squares: J to L on rows 4 to 9.
      assert.equal(await page.$$eval(".bz .gb-arrival", (els) => els.length), 18);
      assert.match(await page.textContent(".bz-status"), /Red: click a piece/);
      await env.screenshot(page, "saute-phone-start");
      // Red's C4 steps to D4: no blue piece on column D, no bonus.
      await step(page, "C4", ["D4"]);
      await clickSquare(page, "D4");
      await movesMade(page, 1);
      // Blue's C7 steps to D7, a column with one red piece: the board
      // offers E7 and "Stop here".
      await step(page, "C7", ["D7"]);
      await step(page, "D7", ["E7"]);
      await page.waitForSelector(".bz-choices button");
      assert.deepEqual(await page.$$eval(".bz-choices button", (els) => els.map((e) => e.textContent)), ["Stop here"]);
      // The piece is drawn where it landed only, framed there only, and
      // the line says the bonus was earned.
      assert.equal(await page.$$eval('.bz .gb-piece[data-sq="C7"]', (els) => els.length), 0, "the piece still drawn on C7");
      assert.equal(await page.$$eval('.bz .gb-piece[data-sq="D7"]', (els) => els.length), 1, "the piece not drawn on D7");
      assert.deepEqual(await page.$$eval(".bz .gb-selected", (els) => els.map((e) => e.getAttribute("data-sq"))), ["D7"]);
      assert.match(await page.textContent(".bz-status .bz-mouse"), /^Bonus move earned: click the next dot/);
      await env.screenshot(page, "saute-phone-bonus-offered");
      await clickSquare(page, "E7");
      await movesMade(page, 2);
      assert.match(await page.textContent("#move-list"), /C7-D7-E7/);
      // Red's D4 steps to E4, a column with one blue piece: Red refuses
      // the bonus with the button.
      await step(page, "D4", ["E4"]);
      await step(page, "E4", ["F4"]);
      await page.click(".bz-choices button >> nth=0");
      await movesMade(page, 3);
      assert.match(await page.textContent("#move-list"), /D4-E4(?!-)/);
      // Blue's A8 jumps over B8 and C8 to D8.
      await step(page, "A8", ["D8"]);
      await clickSquare(page, "D8");
      await movesMade(page, 4);
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "saute-desktop-four-moves");
      env.note(`moves: ${await page.textContent("#move-list")}`);
      await context.close();
    },
  },
  {
    name: "Saute: four players in teams, a person and three computers, the first turns",
    timeout: 180000,
    async run(env) {
      const context = await env.newContext("saute-teams");
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.click("#play-saute");
      await page.waitForSelector("#new-game");
      await page.selectOption("#players", "4");
      await page.waitForSelector("#seat-4"); // the dialog drawn anew with four seats
      await page.click("#seat-1 .seg >> nth=0");
      for (const row of ["#seat-2", "#seat-3", "#seat-4"]) {
        // The seats are set before the variant; a click that lands while
        // the dialog is drawn anew is clicked again until the level shows.
        for (let i = 0; !(await page.$(`${row} select.level`)); i++) {
          assert.ok(i < 5, `${row}: no level after clicking Computer`);
          await page.click(`${row} .seg >> nth=1`);
          await page.waitForSelector(`${row} select.level`, { timeout: 2000 }).catch(() => null);
        }
        await page.selectOption(`${row} select.level`, "2");
      }
      await page.selectOption('#new-game select:has(option[value="teams"])', "teams");
      await page.waitForSelector("#teams");
      await page.click("#start");
      await newGameShown(page, { ready: ".bz" });
      assert.equal(await page.$$eval(".bz .gb-piece", (els) => els.length), 36);
      assert.equal(await page.$$eval(".bz .gb-arrival", (els) => els.length), 36);
      for (let turn = 0; turn < 3; turn++) {
        // The person's turn comes back after the three computers.
        await movesMade(page, 4 * turn);
        await playTurn(page, 0, turn);
      }
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 12, null, { timeout: 60000 });
      await env.screenshot(page, "saute-desktop-teams");
      env.note(`moves: ${await page.textContent("#move-list")}`);
      await context.close();
    },
  },
];

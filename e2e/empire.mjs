// Browser tests of L'Empire (app/buchholzview/empire.go): the first
// moves of a game between two people by clicks on the squares the board
// marks, a move and a capture among them; the strongest computer at two
// players (alpha-beta) and in teams (MCTS) answering.

import assert from "node:assert/strict";

import { clickSquare, moveCount, newGameShown, startGame, waitForWasm } from "./common.mjs";

// move clicks from, checks that the board marks to, clicks it and waits
// for the move list to hold n moves.
async function move(page, from, to, n) {
  await clickSquare(page, from);
  await page.waitForSelector(`.bz .gb-target[data-sq="${to}"]`, { timeout: 5000 });
  await clickSquare(page, to);
  await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, n);
}

const pieces = (page) => page.$$eval(".bz svg.gb-board .gb-piece[data-sq]", (els) => els.length);

export const empireTests = [
  {
    name: "L'Empire: the first moves between two people by clicks, a capture among them, at phone and desktop size",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("empire");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "empire", ["person", "person"], { ready: ".bz" });
      assert.equal(await pieces(page), 22);
      // The four thrones, the two king's thrones labelled with their seat.
      assert.equal(await page.$$eval(".bz .gb-mark.gb-throne", (els) => els.length), 4);
      assert.deepEqual((await page.$$eval(".bz text.gb-throne", (els) => els.map((e) => e.textContent))).sort(), ["1", "2"]);
      assert.match(await page.textContent(".bz-status"), /Red: move a piece/);
      await env.screenshot(page, "empire-phone-start");
      // A piece picked marks where it can go: D1's archer reaches E1 but not
      // the square of its own piece on C1.
      await clickSquare(page, "D1");
      await page.waitForSelector('.bz .gb-target[data-sq="E1"]', { timeout: 5000 });
      assert.equal(await page.$('.bz .gb-target[data-sq="C1"]'), null);
      await clickSquare(page, "E1");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 1);
      await move(page, "K10", "G10", 2); // Blue's cavalry jumps J10's archer
      await move(page, "E1", "E12", 3);
      await move(page, "G10", "G5", 4);
      // Red's archer on E12 takes Blue's on I12, four squares away: the
      // board marks the capture there.
      await clickSquare(page, "E12");
      await page.waitForSelector('.bz .gb-target[data-sq="I12"]', { timeout: 5000 });
      assert.ok(await page.$('.bz .gb-capture[data-sq="I12"]'), "the capture on I12 is not marked");
      assert.equal(await page.$('.bz .gb-target[data-sq="H12"]') !== null, true);
      await env.screenshot(page, "empire-phone-capture-offered");
      await clickSquare(page, "I12");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 5);
      assert.equal(await pieces(page), 21);
      assert.match(await page.textContent("#move-list"), /E12xI12/);
      assert.match(await page.textContent(".bz-status"), /Blue: move a piece/);
      // Blue is told what vanished, above what to do now.
      assert.equal(await page.textContent(".bz-status .bz-took"), "Red moves its archer from E12 to I12, taking Blue's archer on I12. ");
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "empire-desktop-after-capture");
      env.note(`${await moveCount(page)} moves by clicks, one capture`);
      await context.close();
    },
  },
  {
    name: "L'Empire: two players, the strongest computer (alpha-beta in the worker) answers a move",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("empire-computer");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "empire", ["person", 4], { ready: ".bz" });
      await move(page, "D1", "E1", 1);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2, null, { timeout: 30000 });
      assert.match(await page.textContent(".bz-status"), /Red: move a piece/);
      env.note(`the computer answered ${(await page.textContent("#move-list li:nth-child(2)")).trim()}`);
      await context.close();
    },
  },
  {
    name: "L'Empire: four players in teams, a person and three computers, the first turns",
    timeout: 180000,
    async run(env) {
      const context = await env.newContext("empire-teams");
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.click("#play-empire");
      await page.waitForSelector("#new-game");
      // At two players, teams are no choice: the variant is not offered.
      const variant = "#new-game label.row select:not(#players):not(#clock-choice)";
      assert.equal(await page.isVisible(variant), false, "a choice of variant at two players");
      await page.selectOption("#players", "4");
      await page.waitForSelector("#seat-4"); // the dialog drawn anew with four seats
      await page.selectOption(variant, "teams");
      await page.waitForSelector("#teams");
      // The dialog's seats as they come: a person (Red), then three
      // computers at level 2.
      assert.match(await page.textContent("#new-game"), /Blue · team 1/);
      await page.click("#start");
      await newGameShown(page, { ready: ".bz" });
      assert.equal(await pieces(page), 44);
      assert.deepEqual((await page.$$eval(".bz text.gb-throne", (els) => els.map((e) => e.textContent))).sort(), ["1", "2", "3", "4"]);
      // Red's archers on A4 and D1 move to the first square the board
      // offers; the three computers answer in between (a commander may
      // fall early, which ends the game).
      const over = () => page.$("#summary");
      for (const [turn, from] of [[0, "A4"], [1, "D1"]]) {
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n || document.querySelector("#summary"), 4 * turn, { timeout: 60000 });
        if (await over()) break;
        await clickSquare(page, from);
        await page.waitForSelector(".bz .gb-target", { timeout: 5000 });
        const to = await page.$eval(".bz .gb-target", (e) => e.getAttribute("data-sq"));
        await clickSquare(page, to);
      }
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 8 || document.querySelector("#summary"), null, { timeout: 60000 });
      if (await over()) {
        assert.match(await page.textContent("#summary .ending"), /thrones|commander|throne/);
      }
      await env.screenshot(page, "empire-desktop-teams");
      env.note(`moves: ${await page.textContent("#move-list")}`);
      await context.close();
    },
  },
  {
    name: "L'Empire: the rules page with its four figures and what is reconstructed",
    timeout: 60000,
    async run(env) {
      const context = await env.newContext("empire-rules");
      const page = await context.newPage();
      await page.goto(env.app.url + "rules/empire");
      await waitForWasm(page);
      await page.waitForSelector(".rules-text figure svg");
      assert.equal((await page.$$(".rules-text figure svg")).length, 4);
      assert.match(await page.textContent(".rules-text"), /reconstructed/);
      await env.screenshot(page, "empire-phone-rules");
      await page.locator(".rules-text figure").nth(2).scrollIntoViewIfNeeded();
      await env.screenshot(page, "empire-phone-rules-capture");
      await context.close();
    },
  },
];

// Browser tests of Le Blocus on the compendium's board: a whole game of
// a person against the computer by clicks on the squares the board marks
// (guards placed and moved, a king's way out square by square), the first
// moves checked, the kings' paths shown on request.

import assert from "node:assert/strict";

import { clickSquare, clickStep, moveCount, personTurn, playMarked, showTargets, startGame, targets, waitForWasm } from "./common.mjs";

// pieces counts the pieces on the board.
const pieces = (page) => page.$$eval(".bz .board-wrap .gb-piece", (els) => els.length);

// waitMoves waits until the move list holds n moves.
const waitMoves = (page, n) => page.waitForFunction((n) => document.querySelectorAll("#move-list li").length >= n, n, { timeout: 60000 });

export const blocusTests = [
  {
    name: "Le Blocus: a whole game against the computer by clicks, at phone and desktop size",
    timeout: 240000,
    async run(env) {
      const context = await env.newContext("blocus-game");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await showTargets(page);
      await startGame(page, "blocus", ["person", 1], { ready: ".bz" });
      await page.waitForSelector(".bz .gb-target");
      // The start: two kings, six guards in each hand, Red to place one
      // on any of 112 squares: none in a king's region, none on a circle.
      assert.equal(await pieces(page), 2);
      assert.match(await page.textContent(".bz-status"), /Red: place a guard/);
      assert.match(await page.textContent(".bz-hands"), /×6[^]*×6/);
      let ts = await targets(page);
      assert.equal(ts.length, 112);
      for (const sq of ["D1", "E3", "F12", "E10", "B2", "H8"]) {
        assert.ok(!ts.includes(sq), `${sq} is offered for the first guard`);
      }
      assert.ok(ts.includes("A1") && ts.includes("E8") === false && ts.includes("E7"));
      // The kings' paths, on request: each runs straight into the other.
      await page.click("#bz-routes");
      await page.waitForFunction(() => document.querySelectorAll(".bz .gb-line.bz-route").length === 2);
      await env.screenshot(page, "blocus-phone-start");
      // Red's first guard on I7, far from both kings' ways; the computer
      // answers with a guard of its own.
      await clickSquare(page, "I7");
      await waitMoves(page, 2);
      assert.equal(await pieces(page), 4);
      assert.match(await page.textContent("#move-list"), /@I7/);
      assert.match(await page.textContent(".bz-hands"), /×5[^]*×5/);
      // The second guard may go on a circle now.
      await page.waitForSelector(".bz .gb-target");
      ts = await targets(page);
      assert.ok(ts.includes("H8"), "the second guard may not go on a circle");
      let turns = 1;
      while (await personTurn(page)) {
        if (turns === 4) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await env.screenshot(page, "blocus-desktop-middle");
        }
        // The first guards go to the side columns, out of the kings'
        // ways, for a game long enough to show; then the squares taken
        // vary, so that games differ from one run to the next only
        // through the computer.
        await playMarked(page, (ts) => {
          const side = turns < 5 ? ts.filter((sq) => /^[ABKL]/.test(sq)) : [];
          const from = side.length > 0 ? side : ts;
          return from[(turns * 37) % from.length];
        });
        turns++;
        assert.ok(turns < 300, "the game never ends");
      }
      await page.waitForSelector("#summary");
      const summary = await page.textContent("#summary h2");
      assert.match(summary, /wins|draw/i);
      assert.match(await page.textContent("#summary .ending"), /left the board|three times/);
      // The king that left shows its way out.
      if (/left the board/.test(await page.textContent("#summary .ending"))) {
        assert.ok((await page.$$(".bz .gb-line.bz-exit")).length >= 1, "no way out drawn");
      }
      env.note(`${turns} turns by the person, ${await moveCount(page)} moves in all; ${summary}`);
      await env.screenshot(page, "blocus-desktop-summary");
      await context.close();
    },
  },
  {
    name: "Le Blocus: a king's way out by clicks, square by square",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("blocus-exit");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await showTargets(page);
      await startGame(page, "blocus", ["person", "person"], { ready: ".bz" });
      // Red's guards on I7, G4 and E8 and Blue's on H3 open two ways out
      // for Red's king; Blue's others go astray.
      const guards = ["I7", "H3", "G4", "A12", "E8", "L12"];
      for (const [i, sq] of guards.entries()) {
        await page.waitForSelector(`.bz .gb-target[data-sq="${sq}"]`);
        await clickSquare(page, sq);
        await waitMoves(page, i + 1);
      }
      // Red's king can leave, and must: the status says so, both ways are
      // drawn, in Red's colour, and only the king is marked.
      await page.waitForFunction(() => /your king can leave/.test(document.querySelector(".bz-status").textContent));
      assert.equal((await page.$$(".bz .gb-line.bz-exit.seat0")).length, 2);
      assert.deepEqual(await targets(page), ["E2"]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "blocus-desktop-way-out");
      // The king, then where it turns: at H7 it may go up and out, or down
      // to H4, turn back at the guards on H3 and G4, and out.
      for (const [sq, next] of [["E2", ["E7"]], ["E7", ["H7"]], ["H7", ["H12", "H4"]]]) {
        await clickSquare(page, sq);
        await page.waitForSelector(`.bz .gb-target[data-sq="${next[0]}"]`, { timeout: 5000 });
        assert.deepEqual((await targets(page)).sort(), next.sort());
      }
      // H12 was already a target at H7: it is clicked on the board drawn
      // after the step to H4.
      await clickStep(page, "H4");
      await page.waitForSelector('.bz .gb-target[data-sq="H12"]', { timeout: 5000 });
      await clickSquare(page, "H12");
      await page.waitForSelector("#summary");
      assert.match(await page.textContent("#move-list"), /E2-E7-H7-H4-H12/);
      assert.match(await page.textContent("#summary h2"), /Red wins/);
      assert.match(await page.textContent("#summary .ending"), /left the board/);
      await context.close();
    },
  },
];

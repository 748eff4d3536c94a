// Browser tests of the Buchholz compendium's board (app/buchholzview):
// games are played by clicking the squares the board marks. The board
// marks where a click does something with .gb-target (data-sq names the
// square) when the "show where pieces can go" setting is on, which the
// tests turn on as a player would; they never judge a move themselves.

import assert from "node:assert/strict";

import { clickSquare, moveCount, personTurn, playMarked, showTargets, startGame, targets, waitForWasm } from "./common.mjs";

export const buchholzTests = [
  {
    name: "Alignement: a whole game against the computer by clicks, at phone and desktop size",
    timeout: 180000,
    async run(env) {
      const context = await env.newContext("alignement-game");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await showTargets(page);
      await startGame(page, "alignement", ["person", 1], { ready: ".bz" });
      // The board says what the person must do with which kind.
      await page.waitForSelector(".bz .gb-target");
      assert.match(await page.textContent(".bz-status"), /Red: place a square/);
      await env.screenshot(page, "alignement-phone-start");
      let turns = 0;
      while (await personTurn(page)) {
        if (turns === 6) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await env.screenshot(page, "alignement-desktop-middle");
        }
        // Vary the squares taken, so that games differ from one run to
        // the next only through the computer.
        await playMarked(page, (ts) => ts[turns % ts.length]);
        turns++;
        assert.ok(turns < 200, "the game never ends");
      }
      await page.waitForSelector("#summary");
      const summary = await page.textContent("#summary h2");
      assert.match(summary, /wins|draw/i);
      assert.match(await page.textContent("#summary .ending"), /line|could not move|three times/);
      env.note(`${turns} turns by the person, ${await moveCount(page)} moves in all; ${summary}`);
      await env.screenshot(page, "alignement-desktop-summary");
      await context.close();
    },
  },
  {
    name: "Solitaire: jumps and an undo by clicks, then the sheet's solution stepped through to one piece",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("solitaire");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "solitaire", ["person"], { ready: ".bz" });
      const pieces = () => page.$$eval(".bz .gb-piece", (els) => els.length);
      assert.equal(await pieces(), 36);
      assert.match(await page.textContent(".bz-status"), /Click a piece that can jump/);
      // F7 jumps F6, F5 and F4 (red, yellow, red) to F3: three pieces go.
      await clickSquare(page, "F7");
      await page.waitForSelector('.bz .gb-target[data-sq="F3"]', { timeout: 5000 });
      await clickSquare(page, "F3");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 1);
      assert.equal(await pieces(), 33);
      await clickSquare(page, "G7");
      await page.waitForSelector('.bz .gb-target[data-sq="G3"]', { timeout: 5000 });
      await clickSquare(page, "G3");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2);
      assert.equal(await pieces(), 30);
      await env.screenshot(page, "solitaire-phone-two-jumps");
      await page.click("#undo");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 1);
      assert.equal(await pieces(), 33);
      await page.click("#undo");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 0);
      assert.equal(await pieces(), 36);
      // The sheet's solution, offered at the start, stepped through with
      // Redo: 23 moves down to one piece, "very well played".
      await page.click("#known-0");
      for (let n = 1; n < 23; n++) {
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, n);
        await page.click("#redo");
      }
      await page.waitForSelector("#summary");
      assert.equal(await moveCount(page), 23);
      assert.equal(await pieces(), 1);
      assert.match(await page.textContent("#summary .ending"), /very well played/);
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "solitaire-desktop-sheet-solved");
      await context.close();
    },
  },
  {
    name: "Compendium: a click frames only the piece picked; the keyboard's cursor comes with the keys, drawn apart, naming pieces by colour",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("buchholz-cursor");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "solitaire", ["person"], { ready: ".bz" });
      const cursors = () => page.$$eval(".bz .gb-cursor", (els) => els.map((e) => e.getAttribute("data-sq")));
      const said = () => page.textContent(".bz .gb > .sr-only");
      await clickSquare(page, "F7");
      await page.waitForSelector('.bz .gb-target[data-sq="F3"]', { timeout: 5000 });
      assert.deepEqual(await page.$$eval(".bz .gb-selected", (els) => els.map((e) => e.getAttribute("data-sq"))), ["F7"]);
      assert.deepEqual(await cursors(), [], "a click shows the keyboard's cursor");
      assert.equal(await said(), "", "a click makes the cursor speak");
      await env.screenshot(page, "compendium-phone-picked");
      // A key on the board shows the cursor where it is (the middle,
      // G7), then moves it.
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction(() => document.querySelector(".bz .gb-cursor")?.getAttribute("data-sq") === "G7");
      assert.match(await said(), /^G7, yellow piece/);
      assert.doesNotMatch(await said(), /player/);
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction(() => document.querySelector(".bz .gb-cursor")?.getAttribute("data-sq") === "H7");
      const stroke = (sel) => page.$eval(sel, (e) => [getComputedStyle(e).stroke, getComputedStyle(e).strokeDasharray].join(" "));
      assert.notEqual(await stroke(".bz .gb-cursor"), await stroke(".bz .gb-selected"), "the cursor looks like a selection");
      await env.screenshot(page, "compendium-phone-cursor");
      // A click hides it again.
      await clickSquare(page, "F7");
      await page.waitForFunction(() => document.querySelectorAll(".bz .gb-cursor").length === 0);
      await context.close();
    },
  },
  {
    name: "Solitaire: the computer searches for a solution in the worker, is stopped, and its line is stepped through",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("solitaire-solve");
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "solitaire", ["person"], { ready: ".bz" });
      const pieces = () => page.$$eval(".bz .gb-piece", (els) => els.length);
      await page.click("#solve-find");
      // The search reports its best line while it runs; the page answers
      // meanwhile (a click on a piece marks its jumps).
      await page.waitForFunction(() => /Best line: \d+ moves/.test(document.querySelector("#solve-found")?.textContent || ""), null, { timeout: 60000 });
      assert.match(await page.textContent("#solve-found"), /^Searching/);
      await clickSquare(page, "F7");
      await page.waitForSelector('.bz .gb-target[data-sq="F3"]', { timeout: 5000 });
      await env.screenshot(page, "solitaire-desktop-searching");
      await page.click("#solve-stop");
      await page.waitForSelector("#solve-follow", { timeout: 20000 });
      const found = await page.textContent("#solve-found");
      const [, n, left] = found.match(/Best line: (\d+) moves, (\d+) left/).map(Number);
      env.note(`the search said: ${found}`);
      await page.click("#solve-follow");
      for (let k = 1; k < n; k++) {
        await page.waitForFunction((k) => document.querySelectorAll("#move-list li").length === k, k);
        await page.click("#redo");
      }
      await page.waitForSelector("#summary");
      assert.equal(await moveCount(page), n);
      assert.equal(await pieces(), left, "the line leaves as many pieces as the search said");
      await context.close();
    },
  },
];

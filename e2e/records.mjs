// Records, share links, replay: the game page's records dialog and what
// it opens, through Blokus Duo (every game shares the same code).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import { answerYes, moveCount, startGame, waitForWasm } from "./common.mjs";

// A Blokus Duo game of eight moves, in Impasse's record format.
const eightMoves = `[Game "blokusduo"]
[Seat1 "person"]
[Seat2 "person"]

1. h3,h4,h5,i5,j5 2. d9,e9,e10,e11,f11 3. g6,f7,g7,h7,g8 4. g10,h10,h11,i11,i12
5. i8,i9,j9,j10 6. g12,f13,g13,h13,g14 7. k11,k12,j13,k13,j14 8. c13,b14,c14,d14,e14`;

// moveTexts returns the moves of the move list.
const moveTexts = (page) => page.$$eval("#move-list li", (els) => els.map((e) => e.textContent));

// openRecords opens the records dialog of the game shown.
async function openRecords(page) {
  await page.click("#records");
  await page.waitForSelector(".modal.records");
}

// pasteRecord opens the records dialog and reads text pasted into it.
async function pasteRecord(page, text) {
  await openRecords(page);
  await page.fill("#import-text", text);
  await page.click("#import");
}

// freshDuo opens the app at url in a new page of context and starts a
// Blokus Duo game between two people.
async function freshDuo(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await waitForWasm(page);
  await startGame(page, "blokusduo", ["person", "person"], { ready: "#duo-board" });
  return page;
}

// waitForController waits until a service worker controls the page (it
// has then cached every resource).
async function waitForController(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
}

export const recordsTests = [
  {
    name: "records: an imported record's event, names and comments are copied out with it",
    timeout: 90000,
    async run(env) {
      const context = await env.newContext("records-notes");
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const page = await freshDuo(context, env.app.url);
      const record = `[Game "blokusduo"]
[Event "Club night"]
[Player1 "Ann"]
[Player2 "Bob"]
[Date "2026-01-02"]

{A friendly game} 1. h3,h4,h5,i5,j5 {a quiet start} 2. d9,e9,e10,e11,f11 *`;
      await pasteRecord(page, record);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2);
      await openRecords(page);
      await page.click("#copy-record");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      for (const want of ['[Event "Club night"]', '[Player1 "Ann"]', '[Player2 "Bob"]', '[Date "2026-01-02"]',
        "{A friendly game} 1. h3,h4,h5,i5,j5 {a quiet start} 2. d9,e9,e10,e11,f11 *"]) {
        assert.ok(copied.includes(want), `the record copied lacks ${want}:\n${copied}`);
      }
      const [sgf] = await Promise.all([page.waitForEvent("download"), page.click("#download-ext")]);
      const sgfText = readFileSync(await sgf.path(), "utf8");
      for (const want of ["PB[Ann]", "PW[Bob]", "DT[2026-01-02]", "EV[Club night]", "C[A friendly game]", "C[a quiet start]"]) {
        assert.ok(sgfText.includes(want), `the .blksgf lacks ${want}:\n${sgfText}`);
      }
      // Plain text is no record, and says so.
      await page.fill("#import-text", "hello");
      await page.click("#import");
      await page.waitForSelector("#import-error:not([hidden])");
      assert.match(await page.textContent("#import-error"), /This is not a record/);
      await context.close();
    },
  },
  {
    name: "records: games set aside are offered back, one opened and one deleted",
    timeout: 90000,
    async run(env) {
      const context = await env.newContext("records-aside");
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(env.app.url);
      await waitForWasm(page);
      // What the app set aside, as go-app keeps values: JSON text.
      const saved = JSON.stringify({ v: 7, record: eightMoves });
      await page.evaluate(([saved]) => {
        localStorage.setItem("impasse.aside.1764000000000.game.blokusduo", JSON.stringify(saved));
        localStorage.setItem("impasse.aside.1764000100000.game.saute", JSON.stringify("garbage"));
      }, [saved]);
      await startGame(page, "blokusduo", ["person", "person"], { ready: "#duo-board" });
      await openRecords(page);
      await page.waitForFunction(() => document.querySelectorAll("#aside-items li").length === 2);
      const labels = await page.$$eval("#aside-items .aside-label", (els) => els.map((e) => e.textContent));
      assert.match(labels[0], /^Saute · game in progress · set aside \d{4}-\d\d-\d\d \d\d:\d\d$/);
      assert.match(labels[1], /^Blokus Duo · game in progress/);
      assert.ok(await page.isHidden('#aside-items li[data-key$="saute"] .aside-open'), "garbage offered to open");
      await page.locator('#aside-items li[data-key$="blokusduo"]').scrollIntoViewIfNeeded();
      await env.screenshot(page, "records-aside-phone");
      await page.click('#aside-items li[data-key$="blokusduo"] .aside-open');
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      // The other is deleted, once confirmed; the one opened stays.
      await openRecords(page);
      await page.click('#aside-items li[data-key$="saute"] .aside-delete');
      await answerYes(page);
      await page.waitForFunction(() => document.querySelectorAll("#aside-items li").length === 1);
      const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("impasse.aside.")));
      assert.deepEqual(keys, ["impasse.aside.1764000000000.game.blokusduo"]);
      await context.close();
    },
  },
  {
    name: "records: export a finished Duo game and import it in a fresh page",
    timeout: 240000,
    async run(env) {
      const context = await env.newContext("records-export");
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(env.app.url);
      await waitForWasm(page);
      // Two computers at level 1 play a whole game.
      await startGame(page, "blokusduo", [1, 1], { ready: "#duo-board" });
      await page.waitForSelector("#summary", { timeout: 180000 });
      await page.click("#summary .actions .btn >> nth=0");
      const moves = await moveTexts(page);
      assert.ok(moves.length >= 20, `a whole game of ${moves.length} moves`);
      await openRecords(page);
      await env.screenshot(page, "records-desktop");
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
      assert.match(download.suggestedFilename(), /^blokusduo-\d{8}-\d{4}\.txt$/);
      const file = await download.path();
      const text = readFileSync(file, "utf8");
      assert.match(text, /\[Game "blokusduo"\]/);
      assert.match(text, /\[Result "(1-0|0-1|1\/2-1\/2)"\]/);
      // Pentobi's format too.
      const [sgf] = await Promise.all([page.waitForEvent("download"), page.click("#download-ext")]);
      assert.match(sgf.suggestedFilename(), /\.blksgf$/);
      const sgfText = readFileSync(await sgf.path(), "utf8");
      assert.match(sgfText, /^\(;FF\[4\]/);
      const scores = await page.$$eval(".seat .score", (els) => els.map((e) => e.textContent));

      // A fresh page (its own storage) opens the file: the same game.
      const fresh = await env.newContext("records-import");
      const other = await freshDuo(fresh, env.app.url);
      await openRecords(other);
      await other.setInputFiles("#import-file", file);
      await other.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, moves.length);
      assert.deepEqual(await moveTexts(other), moves);
      assert.equal(await other.$(".modal.records"), null, "the dialog stays open");
      assert.deepEqual(await other.$$eval(".seat .score", (els) => els.map((e) => e.textContent)), scores);
      // And the .blksgf file: the same moves again (Pentobi writes no
      // passes; the list gets them back).
      await other.click(".top .home");
      await startGame(other, "blokusduo", ["person", "person"], { ready: "#duo-board" });
      await other.waitForFunction(() => !document.querySelector("#move-list li"));
      await openRecords(other);
      await other.setInputFiles("#import-file", await sgf.path());
      await other.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, moves.length);
      assert.deepEqual(await moveTexts(other), moves);
      await fresh.close();
      await context.close();
    },
  },
  {
    name: "records: a damaged record shows the move number and keeps the game; a good one asked about and refused stays pasted",
    timeout: 90000,
    async run(env) {
      const context = await env.newContext("records-damaged");
      const page = await freshDuo(context, env.app.url);
      await pasteRecord(page, eightMoves);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      const moves = await moveTexts(page);
      // The sixth move changed to one that does not fit.
      const damaged = eightMoves.replace("g12,f13,g13,h13,g14", "a1,a2,a3,a4,a5");
      await pasteRecord(page, damaged);
      await page.waitForSelector("#import-error:not([hidden])");
      const error = await page.textContent("#import-error");
      assert.match(error, /Move 6 \("a1,a2,a3,a4,a5"\)/);
      assert.match(error, /unchanged/);
      await env.screenshot(page, "records-damaged-phone");
      await page.click("#records-close");
      assert.deepEqual(await moveTexts(page), moves, "the game changed");
      // Not a record at all.
      await pasteRecord(page, '[Game "blokusduo"');
      await page.waitForSelector("#import-error:not([hidden])");
      assert.match(await page.textContent("#import-error"), /cannot be read/);
      await page.click("#records-close");
      assert.equal(await moveCount(page), 8);
      // A reload keeps the game, not the damaged one.
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#duo-board");
      assert.deepEqual(await moveTexts(page), moves);
      // A good record over the unfinished game asks first. No keeps the
      // game, and the record stays pasted in the dialog, to read again.
      const fourMoves = eightMoves.split("\n5.")[0];
      await pasteRecord(page, fourMoves);
      await page.waitForSelector(".modal.confirm");
      await page.click(".modal.confirm [data-dismiss]");
      await page.waitForSelector(".modal.confirm", { state: "detached" });
      assert.equal(await page.inputValue("#import-text"), fourMoves);
      assert.deepEqual(await moveTexts(page), moves);
      // Yes opens it and closes the dialog.
      await page.click("#import");
      await answerYes(page);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 4);
      await page.waitForSelector("#import-text", { state: "detached" });
      await context.close();
    },
  },
  {
    name: "share link: a Duo game opens offline; a damaged link is refused; the same link twice in one tab is read twice",
    timeout: 150000,
    async run(env) {
      // The sender.
      const context = await env.newContext("link-send");
      const page = await freshDuo(context, env.site.url);
      await pasteRecord(page, eightMoves);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      const moves = await moveTexts(page);
      await openRecords(page);
      const link = await page.inputValue("#share-link");
      const code = link.split("#r=")[1];
      assert.ok(link.startsWith(env.site.url + "play/blokusduo#r="), link);
      assert.ok(code.length < 60, `an 8-move link of ${code.length} characters: ${link}`);
      await env.screenshot(page, "records-phone");
      await context.close();

      // The receiver has visited the site once, and is now offline.
      const recv = await env.newContext("link-receive");
      const other = await recv.newPage();
      await other.goto(env.site.url);
      await waitForWasm(other);
      await waitForController(other);
      await recv.setOffline(true);
      await other.goto(link);
      await waitForWasm(other);
      await other.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      assert.deepEqual(await moveTexts(other), moves);
      // The link left the address: a reload does not open it again.
      assert.ok(!other.url().includes("#r="), other.url());

      // A damaged link (one character changed) and a cut one: refused,
      // the game as it was.
      const flip = code.slice(0, 10) + (code[10] === "A" ? "B" : "A") + code.slice(11);
      for (const bad of [flip, code.slice(0, code.length - 3)]) {
        await other.goto(env.site.url + "play/blokusduo#r=" + bad);
        await waitForWasm(other);
        await other.waitForSelector(".notice.toast");
        assert.match(await other.textContent(".notice.toast"), /damaged/);
        await other.waitForSelector("#duo-board");
        assert.deepEqual(await moveTexts(other), moves);
        await other.click(".notice.toast .btn");
      }
      // The good link opened again in this tab, twice: each time the
      // page asks before putting it in place of the game under way, and
      // No keeps the game. The second time, go-app sees no navigation
      // (it still counts the link's address as its own): the page must
      // hear the browser's hashchange.
      for (let i = 0; i < 2; i++) {
        await other.evaluate((u) => (location.href = u), link);
        await other.waitForSelector(".modal.confirm", { timeout: 10000 });
        assert.ok(!other.url().includes("#r="), other.url());
        await other.click(".modal.confirm [data-dismiss]");
        await other.waitForSelector(".modal.confirm", { state: "detached" });
        assert.deepEqual(await moveTexts(other), moves);
      }
      await recv.close();
    },
  },
  {
    name: "replay: step through a game, branch from move 5, the variation kept",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("replay");
      const page = await freshDuo(context, env.app.url);
      await pasteRecord(page, eightMoves.replace('[Seat2 "person"]', '[Seat2 "computer 1"]'));
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      const moves = await moveTexts(page);
      const pos = () => page.textContent("#replay-pos");
      const at = (k) => page.waitForFunction((k) => document.querySelector("#replay-pos")?.textContent === `${k} / 8`, k);
      await page.click("#replay");
      await at(8);
      await page.keyboard.press("Home");
      await at(0);
      assert.ok(await page.isDisabled("#replay-back"));
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("ArrowRight");
      }
      await at(5);
      await page.click("#replay-back");
      await at(4);
      await page.click("#replay-forward");
      await at(5);
      await page.click("#replay-last");
      await at(8);
      await page.click("#replay-first");
      await at(0);
      // The slider, then a move of the list.
      await page.$eval("#replay-slider", (el) => {
        el.value = "3";
        el.dispatchEvent(new Event("input", { bubbles: true }));
      });
      await at(3);
      await page.click(".moves .toggle");
      await page.click("#move-list li:nth-child(5) .move");
      await at(5);
      assert.equal(await pos(), "5 / 8");
      assert.ok(await page.isDisabled("#undo"), "undo while in replay");
      await page.click(".moves .toggle");
      await env.screenshot(page, "replay-phone");
      // Branch from move 5: the computer (Orange) plays on, the game's
      // old moves are a variation.
      await page.click("#branch");
      await page.waitForFunction(() => !document.querySelector("#replay-bar"));
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 6, null, { timeout: 60000 });
      assert.deepEqual((await moveTexts(page)).slice(0, 5), moves.slice(0, 5));
      const branch = await moveTexts(page);
      await page.click("#replay");
      await page.waitForSelector("#variation-1");
      assert.match(await page.textContent("#variation-1"), /from move \d+/);
      // Kept with the game: after a reload too.
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#duo-board");
      await page.click("#replay");
      await page.click("#variation-1");
      await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, moves.length);
      assert.deepEqual(await moveTexts(page), moves);
      await page.waitForSelector("#variation-1");
      await page.click("#replay-close");
      await page.click("#replay");
      await page.click("#variation-1");
      await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, branch.length);
      assert.deepEqual(await moveTexts(page), branch);
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "replay-desktop");
      await context.close();
    },
  },
  {
    name: "history: a game lost to level 1 counted, reopened in replay",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("history");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      // The computer (Purple, level 1) moves first; the person resigns.
      await startGame(page, "blokusduo", [1, "person"], { ready: "#duo-board" });
      await page.waitForFunction(() => !document.querySelector("#resign")?.disabled && document.querySelectorAll("#move-list li").length === 1, null, { timeout: 60000 });
      const moves = await moveTexts(page);
      await page.click("#resign");
      await answerYes(page);
      await page.waitForSelector("#summary");
      await page.click("#summary .actions .btn >> nth=0");
      await openRecords(page);
      await page.waitForSelector("#hist-levels:not([hidden])");
      const row = await page.$$eval("#hist-levels tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      assert.deepEqual(row[1], ["computer, level 1", "0", "0", "1"]);
      assert.match(await page.textContent("#past-1"), /Purple wins by resignation · 1 move(?!s)/);
      await env.screenshot(page, "history-phone");
      // Reopened in replay from the start, after a reload.
      await page.click("#records-close");
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#duo-board");
      await openRecords(page);
      await page.click("#past-1");
      await page.waitForFunction(() => document.querySelector("#replay-pos")?.textContent === "0 / 1");
      assert.deepEqual(await moveTexts(page), moves);
      // Reopening does not count the game twice.
      await openRecords(page);
      assert.equal(await page.$$eval("#hist-games li", (els) => els.length), 1);
      await context.close();
    },
  },
  {
    name: "analysis: the graph appears, a click jumps to that move",
    timeout: 150000,
    async run(env) {
      const context = await env.newContext("analysis");
      const page = await freshDuo(context, env.app.url);
      await pasteRecord(page, eightMoves);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      await page.click("#replay");
      await page.waitForSelector("#analyse:not([disabled])");
      // Stopped at once, it keeps what it found and offers to go on.
      await page.click("#analyse");
      await page.waitForFunction(() => /Analysing/.test(document.querySelector("#analysis-note").textContent));
      await page.click("#analyse");
      await page.waitForFunction(() => /Go on|Analyse the game/.test(document.querySelector("#analyse").textContent));
      await page.click("#analyse");
      await page.waitForFunction(() => /winning chances/.test(document.querySelector("#analysis-note").textContent), null, { timeout: 120000 });
      assert.ok(await page.isVisible("#analysis-graph"));
      const lines = await page.$$eval("#analysis-graph polyline", (els) => els.map((e) => e.getAttribute("points").split(" ").length));
      assert.deepEqual(lines, [9, 9], "two curves of nine points, one per position from 0 to 8");
      // A click a quarter of the way along shows position 2. On a phone
      // the graph comes under the board, which the replay keeps in sight:
      // the player scrolls down to it.
      await page.locator("#analysis-graph").scrollIntoViewIfNeeded();
      const box = await page.locator("#analysis-graph").boundingBox();
      await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2);
      await page.waitForFunction(() => document.querySelector("#replay-pos").textContent === "2 / 8");
      // A marked move, if any, shows the position after it.
      const marked = await page.$("#blunder-1");
      if (marked) {
        const k = await marked.getAttribute("data-k");
        await marked.click();
        await page.waitForFunction((k) => document.querySelector("#replay-pos").textContent === `${k} / 8`, k);
        assert.ok((await page.$$("#analysis-graph .graph-blunder")).length >= 1);
      }
      env.note(`analysis marks ${(await page.$$("#blunders li")).length} moves`);
      await env.screenshot(page, "analysis-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "analysis-desktop");
      await context.close();
    },
  },
];

// Long games and long addresses: what a probe sent, and a new user hit.
// A share link of 31,000 La Porte moves and a record of 35,000 L'Empire
// moves (both legal, no position repeated; made by rulestest.LongGame)
// are refused in a sentence and the game in progress stays; a link of
// 2,000 moves, the most the app opens, opens; a link pasted into a tab
// already on its game opens there; a fragment of a megabyte is cut.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { startGame, waitForWasm } from "./common.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => readFileSync(path.join(here, "testdata", name), "utf8").trim();

const moves = (page) => page.$$eval("#move-list li", (els) => els.length);

// toast waits for a passing message matching re and closes it.
async function toast(page, re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector(".notice.toast")?.textContent ?? ""), re.source, { timeout: 30000 });
  await page.click(".notice.toast .btn");
}

export const longTests = [
  {
    name: "long games: a 2,000-move link opens in the tab already on its game; 31,000 moves, a 35,000-move record and a 1 MB fragment are refused in a sentence, the game kept",
    timeout: 240000,
    async run(env) {
      const context = await env.newContext("long");
      const page = await context.newPage();
      const porte = env.site.url + "play/porte";
      await page.goto(porte);
      await waitForWasm(page);
      await page.waitForSelector("#new-game");

      // A link pasted into the address bar of a tab already on La Porte:
      // the fragment changes, the page does not load again.
      const t0 = Date.now();
      await page.goto(porte + "#r=" + fixture("porte-2k.link"));
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2000, null, { timeout: 60000 });
      env.note(`a 2,000-move La Porte link opened in ${Date.now() - t0} ms`);
      assert.ok(!page.url().includes("#r="), page.url());

      // 31,000 moves: refused before any is replayed; the game stays.
      await page.goto(porte + "#r=" + fixture("porte-31k.link"));
      await toast(page, /31000 moves, more than the 2000/);
      assert.equal(await moves(page), 2000);

      // The game was saved: it comes back after a reload, and the page
      // answers.
      await page.reload();
      await waitForWasm(page);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2000, null, { timeout: 60000 });

      // A megabyte of fragment on another game's page: cut before the
      // app starts, and said.
      const t1 = Date.now();
      await page.goto(env.site.url + "play/blokusduo#x=" + "a".repeat(1 << 20));
      await waitForWasm(page);
      await toast(page, /too long to be a link/);
      env.note(`a page with a 1 MB fragment answered in ${Date.now() - t1} ms`);
      assert.ok(page.url().length < 200, `the address keeps ${page.url().length} characters`);

      // A record of 35,000 L'Empire moves pasted: refused in a sentence,
      // the game in progress unchanged.
      await page.goto(env.site.url);
      await waitForWasm(page);
      await startGame(page, "empire", ["person", "person"], { ready: ".bz" });
      await page.click("#records");
      await page.waitForSelector(".modal.records");
      // As a paste does: one input event (Playwright's fill types it).
      await page.$eval(
        "#import-text",
        (el, text) => {
          el.value = text;
          el.dispatchEvent(new Event("input", { bubbles: true }));
        },
        fixture("empire-35k.txt"),
      );
      const t2 = Date.now();
      await page.click("#import");
      await page.waitForSelector("#import-error:not([hidden])");
      env.note(`a 35,000-move record refused in ${Date.now() - t2} ms`);
      assert.match(await page.textContent("#import-error"), /35427 moves, more than the 2000/);
      await context.close();
    },
  },
];

// Browser test of rated games and the ratings page (app/shell/ratings.go,
// ratingspage.go): a rated game of Blokus Duo resigned moves the rating,
// said at once and shown on the ratings page, after a reload too; the
// game's record tagged Rated; the ratings exported, a damaged file
// refused with nothing changed, a file imported, on the ratings page and
// in a game's records dialog; the page with a graph at 390 and 1280 px.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import { answerYes, waitForWasm } from "./common.mjs";

const cell = (page, id, n) => page.textContent(`#rating-${id} td:nth-of-type(${n})`);

// history is a ratings file of Blokus Duo: n games against level 1
// (800), won but every third lost, a day apart.
function history(n) {
  const lines = ["Impasse ratings 1"];
  for (let i = 0; i < n; i++) {
    const day = String(1 + i).padStart(2, "0");
    lines.push(`blokusduo 2026-11-${day}T18:00:00Z 1 800 ${i % 3 === 2 ? 0 : 1}`);
  }
  return lines.join("\n") + "\n";
}

// ratedDialog opens, on a new device (a context named name), the new-game
// dialog of Blokus Duo with Rated ticked.
async function ratedDialog(env, name) {
  const context = await env.newContext(name);
  const page = await context.newPage();
  await page.goto(env.app.url);
  await waitForWasm(page);
  await page.click("#play-blokusduo");
  await page.waitForSelector("#new-game");
  await page.check("#rated");
  return { context, page };
}

export const ratingsTests = [
  {
    name: "ratings: a rated game resigned moves the rating, shown after a reload; export, a damaged file refused, import; the graph",
    timeout: 60000,
    async run(env) {
      const { context, page } = await ratedDialog(env, "ratings");
      await page.waitForSelector("#rated-note");
      assert.match(await page.textContent("#rated-note"), /^Your rating: 800 \(0 rated games\)\. A rated game cannot be undone.*You play one seat, the computer the other\.$/);
      assert.equal(await page.textContent("#rated-level"), "Level 1 · Beginner, rated 800");
      await env.screenshot(page, "ratings-new-game");
      await page.click("#start");
      await page.waitForSelector("#resign:enabled");
      assert.equal(await page.textContent("#rated-badge"), "Rated game against level 1 (rated 800)");
      await env.screenshot(page, "ratings-game");
      for (const id of ["#undo", "#hint"]) {
        assert.ok(await page.$eval(id, (b) => b.disabled), `${id} is enabled in a rated game`);
      }
      await page.click("#resign");
      await answerYes(page);
      await page.waitForFunction(() => /Rated game/.test(document.querySelector(".notice.toast")?.textContent ?? ""));
      assert.match(await page.textContent(".notice.toast"), /Rated game: your Blokus Duo rating goes from 800 to 780 \(−20\)\./);
      assert.equal(await page.textContent("#summary-rating"), "Your rating goes from 800 to 780 (−20).");
      await page.click("#summary .actions button:first-child"); // the board, under the game's summary
      await page.click("#records");
      const [record] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
      assert.match(readFileSync(await record.path(), "utf8"), /^\[Rated "800"\]$/m);
      await page.click("#records-close");

      await page.goto(env.app.url + "ratings");
      await waitForWasm(page);
      await page.waitForSelector("#rating-blokusduo");
      assert.equal(await cell(page, "blokusduo", 1), "780");
      assert.equal(await cell(page, "blokusduo", 2), "1");
      assert.equal(await page.$$eval("#rating-graph circle", (c) => c.length), 2);
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#rating-blokusduo");
      assert.equal(await cell(page, "blokusduo", 1), "780");

      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#ratings-export")]);
      assert.match(download.suggestedFilename(), /^impasse-ratings-\d{8}-\d{4}\.txt$/);
      const file = readFileSync(await download.path(), "utf8");
      assert.match(file, /^Impasse ratings 1\nblokusduo \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ 1 800 0\n$/);

      // A damaged file: said, nothing changed.
      await page.fill("#ratings-text", file.replace(" 800 0", " 800 2"));
      await page.click("#ratings-import");
      await page.waitForSelector("#ratings-error:not([hidden])");
      assert.equal(
        await page.textContent("#ratings-error"),
        'This ratings file cannot be read: line 2 ("2"): not a score (1, 0.5 or 0). Nothing was changed.',
      );
      assert.equal(await cell(page, "blokusduo", 1), "780");
      assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem("impasse.ratings"))), file);

      // Twelve games imported over the one, once agreed.
      await page.fill("#ratings-text", history(12));
      await page.click("#ratings-import");
      await answerYes(page);
      await page.waitForFunction(() => document.querySelector("#ratings-done")?.textContent === "Imported: 12 rated games.");
      const rating = await cell(page, "blokusduo", 1);
      assert.equal(await cell(page, "blokusduo", 2), "12");
      assert.equal(await page.$$eval("#rating-graph circle", (c) => c.length), 13);
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#rating-blokusduo");
      assert.equal(await cell(page, "blokusduo", 1), rating);
      await page.waitForSelector("#rating-graph svg");
      await env.screenshot(page, "ratings-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "ratings-desktop");

      // A ratings file opened in a game's records dialog is imported too.
      await page.goto(env.app.url + "play/blokusduo");
      await waitForWasm(page);
      await page.click("#records");
      await page.fill("#import-text", history(3));
      await page.click("#import");
      await answerYes(page);
      await page.waitForFunction(() => document.querySelector(".notice.toast")?.textContent.includes("Imported: 3 rated games."));
      assert.equal(await page.$(".modal.records"), null, "the records dialog is still open");
      await page.goto(env.app.url + "ratings");
      await waitForWasm(page);
      await page.waitForSelector("#rating-blokusduo");
      assert.equal(await cell(page, "blokusduo", 2), "3");
      env.note(`rating after 12 imported games: ${rating}; exported ${JSON.stringify(file)}`);
      await context.close();
      const foreign = env.requests.filter((r) => r.test === "ratings" && new URL(r.url).origin !== env.app.origin && !/^(data|blob):/.test(r.url));
      assert.deepEqual(foreign, [], "requests to other origins");
    },
  },
  {
    name: "ratings: a rated game left for a new one counts as lost, and stays in the history, resigned",
    timeout: 60000,
    async run(env) {
      const { context, page } = await ratedDialog(env, "ratings-left");
      await page.click("#start");
      // A move made, the person's or the computer's.
      await page.waitForFunction(() => document.querySelector("#legal-moves option") || document.querySelectorAll("#move-list li").length > 0);
      if ((await page.$$("#move-list li")).length === 0) {
        await page.fill("#move-box", await page.$eval("#legal-moves option", (o) => o.value));
        await page.press("#move-box", "Enter");
        await page.waitForFunction(() => document.querySelectorAll("#move-list li").length > 0);
      }
      await page.click("#new-game-button");
      await page.waitForSelector("#new-game");
      await page.click("#start");
      await page.waitForSelector("#confirm-text");
      assert.match(await page.textContent("#confirm-text"), /Your rated game of Blokus Duo is not over: leaving it counts as a loss/);
      await answerYes(page);
      await page.waitForFunction(() => !document.querySelector(".modal.new-game"));
      await page.click("#records");
      await page.waitForSelector("#past-1");
      assert.match(await page.textContent("#past-1"), /wins by resignation/);
      await context.close();
    },
  },
];

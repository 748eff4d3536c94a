// The game page's controls as a new player meets them on a phone: a word
// under each symbol, the rules one tap away, the replay in view when it
// opens, a new game said as such; and the settings laid out at 390 px.

import assert from "node:assert/strict";

import { answerYes, newGameShown, startGame, waitForWasm } from "./common.mjs";

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

const eightMoves = `[Game "blokusduo"]
[Seat1 "person"]
[Seat2 "person"]

1. h3,h4,h5,i5,j5 2. d9,e9,e10,e11,f11 3. g6,f7,g7,h7,g8 4. g10,h10,h11,i11,i12
5. i8,i9,j9,j10 6. g12,f13,g13,h13,g14 7. k11,k12,j13,k13,j14 8. c13,b14,c14,d14,e14`;

// The game's controls, in the order shown.
const controls = ["undo", "redo", "hint", "replay", "resign", "records", "new-game-button"];

// phonePage opens the app at url on a touch phone in language lang, with
// storage of its own, and starts a Blokus Duo game between two people.
async function phonePage(env, url, lang) {
  const context = await env.browser.newContext({ ...phone, locale: lang, serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("pageerror", (err) => env.note(`[controls] page error: ${err.message}`));
  await page.goto(url);
  await waitForWasm(page);
  await startGame(page, "blokusduo", ["person", "person"], { tap: true, ready: "#duo-board" });
  return { context, page };
}

// inView reports whether the element selector shows whole in the
// viewport, without scrolling.
const inView = (page, selector) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });

export const controlsTests = [
  {
    name: "controls: a word under each symbol on a phone, the rules one tap away, in English and French",
    timeout: 90000,
    async run(env) {
      for (const [lang, words, rulesTitle] of [
        ["en", ["Undo", "Redo", "Hint", "Replay", "Resign", "Record", "New"], "How to play Blokus Duo"],
        ["fr", ["Annuler", "Rétablir", "Indice", "Revoir", "Abandon", "Notation", "Nouvelle"], "Comment jouer à Blokus Duo"],
      ]) {
        const { context, page } = await phonePage(env, env.app.url, lang);
        const measure = () =>
          page.evaluate((ids) => {
            return ids.map((id) => {
              const b = document.getElementById(id);
              const r = b.getBoundingClientRect();
              const w = b.querySelector(".short");
              const wr = w ? w.getBoundingClientRect() : null;
              return {
                id,
                top: Math.round(r.top),
                w: r.width,
                h: r.height,
                word: w && wr.width > 0 ? w.textContent : "",
                fits: !!wr && wr.left >= r.left - 0.5 && wr.right <= r.right + 0.5,
                label: b.getAttribute("aria-label") || "",
              };
            });
          }, controls);
        const got = await measure();
        env.note(`${lang}: ${got.map((c) => `${c.word} ${c.w.toFixed(0)}×${c.h.toFixed(0)}`).join(", ")}`);
        assert.deepEqual(got.map((c) => c.word), words, "the word under each symbol");
        for (const c of got) {
          assert.ok(c.fits, `${c.id}: its word "${c.word}" runs out of the button`);
          assert.ok(c.w >= 44 && c.h >= 44, `${c.id}: ${c.w}×${c.h}, under 44 px`);
          assert.ok(c.label.length > c.word.length - 4, `${c.id}: aria-label "${c.label}"`);
        }
        assert.equal(new Set(got.map((c) => c.top)).size, 1, "the controls on one row: " + JSON.stringify(got.map((c) => c.top)));
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "the page scrolls sideways");
        assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight), "the game page scrolls");
        await env.screenshot(page, `controls-phone-${lang}`);
        // A 340 px phone: the seven English words still on one row, the
        // longer French ones four to a row; every word in its button.
        await page.setViewportSize({ width: 340, height: 740 });
        const small = await measure();
        for (const c of small) {
          assert.ok(c.fits, `340 px: ${c.id}: its word "${c.word}" runs out of the button`);
        }
        assert.equal(new Set(small.map((c) => c.top)).size, lang === "en" ? 1 : 2, "the rows of controls at 340 px: " + JSON.stringify(small.map((c) => c.top)));
        // Held sideways (667 × 375), the controls have the column beside
        // the board, narrower than the screen: the words take two rows
        // there, in both languages, each in its button and on the screen.
        await page.setViewportSize({ width: 667, height: 375 });
        const sideways = await measure();
        for (const c of sideways) {
          assert.ok(c.fits, `held sideways: ${c.id}: its word "${c.word}" runs out of the button`);
        }
        assert.equal(new Set(sideways.map((c) => c.top)).size, 2, "the rows of controls held sideways: " + JSON.stringify(sideways.map((c) => c.top)));
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "held sideways, the page scrolls sideways");
        await page.setViewportSize({ width: 390, height: 844 });

        // The rules, from the game, and back to it.
        assert.ok(await inView(page, "#game-rules"), "no rules link in view");
        assert.match(await page.getAttribute("#game-rules", "href"), /\/rules\/blokusduo$/);
        await page.tap("#game-rules");
        await page.waitForFunction((t) => document.querySelector(".rules h2")?.textContent === t, rulesTitle);
        await page.goBack();
        await page.waitForSelector("#duo-board");
        await page.setViewportSize({ width: 1280, height: 800 });
        // On a desktop the controls show their whole labels, each in
        // its button (the phone's rows of four are not for its panel).
        const spilled = await page.$$eval(".controls .btn", (bs) => bs.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.id));
        assert.deepEqual(spilled, [], "desktop controls whose label runs out of the button");
        await env.screenshot(page, `controls-desktop-${lang}`);
        await context.close();
      }
    },
  },
  {
    name: "controls: replay on a phone: its bar and Analyse in view when opened, the board's top kept; Play again is said as a new game",
    timeout: 90000,
    async run(env) {
      const { context, page } = await phonePage(env, env.app.url, "en");
      await page.tap("#records");
      await page.fill("#import-text", eightMoves);
      await page.tap("#import");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 8);
      await page.tap("#replay");
      await page.waitForSelector("#replay-bar");
      for (const sel of ["#replay-back", "#replay-slider", "#branch"]) {
        assert.ok(await inView(page, sel), `${sel} is not in view when the replay opens`);
      }
      // The board's top stays under the header; Analyse shows too, unless
      // the page scrolled as far as that allows.
      const { boardTop, headerBottom } = await page.evaluate(() => ({
        boardTop: document.querySelector(".board-wrap").getBoundingClientRect().top,
        headerBottom: document.querySelector(".top").getBoundingClientRect().bottom,
      }));
      assert.ok(boardTop >= headerBottom - 0.5, `the board's top (${boardTop} px) is under the header (${headerBottom} px)`);
      assert.ok((await inView(page, "#analyse")) || boardTop < headerBottom + 1, `Analyse is out of view, the board's top ${boardTop - headerBottom} px under the header`);
      await env.screenshot(page, "controls-replay-phone");
      await page.tap("#replay-close");

      // Held sideways, the page scrolled down to reach Replay: the bar
      // comes up beside the board, which comes back whole under the
      // header.
      await page.setViewportSize({ width: 667, height: 375 });
      assert.ok(await page.evaluate(() => (scrollTo(0, document.documentElement.scrollHeight), scrollY > 0)), "held sideways, the page does not scroll: nothing to check");
      await page.tap("#replay");
      await page.waitForSelector("#replay-bar");
      await page.waitForFunction(() => document.querySelector(".board-wrap").getBoundingClientRect().top >= document.querySelector(".top").getBoundingClientRect().bottom - 0.5, null, { timeout: 5000 }).catch(() => {});
      const sideways = await page.evaluate(() => {
        const box = (s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map(Math.round); };
        return { board: box(".board-wrap"), back: box("#replay-back"), top: document.querySelector(".top").getBoundingClientRect().bottom, h: innerHeight };
      });
      assert.ok(sideways.board[1] >= sideways.top - 0.5 && sideways.board[3] <= sideways.h, `held sideways, the board ${sideways.board} is not whole under the header (${sideways.top})`);
      assert.ok(sideways.back[0] >= sideways.board[2] && sideways.back[1] >= sideways.top && sideways.back[3] <= sideways.h, `held sideways, the replay's Back ${sideways.back} is not in sight beside the board ${sideways.board}`);
      await env.screenshot(page, "controls-replay-sideways");
      await page.tap("#replay-close");
      await page.setViewportSize({ width: 390, height: 844 });

      // A game resigned, then played again: the live region says a new
      // game begins, not that its moves were taken back.
      await page.tap("#resign");
      await answerYes(page, true);
      await page.waitForSelector("#summary");
      await page.tap("#play-again");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 0);
      await page.waitForFunction(() => document.querySelector("#said")?.textContent !== "");
      assert.equal(await page.textContent("#said"), "A new game begins.");
      await context.close();
    },
  },
  {
    name: "controls: on a phone the board stays put while the computer thinks, Move now in Hint's place",
    timeout: 90000,
    async run(env) {
      const context = await env.browser.newContext({ ...phone, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      // The computer answers at a level that thinks a while, past its
      // opening book (which plays its first move and answers the first
      // move with its mirror image, at once): the person's second move,
      // typed.
      await startGame(page, "blokusduo", ["person", 4], { tap: true, ready: "#duo-board" });
      for (let turn = 0; turn < 2; turn++) {
        await page.waitForFunction((n) => document.querySelector("#hint")?.disabled === false && document.querySelectorAll("#move-list li").length === n, 2 * turn);
        const move = await page.$eval("#legal-moves option:last-child", (o) => o.value);
        await page.fill("#move-box", move);
        await page.press("#move-box", "Enter");
      }
      await page.evaluate(() => document.activeElement.blur());
      await page.waitForSelector(".controls #move-now");
      const top = () => page.evaluate(() => document.querySelector(".board-wrap").getBoundingClientRect().top + scrollY);
      const thinking = await top();
      await page.tap("#move-now");
      await page.waitForFunction(() => document.querySelector("#hint")?.disabled === false);
      const turn = await top();
      env.note(`board top: ${thinking} px while the computer thinks, ${turn} px on the person's turn`);
      assert.equal(thinking, turn, "the board moved when the computer's turn ended");
      await context.close();
    },
  },
  {
    name: "header: every game's title whole beside the rules link on a 390 px phone, in English and French",
    timeout: 120000,
    async run(env) {
      for (const lang of ["en", "fr"]) {
        const context = await env.browser.newContext({ ...phone, locale: lang, serviceWorkers: "block" });
        const page = await context.newPage();
        await page.goto(env.app.url);
        await waitForWasm(page);
        const ids = await page.$$eval("[id^=play-]", (els) => els.map((e) => e.id.slice(5)));
        assert.equal(ids.length, 12, "the games on the home page");
        const cut = [];
        for (const id of ids) {
          await page.tap(".top .nav.home");
          await page.tap(`#play-${id}`);
          await page.waitForSelector("#new-game");
          await page.tap("#start");
          await newGameShown(page, { tap: true, ready: "#game-rules" });
          const h = await page.$eval(".top .title", (t) => ({ text: t.textContent, whole: t.scrollWidth <= t.clientWidth }));
          if (!h.whole) cut.push(h.text);
          assert.ok(await inView(page, "#game-rules"), `${id}: no rules link in view`);
        }
        assert.deepEqual(cut, [], `${lang}: titles cut short`);
        await context.close();
      }
    },
  },
  {
    name: "controls: settings at 390 px: each checkbox beside its label, no choice cut, in English and French",
    timeout: 60000,
    async run(env) {
      for (const lang of ["en", "fr"]) {
        const context = await env.browser.newContext({ ...phone, locale: lang, serviceWorkers: "block" });
        const page = await context.newPage();
        await page.goto(env.app.url + "settings");
        await waitForWasm(page);
        await page.waitForSelector("#set-sound");
        const checks = await page.$$eval(".settings .check", (rows) =>
          rows.map((row) => {
            const box = row.querySelector("input").getBoundingClientRect();
            const text = row.querySelector("span").getBoundingClientRect();
            return { text: row.textContent, beside: text.left >= box.right && text.top < box.bottom && box.top < text.bottom };
          }),
        );
        for (const c of checks) {
          assert.ok(c.beside, `${lang}: the checkbox of "${c.text}" is not beside its label`);
        }
        // Each select's choice shown whole: its text narrower than the
        // select less its padding and arrow.
        const selects = await page.$$eval(".settings select", (sels) =>
          sels.map((sel) => {
            const cs = getComputedStyle(sel);
            const ctx = document.createElement("canvas").getContext("2d");
            ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            const text = sel.options[sel.selectedIndex].text;
            const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;
            return { text, width: ctx.measureText(text).width, room };
          }),
        );
        for (const s of selects) {
          assert.ok(s.width <= s.room, `${lang}: "${s.text}" (${s.width.toFixed(0)} px) is cut in a select with room for ${s.room.toFixed(0)}`);
        }
        // The menus line up, one above the other, as wide as each other.
        const edges = await page.$$eval(".settings select", (sels) => sels.map((e) => { const b = e.getBoundingClientRect(); return `${Math.round(b.left)}–${Math.round(b.right)}`; }));
        assert.equal(new Set(edges).size, 1, `${lang}: the menus' edges ${edges}`);
        await env.screenshot(page, `controls-settings-phone-${lang}`);
        await context.close();
      }
    },
  },
  {
    name: "controls: a reader's larger default text is honoured: the text grows, the controls keep their words, nothing scrolls sideways",
    timeout: 60000,
    async run(env) {
      const context = await env.browser.newContext({ ...phone, serviceWorkers: "block" });
      const page = await context.newPage();
      // The browser's own setting of the default font size (24 px for 16).
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 20 } });
      await page.goto(env.app.url);
      await waitForWasm(page);
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).fontSize), "24px", "the reader's default size is not the page's");
      assert.equal(await sideways(), 0, "the home page scrolls sideways");
      await startGame(page, "blokusduo", ["person", "person"], { tap: true, ready: "#duo-board" });
      assert.equal(await sideways(), 0, "the game page scrolls sideways");
      const cut = await page.evaluate((ids) => ids.filter((id) => {
        const b = document.getElementById(id).getBoundingClientRect();
        const w = document.getElementById(id).querySelector(".short").getBoundingClientRect();
        return w.left < b.left - 0.5 || w.right > b.right + 0.5;
      }), controls);
      assert.deepEqual(cut, [], "controls whose word runs out of the button");
      await env.screenshot(page, "controls-big-text");
      await context.close();
    },
  },
  {
    name: "controls: a phone held sideways shows the whole board under the header, the players, its tools and the controls beside it; lessons and puzzles say what they ask beside it",
    timeout: 180000,
    async run(env) {
      // One game of each board: the compendium's, Blockade's, Blockers!',
      // Bloqs' and Blokus Duo's.
      let scrolled = 0; // the most a page scrolled before its board took the focus
      for (const [w, h] of [[667, 375], [844, 390]]) {
        const context = await env.browser.newContext({ ...phone, viewport: { width: w, height: h }, serviceWorkers: "block" });
        const page = await context.newPage();
        await page.goto(env.app.url);
        await waitForWasm(page);
        for (const id of ["saute", "blockade", "blockers", "bloqs", "blokusduo"]) {
          await page.goto(env.app.url);
          await waitForWasm(page);
          await startGame(page, id, ["person", 1], { tap: true, ready: ".board-wrap" });
          await page.waitForTimeout(300); // the focus's scroll
          const fit = await page.evaluate(() => {
            const b = document.querySelector(".board-wrap").getBoundingClientRect();
            const top = document.querySelector(".top").getBoundingClientRect().bottom;
            const seats = document.querySelector(".hud .seats").getBoundingClientRect();
            const undo = document.querySelector("#undo").getBoundingClientRect();
            return { board: [Math.round(b.left), Math.round(b.top), Math.round(b.right), Math.round(b.bottom)], top, seatsTop: seats.top, w: innerWidth, h: innerHeight, undo: [undo.left, undo.top, undo.right, undo.bottom].map(Math.round) };
          });
          env.note(`${id} at ${w} × ${h}: board ${fit.board.join(",")}`);
          assert.ok(fit.board[1] >= fit.top && fit.board[3] <= fit.h && fit.board[2] <= fit.w, `${id} at ${w} × ${h}: the board ${fit.board} is not whole under the header (${fit.top})`);
          assert.ok(fit.board[3] - fit.board[1] >= 0.7 * (fit.h - fit.top), `${id} at ${w} × ${h}: the board ${fit.board} leaves the height unused`);
          assert.ok(fit.seatsTop >= fit.top, `${id} at ${w} × ${h}: the players are under the header`);
          // The controls in sight beside the board (Blockers' own panel,
          // the tiles and the scores, is taller: they follow under it).
          if (id !== "blockers") {
            assert.ok(fit.undo[0] >= fit.board[2] && fit.undo[3] <= fit.h, `${id} at ${w} × ${h}: Undo ${fit.undo} is not in sight beside the board ${fit.board}`);
          }
          // The page scrolled to its foot, the board taking the focus
          // (a keyboard's Tab) comes back whole under the header.
          const back = await page.evaluate(async () => {
            scrollTo(0, document.documentElement.scrollHeight);
            await new Promise(requestAnimationFrame);
            const scrolled = scrollY;
            const board = document.querySelector(".board-wrap");
            board.blur();
            board.focus();
            await new Promise(requestAnimationFrame);
            const b = board.getBoundingClientRect();
            return { scrolled, top: document.querySelector(".top").getBoundingClientRect().bottom, board: [b.top, b.bottom].map(Math.round), h: innerHeight };
          });
          assert.ok(back.board[0] >= back.top && back.board[1] <= back.h, `${id} at ${w} × ${h}: scrolled ${back.scrolled} px, then focused, the board ${back.board} is not whole under the header (${back.top}) in ${back.h} px`);
          scrolled = Math.max(scrolled, back.scrolled);
        }
        // A lesson and a puzzle: the board whole, with what they ask
        // beside it.
        for (const [path, ask] of [["learn/empire", "#lesson-say"], ["learn/blokusduo", "#lesson-say"], ["puzzles/blockade", ".hud"]]) {
          await page.goto(env.app.url + path);
          await waitForWasm(page);
          await page.waitForSelector(".board-wrap");
          const fit = await page.evaluate((ask) => {
            const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map(Math.round); };
            return { board: box(document.querySelector(".board-wrap")), ask: box(document.querySelector(ask)), top: document.querySelector(".top").getBoundingClientRect().bottom, h: innerHeight };
          }, ask);
          env.note(`${path} at ${w} × ${h}: board ${fit.board.join(",")}, ${ask} ${fit.ask.join(",")}`);
          assert.ok(fit.board[1] >= fit.top && fit.board[3] <= fit.h, `${path} at ${w} × ${h}: the board ${fit.board} is not whole under the header`);
          assert.ok(fit.ask[0] >= fit.board[2] && fit.ask[1] >= fit.top && fit.ask[3] <= fit.h, `${path} at ${w} × ${h}: ${ask} ${fit.ask} is not beside the board ${fit.board}`);
        }
        await context.close();
      }
      assert.ok(scrolled > 0, "no game's page scrolled before its board took the focus: the focus check checked nothing");
    },
  },
];

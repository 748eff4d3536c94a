// Browser tests of the user interface: a person plays Blokus Duo through
// the screens, by clicking and by tapping, as a player would.

import assert from "node:assert/strict";

import { moveCount, startGame as openGame, waitForWasm } from "./common.mjs";
import { parseSquare, shapeKey, squareName, squarePoint } from "./duoboard.mjs";

async function previewCells(page) {
  return (await page.$$eval("#preview [data-sq]", (els) => els.map((e) => e.dataset.sq))).map(parseSquare);
}

// startGame opens the new-game dialog of Blokus Duo with the given seats
// ("person" or a computer level) and starts.
export const startGame = (page, seats) => openGame(page, "blokusduo", seats, { ready: "#duo-board" });

// playHint plays, by mouse, the move the computer suggests: ask for a
// hint, turn and flip the piece it picked (scramble quarter turns, and a
// flip when scramble is odd, so that the mouse has some turning to do),
// then turn and flip it until the preview has the hint's shape, move it
// over the hint and click. Should the picked piece not match, each other
// piece of that size is tried. It returns the squares played.
export async function playHint(page, { rotations, scramble = 0 } = {}) {
  const before = await moveCount(page);
  await page.click("#hint");
  await page.waitForSelector("svg.overlay rect.hint", { timeout: 60000 });
  const hint = (await page.$$eval("svg.overlay rect.hint", (els) => els.map((e) => e.dataset.sq))).map(parseSquare);
  const want = shapeKey(hint);
  const pieces = await page.$$eval(`#tray-0 button.piece:not([disabled]), #tray-1 button.piece:not([disabled])`, (els) =>
    els.map((e) => ({ id: e.id, size: +e.dataset.size, picked: e.classList.contains("selected") })),
  );
  const sized = pieces.filter((p) => p.size === hint.length).sort((a, b) => b.picked - a.picked);
  for (const p of sized) {
    if (!p.picked) {
      await page.click("#" + p.id);
    } else {
      for (let k = 0; k < scramble % 4; k++) {
        await page.keyboard.press("r");
      }
      if (scramble % 2 === 1) {
        await page.click("#flip");
      }
      // The hint put the piece down on its squares; the mouse takes it
      // along. Wait until it is drawn under the pointer, lest the shape
      // read below be the one still on the hint's squares (it stays
      // there only if the pointer's square is the hint's handle's, and
      // then the squares are the same).
      const mid = await squarePoint(page, [6, 6]);
      await page.mouse.move(mid.x, mid.y);
      const on = hint.map(([c, r]) => squareName(c, r)).sort().join(" ");
      await page
        .waitForFunction((on) => [...document.querySelectorAll("#preview [data-sq]")].map((e) => e.dataset.sq).sort().join(" ") !== on, on, { timeout: 1000 })
        .catch(() => {});
    }
    for (let o = 0; o < 8; o++) {
      // Hover the middle of the board to see the piece's shape.
      const mid = await squarePoint(page, [6, 6]);
      await page.mouse.move(mid.x, mid.y);
      await page.waitForSelector("#preview");
      const cells = await previewCells(page);
      if (cells.length === hint.length && shapeKey(cells) === want) {
        // Move the handle so the preview lands on the hint.
        const dc = Math.min(...hint.map((s) => s[0])) - Math.min(...cells.map((s) => s[0]));
        const dr = Math.min(...hint.map((s) => s[1])) - Math.min(...cells.map((s) => s[1]));
        const to = await squarePoint(page, [6 + dc, 6 + dr]);
        await page.mouse.move(to.x, to.y);
        await page.waitForSelector('#preview[data-state="legal"]', { timeout: 5000 });
        await page.mouse.click(to.x, to.y);
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 10000 });
        if (rotations) {
          rotations.count += o;
        }
        return hint;
      }
      // Next orientation: four turns, then flip.
      if (o === 3) {
        await page.click("#flip");
      } else {
        await page.keyboard.press("r");
      }
    }
  }
  throw new Error("no piece matches the hint " + hint.map(([c, r]) => squareName(c, r)).join(","));
}

// boardSquares counts each colour's squares on the board.
async function boardSquares(page) {
  return page.$$eval("svg.board:not(.overlay):not(.mini) g.cell", (els) => {
    const n = [0, 0];
    for (const e of els) {
      n[e.classList.contains("seat0") ? 0 : 1]++;
    }
    return n;
  });
}

async function seatScores(page) {
  return page.$$eval(".seats .score", (els) => els.map((e) => +e.textContent.replace("−", "-")));
}

export const uiTests = [
  {
    name: "a whole game of Blokus Duo against the computer, by mouse",
    timeout: 420000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("request", (r) => env.requests.push({ test: "ui-game", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[ui-game] page error: ${err.message}`));
      const consoleLog = [];
      page.on("console", (m) => consoleLog.push(`${m.type()}: ${m.text()}`));
      page.on("worker", (w) => w.on("console", (m) => consoleLog.push(`worker ${m.type()}: ${m.text()}`)));
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, ["person", 1]);
      await env.screenshot(page, "desktop-start");
      // A click where the piece does not fit plays nothing and says why.
      await page.click("#piece-X");
      const far = await squarePoint(page, [2, 2]);
      await page.mouse.click(far.x, far.y);
      await page.waitForSelector('#preview[data-state="illegal"]');
      assert.equal(await page.textContent("#duo-why"), "Your first piece must cover a starting point (a ring).");
      assert.equal(await moveCount(page), 0, "a click where the piece does not fit played it");
      await page.click("#drop");
      const rotations = { count: 0 };
      let mine = 0;
      for (let turn = 0; turn < 60; turn++) {
        // Wait for my turn or the end.
        try {
          await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector("#hint")?.disabled === false, null, {
            timeout: 60000,
          });
        } catch (err) {
          await env.screenshot(page, "desktop-stuck");
          env.note("console:\n" + consoleLog.slice(-40).join("\n"));
          env.note("status: " + (await page.textContent("#status")) + "; toast: " + (await page.textContent(".notice").catch(() => "")));
          throw err;
        }
        if (await page.$("#summary")) {
          break;
        }
        await playHint(page, { rotations, scramble: turn });
        mine++;
        if (mine === 3) {
          await env.screenshot(page, "desktop-midgame");
        }
      }
      await page.waitForSelector("#summary", { timeout: 60000 });
      await env.screenshot(page, "desktop-summary");
      env.note(`played ${mine} moves by mouse, with ${rotations.count} turns and flips`);
      assert.ok(mine >= 8, `only ${mine} moves played`);
      // The summary's scores agree with the board: -1 per square in hand
      // (89 squares each), +15 for all 21 pieces, +5 more for the
      // monomino last.
      const squares = await boardSquares(page);
      const totals = await page.$$eval("#summary tr.total td", (els) => els.map((e) => +e.textContent.replace("−", "-")));
      for (let c = 0; c < 2; c++) {
        const left = 89 - squares[c];
        const base = -left;
        assert.ok(totals[c] === base || (left === 0 && (totals[c] === 15 || totals[c] === 20)),
          `seat ${c}: summary says ${totals[c]}, board has ${squares[c]} squares`);
      }
      assert.deepEqual(await seatScores(page), totals);
      const title = await page.textContent("#summary h2");
      const want = totals[0] > totals[1] ? /Purple wins/ : totals[0] < totals[1] ? /Orange wins/ : /Draw/;
      assert.match(title, want);
      // The result's rows explain the score.
      const rows = await page.$$eval("#summary tbody tr", (els) => els.length);
      assert.equal(rows, 4);
      await context.close();
    },
  },
  {
    name: "undo, redo, and a reload brings the game back",
    timeout: 180000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("request", (r) => env.requests.push({ test: "ui-undo", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, ["person", 1]);
      await playHint(page);
      await page.waitForFunction(() => document.querySelector("#hint")?.disabled === false, null, { timeout: 30000 });
      await playHint(page);
      await page.waitForFunction(() => document.querySelector("#hint")?.disabled === false, null, { timeout: 30000 });
      assert.equal(await moveCount(page), 4);
      const four = await boardSquares(page);
      // Undo takes back the computer's reply and my move.
      await page.click("#undo");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2);
      const two = await boardSquares(page);
      assert.ok(two[0] < four[0] && two[1] < four[1], `undo left ${two} of ${four}`);
      await page.click("#redo");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length === 4);
      assert.deepEqual(await boardSquares(page), four);
      const moves = await page.$$eval("#move-list li", (els) => els.map((e) => e.textContent));
      // Reload: the same game, the same moves, my turn (the address
      // is the game's page); and from the game list, Continue comes back
      // to it.
      assert.match(page.url(), /\/play\/blokusduo$/);
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#duo-board");
      assert.deepEqual(await page.$$eval("#move-list li", (els) => els.map((e) => e.textContent)), moves);
      await page.click(".top .home");
      await page.click("#continue-blokusduo");
      await page.waitForSelector("#duo-board");
      assert.deepEqual(await page.$$eval("#move-list li", (els) => els.map((e) => e.textContent)), moves);
      assert.deepEqual(await boardSquares(page), four);
      // Back goes from the game to the game list, Forward to the game.
      await page.goBack();
      await page.waitForSelector("#continue-blokusduo");
      await page.goForward();
      await page.waitForSelector("#duo-board");
      // A game of another game starts without ending this one: both
      // can be continued from the game list.
      await page.click(".top .home");
      await openGame(page, "blockade", ["person", "person"], { ready: "#bk-board" });
      await page.click(".top .home");
      await page.waitForSelector("#continue-blokusduo");
      await page.waitForSelector("#continue-blockade");
      // A corrupt save is reported and set aside, never a blank page.
      await page.evaluate(() => localStorage.setItem("impasse.game.blokusduo", JSON.stringify("{not json")));
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector(".notice.toast");
      const msg = await page.textContent(".notice.toast");
      assert.match(msg, /could not be taken up/);
      assert.equal(await page.$("#continue-blokusduo"), null);
      const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("impasse.aside.")).length);
      assert.ok(aside >= 1, "the corrupt save was not kept aside");
      await page.waitForSelector("#play-blokusduo");
      await context.close();
    },
  },
  {
    name: "settings: language, theme and rules pages",
    timeout: 60000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
      context.on("request", (r) => env.requests.push({ test: "ui-settings", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.click(".top .settings");
      await page.selectOption("#set-lang", "fr");
      await page.waitForFunction(() => document.querySelector(".settings h2").textContent === "Réglages");
      assert.equal(await page.getAttribute("html", "lang"), "fr");
      await page.selectOption("#set-theme", "dark");
      await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
      // The browser's bar takes the header's colour.
      const themeColor = () => page.getAttribute('meta[name="theme-color"]', "content");
      assert.equal(await themeColor(), "#1f2226", "the dark theme's bar");
      await env.screenshot(page, "settings-dark");
      // The choice is kept: a reload comes back in French, dark.
      await page.reload();
      await waitForWasm(page);
      await page.waitForFunction(() => document.documentElement.dataset.theme === "dark" && document.documentElement.lang === "fr");
      // A game's page has its own title and description, in French.
      await page.goto(env.app.url + "play/saute");
      await waitForWasm(page);
      await page.waitForFunction(() => document.title === "Saute — Impasse");
      assert.match(await page.getAttribute('meta[name="description"]', "content"), /^Saute : Sautez le long de votre rangée/);
      // The version is the server's, not "dev".
      await page.goto(env.app.url + "settings");
      await waitForWasm(page);
      // Back to the system's theme (the first choice, whose value is
      // empty): no theme is set or kept, not the choice's words.
      await page.selectOption("#set-theme", { index: 0 });
      await page.waitForFunction(() => !document.documentElement.dataset.theme);
      assert.equal(await themeColor(), "#ffffff", "the system's (light) theme's bar");
      const kept = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("impasse.settings"))));
      assert.equal(kept.theme ?? "", "", `the theme kept: ${JSON.stringify(kept)}`);
      await page.selectOption("#set-theme", "dark");
      await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
      assert.doesNotMatch(await page.textContent(".settings .version"), /dev$/);
      // A rules page from the game list; Back comes home.
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.click("#rules-blokusduo");
      await page.waitForSelector(".rules figure svg");
      assert.match(page.url(), /\/rules\/blokusduo$/);
      assert.match(await page.textContent(".rules h2"), /Blokus Duo/);
      // The rules in French, read from their file.
      assert.match(await page.textContent(".rules-text h3"), /^Le but$/);
      await env.screenshot(page, "rules-fr");
      await page.goBack();
      await page.waitForSelector("#play-blokusduo");
      // A link of the first version is taken to its page.
      await page.goto(env.app.url + "#rules/blockade");
      await waitForWasm(page);
      await page.waitForSelector(".rules h2");
      assert.match(page.url(), /\/rules\/blockade$/);
      // An unknown address: the not-found page, with a way home.
      for (const bad of ["rules/chess", "no/such/page"]) {
        await page.goto(env.app.url + bad);
        await waitForWasm(page);
        await page.waitForSelector("#not-found");
        await page.click("#not-found a");
        await page.waitForSelector("#play-blokusduo");
      }
      await context.close();
    },
  },
  {
    name: "a phone plays by tapping, in French",
    timeout: 180000,
    async run(env) {
      const context = await env.browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale: "fr-FR",
      });
      context.on("request", (r) => env.requests.push({ test: "ui-phone", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      assert.match(await page.textContent(".home .intro"), /Choisissez un jeu/);
      await page.tap("#play-blokusduo");
      await page.waitForSelector("#new-game");
      await page.tap("#start");
      await page.waitForSelector("#duo-board");
      await env.screenshot(page, "phone-start");
      // Nothing scrolls: the game fits the screen.
      const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
      assert.ok(fits, "the game page scrolls on a phone");
      assert.equal(await page.$eval("#duo-why", (e) => e.getBoundingClientRect().height), 0, "no reason, yet a box on the board");
      // Tap a piece, tap a square near the starting point: the piece
      // snaps to a legal place and waits; tap it again to play.
      await page.tap("#piece-X");
      // Set down far from the starting points first: refused, and the
      // rule said, in the element that was there before (a live region
      // put in afresh is not announced).
      const why = await page.$("#duo-why");
      const far = await squarePoint(page, [2, 2]);
      await page.touchscreen.tap(far.x, far.y);
      await page.waitForSelector('#preview[data-state="illegal"]');
      assert.equal(await page.textContent("#duo-why"), "Votre première pièce doit couvrir un point de départ (un rond).");
      assert.ok(await why.evaluate((el) => el.isConnected && el.getAttribute("role") === "status"), "the reason's live region was replaced");
      // The reason lies on the board, clear of the piece, and nothing
      // under the board moved: the page still fits the screen.
      const [reason, board, piece] = await Promise.all(["#duo-why", "#duo-board", "#preview"].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON())));
      assert.ok(reason.top >= board.top && reason.bottom <= board.bottom, "the reason is not on the board");
      assert.ok(reason.bottom <= piece.top || reason.top >= piece.bottom, "the reason covers the piece");
      assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1), "the reason made the page scroll");
      await env.screenshot(page, "phone-refused");
      const at = await squarePoint(page, [4, 9]);
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForSelector('#preview[data-state="legal"]');
      await page.waitForSelector("#place");
      assert.equal(await page.textContent("#duo-why"), "", "a reason for a legal place");
      assert.equal(await page.$eval("#duo-why", (e) => e.getBoundingClientRect().height), 0, "no reason, yet a box on the board");
      await env.screenshot(page, "phone-preview");
      assert.equal(await moveCount(page), 0, "a single tap played the move");
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 1);
      // The computer answers; then a second move, confirmed with the
      // Place button after a turn.
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 2, null, { timeout: 30000 });
      const sizes = await page.$$eval("#tray-0 button.piece:not([disabled])", (els) => els.map((e) => e.id));
      assert.ok(sizes.length > 10, "pieces left to play");
      await page.tap("#" + sizes[sizes.length - 1]);
      await page.tap("#rotate");
      const targets = await page.$$eval("svg.overlay circle.target", (els) => els.length);
      assert.ok(targets > 0, "no targets shown for the selected piece");
      await env.screenshot(page, "phone-targets");
      await context.close();
    },
  },
  {
    name: "a phone: a tap after a turn moves the preview, and the hint picks and names its piece",
    timeout: 180000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      context.on("request", (r) => env.requests.push({ test: "ui-phone-turn", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.tap("#play-blokusduo");
      await page.waitForSelector("#new-game");
      await page.tap("#start");
      await page.waitForSelector("#duo-board");
      // The L5 put down by the starting point, then turned: the turned
      // preview covers squares the person has not seen it on.
      await page.tap("#piece-L5");
      const near = await squarePoint(page, [4, 9]);
      await page.touchscreen.tap(near.x, near.y);
      await page.waitForSelector('#preview[data-state="legal"]');
      const cellsOf = () => page.$$eval("#preview [data-sq]", (els) => els.map((e) => e.getAttribute("data-sq")).sort().join());
      const before = await cellsOf();
      await page.tap("#rotate");
      await page.waitForFunction((before) => [...document.querySelectorAll("#preview [data-sq]")].map((e) => e.getAttribute("data-sq")).sort().join() !== before, before);
      await page.waitForSelector('#preview[data-state="legal"]');
      const turned = await cellsOf();
      // A tap on a square of the turned preview moves it there: no move.
      const sq = turned.split(",").find((name) => !before.split(",").includes(name)) || turned.split(",")[0];
      const at = await squarePoint(page, parseSquare(sq));
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForTimeout(500);
      assert.equal(await moveCount(page), 0, "a tap on the turned preview, unseen there, played it");
      await env.screenshot(page, "phone-turned-tapped");
      // The preview now shown covers the tapped square: a tap places it.
      await page.waitForSelector(`#preview[data-state="legal"] [data-sq="${sq}"]`);
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 1);
      // The computer answers; the hint then picks its piece, shows it on
      // its squares and names it; Place plays it.
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 2, null, { timeout: 30000 });
      await page.waitForFunction(() => document.querySelector("#hint")?.disabled === false, null, { timeout: 30000 });
      await page.tap("#hint");
      await page.waitForFunction(() => document.querySelector("#hint-words")?.textContent !== "", null, { timeout: 60000 });
      assert.match(await page.textContent("#hint-words"), /^Hint: \S+ places the .+ on [a-n]\d+/);
      await page.waitForSelector('#tray-0 .piece.selected, #tray-1 .piece.selected');
      await page.waitForSelector('#preview[data-state="legal"]');
      const hinted = await page.$$eval("svg.overlay rect.hint", (els) => els.map((e) => e.getAttribute("data-sq")).sort().join());
      assert.equal(await cellsOf(), hinted, "the preview stands on the hint's squares");
      await env.screenshot(page, "phone-hint-picked");
      await page.tap("#place");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 3);
      await context.close();
    },
  },
];

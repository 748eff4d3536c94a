// Browser tests of what lets everyone play: whole games played with the
// keyboard alone (the move box, the keys), Escape closing the dialogs,
// the live region saying each move, axe-core's checks of every page in
// both themes, and screenshots of every game at three widths in both
// themes.

import assert from "node:assert/strict";
import { createRequire } from "node:module";

import { focusedMatches, moveCount, startByKeys, startGame, tabTo, waitForWasm } from "./common.mjs";
import { playHint, startGame as startDuo } from "./ui.mjs";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// myTurn waits until the box suggests moves (the person's turn) or the
// game is over, and tells which.
async function myTurn(page, timeout = 90000) {
  await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector("#legal-moves option"), null, {
    timeout,
  });
  return !(await page.$("#summary"));
}

// saidWords returns, for game id, what the live region must say of a
// move in words, given the mover's name and the move's notation: a
// sentence or the start of one, never the notation alone.
const saidWords = {
  blokusduo: (who, move) => (move === "pass" ? `${who} passes` : new RegExp(`${who} places the [\\w-]+ on ${move.replaceAll(",", ", ")};`)),
  blockade: (who, move) => {
    if (move === "pass") {
      return `${who} can neither move nor place a wall`;
    }
    const [pawn, wall] = move.split("/");
    if (!pawn) {
      return `${who} has no pawn move and places a ${wallWords(wall)}`;
    }
    const [from, to] = pawn.split("-");
    return `${who} moves a pawn from ${from} to ${to}` + (wall ? `, then places a ${wallWords(wall)}` : "");
  },
};

// wallWords says a Blockade wall such as "e5h" as the live region does:
// "horizontal wall above e5 and f5", "vertical wall right of e5 and e6".
function wallWords(wall) {
  const col = wall[0];
  const row = Number(wall.slice(1, -1));
  if (wall.endsWith("h")) {
    return `horizontal wall above ${col}${row} and ${String.fromCharCode(col.charCodeAt(0) + 1)}${row}`;
  }
  return `vertical wall right of ${col}${row} and ${col}${row + 1}`;
}

// saysInOrder asserts that text says each of wants (strings or regular
// expressions) in turn.
function saysInOrder(text, wants) {
  let from = 0;
  for (const want of wants) {
    const rest = text.slice(from);
    const at = typeof want === "string" ? rest.indexOf(want) : rest.search(want);
    assert.ok(at >= 0, `the live region says ${want} after …${text.slice(Math.max(0, from - 80), from)}`);
    from += at + 1;
  }
}

// playByKeys plays game id against the computer's level 1 with the keys
// alone, each turn the first move the box suggests for what pick types;
// it reads the board in words, checks that the live region says each
// move in words, both sides', and returns the number of moves played.
async function playByKeys(env, page, id, pick = () => "") {
  await startByKeys(env, page, id);
  assert.ok(await myTurn(page), "the person moves first");

  // ? lists the keys, Escape closes the list; / goes to the box.
  await page.keyboard.press("Escape");
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press("?");
  await page.waitForSelector("#keys");
  assert.ok((await page.$$("#keys tr")).length > 4, "the board's own keys listed with the page's");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#keys", { state: "detached" });
  await page.keyboard.press("/");
  assert.ok(await focusedMatches(page, "#move-box"), "/ goes to the move box");

  // Nonsense is refused in words, and nothing is played.
  await page.keyboard.type("zz9");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#move-msg").textContent !== "");
  assert.equal(await moveCount(page), 0, "nonsense plays nothing");
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");

  // The board in words opens from the keyboard and reads as sentences.
  await tabTo(page, "#board-words-toggle");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#board-words-body p");
  assert.equal(await page.$eval("#board-words-toggle", (e) => e.getAttribute("aria-expanded")), "true", "the button says the words are shown");
  const words = await page.$eval("#board-words-body", (e) => e.innerText);
  assert.match(words, /to move\./, "the board in words says whose turn it is");
  assert.match(words, id === "blokusduo" ? /Purple may start a piece on .*e10/ : /White: pawns on d4 \(7 steps from a goal\), h4/, "and where the pieces are");
  await page.keyboard.press("/");
  assert.ok(await focusedMatches(page, "#move-box"), "/ goes back to the move box");

  // Every text the live region takes, in order.
  await page.evaluate(() => {
    window.saidTexts = [];
    new MutationObserver(() => {
      const t = document.querySelector("#said")?.textContent;
      if (t && t !== window.saidTexts.at(-1)) {
        window.saidTexts.push(t);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  for (let turn = 0; turn < 400; turn++) {
    if (!(await myTurn(page))) {
      break;
    }
    const before = await moveCount(page);
    const typed = pick(turn);
    await page.keyboard.type(typed);
    await page.waitForFunction(() => document.querySelector("#legal-moves option"));
    const move = await page.$eval("#legal-moves option", (o) => o.value);
    await page.keyboard.type(move.slice(typed.length));
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before);
    // The focus stays in the move box, unless the move ended the game:
    // then it goes into the summary that opens.
    assert.ok((await focusedMatches(page, "#move-box")) || (await focusedMatches(page, "#summary *")), "the focus stays in the move box");
    assert.equal(await page.$eval(`#move-list li:nth-child(${before + 1})`, (e) => e.textContent.trim()), move, "the move typed played");
    if (turn === 0) {
      // The board in words, still open, follows the game.
      await page.waitForFunction((w) => document.querySelector("#board-words-body").innerText !== w, words, { timeout: 5000 });
    }
  }
  await page.waitForSelector("#summary", { timeout: 90000 });
  await page.waitForFunction(() => document.activeElement.closest("#summary"), null, { timeout: 5000 });
  const n = await moveCount(page);
  const want = [];
  for (let i = 1; i <= n; i++) {
    want.push(saidWords[id](await sayer(page, i), await page.$eval(`#move-list li:nth-child(${i})`, (e) => e.textContent.trim())));
  }
  // Moves that come together (a pass played at once, the computer's
  // answer) are said together.
  const said = await page.evaluate(() => window.saidTexts);
  saysInOrder(said.join(" "), want);
  assert.ok(!said.some((t) => / played /.test(t)), "no move said as bare notation");
  env.note(`${id}: the live region said, for instance: ${said.at(-2)}`);

  return n;
}

// sayer returns the name of the seat that played move n (1-based), from
// the seat list of the page: the seat whose chip colour the move list's
// chip has.
// saysUndo closes the summary of a finished game, takes a move back and
// checks that the live region says so, in words.
async function saysUndo(env, page, id) {
  await page.click("#summary .actions button:first-child");
  await page.waitForSelector("#summary", { state: "detached" });
  await page.click("#undo");
  await page.waitForFunction(() => document.querySelector("#said").textContent.startsWith("Taken back: "));
  const back = await page.$eval("#said", (e) => e.textContent);
  assert.ok(!/ played /.test(back), "the move taken back is said in words, not bare notation");
  env.note(`${id}: after undo the live region said: ${back}`);
}

async function sayer(page, n) {
  return page.evaluate((n) => {
    const colour = document.querySelector(`#move-list li:nth-child(${n}) .chip`).style.background;
    for (const seat of document.querySelectorAll(".hud .seat")) {
      if (seat.querySelector(".chip").style.background === colour) {
        return seat.querySelector(".name").textContent;
      }
    }
    return "?";
  }, n);
}

// axeViolations runs axe-core in the page and returns its serious and
// critical violations, one line each.
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) {
    await page.addScriptTag({ path: axePath });
  }
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(", ")}`);
  });
}

// setTheme chooses a theme ("light" or "dark") on the settings page,
// opened from the page shown without loading the app again.
async function setTheme(page, theme) {
  if (!(await page.$("#set-theme"))) {
    await page.click(".top .settings");
  }
  await page.selectOption("#set-theme", theme);
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

// gameIDs returns the ids of the games on the home page.
const gameIDs = (page) => page.$$eval("[id^=play-]", (els) => els.map((e) => e.id.slice("play-".length)));

// openGame goes home and opens game id as a player would, without loading
// the app again: its game in progress, or a new one of the new-game
// dialog's default seats (a person, then the computer).
async function openGame(env, page, id) {
  await page.click(".top .home");
  await page.waitForSelector(`#play-${id}`);
  await page.click((await page.$(`#continue-${id}`)) ? `#continue-${id}` : `#play-${id}`);
  await page.waitForSelector(".modal.new-game, #move-box");
  if (await page.$(".modal.new-game")) {
    await page.click("#start");
    await page.waitForSelector("#move-box");
  }
}

export const accessTests = [
  {
    name: "access: on a touch screen a dialog that closes leaves the board without the keyboard's cursor",
    timeout: 60000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      // Start, tapped, closes the dialog and leaves the page its Play
      // button was on: the focus does not go to the board, which would
      // draw its keyboard cursor.
      await startGame(page, "alignement", ["person", "person"], { tap: true, ready: ".bz" });
      await page.waitForTimeout(500);
      assert.equal(await focusedMatches(page, ".board-wrap"), false, "the board took the focus on a touch screen");
      await context.close();
    },
  },
  {
    name: "access: a whole Blokus Duo game by the keyboard alone, each move said",
    timeout: 900000,
    async run(env) {
      const context = await env.newContext("access-duo");
      const page = await context.newPage();
      const n = await playByKeys(env, page, "blokusduo");
      env.note(`Blokus Duo by keys: ${n} moves`);
      await env.screenshot(page, "access-duo-end");
      await saysUndo(env, page, "blokusduo");
      await context.close();
    },
  },
  {
    name: "access: a whole Blockade game by the keyboard alone, each move said",
    timeout: 900000,
    async run(env) {
      const context = await env.newContext("access-blockade");
      const page = await context.newPage();
      const n = await playByKeys(env, page, "blockade");
      env.note(`Blockade by keys: ${n} moves`);
      await saysUndo(env, page, "blockade");
      await context.close();
    },
  },
  {
    name: "access: the compendium's board by the arrow keys, the cursor said",
    timeout: 300000,
    async run(env) {
      const context = await env.newContext("access-grid");
      const page = await context.newPage();
      await startByKeys(env, page, "alignement");
      await myTurn(page);
      // Tab reaches the board; its cursor starts in the middle (G7).
      await tabTo(page, ".gb");
      await page.waitForSelector(".gb .gb-cursor");
      const cursorSays = () => page.$eval(".gb [aria-live]", (e) => e.textContent);
      assert.equal(await cursorSays(), "G7");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowUp");
      await page.waitForFunction(() => document.querySelector(".gb [aria-live]").textContent === "H8");
      assert.equal(await page.$eval(".gb .gb-cursor", (e) => e.getAttribute("data-sq")), "H8", "the cursor drawn where it is said");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.querySelectorAll("#move-list li").length > 0);
      assert.match(await page.$eval("#move-list li", (e) => e.textContent.trim()), /H8$/, "Enter plays the cursor's square");
      assert.ok(await focusedMatches(page, ".gb"), "the board keeps the focus after the move");
      await context.close();
    },
  },
  {
    name: "access: each dialog takes the focus, keeps Tab within it and gives the focus back; Escape closes it as its Cancel, Close or No does, and reaches the board only when none is open",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("access-escape");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      // The new-game dialog takes the focus as it opens, keeps Tab
      // within it (Shift+Tab from its first control goes to Start, its
      // last), and Escape cancels it, giving the focus back to Play.
      const focusIn = (sel) => page.waitForFunction((sel) => document.activeElement.closest(sel), sel, { timeout: 5000 });
      await page.focus("#play-blokusduo");
      await page.keyboard.press("Enter");
      await page.waitForSelector("#new-game");
      await focusIn("#new-game");
      await page.keyboard.press("Shift+Tab");
      assert.ok(await focusedMatches(page, "#start"), "Shift+Tab from the dialog's first control left it");
      await page.keyboard.press("Tab");
      await focusIn("#new-game");
      await page.keyboard.press("Escape");
      await page.waitForSelector("#new-game", { state: "detached" });
      await page.waitForFunction(() => document.activeElement.id === "play-blokusduo", null, { timeout: 5000 });
      await startDuo(page, ["person", "person"]);
      await playHint(page);
      // A piece picked: the records dialog over the board takes Escape,
      // and the board keeps its piece; with no dialog, the board's Escape
      // puts the piece back.
      const picked = () => page.$$eval("#tray-0 button.piece.selected, #tray-1 button.piece.selected", (els) => els.length);
      await page.click("#tray-1 button.piece:not([disabled]) >> nth=0");
      await page.waitForFunction(() => document.querySelector("#tray-1 button.piece.selected"));
      await page.click("#records");
      await page.waitForSelector("#records-close");
      await page.keyboard.press("Escape");
      await page.waitForSelector("#records-close", { state: "detached" });
      assert.equal(await picked(), 1, "the piece picked before the records dialog");
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => !document.querySelector("#tray-1 button.piece.selected"));
      // A question over the new-game dialog: Escape answers No and leaves
      // the dialog under it open; a second Escape cancels that one. The
      // game stays.
      await page.click("#new-game-button");
      await page.click("#start");
      await page.waitForSelector("#confirm-yes");
      await focusIn(".modal.confirm");
      await page.keyboard.press("Escape");
      await page.waitForSelector("#confirm-yes", { state: "detached" });
      assert.ok(await page.$("#new-game"), "the new-game dialog closed with the question over it");
      await page.waitForFunction(() => document.activeElement.id === "start", null, { timeout: 5000 });
      await page.keyboard.press("Escape");
      await page.waitForSelector("#new-game", { state: "detached" });
      assert.equal(await moveCount(page), 1, "the game kept after No");
      await context.close();
    },
  },
  {
    name: "access: the keyboard's focus stays on Hint while the computer looks, and goes to the board once the summary of a resigned game is closed",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("access-hint-focus");
      const page = await context.newPage();
      await startByKeys(env, page, "blockade");
      await myTurn(page);
      // Blockade has no opening book: the hint takes the computer's
      // search (1.5 s), during which Hint says so and keeps the focus.
      await tabTo(page, "#hint");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.querySelector("#hint").getAttribute("aria-label").startsWith("Looking"));
      assert.ok(await focusedMatches(page, "#hint"), "Hint lost the focus while the computer looks");
      assert.equal(await page.getAttribute("#hint", "aria-disabled"), "true", "Hint is not marked unavailable while the computer looks");
      await page.waitForSelector("#bk-hint", { timeout: 90000 });
      assert.ok(await focusedMatches(page, "#hint"), "Hint lost the focus once the hint came");
      // The hint in words too, beside the controls: the marks on the
      // board are not all a player needs.
      assert.match(await page.textContent("#hint-words"), /^Hint: White moves a pawn from [a-k]\d+ to [a-k]\d+/);
      // Resigned, the summary takes the focus; See the board gives it to
      // the board, not to the page's body, where keys reach nothing.
      await tabTo(page, "#resign");
      await page.keyboard.press("Enter");
      await page.waitForSelector("#confirm-yes");
      await tabTo(page, "#confirm-yes");
      await page.keyboard.press("Enter");
      await page.waitForSelector("#summary");
      await page.waitForFunction(() => document.activeElement.closest("#summary"), null, { timeout: 5000 });
      await tabTo(page, "#summary button[data-dismiss]");
      await page.keyboard.press("Enter");
      await page.waitForSelector("#summary", { state: "detached" });
      await page.waitForFunction(() => document.activeElement.matches(".board-wrap"), null, { timeout: 5000 });
      await context.close();
    },
  },
  {
    name: "access: the puzzle and lesson pages tell the board in words, walls and all, and as a diagram",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("access-puzzle-words");
      const page = await context.newPage();
      await page.goto(env.app.url + "puzzles/blockade");
      await page.waitForSelector("#board-words-toggle", { timeout: 60000 });
      assert.equal(await page.$eval("#board-words-body", (e) => e.hidden), true, "the words show before they are asked for");
      // Each toggle is drawn a moment after the click (go-app renders on
      // its own turn): wait for what it opens.
      await page.click("#board-words-toggle");
      await page.waitForFunction(() => !document.querySelector("#board-words-body").hidden);
      const words = await page.$eval("#board-words-body", (e) => e.innerText);
      assert.match(words, /^Black to move\./, "the puzzle's words do not say whose turn it is");
      assert.match(words, /\d+ walls on the board: horizontal wall above/, "the puzzle's words do not tell the walls");
      await page.click("#board-text-toggle");
      await page.waitForSelector("#board-text-body pre");
      assert.match(await page.$eval("#board-text-body pre", (e) => e.textContent), /\S/, "no diagram");
      await page.goto(env.app.url + "learn/culdesac");
      await page.waitForSelector("#board-words-toggle", { timeout: 60000 });
      await page.click("#board-words-toggle");
      await page.waitForFunction(() => !document.querySelector("#board-words-body").hidden);
      assert.match(await page.$eval("#board-words-body", (e) => e.innerText), /White: pawns on d4 .*; 9 horizontal and 9 vertical walls in hand\./);
      await context.close();
    },
  },
  {
    name: "access: the aids panel with the board in words, light and dark, 390 and 1280 wide",
    timeout: 300000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      for (const theme of ["light", "dark"]) {
        await setTheme(page, theme);
        for (const [id, move] of [["blokusduo", "e10,e11,e12,f12,g12"], ["blockade", "d4-d6/e5h"]]) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await openGame(env, page, id);
          if ((await moveCount(page)) === 0) {
            await myTurn(page);
            await page.fill("#move-box", move);
            await page.press("#move-box", "Enter");
            await page.waitForFunction(() => document.querySelector("#said").textContent.includes(" "));
            await myTurn(page);
          }
          if (!(await page.$("#board-words-body p"))) {
            await page.click("#board-words-toggle");
            await page.waitForSelector("#board-words-body p");
          }
          for (const [w, h] of [[390, 844], [1280, 800]]) {
            await page.setViewportSize({ width: w, height: h });
            await page.waitForFunction((w) => document.documentElement.clientWidth === w, w);
            // On a phone the aids take room only once the keyboard is in them.
            await page.focus("#board-words-toggle");
            await page.$eval(".aids", (e) => e.scrollIntoView({ block: "start" }));
            await env.screenshot(page, `aids-${id}-${theme}-${w}`);
          }
        }
      }
      await context.close();
    },
  },
  {
    name: "access: every page in both themes: axe-core finds nothing serious; screenshots of every game 320, 390 and 1280 wide",
    timeout: 900000,
    async run(env) {
      const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[access-axe] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      const ids = await gameIDs(page);
      const found = [];
      for (const theme of ["light", "dark"]) {
        await setTheme(page, theme);
        found.push(...(await axeViolations(page)).map((v) => `settings, ${theme}: ${v}`));
        await page.click(".top .home");
        await page.waitForSelector(`#play-${ids[0]}`);
        found.push(...(await axeViolations(page)).map((v) => `home, ${theme}: ${v}`));
        for (const id of ids) {
          await openGame(env, page, id);
          found.push(...(await axeViolations(page)).map((v) => `${id}, ${theme}: ${v}`));
          for (const [w, h] of [[320, 640], [390, 844], [1280, 800]]) {
            await page.setViewportSize({ width: w, height: h });
            await page.waitForFunction((w) => document.documentElement.clientWidth === w, w);
            await env.screenshot(page, `access-${id}-${theme}-${w}`);
            if (w === 390) {
              const over = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
              if (over > 0) {
                env.note(`${id}, ${theme}, 390 × 844: the page scrolls by ${over} px`);
              }
            }
          }
        }
      }
      assert.deepEqual(found, [], "serious or critical violations");
      await context.close();
    },
  },
];

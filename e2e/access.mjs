// Browser tests of what lets everyone play: whole games played with the
// keyboard alone (the move box, the keys), the live region saying each
// move, axe-core's checks of every page in both themes, and screenshots
// of every game at three widths in both themes.

import assert from "node:assert/strict";
import { createRequire } from "node:module";

import { moveCount, waitForWasm } from "./common.mjs";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// focusedMatches reports whether the focused element matches selector.
const focusedMatches = (page, selector) =>
  page.evaluate((s) => !!document.activeElement && document.activeElement.matches(s), selector);

// tabTo presses Tab until the element matching selector has the focus.
async function tabTo(page, selector, max = 400) {
  for (let i = 0; i < max; i++) {
    if (await focusedMatches(page, selector)) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

// startByKeys opens game id's new-game dialog from the home page, sets
// the second seat to the computer's level 1 and starts, all by keys.
async function startByKeys(page, id) {
  await tabTo(page, `#play-${id}`);
  await page.keyboard.press("Enter");
  await page.waitForSelector("#new-game");
  await tabTo(page, "#seat-2 select.level");
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.querySelector("#seat-2 select.level").value === "1");
  await tabTo(page, "#start");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#move-box");
}

// myTurn waits until the box suggests moves (the person's turn) or the
// game is over, and tells which.
async function myTurn(page, timeout = 90000) {
  await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector("#legal-moves option"), null, {
    timeout,
  });
  return !(await page.$("#summary"));
}

// playByKeys plays game id against the computer's level 1 with the keys
// alone, each turn the first move the box suggests for what pick types;
// it checks the live region after each move, both sides', and returns
// the number of moves played.
async function playByKeys(env, page, id, pick = () => "") {
  await page.goto(env.app.url);
  await waitForWasm(page);
  await startByKeys(page, id);
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
    assert.ok(await focusedMatches(page, "#move-box"), "the focus stays in the move box");
    assert.equal(await page.$eval(`#move-list li:nth-child(${before + 1})`, (e) => e.textContent.trim()), move, "the move typed played");
  }
  await page.waitForSelector("#summary", { timeout: 90000 });
  const n = await moveCount(page);
  const want = [];
  for (let i = 1; i <= n; i++) {
    want.push(`${await sayer(page, i)} played ${await page.$eval(`#move-list li:nth-child(${i})`, (e) => e.textContent.trim())}.`);
  }
  // Moves that come together (a pass played at once, the computer's
  // answer) are said together.
  assert.equal((await page.evaluate(() => window.saidTexts)).join(" "), want.join(" "), "each move said in turn");
  return n;
}

// sayer returns the name of the seat that played move n (1-based), from
// the seat list of the page: the seat whose chip colour the move list's
// chip has.
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

// setTheme chooses a theme on the settings page ("light" or "dark").
async function setTheme(page, theme) {
  await page.selectOption("#set-theme", theme);
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

// gameIDs returns the ids of the games on the home page.
const gameIDs = (page) => page.$$eval("[id^=play-]", (els) => els.map((e) => e.id.slice("play-".length)));

// openGame opens the page of game id and starts the new-game dialog's
// default game (a person, then the computer) when it asks.
async function openGame(env, page, id) {
  await page.goto(`${env.app.url}play/${id}`);
  await waitForWasm(page);
  await page.waitForSelector(".modal.new-game, #move-box");
  if (await page.$(".modal.new-game")) {
    await page.click("#start");
    await page.waitForSelector("#move-box");
  }
}

export const accessTests = [
  {
    name: "access: a whole Blokus Duo game by the keyboard alone, each move said",
    timeout: 900000,
    async run(env) {
      const context = await env.newContext("access-duo");
      const page = await context.newPage();
      const n = await playByKeys(env, page, "blokusduo");
      env.note(`Blokus Duo by keys: ${n} moves`);
      await env.screenshot(page, "access-duo-end");
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
      await context.close();
    },
  },
  {
    name: "access: the compendium's board by the arrow keys, the cursor said",
    timeout: 300000,
    async run(env) {
      const context = await env.newContext("access-grid");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startByKeys(page, "alignement");
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
    name: "access: axe-core finds nothing serious on any page, in both themes",
    timeout: 900000,
    async run(env) {
      const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[access-axe] page error: ${err.message}`));
      const found = [];
      for (const theme of ["light", "dark"]) {
        await page.goto(`${env.app.url}settings`);
        await waitForWasm(page);
        await setTheme(page, theme);
        found.push(...(await axeViolations(page)).map((v) => `settings, ${theme}: ${v}`));
        await page.goto(env.app.url);
        await waitForWasm(page);
        found.push(...(await axeViolations(page)).map((v) => `home, ${theme}: ${v}`));
        for (const id of await gameIDs(page)) {
          await openGame(env, page, id);
          found.push(...(await axeViolations(page)).map((v) => `${id}, ${theme}: ${v}`));
        }
      }
      assert.deepEqual(found, [], "serious or critical violations");
      await context.close();
    },
  },
  {
    name: "access: screenshots of every game, light and dark, 320, 390 and 1280 wide",
    timeout: 900000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      const ids = await gameIDs(page);
      for (const theme of ["light", "dark"]) {
        await page.goto(`${env.app.url}settings`);
        await waitForWasm(page);
        await setTheme(page, theme);
        for (const id of ids) {
          await openGame(env, page, id);
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
          await page.setViewportSize({ width: 1280, height: 800 });
        }
      }
      await context.close();
    },
  },
];

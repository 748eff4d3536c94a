// Browser tests of the clocks (app/shell/clock.go, clockview.go) and the
// vibrations (app/shell/vibrate.go): a game between two people at one
// device lost on time with the quickest preset, said, shown and written
// in the record, after a reload too; the vibration for a move and for a
// capture, off until turned on.

import assert from "node:assert/strict";

import { clickSquare, newGameShown, waitForWasm } from "./common.mjs";

// move clicks from, then to where the board marks it, and waits for the
// move list to hold n moves.
async function move(page, from, to, n) {
  await clickSquare(page, from);
  await page.waitForSelector(`.bz .gb-target[data-sq="${to}"]`, { timeout: 5000 });
  await clickSquare(page, to);
  await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, n);
}

// newEmpire starts L'Empire between two people, with the clock chosen
// (a TimeControl's text, or "none").
async function newEmpire(page, clock) {
  await page.click("#play-empire");
  await page.waitForSelector("#new-game");
  for (const row of ["#seat-1", "#seat-2"]) {
    await page.click(`${row} .seg >> nth=0`);
  }
  await page.selectOption("#clock-choice", clock);
  if (clock !== "none") {
    await page.waitForSelector("#clock-note");
  }
  await page.click("#start");
  await page.waitForSelector(".bz");
}

const clockOf = (page, seat) =>
  page.$eval(`#clock-${seat}`, (el) => ({
    text: el.textContent,
    running: el.classList.contains("running"),
    low: el.classList.contains("low"),
    label: el.getAttribute("aria-label"),
    said: el.parentElement.querySelector("[aria-live]").textContent,
  }));

// setHidden makes the page say it is hidden, or visible again, as a
// browser does when its tab goes to the background.
async function setHidden(page, hidden) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, hidden);
}

// seconds reads a clock's text ("0:58") as seconds.
const seconds = (text) => {
  const [m, s] = text.split(":").map(Number);
  return m * 60 + s;
};

export const clockTests = [
  {
    name: "clock: a game between two people lost on time (15 s + 0), said, shown, recorded, after a reload too",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("clock");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await newEmpire(page, "15+0");
      let red = await clockOf(page, 1);
      let blue = await clockOf(page, 2);
      assert.ok(red.running && !blue.running, `Red's clock should run, not Blue's: ${JSON.stringify([red, blue])}`);
      assert.equal(blue.text, "0:15");
      assert.match(red.label, /^Red: 1\d s left$/);
      assert.ok(await page.$eval("#undo", (b) => b.disabled), "a move of a game with a clock can be taken back");
      await move(page, "D1", "E1", 1);
      red = await clockOf(page, 1);
      blue = await clockOf(page, 2);
      assert.ok(blue.running && !red.running, `Blue's clock should run, not Red's: ${JSON.stringify([red, blue])}`);
      assert.match(red.text, /^0:1[0-5]$/);
      await env.screenshot(page, "clock-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await env.screenshot(page, "clock-desktop");
      await page.setViewportSize({ width: 390, height: 844 });
      // Blue lets the time run out: under 10 s it shows tenths, then the
      // game ends.
      await page.waitForFunction(() => document.querySelector("#clock-2.low"), null, { timeout: 20000 });
      assert.match((await clockOf(page, 2)).text, /^\d\.\d$/);
      await env.screenshot(page, "clock-phone-low");
      await page.waitForFunction(() => /ran out of time/.test(document.querySelector("#status").textContent), null, { timeout: 20000 });
      assert.equal((await page.textContent("#status")).trim(), "Blue ran out of time: Red wins.");
      blue = await clockOf(page, 2);
      assert.equal(blue.text, "0.0");
      assert.ok(!blue.running, "Blue's clock still runs once the game is over");
      assert.equal(blue.said, "Blue: less than 10 seconds left.");
      await page.waitForSelector("#summary");
      assert.equal((await page.textContent("#summary h2")).trim(), "Blue ran out of time: Red wins.");
      await env.screenshot(page, "clock-phone-timeout");
      const saved = JSON.parse(JSON.parse(await page.evaluate(() => localStorage.getItem("impasse.game.empire"))));
      for (const tag of ['[TimeControl "15+0"]', '[TimeOut "2"]', '[Result "1-0"]']) {
        assert.ok(saved.record.includes(tag), `${tag} not in the record: ${saved.record}`);
      }
      // Red's move made, nothing more: the record replays as the game.
      assert.match(saved.record, /\n\n1\. D1-E1/);
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#status");
      assert.equal((await page.textContent("#status")).trim(), "Blue ran out of time: Red wins.");
      assert.equal((await clockOf(page, 2)).text, "0.0");
      // With four players there is no clock, and the dialog says why.
      await page.click("#new-game-button");
      await page.waitForSelector("#new-game");
      await page.selectOption("#players", "4");
      await page.waitForSelector("#no-clock");
      assert.equal(await page.$("#clock-choice"), null);
      assert.match(await page.textContent("#no-clock"), /The clock is for games of two players/);
      env.note(`lost on time: ${saved.record.split("\n").filter((l) => l.startsWith("[")).join(" ")}`);
      await context.close();
    },
  },
  {
    name: "clock: paused while the page is hidden against the computer, running on between people",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("clock-hidden");
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      const hide = async () => {
        await page.waitForFunction(() => document.querySelector("#clock-1.running"));
        await setHidden(page, true);
        await page.waitForTimeout(5000);
        await setHidden(page, false);
        // A tick later, the clock shows the time left.
        await page.waitForTimeout(1500);
        return seconds((await clockOf(page, 1)).text);
      };
      // Against the computer (Blue, level 1): Red's minute stops while
      // the page is hidden.
      await page.click("#play-empire");
      await page.waitForSelector("#new-game");
      await page.click("#seat-1 .seg >> nth=0");
      await page.click("#seat-2 .seg >> nth=1");
      await page.selectOption("#seat-2 select.level", "1");
      await page.selectOption("#clock-choice", "60+0");
      await page.click("#start");
      await page.waitForSelector(".bz");
      const paused = await hide();
      assert.ok(paused >= 56, `against the computer, ${60 - paused} s of 5 hidden counted`);
      // The times hidden were saved.
      const saved = JSON.parse(JSON.parse(await page.evaluate(() => localStorage.getItem("impasse.game.empire"))));
      assert.equal(saved.clock.length, 2);
      assert.ok(saved.clock[0] > 55000 && saved.clock[0] <= 60000 && saved.clock[1] === 60000, `saved times ${saved.clock}`);
      // Back in sight the time runs again, and a reload keeps what ran
      // (it was given back: the times saved when the page was hidden).
      await page.waitForTimeout(4000);
      const before = seconds((await clockOf(page, 1)).text);
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector("#clock-1");
      await page.waitForTimeout(1500);
      const after = seconds((await clockOf(page, 1)).text);
      assert.ok(after <= before, `a reload gave back ${after - before} s: ${before} s left before, ${after} s after`);
      // Between people, the clock runs on.
      await page.click("#new-game-button");
      await page.waitForSelector("#new-game");
      await page.click("#seat-2 .seg >> nth=0");
      await page.selectOption("#clock-choice", "60+0");
      await page.click("#start");
      await newGameShown(page);
      await page.waitForFunction(() => !document.querySelector(".modal.new-game") && document.querySelector("#seat-2 .who").textContent === "person");
      const running = await hide();
      assert.ok(running <= 55, `between people, only ${60 - running} s of 5 hidden counted`);
      env.note(`after 5 s hidden: ${paused} s left against the computer, ${running} s between people`);
      await context.close();
    },
  },
  {
    name: "vibration: none until turned on, then a tap for a move and the capture pattern for L'Empire's E12xI12",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("vibrate");
      await context.addInitScript(() => {
        window.__vibes = [];
        Object.defineProperty(navigator, "vibrate", {
          configurable: true,
          value: (pattern) => {
            window.__vibes.push(JSON.stringify(pattern));
            return true;
          },
        });
      });
      const page = await context.newPage();
      const vibes = () => page.evaluate(() => window.__vibes.slice());
      await page.goto(env.app.url);
      await waitForWasm(page);
      await newEmpire(page, "none");
      await move(page, "D1", "E1", 1);
      assert.deepEqual(await vibes(), [], "vibrations before they are turned on");
      // Turned on in the settings (which vibrate once, as a move does).
      await page.click("a.settings");
      await page.waitForSelector("#set-vibrate");
      await page.check("#set-vibrate");
      await page.waitForFunction(() => window.__vibes.length === 1);
      assert.deepEqual(await vibes(), ["[30]"]);
      await page.goBack();
      await page.waitForSelector(".bz");
      await move(page, "K10", "G10", 2); // a jump, nothing taken
      await page.waitForFunction(() => window.__vibes.length === 2);
      assert.deepEqual(await vibes(), ["[30]", "[30]"]);
      await move(page, "E1", "E12", 3);
      await move(page, "G10", "G5", 4);
      await move(page, "E12", "I12", 5); // Red's archer takes Blue's
      await page.waitForFunction(() => window.__vibes.length === 5);
      const got = await vibes();
      assert.deepEqual(got.slice(2), ["[30]", "[30]", "[40,60,40]"]);
      env.note(`vibrations: ${got.join(" ")}`);
      await context.close();
    },
  },
];

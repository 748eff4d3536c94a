// Browser tests of the Blockade and Cul de Sac board: a person plays a
// whole game of Blockade against the computer by mouse and keys, and
// turns of Cul de Sac by taps on a phone, as a player would.

import assert from "node:assert/strict";

import { geometry, squarePoint, wallPoint } from "./bkboard.mjs";
import { moveCount, startGame as openGame, waitForWasm } from "./common.mjs";

// attrs returns an attribute of every element matching selector.
async function attrs(page, selector, name) {
  return page.$$eval(selector, (els, name) => els.map((e) => e.getAttribute(name)), name);
}

// startGame opens the new-game dialog of game id with the given seats
// ("person" or a computer level) and starts; tap uses taps.
const startGame = (page, id, seats, tap = false) => openGame(page, id, seats, { tap, ready: "#bk-board" });

// myTurn waits until the person may play (or the game is over) and tells
// which.
async function myTurn(page, timeout = 90000) {
  await page.waitForFunction(() => document.querySelector("#summary") || document.querySelector(".bk.bk-turn"), null, { timeout });
  return !(await page.$("#summary"));
}

// playHint plays, by mouse, the turn the computer suggests: ask for a
// hint; click the pawn (unless it is picked already) and its destination;
// point at the wall's groove, check the preview, click (byKey: point at
// the other kind's groove and turn the wall with a key first). A move
// without a wall is confirmed with the Confirm button. It returns the
// hint.
async function playHint(page, byKey = false) {
  const before = await moveCount(page);
  await page.click("#hint");
  const hint = await page.waitForSelector("#bk-hint", { timeout: 90000 });
  const [from, to, wall] = await Promise.all(["data-from", "data-to", "data-wall"].map((a) => hint.getAttribute(a)));
  const g = await geometry(page);
  if (from) {
    if (!(await page.$(`circle.bk-picked[data-sq="${from}"]`))) {
      const p = squarePoint(g, from);
      await page.mouse.click(p.x, p.y);
    }
    await page.waitForSelector(`circle.bk-picked[data-sq="${from}"]`, { timeout: 5000 });
    await page.waitForSelector(`circle.bk-target[data-sq="${to}"]`, { timeout: 5000 });
    const p = squarePoint(g, to);
    await page.mouse.click(p.x, p.y);
    await page.waitForSelector(`.bk-pawn.moved[data-sq="${to}"]`, { timeout: 5000 });
  }
  if (wall && byKey) {
    // Point at the other kind's groove on the same crossing, then turn
    // the wall with a key: the click plays the wall shown.
    const other = wall.slice(0, -1) + (wall.endsWith("h") ? "v" : "h");
    const p = wallPoint(g, other);
    await page.mouse.move(p.x, p.y);
    await page.waitForSelector(`#bk-preview[data-wall="${other}"]`, { timeout: 5000 });
    await page.keyboard.press(wall.endsWith("h") ? "h" : "Space");
    await page.waitForSelector(`#bk-preview[data-state="legal"][data-wall="${wall}"]`, { timeout: 5000 });
    await page.mouse.click(p.x, p.y);
  } else if (wall) {
    const p = wallPoint(g, wall);
    await page.mouse.move(p.x, p.y);
    await page.waitForSelector(`#bk-preview[data-state="legal"][data-wall="${wall}"]`, { timeout: 5000 });
    assert.equal(await moveCount(page), before, "the wall was played before the click");
    await page.mouse.click(p.x, p.y);
  } else {
    await page.waitForSelector("#bk-confirm:not([disabled])", { timeout: 5000 });
    await page.click("#bk-confirm");
  }
  await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 10000 });
  return { from, to, wall };
}

// boardWinner reads the result off the board: the seat with a pawn on
// one of its goals, or -1.
async function boardWinner(page) {
  return page.evaluate(() => {
    const base = document.querySelector("#bk-board svg");
    const goals = [...base.querySelectorAll("g.bk-goal")].map((e) => [+e.dataset.seat, e.dataset.goal]);
    const pawns = [...base.querySelectorAll("g.bk-pawn")].map((e) => [+e.dataset.seat, e.dataset.sq]);
    for (const [seat, sq] of pawns) {
      if (goals.some(([s, g]) => s === seat && g === sq)) {
        return { seat, sq };
      }
    }
    return { seat: -1 };
  });
}

// checkFirstTurn takes each step of a turn and back again, by mouse and
// keys, before anything is played.
async function checkFirstTurn(page, env) {
  const g = await geometry(page);
  const click = async (p) => page.mouse.click(p.x, p.y);
  // Both pawns can move; none is picked.
  assert.deepEqual((await attrs(page, "circle.bk-movable", "data-sq")).sort(), ["d4", "h4"]);
  await click(squarePoint(g, "d4"));
  await page.waitForSelector('circle.bk-picked[data-sq="d4"]');
  const targets = (await attrs(page, "circle.bk-target", "data-sq")).sort();
  assert.deepEqual(targets, ["b4", "c3", "c5", "d2", "d6", "e3", "e5", "f4"], "d4's destinations");
  // Escape drops the pick.
  await page.keyboard.press("Escape");
  await page.waitForSelector("circle.bk-picked", { state: "detached" });
  // Pick again, move to d6: the pawn moves, not yet for good.
  await click(squarePoint(g, "d4"));
  await click(squarePoint(g, "d6"));
  await page.waitForSelector('.bk-pawn.moved[data-sq="d6"]');
  assert.match(await page.textContent("#bk-step"), /wall/);
  // A wall follows the mouse; Space, H and V turn it.
  const p = wallPoint(g, "e5h");
  await page.mouse.move(p.x, p.y);
  await page.waitForSelector('#bk-preview[data-state="legal"][data-wall="e5h"]');
  await page.keyboard.press("Space");
  await page.waitForSelector('#bk-preview[data-wall="e5v"]');
  await page.keyboard.press("h");
  await page.waitForSelector('#bk-preview[data-wall="e5h"]');
  await page.keyboard.press("v");
  await page.waitForSelector('#bk-preview[data-wall="e5v"]');
  await page.click("#bk-turn");
  await page.waitForSelector('#bk-preview[data-wall="e5h"]');
  await env.screenshot(page, "blockade-desktop-preview");
  // Back drops the wall, then takes the pawn move back.
  await page.click("#bk-back");
  await page.waitForSelector("#bk-preview", { state: "detached" });
  await page.click("#bk-back");
  await page.waitForSelector(".bk-pawn.moved", { state: "detached" });
  await page.waitForSelector('circle.bk-picked[data-sq="d4"]');
  assert.equal(await moveCount(page), 0, "a move was played while trying");
  // Clicking the moved pawn takes the move back too.
  await click(squarePoint(g, "d6"));
  await page.waitForSelector('.bk-pawn.moved[data-sq="d6"]');
  await click(squarePoint(g, "d6"));
  await page.waitForSelector(".bk-pawn.moved", { state: "detached" });
  assert.equal(await moveCount(page), 0);
  // Enter does nothing until the turn is complete.
  await page.keyboard.press("Enter");
  assert.equal(await moveCount(page), 0);
  await page.keyboard.press("Escape");
}

// checkRefused points at a wall already on the board during a turn: the
// preview shows it refused, with the reason, and a click plays nothing.
// Then Escape steps all the way back.
async function checkRefused(page) {
  const g = await geometry(page);
  const click = async (p) => page.mouse.click(p.x, p.y);
  const walls = await attrs(page, "#bk-board svg.bk-board:not(.overlay) rect.bk-wall", "data-wall");
  if ((await attrs(page, "circle.bk-picked", "data-sq")).length === 0) {
    await click(squarePoint(g, (await attrs(page, "circle.bk-movable", "data-sq"))[0]));
  }
  await page.waitForSelector("circle.bk-target");
  await click(squarePoint(g, (await attrs(page, "circle.bk-target", "data-sq"))[0]));
  await page.waitForSelector(".bk-pawn.moved");
  if (walls.length === 0 || (await page.$("#bk-confirm:not([disabled])"))) {
    return false;
  }
  const before = await moveCount(page);
  const p = wallPoint(g, walls[0]);
  await page.mouse.move(p.x, p.y);
  await page.waitForSelector(`#bk-preview[data-state="illegal"][data-wall="${walls[0]}"]`);
  assert.match(await page.textContent("#bk-step"), /in the way/);
  assert.ok(await page.$("#bk-confirm[disabled]"), "Confirm is enabled for a refused wall");
  await click(p);
  assert.equal(await moveCount(page), before, "a refused wall was played");
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Escape");
  }
  await page.waitForSelector(".bk-pawn.moved", { state: "detached" });
  return true;
}

// blockingWalls returns walls across Black's shorter route (the routes
// shown), nearest its pawn first: for each step, the two walls that
// could close it.
async function blockingWalls(page) {
  const pts = await page.$$eval(".bk-route.seat1", (els) =>
    els
      .map((e) => ({ steps: +e.dataset.steps, pts: e.getAttribute("points").trim().split(/\s+/).map(Number) }))
      .sort((a, b) => a.steps - b.steps)[0]?.pts ?? [],
  );
  const out = [];
  for (let i = 0; i + 3 < pts.length; i += 2) {
    const [x1, y1, x2, y2] = pts.slice(i, i + 4);
    // A step between square centres crosses the groove at their middle;
    // a wall there is centred on a crossing half a square either side.
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    const kind = y1 !== y2 ? "h" : "v";
    const ends = kind === "h" ? [[mx - 0.5, my], [mx + 0.5, my]] : [[mx, my - 0.5], [mx, my + 0.5]];
    for (const [cx, cy] of ends) {
      if (cx >= 1 && cx <= 10 && cy >= 1 && cy <= 13) {
        out.push(String.fromCharCode(96 + cx) + (14 - cy) + kind);
      }
    }
  }
  return out;
}

export const blockadeTests = [
  {
    name: "Blockade: a whole game against the computer, by mouse and keys",
    timeout: 900000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("request", (r) => env.requests.push({ test: "blockade-game", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[blockade-game] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "blockade", ["person", 1]);
      await env.screenshot(page, "blockade-desktop-start");
      assert.ok(await myTurn(page), "White (the person) moves first");
      await checkFirstTurn(page, env);
      let mine = 0;
      let noWall = 0;
      let refused = false;
      for (let turn = 0; turn < 200; turn++) {
        if (!(await myTurn(page))) {
          break;
        }
        const h = await playHint(page, mine % 2 === 1);
        mine++;
        if (!h.wall) {
          noWall++;
        }
        if (mine === 3 && (await myTurn(page))) {
          await env.screenshot(page, "blockade-desktop-midgame");
          refused = await checkRefused(page);
        }
      }
      assert.ok(refused, "the refused wall was not checked");
      await page.waitForSelector("#summary", { timeout: 90000 });
      await env.screenshot(page, "blockade-desktop-summary");
      const title = await page.textContent("#summary h2");
      const won = await boardWinner(page);
      env.note(`played ${mine} turns by mouse (${noWall} without a wall); ${title}; on the board: seat ${won.seat} on ${won.sq}`);
      assert.ok(mine >= 4, `only ${mine} turns played`);
      assert.ok(won.seat >= 0, "no pawn on a goal, yet the game ended");
      assert.match(title, won.seat === 0 ? /White wins/ : /Black wins/);
      // The breakdown names the goal reached.
      const rows = await page.$$eval("#summary tbody tr", (els) => els.map((e) => [...e.children].map((c) => c.textContent)));
      assert.deepEqual(rows[0].slice(1)[won.seat], won.sq, "the breakdown's goal");
      await context.close();
    },
  },
  {
    name: "Cul de Sac on a phone: turns by taps, in French",
    timeout: 300000,
    async run(env) {
      const context = await env.browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale: "fr-FR",
      });
      context.on("request", (r) => env.requests.push({ test: "culdesac-phone", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[culdesac-phone] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, "culdesac", ["person", 1], true);
      await env.screenshot(page, "culdesac-phone-start");
      // Nothing scrolls, and every button is big enough for a finger.
      const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
      assert.ok(fits, "the game page scrolls on a phone");
      const small = await page.$$eval(".bk-tools .btn, .controls .btn", (els) =>
        els.map((e) => [e.id, e.getBoundingClientRect()]).filter(([, r]) => r.width < 44 || r.height < 44).map(([id]) => id),
      );
      assert.deepEqual(small, [], "buttons under 44 px");
      const board = await page.locator("#bk-board").boundingBox();
      assert.ok(board.width >= 370, `the board is only ${board.width} px wide`);
      assert.match(await page.textContent("#bk-step"), /Choisissez/);
      const tap = async (p) => page.touchscreen.tap(p.x, p.y);
      // The routes: one line per pawn, and the squares to go.
      await page.tap("#bk-routes");
      await page.waitForSelector(".bk-route", { state: "attached" });
      assert.equal((await page.$$(".bk-route")).length, 4, "a route per pawn");
      assert.equal((await page.$$(".bk-steps")).length, 2, "the squares to go, per player");
      await env.screenshot(page, "culdesac-phone-routes");
      let played = 0;
      for (let turn = 0; turn < 6; turn++) {
        if (!(await myTurn(page))) {
          break;
        }
        const g = await geometry(page);
        const before = await moveCount(page);
        // Walls to try: across Black's shorter route, nearest its pawn
        // first, then some on Black's side of the board.
        const walls = [...(await blockingWalls(page)), "e9h", "c9h", "g9h", "i9h", "a9h", "e10v", "f8v", "b10h", "h10h", "d12h"];
        // The pawn nearer the top goes, as far up as it can.
        let picked = await attrs(page, "circle.bk-picked", "data-sq");
        if (picked.length === 0) {
          const pawns = await attrs(page, "circle.bk-movable", "data-sq");
          pawns.sort((a, b) => parseInt(b.slice(1), 10) - parseInt(a.slice(1), 10));
          await tap(squarePoint(g, pawns[0]));
          await page.waitForSelector("circle.bk-picked");
        }
        const targets = await attrs(page, "circle.bk-target", "data-sq");
        assert.ok(targets.length > 0, "no destination shown");
        targets.sort((a, b) => parseInt(b.slice(1), 10) - parseInt(a.slice(1), 10));
        await tap(squarePoint(g, targets[0]));
        await page.waitForSelector(`.bk-pawn.moved[data-sq="${targets[0]}"]`);
        if (await page.$("#bk-confirm:not([disabled])")) {
          // No wall to place (or a win): confirm.
          await page.tap("#bk-confirm");
        } else {
          let placed = null;
          for (const w of walls) {
            await tap(wallPoint(g, w));
            await page.waitForSelector(`#bk-preview[data-wall="${w}"]`);
            if ((await page.getAttribute("#bk-preview", "data-state")) === "legal") {
              placed = w;
              break;
            }
            // A refused wall says why, and cannot be confirmed.
            assert.doesNotMatch(await page.textContent("#bk-step"), /Touchez encore/);
            assert.ok(await page.$("#bk-confirm[disabled]"));
          }
          assert.ok(placed, "no legal wall among " + walls.join(" "));
          assert.equal(await moveCount(page), before, "a single tap played the wall");
          assert.match(await page.textContent("#bk-step"), /Touchez encore le mur/);
          if (turn === 1) {
            await env.screenshot(page, "culdesac-phone-preview");
          }
          if (turn % 2 === 0) {
            // A second tap on the wall confirms, even near its end.
            await tap(wallPoint(g, placed, turn === 0 ? 0.8 : 0.25));
          } else {
            await page.tap("#bk-confirm");
          }
        }
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before, { timeout: 10000 });
        played++;
      }
      env.note(`played ${played} turns by taps`);
      assert.ok(played >= 4, `only ${played} turns played`);
      await env.screenshot(page, "culdesac-phone-later");
      // The wall counts went down.
      const counts = await page.$$eval("#bk-player-0 .bk-count", (els) => els.map((e) => +e.textContent));
      assert.ok(counts[0] + counts[1] <= 18 - played + 1, `White still has ${counts} walls`);
      await context.close();
    },
  },
  {
    name: "Blockade and Cul de Sac rules pages show their diagrams",
    timeout: 60000,
    async run(env) {
      const context = await env.newContext("bk-rules");
      const page = await context.newPage();
      await page.goto(env.app.url + "rules/culdesac");
      await waitForWasm(page);
      await page.waitForSelector(".rules-text figure svg");
      assert.equal((await page.$$(".rules-text figure svg")).length, 4);
      assert.ok((await page.$$(".rules-text .reconstructed li")).length >= 5, "the decided points are listed");
      await env.screenshot(page, "culdesac-rules");
      await page.goto(env.app.url + "rules/blockade");
      await page.reload();
      await waitForWasm(page);
      await page.waitForSelector(".rules-text figure svg");
      const text = await page.textContent(".rules-text");
      assert.match(text, /diagonal/);
      await context.close();
    },
  },
];

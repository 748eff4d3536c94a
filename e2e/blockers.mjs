// Browser tests of the Blockers! board: a person plays a whole
// three-player game against two computers by mouse; two people share a
// phone (hotseat) and never see each other's rack; five computers play a
// game to its end on a phone, whose summary shows all five; five people
// and mixed seats pass the device in turn.

import assert from "node:assert/strict";

import { geometry as boardGeometry, moveCount, startGame as openGame, waitForWasm } from "./common.mjs";

// The box symbols, top row of boxes first (rules/blockers BoxLayout).
const boxes = ["star", "sun", "heart", "diamond", "circle", "spade", "moon", "triangle", "club"];
const colours = ["red", "blue", "yellow", "green", "purple"];

// geometry returns how the board's drawing units map onto the page.
const geometry = (page) => boardGeometry(page, "#bl-board svg");

// squarePoint returns the page position of a square's centre ("G2"):
// one drawing unit per square, row A at the top, column 1 on the left.
function squarePoint(g, name) {
  const r = name.charCodeAt(0) - 65;
  const c = parseInt(name.slice(1), 10) - 1;
  return { x: g.left + (c + 0.5 - g.vx) * g.k, y: g.top + (r + 0.5 - g.vy) * g.k };
}

// fits reports whether a tile may go on a square by its kind (the
// board must agree with the rules).
function fits(tile, sq) {
  const r = sq.charCodeAt(0) - 65;
  const c = parseInt(sq.slice(1), 10) - 1;
  if (/^[1-9]$/.test(tile)) return c === +tile - 1;
  if (/^[A-I]$/.test(tile)) return r === tile.charCodeAt(0) - 65;
  if (tile === "wild") return true;
  return boxes[Math.floor(r / 3) * 3 + Math.floor(c / 3)] === tile;
}

// boardTiles returns the tiles on the board by square: {colour, tile}.
async function boardTiles(page) {
  return page.$$eval("#bl-board svg.bl-board:not(.overlay) g.bl-tile", (els) =>
    Object.fromEntries(els.map((e) => [e.dataset.sq, { colour: e.dataset.c, tile: e.dataset.k }])),
  );
}

// rackTiles returns the ids of the rack tiles shown ("bl-rt-red-7").
async function rackTiles(page) {
  return page.$$eval(".bl-rt", (els) => els.map((e) => e.id));
}

// startGame opens the new-game dialog of Blockers! for the given seats
// ("person" or a computer level) and starts; tap uses taps.
const startGame = (page, seats, tap = false) => openGame(page, "blockers", seats, { tap, players: true, ready: "#curtain, #bl-board" });

// myTurn waits until the person may play (or the game is over, or the
// device must be passed) and tells which.
async function myTurn(page, timeout = 120000) {
  await page.waitForFunction(
    () => document.querySelector("#summary") || document.querySelector("#curtain") || document.querySelector(".bl.bl-turn"),
    null,
    { timeout },
  );
  if (await page.$("#summary")) return "over";
  if (await page.$("#curtain")) return "curtain";
  return "turn";
}

// pick taps or clicks a rack tile and checks the targets it shows: each
// square is one the tile may go to by its kind; a framed one holds
// another colour's tile; a dot an empty square. It returns the targets.
async function pick(page, id, tap) {
  await (tap ? page.tap("#" + id) : page.click("#" + id));
  await page.waitForSelector(`#${id}.s1`, { timeout: 5000 });
  const [, colour, tile] = id.match(/^bl-rt-([a-z]+)-(.+)$/);
  const targets = await page.$$eval(".bl-target", (els) => els.map((e) => ({ sq: e.dataset.sq, capture: e.classList.contains("capture") })));
  assert.ok(targets.length > 0, `no square shown for ${id}`);
  const tiles = await boardTiles(page);
  for (const t of targets) {
    assert.ok(fits(tile, t.sq), `${tile} shown on ${t.sq}`);
    const on = tiles[t.sq];
    if (t.capture) {
      assert.ok(on && on.colour !== colour, `${t.sq} is framed as a capture but holds ${JSON.stringify(on)}`);
    } else {
      assert.ok(!on, `${t.sq} holds ${JSON.stringify(on)} but is not framed as a capture`);
    }
  }
  return { colour, tile, targets };
}

// playByMouse plays a turn by mouse: the tile the hint names (hint), or
// the first tile that can go somewhere, on a capture now and then. The
// tile shows under the pointer before the click plays it.
async function playByMouse(page, turn, hint, shot) {
  const before = await moveCount(page);
  let id, sq;
  if (hint) {
    await page.click("#hint");
    const h = await page.waitForSelector("#bl-hint", { timeout: 90000 });
    const [c, k] = [await h.getAttribute("data-c"), await h.getAttribute("data-k")];
    sq = await h.getAttribute("data-sq");
    id = `bl-rt-${c}-${k}`;
    await page.waitForSelector(`#${id}.h1`, { timeout: 5000 });
  } else {
    const ids = await page.$$eval(".bl-rt:not([disabled])", (els) => els.map((e) => e.id));
    id = ids[turn % ids.length];
  }
  const { targets } = await pick(page, id, false);
  if (!sq) {
    const caps = targets.filter((t) => t.capture);
    sq = (turn % 3 === 0 && caps.length ? caps[0] : targets[(turn * 5) % targets.length]).sq;
    if (caps.length && shot) {
      await shot();
    }
  }
  assert.ok(targets.some((t) => t.sq === sq), `${sq} is not among the targets of ${id}`);
  const g = await geometry(page);
  const p = squarePoint(g, sq);
  await page.mouse.move(p.x, p.y);
  await page.waitForSelector(`#bl-preview[data-sq="${sq}"]`, { timeout: 5000 });
  assert.equal(await moveCount(page), before, "hovering played a move");
  await page.mouse.click(p.x, p.y);
  const on = await played(page, before, sq);
  return { id, sq, on };
}

// played waits until a move is played after n moves: the move list
// grows, or the curtain comes up for the next person. It returns the
// colour on square sq at that moment ("curtain" behind the curtain); when
// the next seats have already played too, one of them may have captured
// the tile on sq, so it returns the move's line in the list instead
// ("moved on: 7@C7").
async function played(page, n, sq) {
  const h = await page.waitForFunction(
    ([n, sq]) => {
      if (document.querySelector("#curtain")) return "curtain";
      const items = document.querySelectorAll("#move-list li");
      if (items.length <= n) return null;
      if (items.length > n + 1) return "moved on: " + items[n].textContent.trim();
      const t = document.querySelector(`#bl-board svg.bl-board:not(.overlay) g.bl-tile[data-sq="${sq}"]`);
      return t ? t.dataset.c : "none";
    },
    [n, sq],
    { timeout: 10000 },
  );
  return h.jsonValue();
}

// playByTaps plays a turn by taps: a tile, then a square twice (the
// first tap shows the tile there).
async function playByTaps(page, turn, shot) {
  const before = await moveCount(page);
  const ids = await page.$$eval(".bl-rt:not([disabled])", (els) => els.map((e) => e.id));
  const id = ids[turn % ids.length];
  const { targets } = await pick(page, id, true);
  const sq = targets[(turn * 7) % targets.length].sq;
  const g = await geometry(page);
  const p = squarePoint(g, sq);
  await page.touchscreen.tap(p.x, p.y);
  await page.waitForSelector(`#bl-preview[data-sq="${sq}"]`, { timeout: 5000 });
  assert.equal(await moveCount(page), before, "one tap played the tile");
  assert.ok(await page.$("#bl-confirm:not([disabled])"), "Confirm is off with a tile put down");
  if (shot) {
    await shot();
  }
  if (turn % 2 === 0) {
    await page.touchscreen.tap(p.x, p.y);
  } else {
    await page.tap("#bl-confirm");
  }
  await played(page, before, sq);
  return { id, sq };
}

// hiddenCheck asserts that nothing of any rack shows while the curtain
// is up, in the page's markup as well as its text.
async function hiddenCheck(page) {
  const leak = await page.evaluate(() => ({
    board: !!document.querySelector("#bl-board, .bl, .bl-rack, .bl-rt"),
    html: (document.querySelector("#impasse").outerHTML.match(/bl-rt-[a-z]+-[^"]+/g) || []).join(" "),
    text: document.body.innerText,
  }));
  assert.ok(!leak.board, "board or rack in the page behind the curtain");
  assert.equal(leak.html, "", "rack tiles in the markup behind the curtain");
  assert.match(leak.text, /Pass the device to|Passez l'appareil/, "no curtain text");
}

// reveal takes the device: the curtain names who, and afterwards only
// that player's rack shows. It returns the colour and its rack tiles.
async function reveal(page, tap = false) {
  const text = await page.textContent("#curtain");
  const colour = colours.find((c) => text.toLowerCase().includes(c));
  assert.ok(colour, "the curtain names no colour: " + text);
  await (tap ? page.tap("#reveal") : page.click("#reveal"));
  await page.waitForSelector("#bl-board");
  const ids = await rackTiles(page);
  assert.ok(ids.length >= 4, `only ${ids.length} rack tiles for ${colour}`);
  for (const id of ids) {
    assert.ok(id.startsWith(`bl-rt-${colour}-`), `${colour}'s turn shows ${id}`);
  }
  assert.equal((await page.$$(".bl-rack")).length, 1, "more than one rack shown");
  // Every other player's rack shows as a count, without tiles.
  const others = await page.$$eval(".bl-held", (els) => els.map((e) => ({ c: e.dataset.c, n: +e.dataset.n, tiles: e.querySelectorAll("svg").length })));
  for (const o of others) {
    assert.equal(o.tiles, 0, `${o.c}'s rack is shown face up to ${colour}`);
    assert.ok(o.n >= 4 && o.n <= 5, `${o.c} holds ${o.n}`);
  }
  return { colour, tiles: ids.map((id) => id.slice(`bl-rt-${colour}-`.length)) };
}

export const blockersTests = [
  {
    name: "Blockers: a whole three-player game against two computers, by mouse",
    timeout: 1200000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("request", (r) => env.requests.push({ test: "blockers-game", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[blockers-game] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, ["person", 1, 1]);
      await page.waitForSelector("#bl-board");
      await env.screenshot(page, "blockers-desktop-start");
      // Red is the only person: Red's rack, the others' counts.
      let mine = 0;
      let hints = 0;
      let captures = 0;
      let shotCapture = false;
      for (let turn = 0; turn < 60; turn++) {
        const state = await myTurn(page);
        if (state === "over") break;
        assert.equal(state, "turn", "a curtain with one person at the device");
        const ids = await rackTiles(page);
        assert.ok(ids.every((id) => id.startsWith("bl-rt-red-")), "not Red's rack: " + ids);
        assert.ok((await page.$$eval(".bl-held svg", (els) => els.length)) === 0, "another rack is face up");
        if (turn === 2) {
          // Pick a tile to show its squares, then put it back.
          const id = (await page.$$eval(".bl-rt:not([disabled])", (els) => els.map((e) => e.id)))[0];
          await pick(page, id, false);
          await env.screenshot(page, "blockers-desktop-targets");
          await page.keyboard.press("Escape");
          await page.waitForSelector(".bl-target", { state: "detached" });
        }
        const useHint = turn % 8 === 3;
        const played = await playByMouse(page, turn, useHint, shotCapture ? null : async () => {
          shotCapture = true;
          await env.screenshot(page, "blockers-desktop-capture");
        });
        mine++;
        hints += useHint ? 1 : 0;
        // The square holds Red's tile once played, or, when the
        // computers answered before the page was looked at (and may have
        // captured it), Red's move in the list is on that square.
        if (played.on.startsWith("moved on: ")) {
          assert.ok(played.on.endsWith("@" + played.sq), `Red's move was ${played.on}, want one on ${played.sq}`);
        } else {
          assert.equal(played.on, "red", `${played.sq} does not hold Red's tile`);
        }
        captures = await page.$eval("#bl-player-0 .bl-score", (e) => +e.dataset.total);
        if (mine === 10) {
          await env.screenshot(page, "blockers-desktop-midgame");
        }
      }
      await page.waitForSelector("#summary", { timeout: 120000 });
      await env.screenshot(page, "blockers-desktop-summary");
      const title = await page.textContent("#summary h2");
      const rows = await page.$$eval("#summary tbody tr", (els) => els.map((e) => [...e.children].map((c) => c.textContent)));
      env.note(`played ${mine} turns by mouse (${hints} from hints, Red captured ${captures}); ${title}; ${JSON.stringify(rows)}`);
      assert.ok(mine >= 20, `only ${mine} turns played`);
      // Groups + captures in the colour taken most = the score, for each
      // player.
      assert.equal(rows.length, 4, "breakdown rows");
      for (let seat = 1; seat <= 3; seat++) {
        assert.equal(+rows[0][seat] + +rows[1][seat], +rows[3][seat], `seat ${seat}: groups + captures is not the score`);
      }
      assert.match(title, /wins|draw|shared/i);
      // The board with every tile left on it.
      await page.click("#summary .actions .btn >> nth=0");
      await page.waitForSelector("#summary", { state: "detached" });
      // Every rack is face up: four tiles each. Each colour placed 24:
      // the tiles on the board and those captured make 72.
      const held = await page.$$eval(".bl-held", (els) => els.map((e) => e.querySelectorAll("svg").length));
      assert.deepEqual(held, [4, 4, 4], "the final racks shown");
      const onBoard = Object.keys(await boardTiles(page)).length;
      const taken = await page.$$eval(".bl-score", (els) => els.reduce((n, e) => n + +e.dataset.total, 0));
      assert.equal(onBoard + taken, 72, `${onBoard} tiles on the board and ${taken} captured`);
      await env.screenshot(page, "blockers-desktop-end");
      await context.close();
    },
  },
  {
    name: "Blockers hotseat on a phone: two people, the curtain hides each rack",
    timeout: 300000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      context.on("request", (r) => env.requests.push({ test: "blockers-hotseat", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[blockers-hotseat] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, ["person", "person"], true);
      const racks = {};
      let last = null;
      for (let turn = 0; turn < 6; turn++) {
        await page.waitForSelector("#curtain", { timeout: 30000 }); // not the move list, which grows a moment before
        if (turn === 1) {
          await env.screenshot(page, "blockers-phone-curtain");
        }
        await hiddenCheck(page);
        const { colour, tiles } = await reveal(page, true);
        // The other player's rack as it was after their last turn: none
        // of its tiles is in the page, except on the board.
        for (const [c, r] of Object.entries(racks)) {
          if (c === colour) {
            // My own rack is what it was, plus the tile drawn.
            const kept = r.kept.filter((t) => !tiles.includes(t));
            assert.deepEqual(kept, [], `${colour}'s tiles changed while away: ${kept}`);
            continue;
          }
          for (const t of r.kept) {
            const shown = await page.$$(`[data-c="${c}"][data-k="${t}"], [id="bl-rt-${c}-${t}"]`);
            assert.equal(shown.length, 0, `${colour} sees ${c}'s ${t}`);
          }
        }
        if (turn === 0) {
          // Nothing scrolls, and the rack and buttons suit a finger.
          const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
          assert.ok(fits, "the game page scrolls on a phone");
          const small = await page.$$eval(".bl-rt, .bl-tools .btn, .controls .btn", (els) =>
            els.map((e) => [e.id, e.getBoundingClientRect()]).filter(([, r]) => r.width < 44 || r.height < 44).map(([id]) => id),
          );
          assert.deepEqual(small, [], "touch targets under 44 px");
          const board = await page.locator("#bl-board").boundingBox();
          assert.ok(board.width >= 370, `the board is only ${board.width} px wide`);
          await env.screenshot(page, "blockers-phone-turn");
        }
        if (last) {
          // The previous person's tile is on the board.
          const on = (await boardTiles(page))[last.sq];
          assert.deepEqual(on, { colour: last.colour, tile: last.tile }, `${last.sq} after ${last.colour} played there`);
        }
        const played = await playByTaps(page, turn, turn === 1 ? () => env.screenshot(page, "blockers-phone-preview") : null);
        const tile = played.id.slice(`bl-rt-${colour}-`.length);
        racks[colour] = { kept: tiles.filter((t) => t !== tile) };
        last = { sq: played.sq, colour, tile };
      }
      await context.close();
    },
  },
  {
    name: "Blockers on a phone: five computers play to the end; the summary shows every seat's column",
    timeout: 180000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[blockers-five-summary] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      await startGame(page, [1, 1, 1, 1, 1], true);
      await page.waitForSelector("#summary .total", { timeout: 150000 });
      await env.screenshot(page, "blockers-phone-five-summary");
      const summary = await page.$eval("#summary", (m) => {
        const box = m.getBoundingClientRect();
        const cells = [...m.querySelectorAll("thead th, tr.total td")].map((c) => [c.textContent, c.getBoundingClientRect()]);
        return {
          seats: [...m.querySelectorAll("thead th")].slice(1).map((c) => c.textContent.toLowerCase()),
          outside: cells.filter(([, r]) => r.left < box.left || r.right > box.right).map(([t]) => t),
          label: m.querySelector("tr.total th").textContent,
        };
      });
      assert.deepEqual(summary.seats, colours, "the summary's seats");
      // Five columns and the labels fit in a phone's dialog: none is cut
      // off at its edge.
      assert.deepEqual(summary.outside, [], "cells outside the summary");
      assert.equal(summary.label, "Score (lowest wins)");
      await context.close();
    },
  },
  {
    name: "Blockers hotseat: five people, then mixed seats, pass the device in turn",
    timeout: 300000,
    async run(env) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.on("request", (r) => env.requests.push({ test: "blockers-five", url: r.url(), sw: !!r.serviceWorker() }));
      const page = await context.newPage();
      page.on("pageerror", (err) => env.note(`[blockers-five] page error: ${err.message}`));
      await page.goto(env.app.url);
      await waitForWasm(page);
      // Five people: every turn is behind a curtain, in seat order.
      await startGame(page, ["person", "person", "person", "person", "person"]);
      let order = [];
      for (let turn = 0; turn < 7; turn++) {
        // The move list grows a moment before the curtain comes up: wait
        // for the curtain itself.
        await page.waitForSelector("#curtain", { timeout: 30000 });
        await hiddenCheck(page);
        const { colour } = await reveal(page);
        order.push(colour);
        if (turn === 0) {
          await env.screenshot(page, "blockers-desktop-five");
          await page.click(".moves .toggle");
        } else {
          // The moves unfolded by the first person stay so from hand to
          // hand: the curtain hides the panel, it does not drop it.
          assert.ok(await page.$(".moves.open"), `turn ${turn + 1}: the moves were folded again behind the curtain`);
        }
        await playByMouse(page, turn, false);
      }
      const first = colours.indexOf(order[0]);
      assert.deepEqual(order, order.map((_, i) => colours[(first + i) % 5]), "turns out of seat order: " + order);
      // Mixed: person, computer, person, computer. The curtain comes
      // only between the people; a computer's turn needs none.
      await page.click(".top .home");
      await startGame(page, ["person", 1, "person", 1]);
      order = [];
      for (let turn = 0; turn < 4; turn++) {
        await page.waitForSelector("#curtain", { timeout: 120000 });
        await hiddenCheck(page);
        const { colour } = await reveal(page);
        assert.ok(colour === "red" || colour === "yellow", `${colour} is a computer`);
        order.push(colour);
        await playByMouse(page, turn, false);
        // The computer's turn follows: the rack of the person who just
        // played is hidden from whoever holds the device now.
        const shown = await page.$$eval('[id^="bl-rt-"]', (els) => els.map((e) => e.id));
        assert.deepEqual(shown, [], `after ${colour}'s move, during the computer's turn`);
      }
      assert.deepEqual(order.slice(1), order.slice(0, 3).map((c) => (c === "red" ? "yellow" : "red")), "people out of turn: " + order);
      await context.close();
    },
  },
  {
    name: "Blockers rules pages show their diagrams and the reconstructed box layout",
    timeout: 60000,
    async run(env) {
      const context = await env.newContext("bl-rules");
      const page = await context.newPage();
      await page.goto(env.app.url + "rules/blockers");
      await waitForWasm(page);
      await page.waitForSelector(".rules-text figure svg");
      assert.equal((await page.$$(".rules-text figure svg")).length, 2);
      assert.match(await page.textContent(".rules-text .reconstructed"), /reconstructed/);
      await env.screenshot(page, "blockers-rules");
      await context.close();
    },
  },
];

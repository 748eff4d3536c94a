// How a move in notation is played by clicks on the boards of the games
// whose lessons the second half of issue 32 writes (Blokus Duo, Blockade,
// Cul de Sac, Blockers! and its expert variant, Bloqs), by game id, for
// lessons.mjs: each function (page, move) clicks the move's parts with
// the mouse, as a player would, and returns once the lesson page has
// answered it; given a third argument, the selector of another page's
// answer (the puzzles' "#puzzle-told"), once that page has.

import { clickTurn } from "./bkboard.mjs";
import { geometry } from "./common.mjs";
import { parseSquare, shapeKey, squareName, squarePoint } from "./duoboard.mjs";

// answered waits until the page's answer (the element sel) says
// something other than told, what it said before the move.
async function answered(page, sel, told) {
  await page.waitForFunction(([sel, told]) => document.querySelector(sel)?.textContent !== told, [sel, told], { timeout: 10000 });
}

// pieceKey names a piece whatever its orientation: the least of the
// keys of its eight turns and flips.
function pieceKey(cells) {
  const ways = [
    ([x, y]) => [x, y],
    ([x, y]) => [-x, y],
    ([x, y]) => [x, -y],
    ([x, y]) => [-x, -y],
    ([x, y]) => [y, x],
    ([x, y]) => [-y, x],
    ([x, y]) => [y, -x],
    ([x, y]) => [-y, -x],
  ];
  return ways.map((f) => shapeKey(cells.map(f))).sort()[0];
}

// trayPiece returns the id of the piece of the tray that has the shape
// of squares cells, reading each piece's squares off its picture.
async function trayPiece(page, cells) {
  const tray = await page.$$eval("#tray-0 button.piece:not([disabled])", (els) =>
    els.map((e) => ({ id: e.id, cells: [...e.querySelectorAll("svg rect")].map((r) => [Math.floor(+r.getAttribute("x")), Math.floor(+r.getAttribute("y"))]) })),
  );
  const key = pieceKey(cells);
  const p = tray.find((p) => p.cells.length === cells.length && pieceKey(p.cells) === key);
  if (!p) {
    throw new Error(`no piece of the tray has the shape of ${cells.join(" ")}`);
  }
  return p.id;
}

// duoPreview returns the squares of the piece shown under the pointer,
// by name, sorted.
async function duoPreview(page) {
  return (await page.$$eval("#preview [data-sq]", (els) => els.map((e) => e.dataset.sq))).sort();
}

// duoHover points at square sq and returns the piece shown there once it
// is drawn under the pointer (its handle, one of its squares, on sq) and
// not as it was (before).
async function duoHover(page, sq, before) {
  const p = await squarePoint(page, sq);
  await page.mouse.move(p.x, p.y);
  const name = squareName(...sq);
  await page.waitForFunction(
    ([name, before]) => {
      const shown = [...document.querySelectorAll("#preview [data-sq]")].map((e) => e.dataset.sq).sort();
      return shown.includes(name) && shown.join(" ") !== before;
    },
    [name, before.join(" ")],
    { timeout: 5000 },
  );
  return duoPreview(page);
}

// playDuo plays "f9,e10,f10,g10,f11": the piece of the tray of that
// shape is picked, turned and flipped until it has the move's
// orientation under the pointer, then moved over the move's squares and
// clicked down.
async function playDuo(page, move, sel = "#lesson-told") {
  const told = await page.textContent(sel);
  const want = move.split(",").sort();
  const key = shapeKey(want.map(parseSquare));
  const id = await trayPiece(page, want.map(parseSquare));
  const mid = [6, 6];
  await page.click("#" + id);
  await page.waitForSelector(`#${id}.selected`);
  // The tray clicked may have scrolled the board out of sight (a page
  // taller than the screen, as the puzzles' with their list).
  await page.locator("#duo-board").scrollIntoViewIfNeeded();
  let cells = await duoHover(page, mid, await duoPreview(page));
  for (let o = 0; o < 8; o++) {
    if (shapeKey(cells.map(parseSquare)) === key) {
      const at = (cells) => [0, 1].map((i) => Math.min(...cells.map((s) => parseSquare(s)[i])));
      const [wc, wr] = at(want);
      const [cc, cr] = at(cells);
      if (wc !== cc || wr !== cr) {
        cells = await duoHover(page, [mid[0] + wc - cc, mid[1] + wr - cr], cells);
      }
      if (cells.join(" ") !== want.join(" ")) {
        throw new Error(`${move}: the piece shows on ${cells.join(",")}`);
      }
      await page.waitForSelector('#preview[data-state="legal"]', { timeout: 5000 });
      const to = await squarePoint(page, [mid[0] + wc - cc, mid[1] + wr - cr]);
      await page.mouse.click(to.x, to.y);
      await answered(page, sel, told);
      return;
    }
    // The next orientation: four turns (R), then the flip (F), by keys
    // so that the pointer stays on the board. The piece changes under
    // the pointer, unless it looks the same turned.
    await page.keyboard.press(o === 3 ? "f" : "r");
    const before = cells.join(" ");
    await page
      .waitForFunction((before) => [...document.querySelectorAll("#preview [data-sq]")].map((e) => e.dataset.sq).sort().join(" ") !== before, before, {
        timeout: 1000,
      })
      .catch(() => {});
    cells = await duoPreview(page);
  }
  throw new Error(`${id} never takes the shape of ${move}`);
}

// playBlockade plays "d4-d6/e5h" (or "h10-h11", a winning step with no
// wall) by clicks on the board (bkboard.mjs), answered on the lesson
// page or, given sel, on another (the puzzles' "#puzzle-told").
const playBlockade = (page, move, sel = "#lesson-told") => clickTurn(page, move, sel);

// playBlockers plays "7@C7", or in the expert variant "yellow:7@C7": the
// tile of the rack (the red one when the move names no colour), then its
// square, pointed at until the tile shows there, and clicked.
async function playBlockers(page, move, sel = "#lesson-told") {
  const told = await page.textContent(sel);
  const [colour, placed] = move.includes(":") ? move.split(":") : ["red", move];
  const [tile, sq] = placed.split("@");
  const id = `bl-rt-${colour}-${tile}`;
  await page.click("#" + id);
  await page.waitForSelector(`#${id}.s1`, { timeout: 5000 });
  const g = await geometry(page, "#bl-board svg");
  const r = sq.charCodeAt(0) - 65;
  const c = parseInt(sq.slice(1), 10) - 1;
  const p = { x: g.left + (c + 0.5 - g.vx) * g.k, y: g.top + (r + 0.5 - g.vy) * g.k };
  await page.mouse.move(p.x, p.y);
  await page.waitForSelector(`#bl-preview[data-sq="${sq}"]`, { timeout: 5000 });
  await page.mouse.click(p.x, p.y);
  await answered(page, sel, told);
}

// playBloqs plays "WxH@C,R": the footprint's button (and rotate, when
// the block lies the other way), then the square the pointer layer
// marks for that placement, pointed at until the block shows there, and
// clicked.
async function playBloqs(page, move, sel = "#lesson-told") {
  const told = await page.textContent(sel);
  const [w, h] = move.split("@")[0].split("x").map(Number);
  const button = `#bq-foot-${w * h}`;
  await page.click(button);
  await page.waitForSelector(`${button}[aria-pressed="true"]`, { timeout: 5000 });
  if ((await page.getAttribute(button, "data-foot")) !== `${w}x${h}`) {
    await page.click("#bq-rotate");
    await page.waitForSelector(`${button}[data-foot="${w}x${h}"]`, { timeout: 5000 });
  }
  const target = await page.waitForSelector(`#bq-board svg.bq-hit[data-foot="${w}x${h}"] rect[data-target="${move}"]`, { timeout: 5000 });
  await target.scrollIntoViewIfNeeded();
  // The block shown may move the page under the pointer (what it would
  // score, said above the board): pointed at again until it stays.
  let p = null;
  for (let tries = 0; tries < 3; tries++) {
    const b = await target.boundingBox();
    const q = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    if (p && p.x === q.x && p.y === q.y) {
      break;
    }
    p = q;
    await page.mouse.move(p.x, p.y);
    await page.waitForSelector(`#bq-preview[data-at="${move}"]`, { timeout: 5000 });
  }
  await page.mouse.click(p.x, p.y);
  await answered(page, sel, told);
}

export default {
  blokusduo: playDuo,
  blockade: playBlockade,
  culdesac: playBlockade,
  blockers: playBlockers,
  "blockers-expert": playBlockers,
  bloqs: playBloqs,
};

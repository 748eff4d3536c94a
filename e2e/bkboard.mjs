// Blockade's and Cul de Sac's board as the browser tests click it: where
// a square's centre and a wall's groove are on the page, and a turn
// ("d4-d6/e5h") played by clicks, as a player would.

import { geometry as boardGeometry } from "./common.mjs";

// geometry returns how the board's drawing units map onto the page.
export const geometry = (page) => boardGeometry(page, "#bk-board svg");

const toPage = (g, x, y) => ({ x: g.left + (x - g.vx) * g.k, y: g.top + (y - g.vy) * g.k });
const col = (name) => name.charCodeAt(0) - 97;

// squarePoint returns the page position of a square's centre ("d4"):
// drawing units have one unit per square, row 14 at the top.
export function squarePoint(g, name) {
  return toPage(g, col(name) + 0.5, 14 - parseInt(name.slice(1), 10) + 0.5);
}

// wallPoint returns a page position on a wall's groove ("e5h": between
// rows 5 and 6 over columns e and f), a quarter square (or at) from its
// centre along it.
export function wallPoint(g, name, at = 0.25) {
  const cx = col(name) + 1;
  const cy = 14 - parseInt(name.slice(1, -1), 10);
  return name.endsWith("h") ? toPage(g, cx + at, cy) : toPage(g, cx, cy + at);
}

// clickTurn plays "d4-d6/e5h" (or "h10-h11", a winning step with no
// wall) on a page that answers each move in the element told (a
// selector): the pawn, its dotted square, then the wall's groove pointed
// at until the wall shows there, and clicked. A turn without a wall is
// answered at once, or waits for Confirm. It returns once the page has
// said something else. The board is scrolled into view first (a list
// below it, clicked last, may have scrolled it away).
export async function clickTurn(page, move, told) {
  const before = await page.textContent(told);
  const [step, wall] = move.split("/");
  const [from, to] = step.split("-");
  await page.locator("#bk-board svg").first().scrollIntoViewIfNeeded();
  const g = await geometry(page);
  let p = squarePoint(g, from);
  await page.mouse.click(p.x, p.y);
  await page.waitForSelector(`circle.bk-picked[data-sq="${from}"]`, { timeout: 5000 });
  await page.waitForSelector(`circle.bk-target[data-sq="${to}"]`, { timeout: 5000 });
  p = squarePoint(g, to);
  await page.mouse.click(p.x, p.y);
  const answered = (timeout) =>
    page.waitForFunction(({ told, before }) => document.querySelector(told)?.textContent !== before, { told, before }, { timeout });
  if (!wall) {
    await page.waitForFunction(
      ({ told, before }) => document.querySelector(told)?.textContent !== before || document.querySelector("#bk-confirm:not([disabled])"),
      { told, before },
      { timeout: 5000 },
    );
    if ((await page.textContent(told)) === before) {
      await page.click("#bk-confirm");
    }
    await answered(10000);
    return;
  }
  await page.waitForSelector(`.bk-pawn.moved[data-sq="${to}"]`, { timeout: 5000 });
  p = wallPoint(g, wall);
  await page.mouse.move(p.x, p.y);
  await page.waitForSelector(`#bk-preview[data-state="legal"][data-wall="${wall}"]`, { timeout: 5000 });
  await page.mouse.click(p.x, p.y);
  await answered(10000);
}

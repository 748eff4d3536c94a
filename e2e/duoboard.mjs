// Blokus Duo's board as the browser tests click it: squares by name
// ("e10") or as (col, row) from 0 at a1, and where a square's centre is
// on the page.

// view is the board's drawing area (app/duoview/board.go: viewX, viewY,
// viewW, viewH): one unit per square, row 14 at the top.
const view = { x: -0.75, y: -0.25, w: 15, h: 15 };

// squareName and parseSquare convert between names ("e10") and (col, row)
// from 0 at a1.
export const squareName = (c, r) => String.fromCharCode(97 + c) + (r + 1);
export const parseSquare = (s) => [s.charCodeAt(0) - 97, parseInt(s.slice(1), 10) - 1];

// squarePoint returns the page coordinates of a square's centre.
export async function squarePoint(page, [c, r]) {
  const b = await page.locator("#duo-board").boundingBox();
  return {
    x: b.x + ((c - view.x + 0.5) / view.w) * b.width,
    y: b.y + ((13 - r - view.y + 0.5) / view.h) * b.height,
  };
}

// shapeKey normalises a set of squares for comparison.
export function shapeKey(cells) {
  const minC = Math.min(...cells.map((s) => s[0]));
  const minR = Math.min(...cells.map((s) => s[1]));
  return cells
    .map(([c, r]) => `${c - minC},${r - minR}`)
    .sort()
    .join(" ");
}

// How a move in notation is played by clicks on a game's board, by game
// id, for lessons.mjs: each function (page, move) clicks the move's
// parts and returns once the board has sent it to the page (the lesson
// page then answers it). lessonplay-b.mjs holds the other games'.

import { clickSquare, clickStep } from "./common.mjs";

// playCompendium plays a move of the Buchholz compendium's board: the
// squares of its notation clicked in turn ("A5-C5-D5": a path square by
// square; "S@B5" and "@E5": the square put on; "E5xE9": a capture), then,
// where the board still offers a choice there, the button that ends the
// move: "Stop here", or the kind entered ("+T", "+S"). It waits for each
// click's targets to show, and at the end for the lesson page to answer.
async function playCompendium(page, move) {
  let text = move.includes("@") ? move.slice(move.indexOf("@") + 1) : move;
  let choice = "";
  if (/\+[A-Z]$/.test(text)) {
    choice = text.slice(-1);
    text = text.slice(0, -2);
  }
  const told = await page.textContent("#lesson-told");
  const squares = text.split(/[-x]/);
  for (const [i, sq] of squares.entries()) {
    // Each square once it is offered: a click before that may land on
    // squares the page is still drawing again.
    await page.waitForSelector(i === 0 ? `.bz [data-sq="${sq}"]` : `.bz .gb-target[data-sq="${sq}"]`);
    if (i > 0 && i < squares.length - 1) {
      await clickStep(page, sq);
    } else {
      await clickSquare(page, sq);
    }
  }
  // Answered, or a choice to make where the move ends (once the square
  // clicked last is no longer offered: the choices of a square before
  // it may still show for a moment).
  const last = squares.at(-1);
  const choices = ".bz-choices button";
  const settled = ([told, choices, last]) =>
    document.querySelector("#lesson-told")?.textContent !== told ||
    (document.querySelector(choices) && !document.querySelector(`.bz .gb-target[data-sq="${last}"]`));
  await page.waitForFunction(settled, [told, choices, last], { timeout: 10000 });
  if ((await page.textContent("#lesson-told")) === told) {
    const label = { T: /triangle/, S: /square/, "": /Stop here/ }[choice];
    await page.locator(choices, { hasText: label }).first().click();
    await page.waitForFunction((told) => document.querySelector("#lesson-told")?.textContent !== told, told, { timeout: 10000 });
  }
}

export default {
  alignement: playCompendium,
  blocus: playCompendium,
  empire: playCompendium,
  porte: playCompendium,
  saute: playCompendium,
  solitaire: playCompendium,
};

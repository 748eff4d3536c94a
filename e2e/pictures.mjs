// Browser tests of the pictures of a game (app/shell/picture.go,
// app/gifenc): the position as SVG and PNG and the whole game as an
// animated GIF, made in the page, downloaded and decoded here by
// decoders of their own (pngjs, omggif), in the dark theme.

import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";

import { GifReader } from "omggif";
import { PNG } from "pngjs";

import { clickSquare, waitForWasm } from "./common.mjs";

// make clicks the button of a picture of the given kind (svg, png, gif)
// and returns the file its download gives, and the line that says what
// was made. It waits for that picture's own line: the line of the one
// made before stays until the new one is done.
async function make(page, kind, timeout = 60000) {
  await page.click(`#pic-${kind}`);
  await page.waitForFunction(
    (ext) => (document.querySelector("#pic-made")?.textContent || "").includes(`.${ext}:`),
    kind,
    { timeout },
  );
  const said = (await page.textContent("#pic-made")).trim();
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#pic-download")]);
  const data = await readFile(await download.path());
  return { name: download.suggestedFilename(), data, said };
}

export const picturesTests = [
  {
    name: "pictures: a L'Empire game of 5 moves as SVG, PNG and an animated GIF, decoded, in the dark theme",
    timeout: 180000,
    async run(env) {
      const context = await env.newContext("pictures");
      await context.addInitScript(() => {
        if (location.protocol === "http:") {
          localStorage.setItem("impasse.settings", JSON.stringify(JSON.stringify({ theme: "dark" })));
        }
      });
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      await page.click("#play-empire");
      await page.waitForSelector("#new-game");
      for (const row of ["#seat-1", "#seat-2"]) {
        await page.click(`${row} .seg >> nth=0`);
      }
      await page.click("#start");
      await page.waitForSelector(".bz");
      const moves = [["D1", "E1"], ["K10", "G10"], ["E1", "E12"], ["G10", "G5"], ["E12", "I12"]];
      for (const [i, [from, to]] of moves.entries()) {
        await clickSquare(page, from);
        await page.waitForSelector(`.bz .gb-target[data-sq="${to}"]`, { timeout: 5000 });
        await clickSquare(page, to);
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, i + 1);
      }
      const board = await page.$eval(".bz svg.gb-board", (el) => {
        const r = el.getBoundingClientRect();
        return { w: Math.round(r.width), h: Math.round(r.height) };
      });
      await page.click("#pictures-toggle");
      await page.waitForSelector("#pic-svg", { state: "visible" });

      const svg = await make(page, "svg");
      assert.match(svg.name, /^empire-\d{8}-\d{4}\.svg$/);
      const text = svg.data.toString("utf8");
      assert.match(text, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      assert.match(text, new RegExp(`width="${board.w}" height="${board.h}"`));
      // The theme is written in: the dark background behind the board.
      assert.match(text, /<rect [^>]*style="fill:rgb\(21, 23, 26\)/);
      assert.ok((text.match(/style="/g) || []).length > 100, "the styles are not written into the elements");

      const png = await make(page, "png");
      assert.match(png.name, /\.png$/);
      const img = PNG.sync.read(png.data);
      assert.equal(img.width, board.w * 2);
      assert.equal(img.height, board.h * 2);
      // Drawn, not blank: many colours, the corner the dark background.
      const colours = new Set();
      for (let i = 0; i < img.data.length; i += 4 * 97) {
        colours.add(img.data.readUInt32BE(i));
      }
      assert.ok(colours.size > 8, `the PNG has ${colours.size} colours`);
      assert.deepEqual([...img.data.subarray(0, 3)], [21, 23, 26]);
      assert.match(png.said, new RegExp(`${board.w * 2} × ${board.h * 2} pixels`));

      const gif = await make(page, "gif");
      assert.match(gif.name, /\.gif$/);
      const reader = new GifReader(new Uint8Array(gif.data));
      assert.equal(reader.numFrames(), moves.length + 1);
      assert.equal(Math.max(reader.width, reader.height), Math.min(480, Math.max(board.w, board.h)));
      assert.equal(reader.loopCount(), 0);
      assert.equal(reader.frameInfo(0).delay, 80);
      assert.equal(reader.frameInfo(moves.length).delay, 300);
      // Each position differs from the one before it. After the first,
      // a frame holds only the rectangle that changed, drawn over the
      // picture before, as a viewer shows it.
      const frames = [];
      const pix = new Uint8Array(reader.width * reader.height * 4);
      for (let f = 0; f < reader.numFrames(); f++) {
        const info = reader.frameInfo(f);
        if (f > 0) {
          assert.ok(info.width * info.height < reader.width * reader.height, `frame ${f} is the whole picture again`);
        }
        reader.decodeAndBlitFrameRGBA(f, pix);
        frames.push(Buffer.from(pix));
      }
      for (let f = 1; f < frames.length; f++) {
        assert.ok(!frames[f].equals(frames[f - 1]), `frame ${f} is the same as the one before`);
      }
      assert.match(gif.said, /6 pictures/);
      // The game is shown as it was, not in replay.
      assert.equal(await page.$("#replay-bar"), null);
      await env.screenshot(page, "pictures-made");
      // The pictures themselves, to look at.
      for (const [name, file] of [["pictures-position.svg", svg], ["pictures-position.png", png], ["pictures-game.gif", gif]]) {
        await writeFile(new URL(`artifacts/screenshots/${name}`, import.meta.url), file.data);
      }
      env.note(`SVG ${svg.data.length} B, PNG ${img.width} × ${img.height} ${png.data.length} B, GIF ${reader.width} × ${reader.height} ${reader.numFrames()} frames ${gif.data.length} B`);
      await context.close();
    },
  },
];

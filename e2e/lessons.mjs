// Browser tests of the lessons (app/shell/lessonpage.go): every lesson of
// every game that has a lesson file followed to its end by clicks on one
// page, one wrong move tried once in each (its explanation said, the
// step tried again), where a lesson was left kept across a reload, the
// finished lessons marked on the game list, the game that ends a lesson
// started against level 1, and no request leaving the origin.

import assert from "node:assert/strict";

import { seedStorage, showTargets, waitForWasm } from "./common.mjs";
import playA from "./lessonplay.mjs";
import playB from "./lessonplay-b.mjs";

// play holds, by game id, how a move in notation is played by clicks.
const play = { ...playA, ...playB };

// readLesson reads a lesson file's steps as lessons.mjs needs them: the
// moves each wants, its English "then", and its moves with a why of
// their own and that why in English.
function readLesson(text) {
  const steps = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "play") {
      break;
    }
    if (line === "step") {
      steps.push({ want: [], then: "", whys: [] });
      continue;
    }
    const step = steps.at(-1);
    const [key, value = ""] = line.split(/: (.*)/s);
    if (!step || line.startsWith("#")) {
      continue;
    }
    if (key === "want") {
      step.want = value.trim().split(/\s+/);
    } else if (key === "then.en") {
      step.then = value.trim();
    } else if (key.startsWith("why.en ")) {
      step.whys.push({ move: key.slice("why.en ".length), text: value.trim() });
    }
  }
  return steps;
}

// told returns what the lesson page says of the last move.
const told = (page) => page.textContent("#lesson-told");

// waitStep waits until the page shows step n (from 1) of steps.
async function waitStep(page, n, steps) {
  const want = `Step ${n} of ${steps}`;
  await page
    .waitForFunction((text) => document.querySelector("#lesson-step")?.textContent === text, want, { timeout: 10000 })
    .catch(async () => assert.equal(await page.textContent("#lesson-step").catch(() => "no step shown"), want));
}

// noForeign checks that the test's pages asked no other origin.
function noForeign(env, test) {
  const foreign = env.requests.filter((r) => r.test === test && !/^(data|blob):/.test(r.url) && ![env.app.origin, env.site.origin].includes(new URL(r.url).origin));
  assert.deepEqual(foreign, [], "requests to other origins");
}

// followLessons follows, by clicks, every other lesson of the game list
// (half 0: the first, third, …; half 1: the second, fourth, …), so that
// two tests share them and run side by side: each step's right move,
// the wrong move a step answers with its own why tried once in each
// lesson, a reload in the first lesson (where it was left is kept), the
// game against level 1 at the end of the first, and every lesson of the
// half marked finished on the game list and after a reload.
async function followLessons(env, half) {
  const name = `lessons-${half + 1}`;
  const context = await env.newContext(name);
  const page = await context.newPage();
  await page.goto(env.app.url);
  await waitForWasm(page);
  // The page's own index of the games with a lesson.
  const all = await page.$$eval("[id^=learn-]", (els) => els.map((e) => e.id.slice("learn-".length)));
  assert.ok(all.length > 1, "fewer than two games offer a lesson");
  const ids = all.filter((_, i) => i % 2 === half);
  for (const id of ids) {
    assert.ok(play[id], `no way to play ${id}'s moves by clicks (lessonplay.mjs, lessonplay-b.mjs)`);
  }
  await showTargets(page);
  let reloaded = false;
  for (const id of ids) {
    const started = Date.now();
    const text = await page.evaluate((id) => fetch(new URL(`web/lessons/${id}.txt`, document.baseURI)).then((r) => r.text()), id);
    const steps = readLesson(text);
    // The wrong move tried: the first a step answers with its own why.
    const wrongAt = steps.findIndex((s) => s.whys.length > 0);
    assert.ok(wrongAt >= 0, `${id}: no step names a wrong move in a why of its own`);
    await page.click(`#learn-${id}`);
    for (const [i, s] of steps.entries()) {
      await waitStep(page, i + 1, steps.length);
      if (!reloaded && i === Math.min(2, steps.length - 1)) {
        // Where the lesson was left is kept: a reload comes back to
        // this step.
        await page.reload();
        await waitForWasm(page);
        await waitStep(page, i + 1, steps.length);
        reloaded = true;
      }
      if (i === wrongAt) {
        const why = s.whys[0];
        await play[id](page, why.move);
        // The move is told in words, not in notation.
        const text = await told(page);
        const tail = ` That is not the move asked for. ${why.text} Try again.`;
        assert.ok(text.endsWith(tail) && text.length > tail.length && text.slice(0, -tail.length) !== why.move, `${id}: told ${text}`);
        assert.equal(await page.$("#lesson-next"), null, `${id} step ${i + 1}: the wrong move ${why.move} let the lesson go on`);
        if (id === ids[0] && half === 0) {
          await env.screenshot(page, "lesson-phone-wrong");
          await page.setViewportSize({ width: 1280, height: 800 });
          await env.screenshot(page, "lesson-desktop-wrong");
          await page.setViewportSize({ width: 390, height: 844 });
        }
      }
      await play[id](page, s.want[0]);
      await page.waitForSelector("#lesson-next");
      assert.equal(await told(page), s.then || "Right!", `${id} step ${i + 1}`);
      if (id === ids[0] && half === 0 && i === wrongAt) {
        await env.screenshot(page, "lesson-phone-right");
      }
      await page.click("#lesson-next");
    }
    // The end: a game against level 1, and the lesson marked finished.
    await page.waitForSelector("#lesson-play");
    assert.match(await page.textContent("#lesson-step"), /Last step/);
    await page.waitForSelector("#lesson-done");
    env.note(`${id}: ${steps.length} steps, the wrong move at step ${wrongAt + 1}, ${Date.now() - started} ms`);
    if (id === ids[0]) {
      await page.click("#lesson-play");
      await page.waitForURL(new RegExp(`/play/${id}$`));
      await page.waitForSelector(".board-area svg");
    }
    await page.click("a.home");
    await page.waitForSelector(`#learn-${id}.learned`);
  }
  // A finished lesson's Learn is marked on its rules page too.
  await page.click(`#rules-${ids[0]}`);
  await page.waitForSelector("#rules-learn.learned");
  await page.click("a.home");
  // Reloaded, the list still marks every lesson finished.
  await page.reload();
  await waitForWasm(page);
  for (const id of ids) {
    await page.waitForSelector(`#learn-${id}.learned`, { timeout: 10000 });
    assert.match(await page.textContent(`#learn-${id}`), /✓/);
  }
  if (half === 0) {
    await page.locator(`#card-${ids[0]}`).scrollIntoViewIfNeeded();
    await env.screenshot(page, "lesson-home-phone");
  }
  await context.close();
  noForeign(env, name);
}

export const lessonsTests = [
  {
    name: "Lessons: every other lesson (the first, third, …) followed by clicks, a wrong move answered and tried again in each, kept across a reload, finished on the game list",
    timeout: 300000,
    run: (env) => followLessons(env, 0),
  },
  {
    name: "Lessons: every other lesson (the second, fourth, …) followed by clicks, a wrong move answered and tried again in each, kept across a reload, finished on the game list",
    timeout: 300000,
    run: (env) => followLessons(env, 1),
  },
  {
    name: "Lessons: a damaged or missing lesson file, a step that cannot be set up and damaged progress are said, the rest works",
    timeout: 60000,
    async run(env) {
      const context = await env.browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
      await context.route("**/web/lessons/saute.txt", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "step\nwant c1\n" }));
      await context.route("**/web/lessons/blocus.txt", (route) => route.fulfill({ status: 404, body: "" }));
      await context.route("**/web/lessons/alignement.txt", async (route) => {
        // The real file, its first step's moves spoilt.
        const text = await (await route.fetch()).text();
        route.fulfill({ status: 200, contentType: "text/plain", body: text.replace("\nsay.en: You play Red.", "\nmoves: S@E5 S@E5\nsay.en: You play Red.") });
      });
      await seedStorage(context, "impasse.lessons", "{not json");
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // Damaged progress: said, and the lessons start again.
      await page.goto(env.app.url + "learn/porte");
      await waitForWasm(page);
      await page.waitForSelector("#lesson-say");
      assert.match(await told(page), /could not be read: they start again/);
      assert.match(await page.textContent("#lesson-step"), /^Step 1 of/);
      assert.equal(await page.evaluate(() => localStorage.getItem("impasse.lessons")), null, "the damaged progress was kept");
      // A step that cannot be set up says so and lets the lesson go on.
      await page.goto(env.app.url + "learn/alignement");
      await waitForWasm(page);
      await page.waitForSelector("#lesson-next");
      assert.match(await page.textContent("#lesson-say"), /Step 1 cannot be set up \(move 2: .*\)/);
      await page.click("#lesson-next");
      await waitStep(page, 2, 7);
      // A damaged file and a missing one are said on their pages.
      await page.goto(env.app.url + "learn/saute");
      await waitForWasm(page);
      await page.waitForSelector("#lesson-error");
      assert.match(await page.textContent("#lesson-error"), /The lesson file is damaged \(lesson line 2: "want c1": want step, play, or key: value\)/);
      await page.goto(env.app.url + "learn/blocus");
      await waitForWasm(page);
      await page.waitForSelector("#lesson-error");
      assert.match(await page.textContent("#lesson-error"), /could not be read/);
      await page.click("a.home");
      await page.waitForSelector("#learn-saute");
      assert.deepEqual(errors, []);
      await context.close();
    },
  },
];

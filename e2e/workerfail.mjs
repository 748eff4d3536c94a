// Browser tests of the AI worker's failures (app/aiclient): a worker that
// crashes, and later one that hangs, are each replaced, the question asked
// again of the new worker, and the game goes on.

import assert from "node:assert/strict";

import { startGame, waitForWasm } from "./common.mjs";

// hangAtSecondMove is a worker that runs the real one but never answers
// the question about the computer's second move (a record with a move 2).
const hangAtSecondMove = `
importScripts(new URL("ai-worker.js?real", self.location.href).href);
const real = self.onmessage;
self.onmessage = (event) => {
  const record = (event.data && event.data.record) || "";
  if (/(^|\\s)2\\. /.test(record)) {
    for (;;) {}
  }
  real(event);
};
`;

export const workerfailTests = [
  {
    name: "AI worker: one that crashes and one that hangs are replaced, and the game goes on",
    timeout: 180000,
    async run(env) {
      // No service worker, so that every load of the worker's script
      // comes to the route below.
      const context = await env.browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
      let loads = 0;
      await context.route(
        (url) => url.pathname.endsWith("/ai-worker.js") && url.search === "",
        async (route) => {
          loads++;
          switch (loads) {
            case 1: // throws at the first question
              await route.fulfill({ contentType: "text/javascript", body: 'self.onmessage = () => { throw new Error("injected crash"); };' });
              return;
            case 2:
              await route.fulfill({ contentType: "text/javascript", body: hangAtSecondMove });
              return;
          }
          await route.continue();
        },
      );
      const page = await context.newPage();
      await page.goto(env.app.url);
      await waitForWasm(page);
      const moves = (n) => page.waitForFunction((n) => document.querySelectorAll("#move-list li").length >= n, n, { timeout: 60000 });
      // The computer moves first: its worker crashes at the question,
      // and the next one answers it.
      await startGame(page, "blokusduo", [1, "person"], { ready: "#duo-board" });
      await moves(1);
      assert.equal(loads, 2, "a crashed worker and its replacement");
      // The person's move, typed; the computer's next question hangs its
      // worker, which the page replaces after its silence.
      await page.waitForSelector("#legal-moves option", { state: "attached" });
      const move = await page.$eval("#legal-moves option", (o) => o.value);
      await page.fill("#move-box", move);
      await page.press("#move-box", "Enter");
      await moves(3);
      assert.equal(loads, 3, "a hung worker and its replacement");
      assert.equal(await page.$("#move-list li.error, .notice.error"), null);
      env.note(`moves: ${(await page.textContent("#move-list")).replace(/\s+/g, " ").trim()}`);
      await context.close();
    },
  },
];

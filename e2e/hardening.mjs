// Browser tests of what issue 15 hardened: the Content-Security-Policy
// (the app loads, plays and works offline under it, with no violation),
// and a damaged saved game (kept aside, said, never a dead page).

import assert from "node:assert/strict";

import { clickSquare, moveCount, seedStorage, showTargets, startGame, waitForWasm } from "./common.mjs";

// The policy app/shell/handler.go sets (ContentSecurityPolicy): in a
// <meta> element of every page, and with frame-ancestors in the header
// impasse serve sends.
const policy =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
  "style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; worker-src 'self'; " +
  "manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";

// The Permissions-Policy impasse serve sends (shell.PermissionsPolicy).
const permissions =
  "accelerometer=(), camera=(), clipboard-write=(self), " +
  "display-capture=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), " +
  "magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), " +
  "screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()";

// watchPolicy records in the context every violation of the policy its
// pages report (the securitypolicyviolation event), and every console
// message about the policies (a feature of the Permissions-Policy that
// the browser does not know included).
async function watchPolicy(context) {
  const seen = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on("console", (msg) => {
    if (/Content Security Policy|CSP violation|Refused to|Permissions-Policy|Permissions Policy/i.test(msg.text())) {
      seen.push(msg.text());
    }
  });
  return seen;
}

// policyTest loads the app at url, checks the policy it carries, plays a
// few moves against the computer (whose search runs in the Web Worker,
// from WebAssembly), then goes offline and loads it again from the
// service worker: no violation all along.
async function policyTest(env, name, url) {
  const context = await env.newContext(name);
  const seen = await watchPolicy(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto(url);
  const headers = response.headers();
  assert.equal(headers["content-security-policy"], policy + "; frame-ancestors 'none'");
  assert.equal(headers["x-content-type-options"], "nosniff");
  assert.equal(headers["referrer-policy"], "no-referrer");
  assert.equal(headers["x-frame-options"], "DENY");
  assert.equal(headers["cross-origin-opener-policy"], "same-origin");
  assert.equal(headers["cross-origin-resource-policy"], "same-origin");
  assert.equal(headers["permissions-policy"], permissions);
  await waitForWasm(page);
  const meta = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
  assert.equal(meta, policy);

  // Two computers play (their worker compiles ai.wasm under the
  // policy), the board drawn as they go.
  await startGame(page, "blokusduo", [1, 1], { ready: "#duo-board" });
  await page.waitForFunction(() => document.querySelectorAll("#move-list li").length >= 4, null, { timeout: 60000 });
  env.note(`${name}: ${await moveCount(page)} moves played by two computers under the policy`);

  // Offline, from the service worker's cache.
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  await context.setOffline(true);
  await page.reload();
  await waitForWasm(page);
  await page.waitForSelector("#duo-board");
  await env.screenshot(page, name + "-offline");
  await context.setOffline(false);
  await context.close();
  assert.deepEqual(seen, [], "policy messages");
}

// Damaged saved games as they stand in the storage: under Blokus Duo's
// key, opened at its address; under the first version's single key,
// opened at its old address (#game), which becomes the home page's.
const duoKey = "impasse.game.blokusduo";
const damaged = [
  { what: "garbage", key: duoKey, raw: "garbage" },
  { what: "format 99", key: duoKey, raw: JSON.stringify(JSON.stringify({ v: 99, record: "" })) },
  { what: "an illegal move", key: duoKey, raw: JSON.stringify(JSON.stringify({ v: 1, record: '[Game "blokusduo"]\n\n1. e10 2. e11' })) },
  { what: "an unknown game", key: duoKey, raw: JSON.stringify(JSON.stringify({ v: 1, record: '[Game "chess"]\n\n1. e4' })) },
  { what: "the old key, garbage", key: "impasse.game", raw: "{garbage", old: true },
];

export const hardeningTests = [
  {
    name: "CSP: the app loads, plays and works offline with no violation",
    timeout: 120000,
    run: (env) => policyTest(env, "csp-app", env.app.url),
  },
  {
    name: "CSP: the site loads, plays and works offline with no violation",
    timeout: 120000,
    run: (env) => policyTest(env, "csp-site", env.site.url),
  },
  {
    name: "a damaged saved game is set aside and said, the page goes on",
    timeout: 120000,
    async run(env) {
      for (const { what, key, raw, old } of damaged) {
        const context = await env.newContext("damaged-save");
        // The damaged save is in the storage before the app starts (not
        // again at the reload below).
        await seedStorage(context, key, raw);
        // A new page at the address of the game that was there.
        const page = await context.newPage();
        await page.goto(env.app.url + (old ? "#game" : "play/blokusduo"));
        await waitForWasm(page);
        const toast = await page.waitForSelector(".notice.toast span", { timeout: 10000 });
        const text = await toast.innerText();
        const game = old ? "from the first version" : "Blokus Duo";
        assert.ok(text.startsWith(`A saved game could not be taken up (${game}: `) && text.includes("It was set aside"), `${what}: ${text}`);
        assert.ok(!text.includes("\n"), `${what}: the message spans lines: ${text}`);
        // Kept as it was, under a key of its own.
        const store = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
        const aside = Object.keys(store).filter((k) => k.startsWith("impasse.aside."));
        assert.equal(aside.length, 1, `${what}: kept aside: ${JSON.stringify(store)}`);
        assert.ok(store[aside[0]] === raw || store[aside[0]] === JSON.stringify(raw), `${what}: kept ${store[aside[0]]}, want ${raw}`);
        assert.equal(store[key], undefined, `${what}: still under its key`);
        // The address leads to a live page: a new game of Blokus Duo,
        // or the home page for the old link.
        const ready = old ? "#play-blokusduo" : "#new-game, #new-game-button";
        await page.waitForSelector(ready);
        const at = await page.evaluate(() => location.pathname + location.hash);
        assert.equal(at, old ? "/" : "/play/blokusduo", `${what}: the address`);
        if (what === "garbage") {
          await env.screenshot(page, "damaged-save");
        }
        // A reload says nothing more: the damage was dealt with once.
        await page.reload();
        await waitForWasm(page);
        await page.waitForSelector(ready);
        assert.equal(await page.$(".notice.toast"), null, `${what}: a message again after a reload`);
        env.note(`${what}: "${text}"`);
        await context.close();
      }
    },
  },
  {
    name: "two tabs on one game: neither overwrites the other's game silently",
    timeout: 120000,
    async run(env) {
      const context = await env.newContext("two-tabs");
      const a = await context.newPage();
      await a.goto(env.app.url);
      await waitForWasm(a);
      await showTargets(a);
      await startGame(a, "blocus", ["person", "person"], { ready: ".bz" });
      const place = async (page, sq, n) => {
        await page.waitForSelector(`.bz .gb-target[data-sq="${sq}"]`);
        await clickSquare(page, sq);
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, n);
      };
      const toast = (page, start) =>
        page.waitForFunction((start) => [...document.querySelectorAll(".notice.toast span")].some((e) => e.textContent.startsWith(start)), start, {
          timeout: 10000,
        });
      await place(a, "I7", 1);
      // A second tab opens the same game, one move in.
      const b = await context.newPage();
      await b.goto(env.app.url + "play/blocus");
      await waitForWasm(b);
      await b.waitForFunction(() => document.querySelectorAll("#move-list li").length === 1);
      // A plays on: B is told.
      await place(a, "H3", 2);
      await toast(b, "This game was just played in another tab.");
      // B plays its own second move: A's game is set aside, and both
      // tabs say so.
      await place(b, "L12", 2);
      await toast(b, 'This game was also played in another tab. That tab\'s game was set aside, under "Games set aside" in the records; this one is kept.');
      await toast(a, "This game was just played in another tab.");
      const store = await b.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      const aside = Object.keys(store).filter((k) => k.startsWith("impasse.aside."));
      assert.equal(aside.length, 1, `set aside: ${JSON.stringify(store)}`);
      assert.ok(JSON.parse(store[aside[0]]).includes("@H3"), `A's game, kept aside: ${store[aside[0]]}`);
      assert.ok(store["impasse.game.blocus"].includes("@L12"), `B's game, kept: ${store["impasse.game.blocus"]}`);
      env.note(`kept aside as ${aside[0]}`);
      // A reload of A shows B's game: the last played is the one kept.
      await a.reload();
      await waitForWasm(a);
      await a.waitForFunction(() => document.querySelectorAll("#move-list li").length === 2);
      assert.match(await a.$eval("#move-list", (e) => e.textContent), /L12/);
      await context.close();
    },
  },
];

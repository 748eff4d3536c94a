// Play a friend on another device by links: each browser context is a
// device with its own storage; a link sent is opened in a new page of
// the other context, as a phone opens a link from a messenger.

import assert from "node:assert/strict";

import jsQR from "jsqr";
import { PNG } from "pngjs";

import { moveCount, waitForWasm } from "./common.mjs";

// startFriends starts a game of id with friends on other devices from
// the home page shown on page: seats[i] is "me" or "friend"; shot names
// a screenshot of the dialog before it starts.
async function startFriends(page, id, seats, shot) {
  await page.click(`#play-${id}`);
  await page.waitForSelector("#new-game");
  if (await page.$("#players")) {
    await page.selectOption("#players", String(seats.length));
  }
  await page.click("#where-friends");
  for (let i = 0; i < seats.length; i++) {
    await page.click(`#seat-${i + 1} .seg >> nth=${seats[i] === "me" ? 0 : 1}`);
  }
  if (shot) {
    await shot();
  }
  await page.click("#start");
  await page.waitForFunction(() => !document.querySelector(".modal.new-game"));
}

// playTurn plays this device's moves (the first move the move box
// offers, or the last with last) until the send dialog opens, and
// returns the link it offers, the dialog closed (and the summary shown
// then, once the game is over).
async function playTurn(page, { last = false } = {}) {
  for (let i = 0; i < 20; i++) {
    await page.waitForFunction(() => document.querySelector("#send") || document.querySelector("#legal-moves option"));
    if (await page.$("#send")) {
      break;
    }
    const before = await moveCount(page);
    const move = await page.$eval(`#legal-moves option:${last ? "last" : "first"}-child`, (o) => o.value);
    await page.fill("#move-box", move);
    await page.press("#move-box", "Enter");
    await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before);
  }
  const link = await page.inputValue("#send-url");
  // The summary of a game just ended waits for the link to be sent.
  assert.equal(await page.$("#summary"), null, "the summary covers the link to send");
  const ended = /end of the game/.test(await page.textContent("#send-title"));
  await page.click("#send-close");
  if (ended) {
    await page.waitForSelector("#summary");
  }
  return link;
}

// openLink opens link in a new page of the device (context), closing
// its old page, and waits for the game to show moves moves.
async function openLink(device, link, moves) {
  if (device.page) {
    await device.page.close();
  }
  const page = await device.context.newPage();
  device.page = page;
  await page.goto(link);
  await waitForWasm(page);
  if (moves !== undefined) {
    await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, moves);
  }
  return page;
}

// device returns a device: a context, the home page loaded.
async function device(env, name) {
  const context = await env.newContext(name);
  const page = await context.newPage();
  await page.goto(env.app.url);
  await waitForWasm(page);
  return { context, page };
}

const moveTexts = (page) => page.$$eval("#move-list li", (els) => els.map((e) => e.textContent));
const status = (page) => page.textContent("#status-text");

// refused opens link on the device and checks that a toast says why
// (matching want) and that the game it holds keeps its moves.
async function refused(dev, link, want, moves) {
  const page = await openLink(dev, link);
  await page.waitForSelector(".notice.toast");
  assert.match(await page.textContent(".notice.toast"), want);
  if (moves) {
    await page.waitForSelector("#move-list", { state: "attached" });
    assert.deepEqual(await moveTexts(page), moves);
  }
}

// decodeQR reads the QR code the send dialog draws, from a screenshot
// of it, with jsQR.
async function decodeQR(page) {
  const png = PNG.sync.read(await page.locator("#send-qr").screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(code, "jsQR found no QR code");
  return code.data;
}

// noForeign checks that the test's pages asked no other origin.
function noForeign(env, test) {
  const foreign = env.requests.filter((r) => r.test.startsWith(test) && !/^(data|blob):/.test(r.url) && ![env.app.origin, env.site.origin].includes(new URL(r.url).origin));
  assert.deepEqual(foreign, [], "requests to other origins");
}

export const friendTests = [
  {
    name: "friend: two devices play a whole game of Alignement by links; the QR code gives the link",
    timeout: 600000,
    async run(env) {
      const a = await device(env, "friend-a");
      const b = await device(env, "friend-b");
      await startFriends(a.page, "alignement", ["me", "friend"], () => env.screenshot(a.page, "friend-new-game-phone"));
      // Red, seat 1, moves first: this device's turn.
      assert.match(await status(a.page), /Your turn/);
      await a.page.fill("#move-box", await a.page.$eval("#legal-moves option", (o) => o.value));
      await a.page.press("#move-box", "Enter");
      await a.page.waitForSelector("#send");
      // The send dialog: the link, Copy, and the code, read by jsQR.
      const first = await a.page.inputValue("#send-url");
      assert.ok(first.startsWith(env.app.url + "play/alignement#r="), first);
      assert.equal(await decodeQR(a.page), first);
      await env.screenshot(a.page, "friend-send-phone");
      await a.page.setViewportSize({ width: 1280, height: 800 });
      assert.equal(await decodeQR(a.page), first);
      await env.screenshot(a.page, "friend-send-desktop");
      await a.page.setViewportSize({ width: 390, height: 844 });
      await a.page.click("#send-close");
      assert.match(await status(a.page), /plays on another device: send them the link/);
      const primary = () => a.page.$eval("#send-open", (b) => [...b.classList].join(" "));
      assert.equal(await primary(), "btn small primary");
      // A clipboard that refuses the link: said, and the link is not
      // sent.
      await a.page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException("refused", "NotAllowedError"));
      });
      await a.page.click("#send-open");
      await a.page.click("#send-copy");
      await a.page.waitForFunction(() => document.querySelector(".notice.toast")?.textContent.includes("The browser did not let the page copy"));
      await a.page.click("#send-close");
      assert.match(await status(a.page), /plays on another device: send them the link/);
      assert.equal(await primary(), "btn small primary");
      await a.page.evaluate(() => delete navigator.clipboard.writeText);
      // Copied, the link is sent: the status waits for the answer, and
      // sending again is no longer the button to press.
      await a.context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await a.page.click("#send-open");
      await a.page.click("#send-copy");
      await a.page.waitForFunction((first) => navigator.clipboard.readText().then((t) => t === first), first);
      await a.page.waitForFunction(() => document.querySelector(".notice.toast")?.textContent.includes("Link copied"));
      await a.page.click("#send-close");
      assert.match(await status(a.page), /plays on another device: the link is sent; open the one they send back/);
      assert.equal(await primary(), "btn small");
      await env.screenshot(a.page, "friend-waiting-phone");
      await a.page.goto(env.app.url);
      await waitForWasm(a.page);
      await a.page.waitForSelector("#friends-alignement");
      assert.match(await a.page.textContent("#friends-alignement"), /waiting for/);

      // The game, the link passed back and forth to the end.
      let link = first;
      let sender = a;
      let moves = 1;
      for (let turn = 0; turn < 100; turn++) {
        const to = sender === a ? b : a;
        const page = await openLink(to, link, moves);
        if (turn === 0) {
          // The game is new to this device: it says whose, and which seat.
          await page.waitForFunction(() => /from a friend/.test(document.querySelector(".notice.toast")?.textContent ?? ""));
          assert.match(await page.textContent(".notice.toast"), /A game of Alignement from a friend: you play Blue\./);
        }
        const over = await page.waitForFunction(() =>
          document.querySelector("#legal-moves option") ? "play" : document.querySelector("#status")?.textContent.match(/wins|Draw/) ? "over" : null,
        );
        if ((await over.jsonValue()) === "over") {
          // The last link shows the end here too; the device that ended
          // the game has the link to send, this one nothing.
          assert.equal(await status(page), await status(sender.page));
          assert.ok(await sender.page.$("#send-open"), "the device that ended the game offers no link to send");
          assert.equal(await page.$("#send-open"), null, "the device told of the end offers a link to send");
          assert.deepEqual(await moveTexts(page), await moveTexts(sender.page));
          env.note(`Alignement by links: ${moves} moves, ${await status(page)}`);
          // The replay steps through the game but plays on from no
          // earlier move: the other device holds the game as it is.
          await page.click("#summary button:has-text('See the board')");
          await page.waitForSelector("#summary", { state: "detached" });
          await page.click("#replay");
          await page.waitForSelector("#replay-nobranch");
          assert.equal(await page.$("#branch"), null);
          assert.equal(await page.$("#variations"), null);
          await page.click("#replay-close");
          break;
        }
        assert.ok(turn < 99, "no end after 100 links");
        assert.match(await status(page), /Your turn/);
        if (turn === 1) {
          // Blue's move, new to the game held here, is said as the
          // computer's would be.
          await page.waitForFunction(() => /Blue/.test(document.querySelector("#said")?.textContent ?? ""));
        }
        link = await playTurn(page);
        sender = to;
        moves = await moveCount(page);
      }
      await noFriendsListed(env, a);
      noForeign(env, "friend-");
      await a.context.close();
      await b.context.close();
    },
  },
  {
    name: "friend: three devices pass the link round in seat order (Saute)",
    timeout: 300000,
    async run(env) {
      const devs = [await device(env, "friend3-a"), await device(env, "friend3-b"), await device(env, "friend3-c")];
      await startFriends(devs[0].page, "saute", ["me", "friend", "friend"]);
      // Blockers! is not offered, and the dialog says why.
      await devs[1].page.click("#play-blockers");
      await devs[1].page.waitForSelector("#new-game");
      assert.equal(await devs[1].page.$("#where-friends"), null);
      assert.match(await devs[1].page.textContent("#no-friends"), /played on one device only/);
      await devs[1].page.goto(env.app.url);
      await waitForWasm(devs[1].page);
      let link = await playTurn(devs[0].page);
      for (let turn = 1; turn <= 6; turn++) {
        const dev = devs[turn % 3];
        const moves = await moveCount(devs[(turn + 2) % 3].page);
        const page = await openLink(dev, link, moves);
        assert.match(await status(page), /Your turn/, `turn ${turn}`);
        link = await playTurn(page);
        // The next seat's device is named as the one to send to.
        assert.match(await status(page), /plays on another device/);
      }
      // Each device's game list says whose turn it is: a friend's, as
      // each last saw the game; once the seat to move's device opens the
      // last link, its own.
      for (const dev of devs) {
        await dev.page.goto(env.app.url);
        await waitForWasm(dev.page);
        await dev.page.waitForSelector("#friends-saute");
        assert.match(await dev.page.textContent("#friends-saute"), /waiting for/);
      }
      const next = await openLink(devs[1], link);
      await next.waitForFunction(() => /Your turn/.test(document.querySelector("#status")?.textContent ?? ""));
      await devs[1].page.goto(env.app.url);
      await waitForWasm(devs[1].page);
      await devs[1].page.waitForSelector("#friends-saute");
      assert.match(await devs[1].page.textContent("#friends-saute"), /your turn/);
      noForeign(env, "friend3-");
      for (const dev of devs) {
        await dev.context.close();
      }
    },
  },
  {
    name: "friend: a stale, a forked, an altered and a taken link are each explained, another game's asks first, the game kept",
    timeout: 300000,
    async run(env) {
      const a = await device(env, "friendbad-a");
      const b = await device(env, "friendbad-b");
      const c = await device(env, "friendbad-c");
      await startFriends(a.page, "alignement", ["me", "friend"]);
      const first = await playTurn(a.page);
      await openLink(b, first, 1);
      const second = await playTurn(b.page);
      // Another device opens the first link too, and plays otherwise.
      await openLink(c, first, 1);
      const forked = await playTurn(c.page, { last: true });
      assert.notEqual(forked, second);
      const kept = await moveTexts(b.page);
      assert.equal(kept.length, 2);

      await refused(b, first, /older than your game/, kept);
      await refused(b, forked, /does not follow your game: the two differ at move 2/, kept);
      const code = second.split("#r=")[1];
      const flip = code.slice(0, 12) + (code[12] === "A" ? "B" : "A") + code.slice(13);
      await refused(b, second.split("#r=")[0] + "#r=" + flip, /damaged/, kept);
      // A fourth device opens b's link: Red's seat, to move, is a's.
      const d = await device(env, "friendbad-d");
      await refused(d, second, /Red, whose turn it is, plays on another device/);
      // Another game played by links, sent to b, which has one going.
      const e = await device(env, "friendbad-e");
      await startFriends(e.page, "alignement", ["me", "friend"]);
      const other = await playTurn(e.page);
      // b is asked, and keeps its game on No.
      const asked = await openLink(b, other);
      await asked.waitForSelector("#confirm-text");
      assert.match(await asked.textContent("#confirm-text"), /another game of Alignement with friends than the one under way here\. Open it\?/);
      await asked.click("#confirm-no");
      await asked.waitForSelector("#confirm-text", { state: "detached" });
      assert.deepEqual(await moveTexts(asked), kept);
      // After all that, b's game still takes a's next move.
      await openLink(a, second, 2);
      const third = await playTurn(a.page);
      await openLink(b, third, 3);
      assert.match(await status(b.page), /Your turn/);
      noForeign(env, "friendbad-");
      for (const dev of [a, b, c, d, e]) {
        await dev.context.close();
      }
    },
  },
  {
    name: "friend: two devices play a whole game of Alignement live over WebRTC; when it drops the game and the link way stay",
    timeout: 300000,
    async run(env) {
      const a = await device(env, "friendlive-a");
      const b = await device(env, "friendlive-b");
      await a.context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await startFriends(a.page, "alignement", ["me", "friend"]);
      // The host's offer: an address, also as a QR code that jsQR reads.
      await a.page.click("#live-open");
      await a.page.waitForSelector("#live-offer", { timeout: 30000 });
      const offer = await a.page.inputValue("#live-offer");
      assert.ok(offer.startsWith(env.app.url + "play/alignement#live="), offer);
      const png = PNG.sync.read(await a.page.locator("#live #send-qr").screenshot());
      assert.equal(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, offer);
      // Or copied, whole.
      await a.page.click("#live-offer-copy");
      await a.page.waitForFunction((offer) => navigator.clipboard.readText().then((t) => t === offer), offer);
      await env.screenshot(a.page, "friend-live-offer");
      // The other device opens it, asks before it connects, then shows
      // its answer, an address and its QR code, which the host scans: a
      // page it opens hands the answer to the host's page.
      await b.page.goto(offer);
      await waitForWasm(b.page);
      await b.page.waitForSelector("#live-accept");
      assert.match(await b.page.textContent("#live-ask"), /offers to play this game live/);
      assert.equal(await b.page.$("#live-answer, #live-wait"), null, "a connection before it is accepted");
      await b.page.click("#live-accept");
      await b.page.waitForSelector("#live-answer", { timeout: 30000 });
      const answer = await b.page.inputValue("#live-answer");
      assert.ok(answer.startsWith(env.app.url + "play/alignement#la="), answer);
      assert.match(answer.split("#la=")[1], /^[^~]+~[^~]+~[\w-]{43}~active~/);
      const answerPNG = PNG.sync.read(await b.page.locator("#live #send-qr").screenshot());
      assert.equal(jsQR(new Uint8ClampedArray(answerPNG.data), answerPNG.width, answerPNG.height)?.data, answer);
      await env.screenshot(b.page, "friend-live-answer");
      // The host's own address pasted in place of the answer is said,
      // the offer kept.
      await a.page.fill("#live-answer-in", offer);
      await a.page.click("#live-connect");
      await a.page.waitForFunction(() => /this device's own address/.test(document.querySelector(".notice.toast")?.textContent ?? ""));
      // An answer cut short is said, the offer kept.
      await a.page.fill("#live-answer-in", answer.slice(0, answer.length / 2));
      await a.page.click("#live-connect");
      await a.page.waitForFunction(() => /not the other device's answer/.test(document.querySelector(".notice.toast")?.textContent ?? ""));
      // The answer's address, opened on the host as a scan would, goes
      // to the page of the offer, which connects.
      const scanned = await a.context.newPage();
      await scanned.goto(answer);
      await waitForWasm(scanned);
      await scanned.waitForFunction(() => /The answer went to the page that offered/.test(document.querySelector(".notice.toast")?.textContent ?? ""));
      assert.equal(await scanned.$(".modal.new-game"), null, "the page of the answer asks for a new game");
      for (const dev of [a, b]) {
        await dev.page.waitForSelector("#live-on", { timeout: 30000 });
      }
      await env.screenshot(b.page, "friend-live-on");
      await scanned.close();
      // Opened where no page offers, the answer says so.
      const lost = await b.context.newPage();
      await lost.goto(answer);
      await waitForWasm(lost);
      await lost.waitForFunction(() => /No page of this browser took the answer/.test(document.querySelector(".notice.toast")?.textContent ?? ""));
      await lost.close();
      // The guest took the free seat (Blue) from the game the host sent.
      // Live, the status asks for no link.
      await b.page.waitForFunction(() => /^Red plays on the other device\.$/.test(document.querySelector("#status-text")?.textContent ?? ""));
      // Moves travel as they are played, each device's turn in turn.
      let moves = 0;
      let over = false;
      for (let turn = 0; turn < 100 && !over; turn++) {
        const page = turn % 2 === 0 ? a.page : b.page;
        const other = turn % 2 === 0 ? b.page : a.page;
        const state = await page.waitForFunction(() =>
          document.querySelector("#legal-moves option") ? "play" : document.querySelector("#status")?.textContent.match(/wins|Draw/) ? "over" : null,
        );
        if ((await state.jsonValue()) === "over") {
          over = true;
          break;
        }
        const move = await page.$eval("#legal-moves option", (o) => o.value);
        await page.fill("#move-box", move);
        await page.press("#move-box", "Enter");
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, moves);
        moves = await moveCount(page);
        await other.waitForFunction((n) => document.querySelectorAll("#move-list li").length === n, moves);
        assert.equal(await page.$("#send"), null, "no send dialog while live");
      }
      assert.ok(over, "the game ended");
      assert.deepEqual(await moveTexts(b.page), await moveTexts(a.page));
      assert.equal(await status(b.page), await status(a.page));
      env.note(`Alignement live: ${moves} moves, ${await status(a.page)}`);

      // The guest leaves: the host is told, keeps the game, and the link
      // way is open again.
      await b.page.close();
      await a.page.waitForFunction(() => /live connection was lost/.test(document.querySelector(".notice.toast")?.textContent ?? ""), null, { timeout: 60000 });
      await a.page.waitForSelector("#live-on", { state: "detached" });
      assert.equal(await moveCount(a.page), moves);
      // The host (Red) moved first: with an odd number of moves the game
      // ended on its move, which the link way offers to send; else the
      // guest's move ended it, and there is nothing to send.
      assert.equal(!!(await a.page.$("#send-open")), moves % 2 === 1, `after ${moves} moves, Send the link offered`);

      // An offer the browser refuses (a user name of two characters)
      // is said once accepted, the dialog closed, not left preparing.
      const c = await device(env, "friendlive-c");
      const [address, fields] = offer.split("#live=");
      await c.page.goto(address + "#live=ab~" + fields.split("~").slice(1).join("~"));
      await waitForWasm(c.page);
      await c.page.click("#live-accept");
      await c.page.waitForFunction(() => /could not take the connection offer/.test(document.querySelector(".notice.toast")?.textContent ?? ""), null, { timeout: 30000 });
      await c.page.waitForFunction(() => !document.querySelector("#live"));
      noForeign(env, "friendlive-");
      await a.context.close();
      await b.context.close();
      await c.context.close();
    },
  },
];

// noFriendsListed goes home on the device: its list no longer shows a
// game with friends under way once the game is over.
async function noFriendsListed(env, dev) {
  await dev.page.goto(env.app.url);
  await waitForWasm(dev.page);
  await dev.page.waitForSelector("#card-alignement");
  assert.equal(await dev.page.$("#friends-alignement"), null);
}

// Impasse's AI Web Worker: runs ai.wasm (the rules and the search, built
// from wasm/worker, without go-app) off the page's thread.
//
// Paths are relative to this script, so the worker works at / and under a
// sub-path (/name/web/ai-worker.js loads /name/wasm_exec.js and
// /name/web/ai.wasm). The messages are described in aiproto/aiproto.go;
// they cross as objects (a JSON text is parsed first).
"use strict";

const scriptURL = self.location.href;

// go-app serves Go's wasm_exec.js at the root of the app, one level up.
importScripts(new URL("../wasm_exec.js", scriptURL).href);

// Messages that arrive before Go is ready wait here.
const queue = [];
let receive = null;

self.onmessage = (event) => {
  let data = event.data;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch (err) {
      self.postMessage({ error: "bad message: " + err.message });
      return;
    }
  }
  if (receive) {
    receive(data);
  } else {
    queue.push(data);
  }
};

// Called by Go with a reply object.
self.impasseAIPost = (reply) => {
  self.postMessage(reply);
};

// Called by Go during a search: run the event loop once (so messages from
// the page are read), then call back. A MessageChannel round trip is not
// clamped to 4 ms as a nested setTimeout is.
const channel = new MessageChannel();
let resume = null;
channel.port1.onmessage = () => {
  const fn = resume;
  resume = null;
  if (fn) {
    fn();
  }
};
self.impasseAIYield = (fn) => {
  resume = fn;
  channel.port2.postMessage(0);
};

// Called by Go once it listens.
self.impasseAIReady = (fn) => {
  // Replay later, not inside Go's call.
  setTimeout(() => {
    receive = fn;
    self.postMessage({ ready: true });
    while (queue.length > 0 && receive) {
      receive(queue.shift());
    }
  }, 0);
};

async function start() {
  const go = new Go();
  const url = new URL("ai.wasm", scriptURL).href;
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error("cannot load " + url + ": HTTP " + response.status);
  }
  let instance;
  if (WebAssembly.instantiateStreaming &&
      (response.headers.get("Content-Type") || "").startsWith("application/wasm")) {
    instance = (await WebAssembly.instantiateStreaming(response, go.importObject)).instance;
  } else {
    // A host that does not say application/wasm.
    instance = (await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject)).instance;
  }
  await go.run(instance);
  // Go only returns when it has crashed.
  throw new Error("the AI stopped");
}

start().catch((err) => {
  receive = null;
  self.postMessage({ fatal: String(err && err.message ? err.message : err) });
});

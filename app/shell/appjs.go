//go:build !wasm

package shell

import (
	"fmt"
	"strings"
)

// AppJS returns go-app's app.js (the page's loader script, as go-app's
// handler serves it and its static-site generator writes it) with two
// changes: the page compiles app.wasm from the response fetch returned,
// and counts the loading progress on a copy of its body; and once the
// Go program has started and drawn its first pages (the page is idle),
// it tells the service worker being installed (ServiceWorkerJS), which
// waits for that before it fetches the app's files, so as not to share
// the network and the processor with the page's start.
//
// go-app hands WebAssembly.instantiateStreaming a new Response built
// around the body to count the bytes as they come. Such a Response has
// no URL, and the browser keys the cache of compiled WebAssembly on the
// response's URL: it compiled app.wasm afresh on every load, even from
// the service worker's cache.
//
// An update waits until the person takes it (ServiceWorkerJS): the page
// announces it once the new worker is installed, also when it was
// installing or waiting before the page started (go-app announces it
// only once the worker is active, and only to the page open when it
// was found); Update now (impasseUpdate) lets the waiting worker take
// over, and every page the old worker served reloads when it does, so
// that no page runs one version with the other's files. A check for
// updates that fails offline is no error.
//
// It returns an error if js does not have the text the change replaces
// (go-app's script changed); TestAppJS fails first.
func AppJS(js string) (string, error) {
	for _, p := range appJSPatches {
		if n := strings.Count(js, p.old); n != 1 {
			return "", fmt.Errorf("shell: go-app's app.js changed (%q found %d times): review AppJS", firstLine(p.old), n)
		}
		js = strings.Replace(js, p.old, p.new, 1)
	}
	return js, nil
}

var appJSPatches = []struct{ old, new string }{
	{
		old: `function goappSetupNotifyUpdate(registration) {
  registration.addEventListener("updatefound", (event) => {
    const newSW = registration.installing;
    newSW.addEventListener("statechange", (event) => {
      if (!navigator.serviceWorker.controller) {
        return;
      }

      switch (newSW.state) {
        case "activated":
          goappOnUpdate();
      }
    });
  });
}`,
		new: `function goappSetupNotifyUpdate(registration) {
  // Impasse: an update waits for the person; it is ready once installed,
  // found now or before this page started.
  const follow = (worker) => {
    const ready = () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) {
        goappOnUpdate();
      }
    };
    worker.addEventListener("statechange", ready);
    ready();
  };
  const found = registration.waiting || registration.installing;
  if (found) {
    follow(found);
  }
  registration.addEventListener("updatefound", () => follow(registration.installing));
}

// Impasse: a new version took over (this page's Update now, or another
// page's): a page the old version served loads the new one. The first
// worker taking a page it did not serve changes nothing.
let impasseServed = !!navigator.serviceWorker?.controller;
navigator.serviceWorker?.addEventListener("controllerchange", () => {
  if (impasseServed) {
    location.reload();
  }
  impasseServed = true;
});

// Impasse: Update now: the waiting worker takes over (the page reloads on
// controllerchange); with none waiting, a reload.
function impasseUpdate() {
  const waiting = goappServiceWorkerRegistration?.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    waiting.postMessage("impasse:update");
  } else {
    location.reload();
  }
}`,
	},
	{
		old: `  goappServiceWorkerRegistration.update();
}`,
		new: `  // Impasse: offline, the check fails; that is no error.
  goappServiceWorkerRegistration.update().catch(() => { });
}`,
	},
	{
		old: `    go.run(wasm.instance);
    loader.remove();`,
		new: `    go.run(wasm.instance);
    loader.remove();
    // Impasse: the service worker being installed waits for this, once
    // the page is idle: the Go program draws the page it opens next.
    // (Safari has no requestIdleCallback: a second later.)
    const whenIdle = window.requestIdleCallback || ((f) => setTimeout(f, 1000));
    whenIdle(() => {
      navigator.serviceWorker?.getRegistration().then((r) => {
        (r?.installing || r?.waiting)?.postMessage("impasse:started");
      });
    }, { timeout: 3000 });`,
	},
	{
		old: `  var res = new Response(
    new ReadableStream(
      {
        async start(controller) {
          var reader = response.body.getReader();
          for (; ;) {
            var { done, value } = await reader.read();

            if (done) {
              progressHandler(total, total);
              break;
            }

            loaded += value.byteLength;
            progressHandler(loaded, total);
            controller.enqueue(value);
          }
          controller.close();
        },
      },
      {
        status: response.status,
        statusText: response.statusText,
      }
    )
  );

  for (var pair of response.headers.entries()) {
    res.headers.set(pair[0], pair[1]);
  }

  return res;
}`,
		new: `  // Impasse: the progress is counted on a copy of the body, and the
  // response itself is compiled: it keeps its URL, on which the browser
  // keys its cache of compiled WebAssembly.
  const reader = response.clone().body.getReader();
  (async () => {
    for (; ;) {
      const { done, value } = await reader.read();
      if (done) {
        progressHandler(total, total);
        return;
      }
      loaded += value.byteLength;
      progressHandler(loaded, total);
    }
  })().catch(() => { });

  return response;
}`,
	},
}

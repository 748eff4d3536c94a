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

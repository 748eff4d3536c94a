//go:build !wasm

package shell

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// upstreamAppJSSHA256 is the hash of the app.js that go-app v10.1.11's
// handler serves with version "v1" and nothing else set, the script
// AppJS patches. When go-app is upgraded and this test fails, read the
// new script, check that the change of AppJS still makes sense (and
// that the app loads: make e2e), then update the hash.
const upstreamAppJSSHA256 = "3c51d44e97adc63d8f289aaa1b8a286b4eb2faabc11059a61568a0e64f279303"

// goAppJS returns the app.js that h serves.
func goAppJS(t *testing.T, h http.Handler) string {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET /app.js: %d", rec.Code)
	}
	b, _ := io.ReadAll(rec.Body)
	return string(b)
}

func TestAppJS(t *testing.T) {
	upstream := goAppJS(t, &app.Handler{Version: "v1"})
	sum := sha256.Sum256([]byte(upstream))
	if got := hex.EncodeToString(sum[:]); got != upstreamAppJSSHA256 {
		t.Errorf("go-app's app.js changed (sha256 %s): review AppJS in appjs.go, then update upstreamAppJSSHA256", got)
	}
	js, err := AppJS(upstream)
	if err != nil {
		t.Fatal(err)
	}
	checkAppJS(t, js)
	if _, err := AppJS(js); err == nil {
		t.Error("AppJS patched its own output: got nil error, want one")
	}
}

// checkAppJS checks that js is go-app's app.js with AppJS's change.
func checkAppJS(t *testing.T, js string) {
	t.Helper()
	for _, want := range []string{
		"response.clone().body.getReader()",
		"progressHandler(loaded, total);",
		"return response;",
		`postMessage("impasse:started")`,
		// An update waits for Update now, is announced once installed,
		// also to a page opened while it waits, and reloads every page of
		// the old version once it takes over; an offline check is no
		// error.
		`worker.state === "installed"`,
		"registration.waiting || registration.installing",
		`waiting.postMessage("impasse:update")`,
		`addEventListener("controllerchange"`,
		"update().catch(",
		// Unchanged parts: the page compiles what fetchWithProgress
		// returns, as it streams in.
		"instantiateStreaming(\n      fetchWithProgress(",
		"go.run(wasm.instance);",
		"goappInitServiceWorker();",
	} {
		if !strings.Contains(js, want) {
			t.Errorf("app.js lacks %q", want)
		}
	}
	if strings.Contains(js, "new Response(") {
		t.Error("app.js still compiles a Response of its own, which has no URL")
	}
}

func TestHandlerAppJS(t *testing.T) {
	h := Handler("v1.2.3")
	for _, path := range []string{"/app.js", "/goapp.js"} {
		js := get(t, h, path)
		checkAppJS(t, js)
		if !strings.Contains(js, `"GOAPP_VERSION":"v1.2.3"`) {
			t.Errorf("%s lacks the version", path)
		}
	}
	// go-app's headers, and its answer to its own ETag.
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	if got, want := rec.Header().Get("Content-Type"), "application/javascript"; got != want {
		t.Errorf("Content-Type %q, want %q", got, want)
	}
	etag := rec.Header().Get("ETag")
	if etag == "" || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("headers %v: want go-app's ETag and Cache-Control", rec.Header())
	}
	req := httptest.NewRequest(http.MethodGet, "/app.js", nil)
	req.Header.Set("If-None-Match", etag)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if got, want := rec.Code, http.StatusNotModified; got != want {
		t.Errorf("GET /app.js with its ETag: got %v, want %v", got, want)
	}
}

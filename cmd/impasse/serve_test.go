package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

func TestNegotiate(t *testing.T) {
	tests := []struct{ accept, want string }{
		{"", ""},
		{"gzip", "gzip"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0.5, gzip;q=0.8", "gzip"},
		{"identity", ""},
		{"*", "br"},
		{"*;q=0, gzip", "gzip"},
		{"GZIP", "gzip"},
	}
	for _, tt := range tests {
		if got := negotiate(tt.accept); got != tt.want {
			t.Errorf("negotiate(%q) = %q, want %q", tt.accept, got, tt.want)
		}
	}
}

func TestContentTypes(t *testing.T) {
	for name, want := range map[string]string{
		"app.wasm":             "application/wasm",
		"ai-worker.js":         "text/javascript; charset=utf-8",
		"manifest.webmanifest": "application/manifest+json",
		"icon.svg":             "image/svg+xml",
		"icon.png":             "image/png",
		"index.html":           "text/html; charset=utf-8",
		"impasse.css":          "text/css; charset=utf-8",
		"x.unknownext":         "application/octet-stream",
	} {
		if got := contentType(name); got != want {
			t.Errorf("contentType(%s) = %q, want %q", name, got, want)
		}
	}
}

type response struct {
	code int
	hdr  http.Header
	body []byte // decoded
	raw  int    // bytes on the wire
}

func fetch(t *testing.T, h http.Handler, method, path string, hdr map[string]string) response {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := response{code: rec.Code, hdr: rec.Header(), raw: rec.Body.Len()}
	var r io.Reader = rec.Body
	enc := rec.Header().Get("Content-Encoding")
	if method == http.MethodHead || rec.Code != http.StatusOK {
		enc = ""
	}
	switch enc {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		gz, err := gzip.NewReader(r)
		if err != nil {
			t.Fatalf("%s: bad gzip: %v", path, err)
		}
		r = gz
	}
	body, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	res.body = body
	return res
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestStaticFiles(t *testing.T) {
	dir := t.TempDir()
	wasm := strings.Repeat("\x00asm wasm body ", 2000)
	writeFiles(t, dir, map[string]string{
		"app.wasm":  wasm,
		"tiny.js":   "x=1",
		"icon.png":  strings.Repeat("png", 200),
		"sub/a.svg": strings.Repeat("<svg/>", 100),
	})
	h := newStaticFiles(dir, "/web/", false)

	for _, enc := range []string{"br", "gzip", ""} {
		r := fetch(t, h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": enc})
		if r.code != 200 || string(r.body) != wasm {
			t.Fatalf("%q: code %d, body %d bytes", enc, r.code, len(r.body))
		}
		if got := r.hdr.Get("Content-Encoding"); got != enc {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q", enc, got)
		}
		if enc != "" && r.raw >= len(wasm)/10 {
			t.Errorf("%s: %d bytes on the wire for %d", enc, r.raw, len(wasm))
		}
		if r.hdr.Get("Content-Type") != "application/wasm" || r.hdr.Get("Vary") != "Accept-Encoding" || r.hdr.Get("Cache-Control") != "no-cache" {
			t.Errorf("headers %v", r.hdr)
		}
		// The ETag differs per encoding and answers 304.
		etag := r.hdr.Get("ETag")
		if !strings.HasSuffix(etag, map[string]string{"br": `-br"`, "gzip": `-gz"`, "": `"`}[enc]) {
			t.Errorf("ETag %s for %q", etag, enc)
		}
		r2 := fetch(t, h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": enc, "If-None-Match": etag})
		if r2.code != http.StatusNotModified {
			t.Errorf("If-None-Match: %d", r2.code)
		}
	}
	// Small files and images go as they are.
	if r := fetch(t, h, "GET", "/web/tiny.js", map[string]string{"Accept-Encoding": "br"}); r.hdr.Get("Content-Encoding") != "" || string(r.body) != "x=1" {
		t.Errorf("tiny.js: %v %q", r.hdr, r.body)
	}
	if r := fetch(t, h, "GET", "/web/icon.png", map[string]string{"Accept-Encoding": "br"}); r.hdr.Get("Content-Encoding") != "" || r.hdr.Get("Content-Type") != "image/png" {
		t.Errorf("icon.png: %v", r.hdr)
	}
	if r := fetch(t, h, "GET", "/web/sub/a.svg", map[string]string{"Accept-Encoding": "gzip"}); r.hdr.Get("Content-Encoding") != "gzip" || r.hdr.Get("Content-Type") != "image/svg+xml" {
		t.Errorf("a.svg: %v", r.hdr)
	}
	if r := fetch(t, h, "HEAD", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"}); r.code != 200 || len(r.body) != 0 {
		t.Errorf("HEAD: %d, %d bytes", r.code, len(r.body))
	}
	for _, p := range []string{"/web/missing.js", "/web/sub", "/other.js", "/web/../serve.go"} {
		if r := fetch(t, h, "GET", p, nil); r.code != 404 && r.code != 400 {
			t.Errorf("GET %s: %d", p, r.code)
		}
	}
	if r := fetch(t, h, "POST", "/web/app.wasm", nil); r.code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", r.code)
	}
	// A rebuilt file is served anew.
	time.Sleep(10 * time.Millisecond)
	writeFiles(t, dir, map[string]string{"app.wasm": wasm + "v2"})
	if r := fetch(t, h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"}); !bytes.HasSuffix(r.body, []byte("v2")) {
		t.Error("changed file not reloaded")
	}
	// warm compresses without trouble.
	h.warm()
}

func TestStaticSite(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"index.html": "<html>home</html>",
		"rules.html": "<html>rules</html>",
		"web/x.js":   "x",
	})
	h := newStaticFiles(dir, "/name/", true)
	tests := []struct {
		path     string
		code     int
		body     string
		location string
	}{
		{"/name/", 200, "<html>home</html>", ""},
		{"/name/index.html", 200, "<html>home</html>", ""},
		{"/name/rules", 200, "<html>rules</html>", ""},
		{"/name", 301, "", "/name/"},
		{"/", 302, "", "/name/"},
		{"/name/web", 301, "", "/name/web/"},
		{"/name/web/x.js", 200, "x", ""},
		{"/name/nothing", 404, "", ""},
		{"/elsewhere/", 404, "", ""},
	}
	for _, tt := range tests {
		r := fetch(t, h, "GET", tt.path, nil)
		if r.code != tt.code || tt.body != "" && string(r.body) != tt.body || r.hdr.Get("Location") != tt.location {
			t.Errorf("GET %s: %d %q Location %q; want %d %q %q", tt.path, r.code, r.body, r.hdr.Get("Location"), tt.code, tt.body, tt.location)
		}
	}
	if r := fetch(t, h, "GET", "/name/", nil); r.hdr.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("index content type %q", r.hdr.Get("Content-Type"))
	}
}

func TestStaticSitePrecompressed(t *testing.T) {
	dir := t.TempDir()
	js := strings.Repeat("let x = 1;\n", 100)
	writeFiles(t, dir, map[string]string{
		"index.html":        "<html>home</html>",
		"404.html":          "<html>not found</html>",
		"web/x.js":          js,
		"web/x.js.br":       string(brotliBytes([]byte(js), 11)),
		"web/stale.js":      js,
		"web/stale.js.gz":   "stale",
		"web/rules/a.html":  "<html>a</html>",
		"web/rules/a.html~": "backup",
	})
	// A compressed form older than its file is not used. The files are
	// dated, since they were written in no particular order: x.js before
	// its brotli form, stale.js after its gzip form.
	old := time.Now().Add(-time.Hour)
	for _, name := range []string{"x.js", "stale.js.gz"} {
		if err := os.Chtimes(filepath.Join(dir, "web", name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	h := newStaticFiles(dir, "/", true)
	stored, _ := os.ReadFile(filepath.Join(dir, "web", "x.js.br"))
	r := fetch(t, h, "GET", "/web/x.js", map[string]string{"Accept-Encoding": "br"})
	if r.code != 200 || r.hdr.Get("Content-Encoding") != "br" || r.raw != len(stored) || string(r.body) != js {
		t.Errorf("GET x.js, br: got %d %v, %d bytes, want 200, br, the %d bytes of x.js.br", r.code, r.hdr, r.raw, len(stored))
	}
	// No gzip form stored: made on demand.
	if r := fetch(t, h, "GET", "/web/x.js", map[string]string{"Accept-Encoding": "gzip"}); r.hdr.Get("Content-Encoding") != "gzip" || string(r.body) != js {
		t.Errorf("GET x.js, gzip: got %v", r.hdr)
	}
	if r := fetch(t, h, "GET", "/web/stale.js", map[string]string{"Accept-Encoding": "gzip"}); r.code != 200 || string(r.body) != js {
		t.Errorf("GET stale.js: got %d %q, want the file, not its stale gzip form", r.code, r.body)
	}
	if r := fetch(t, h, "GET", "/web/rules/a", nil); r.code != 200 || string(r.body) != "<html>a</html>" {
		t.Errorf("GET /web/rules/a: got %d %q, want rules/a.html", r.code, r.body)
	}
	for _, p := range []string{"/nothing", "/web/rules/b", "/web/rules/a/"} {
		r := fetch(t, h, "GET", p, nil)
		if r.code != http.StatusNotFound || string(r.body) != "<html>not found</html>" || r.hdr.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("GET %s: got %d %q, want 404 and 404.html", p, r.code, r.body)
		}
	}
	if r := fetch(t, h, "HEAD", "/nothing", nil); r.code != http.StatusNotFound || len(r.body) != 0 {
		t.Errorf("HEAD /nothing: got %d, %d bytes, want 404 and no body", r.code, len(r.body))
	}
}

func TestAppHandler(t *testing.T) {
	h, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	br := map[string]string{"Accept-Encoding": "br, gzip"}
	for path, ctype := range map[string]string{
		"/":                     "text/html; charset=utf-8",
		"/app.js":               "text/javascript; charset=utf-8",
		"/wasm_exec.js":         "text/javascript; charset=utf-8",
		"/app-worker.js":        "text/javascript; charset=utf-8",
		"/manifest.webmanifest": "application/manifest+json",
		"/app.css":              "text/css",
		"/web/ai-worker.js":     "text/javascript; charset=utf-8",
		"/web/icons/icon.svg":   "image/svg+xml",
	} {
		r := fetch(t, h, "GET", path, br)
		if r.code != 200 || r.hdr.Get("Content-Type") != ctype {
			t.Errorf("GET %s: %d %q, want %q", path, r.code, r.hdr.Get("Content-Type"), ctype)
			continue
		}
		if len(r.body) >= minCompress && r.hdr.Get("Content-Encoding") != "br" {
			t.Errorf("GET %s: not compressed (%v)", path, r.hdr)
		}
		etag := r.hdr.Get("ETag")
		if r2 := fetch(t, h, "GET", path, map[string]string{"Accept-Encoding": "br, gzip", "If-None-Match": etag}); r2.code != 304 {
			t.Errorf("GET %s with If-None-Match %s: %d", path, etag, r2.code)
		}
	}
	if r := fetch(t, h, "GET", "/app-worker.js", nil); !bytes.Contains(r.body, []byte(`"app-" + "v9"`)) || !bytes.Contains(r.body, []byte("self.registration.scope")) {
		t.Errorf("service worker:\n%s", r.body)
	}
	if r := fetch(t, h, "GET", "/no/such/page", nil); r.code != 404 {
		t.Errorf("unknown page: %d", r.code)
	}
}

func TestDevVersion(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.wasm": "one"})
	if v := devVersion("v1.0.0", dir); v != "v1.0.0" {
		t.Errorf("release version changed: %s", v)
	}
	a := devVersion("abc-dirty", dir)
	writeFiles(t, dir, map[string]string{"a.wasm": "two"})
	b := devVersion("abc-dirty", dir)
	if !strings.HasPrefix(a, "abc-dirty+") || a == b {
		t.Errorf("dev versions %s, %s: want a new one for new files", a, b)
	}
}

func TestCleanBase(t *testing.T) {
	for in, want := range map[string]string{"/": "/", "": "/", "/name/": "/name/", "name": "/name/", "/a/b": "/a/b/"} {
		if got, err := cleanBase(in); err != nil || got != want {
			t.Errorf("cleanBase(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"/a/../b/", "/a b/", "/a?x/"} {
		if _, err := cleanBase(in); err == nil {
			t.Errorf("cleanBase(%q) accepted", in)
		}
	}
}

//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"impasse/app/shell"
	"impasse/rules"
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
	// A whole body, decoded; not a part of one (206).
	if method == http.MethodHead || rec.Code != http.StatusOK && rec.Code != http.StatusNotFound {
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

func writeFiles(t testing.TB, dir string, files map[string]string) {
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
	h := mustStatic(t, dir, "/web/", false)

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
	// A rebuilt file is served anew.
	time.Sleep(10 * time.Millisecond)
	writeFiles(t, dir, map[string]string{"app.wasm": wasm + "v2"})
	if r := fetch(t, h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"}); !bytes.HasSuffix(r.body, []byte("v2")) {
		t.Error("changed file not reloaded")
	}
	// warm compresses without trouble.
	h.warm()
}

// mustStatic returns the files of dir under prefix, or fails the test.
func mustStatic(t testing.TB, dir, prefix string, site bool) *staticFiles {
	t.Helper()
	h, err := newStaticFiles(dir, prefix, site)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestStaticSite(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"index.html": "<html>home</html>",
		"rules.html": "<html>rules</html>",
		"web/x.js":   "x",
	})
	h := mustStatic(t, dir, "/name/", true)
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
	h := mustStatic(t, dir, "/", true)
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
		// The rules the page reads, which no file of web/ holds.
		"/web/rules/blokusduo.fr.html": "text/html; charset=utf-8",
		"/web/boards.css":              "text/css; charset=utf-8",
		// A game's puzzles, which the page fetches as data.
		"/web/puzzles/alignement.txt": "text/plain; charset=utf-8",
		// A game's lesson, which the page fetches as data.
		"/web/lessons/saute.txt": "text/plain; charset=utf-8",
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
	if r := fetch(t, h, "GET", "/web/rules/blokusduo.fr.html", nil); !bytes.Contains(r.body, []byte("<h3>Le but</h3>")) {
		t.Errorf("Blokus Duo's rules in French:\n%s", r.body)
	}
	if r := fetch(t, h, "GET", "/web/rules/chess.en.html", nil); r.code != 404 {
		t.Errorf("rules of no game: %d", r.code)
	}
	if r := fetch(t, h, "GET", "/no/such/page", nil); r.code != 404 {
		t.Errorf("unknown page: %d", r.code)
	}
}

// TestNotFoundPage checks that the app's not-found page is sent with the
// status 404, compressed as the other pages, as UTF-8 HTML.
func TestNotFoundPage(t *testing.T) {
	h, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	for _, enc := range []string{"br", "gzip", ""} {
		r := fetch(t, h, "GET", "/no/such/page", map[string]string{"Accept-Encoding": enc})
		if r.code != http.StatusNotFound || !bytes.Contains(r.body, []byte("<html")) {
			t.Fatalf("GET /no/such/page, Accept-Encoding %q: got %d, %d bytes, want 404 and the app's page", enc, r.code, len(r.body))
		}
		if got, want := r.hdr.Get("Content-Type"), "text/html; charset=utf-8"; got != want {
			t.Errorf("Accept-Encoding %q: Content-Type got %q, want %q", enc, got, want)
		}
		if got := r.hdr.Get("Content-Encoding"); got != enc {
			t.Errorf("Accept-Encoding %q: Content-Encoding got %q, want %q", enc, got, enc)
		}
		if enc != "" && r.raw > len(r.body)/2 {
			t.Errorf("Accept-Encoding %q: got %d bytes on the wire for %d, want at most half", enc, r.raw, len(r.body))
		}
	}
	if r := fetch(t, h, "HEAD", "/no/such/page", map[string]string{"Accept-Encoding": "br"}); r.code != http.StatusNotFound || len(r.body) != 0 {
		t.Errorf("HEAD /no/such/page: got %d, %d bytes, want 404 and no body", r.code, len(r.body))
	}
}

// TestHostilePaths sends the server paths and queries that try to add
// to its pages (quotes, tags, entities, line breaks, controls, unicode,
// encoded twice): the page sent is the not-found page the server sends
// for any path that is no page (or the page itself, for a query), to
// the byte, and nothing of the request is in it.
func TestHostilePaths(t *testing.T) {
	app, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	h := guard(app)
	accept := map[string]string{"Accept-Encoding": "br"}
	notFound := fetch(t, h, "GET", "/no-such-page", accept)
	duo := fetch(t, h, "GET", "/play/blokusduo", accept)
	for _, tt := range []struct {
		target string
		code   int
		want   []byte // nil: Go's plain "404 page not found"
	}{
		{"/%22%3E%3Ch1%3EHACKED%3C/h1%3E", 404, notFound.body},
		{"/%22%3E%3Cmeta%20http-equiv=refresh%20content=%220;url=//hacked.example/%22%3E", 404, notFound.body},
		{"/%22%3E%3Cstyle%3Ebody%7Bbackground:url(//hacked.example)%7D%3C/style%3E", 404, notFound.body},
		{"/'%3E%3Cscript%3Ealert('HACKED')%3C/script%3E", 404, notFound.body},
		{"/%3Cb%3EHACKED%3C/b%3E&amp;&lt;&quot;", 404, notFound.body},
		{"/%26quot;%26gt;HACKED", 404, notFound.body},
		{"/%2522%253E%253Ch1%253EHACKED", 404, notFound.body},
		{"/%E2%80%AE%E2%80%8B%EF%BC%82%EF%BC%9EHACKED", 404, notFound.body},
		{"/%C0%BC%C0%A2HACKED%FF", 404, notFound.body},
		{"/play/blokusduo%22%3EHACKED", 404, notFound.body},
		{"/rules/%22%3E%3Ch1%3EHACKED", 404, notFound.body},
		{"/HACKED/?%22%3E%3Ch1%3EHACKED", 404, notFound.body},
		{"/" + strings.Repeat("%22%3EHACKED", 500), 404, notFound.body},
		{"/play/blokusduo?%22%3E%3Ch1%3EHACKED%3C/h1%3E", 200, duo.body},
		{"/play/blokusduo?x=%22%3E%3Cmeta%20http-equiv=refresh%20content=0;url=//hacked.example%3E", 200, duo.body},
		{"/%09%22%3EHACKED", 404, nil},
		{"/%0d%0aSet-Cookie:%20HACKED=1", 404, nil},
		{"/%00%22%3EHACKED", 404, nil},
		{"/%1b[2JHACKED", 404, nil},
		{"/%5C%22%3EHACKED", 404, nil},
	} {
		r := fetch(t, h, "GET", tt.target, accept)
		// A path that is not clean is first sent to its clean form.
		if r.code == http.StatusMovedPermanently {
			loc := r.hdr.Get("Location")
			next, ok := browserFollow(tt.target, loc)
			if !ok || next == nil {
				t.Errorf("GET %s: got Location %q, want a path on this host", tt.target, loc)
				continue
			}
			r = fetch(t, h, "GET", next.RequestURI(), accept)
		}
		if r.code != tt.code {
			t.Errorf("GET %s: got %d, want %d", tt.target, r.code, tt.code)
		}
		if i := bytes.Index(bytes.ToLower(r.body), []byte("hacked")); i >= 0 {
			t.Errorf("GET %s: the request is in the page: %q", tt.target, r.body[max(i-80, 0):min(i+40, len(r.body))])
		}
		if tt.want == nil {
			if got, want := string(r.body), "404 page not found\n"; got != want {
				t.Errorf("GET %s: got %q, want %q", tt.target, got, want)
			}
		} else if !bytes.Equal(r.body, tt.want) {
			t.Errorf("GET %s: got a page of %d bytes unlike the one for a clean path (%d bytes)", tt.target, len(r.body), len(tt.want))
		}
		if r.hdr.Get("Set-Cookie") != "" {
			t.Errorf("GET %s: got Set-Cookie %q", tt.target, r.hdr.Get("Set-Cookie"))
		}
	}
}

// TestNoInlineStyles checks that the policy allows no <style> element in
// a page (what an injected one would need), and that no page of the app
// has one: the boards' styles are a file of their own.
func TestNoInlineStyles(t *testing.T) {
	for _, d := range strings.Split(shell.ContentSecurityPolicy, ";") {
		f := strings.Fields(d)
		if (f[0] == "style-src" || f[0] == "style-src-elem" || f[0] == "default-src") && slices.Contains(f, "'unsafe-inline'") {
			t.Errorf("policy: %q allows <style> elements", strings.TrimSpace(d))
		}
	}
	h, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(shell.Pages(), "/no-such-page") {
		r := fetch(t, h, "GET", p, nil)
		if bytes.Contains(r.body, []byte("<style")) || !bytes.Contains(r.body, []byte(`href="`+shell.BoardStylesFile+`"`)) {
			t.Errorf("GET %s: got a page with a <style> element or without a link to %s, want the link alone", p, shell.BoardStylesFile)
		}
	}
	if r := fetch(t, h, "GET", shell.BoardStylesFile, nil); r.code != http.StatusOK || string(r.body) != shell.BoardStyles() || !strings.Contains(string(r.body), ".bz") {
		t.Errorf("GET %s: got %d, %d bytes, want 200 and the boards' styles", shell.BoardStylesFile, r.code, len(r.body))
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
	for _, in := range []string{"/a/../b/", "/a b/", "/a?x/", "/a'b\"c<d>/", "/a%20b/", "/a\\b/", "/é/", "/a&b/", "/a\nb/"} {
		if _, err := cleanBase(in); err == nil {
			t.Errorf("cleanBase(%q) accepted", in)
		}
	}
}

func TestNewServerTimeouts(t *testing.T) {
	srv := newServer(http.NotFoundHandler(), io.Discard)
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": srv.ReadHeaderTimeout,
		"ReadTimeout":       srv.ReadTimeout,
		"WriteTimeout":      srv.WriteTimeout,
		"IdleTimeout":       srv.IdleTimeout,
	} {
		if d <= 0 || d > 10*time.Minute {
			t.Errorf("%s: got %v, want a timeout of at most 10 minutes", name, d)
		}
	}
	if srv.MaxHeaderBytes <= 0 || srv.MaxHeaderBytes > 1<<20 {
		t.Errorf("MaxHeaderBytes: got %d, want at most 1 MiB", srv.MaxHeaderBytes)
	}
}

// TestServerClosesIdleConnections holds an idle connection to a server
// whose idle timeout is short: the server closes it.
func TestServerClosesIdleConnections(t *testing.T) {
	srv := newServer(http.NotFoundHandler(), io.Discard)
	srv.IdleTimeout = 50 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	// The answer, then the end of the connection (not a deadline of
	// the test's own).
	conn.SetReadDeadline(time.Now().Add(time.Minute))
	data, err := io.ReadAll(conn)
	if err != nil || !bytes.HasPrefix(data, []byte("HTTP/1.1 404")) {
		t.Errorf("idle connection: got %q, %v, want a 404 and the connection closed", data, err)
	}
}

// guardedSite returns the guarded handler of a site in a new directory
// holding the usual files, hidden ones, and links in and out of it.
func guardedSite(t testing.TB) http.Handler {
	t.Helper()
	outside := t.TempDir()
	writeFiles(t, outside, map[string]string{"secret.txt": "secret"})
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"index.html":     "<html>home</html>",
		"404.html":       "<html>not found</html>",
		"web/x.js":       "x",
		".env":           "KEY=1",
		".git/config":    "[core]",
		"web/.hidden.js": "h",
	})
	for name, target := range map[string]string{
		"out.txt":   filepath.Join(outside, "secret.txt"),
		"outdir":    outside,
		"web/in.js": "x.js",
	} {
		if err := os.Symlink(target, filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	return guard(mustStatic(t, dir, "/", true))
}

// TestStaticFilesRefuses checks that hidden files, links out of the
// directory and lookups that fail for any reason are all not found.
func TestStaticFilesRefuses(t *testing.T) {
	h := guardedSite(t)
	for _, p := range []string{"/.env", "/.git/config", "/.git/", "/web/.hidden.js", "/out.txt", "/outdir/secret.txt",
		"/index.html/x", "/index.html/", "/" + strings.Repeat("n", 300), "/web/" + strings.Repeat("n", 300) + "/x"} {
		r := fetch(t, h, "GET", p, nil)
		if r.code != http.StatusNotFound || string(r.body) != "<html>not found</html>" {
			t.Errorf("GET %s: got %d %q, want 404 and 404.html", rules.Quote(p), r.code, r.body)
		}
	}
	if r := fetch(t, h, "GET", "/web/in.js", nil); r.code != 200 || string(r.body) != "x" {
		t.Errorf("GET /web/in.js, a link inside: got %d %q, want 200 %q", r.code, r.body, "x")
	}
}

// TestGuard checks, for the app and for a site alike: clean redirects
// on this host, the same methods, and the security headers on every
// answer.
func TestGuard(t *testing.T) {
	app, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	for name, h := range map[string]http.Handler{"app": guard(app), "site": guardedSite(t)} {
		for _, tt := range []struct{ path, query, location string }{
			{"//web", "", "/web"},
			{"//evil.example/", "", "/evil.example/"},
			{"///evil.example", "", "/evil.example"},
			{"/web/./x.js", "", "/web/x.js"},
			{"/a/../web/x.js", "v=1", "/web/x.js?v=1"},
			// Escaped, so that the browser asks for the same path.
			{"//a?b", "", "/a%3Fb"},
			{"//a?b", "c", "/a%3Fb?c"},
			{"//a#b", "", "/a%23b"},
			{"//100%", "", "/100%25"},
			{"//a b/", "", "/a%20b/"},
			{"//é\"<>", "", "/%C3%A9%22%3C%3E"},
		} {
			req := httptest.NewRequest("GET", "/", nil)
			req.URL.Path, req.URL.RawQuery = tt.path, tt.query
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != tt.location {
				t.Errorf("%s: GET %q, query %q: got %d Location %q, want 301 %q", name, tt.path, tt.query, rec.Code, rec.Header().Get("Location"), tt.location)
			}
		}
		// Nothing a browser would read as another host's address:
		// it drops tabs and line breaks and reads "\\" as "/".
		for _, p := range []string{"/\\evil.example", "/web/\x00", "//\t/evil.example/x", "/\t/evil.example", "//\n/evil.example", "/\r//evil.example",
			"//\x01evil.example", "/a\x1b", "/a\x7f", "/\t"} {
			req := httptest.NewRequest("GET", "/", nil)
			req.URL.Path = p
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusNotFound || rec.Header().Get("Location") != "" {
				t.Errorf("%s: GET %q: got %d Location %q, want 404", name, p, rec.Code, rec.Header().Get("Location"))
			}
		}
		for _, m := range []string{"POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH"} {
			r := fetch(t, h, m, "/", nil)
			if r.code != http.StatusMethodNotAllowed || r.hdr.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s: %s /: got %d Allow %q, want 405 %q", name, m, r.code, r.hdr.Get("Allow"), "GET, HEAD")
			}
		}
		for _, p := range []string{"/", "/nothing", "/web/x.js"} {
			r := fetch(t, h, "GET", p, nil)
			for k, want := range map[string]string{
				"Content-Security-Policy":      shell.ContentSecurityPolicy + "; frame-ancestors 'none'",
				"X-Content-Type-Options":       "nosniff",
				"Referrer-Policy":              "no-referrer",
				"X-Frame-Options":              "DENY",
				"Cross-Origin-Opener-Policy":   "same-origin",
				"Cross-Origin-Resource-Policy": "same-origin",
				"Permissions-Policy":           shell.PermissionsPolicy,
			} {
				if got := r.hdr.Get(k); got != want {
					t.Errorf("%s: GET %s (%d): %s got %q, want %q", name, p, r.code, k, got, want)
				}
			}
		}
	}
}

// TestLogRequests checks that a request's path is logged quoted: a line
// break or an ESC in it cannot forge a line of the log.
func TestLogRequests(t *testing.T) {
	var log bytes.Buffer
	h := logRequests(http.NotFoundHandler(), &log)
	req := httptest.NewRequest("GET", "/x%0aGET%20/forged%20200%1b[2J", nil)
	h.ServeHTTP(httptest.NewRecorder(), req)
	line := log.String()
	if strings.Count(line, "\n") != 1 || strings.ContainsRune(line, 0x1b) || !strings.Contains(line, `GET "/x\nGET /forged 200\x1b[2J" 404`) {
		t.Errorf("log: got %q, want one line with the path quoted", line)
	}
}

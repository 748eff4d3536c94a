package main

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzGuard sends arbitrary paths to the server in both modes: no panic,
// never a 500, and redirects always stay on this host and end within
// two steps (a clean path, then a directory's slash).
func FuzzGuard(f *testing.F) {
	for _, s := range []string{"/", "//web", "///evil.example", "/web/./x.js", "/a/../web/x.js", "/.env", "/.git/config", "/index.html/x", "/\\evil", "/web/x.js\x00", "/" + strings.Repeat("a", 300), "/%2e%2e/", "/outdir/secret.txt"} {
		f.Add(s)
	}
	app, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		f.Fatal(err)
	}
	handlers := map[string]http.Handler{"app": guard(app), "site": guardedSite(f)}
	f.Fuzz(func(t *testing.T, p string) {
		for name, h := range handlers {
			path := p
			for step := 0; ; step++ {
				req := httptest.NewRequest("GET", "/", nil)
				req.URL.Path = path
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code == http.StatusOK || rec.Code == http.StatusNotFound {
					break
				}
				if rec.Code != http.StatusMovedPermanently && rec.Code != http.StatusTemporaryRedirect {
					t.Fatalf("%s: GET %q: got %d, want 200, 301, 307 or 404", name, path, rec.Code)
				}
				loc := rec.Header().Get("Location")
				if !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") {
					t.Fatalf("%s: GET %q: Location %q, want a path on this host", name, path, loc)
				}
				if step == 2 {
					t.Fatalf("%s: GET %q: still redirected after two steps, to %q", name, p, loc)
				}
				path = loc
			}
		}
	})
}

// FuzzNegotiate: any Accept-Encoding gives br, gzip or nothing, and never
// an encoding the header refuses or does not name (except through "*").
func FuzzNegotiate(f *testing.F) {
	for _, s := range []string{"", "gzip", "gzip, deflate, br, zstd", "br;q=0, gzip", "br;q=0.5, gzip;q=0.8", "*", "*;q=0, gzip", "GZIP", "br;q=1e400", "br;q=nan", ";;,,", "gzip;q=-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, accept string) {
		got := negotiate(accept)
		switch got {
		case "":
			return
		case "br", "gzip":
		default:
			t.Fatalf("negotiate(%q) = %q, want br, gzip or nothing", accept, got)
		}
		lower := strings.ToLower(accept)
		if !strings.Contains(lower, got) && !strings.Contains(lower, "*") {
			t.Fatalf("negotiate(%q) = %q, an encoding not asked for", accept, got)
		}
	})
}

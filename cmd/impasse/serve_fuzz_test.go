//go:build !wasm

package main

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// FuzzGuard sends arbitrary paths to the server in both modes: no panic,
// never a 500, and redirects always stay on this host, as a browser
// reads them (browserFollow), and end within two steps (a clean path,
// then a directory's slash).
func FuzzGuard(f *testing.F) {
	for _, s := range []string{"/", "//web", "///evil.example", "/web/./x.js", "/a/../web/x.js", "/.env", "/.git/config", "/index.html/x", "/\\evil", "/web/x.js\x00",
		"/" + strings.Repeat("a", 300), "/%2e%2e/", "/outdir/secret.txt", "//\t/evil.example/x", "/\n/evil.example", " //evil.example", "//a?/b", "//100%", "//#/x", "//\u00a0/x"} {
		f.Add(s)
	}
	app, err := appHandler("v9", filepath.Join("..", "..", "web"))
	if err != nil {
		f.Fatal(err)
	}
	handlers := map[string]http.Handler{"app": guard(app), "site": guardedSite(f)}
	f.Fuzz(func(t *testing.T, p string) {
		for name, h := range handlers {
			path, query := p, ""
			for step := 0; ; step++ {
				req := httptest.NewRequest("GET", "/", nil)
				req.URL.Path, req.URL.RawQuery = path, query
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code == http.StatusOK || rec.Code == http.StatusNotFound {
					break
				}
				if rec.Code != http.StatusMovedPermanently && rec.Code != http.StatusTemporaryRedirect {
					t.Fatalf("%s: GET %q: got %d, want 200, 301, 307 or 404", name, path, rec.Code)
				}
				loc := rec.Header().Get("Location")
				next, ok := browserFollow(path, loc)
				if !ok {
					t.Fatalf("%s: GET %q: Location %q, which a browser reads as %s, want a path on this host", name, path, loc, next)
				}
				if step == 2 {
					t.Fatalf("%s: GET %q: still redirected after two steps, to %q", name, p, loc)
				}
				if next == nil {
					// A browser asks for a path that the server
					// refuses to parse (a bad escape): a 400.
					break
				}
				path, query = next.Path, next.RawQuery
			}
		}
	})
}

// fuzzHost is the host the fuzzed server answers on.
const fuzzHost = "host.test"

// browserFollow returns the address a browser goes to when the page at
// the path from on fuzzHost answers with a redirect to loc, and whether
// it is on fuzzHost; nil if the server could not parse the request the
// browser sends. It reads loc as the WHATWG URL parser does for an http
// URL: without leading and trailing C0 controls and spaces, without tabs
// and line breaks anywhere, "\\" read as "/" before the query; the rest
// is Go's resolution of a reference, which agrees with a browser's once
// those are done, or errs on the side of leaving the host (a scheme
// without slashes, "http:x", is another host to it).
func browserFollow(from, loc string) (*url.URL, bool) {
	loc = strings.TrimFunc(loc, func(c rune) bool { return c <= ' ' })
	loc = strings.Map(func(c rune) rune {
		if c == '\t' || c == '\n' || c == '\r' {
			return -1
		}
		return c
	}, loc)
	if i := strings.IndexAny(loc, "?#"); i >= 0 {
		loc = strings.ReplaceAll(loc[:i], "\\", "/") + loc[i:]
	} else {
		loc = strings.ReplaceAll(loc, "\\", "/")
	}
	ref, err := url.Parse(loc)
	if err != nil {
		// A browser keeps what Go's parser refuses (a bad escape,
		// "%zz") as it is and asks for it: on this host, unless it
		// names another.
		return nil, !strings.HasPrefix(loc, "//") && !regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`).MatchString(loc)
	}
	u := (&url.URL{Scheme: "http", Host: fuzzHost, Path: from}).ResolveReference(ref)
	return u, u.Scheme == "http" && u.Host == fuzzHost
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

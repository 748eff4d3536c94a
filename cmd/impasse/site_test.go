package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"impasse/app/shell"
)

// fakeWeb copies web/ (without the built wasm) to a temporary directory
// and adds small stand-ins for the two wasm files.
func fakeWeb(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, a := range shell.Assets {
		data := []byte(strings.Repeat("\x00asm "+a, 100))
		if !strings.HasSuffix(a, ".wasm") {
			var err error
			data, err = os.ReadFile(filepath.Join("..", "..", "web", filepath.FromSlash(a)))
			if err != nil {
				t.Fatal(err)
			}
		}
		writeFiles(t, dir, map[string]string{a: string(data)})
	}
	return dir
}

// cached returns the URLs the site's service worker caches at install.
func cached(t *testing.T, out string) []string {
	t.Helper()
	js, err := os.ReadFile(filepath.Join(out, "app-worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const resourcesToCache = (\[.*\]);`).FindSubmatch(js)
	if m == nil {
		t.Fatalf("no resourcesToCache in app-worker.js")
	}
	var urls []string
	if err := json.Unmarshal(m[1], &urls); err != nil {
		t.Fatal(err)
	}
	return urls
}

func TestSite(t *testing.T) {
	for _, base := range []string{"/impasse-test/", "/"} {
		t.Run(base, func(t *testing.T) {
			web := fakeWeb(t)
			out := filepath.Join(t.TempDir(), "dist")
			if err := buildSite(out, base, "v7", web); err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{"index.html", "app.js", "app-worker.js", "wasm_exec.js", "manifest.webmanifest", "app.css", ".nojekyll"} {
				if _, err := os.Stat(filepath.Join(out, f)); err != nil {
					t.Error(err)
				}
			}
			for _, a := range shell.Assets {
				want, _ := os.ReadFile(filepath.Join(web, a))
				got, err := os.ReadFile(filepath.Join(out, "web", a))
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("web/%s not copied: %v", a, err)
				}
			}
			var m map[string]any
			data, _ := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			if m["scope"] != base || m["start_url"] != base {
				t.Errorf("manifest scope %v, start_url %v; want %s", m["scope"], m["start_url"], base)
			}
			prefix := strings.TrimSuffix(base, "/")
			page, _ := os.ReadFile(filepath.Join(out, "index.html"))
			for _, want := range []string{`href="` + prefix + `/web/impasse.css"`, `src="` + prefix + `/app.js"`} {
				if !bytes.Contains(page, []byte(want)) {
					t.Errorf("index.html lacks %s", want)
				}
			}
			// Everything the service worker caches is served by a
			// static host (cache.addAll is all or nothing), and the
			// worker script finds wasm_exec.js one level up.
			h := newStaticFiles(out, base, true)
			urls := cached(t, out)
			for _, want := range []string{prefix + "/web/ai.wasm", prefix + "/web/ai-worker.js", prefix + "/wasm_exec.js"} {
				if !contains(urls, want) {
					t.Errorf("service worker does not cache %s: %v", want, urls)
				}
			}
			for _, u := range append(urls, base) {
				r := fetch(t, h, "GET", u, nil)
				if r.code == 301 {
					r = fetch(t, h, "GET", r.hdr.Get("Location"), nil)
				}
				if r.code != 200 {
					t.Errorf("GET %s: %d", u, r.code)
				}
			}
			// A second build replaces the first.
			if err := buildSite(out, base, "v8", web); err != nil {
				t.Fatal(err)
			}
			if js, _ := os.ReadFile(filepath.Join(out, "app-worker.js")); !bytes.Contains(js, []byte(`"v8"`)) {
				t.Error("rebuild kept the old version")
			}
		})
	}
}

func TestSiteRefusesOtherDirectory(t *testing.T) {
	out := t.TempDir()
	writeFiles(t, out, map[string]string{"precious.txt": "keep me"})
	if err := buildSite(out, "/", "v1", fakeWeb(t)); err == nil || !strings.Contains(err.Error(), "not overwriting") {
		t.Errorf("error %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "precious.txt")); err != nil {
		t.Error(err)
	}
}

func TestSiteNeedsWasm(t *testing.T) {
	web := fakeWeb(t)
	os.Remove(filepath.Join(web, "ai.wasm"))
	if err := buildSite(filepath.Join(t.TempDir(), "d"), "/", "v1", web); err == nil || !strings.Contains(err.Error(), "ai.wasm") {
		t.Errorf("error %v", err)
	}
}

func TestSizes(t *testing.T) {
	web := fakeWeb(t)
	var out, errOut bytes.Buffer
	if err := runSizes([]string{"-dir", web, "-brotli", "1"}, nil, &out, &errOut); err != nil {
		t.Fatal(err, errOut.String())
	}
	s := out.String()
	for _, want := range []string{"brotli 1", "app.wasm", "ai.wasm", "other files", "first download (15 files)"} {
		if !strings.Contains(s, want) {
			t.Errorf("sizes output lacks %q:\n%s", want, s)
		}
	}
	if err := runSizes([]string{"-dir", t.TempDir()}, nil, &out, &errOut); err == nil {
		t.Error("sizes without files succeeded")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

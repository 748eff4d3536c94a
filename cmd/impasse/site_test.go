//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"impasse/app/shell"
)

// testQuality is the brotli quality the site's tests compress at: they
// check which files are compressed and that each decompresses, which
// quality 11 (some 40 s of the unit tests) would not check better.
const testQuality = 1

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
			if err := buildSite(out, base, "v7", web, testQuality); err != nil {
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
			if bytes.Contains(data, []byte(`"purpose":""`)) {
				t.Errorf("manifest has an empty purpose:\n%s", data)
			}
			// app.js compiles the response fetch returned, which the
			// browser keeps compiled (shell.AppJS).
			js, _ := os.ReadFile(filepath.Join(out, "app.js"))
			if !bytes.Contains(js, []byte("response.clone().body.getReader()")) || bytes.Contains(js, []byte("new Response(")) {
				t.Errorf("app.js lacks the change of shell.AppJS:\n%s", js)
			}
			prefix := strings.TrimSuffix(base, "/")
			page, _ := os.ReadFile(filepath.Join(out, "index.html"))
			for _, want := range []string{`href="` + prefix + `/web/impasse.css"`, `href="` + prefix + shell.BoardStylesFile + `"`, `src="` + prefix + `/app.js"`, `property="og:title"`} {
				if !bytes.Contains(page, []byte(want)) {
					t.Errorf("index.html lacks %s", want)
				}
			}
			// A site for any host names no address of its own in link
			// previews ("https:///…") and no empty author.
			for _, wrong := range []string{`og:url`, `og:image`, `<meta name="author">`, `"https://`} {
				if bytes.Contains(page, []byte(wrong)) {
					t.Errorf("index.html has %s:\n%s", wrong, page)
				}
			}
			// Everything the service worker caches is served by a
			// static host (cache.addAll is all or nothing), and the
			// worker script finds wasm_exec.js one level up.
			h := mustStatic(t, out, base, true)
			urls := cached(t, out)
			for _, want := range []string{prefix + "/web/ai.wasm", prefix + "/web/ai-worker.js", prefix + "/wasm_exec.js", prefix + "/web/rules/blokusduo.fr.html", prefix + shell.BoardStylesFile, prefix + shell.PuzzleFile("alignement"), prefix + shell.LessonFile("saute")} {
				if !slices.Contains(urls, want) {
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
			checkPages(t, out, base)
			checkCompressed(t, out)
			checkServed(t, out, base)
			// A second build replaces the first.
			if err := buildSite(out, base, "v8", web, testQuality); err != nil {
				t.Fatal(err)
			}
			if js, _ := os.ReadFile(filepath.Join(out, "app-worker.js")); !bytes.Contains(js, []byte(`"v8"`)) {
				t.Error("rebuild kept the old version")
			}
		})
	}
}

// checkPages checks that the site has a page for each route of the app,
// and the not-found page.
func checkPages(t *testing.T, out, base string) {
	t.Helper()
	pages := shell.Pages()
	if len(pages) < 4 {
		t.Errorf("shell.Pages() = %v: want the home page, the settings and a game's pages", pages)
	}
	titles := map[string]string{}
	for _, p := range append(pages, "/404") {
		page, err := os.ReadFile(pageFile(out, p))
		if err != nil || !bytes.Contains(page, []byte("<html")) || !bytes.Contains(page, []byte(`src="`+strings.TrimSuffix(base, "/")+`/app.js"`)) {
			t.Errorf("page %s: %.100q, %v", p, page, err)
		}
		// go-app writes an attribute's value as a Go string (node.go's
		// strconv.Quote): a double quote in a text drawn into an
		// attribute (a label, the description) would end it there.
		if i := bytes.Index(page, []byte(`\"`)); i >= 0 {
			t.Errorf("page %s: an attribute cut by a quote: %q", p, page[max(0, i-80):i+20])
		}
		// Each page is drawn with a title of its own.
		title := between(string(page), "<title>", "</title>")
		if other, ok := titles[title]; ok && p != "/404" {
			t.Errorf("page %s: got the title %q of page %s, want its own", p, title, other)
		}
		titles[title] = p
	}
	// A game's page is described by what the game is about.
	page, _ := os.ReadFile(pageFile(out, "/play/saute"))
	// go-app writes a meta's attributes in no fixed order.
	meta := descriptionMeta.FindString(string(page))
	if got, want := between(meta, `content="`, `"`), "Saute: Leap along your row"; !strings.HasPrefix(got, want) {
		t.Errorf("play/saute's description: got %q, want it to start with %q", got, want)
	}
	if got, want := pageFile(out, "/rules/x"), filepath.Join(out, "rules", "x.html"); got != want {
		t.Errorf("pageFile(/rules/x) = %s, want %s", got, want)
	}
}

// descriptionMeta finds a page's meta description, its attributes in
// any order.
var descriptionMeta = regexp.MustCompile(`<meta [^>]*name="description"[^>]*>`)

// between returns the text of s between the first before and the after
// that follows it, or "".
func between(s, before, after string) string {
	_, rest, ok := strings.Cut(s, before)
	if !ok {
		return ""
	}
	in, _, _ := strings.Cut(rest, after)
	return in
}

// checkCompressed checks that each file worth compressing has its
// brotli and gzip forms next to it, and the others none.
func checkCompressed(t *testing.T, out string) {
	t.Helper()
	n := 0
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || precompressed(p) {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		worth := compressible(contentType(p)) && len(data) >= minCompress
		for _, e := range encodings {
			c, err := os.ReadFile(p + e.suffix)
			switch {
			case !worth && err == nil:
				t.Errorf("%s%s: a %s file compressed", p, e.suffix, contentType(p))
			case worth && err != nil:
				t.Errorf("%s: %v", p, err)
			case worth:
				n++
				if got := decompress(t, c, e.name); !bytes.Equal(got, data) {
					t.Errorf("%s%s does not decompress to %s", p, e.suffix, p)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Errorf("%d compressed files, want the wasm, scripts, styles, pages and manifest", n)
	}
}

func decompress(t *testing.T, data []byte, encoding string) []byte {
	t.Helper()
	var r io.Reader = brotli.NewReader(bytes.NewReader(data))
	if encoding == "gzip" {
		gz, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		r = gz
	}
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// checkServed checks that serve -dir sends the compressed files as they
// are, a page for each route and 404.html for an unknown path.
func checkServed(t *testing.T, out, base string) {
	t.Helper()
	h := mustStatic(t, out, base, true)
	prefix := strings.TrimSuffix(base, "/")
	wasm, _ := os.ReadFile(filepath.Join(out, "web", "app.wasm"))
	for _, e := range encodings {
		stored, _ := os.ReadFile(filepath.Join(out, "web", "app.wasm"+e.suffix))
		hdr := map[string]string{"Accept-Encoding": e.name}
		r := fetch(t, h, "GET", prefix+"/web/app.wasm", hdr)
		if r.code != 200 || r.hdr.Get("Content-Encoding") != e.name || r.raw != len(stored) || !bytes.Equal(r.body, wasm) {
			t.Errorf("GET app.wasm, %s: got %d, %q, %d bytes, want 200, %[1]q, %d bytes", e.name, r.code, r.hdr.Get("Content-Encoding"), r.raw, len(stored))
		}
		if r.hdr.Get("Content-Type") != "application/wasm" || r.hdr.Get("Vary") != "Accept-Encoding" {
			t.Errorf("GET app.wasm, %s: headers %v", e.name, r.hdr)
		}
		hdr["Range"] = "bytes=0-9"
		if r := fetch(t, h, "GET", prefix+"/web/app.wasm", hdr); r.code != http.StatusPartialContent || r.raw != 10 {
			t.Errorf("GET app.wasm, %s, bytes 0-9: got %d, %d bytes, want 206, 10 bytes", e.name, r.code, r.raw)
		}
		delete(hdr, "Range")
		hdr["If-None-Match"] = r.hdr.Get("ETag")
		if r := fetch(t, h, "GET", prefix+"/web/app.wasm", hdr); r.code != http.StatusNotModified {
			t.Errorf("GET app.wasm, %s, If-None-Match: got %d, want 304", e.name, r.code)
		}
	}
	if r := fetch(t, h, "GET", prefix+"/web/app.wasm", nil); r.hdr.Get("Content-Encoding") != "" || !bytes.Equal(r.body, wasm) {
		t.Errorf("GET app.wasm without Accept-Encoding: %v", r.hdr)
	}
	for _, p := range shell.Pages()[1:] {
		want, _ := os.ReadFile(pageFile(out, p))
		r := fetch(t, h, "GET", prefix+p, map[string]string{"Accept-Encoding": "br"})
		if r.code != 200 || !bytes.Equal(r.body, want) || r.hdr.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("GET %s: got %d %v, want 200 and %s", prefix+p, r.code, r.hdr, pageFile(out, p))
		}
	}
	notFound, _ := os.ReadFile(filepath.Join(out, "404.html"))
	for _, p := range []string{prefix + "/no/such/page", prefix + "/rules/nogame", prefix + "/web/missing.js", "/elsewhere"} {
		r := fetch(t, h, "GET", p, map[string]string{"Accept-Encoding": "gzip"})
		if r.code != http.StatusNotFound || r.hdr.Get("Content-Encoding") != "gzip" || !bytes.Equal(r.body, notFound) {
			t.Errorf("GET %s: got %d %v, want 404 and 404.html", p, r.code, r.hdr)
		}
	}
}

func TestSiteRefusesOtherDirectory(t *testing.T) {
	out := t.TempDir()
	writeFiles(t, out, map[string]string{"precious.txt": "keep me"})
	if err := buildSite(out, "/", "v1", fakeWeb(t), testQuality); err == nil || !strings.Contains(err.Error(), "not overwriting") {
		t.Errorf("error %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "precious.txt")); err != nil {
		t.Error(err)
	}
}

func TestSiteNeedsWasm(t *testing.T) {
	web := fakeWeb(t)
	os.Remove(filepath.Join(web, "ai.wasm"))
	if err := buildSite(filepath.Join(t.TempDir(), "d"), "/", "v1", web, testQuality); err == nil || !strings.Contains(err.Error(), "ai.wasm") {
		t.Errorf("error %v", err)
	}
}

func TestSizes(t *testing.T) {
	web := fakeWeb(t)
	var out, errOut bytes.Buffer
	if err := runSizes([]string{"-dir", web, "-brotli", "1", "-project=false"}, nil, &out, &errOut); err != nil {
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

// TestSizesProjection builds both wasm files without games.
func TestSizesProjection(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two wasm files")
	}
	var out, errOut bytes.Buffer
	if err := runSizes([]string{"-dir", fakeWeb(t), "-brotli", "0"}, nil, &out, &errOut); err != nil {
		t.Fatal(err, errOut.String())
	}
	s := out.String()
	for _, want := range []string{"rules packages (brotli 0)", "no game", "per game", "UI wasm", "AI worker wasm", "2.00 MB", "1.20 MB"} {
		if !strings.Contains(s, want) {
			t.Errorf("sizes output lacks %q:\n%s", want, s)
		}
	}
}

func TestPerGame(t *testing.T) {
	// 1.5 MB with 3 games, 1.2 MB with none: 0.1 MB a game.
	if per := perGame(1_500_000, 1_200_000, 3); per != 100_000 {
		t.Errorf("perGame(1.5 MB, 1.2 MB, 3) = %d, want 100000", per)
	}
	if per := perGame(1_000_001, 1_000_000, 3); per != 1 {
		t.Errorf("perGame rounds %d bytes a game, want 1 (up)", per)
	}
}

// TestSiteRefusesQuotes checks that a base that would need quoting in a
// page or a script is refused before anything is written.
func TestSiteRefusesQuotes(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	var stdout, stderr bytes.Buffer
	err := runSite([]string{"-out", out, "-base", `/a'b"c<d>/`}, nil, &stdout, &stderr)
	if want := `bad base path "/a'b\"c<d>/": want /name/, of letters, digits and -._~ only`; err == nil || err.Error() != want {
		t.Errorf("site -base with quotes: got error %v, want %q", err, want)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("site -base with quotes wrote %s (%v)", out, err)
	}
}

// TestSiteRefusesQuality checks that a brotli quality the format does not
// have is refused before anything is written.
func TestSiteRefusesQuality(t *testing.T) {
	for _, q := range []string{"-1", "12"} {
		out := filepath.Join(t.TempDir(), "site")
		var stdout, stderr bytes.Buffer
		err := runSite([]string{"-out", out, "-brotli", q}, nil, &stdout, &stderr)
		if want := "site: brotli quality " + q + ": want 0 to 11"; err == nil || err.Error() != want {
			t.Errorf("site -brotli %s: got error %v, want %q", q, err, want)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("site -brotli %s wrote %s (%v)", q, out, err)
		}
	}
}

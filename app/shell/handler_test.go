//go:build !wasm

package shell

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/view"
	"impasse/rules"
)

// upstreamWorkerSHA256 is the hash of go-app v10.1.11's
// DefaultAppWorkerJS, which ServiceWorkerJS patches. When go-app is
// upgraded and this test fails, read the new template, check that the
// three changes of ServiceWorkerJS still make sense (and that offline
// under a sub-path still works: make e2e), then update the hash.
const upstreamWorkerSHA256 = "fb64efe18fb6e1f389eb20f75b68828729f001324647548eaab24c5add47ab0d"

func TestServiceWorkerTemplate(t *testing.T) {
	sum := sha256.Sum256([]byte(app.DefaultAppWorkerJS))
	if got := hex.EncodeToString(sum[:]); got != upstreamWorkerSHA256 {
		t.Errorf("go-app's service worker template changed (sha256 %s): review ServiceWorkerJS in handler.go, then update upstreamWorkerSHA256", got)
	}
	js := ServiceWorkerJS()
	for _, want := range []string{
		"event.waitUntil(",
		`{ cache: "no-cache" }`,
		"setTimeout(resolve, 1500)",
		`event.data === "impasse:started"`,
		// An update waits for the page's word, when the pages open take
		// updates.
		"if (!waits) {",
		`includes("impasseUpdate")`,
		`event.data === "impasse:update"`,
		"await pageStarted",
		"urls.add(self.registration.scope)",
		"await caches.match(self.registration.scope)",
		`request.mode === "navigate"`,
		// Unchanged parts go-app relies on.
		"{{.Version}}",
		"{{.ResourcesToCache}}",
		"deletePreviousCaches",
		"self.clients.claim()",
	} {
		if !strings.Contains(js, want) {
			t.Errorf("service worker lacks %q", want)
		}
	}
	if strings.Contains(js, "await cache.addAll(resourcesToCache)") {
		t.Error("service worker still installs outside waitUntil")
	}
}

var registerOnce sync.Once

func get(t *testing.T, h http.Handler, path string) string {
	t.Helper()
	registerOnce.Do(Register)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s: %d", path, rec.Code)
	}
	b, _ := io.ReadAll(rec.Body)
	return string(b)
}

func TestHandler(t *testing.T) {
	h := Handler("v1.2.3")
	page := get(t, h, "/")
	worker := get(t, h, "/app-worker.js")
	manifest := get(t, h, "/manifest.webmanifest")
	appJS := get(t, h, "/app.js")
	for name, body := range map[string]string{"page": page, "worker": worker, "manifest": manifest} {
		// Everything is local: the app works offline and leaks nothing.
		if strings.Contains(body, "githubusercontent") || strings.Contains(body, "https://") && name != "page" {
			t.Errorf("%s refers to a remote URL:\n%s", name, body)
		}
	}
	for _, want := range []string{
		"<title>Impasse — blocking board games</title>",
		`lang="en"`,
		`href="/web/impasse.css"`,
		`href="/web/icons/icon.svg"`,
		`rel="apple-touch-icon" sizes="180x180" href="/web/icons/apple-touch-icon.png"`,
		`<link rel="preload" href="/web/app.wasm" as="fetch" type="application/wasm" crossorigin>`,
		`href="/manifest.webmanifest"`,
		`content="` + ThemeColor + `"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	// (go-app writes og:url and og:image as "https://" + Domain + path:
	// meta data for link previews, never fetched by the page.)
	for _, a := range Assets {
		if !strings.Contains(worker, `"/web/`+a+`"`) {
			t.Errorf("service worker does not cache /web/%s", a)
		}
	}
	if !strings.Contains(worker, `"app-" + "v1.2.3"`) {
		t.Errorf("service worker cache not named after the version")
	}
	if !strings.Contains(appJS, `"GOAPP_VERSION":"v1.2.3"`) {
		t.Errorf("app.js lacks the version")
	}
	var m struct {
		Name      string
		ShortName string `json:"short_name"`
		StartURL  string `json:"start_url"`
		Icons     []struct{ Src, Purpose, Sizes string }
	}
	if err := json.Unmarshal([]byte(manifest), &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Impasse" || m.ShortName != "Impasse" || m.StartURL != "/" {
		t.Errorf("manifest %+v", m)
	}
	var srcs []string
	for _, i := range m.Icons {
		srcs = append(srcs, i.Src+" "+i.Purpose+" "+i.Sizes)
	}
	slices.Sort(srcs)
	want := []string{
		"/web/icons/icon-192.png  192x192",
		"/web/icons/icon-512.png  512x512",
		"/web/icons/icon-maskable-512.png maskable 512x512",
		"/web/icons/icon.svg  any",
	}
	if !slices.Equal(srcs, want) {
		t.Errorf("manifest icons %q, want %q", srcs, want)
	}
}

func TestHandlerAt(t *testing.T) {
	h := HandlerAt("v1", "/impasse-test/")
	page := get(t, h, "/")
	worker := get(t, h, "/app-worker.js")
	for _, want := range []string{
		`href="/impasse-test/web/impasse.css"`,
		`href="/impasse-test/manifest.webmanifest"`,
		`src="/impasse-test/app.js"`,
		`href="/impasse-test/web/icons/apple-touch-icon.png"`,
		`<link rel="preload" href="/impasse-test/web/app.wasm"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	for _, want := range []string{`"/impasse-test/web/ai.wasm"`, `"/impasse-test/web/app.wasm"`, `"/impasse-test/wasm_exec.js"`} {
		if !strings.Contains(worker, want) {
			t.Errorf("service worker lacks %s", want)
		}
	}
	if root := HandlerAt("v1", "/"); get(t, root, "/app-worker.js") != get(t, Handler("v1"), "/app-worker.js") {
		t.Errorf(`HandlerAt("/") differs from Handler`)
	}
}

// TestAssets checks that Assets names every file of web/ and nothing
// else, so that nothing is missing offline.
func TestAssets(t *testing.T) {
	dir := filepath.Join("..", "..", "web")
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		rel = filepath.ToSlash(rel)
		switch {
		case strings.HasSuffix(rel, ".wasm"), rel == "wasm_exec.js", strings.HasPrefix(filepath.Base(rel), "."):
			return nil // built, not committed
		}
		files = append(files, rel)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !slices.Contains(Assets, f) {
			t.Errorf("web/%s is not in Assets (it would be missing offline)", f)
		}
	}
	for _, a := range Assets {
		if strings.HasSuffix(a, ".wasm") {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, a)); err != nil {
			t.Errorf("asset %s: %v", a, err)
		}
	}
}

// TestPages checks that every page of the app is answered with its
// screen, and any other path with the not-found page and a 404.
func TestPages(t *testing.T) {
	h := Handler("v1")
	for _, p := range Pages() {
		code, page := fetch(t, h, p)
		if code != http.StatusOK || strings.Contains(page, `id="not-found"`) {
			t.Errorf("GET %s: got %d, want %d and the page", p, code, http.StatusOK)
		}
	}
	for _, p := range []string{"/no/such/page", "/rules/chess", "/play/", "/settings/more"} {
		code, page := fetch(t, h, p)
		if code != http.StatusNotFound || !strings.Contains(page, `id="not-found"`) {
			t.Errorf("GET %s: got %d, want %d and the not-found page", p, code, http.StatusNotFound)
		}
	}
	for _, p := range []string{"/app.js", "/manifest.webmanifest", "/app-worker.js"} {
		if code, _ := fetch(t, h, p); code != http.StatusOK {
			t.Errorf("GET %s: got %d, want %d", p, code, http.StatusOK)
		}
	}
}

// TestBoardStyles: the boards' style sheet holds every game's styles,
// each once where games share a view.
func TestBoardStyles(t *testing.T) {
	css := BoardStyles()
	for _, g := range rules.Games() {
		sp, ok := view.Lookup(g.Info().ID)
		if !ok || sp.Styles == "" {
			continue
		}
		if n := strings.Count(css, sp.Styles); n != 1 {
			t.Errorf("%s: got its styles %d times, want once", g.Info().ID, n)
		}
	}
}

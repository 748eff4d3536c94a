//go:build !wasm

package shell

import (
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/lesson"
	"impasse/rules/puzzle"
)

// This file configures go-app's server side: the page, the manifest and
// the service worker. It is left out of the browser build (!wasm), so
// web/app.wasm carries no server code.

// Assets lists the static files of the app, as paths under web/. The
// service worker caches all of them at install (so the app works
// offline) and the static-site generator copies them. The two wasm files
// are built by make; the rest is committed.
var Assets = []string{
	"app.wasm",
	"ai.wasm",
	"ai-worker.js",
	"impasse.css",
	"icons/icon.svg",
	"icons/icon-192.png",
	"icons/icon-512.png",
	"icons/icon-maskable-512.png",
	"icons/apple-touch-icon.png",
}

// Theme colours of the page and the installed app (the icon's tile).
const (
	ThemeColor      = "#1d2430"
	BackgroundColor = "#f6f4ef"
)

// ContentSecurityPolicy allows the app's pages exactly what they use:
// scripts, styles, images, the manifest, the service worker and the AI's
// Web Worker from the app's own origin; images from blobs the page made
// (blob:, the pictures of a game drawn on a canvas, picture.go);
// WebAssembly compiled from its
// own wasm files ('wasm-unsafe-eval', which allows no eval of
// JavaScript); style sheets from files only, never a <style> element
// in the page; style attributes (style-src-attr 'unsafe-inline'), which
// go-app's Style sets with setAttribute for the chips of the seats'
// colours; nothing from another origin, no plug-in, no form sent
// anywhere. A browser that knows no style-src-attr (Safari before 15.4,
// Firefox before 108) shows the chips without their colour. Pages carry
// it in a <meta> element, where a static host sends no header; a host
// that can send headers adds frame-ancestors (SecurityHeaders), which a
// <meta> cannot carry.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; worker-src 'self'; " +
	"manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'"

// SecurityHeaders sets in h the headers every answer of the app's server
// carries: the Content-Security-Policy (ContentSecurityPolicy, and no
// framing by another page), no guessing of content types, no referrer
// sent, no framing for browsers that know no frame-ancestors, no window
// of another origin kept in the same browsing context group, no file read
// by another origin's page, and none of the browser's features the app
// does not use (PermissionsPolicy).
func SecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy+"; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Permissions-Policy", PermissionsPolicy)
}

// PermissionsPolicy denies the pages the features of the browser they
// do not use. They write to the clipboard (records and links); reading
// it is left to the browser's own permission prompt (the browser tests
// read what the app copied). It names only features every Chromium
// knows: one it does not know is an error in the console (web-share on
// Linux; the app does not share through the system).
const PermissionsPolicy = "accelerometer=(), camera=(), clipboard-write=(self), " +
	"display-capture=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), " +
	"magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), " +
	"screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()"

// Handler returns the handler that serves Impasse at the root of a
// host: go-app's, with the static files from web/ in the working
// directory. version must change with every release (git describe): the
// browser installs a new service worker, and so announces an update, only
// when it changes. A path that is no page of the app gets the app's
// not-found page with the status 404 Not Found. app.js is go-app's with
// the change of AppJS; Handler panics if that change no longer applies.
// Every answer carries SecurityHeaders.
func Handler(version string) http.Handler {
	h := newHandler(version, "/")
	appJS := patchedAppJS(h)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		SecurityHeaders(w.Header())
		switch r.URL.Path {
		case "/app.js", "/goapp.js":
			appJS.ServeHTTP(w, r)
			return
		}
		if parseRoute(r.URL.Path).page == pageNotFound {
			w = &notFoundWriter{ResponseWriter: w}
		}
		h.ServeHTTP(w, r)
	})
}

// patchedAppJS returns a handler that serves h's app.js through AppJS,
// with go-app's headers (its ETag is the version, which the change does
// not alter).
func patchedAppJS(h *app.Handler) http.Handler {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	js, err := AppJS(rec.Body.String())
	if err != nil {
		panic(err)
	}
	header := rec.Result().Header
	header.Del("Content-Length")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		maps.Copy(w.Header(), header)
		if r.Header.Get("If-None-Match") == header.Get("ETag") {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(js)))
		io.WriteString(w, js)
	})
}

// notFoundWriter turns a page that go-app answers with 200 OK into a
// 404 Not Found; other files (app.js, the manifest, …) keep their status.
type notFoundWriter struct {
	http.ResponseWriter
	wroteHeader bool
}

func (w *notFoundWriter) WriteHeader(code int) {
	if !w.wroteHeader && code == http.StatusOK && strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
		code = http.StatusNotFound
	}
	w.wroteHeader = true
	w.ResponseWriter.WriteHeader(code)
}

func (w *notFoundWriter) Write(b []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// HandlerAt returns the handler for a copy of the app served under the
// path base ("/name/", as on GitHub Pages); base "/" is the root. Use it
// with app.GenerateStaticWebsite.
func HandlerAt(version, base string) *app.Handler {
	return newHandler(version, base)
}

func newHandler(version, base string) *app.Handler {
	prefix := strings.TrimRight(base, "/")
	var res app.ResourceResolver = app.LocalDir("")
	if prefix != "" {
		res = app.PrefixedLocation(prefix)
	}
	web := func(name string) string { return "/web/" + name }
	var cached []string
	for _, a := range Assets {
		cached = append(cached, web(a))
	}
	cached = append(cached, BoardStylesFile)
	cached = append(cached, slices.Sorted(maps.Keys(RulesFiles()))...)
	cached = append(cached, slices.Sorted(maps.Keys(PuzzleFiles()))...)
	cached = append(cached, slices.Sorted(maps.Keys(LessonFiles()))...)
	h := &app.Handler{
		Name:        "Impasse",
		ShortName:   "Impasse",
		Title:       i18n.English.T("app.title"),
		Description: i18n.English.T("app.description"),
		Lang:        "en",
		Icon: app.Icon{
			Default:  web("icons/icon-192.png"),
			Large:    web("icons/icon-512.png"),
			Maskable: web("icons/icon-maskable-512.png"),
			SVG:      web("icons/icon.svg"),
		},
		BackgroundColor: BackgroundColor,
		ThemeColor:      ThemeColor,
		Styles:          []string{web("impasse.css"), BoardStylesFile},
		RawHeaders: []string{
			// go-app links the maskable icon for Apple; iOS prefers
			// a 180 px one without the safe-zone margin.
			`<link rel="apple-touch-icon" sizes="180x180" href="` + res.Resolve(web("icons/apple-touch-icon.png")) + `">`,
			`<meta http-equiv="Content-Security-Policy" content="` + ContentSecurityPolicy + `">`,
			// app.js asks for app.wasm only once the page is parsed and
			// its scripts have run: on a slow phone, half a second after
			// the HTML. Preloaded, it comes down from the start, and
			// app.js's fetch takes the same response.
			`<link rel="preload" href="` + res.Resolve(web("app.wasm")) + `" as="fetch" type="application/wasm" crossorigin>`,
		},
		CacheableResources:    cached,
		Resources:             res,
		Version:               version,
		ServiceWorkerTemplate: ServiceWorkerJS(),
		Env:                   map[string]string{PuzzleEnv: PuzzleIndex(), LessonEnv: LessonIndex()},
	}
	if fi, err := os.Stat(filepath.Join("web", "app.wasm")); err == nil {
		// The loading bar needs the raw size when the host compresses.
		h.WasmContentLength = strconv.FormatInt(fi.Size(), 10)
	}
	return h
}

// Pages returns the paths of the app's pages, for the static-site
// generator: the home page, the settings, the puzzle of the day, the
// ratings, each game's rules and play pages, the puzzles page of each
// game with puzzles (PuzzleIndex) and the lesson page of each game with
// a lesson (LessonIndex). Any other path shows the not-found page.
func Pages() []string {
	pages := []string{"/", "/settings", "/" + pageDaily, "/" + pageRatings}
	for _, id := range rules.IDs() {
		pages = append(pages, "/rules/"+id, "/play/"+id)
	}
	for _, c := range puzzleGames() {
		pages = append(pages, "/"+pagePuzzles+"/"+c.ID)
	}
	for _, c := range lessonGames() {
		pages = append(pages, "/"+pageLearn+"/"+c.ID)
	}
	return pages
}

// RulesFiles returns the content of each rules file, by path (RulesFile,
// for every game with a view, in every language): the game's rules in
// that language, as its view writes them. The server serves them and the
// static-site generator writes them; the service worker caches them with
// the app's files.
func RulesFiles() map[string]string {
	files := map[string]string{}
	for _, id := range rules.IDs() {
		if spec, ok := view.Lookup(id); ok {
			for _, l := range i18n.Langs {
				files[RulesFile(id, l)] = spec.Rules(l)
			}
		}
	}
	return files
}

// PuzzleFiles returns the puzzle files of the games that have puzzles
// (puzzle.Shipped), by path: the server serves them, the static-site
// generator writes them and the service worker caches them.
func PuzzleFiles() map[string]string {
	files := map[string]string{}
	for id, text := range puzzle.Shipped() {
		files[PuzzleFile(id)] = text
	}
	return files
}

// PuzzleIndex returns the games with a puzzle file, in the order the
// games are registered, with the number of puzzles of each, as the page
// reads it from PuzzleEnv: "alignement:40 blocus:36". A file that does
// not parse counts no puzzle (its page says what is wrong).
func PuzzleIndex() string { return puzzleIndex() }

// puzzleIndex is PuzzleIndex, made once.
var puzzleIndex = sync.OnceValue(func() string {
	return indexFiles(puzzle.Shipped(), func(id, text string) int {
		g, _ := rules.Lookup(id)
		ps, _ := puzzle.Parse(text, puzzle.KindOf(g))
		return len(ps)
	})
})

// puzzleIndexText returns the list of the games with puzzles: the
// server's own (PuzzleIndex), for the pages it draws.
func puzzleIndexText() string { return PuzzleIndex() }

// LessonFiles returns the lesson files of the games that have a lesson
// (lesson.Shipped), by path: the server serves them, the static-site
// generator writes them and the service worker caches them.
func LessonFiles() map[string]string {
	files := map[string]string{}
	for id, text := range lesson.Shipped() {
		files[LessonFile(id)] = text
	}
	return files
}

// LessonIndex returns the games with a lesson file, in the order the
// games are registered, with the number of steps of each, as the page
// reads it from LessonEnv: "alignement:7 saute:6". A file that does not
// parse counts no step (its page says what is wrong).
func LessonIndex() string { return lessonIndex() }

// lessonIndex is LessonIndex, made once.
var lessonIndex = sync.OnceValue(func() string {
	return indexFiles(lesson.Shipped(), func(_, text string) int {
		if l, err := lesson.Parse(text); err == nil {
			return len(l.Steps)
		}
		return 0
	})
})

// indexFiles writes the index of the games that have one of files (by
// game ID), in the order the games are registered, each with what count
// finds in its file, as parseGameCounts reads it.
func indexFiles(files map[string]string, count func(id, text string) int) string {
	var counts []gameCount
	for _, id := range rules.IDs() {
		if text, ok := files[id]; ok {
			counts = append(counts, gameCount{ID: id, N: count(id, text)})
		}
	}
	return formatGameCounts(counts)
}

// lessonIndexText returns the list of the games with a lesson: the
// server's own (LessonIndex), for the pages it draws.
func lessonIndexText() string { return LessonIndex() }

// BoardStylesFile is the path of the style sheet of the games' boards
// (BoardStyles), which pages link after impasse.css. The server serves
// it and the static-site generator writes it; the service worker caches
// it with the app's files.
const BoardStylesFile = "/web/boards.css"

// BoardStyles returns the CSS of every game's board (view.Spec.Styles),
// in the order the games are registered, each once where games share a
// view (the Buchholz games, Blockade and Cul de Sac, Blockers! and its
// expert variant).
func BoardStyles() string {
	var b strings.Builder
	written := map[string]bool{}
	for _, g := range rules.Games() {
		if sp, ok := view.Lookup(g.Info().ID); ok && !written[sp.Styles] {
			written[sp.Styles] = true
			b.WriteString(sp.Styles)
		}
	}
	return b.String()
}

// ServiceWorkerJS returns go-app's service worker (app.DefaultAppWorkerJS)
// with changes that make the app work offline under a sub-path as well
// as at the root, and update one version at a time:
//
//   - install inside event.waitUntil, so the browser waits for the cache
//     to be filled (and an incomplete cache fails the install rather
//     than installing a worker that cannot serve offline), once the page
//     has started (it posts "impasse:started"; an update waits 1.5 s),
//     with cache: "no-cache" requests that revalidate what the page
//     already loaded instead of loading it twice;
//   - an update then waits until the person takes it (the page posts
//     "impasse:update"; see AppJS) or no page is open: taking over at
//     once, it served the pages of the old version the new version's
//     files (an AI worker of one, a page of the other); the activation
//     (the old caches' removal, not the claim of the pages, which would
//     wait for the pages' reloads) runs inside event.waitUntil too. Over
//     a version whose pages do not take updates (from before; their
//     cached app.js says) it takes over at once, as it did then, for
//     them to say so;
//   - also cache self.registration.scope ("/name/"): go-app lists the
//     start page as "/name", which static hosts answer with a redirect,
//     so the navigation to "/name/" missed the cache;
//   - a navigation that fails (offline) is answered with the cached
//     scope page, on which go-app routes by itself.
//
// It panics if go-app's template no longer has the text these changes
// replace; TestServiceWorkerTemplate fails first.
func ServiceWorkerJS() string {
	s := app.DefaultAppWorkerJS
	for _, p := range swPatches {
		if n := strings.Count(s, p.old); n != 1 {
			panic(fmt.Sprintf("shell: go-app's service worker template changed (%q found %d times): review ServiceWorkerJS", firstLine(p.old), n))
		}
		s = strings.Replace(s, p.old, p.new, 1)
	}
	return s
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}

var swPatches = []struct{ old, new string }{
	{
		old: `self.addEventListener("install", async (event) => {
  try {
    console.log("installing app worker {{.Version}}");
    await installWorker();
    await self.skipWaiting();
  } catch (error) {
    console.error("error during installation:", error);
  }
});

async function installWorker() {
  const cache = await caches.open(cacheName);
  await cache.addAll(resourcesToCache);
}`,
		new: `// Impasse: the page says when it has started (AppJS), for a first
// install to wait for; at most 20 s.
const pageStarted = new Promise((resolve) => {
  self.addEventListener("message", (event) => {
    if (event.data === "impasse:started") {
      resolve();
    }
  });
  setTimeout(resolve, 20000);
});

self.addEventListener("install", (event) => {
  console.log("installing app worker {{.Version}}");
  // Impasse: the browser waits for the cache; a failure fails the install.
  // A first worker takes over at once; an update waits for the person's
  // Update now (a message from the page), or for no page to be open,
  // so that no page runs one version with the other's files.
  event.waitUntil((async () => {
    const waits = await pagesTakeUpdates();
    await installWorker();
    if (!waits) {
      await self.skipWaiting();
    }
  })());
});

// Impasse: whether the pages of the active version, if any, say that an
// update waits and take it (their app.js has impasseUpdate, AppJS). The
// pages of a version from before never say it: for them an update takes
// over at once, as it did then, and they say it once it is active.
async function pagesTakeUpdates() {
  if (!self.registration.active) {
    return false;
  }
  const appJS = await caches.match(new URL("app.js", self.registration.scope).href);
  return !!appJS && (await appJS.text()).includes("impasseUpdate");
}

self.addEventListener("message", (event) => {
  if (event.data === "impasse:update") {
    self.skipWaiting();
  }
});

async function installWorker() {
  // Impasse: first let the page load and start: fetched at once, the same
  // files came down twice at the same time as the page's own and slowed
  // the first visit. An update (a worker is active already) waits 1.5 s:
  // the page that found it has started long ago.
  if (self.registration.active) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
  } else {
    await pageStarted;
  }
  const cache = await caches.open(cacheName);
  // Impasse: also the scope's own URL ("/name/", where go-app lists
  // "/name"), and revalidated with the server: what the page has just
  // loaded comes from the HTTP cache if it is still current.
  const urls = new Set(resourcesToCache.map((u) => new URL(u, self.location.href).href));
  urls.add(self.registration.scope);
  await cache.addAll([...urls].map((u) => new Request(u, { cache: "no-cache" })));
}`,
	},
	{
		old: `self.addEventListener("activate", async (event) => {
  try {
    await deletePreviousCaches(); // Await cache cleanup
    await self.clients.claim(); // Ensure the service worker takes control of the clients
    console.log("app worker {{.Version}} is activated");
  } catch (error) {
    console.error("error during activation:", error);
  }
});`,
		new: `self.addEventListener("activate", (event) => {
  // Impasse: the worker is active once the old caches are gone; then it
  // serves the open pages. The claim is not waited for: a page the old
  // version served reloads on the change of worker (AppJS), and its
  // reload, which waits for this worker to be active, held the claim
  // and the activation for ever.
  event.waitUntil((async () => {
    try {
      await deletePreviousCaches();
      self.clients.claim().catch((error) => console.error("app worker {{.Version}}: claim:", error));
      console.log("app worker {{.Version}} is activated");
    } catch (error) {
      console.error("error during activation:", error);
    }
  })());
});`,
	},
	{
		old: `async function fetchWithCache(request) {
  const cachedResponse = await caches.match(request);
  if (cachedResponse) {
    return cachedResponse;
  }
  return await fetch(request);
}`,
		new: `async function fetchWithCache(request) {
  const cachedResponse = await caches.match(request);
  // A redirected response cannot answer a navigation.
  if (cachedResponse && !(request.mode === "navigate" && cachedResponse.redirected)) {
    return cachedResponse;
  }
  try {
    return await fetch(request);
  } catch (error) {
    // Impasse: offline, every page of the app is the scope page.
    if (request.mode === "navigate") {
      const page = await caches.match(self.registration.scope);
      if (page) {
        return page;
      }
    }
    throw error;
  }
}`,
	},
}

// formatGameCounts writes counts as parseGameCounts reads them.
func formatGameCounts(counts []gameCount) string {
	parts := make([]string, len(counts))
	for i, c := range counts {
		parts[i] = c.ID + ":" + strconv.Itoa(c.N)
	}
	return strings.Join(parts, " ")
}

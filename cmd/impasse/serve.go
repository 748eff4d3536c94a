//go:build !wasm

package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"impasse/app/shell"
	"impasse/rules"
)

func runServe(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8000", "listen on `HOST:PORT` (port 0: any free port)")
	dir := fs.String("dir", "", "serve the static site built by 'impasse site' in `DIR` instead of the app, as a static host does (its .br and .gz files, name.html for /name, 404.html)")
	base := fs.String("base", "/", "with -dir: the `PATH` the site was built for (impasse site -base)")
	ver := fs.String("version", "", "the app version the browsers see (default: the build's, plus a hash of web/ when it is a dev build)")
	verbose := fs.Bool("v", false, "log every request")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	var h http.Handler
	what := ""
	if *dir != "" {
		b, err := cleanBase(*base)
		if err != nil {
			return err
		}
		if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
			return fmt.Errorf("serve: %s is not a site built by 'impasse site': %v", *dir, err)
		}
		sf, err := newStaticFiles(*dir, b, true)
		if err != nil {
			return fmt.Errorf("serve: %v", err)
		}
		go sf.warm()
		h = sf
		what = fmt.Sprintf("the site in %s", *dir)
	} else {
		v := *ver
		if v == "" {
			v = devVersion(version, "web")
		}
		for _, f := range []string{"app.wasm", "ai.wasm"} {
			if _, err := os.Stat(filepath.Join("web", f)); err != nil {
				fmt.Fprintf(stderr, "serve: warning: web/%s is missing (make web/%s)\n", f, f)
			}
		}
		var err error
		h, err = appHandler(v, "web")
		if err != nil {
			return err
		}
		what = "Impasse " + v
	}
	h = guard(h)
	if *verbose {
		h = logRequests(h, stderr)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %v", err)
	}
	srv := newServer(h, stderr)
	u := "http://" + ln.Addr().String() + "/"
	if *dir != "" && *base != "/" {
		u = strings.TrimSuffix(u, "/") + *base
	}
	fmt.Fprintf(stdout, "serving %s on %s\n", what, u)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(stdout, "stopping")
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shutdown)
}

// Timeouts of the server: a client that sends its request too slowly, or
// reads the answer too slowly, or keeps an idle connection open, is cut
// off, so that held connections cannot exhaust the server's files.
const (
	readHeaderTimeout = 10 * time.Second
	readTimeout       = 30 * time.Second
	// writeTimeout leaves a slow phone the time to load app.wasm.
	writeTimeout = 5 * time.Minute
	idleTimeout  = 60 * time.Second
	// maxHeaderBytes bounds a request's header.
	maxHeaderBytes = 64 << 10
)

// newServer returns the server of h, with its timeouts and limits, its
// errors written to errLog.
func newServer(h http.Handler, errLog io.Writer) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          log.New(errLog, "serve: ", 0),
	}
}

// guard is the server's front door, the same for the app and for a
// site: every response carries the app's security headers (shell.SecurityHeaders);
// a method other than GET and HEAD is refused; a path or query with a
// backslash or a control character names nothing (a browser drops tabs
// and line breaks from a URL and reads a backslash as a slash, so such a
// path could turn into another host's address); a path that is not
// clean ("//web", "/a/./b") is sent to its clean form, escaped, always
// on this host.
func guard(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		shell.SecurityHeaders(w.Header())
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p := r.URL.Path
		if strings.ContainsFunc(p, strayChar) || strings.ContainsFunc(r.URL.RawQuery, strayChar) {
			http.NotFound(w, r)
			return
		}
		if c := cleanPath(p); c != p {
			w.Header().Set("Location", localURL(c, r.URL.RawQuery))
			w.WriteHeader(http.StatusMovedPermanently)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// strayChar reports whether c may not appear in a path or a query that
// the server answers: a backslash, a C0 control character or DEL.
func strayChar(c rune) bool {
	return c == '\\' || c < 0x20 || c == 0x7f
}

// localURL returns the address of the path p (absolute, clean) and the
// query on this host, p escaped so that a browser asks for p again: a
// "?", "#" or "%" in it stays part of the path.
func localURL(p, rawQuery string) string {
	return (&url.URL{Path: p, RawQuery: rawQuery}).String()
}

// cleanPath returns p cleaned (path.Clean), with one leading slash and
// its final slash kept.
func cleanPath(p string) string {
	c := path.Clean("/" + p)
	if strings.HasSuffix(p, "/") && c != "/" {
		c += "/"
	}
	return c
}

// appHandler serves the app: the files of webDir under /web/, compressed,
// the rules and the boards' style sheet that the server writes, and
// everything else (pages, app.js, the service worker, the manifest) from
// go-app's handler, compressed too.
func appHandler(version, webDir string) (http.Handler, error) {
	if fi, err := os.Stat(webDir); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("serve: no %s directory here: run impasse serve from the repository's root", webDir)
	}
	shell.Register()
	files, err := newStaticFiles(webDir, "/web/", false)
	if err != nil {
		return nil, fmt.Errorf("serve: %v", err)
	}
	go files.warm()
	mux := http.NewServeMux()
	mux.Handle("/web/", files)
	mux.Handle("/web/rules/", memoryFiles(shell.RulesFiles()))
	mux.Handle("/web/puzzles/", memoryFiles(shell.PuzzleFiles()))
	mux.Handle("/web/lessons/", memoryFiles(shell.LessonFiles()))
	mux.Handle(shell.BoardStylesFile, memoryFiles(map[string]string{shell.BoardStylesFile: shell.BoardStyles()}))
	mux.Handle("/", newCompressor(shell.Handler(version)))
	return mux, nil
}

// memoryFiles serves the files that the server writes (the content of
// each, by path), from memory, compressed as the files of web/ are.
func memoryFiles(content map[string]string) http.Handler {
	files := map[string]*encoded{}
	for p, data := range content {
		files[p] = newEncoded([]byte(data), contentType(p))
	}
	written := time.Now()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		e.serve(w, r, written)
	})
}

// devVersion returns v, or for a development build (v "dev" or ending in
// "-dirty") v plus a hash of the files in webDir, so that each rebuild is
// a new version for the service worker.
func devVersion(v, webDir string) string {
	if v != "dev" && !strings.HasSuffix(v, "-dirty") {
		return v
	}
	h := sha256.New()
	_ = filepath.WalkDir(webDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return nil
		}
		defer f.Close()
		io.WriteString(h, filepath.ToSlash(p)+"\x00")
		io.Copy(h, f)
		return nil
	})
	return v + "+" + hex.EncodeToString(h.Sum(nil))[:8]
}

// cleanBase returns base as "/name/" (or "/"). A base is written into
// pages, scripts and the manifest, so it may hold only the characters
// that need no quoting anywhere: letters, digits and "-._~/".
func cleanBase(base string) (string, error) {
	b := "/" + strings.Trim(base, "/") + "/"
	if b == "//" {
		b = "/"
	}
	if strings.ContainsFunc(b, func(c rune) bool { return !basePathChar(c) }) || path.Clean(b) != strings.TrimSuffix(b, "/") && b != "/" {
		return "", fmt.Errorf("bad base path %s: want /name/, of letters, digits and -._~ only", rules.Quote(base))
	}
	return b, nil
}

// basePathChar reports whether c may appear in a base path.
func basePathChar(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-._~/", c)
}

// brotliServeQuality is the brotli quality used when compressing while
// serving: quality 11 takes 40 s for app.wasm in pure Go; 5 takes under a
// second and gets most of the gain. A site built by impasse site carries
// its files at quality 11 (name.br), and those are sent as they are.
const brotliServeQuality = 5

// encoded is one body and its compressed forms.
type encoded struct {
	raw   []byte
	ctype string
	etag  string // of the raw body, without quotes
	// br and gz return the body compressed: read from name.br and
	// name.gz when a site provides them, else made once, on demand.
	br, gz func() []byte
}

func newEncoded(raw []byte, ctype string) *encoded {
	sum := sha256.Sum256(raw)
	return &encoded{
		raw:   raw,
		ctype: ctype,
		etag:  hex.EncodeToString(sum[:12]),
		br:    sync.OnceValue(func() []byte { return brotliBytes(raw, brotliServeQuality) }),
		gz:    sync.OnceValue(func() []byte { return gzipBytes(raw) }),
	}
}

// compressible reports whether the body is worth compressing.
func (e *encoded) compressible() bool {
	return compressible(e.ctype) && len(e.raw) >= minCompress
}

// negotiate sets the headers of a response to r (Content-Type, Vary,
// Content-Encoding, ETag, Cache-Control) and returns its body: the
// best encoding r accepts.
func (e *encoded) negotiate(hd http.Header, r *http.Request) []byte {
	hd.Set("Content-Type", e.ctype)
	if hd.Get("Cache-Control") == "" {
		// Names are not versioned: always revalidate (cheap, with the
		// ETag); the service worker keeps the app for offline use.
		hd.Set("Cache-Control", "no-cache")
	}
	hd.Del("Content-Length")
	body, etag := e.raw, e.etag
	if e.compressible() {
		hd.Add("Vary", "Accept-Encoding")
		switch negotiate(r.Header.Get("Accept-Encoding")) {
		case "br":
			body, etag = e.br(), etag+"-br"
			hd.Set("Content-Encoding", "br")
		case "gzip":
			body, etag = e.gz(), etag+"-gz"
			hd.Set("Content-Encoding", "gzip")
		}
	}
	hd.Set("ETag", `"`+etag+`"`)
	return body
}

// serve writes the body in the best encoding the request accepts, with
// headers for caching, conditional and range requests.
func (e *encoded) serve(w http.ResponseWriter, r *http.Request, modTime time.Time) {
	body := e.negotiate(w.Header(), r)
	http.ServeContent(w, r, "", modTime, bytes.NewReader(body))
}

// serveStatus writes the body with the status code, without conditional
// or range requests (for a not-found page).
func (e *encoded) serveStatus(w http.ResponseWriter, r *http.Request, code int) {
	body := e.negotiate(w.Header(), r)
	w.Header().Del("ETag")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(code)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// negotiate picks "br", "gzip" or "" from an Accept-Encoding header.
func negotiate(accept string) string {
	q := map[string]float64{}
	for _, part := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		v := 1.0
		if k, val, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
			if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil {
				v = f
			}
		}
		if name != "" {
			q[name] = v
		}
	}
	best, bestQ := "", 0.0
	for _, enc := range []string{"br", "gzip"} {
		v, ok := q[enc]
		if !ok {
			v, ok = q["*"]
		}
		if ok && v > bestQ {
			best, bestQ = enc, v
		}
	}
	return best
}

// staticFiles serves the files of a directory under a URL prefix,
// compressed and cached in memory. It serves no hidden file (a name
// starting with a dot, such as .git or .env) and follows no symbolic
// link out of the directory.
type staticFiles struct {
	root   *os.Root
	prefix string // "/web/", "/name/" or "/"
	// site: serve like a static host (GitHub Pages): index.html for a
	// directory, name.html for /name, a redirect to add the final slash.
	site bool

	mu sync.Mutex
	// files holds the files read, by name in the directory.
	files map[string]*cachedFile
}

type cachedFile struct {
	size    int64
	modTime time.Time
	enc     *encoded
}

func newStaticFiles(dir, prefix string, site bool) (*staticFiles, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &staticFiles{root: root, prefix: prefix, site: site, files: map[string]*cachedFile{}}, nil
}

// ServeHTTP answers a GET or HEAD request for a clean path (see guard).
// Every path that names no file it may serve, whatever the reason (a
// missing or hidden file, a link out of the directory, a name too long,
// a file taken for a directory), gets the not-found answer.
func (s *staticFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if s.site && s.prefix != "/" {
		switch p {
		case strings.TrimSuffix(s.prefix, "/"):
			// As static hosts do.
			http.Redirect(w, r, s.prefix, http.StatusMovedPermanently)
			return
		case "/":
			http.Redirect(w, r, s.prefix, http.StatusFound)
			return
		}
	}
	rel, ok := strings.CutPrefix(p, s.prefix)
	if !ok || hidden(rel) {
		s.notFound(w, r)
		return
	}
	name := strings.TrimSuffix(rel, "/")
	if name == "" {
		name = "."
	}
	fi, err := s.root.Stat(name)
	switch {
	case err == nil && fi.IsDir():
		if !s.site {
			s.notFound(w, r)
			return
		}
		if !strings.HasSuffix(p, "/") {
			http.Redirect(w, r, localURL(p+"/", ""), http.StatusMovedPermanently)
			return
		}
		name = path.Join(name, "index.html")
	case err == nil && strings.HasSuffix(rel, "/"):
		// A file is no directory.
		s.notFound(w, r)
		return
	case err != nil && s.site && path.Ext(rel) == "" && rel != "" && !strings.HasSuffix(rel, "/"):
		// GitHub Pages serves /name (not /name/) from name.html.
		name += ".html"
	}
	f, err := s.load(name)
	if err != nil {
		s.notFound(w, r)
		return
	}
	f.enc.serve(w, r, f.modTime)
}

// notFound answers a path that names no file: with the site's 404.html,
// as GitHub Pages and other static hosts do, or Go's plain text.
func (s *staticFiles) notFound(w http.ResponseWriter, r *http.Request) {
	if s.site {
		if f, err := s.load("404.html"); err == nil {
			f.enc.serveStatus(w, r, http.StatusNotFound)
			return
		}
	}
	http.NotFound(w, r)
}

// hidden reports whether a slash-separated path has a part starting
// with a dot: a hidden file or directory, never served.
func hidden(p string) bool {
	for _, part := range strings.Split(p, "/") {
		if strings.HasPrefix(part, ".") {
			return true
		}
	}
	return false
}

// load returns the file name (slash-separated, in the directory), from
// memory while it has not changed on disk.
func (s *staticFiles) load(name string) (*cachedFile, error) {
	fi, err := s.root.Stat(name)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return nil, fs.ErrNotExist
	}
	s.mu.Lock()
	f := s.files[name]
	s.mu.Unlock()
	if f != nil && f.size == fi.Size() && f.modTime.Equal(fi.ModTime()) {
		return f, nil
	}
	data, err := s.root.ReadFile(name)
	if err != nil {
		return nil, err
	}
	f = &cachedFile{size: fi.Size(), modTime: fi.ModTime(), enc: newEncoded(data, contentType(name))}
	// A site carries its files precompressed (name.br, name.gz): those
	// not older than the file are sent as they are.
	for _, e := range encodings {
		pfi, err := s.root.Stat(name + e.suffix)
		if err != nil || pfi.ModTime().Before(fi.ModTime()) {
			continue
		}
		if data, err := s.root.ReadFile(name + e.suffix); err == nil {
			fn := func() []byte { return data }
			if e.name == "br" {
				f.enc.br = fn
			} else {
				f.enc.gz = fn
			}
		}
	}
	s.mu.Lock()
	s.files[name] = f
	s.mu.Unlock()
	return f, nil
}

// warm loads every file that may be served and compresses those that a
// site does not carry compressed, ahead of the first request (one at a
// time, leaving the other core to the server).
func (s *staticFiles) warm() {
	_ = fs.WalkDir(s.root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if p != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || precompressed(p) {
			return nil
		}
		if f, err := s.load(p); err == nil && f.enc.compressible() {
			f.enc.gz()
			f.enc.br()
		}
		return nil
	})
}

// precompressed reports whether name is the compressed form of another
// file (name.br, name.gz).
func precompressed(name string) bool {
	for _, e := range encodings {
		if strings.HasSuffix(name, e.suffix) {
			return true
		}
	}
	return false
}

// compressor compresses the responses of go-app's handler (pages,
// scripts, manifest), caching each compressed body by path and ETag.
// Of a request, go-app sees the path alone; and what is sent for a
// path that is no page of the app is the not-found page rendered for
// the fixed path /404 (as the static site's 404.html is), compressed as
// the other pages: go-app writes a page's path into the page (og:url)
// with Go's quoting, not HTML's, so that a path such as /"><h1>x</h1>
// would add elements to it.
type compressor struct {
	h     http.Handler
	mu    sync.Mutex
	cache map[string]*encoded
}

func newCompressor(h http.Handler) *compressor {
	return &compressor{h: h, cache: map[string]*encoded{}}
}

func (c *compressor) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		c.h.ServeHTTP(w, r)
		return
	}
	p := r.URL.Path
	rec := c.render(r, p)
	code := rec.code
	if code == http.StatusNotFound && isHTML(rec.header.Get("Content-Type")) {
		p = "/" + notFoundPage
		rec = c.render(r, p)
		if rec.code != http.StatusNotFound || !isHTML(rec.header.Get("Content-Type")) {
			http.NotFound(w, r)
			return
		}
	}
	if code != http.StatusOK && code != http.StatusNotFound || rec.header.Get("Content-Encoding") != "" {
		copyHeader(w.Header(), rec.header)
		w.WriteHeader(rec.code)
		if r.Method != http.MethodHead {
			w.Write(rec.body.Bytes())
		}
		return
	}
	ctype := rec.header.Get("Content-Type")
	if strings.TrimSpace(strings.Split(ctype, ";")[0]) == "application/javascript" {
		ctype = "text/javascript; charset=utf-8"
	}
	if ctype == "text/html" {
		ctype = "text/html; charset=utf-8"
	}
	// go-app renders attributes in random order, so a page's bytes
	// change from one request to the next; its ETag (the version) does
	// not. Key the cache on it and keep the first rendering.
	goETag := rec.header.Get("ETag")
	var e *encoded
	if goETag == "" {
		e = newEncoded(bytes.Clone(rec.body.Bytes()), ctype)
	} else {
		key := p + "\x00" + goETag + "\x00" + ctype
		c.mu.Lock()
		e = c.cache[key]
		if e == nil {
			if len(c.cache) > 256 {
				clear(c.cache)
			}
			e = newEncoded(bytes.Clone(rec.body.Bytes()), ctype)
			sum := sha256.Sum256([]byte(key))
			e.etag = hex.EncodeToString(sum[:12])
			c.cache[key] = e
		}
		c.mu.Unlock()
	}
	copyHeader(w.Header(), rec.header)
	if code == http.StatusNotFound {
		e.serveStatus(w, r, code)
		return
	}
	e.serve(w, r, time.Time{})
}

// render returns go-app's full response to a GET of the path p, with
// none of r's query or conditions: go-app answers 304 to its own ETag
// (the version), and ours differ per encoding, so the compressor asks
// for the whole response and decides itself.
func (c *compressor) render(r *http.Request, p string) *recorder {
	r2 := r.Clone(r.Context())
	r2.Method = http.MethodGet
	r2.URL = &url.URL{Path: p}
	r2.RequestURI = r2.URL.RequestURI()
	r2.Header.Del("If-None-Match")
	r2.Header.Del("If-Modified-Since")
	r2.Header.Del("Range")
	rec := &recorder{header: http.Header{}, code: http.StatusOK}
	c.h.ServeHTTP(rec, r2)
	return rec
}

// isHTML reports whether the content type ctype is HTML's.
func isHTML(ctype string) bool {
	return strings.TrimSpace(strings.Split(ctype, ";")[0]) == "text/html"
}

func copyHeader(dst, src http.Header) {
	for k, v := range src {
		dst[k] = v
	}
}

// recorder keeps a response in memory.
type recorder struct {
	header http.Header
	code   int
	body   bytes.Buffer
	wrote  bool
}

func (r *recorder) Header() http.Header { return r.header }
func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.code, r.wrote = code, true
	}
}
func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	return r.body.Write(b)
}

// logRequests logs each request with its status and time.
func logRequests(h http.Handler, w io.Writer) http.Handler {
	l := log.New(w, "", log.Ltime|log.Lmicroseconds)
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: rw, code: http.StatusOK}
		h.ServeHTTP(sw, r)
		// The path quoted: a %0a or an ESC in it cannot forge a line.
		l.Printf("%s %q %d %s %s", r.Method, r.URL.Path, sw.code, sw.Header().Get("Content-Encoding"), time.Since(start).Round(time.Microsecond))
	})
}

type statusWriter struct {
	http.ResponseWriter
	code int
}

func (s *statusWriter) WriteHeader(code int) {
	s.code = code
	s.ResponseWriter.WriteHeader(code)
}

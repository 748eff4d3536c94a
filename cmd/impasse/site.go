//go:build !wasm

package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/shell"
)

func runSite(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("site", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "dist", "write the site into `DIR`")
	base := fs.String("base", "/", "the `PATH` the site is served under: /name/ for https://user.github.io/name/")
	ver := fs.String("version", "", "the app version (default: the build's, plus a hash of web/ for a dev build)")
	quality := fs.Int("brotli", brotli.BestCompression, "brotli `quality` of the files compressed ahead (0–11; 11, the smallest, takes about 40 s for app.wasm)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("site: unexpected argument %q", fs.Arg(0))
	}
	if *quality < 0 || *quality > brotli.BestCompression {
		return fmt.Errorf("site: brotli quality %d: want 0 to 11", *quality)
	}
	b, err := cleanBase(*base)
	if err != nil {
		return err
	}
	v := *ver
	if v == "" {
		v = devVersion(version, "web")
	}
	if err := buildSite(*out, b, v, "web", *quality); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "site for %s (version %s) written to %s\n", b, v, *out)
	return nil
}

// buildSite writes a static copy of the app, to be served under base
// ("/" or "/name/"), into out: go-app's scripts and a page for each path
// of shell.Pages (index.html for "/", name.html for "/name"), the
// not-found page as 404.html (which static hosts such as GitHub Pages
// send for a path they do not have), then the files of webDir listed in
// shell.Assets under out/web/, the games' rules (shell.RulesFiles) under
// out/web/rules/ and the boards' style sheet (shell.BoardStylesFile);
// and next to every file worth it, its compressed forms (name.br at
// brotli quality, name.gz) for hosts that send them.
func buildSite(out, base, version, webDir string, quality int) error {
	for _, a := range shell.Assets {
		if _, err := os.Stat(filepath.Join(webDir, a)); err != nil {
			return fmt.Errorf("site: %v (make web/app.wasm web/ai.wasm builds the wasm files)", err)
		}
	}
	if err := cleanOut(out); err != nil {
		return err
	}
	shell.Register()
	// The shell answers a path that is no page with its not-found page.
	pages := append(shell.Pages(), "/"+notFoundPage)
	if err := app.GenerateStaticWebsite(out, shell.HandlerAt(version, base), pages...); err != nil {
		return fmt.Errorf("site: %v", err)
	}
	// go-app writes whatever its handler answers, "404 page not found"
	// for a path it does not route.
	for _, p := range pages {
		name := pageFile(out, p)
		if page, err := os.ReadFile(name); err != nil || !bytes.Contains(page, []byte("<html")) {
			return fmt.Errorf("site: %s: no page of the app at %s (%v)", name, p, err)
		}
	}
	for _, a := range shell.Assets {
		if err := copyFile(filepath.Join(webDir, a), filepath.Join(out, "web", filepath.FromSlash(a))); err != nil {
			return fmt.Errorf("site: %v", err)
		}
	}
	files := shell.RulesFiles()
	maps.Copy(files, shell.PuzzleFiles())
	maps.Copy(files, shell.LessonFiles())
	files[shell.BoardStylesFile] = shell.BoardStyles()
	for p, data := range files {
		if err := writeFile(filepath.Join(out, filepath.FromSlash(p)), []byte(data)); err != nil {
			return fmt.Errorf("site: %v", err)
		}
	}
	for _, p := range pages {
		if err := fixPreview(pageFile(out, p)); err != nil {
			return fmt.Errorf("site: %v", err)
		}
	}
	if err := fixManifest(filepath.Join(out, "manifest.webmanifest"), base); err != nil {
		return fmt.Errorf("site: %v", err)
	}
	if err := fixAppJS(filepath.Join(out, "app.js")); err != nil {
		return fmt.Errorf("site: %v", err)
	}
	// GitHub Pages: serve the files as they are, without Jekyll.
	if err := os.WriteFile(filepath.Join(out, ".nojekyll"), nil, 0o644); err != nil {
		return err
	}
	return compressSite(out, quality)
}

// pageFile returns the file the static site generator writes the page at
// path into: index.html for "/", name.html for "/name".
func pageFile(out, path string) string {
	if path == "/" {
		path = "/index"
	}
	return filepath.Join(out, filepath.FromSlash(path)+".html")
}

// notFoundPage is the name of the page static hosts send for a path they
// do not have (404.html).
const notFoundPage = "404"

// compressSite writes name.br (brotli at quality) and name.gz (gzip -9)
// next to each file of out that is worth compressing and gains from it,
// the biggest first, on every core.
func compressSite(out string, quality int) error {
	var names []string
	sizes := map[string]int64{}
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		if compressible(contentType(p)) && fi.Size() >= minCompress {
			names = append(names, p)
			sizes[p] = fi.Size()
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("site: %v", err)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(sizes[b], sizes[a]) })
	type job struct{ name, encoding, suffix string }
	jobs := make(chan job)
	errs := make(chan error, len(names)*len(encodings))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for j := range jobs {
				data, err := os.ReadFile(j.name)
				if err == nil {
					if c := compress(data, j.encoding, quality); len(c) < len(data) {
						err = os.WriteFile(j.name+j.suffix, c, 0o644)
					}
				}
				if err != nil {
					errs <- err
				}
			}
		})
	}
	for _, name := range names {
		for _, e := range encodings {
			jobs <- job{name, e.name, e.suffix}
		}
	}
	close(jobs)
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return fmt.Errorf("site: %v", err)
	}
	return nil
}

// cleanOut empties out, refusing to touch a directory that holds
// something other than a site.
func cleanOut(out string) error {
	entries, err := os.ReadDir(out)
	if errors.Is(err, os.ErrNotExist) {
		return os.MkdirAll(out, 0o755)
	}
	if err != nil {
		return fmt.Errorf("site: %v", err)
	}
	if len(entries) > 0 {
		if _, err := os.Stat(filepath.Join(out, "app-worker.js")); err != nil {
			return fmt.Errorf("site: %s is not empty and holds no site: not overwriting it", out)
		}
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(out, e.Name())); err != nil {
			return fmt.Errorf("site: %v", err)
		}
	}
	return nil
}

// fixManifest sets the manifest's scope and start URL to base: go-app
// writes scope "/" and start_url "/name", which a host redirects and which
// lies outside the service worker's scope "/name/", so the app would not
// be installable there.
func fixManifest(name, base string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	m["scope"] = base
	m["start_url"] = base
	m["id"] = base
	// go-app writes an empty purpose for the icons that are not
	// maskable: "any", the default, is said by none.
	if icons, ok := m["icons"].([]any); ok {
		for _, i := range icons {
			if icon, ok := i.(map[string]any); ok && icon["purpose"] == "" {
				delete(icon, "purpose")
			}
		}
	}
	data, err = json.Marshal(m)
	if err != nil {
		return err
	}
	return os.WriteFile(name, data, 0o644)
}

// previewTags are the tags go-app writes that a site for any host gets
// wrong: the page's and its picture's addresses for link previews
// ("https:///name", with no host to put in them), and an empty author.
var previewTags = regexp.MustCompile(`<meta [^>]*property="og:(?:url|image)"[^>]*>\s*|<meta name="author">\s*`)

// fixPreview takes previewTags out of page name: a link's preview shows
// the page's title and description, which it has.
func fixPreview(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	return os.WriteFile(name, previewTags.ReplaceAll(data, nil), 0o644)
}

// fixAppJS gives the app.js go-app wrote the change of shell.AppJS, as
// the server serves it: the browser keeps app.wasm compiled.
func fixAppJS(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	js, err := shell.AppJS(string(data))
	if err != nil {
		return err
	}
	return os.WriteFile(name, []byte(js), 0o644)
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return writeFile(dst, data)
}

// writeFile writes data to name, making its directory if need be.
func writeFile(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, data, 0o644)
}

package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"

	"impasse/app/shell"
)

func runSizes(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("sizes", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "web", "the static files (built wasm included)")
	quality := fs.Int("brotli", 11, "brotli `quality` (0–11; 11 takes about 40 s for app.wasm)")
	all := fs.Bool("all", false, "list every file of the first download")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *quality < 0 || *quality > 11 {
		return fmt.Errorf("sizes: brotli quality %d: want 0 to 11", *quality)
	}
	files, err := firstDownload(*dir)
	if err != nil {
		return err
	}
	measure(files, *quality)
	printSizes(stdout, files, *quality, *all)
	return nil
}

// sized is one file of the download and its sizes.
type sized struct {
	name        string
	data        []byte
	raw, gz, br int
}

// firstDownload returns what a browser fetches on the first visit: the
// page and go-app's scripts, and every asset, since the service worker
// caches them all at once.
func firstDownload(dir string) ([]*sized, error) {
	var files []*sized
	for _, a := range shell.Assets {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(a)))
		if err != nil {
			return nil, fmt.Errorf("sizes: %v (make web/app.wasm web/ai.wasm builds the wasm files)", err)
		}
		files = append(files, &sized{name: filepath.ToSlash(filepath.Join(dir, a)), data: data})
	}
	shell.Register()
	h := shell.Handler("sizes")
	for _, p := range []string{"/", "/app.js", "/wasm_exec.js", "/app-worker.js", "/manifest.webmanifest", "/app.css"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, p, nil))
		if rec.Code != http.StatusOK {
			return nil, fmt.Errorf("sizes: GET %s: %d", p, rec.Code)
		}
		name := p
		if p == "/" {
			name = "/ (page)"
		}
		files = append(files, &sized{name: name, data: rec.Body.Bytes()})
	}
	return files, nil
}

// measure compresses every file, biggest first, on every core.
func measure(files []*sized, quality int) {
	order := append([]*sized(nil), files...)
	sort.Slice(order, func(i, j int) bool { return len(order[i].data) > len(order[j].data) })
	work := make(chan *sized)
	var wg sync.WaitGroup
	for range max(runtime.GOMAXPROCS(0), 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range work {
				f.raw = len(f.data)
				if !compressible(contentType(f.name)) && !strings.HasPrefix(f.name, "/ ") {
					f.gz, f.br = f.raw, f.raw
					continue
				}
				var b bytes.Buffer
				gw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
				gw.Write(f.data)
				gw.Close()
				f.gz = b.Len()
				b.Reset()
				bw := brotli.NewWriterLevel(&b, quality)
				bw.Write(f.data)
				bw.Close()
				f.br = b.Len()
			}
		}()
	}
	for _, f := range order {
		work <- f
	}
	close(work)
	wg.Wait()
}

func printSizes(w io.Writer, files []*sized, quality int, all bool) {
	row := func(name string, raw, gz, br int) {
		fmt.Fprintf(w, "%-28s %10s %10s %10s\n", name, mb(raw), mb(gz), mb(br))
	}
	fmt.Fprintf(w, "%-28s %10s %10s %10s\n", "file", "raw", "gzip -9", fmt.Sprintf("brotli %d", quality))
	var rest, total sized
	nrest := 0
	for _, f := range files {
		total.raw += f.raw
		total.gz += f.gz
		total.br += f.br
		if strings.HasSuffix(f.name, ".wasm") || all {
			row(f.name, f.raw, f.gz, f.br)
			continue
		}
		rest.raw += f.raw
		rest.gz += f.gz
		rest.br += f.br
		nrest++
	}
	if !all {
		row(fmt.Sprintf("%d other files", nrest), rest.raw, rest.gz, rest.br)
	}
	row(fmt.Sprintf("first download (%d files)", len(files)), total.raw, total.gz, total.br)
}

// mb writes a size in decimal megabytes, or kilobytes when small.
func mb(n int) string {
	if n < 100_000 {
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	}
	return fmt.Sprintf("%.2f MB", float64(n)/1e6)
}

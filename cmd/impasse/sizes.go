//go:build !wasm

package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"

	"impasse/app/shell"
	"impasse/rules"
)

func runSizes(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("sizes", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "web", "the static files (built wasm included)")
	quality := fs.Int("brotli", 11, "brotli `quality` (0–11; 11 takes about 40 s for app.wasm)")
	all := fs.Bool("all", false, "list every file of the first download")
	project := fs.Bool("project", true, "also build both wasm with no game linked, to show what a game costs against the budgets (needs the Go toolchain and the sources)")
	modfile := fs.String("modfile", "", "the go.mod `file` the page's wasm was built with, to build it again with no game in the same way (make sizes passes the Makefile's, whose go-app leaves out its server)")
	startup := fs.String("startup", "", "instead, list the code the page compiled at start in this Chrome trace `file` (make loadtrace), by package; needs -names")
	names := fs.String("names", "", "with -startup, the page's wasm `file` built with its function names (without -s)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *startup != "" {
		if *names == "" {
			return errors.New("sizes: -startup needs -names")
		}
		return printStartup(stdout, *startup, *names, filepath.Join(*dir, "app.wasm"))
	}
	if *quality < 0 || *quality > 11 {
		return fmt.Errorf("sizes: brotli quality %d: want 0 to 11", *quality)
	}
	files, err := firstDownload(*dir)
	if err != nil {
		return err
	}
	measured := files
	var bare []*sized
	if *project {
		if bare, err = buildWithoutGames(*modfile); err != nil {
			return err
		}
		measured = append(slices.Clone(files), bare...)
	}
	measure(measured, *quality)
	printSizes(stdout, files, *quality, *all)
	if *project {
		printBudgets(stdout, files, bare, *quality)
	}
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
	order := slices.Clone(files)
	slices.SortFunc(order, func(a, b *sized) int { return cmp.Compare(len(b.data), len(a.data)) })
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
				f.gz = len(gzipBytes(f.data))
				f.br = len(brotliBytes(f.data, quality))
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

// The budgets of the two wasm files, brotli-compressed.
const (
	uiBudget     = 2_000_000
	workerBudget = 1_200_000
)

// bareUI is a user interface that links the shell but no game (no
// impasse/app/views): wasm/ui without its games.
const bareUI = `package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/shell"
)

func main() {
	shell.Register()
	app.RunWhenOnBrowser()
}
`

// buildWithoutGames builds the two wasm files with no game linked, through
// a build overlay that touches no file: the user interface as bareUI, in
// a package that exists only in the overlay, and the worker without its
// games.go (the import of impasse/games). The user interface is built
// with uiModfile as its go.mod, unless empty.
func buildWithoutGames(uiModfile string) ([]*sized, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	gomod := strings.TrimSpace(string(out))
	if err != nil || gomod == "" || gomod == os.DevNull {
		return nil, fmt.Errorf("sizes: cannot find the module's sources to build without games (go env GOMOD: %v); use -project=false", err)
	}
	root := filepath.Dir(gomod)
	tmp, err := os.MkdirTemp("", "impasse-sizes-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	main := filepath.Join(tmp, "main.go")
	if err := os.WriteFile(main, []byte(bareUI), 0o644); err != nil {
		return nil, err
	}
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {
		filepath.Join(root, "cmd", "impasse", "bare-ui", "main.go"): main,
		filepath.Join(root, "wasm", "worker", "games.go"):           "",
	}})
	if err != nil {
		return nil, err
	}
	overlayFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		return nil, err
	}
	var files []*sized
	for _, b := range []struct{ name, pkg, modfile string }{
		{"no game: app.wasm", "./cmd/impasse/bare-ui", uiModfile},
		{"no game: ai.wasm", "./wasm/worker", ""},
	} {
		wasm := filepath.Join(tmp, "out.wasm")
		args := []string{"build", "-overlay", overlayFile, "-trimpath", "-ldflags", "-s -w", "-o", wasm}
		if b.modfile != "" {
			args = append(args, "-modfile", b.modfile)
		}
		cmd := exec.Command("go", append(args, b.pkg)...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("sizes: building %s: %v\n%s", b.name, err, out)
		}
		data, err := os.ReadFile(wasm)
		if err != nil {
			return nil, err
		}
		files = append(files, &sized{name: b.name, data: data})
	}
	return files, nil
}

// printBudgets prints both wasm files against their budgets, with what
// one game costs in each, from the build with no game linked, and how
// many more games of that cost the budget has room for.
func printBudgets(w io.Writer, files, bare []*sized, quality int) {
	byName := map[string]*sized{}
	for _, f := range files {
		byName[path.Base(f.name)] = f
	}
	games := rules.Games()
	pkgs := map[string]bool{}
	for _, g := range games {
		// The package of a game's position: some games are made by a
		// package they share (rules/buchholz), their positions are not.
		if s, err := g.New(nil); err == nil {
			t := reflect.TypeOf(s)
			if t.Kind() == reflect.Pointer {
				t = t.Elem()
			}
			pkgs[t.PkgPath()] = true
		}
	}
	fmt.Fprintf(w, "\n%d games in %d rules packages (brotli %d): each wasm is built again with no game linked (the page\n", len(games), len(pkgs), quality)
	fmt.Fprintf(w, "without impasse/app/views, the worker without impasse/games); the difference, divided by the %d packages,\n", len(pkgs))
	fmt.Fprintf(w, "is one game (a variant in the same package costs next to nothing).\n")
	fmt.Fprintf(w, "%-16s %10s %10s %10s %10s\n", "", "no game", "built", "per game", "budget")
	for i, b := range []struct {
		label, file string
		budget      int
	}{
		{"UI wasm", "app.wasm", uiBudget},
		{"AI worker wasm", "ai.wasm", workerBudget},
	} {
		built, none := byName[b.file].br, bare[i].br
		per := perGame(built, none, len(pkgs))
		verdict := "OVER BUDGET"
		if built <= b.budget {
			verdict = "within budget"
			if per > 0 {
				verdict += fmt.Sprintf(", room for %d more games", (b.budget-built)/per)
			}
		}
		fmt.Fprintf(w, "%-16s %10s %10s %10s %10s  %s\n", b.label, mb(none), mb(built), mb(per), mb(b.budget), verdict)
	}
}

// perGame returns what one game adds to a wasm file, rounded up: the size
// with the games built less the size with none, shared among them.
func perGame(built, none, games int) int {
	return (built - none + games - 1) / games
}

//go:build !wasm

package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// The code a page runs at start, from a Chrome trace of its load: V8
// compiles each WebAssembly function on its first call, on the page's
// main thread (a wasm.CompileLazy event naming the function's index), so
// the functions compiled before the board plays are the code its start
// runs, and their compile time is part of the wait. make loadtrace writes
// such a trace; the page's wasm has no names (it is built with -s), so
// they come from the same program built with them.

// wasmCode is what startup reads of a WebAssembly module: the size of each
// function's body, and the names of the functions, by function index
// (imported functions first).
type wasmCode struct {
	imports int
	bodies  []int
	names   map[int]string
}

// readWasm reads the import, code and name sections of a module.
func readWasm(b []byte) (*wasmCode, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	w := &wasmCode{names: map[int]string{}}
	r := &wasmReader{b: b, at: 8}
	for r.at < len(b) && r.err == nil {
		id := r.byte()
		size := r.uint()
		end := r.at + size
		if r.err != nil || end > len(b) || end < r.at {
			return nil, errors.New("a section runs past the end of the module")
		}
		sec := &wasmReader{b: b[:end], at: r.at}
		switch id {
		case 2:
			w.imports = sec.importedFunctions()
		case 10:
			for n := sec.uint(); n > 0 && sec.err == nil; n-- {
				size := sec.uint()
				w.bodies = append(w.bodies, size)
				sec.at += size
			}
		case 0:
			if sec.name() == "name" {
				sec.functionNames(w.names)
			}
		}
		if sec.err != nil {
			return nil, fmt.Errorf("section %d: %w", id, sec.err)
		}
		r.at = end
	}
	return w, r.err
}

// wasmReader reads the binary format's numbers and names from b at at;
// err is set at the first read past the end.
type wasmReader struct {
	b   []byte
	at  int
	err error
}

var errShort = errors.New("the module ends too soon")

func (r *wasmReader) byte() byte {
	if r.at >= len(r.b) {
		r.err = errShort
		return 0
	}
	r.at++
	return r.b[r.at-1]
}

// uint reads an unsigned LEB128 number.
func (r *wasmReader) uint() int {
	n := 0
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		n |= int(c&0x7f) << shift
		if c < 0x80 {
			return n
		}
	}
	if r.err == nil {
		r.err = errors.New("a number is too long")
	}
	return 0
}

func (r *wasmReader) name() string {
	n := r.uint()
	if r.err != nil || n > len(r.b)-r.at {
		r.err = errShort
		return ""
	}
	r.at += n
	return string(r.b[r.at-n : r.at])
}

// limits skips a table's or memory's limits.
func (r *wasmReader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}

// importedFunctions counts the functions of an import section, which
// come before the module's own in the function index.
func (r *wasmReader) importedFunctions() int {
	funcs := 0
	for n := r.uint(); n > 0 && r.err == nil; n-- {
		r.name()
		r.name()
		switch r.byte() {
		case 0: // a function: its type
			r.uint()
			funcs++
		case 1: // a table: its element type and limits
			r.byte()
			r.limits()
		case 2: // a memory
			r.limits()
		case 3: // a global: its type and mutability
			r.byte()
			r.byte()
		default:
			r.err = errors.New("an import of an unknown kind")
		}
	}
	return funcs
}

// functionNames reads the function names of a name section into names.
func (r *wasmReader) functionNames(names map[int]string) {
	for r.at < len(r.b) && r.err == nil {
		sub, size := r.byte(), r.uint()
		end := r.at + size
		if sub == 1 {
			for n := r.uint(); n > 0 && r.err == nil; n-- {
				i := r.uint()
				names[i] = r.name()
			}
		}
		r.at = end
	}
}

// compiled is one function compiled by the page's main thread.
type compiled struct {
	index int
	name  string
	bytes int
	micro float64 // thread time compiling it
}

// traceEvent is an event of a Chrome trace, as far as lazyCompiles reads
// it.
type traceEvent struct {
	Name string  `json:"name"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Ts   float64 `json:"ts"`
	Tdur float64 `json:"tdur"` // thread time, in µs
	Args struct {
		FuncIndex *int `json:"func_index"`
	} `json:"args"`
}

// lazyCompiles returns the functions the page's main thread compiled in
// a trace (Chrome's JSON trace format), each once, in the order they
// were first compiled: the main thread is the thread that compiled most.
func lazyCompiles(trace []byte, code *wasmCode) ([]compiled, error) {
	var t struct {
		TraceEvents []traceEvent `json:"traceEvents"`
	}
	if err := json.Unmarshal(trace, &t); err != nil {
		return nil, fmt.Errorf("the trace: %w", err)
	}
	// The compile events of each thread; the main thread compiled most.
	type thread struct{ pid, tid int }
	byThread := map[thread][]traceEvent{}
	var main thread
	for _, e := range t.TraceEvents {
		if e.Name == "wasm.CompileLazy" && e.Args.FuncIndex != nil {
			th := thread{e.Pid, e.Tid}
			byThread[th] = append(byThread[th], e)
			if len(byThread[th]) > len(byThread[main]) {
				main = th
			}
		}
	}
	if len(byThread) == 0 {
		return nil, errors.New("the trace has no wasm.CompileLazy event (was the v8.wasm category traced?)")
	}
	events := byThread[main]
	slices.SortStableFunc(events, func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
	var out []compiled
	seen := map[int]bool{}
	for _, e := range events {
		i := *e.Args.FuncIndex
		body := i - code.imports
		if body < 0 || body >= len(code.bodies) {
			return nil, fmt.Errorf("the trace compiles function %d, which the module does not have (%d imported, %d own): not the same build", i, code.imports, len(code.bodies))
		}
		if seen[i] {
			continue
		}
		seen[i] = true
		name := code.names[i]
		if name == "" {
			name = fmt.Sprintf("function %d", i)
		}
		out = append(out, compiled{index: i, name: name, bytes: code.bodies[body], micro: e.Tdur})
	}
	return out, nil
}

// packageOf returns the package part of a function's name as Go's
// linker writes it in a wasm name section ("/", "(", "*" and ")" written
// as "_"): up to the first dot after the module's host, if its path
// starts with one (github.com_…).
func packageOf(name string) string {
	from := 0
	if host, _, ok := strings.Cut(name, "_"); ok {
		for _, tld := range []string{".com", ".org", ".net", ".io", ".in", ".dev"} {
			if strings.HasSuffix(host, tld) {
				from = len(host)
			}
		}
	}
	if i := strings.IndexByte(name[from:], '.'); i >= 0 {
		return name[:from+i]
	}
	return name
}

// readWasmFile reads the module in file path (see readWasm).
func readWasmFile(path string) (*wasmCode, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	w, err := readWasm(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return w, nil
}

// printStartup prints the code compiled by the page's main thread in the
// trace, by package, then the largest functions.
func printStartup(w io.Writer, tracePath, namedPath, servedPath string) error {
	code, err := readWasmFile(namedPath)
	if err != nil {
		return err
	}
	if len(code.names) == 0 {
		return fmt.Errorf("%s has no function names: build it without -s", namedPath)
	}
	if servedPath != "" {
		sc, err := readWasmFile(servedPath)
		if err != nil {
			return err
		}
		if sc.imports != code.imports || !slices.Equal(sc.bodies, code.bodies) {
			return fmt.Errorf("%s and %s do not hold the same functions: build both from the same sources", servedPath, namedPath)
		}
	}
	trace, err := os.ReadFile(tracePath)
	if err != nil {
		return err
	}
	fns, err := lazyCompiles(trace, code)
	if err != nil {
		return err
	}
	type pkg struct {
		name         string
		funcs, bytes int
		micro        float64
	}
	byName := map[string]*pkg{}
	var all pkg
	for _, f := range fns {
		p := byName[packageOf(f.name)]
		if p == nil {
			p = &pkg{name: packageOf(f.name)}
			byName[p.name] = p
		}
		for _, q := range []*pkg{p, &all} {
			q.funcs++
			q.bytes += f.bytes
			q.micro += f.micro
		}
	}
	pkgs := make([]*pkg, 0, len(byName))
	for _, p := range byName {
		pkgs = append(pkgs, p)
	}
	slices.SortFunc(pkgs, func(a, b *pkg) int { return cmp.Or(cmp.Compare(b.bytes, a.bytes), strings.Compare(a.name, b.name)) })
	total := 0
	for _, b := range code.bodies {
		total += b
	}
	fmt.Fprintf(w, "compiled by the page's main thread: %d functions, %.0f kB of code (of %.0f kB), %.0f ms of its time\n",
		all.funcs, float64(all.bytes)/1e3, float64(total)/1e3, all.micro/1e3)
	fmt.Fprintf(w, "%-60s %6s %9s %9s\n", "package", "funcs", "kB", "ms")
	for i, p := range pkgs {
		if i == 25 {
			fmt.Fprintf(w, "(%d more packages)\n", len(pkgs)-i)
			break
		}
		fmt.Fprintf(w, "%-60s %6d %9.1f %9.1f\n", p.name, p.funcs, float64(p.bytes)/1e3, p.micro/1e3)
	}
	slices.SortStableFunc(fns, func(a, b compiled) int { return cmp.Compare(b.bytes, a.bytes) })
	fmt.Fprintf(w, "\nthe largest functions:\n")
	for _, f := range fns[:min(20, len(fns))] {
		fmt.Fprintf(w, "%8.1f kB %7.1f ms  %s\n", float64(f.bytes)/1e3, f.micro/1e3, f.name)
	}
	return nil
}

//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// leb appends n as an unsigned LEB128 number.
func leb(b []byte, n int) []byte {
	for n >= 0x80 {
		b = append(b, byte(n&0x7f|0x80))
		n >>= 7
	}
	return append(b, byte(n))
}

// section appends a section: its id, its size, its content.
func section(b []byte, id byte, content []byte) []byte {
	return append(leb(append(b, id), len(content)), content...)
}

func wasmName(b []byte, s string) []byte { return append(leb(b, len(s)), s...) }

// testModule is a module importing a function and a memory, with three
// functions of its own, of 3, 5 and 7 bytes unless sizes says otherwise,
// named as Go's linker names them (or without names).
func testModule(named bool, sizes ...int) []byte {
	if sizes == nil {
		sizes = []int{3, 5, 7}
	}
	var imports []byte
	imports = leb(imports, 2)
	imports = wasmName(wasmName(imports, "go"), "debug")
	imports = append(imports, 0, 0) // a function of type 0
	imports = wasmName(wasmName(imports, "go"), "mem")
	imports = append(imports, 2, 1, 1, 4) // a memory of 1 to 4 pages
	code := leb(nil, len(sizes))
	for _, n := range sizes {
		code = append(leb(code, n), bytes.Repeat([]byte{0x0b}, n)...)
	}
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = section(m, 2, imports)
	m = section(m, 10, code)
	if named {
		fn := leb(nil, 3)
		for i, s := range []string{"impasse_rules.ParseRecord", "github.com_maxence_charriere_go_app_v10_pkg_app.__value_.setNodeValue", "runtime.mapassign_faststr"} {
			fn = wasmName(leb(fn, i+1), s)
		}
		names := wasmName(nil, "name")
		names = append(names, 0, 1, 'x') // the module's name
		names = append(leb(append(names, 1), len(fn)), fn...)
		m = section(m, 0, names)
	}
	return m
}

func TestReadWasm(t *testing.T) {
	w, err := readWasm(testModule(true))
	if err != nil {
		t.Fatal(err)
	}
	if w.imports != 1 || len(w.bodies) != 3 || w.bodies[0] != 3 || w.bodies[2] != 7 {
		t.Errorf("got %d imported functions and bodies %v, want 1 and [3 5 7]", w.imports, w.bodies)
	}
	if got := w.names[3]; got != "runtime.mapassign_faststr" {
		t.Errorf("got function 3 named %q, want runtime.mapassign_faststr", got)
	}
	m := testModule(true)
	for _, bad := range [][]byte{nil, []byte("\x7fELF...."), m[:len(m)-3], m[:20]} {
		if _, err := readWasm(bad); err == nil {
			t.Errorf("read %d bytes of a broken module without an error", len(bad))
		}
	}
}

func TestPackageOf(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"impasse_app_shell.__Shell_.hud", "impasse_app_shell"},
		{"github.com_maxence_charriere_go_app_v10_pkg_app.__value_.setNodeValue", "github.com_maxence_charriere_go_app_v10_pkg_app"},
		{"fmt.__pp_.doPrintf", "fmt"},
		{"runtime.mapassign_faststr", "runtime"},
		{"runtime.gcStart", "runtime"},
		{"wasm_pc_f_loop", "wasm_pc_f_loop"},
	} {
		if got := packageOf(tt.name); got != tt.want {
			t.Errorf("packageOf(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// The functions of the thread that compiled most, each once, in the
// order first compiled; a trace of another build is refused.
func TestLazyCompiles(t *testing.T) {
	w, err := readWasm(testModule(true))
	if err != nil {
		t.Fatal(err)
	}
	trace := `{"traceEvents":[
		{"name":"wasm.CompileLazy","pid":1,"tid":1,"ts":20,"tdur":100,"args":{"func_index":3}},
		{"name":"wasm.CompileLazy","pid":1,"tid":1,"ts":10,"tdur":50,"args":{"func_index":1}},
		{"name":"wasm.CompileLazy","pid":1,"tid":1,"ts":30,"tdur":9,"args":{"func_index":3}},
		{"name":"wasm.CompileLazy","pid":1,"tid":7,"ts":5,"tdur":9,"args":{"func_index":2}},
		{"name":"Layout","pid":1,"tid":1,"ts":15,"tdur":9,"args":{}}]}`
	got, err := lazyCompiles([]byte(trace), w)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].index != 1 || got[0].bytes != 3 || got[1].index != 3 || got[1].micro != 100 {
		t.Errorf("got %+v, want functions 1 (3 bytes) then 3 (100 µs)", got)
	}
	for _, bad := range []string{`{"traceEvents":[]}`, `not json`,
		`{"traceEvents":[{"name":"wasm.CompileLazy","pid":1,"tid":1,"ts":1,"args":{"func_index":9}}]}`} {
		if _, err := lazyCompiles([]byte(bad), w); err == nil {
			t.Errorf("read trace %s without an error", bad)
		}
	}
}

func TestPrintStartup(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	named, served := write("named.wasm", testModule(true)), write("served.wasm", testModule(false))
	trace := write("trace.json", []byte(`{"traceEvents":[
		{"name":"wasm.CompileLazy","pid":1,"tid":1,"ts":1,"tdur":2000,"args":{"func_index":2}},
		{"name":"wasm.CompileLazy","pid":1,"tid":1,"ts":2,"tdur":1000,"args":{"func_index":3}}]}`))
	var out strings.Builder
	if err := printStartup(&out, trace, named, served); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"2 functions", "3 ms", "github.com_maxence_charriere_go_app_v10_pkg_app", "runtime.mapassign_faststr"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("got\n%s\nwant it to say %q", out.String(), want)
		}
	}
	if err := printStartup(&out, trace, served, ""); err == nil || !strings.Contains(err.Error(), "without -s") {
		t.Errorf("a module without names: got error %v, want one saying to build it without -s", err)
	}
	other := write("other.wasm", testModule(false, 3, 5, 8))
	if err := printStartup(&out, trace, named, other); err == nil {
		t.Errorf("a served module of another build: got no error")
	}
}

// FuzzReadWasm: readWasm never panics, whatever the bytes.
func FuzzReadWasm(f *testing.F) {
	f.Add(testModule(true))
	f.Add(testModule(false))
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x0a\xff\xff\xff\xff\x0f"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if w, err := readWasm(b); err == nil && w == nil {
			t.Fatal("no module and no error")
		}
	})
}

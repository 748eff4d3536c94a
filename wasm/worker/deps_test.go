package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDeps checks what each wasm build links: the page (web/app.wasm)
// holds no search and no server code (built as the Makefile builds it,
// not even go-app's: net/http and what it brings), the worker
// (web/ai.wasm) no go-app and no encoding/json, and the protocol between
// them (impasse/aiproto) only the standard library.
func TestDeps(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	deps := func(pkg string, flags ...string) []string {
		cmd := exec.Command("go", append(append([]string{"list", "-deps"}, flags...), pkg)...)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		return strings.Fields(string(out))
	}
	check := func(pkg string, flags []string, banned ...string) {
		for _, d := range deps(pkg, flags...) {
			for _, b := range banned {
				if d == b || strings.HasPrefix(d, b+"/") {
					t.Errorf("%s (GOOS=js GOARCH=wasm %s) imports %s", pkg, strings.Join(flags, " "), d)
				}
			}
		}
	}
	check("impasse/wasm/ui", nil, "impasse/ai", "impasse/cmd", "impasse/wasm/worker/internal", "github.com/andybalholm/brotli", "net/http/httptest", "os/exec")
	check("impasse/wasm/worker", nil, "github.com/maxence-charriere/go-app", "net/http", "encoding/json")
	for _, d := range deps("impasse/aiproto") {
		if strings.Contains(strings.Split(d, "/")[0], ".") || strings.HasPrefix(d, "impasse/") && d != "impasse/aiproto" {
			t.Errorf("impasse/aiproto imports %s: want the standard library only", d)
		}
	}
	// The page as the Makefile builds it, with go-app's client only.
	client, err := filepath.Abs("../../build/client/go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(client); err != nil {
		t.Skipf("%v: make builds it (make unit does first)", err)
	}
	check("impasse/wasm/ui", []string{"-modfile", client}, "net/http", "crypto/tls", "crypto/x509")
}

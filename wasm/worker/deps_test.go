package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestDeps checks what each wasm build links: the page (web/app.wasm)
// holds no search and no server code, the worker (web/ai.wasm) no go-app
// and no encoding/json, and the protocol between them (impasse/aiproto)
// only the standard library.
func TestDeps(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	deps := func(pkg string) []string {
		cmd := exec.Command("go", "list", "-deps", pkg)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		return strings.Fields(string(out))
	}
	check := func(pkg string, banned ...string) {
		for _, d := range deps(pkg) {
			for _, b := range banned {
				if d == b || strings.HasPrefix(d, b+"/") {
					t.Errorf("%s (GOOS=js GOARCH=wasm) imports %s", pkg, d)
				}
			}
		}
	}
	check("impasse/wasm/ui", "impasse/ai", "impasse/cmd", "impasse/wasm/worker/internal", "github.com/andybalholm/brotli", "net/http/httptest", "os/exec")
	check("impasse/wasm/worker", "github.com/maxence-charriere/go-app", "net/http", "encoding/json")
	for _, d := range deps("impasse/aiproto") {
		if strings.Contains(strings.Split(d, "/")[0], ".") || strings.HasPrefix(d, "impasse/") && d != "impasse/aiproto" {
			t.Errorf("impasse/aiproto imports %s: want the standard library only", d)
		}
	}
}

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestArenaGTP plays an engine in another process (this command, built)
// against a level, as one measures a change against the build before
// it: whole games of Blokus Duo, passes left to the engines as Pentobi's
// twogtp does, and Blockade.
func TestArenaGTP(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := filepath.Join(t.TempDir(), "impasse")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	for _, game := range []string{"blokusduo", "blockade"} {
		var out, errs bytes.Buffer
		engine := "gtp:" + bin + " gtp -game " + game + " -level 1 -threads 1 -seed 5"
		err := dispatch([]string{"arena", "-game", game, "-a", engine, "-b", "1", "-games", "2", "-jobs", "2", "-q"}, nil, &out, &errs)
		if err != nil {
			t.Fatalf("%s: arena: %v\n%s", game, err, errs.String())
		}
		if !strings.Contains(out.String(), "2 games:") {
			t.Errorf("%s: arena printed %q, want a summary of 2 games", game, out.String())
		}
	}
}

// TestArenaGTPErrors checks that an engine that cannot start or answers
// nonsense ends the match with a message, never a hang.
func TestArenaGTPErrors(t *testing.T) {
	// An engine that answers every command with a move off the board.
	nonsense := filepath.Join(t.TempDir(), "nonsense")
	if err := os.WriteFile(nonsense, []byte("#!/bin/sh\nwhile read l; do echo '= z99'; echo; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		engine, want string
	}{
		{"gtp:/nonexistent/engine", "/nonexistent/engine"},
		{"gtp:", "no engine command"},
		{"gtp:" + nonsense, "played"},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		err := dispatch([]string{"arena", "-game", "blokusduo", "-a", tt.engine, "-b", "random", "-games", "1"}, nil, &out, &errs)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("arena -a %q: got %v, want an error about %q", tt.engine, err, tt.want)
		}
	}
}

//go:build !wasm

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// builtCommand returns the path of this command, built once for the
// tests that run it as a process.
func builtCommand(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command")
	}
	build.Do(func() {
		dir, err := os.MkdirTemp("", "impasse-test")
		if err != nil {
			build.err = err
			return
		}
		build.path = filepath.Join(dir, "impasse")
		if out, err := exec.Command("go", "build", "-o", build.path, ".").CombinedOutput(); err != nil {
			build.err = fmt.Errorf("%v\n%s", err, out)
		}
	})
	if build.err != nil {
		t.Fatalf("build: %v", build.err)
	}
	return build.path
}

var build struct {
	sync.Once
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if build.path != "" {
		os.RemoveAll(filepath.Dir(build.path))
	}
	os.Exit(code)
}

// TestArenaGTP plays an engine in another process (this command, built)
// against a level, as one measures a change against the build before
// it: whole games of Blokus Duo, passes left to the engines as Pentobi's
// twogtp does, and Blockade.
func TestArenaGTP(t *testing.T) {
	bin := builtCommand(t)
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
	// Two engines: each tells its processor time (GTP's cputime), and
	// the summary gives both and the results from each seat.
	var out, errs bytes.Buffer
	a := "gtp:" + bin + " gtp -game blokusduo -iterations 200 -threads 1 -seed 5"
	b := "gtp:" + bin + " gtp -game blokusduo -level 1 -threads 1 -seed 6"
	if err := dispatch([]string{"arena", "-game", "blokusduo", "-a", a, "-b", b, "-games", "2", "-q"}, nil, &out, &errs); err != nil {
		t.Fatalf("two engines: %v\n%s", err, errs.String())
	}
	for _, want := range []string{"A as seat 1: ", "A as seat 2: ", "CPU: A "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("two engines: arena printed %q, want %q in it", out.String(), want)
		}
	}
}

// TestArenaGTPErrors checks that an engine that cannot start or answers
// nonsense, or a game GTP cannot play, ends the match with a message,
// never a hang.
func TestArenaGTPErrors(t *testing.T) {
	// An engine that answers every command with a move off the board.
	nonsense := filepath.Join(t.TempDir(), "nonsense")
	if err := os.WriteFile(nonsense, []byte("#!/bin/sh\nwhile read l; do echo '= z99'; echo; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-game", "blokusduo", "-a", "gtp:/nonexistent/engine"}, "/nonexistent/engine"},
		{[]string{"-game", "blokusduo", "-a", "gtp:"}, "no engine command"},
		{[]string{"-game", "blokusduo", "-a", "gtp:" + nonsense}, "played"},
		{[]string{"-game", "blockers", "-a", "gtp:" + nonsense}, "perfect information"},
		{[]string{"-game", "empire", "-players", "3", "-a", "gtp:" + nonsense}, "two seats"},
	}
	for _, tt := range tests {
		var out, errs bytes.Buffer
		args := append([]string{"arena", "-b", "random", "-games", "1"}, tt.args...)
		err := dispatch(args, nil, &out, &errs)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an error about %q", strings.Join(tt.args, " "), err, tt.want)
		}
	}
}

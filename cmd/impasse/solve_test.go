//go:build !wasm

package main

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"impasse/rules"
)

func TestSolve(t *testing.T) {
	var out, progress bytes.Buffer
	opts := rules.Options{rules.KeyVariant: "random", rules.KeySeed: "2"}
	if err := solve(context.Background(), "solitaire", opts, rules.SolveLimits{Nodes: 300_000}, &out, &progress); err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(out.String())
	if err != nil {
		t.Fatalf("the output is no record: %v\n%s", err, out.String())
	}
	g, _ := rules.Lookup("solitaire")
	end, moves, err := rules.Replay(g, rec)
	if err != nil {
		t.Fatalf("the record does not replay: %v\n%s", err, out.String())
	}
	if len(moves) == 0 || !end.Over() {
		t.Fatalf("got %d moves, over %v, want a whole line", len(moves), end.Over())
	}
	if err := rec.CheckResult(end); err != nil {
		t.Error(err)
	}
	if got, want := rec.Tag(rules.TagResult), strconv.Itoa(end.Scores()[0]); got != want {
		t.Errorf("Result: got %v, want %v (the pieces left)", got, want)
	}
	for _, tag := range []string{"Setup", "Bound", "ScoreBound", "Proven", "Nodes"} {
		if rec.Tag(tag) == "" {
			t.Errorf("tag %s: got none, want one\n%s", tag, out.String())
		}
	}
	if !strings.Contains(progress.String(), "done: ") {
		t.Errorf("progress: got %q, want a last line starting with done", progress.String())
	}
}

func TestSolveErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"chess"}, `unknown game "chess"`},
		{[]string{"blokusduo"}, "has no solver"},
		{[]string{"solitaire", "-variant", "random", "-setup", "RBYG"}, "has 4 letters"},
		{nil, "want one GAME"},
		{[]string{"solitaire", "blokusduo"}, "want one GAME"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		err := runSolve(tt.args, nil, &out, &errOut)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("solve %q: got %v, want an error saying %q", tt.args, err, tt.want)
		}
	}
}

// TestSolveFlags: the flags may come after the game or before it; a
// solved position prints its proof.
func TestSolveFlags(t *testing.T) {
	for _, args := range [][]string{
		{"solitaire", "-q", "-nodes", "1000", "-time", "1m"},
		{"-q", "-nodes", "1000", "solitaire"},
	} {
		var out, errOut bytes.Buffer
		if err := runSolve(args, nil, &out, &errOut); err != nil {
			t.Fatalf("solve %q: %v", args, err)
		}
		if errOut.Len() != 0 {
			t.Errorf("solve %q: got %q on standard error, want nothing with -q", args, errOut.String())
		}
		if !strings.Contains(out.String(), `[Game "solitaire"]`) || !strings.Contains(out.String(), `[Proven "false"]`) {
			t.Errorf("solve %q: got\n%s\nwant a record of an unproven line", args, out.String())
		}
	}
}

//go:build !wasm

package main

import (
	"bytes"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/puzzle"
)

// impasse puzzles writes a puzzle file whose puzzles all prove, and
// refuses a game that is not for two players with nothing hidden.
func TestPuzzlesCommand(t *testing.T) {
	var out, errs bytes.Buffer
	if err := dispatch([]string{"puzzles", "-game", "alignement", "-games", "20", "-want", "4"}, nil, &out, &errs); err != nil {
		t.Fatalf("puzzles: %v\n%s", err, errs.String())
	}
	ps, err := puzzle.Parse(out.String(), puzzle.Win)
	if err != nil || len(ps) != 4 {
		t.Fatalf("got %d puzzles (error %v), want 4:\n%s", len(ps), err, out.String())
	}
	g, _ := rules.Lookup("alignement")
	for i := range ps {
		if err := puzzle.Check(g, &ps[i], 0); err != nil {
			t.Errorf("puzzle %d: %v", i+1, err)
		}
	}
	err = dispatch([]string{"puzzles", "-game", "blockers"}, nil, &out, &errs)
	if err == nil || !strings.Contains(err.Error(), "not a two-player game of perfect information") {
		t.Errorf("puzzles of Blockers!: got error %v, want one saying why not", err)
	}
}

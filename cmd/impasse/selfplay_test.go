//go:build !wasm

package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"impasse/rules"
)

// TestSelfplay plays a short game of Blokus Duo and checks that every
// line is a position reached by the moves before it, with legal moves
// whose visits add up to the simulations of a search.
func TestSelfplay(t *testing.T) {
	var out, stderr bytes.Buffer
	if err := runSelfplay([]string{"-game", "blokusduo", "-games", "1", "-iterations", "100"}, nil, &out, &stderr); err != nil {
		t.Fatalf("selfplay: %v (%s)", err, stderr.String())
	}
	g, _ := rules.Lookup("blokusduo")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 20 {
		t.Fatalf("got %d positions, want a game's (20 or more)", len(lines))
	}
	for i, line := range lines {
		played, counts, ok := strings.Cut(line, "|")
		if !ok {
			t.Fatalf("line %d: got %q, want MOVES|MOVE=VISITS ...", i+1, line)
		}
		s, _ := g.New(rules.Options{})
		if played != "" {
			for _, mv := range strings.Split(played, ";") {
				if _, err := rules.Play(s, mv); err != nil {
					t.Fatalf("line %d: %s: %v", i+1, mv, err)
				}
			}
		}
		total := 0
		for _, field := range strings.Fields(counts) {
			mv, n, _ := strings.Cut(field, "=")
			if _, err := s.ParseMove(mv); err != nil {
				t.Fatalf("line %d: %s: %v", i+1, mv, err)
			}
			v, err := strconv.Atoi(n)
			if err != nil || v < 0 {
				t.Fatalf("line %d: visits %q: want a count", i+1, n)
			}
			total += v
		}
		if total < 1 || total > 100 {
			t.Errorf("line %d: visits add up to %d, want 1 to 100", i+1, total)
		}
	}
}

// TestSelfplayRefuses checks the games and budgets selfplay cannot play.
func TestSelfplayRefuses(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "nosuch"},
		{"-game", "solitaire"}, // its strongest level solves, it does not sample
		{"-game", "blokusduo", "-iterations", "0"},
		{"-game", "blokusduo", "-games", "0"},
	} {
		if err := runSelfplay(args, nil, &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
			t.Errorf("selfplay %v: got no error, want one", args)
		}
	}
}

//go:build !wasm

package main

import (
	"bytes"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/bloqs"
	"impasse/rules/puzzle"
	"impasse/rules/solitaire"
)

// impasse puzzles writes a puzzle file whose puzzles all prove, of a
// two-player game, of one won on points or of one played alone, keeps
// as few won in one move as -ones asks, and refuses a game that is not
// for two players with nothing hidden, nor played alone.
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
	ones := 0
	for _, p := range ps {
		if p.Plies() == 1 {
			ones++
		}
	}
	if ones == 0 {
		t.Fatalf("no puzzle won in one move among the first 4: -ones is not tried")
	}
	out.Reset()
	if err := dispatch([]string{"puzzles", "-game", "alignement", "-games", "40", "-want", "4", "-ones", "0"}, nil, &out, &errs); err != nil {
		t.Fatalf("puzzles -ones 0: %v\n%s", err, errs.String())
	}
	ps, err = puzzle.Parse(out.String(), puzzle.Win)
	if err != nil || len(ps) != 4 {
		t.Fatalf("-ones 0: got %d puzzles (error %v), want 4:\n%s", len(ps), err, out.String())
	}
	for i, p := range ps {
		if p.Plies() == 1 {
			t.Errorf("-ones 0: puzzle %d is won in one move", i+1)
		}
	}
	if !strings.Contains(out.String(), "impasse puzzles -game alignement -a 1 -b 2 -seed 1 -limit 400000 -last 16 -per-game 2 -ones 0.") {
		t.Errorf("the header does not give the command:\n%s", out.String())
	}
	out.Reset()
	args := []string{"puzzles", "-game", "solitaire", "-o", "Variant=random", "-games", "1", "-per-game", "2", "-want", "1", "-seed", "6", "-from", "12"}
	if err := dispatch(args, nil, &out, &errs); err != nil {
		t.Fatalf("puzzles of Solitaire: %v\n%s", err, errs.String())
	}
	ps, err = puzzle.Parse(out.String(), puzzle.Alone)
	if err != nil || len(ps) != 1 {
		t.Fatalf("Solitaire: got %d puzzles (error %v), want 1:\n%s", len(ps), err, out.String())
	}
	if err := puzzle.Check(solitaire.Game{}, &ps[0], 0); err != nil || ps[0].Plies() < 3 {
		t.Errorf("Solitaire's puzzle in %d moves: %v", ps[0].Plies(), err)
	}
	if !strings.Contains(out.String(), "# Solitaire puzzles: impasse puzzles -game solitaire -o Variant=random -games 1 -per-game 2 -seed 6") {
		t.Errorf("Solitaire's header does not give the command:\n%s", out.String())
	}
	out.Reset()
	args = []string{"puzzles", "-game", "bloqs", "-o", "Variant=quick", "-a", "random", "-b", "random", "-games", "4", "-want", "1", "-last", "4", "-limit", "20000"}
	if err := dispatch(args, nil, &out, &errs); err != nil {
		t.Fatalf("puzzles of Bloqs: %v\n%s", err, errs.String())
	}
	ps, err = puzzle.Parse(out.String(), puzzle.OnPoints)
	if err != nil || len(ps) != 1 {
		t.Fatalf("Bloqs: got %d puzzles (error %v), want 1:\n%s", len(ps), err, out.String())
	}
	if err := puzzle.Check(bloqs.Game{}, &ps[0], 0); err != nil || ps[0].By < 1 {
		t.Errorf("Bloqs' puzzle by %d points: %v", ps[0].By, err)
	}
	if !strings.Contains(out.String(), "# Bloqs puzzles: impasse puzzles -game bloqs -o Variant=quick -a random -b random -games 4") {
		t.Errorf("Bloqs' header does not give the command:\n%s", out.String())
	}
	err = dispatch([]string{"puzzles", "-game", "blockers"}, nil, &out, &errs)
	if err == nil || !strings.Contains(err.Error(), "not a two-player game of perfect information") {
		t.Errorf("puzzles of Blockers!: got error %v, want one saying why not", err)
	}
}

// TestPuzzlesPassOverLessons: impasse puzzles passes over the positions
// the game's lesson sets up. Saute's third game of seed 1 reaches the
// position of its lesson's sixth step, which was once mined as a puzzle.
func TestPuzzlesPassOverLessons(t *testing.T) {
	g, _ := rules.Lookup("saute")
	taught, err := taughtPositions(g)
	if err != nil || len(taught) == 0 {
		t.Fatalf("got %d taught positions (error %v), want the lesson's", len(taught), err)
	}
	var out, errs bytes.Buffer
	if err := dispatch([]string{"puzzles", "-game", "saute", "-games", "3", "-want", "4"}, nil, &out, &errs); err != nil {
		t.Fatalf("puzzles: %v\n%s", err, errs.String())
	}
	ps, err := puzzle.Parse(out.String(), puzzle.Win)
	if err != nil || len(ps) == 0 {
		t.Fatalf("got %d puzzles (error %v), want some:\n%s", len(ps), err, out.String())
	}
	for i := range ps {
		s, err := ps[i].Position(g)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i+1, err)
		}
		if taught[s.Hash()] {
			t.Errorf("puzzle %d: got a position the lesson sets up, want one of its own", i+1)
		}
	}
}

package puzzle_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/puzzle"
	"impasse/rules/solitaire"
)

// soloDeal and soloMoves reach a Solitaire puzzle of five moves that
// leaves one piece (mined by impasse puzzles), soloLine its solution.
const (
	soloDeal  = "BYBRBGBBYGRRBYBGRRGBYGYRBGGYRRYRYGYG"
	soloMoves = "D4-D10 E4-J4 E5-E10 F5-F10 I9-I4 H5-F5 D10-G10 G7-I7 J4-H4"
	soloLine  = "H9-H7 I7-G7 G10-G5 F5-H5 H6-H3"
)

// soloSetup is the setup of soloDeal.
var soloSetup = rules.Options{rules.KeyPlayers: "1", rules.KeyVariant: solitaire.VariantRandom, solitaire.KeySetup: soloDeal}

// sheetAt returns Solitaire's standard start after the first n moves of
// the sheet's solution, and the puzzle of its rest.
func sheetAt(t *testing.T, n int) (rules.State, *puzzle.Puzzle) {
	t.Helper()
	p := &puzzle.Puzzle{Setup: rules.Options{}, Moves: solitaire.Sheet[:n], Line: solitaire.Sheet[n:]}
	s, err := p.Position(solitaire.Game{})
	if err != nil {
		t.Fatal(err)
	}
	return s, p
}

// A puzzle played alone is a position from which the best score can be
// reached, by one move only at each step: the mined one is, and Find
// gives its line. The sheet's solution is not one from its last three
// moves: with two pieces left, either jumps the other to leave one.
func TestFindAlone(t *testing.T) {
	p := &puzzle.Puzzle{Setup: soloSetup, Moves: strings.Fields(soloMoves)}
	s, err := p.Position(solitaire.Game{})
	if err != nil {
		t.Fatal(err)
	}
	moves, ok := puzzle.Find(s, 0)
	if got, want := line(s, moves), strings.Fields(soloLine); !ok || !slices.Equal(got, want) {
		t.Errorf("the mined puzzle: got %v (found %v), want %v", got, ok, want)
	}
	s, _ = sheetAt(t, len(solitaire.Sheet)-3)
	if moves, ok := puzzle.Find(s, 0); ok {
		t.Errorf("the sheet's last three moves: got %v, want no puzzle", line(s, moves))
	}
	if moves, ok := puzzle.Find(s, 10); ok {
		t.Errorf("with a limit of 10 positions: got %v, want nothing", line(s, moves))
	}
}

// Keeping lists the moves after which one piece can still be left: with
// two pieces, both jumps; with three on the sheet's line, one of two.
func TestKeeping(t *testing.T) {
	for _, tt := range []struct {
		played, want int
	}{
		{len(solitaire.Sheet) - 1, 2},
		{len(solitaire.Sheet) - 2, 1},
	} {
		s, _ := sheetAt(t, tt.played)
		keep, err := puzzle.Keeping(s, 1, 0)
		if err != nil || len(keep) != tt.want {
			t.Errorf("after the sheet's move %d: got %v (error %v), want %d moves of %d", tt.played, line(s, keep), err, tt.want, len(s.Legal(nil)))
		}
	}
}

// Check proves a puzzle played alone with the game's solver, and
// refuses every way of spoiling one.
func TestCheckAlone(t *testing.T) {
	solo := func(line string) *puzzle.Puzzle {
		return &puzzle.Puzzle{Setup: soloSetup, Moves: strings.Fields(soloMoves), Line: strings.Fields(line)}
	}
	if err := puzzle.Check(solitaire.Game{}, solo(soloLine), 0); err != nil {
		t.Errorf("a sound puzzle: %v", err)
	}
	s, _ := solo(soloLine).Position(solitaire.Game{})
	first := strings.Fields(soloLine)[0]
	var other string
	for _, m := range s.Legal(nil) {
		if text := s.MoveString(m); text != first {
			other = text
			break
		}
	}
	// The line of the last legal moves leaves more than one piece.
	var worse []string
	for end := s.Clone(); !end.Over(); {
		ms := end.Legal(nil)
		worse = append(worse, end.MoveString(ms[len(ms)-1]))
		end.Apply(ms[len(ms)-1])
		if end.Over() && end.Scores()[0] < 2 {
			t.Fatalf("the last legal moves %v leave %d", worse, end.Scores()[0])
		}
	}
	_, sheetEnd := sheetAt(t, len(solitaire.Sheet)-3)
	tests := []struct {
		name string
		p    *puzzle.Puzzle
		want string
	}{
		{"another first move", solo(other + " " + strings.Join(strings.Fields(soloLine)[1:], " ")), "line move"},
		{"a line that stops short", solo("H9-H7 I7-G7 G10-G5 F5-H5"), "line move 4: the game is over false"},
		{"an illegal move", solo("H9-H7 A1-A3"), "line move 2"},
		{"two ways at the last step", sheetEnd, "line move 3: F10-H10 is not the one move that keeps a score of 1 in reach (2 do)"},
		{"a line of no move", solo(""), "a line of 0 moves"},
		{"a line that leaves more", solo(strings.Join(worse, " ")), "a line ends with a better score than"},
	}
	for _, tt := range tests {
		err := puzzle.Check(solitaire.Game{}, tt.p, 0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got error %v, want one with %q", tt.name, err, tt.want)
		}
	}
	if err := puzzle.Check(solitaire.Game{}, solo(soloLine), 10); !errors.Is(err, puzzle.ErrTooBig) {
		t.Errorf("past the limit: got %v, want ErrTooBig", err)
	}
}

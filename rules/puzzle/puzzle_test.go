package puzzle_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"impasse/internal/toy"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// line returns the notation of moves played from s.
func line(s rules.State, moves []rules.Move) []string {
	s = s.Clone()
	var out []string
	for _, m := range moves {
		out = append(out, s.MoveString(m))
		s.Apply(m)
	}
	return out
}

// In Nim the mover wins exactly when the pile is not a multiple of four,
// by taking the rest of its division by four, and only that way: a pile
// of 2 is won in one move, 5 in three, 9 in five (the defence's moves
// all equal, the first is kept); 4 and 8 are lost and 13 takes seven.
func TestFindNim(t *testing.T) {
	tests := []struct {
		pile int
		want []string
	}{
		{2, []string{"2"}},
		{5, []string{"1", "1", "3"}},
		{9, []string{"1", "1", "3", "1", "3"}},
		{4, nil},
		{8, nil},
		{13, nil},
	}
	for _, tt := range tests {
		s, err := toy.Nim{}.New(rules.Options{"Pile": strconv.Itoa(tt.pile)})
		if err != nil {
			t.Fatal(err)
		}
		moves, ok := puzzle.Find(s, 0)
		if got := line(s, moves); ok != (tt.want != nil) || !slices.Equal(got, tt.want) {
			t.Errorf("pile %d: got %v (found %v), want %v", tt.pile, got, ok, tt.want)
		}
	}
}

// A position with one winning move is a puzzle, one with two is not
// (noughts and crosses), and neither is one with a single legal move.
func TestFindChoice(t *testing.T) {
	tests := []struct {
		moves string
		want  []string
	}{
		// X: a1 b1 (c1 wins), O: a2 b2; X to move, and O threatens c2.
		{"a1 a2 b1 b2", []string{"c1"}},
		// X: a1 b2, O: a2 b1; X to move wins on the diagonal.
		{"a1 a2 b2 b1", []string{"c3"}},
		// O to move must block X's diagonal and cannot win.
		{"a1 a2 b2", nil},
		// X to move with two ways to win at once.
		{"a1 a2 b1 c2 b2 c1", nil},
	}
	for _, tt := range tests {
		s, _ := toy.TicTacToe{}.New(nil)
		for _, m := range strings.Fields(tt.moves) {
			if _, err := rules.Play(s, m); err != nil {
				t.Fatalf("%s: %v", tt.moves, err)
			}
		}
		moves, ok := puzzle.Find(s, 0)
		if got := line(s, moves); ok != (tt.want != nil) || !slices.Equal(got, tt.want) {
			t.Errorf("after %s: got %v (found %v), want %v", tt.moves, got, ok, tt.want)
		}
	}
}

// Find gives up past its limit of positions.
func TestFindLimit(t *testing.T) {
	s, _ := toy.Nim{}.New(rules.Options{"Pile": "9"})
	if moves, ok := puzzle.Find(s, 10); ok {
		t.Errorf("with a limit of 10 positions: got %v, want nothing", moves)
	}
}

// Check proves a sound puzzle and refuses every way of spoiling one.
func TestCheck(t *testing.T) {
	nim := func(pile string, moves, line string) *puzzle.Puzzle {
		return &puzzle.Puzzle{Setup: rules.Options{"Pile": pile}, Moves: strings.Fields(moves), Line: strings.Fields(line)}
	}
	if err := puzzle.Check(toy.Nim{}, nim("6", "1", "1 1 3"), 0); err != nil {
		t.Errorf("a sound puzzle: %v", err)
	}
	if err := puzzle.Check(toy.Nim{}, nim("9", "", "1 3 1 1 3"), 0); err != nil {
		t.Errorf("a sound puzzle, another defence: %v", err)
	}
	tests := []struct {
		name string
		p    *puzzle.Puzzle
		want string
	}{
		{"a wrong answer", nim("5", "", "2 1 2"), "not the one winning move"},
		{"a longer line than needed", nim("2", "", "1 1 0"), "wins in fewer moves"},
		{"a line that stops short", nim("5", "", "1 1 2"), "not the one winning move"},
		{"an even line", nim("5", "", "1 1"), "want 1, 3 or 5"},
		{"a lost position", nim("4", "", "1 1 2"), "not the one winning move"},
		{"an illegal move", nim("5", "", "1 7 3"), "line move 2"},
		{"a position past the end", nim("2", "2", "1"), "the game is over"},
		{"a bad setup", nim("x", "", "1"), "Pile"},
		{"a bad move to the position", nim("9", "9", "1"), "move 1"},
	}
	for _, tt := range tests {
		err := puzzle.Check(toy.Nim{}, tt.p, 0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got error %v, want one with %q", tt.name, err, tt.want)
		}
	}
	if err := puzzle.Check(toy.Nim{}, nim("9", "", "1 1 3 1 3"), 5); !errors.Is(err, puzzle.ErrTooBig) {
		t.Errorf("past the limit: got %v, want ErrTooBig", err)
	}
}

// A file written by Format reads back the same; Parse says which line is
// wrong and why.
func TestFormatParse(t *testing.T) {
	puzzles := []puzzle.Puzzle{
		{Setup: rules.Options{"Variant": "teams expert", "Players": "2"}, Moves: []string{"C4-D4", "C7-D7"}, Line: []string{"B5-D5", "F2-G2", "D5-F5"}},
		{Setup: rules.Options{}, Moves: nil, Line: []string{"a1"}},
		{Setup: rules.Options{"Odd": `say "hi" \ok`, "Empty": ""}, Moves: []string{"x"}, Line: []string{"y"}},
	}
	text, err := puzzle.Format("Some puzzles.\nTwo lines.", puzzles)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, "# Some puzzles.\n# Two lines.\n") {
		t.Errorf("the header: got %q", text)
	}
	got, err := puzzle.Parse(text, puzzle.Win)
	if err != nil {
		t.Fatalf("reading %q: %v", text, err)
	}
	if len(got) != len(puzzles) {
		t.Fatalf("got %d puzzles, want %d", len(got), len(puzzles))
	}
	for i := range got {
		w := puzzles[i]
		if !equalOptions(got[i].Setup, w.Setup) || !slices.Equal(got[i].Moves, w.Moves) || !slices.Equal(got[i].Line, w.Line) {
			t.Errorf("puzzle %d: got %+v, want %+v", i+1, got[i], w)
		}
	}
	for _, tt := range []struct {
		text string
		kind puzzle.Kind
		want string
	}{
		{"a | b", puzzle.Win, "line 1: want setup | moves | line, found 2 parts"},
		{"\n\nx=1 | a | b c", puzzle.Win, "line 3: a line of 2 moves"},
		{"x | a | b", puzzle.Win, `line 1: setup "x": want key=value`},
		{`x="open | a | b`, puzzle.Win, "a quoted value that does not end"},
		{`x="open | a | b | c`, puzzle.Win, "found 4 parts"},
		{"x=1 x=2 | a | b", puzzle.Win, `setup "x" given twice`},
		{" | a | b c d e f g", puzzle.Win, "a line of 6 moves"},
		{strings.Repeat("#", puzzle.MaxFileSize+1), puzzle.Win, "longer than a megabyte"},
		// A puzzle played alone: every move is the player's, up to
		// MaxAlonePlies, none is no line.
		{" | a | ", puzzle.Alone, "a line of 0 moves: want 1 to 15"},
		{" | a | " + strings.Repeat("b ", puzzle.MaxAlonePlies+1), puzzle.Alone, "a line of 16 moves"},
	} {
		if _, err := puzzle.Parse(tt.text, tt.kind); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%.40q, %v): got error %v, want %q", tt.text, tt.kind, err, tt.want)
		}
	}
	// A line of an even number of moves, or past MaxPlies, is one
	// player's.
	for _, text := range []string{" | a | b c", " |  | " + strings.Repeat("b ", puzzle.MaxAlonePlies)} {
		if ps, err := puzzle.Parse(text, puzzle.Alone); err != nil || len(ps) != 1 {
			t.Errorf("Parse(%.40q, Alone): got %d puzzles (error %v), want 1", text, len(ps), err)
		}
	}
	if _, err := puzzle.Format("", []puzzle.Puzzle{{Line: []string{"a b"}}}); err == nil {
		t.Error("a move with a space was written")
	}
	if _, err := puzzle.Format("", []puzzle.Puzzle{{Setup: rules.Options{"k": "a | b"}, Line: []string{"a"}}}); err == nil {
		t.Error("a setup value with a bar was written")
	}
}

func equalOptions(a, b rules.Options) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// FuzzParse feeds arbitrary text to Parse, for either kind of puzzle:
// it never panics, and what it
// reads Format writes back to text that reads the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"# c\nPlayers=2 | C4-D4 | B5-D5 F2-G2 D5-F5\n",
		`Variant="teams expert" |  | a1` + "\n",
		" | a b | c\n\n | | d e f\n",
		`x="a\"b" y=1 | m | n`,
	} {
		f.Add(s, false)
	}
	f.Add("Players=1 | F7-F3 | G7-G3 F9-F7 G9-G7 D9-F9\n", true)
	f.Fuzz(func(t *testing.T, text string, alone bool) {
		kind := puzzle.Win
		if alone {
			kind = puzzle.Alone
		}
		ps, err := puzzle.Parse(text, kind)
		if err != nil {
			return
		}
		out, err := puzzle.Format("", ps)
		if err != nil {
			return // a move or key Parse reads but Format cannot write
		}
		again, err := puzzle.Parse(out, kind)
		if err != nil || len(again) != len(ps) {
			t.Fatalf("%q wrote %q, which reads %d puzzles (error %v), want %d", text, out, len(again), err, len(ps))
		}
		for i := range ps {
			if !equalOptions(again[i].Setup, ps[i].Setup) || !slices.Equal(again[i].Moves, ps[i].Moves) || !slices.Equal(again[i].Line, ps[i].Line) {
				t.Fatalf("puzzle %d of %q: wrote and read back %+v, want %+v", i+1, text, again[i], ps[i])
			}
		}
	})
}

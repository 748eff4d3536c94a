package puzzle_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"impasse/internal/toy"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// A position of a game won on points is a puzzle when its one best move
// is the only one that wins, or the only one that draws, or better than
// every other by MinPointsGap points; the line goes on with best play
// to the end. In Coins a coin worth 1 gives its taker another turn.
func TestFindOnPoints(t *testing.T) {
	tests := []struct {
		name, row string
		want      []string
		by        int
	}{
		// L(3) lets the other take 1 and 9 (-7); R(1), then 9, leaves
		// the other the 3 (+7): the only move that wins.
		{"the only move that wins", "3,9,1", []string{"R", "R", "L"}, 14},
		// L(2): the other takes 1 and 3 (-2); R(3): the other's best
		// is 1 then 2, three all.
		{"the only move that draws", "2,1,3", []string{"R", "R", "L"}, 2},
		// L(10) wins by 8, R(1) then 1 and 10 by 12: both win, but R
		// by 4 more.
		{"better by 4", "10,1,1", []string{"R", "R", "L"}, 4},
		// L(5) wins by 4, R(1) then 5 by 6: better by 2 only.
		{"both win, by 2 apart", "5,1", nil, 0},
		{"one legal move", "4", nil, 0},
	}
	for _, tt := range tests {
		s, err := toy.Coins{}.New(rules.Options{"Row": tt.row})
		if err != nil {
			t.Fatal(err)
		}
		moves, by, ok := puzzle.FindOnPoints(toy.Coins{}, s, 0)
		if got := line(s, moves); ok != (tt.want != nil) || !slices.Equal(got, tt.want) || by != tt.by {
			t.Errorf("%s (%s): got %v by %d (found %v), want %v by %d", tt.name, tt.row, got, by, ok, tt.want, tt.by)
		}
	}
}

// FindOnPoints gives up past its limit of positions.
func TestFindOnPointsLimit(t *testing.T) {
	s, _ := toy.Coins{}.New(rules.Options{"Row": "3,9,1,4,1,6,2,8"})
	if moves, _, ok := puzzle.FindOnPoints(toy.Coins{}, s, 3); ok {
		t.Errorf("with a limit of 3 positions: got %v, want nothing", moves)
	}
}

// Check proves a puzzle won on points from scratch and refuses every
// way of spoiling one.
func TestCheckOnPoints(t *testing.T) {
	coins := func(row, moves, line string, by int) *puzzle.Puzzle {
		return &puzzle.Puzzle{Setup: rules.Options{"Row": row}, Moves: strings.Fields(moves), Line: strings.Fields(line), By: by}
	}
	for _, p := range []*puzzle.Puzzle{
		coins("3,9,1", "", "R R L", 14),
		coins("3,9,1", "", "R R L", 7), // less than the gap found
		coins("2,1,3", "", "R R L", 2),
		coins("10,1,1", "", "R R L", 4),
		coins("4,10,1,1", "L", "R R L", 4),
	} {
		if err := puzzle.Check(toy.Coins{}, p, 0); err != nil {
			t.Errorf("a sound puzzle %v: %v", p, err)
		}
	}
	tests := []struct {
		name string
		p    *puzzle.Puzzle
		want string
	}{
		{"a wrong answer", coins("3,9,1", "", "L R L", 14), "R ends the game less than 14 points worse than L"},
		{"a gap too small said of the only win", coins("3,9,1", "", "R R L", 2), "not a clear answer"},
		{"more points claimed than there are", coins("3,9,1", "", "R R L", 15), "less than 15 points worse"},
		{"a gap too small", coins("5,1", "", "R L", 2), "not a clear answer"},
		{"no gap", coins("5,1", "", "R L", 0), "not a clear answer"},
		{"a defence that is not best", coins("10,1,1", "", "R L L", 4), "line move 2"},
		{"a line that stops short", coins("3,9,1", "", "R R", 14), "the game is over false"},
		{"a line past the end", coins("3,9,1", "", "R R L L", 14), "line move 3: the game is over true"},
		{"an illegal move", coins("3,9,1", "", "R X L", 14), "line move 2"},
		{"a position past the end", coins("3,9,1", "L L L", "L", 1), "the game is over"},
		{"a bad setup", coins("x", "", "L", 1), "Row"},
	}
	for _, tt := range tests {
		err := puzzle.Check(toy.Coins{}, tt.p, 0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an error with %q", tt.name, err, tt.want)
		}
	}
	if err := puzzle.Check(toy.Coins{}, coins("3,9,1", "", "R R L", 14), 1); !errors.Is(err, puzzle.ErrTooBig) {
		t.Errorf("with a limit of 3 positions: got %v, want %v", err, puzzle.ErrTooBig)
	}
}

// A puzzle file of a game won on points has a fourth part, the points
// by which the answer is better; Format writes it as Parse reads it.
func TestParseOnPoints(t *testing.T) {
	ps, err := puzzle.Parse("Row=3,9,1 |  | R R L | 14\n", puzzle.OnPoints)
	if err != nil || len(ps) != 1 || ps[0].By != 14 || !slices.Equal(ps[0].Line, []string{"R", "R", "L"}) {
		t.Fatalf("got %v, %v, want one puzzle R R L by 14", ps, err)
	}
	text, err := puzzle.Format("", ps)
	if err != nil {
		t.Fatal(err)
	}
	again, err := puzzle.Parse(text, puzzle.OnPoints)
	if err != nil || len(again) != 1 || again[0].By != 14 {
		t.Errorf("read back %q: got %v, %v, want the puzzle by 14", text, again, err)
	}
	for _, bad := range []string{
		"Row=3,9,1 |  | R R L\n",
		"Row=3,9,1 |  | R R L | 0\n",
		"Row=3,9,1 |  | R R L | -2\n",
		"Row=3,9,1 |  | R R L | many\n",
		"Row=3,9,1 |  | R R L | 3 | 4\n",
		"Row=3,9,1 |  |  | 3\n",
	} {
		if ps, err := puzzle.Parse(bad, puzzle.OnPoints); err == nil {
			t.Errorf("%q: got %v, want an error", bad, ps)
		}
	}
	if ps, err := puzzle.Parse("Row=3,9,1 |  | R | 3\n", puzzle.Win); err == nil {
		t.Errorf("a fourth part in a file of wins: got %v, want an error", ps)
	}
}

// A puzzle file of a game won on points that Parse reads is written by
// Format as it reads it back, the points included.
func FuzzParseOnPoints(f *testing.F) {
	f.Add("# c\nRow=3,9,1 |  | R R L | 14\n")
	f.Add("Players=2 Variant=quick | 2x3@3,3 4x2@5,4 | 4x3@5,10 3x2@5,8 | 8\n")
	f.Add(" | e8,d9,e9 | n1 k1,l1,m1 pass | 4\n | a | b | 1\n")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := puzzle.Parse(text, puzzle.OnPoints)
		if err != nil {
			return
		}
		out, err := puzzle.Format("", ps)
		if err != nil {
			return // a move or key Parse reads but Format cannot write
		}
		again, err := puzzle.Parse(out, puzzle.OnPoints)
		if err != nil || len(again) != len(ps) {
			t.Fatalf("%q wrote %q, which reads %d puzzles (error %v), want %d", text, out, len(again), err, len(ps))
		}
		for i := range ps {
			if !slices.Equal(again[i].Moves, ps[i].Moves) || !slices.Equal(again[i].Line, ps[i].Line) || again[i].By != ps[i].By {
				t.Fatalf("puzzle %d of %q: wrote and read back %+v, want %+v", i+1, text, again[i], ps[i])
			}
		}
	})
}

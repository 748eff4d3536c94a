package saute

import (
	"slices"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// The starts: each seat fills a region on the left edge, seat 1 lowest;
// two players take the two middle region rows; triangles on column B,
// squares on A and C.
func TestStarts(t *testing.T) {
	for _, c := range []struct {
		players int
		rows    []int // the first row of each seat's region, from 1
	}{
		{2, []int{4, 7}},
		{3, []int{1, 4, 7}},
		{4, []int{1, 4, 7, 10}},
	} {
		s := NewState(c.players, false, false)
		n := 0
		for sq := buchholz.Square(0); sq < squares; sq++ {
			p, k, ok := s.At(sq)
			if !ok {
				continue
			}
			n++
			first := c.rows[p]
			if r := sq.Row() + 1; sq.Col() > 2 || r < first || r > first+2 {
				t.Errorf("%d players: seat %d's piece on %s, want A%d to C%d", c.players, p+1, sq, first, first+2)
			}
			if want := map[bool]buchholz.Kind{true: buchholz.Triangle, false: buchholz.Block}[sq.Col() == 1]; k != want {
				t.Errorf("%d players: %s holds kind %v, want %v", c.players, sq, k, want)
			}
		}
		if want := 9 * c.players; n != want {
			t.Errorf("%d players: got %d pieces, want %d", c.players, n, want)
		}
	}
}

// Every piece moves only rightward along its row: one square onto an
// empty square, or over the whole unbroken run of pieces ahead, of any
// colours, onto the first empty square beyond.
func TestMoves(t *testing.T) {
	for _, c := range []struct {
		name, diagram, from string
		want                []string
	}{
		{"one square onto an empty square", "5 r . R r", "A5", []string{"A5-B5"}},
		{"over one piece", "5 r . R r", "C5", []string{"C5-E5"}},
		{"over a run of pieces", "5 . r R r", "B5", []string{"B5-E5"}},
		{"over a run of two colours", "5 r b R r", "A5", []string{"A5-E5"}},
		{"only the run next to the piece", "5 r R . r . r", "A5", []string{"A5-C5"}},
		{"from the start", "5 r R r", "A5", []string{"A5-D5"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := position(t, 2, "", 0, c.diagram)
			sameMoves(t, c.from, movesFrom(s, c.from), c.want)
		})
	}
}

// A piece never leaves the board: with no empty square ahead in its
// row, it has no move, and a bonus ends at the edge.
func TestNeverOffTheBoard(t *testing.T) {
	for _, c := range []struct {
		name, diagram, from string
		want                []string
	}{
		{"on the last column", "5 r . . . . . . . . . . R", "L5", nil},
		{"a run to the edge ahead", "5 . . . . . . . . r b R r", "I5", nil},
		{"a bonus stops at the edge", "8 . . . . . . . . . . b\n5 . . . . . . . . . r . r", "J5", []string{"J5-K5"}},
		{"the next square at the edge", "5 . . . . . . . . . . r", "K5", []string{"K5-L5"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := position(t, 2, "", 0, c.diagram)
			sameMoves(t, c.from, movesFrom(s, c.from), c.want)
		})
	}
}

// Bonus moves: a piece that stops on a column holding an odd number of
// opposing pieces (1 or 3 with two players) may move again, and so on;
// the player's own pieces do not count.
func TestBonus(t *testing.T) {
	for _, c := range []struct {
		name, diagram string
		want          []string
	}{
		{"one opposing piece", "8 . . . . b\n5 . . . r", []string{"D5-E5", "D5-E5-F5"}},
		{"three opposing pieces", "9 . . . . b\n8 . . . . b\n7 . . . . B\n5 . . . r", []string{"D5-E5", "D5-E5-F5"}},
		{"two opposing pieces: no bonus", "9 . . . . b\n8 . . . . b\n5 . . . r", []string{"D5-E5"}},
		{"own pieces do not count", "8 . . . . b\n6 . . . . r\n5 . . . r\n4 . . . . R", []string{"D5-E5", "D5-E5-F5"}},
		{"own pieces do not make it odd", "8 . . . . b\n7 . . . . B\n6 . . . . r\n5 . . . r", []string{"D5-E5"}},
		// The sheet's example: three blue pieces on the column reached,
		// then one, then two, where the piece must stop.
		{"and so on", "9 . . . . b . B\n8 . . . . b b b\n7 . . . . B\n5 . . . r", []string{"D5-E5", "D5-E5-F5", "D5-E5-F5-G5"}},
		{"a bonus move jumps a run", "8 . . . . b\n5 . . . r . r R", []string{"D5-E5", "D5-E5-H5"}},
		{"a jump then a bonus", "8 . . . . . b\n5 . . . r r", []string{"D5-F5", "D5-F5-G5"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := position(t, 2, "", 0, c.diagram)
			sameMoves(t, "D5", movesFrom(s, "D5"), c.want)
		})
	}
}

// Each bonus move is optional: the player may stop where the move
// ended, and the turn passes; a path claiming a bonus that is not there
// is refused.
func TestBonusRefused(t *testing.T) {
	s := position(t, 2, "", 0, "8 . . . . b\n7 . . . . . . B\n5 . . . r")
	rulestest.PlayMoves(t, s, "D5-E5")
	if p, _, ok := s.At(sq(t, "E5")); !ok || p != 0 {
		t.Errorf("E5 after D5-E5: got seat %d (%v), want Red's piece", p, ok)
	}
	if got := s.ToMove(); got != 1 {
		t.Errorf("after a bonus refused: got seat %d to move, want 1 (Blue)", got)
	}
	s = position(t, 2, "", 0, "8 . . . . b\n7 . . . . . . B\n5 . . . r")
	for _, text := range []string{"D5-E5-F5-G5", "D5-F5", "D5-E5-E5"} {
		if _, err := s.ParseMove(text); err == nil {
			t.Errorf("ParseMove(%q): got no error, want one", text)
		}
	}
	rulestest.PlayMoves(t, s, "D5-E5-F5")
	if _, _, ok := s.At(sq(t, "F5")); !ok {
		t.Errorf("F5 is empty after D5-E5-F5")
	}
}

// The goal: the first to bring all nine pieces into the rightmost region
// of their region row (columns J to L) wins.
func TestGoal(t *testing.T) {
	diagram := "9 b B b\n8 b B b\n7 b B b\n6 . . . . . . . . . r R r\n5 . . . . . . . . . r R r\n4 . . . . . . . . r . R r"
	s := position(t, 2, "", 0, diagram)
	if got := s.Scores(); !slices.Equal(got, []int{8, 0}) {
		t.Errorf("scores: got %v, want [8 0]", got)
	}
	if s.Over() {
		t.Errorf("over with eight pieces home")
	}
	rulestest.PlayMoves(t, s, "I4-J4")
	if !s.Over() || s.Ending() != Home {
		t.Fatalf("all nine home: got over %v, ending %q, want over, %q", s.Over(), s.Ending(), Home)
	}
	if got := s.Results(); !slices.Equal(got, []float64{1, 0}) {
		t.Errorf("results: got %v, want [1 0]", got)
	}
	rulestest.WantResult(t, s, "1-0")
}

// The expert goal: the triangles must also end where they started in
// their region, the middle column (K); a player with all nine arrived
// but a triangle misplaced has no move and passes.
func TestExpertGoal(t *testing.T) {
	rows := "6 . . . . . . . . . r R r\n5 . . . . . . . . . r R r\n"
	t.Run("triangles in place", func(t *testing.T) {
		s := position(t, 2, VariantExpert, 0, "8 . . . b B b\n"+rows+"4 . . . . . . . . r . R r")
		rulestest.PlayMoves(t, s, "I4-J4")
		if !s.Over() || s.Winner() != 0 {
			t.Errorf("expert, triangles on K: got over %v, winner %d, want Red's win", s.Over(), s.Winner())
		}
	})
	t.Run("a triangle misplaced", func(t *testing.T) {
		s := position(t, 2, VariantExpert, 0, "8 . . . b B b\n"+rows+"4 . . . . . . . . R . r r")
		rulestest.PlayMoves(t, s, "I4-J4")
		if s.Over() {
			t.Fatalf("expert, a triangle on J4: the game is over\n%s", s)
		}
		if got := s.Scores(); got[0] != 9 {
			t.Errorf("scores: got %v, want Red's nine home", got)
		}
		rulestest.PlayMoves(t, s, "F8-G8")
		sameMoves(t, "Red, nine home, a triangle misplaced", rulestest.LegalStrings(s), []string{"pass"})
		rulestest.PlayMoves(t, s, "pass")
		if s.Over() || s.ToMove() != 1 {
			t.Errorf("after Red's pass: got over %v, seat %d to move, want Blue to move", s.Over(), s.ToMove())
		}
	})
	t.Run("standard goal with the same position", func(t *testing.T) {
		s := position(t, 2, "", 0, "8 . . . b B b\n"+rows+"4 . . . . . . . . R . r r")
		rulestest.PlayMoves(t, s, "I4-J4")
		if !s.Over() || s.Winner() != 0 {
			t.Errorf("standard goal, a triangle on J4: got over %v, winner %d, want Red's win", s.Over(), s.Winner())
		}
	})
}

// A player with no legal move passes, and only then; every seat passing
// twice round brings the position back a third time: a draw.
func TestPass(t *testing.T) {
	s := NewState(2, false, false)
	if _, err := s.ParseMove("pass"); err == nil {
		t.Errorf("pass at the start: got no error, want one")
	}
	home := "9 . . . . . . . . . B b b\n8 . . . . . . . . . B b b\n7 . . . . . . . . . B b b\n" +
		"6 . . . . . . . . . R r r\n5 . . . . . . . . . R r r\n4 . . . . . . . . . R r r"
	s = position(t, 2, VariantExpert, 0, home)
	for i := 0; i < 3; i++ {
		sameMoves(t, "both stuck", rulestest.LegalStrings(s), []string{"pass"})
		rulestest.PlayMoves(t, s, "pass")
	}
	if s.Over() {
		t.Fatalf("over after 3 passes")
	}
	rulestest.PlayMoves(t, s, "pass")
	if !s.Over() || s.Ending() != Repetition {
		t.Fatalf("after 4 passes: got over %v, ending %q, want a draw by repetition", s.Over(), s.Ending())
	}
	if got := s.Results(); !slices.Equal(got, []float64{0.5, 0.5}) {
		t.Errorf("results: got %v, want [0.5 0.5]", got)
	}
}

// In team play a partner's pieces are not opposing pieces, and both
// partners must bring their pieces home; seats 1 and 2 play against 3
// and 4.
func TestTeams(t *testing.T) {
	// Red (rows 1–3) moves to column E, which holds a Blue piece
	// (Red's partner) and a Yellow one.
	diagram := "8 . . . . y\n5 . . . . b\n2 . . . r"
	s := position(t, 4, VariantTeams, 0, diagram)
	sameMoves(t, "teams: one opposing piece and a partner's", movesFrom(s, "D2"), []string{"D2-E2", "D2-E2-F2"})
	s = position(t, 4, "", 0, diagram)
	sameMoves(t, "no teams: two opposing pieces", movesFrom(s, "D2"), []string{"D2-E2"})
	s = position(t, 4, VariantTeams, 0, "5 . . . . b\n2 . . . r")
	sameMoves(t, "teams: a partner's piece alone", movesFrom(s, "D2"), []string{"D2-E2"})

	red := "3 . . . . . . . . . r R r\n2 . . . . . . . . . r R r\n1 . . . . . . . . r . R r\n"
	blue := "6 . . . . . . . . . b B b\n5 . . . . . . . . . b B b\n"
	others := "10 g\n7 y\n"
	t.Run("one partner home", func(t *testing.T) {
		s := position(t, 4, VariantTeams, 0, red+blue+others+"4 b . . . . . . . . . B b")
		rulestest.PlayMoves(t, s, "I1-J1")
		if s.Over() {
			t.Fatalf("Red home, Blue not: the game is over\n%s", s)
		}
		rulestest.PlayMoves(t, s, "A4-B4", "A7-B7")
		rulestest.PlayMoves(t, s, movesFrom(s, "A10")[0])
		sameMoves(t, "Red home, its partner not", rulestest.LegalStrings(s), []string{"pass"})
		rulestest.PlayMoves(t, s, "pass")
		if s.Over() || s.ToMove() != 1 {
			t.Errorf("after Red's pass: got over %v, seat %d to move, want Blue to move", s.Over(), s.ToMove())
		}
	})
	t.Run("both partners home", func(t *testing.T) {
		s := position(t, 4, VariantTeams, 1, red+blue+others+"4 . . . . . . . . b . B b")
		rulestest.PlayMoves(t, s, "I4-J4")
		if s.Over() {
			t.Fatalf("Blue home, Red not: the game is over\n%s", s)
		}
		rulestest.PlayMoves(t, s, "A7-B7")
		rulestest.PlayMoves(t, s, movesFrom(s, "A10")[0])
		rulestest.PlayMoves(t, s, "I1-J1")
		if !s.Over() || s.Ending() != Home {
			t.Fatalf("both partners home: got over %v, ending %q, want %q", s.Over(), s.Ending(), Home)
		}
		if got := s.Results(); !slices.Equal(got, []float64{0.5, 0.5, 0, 0}) {
			t.Errorf("results: got %v, want [0.5 0.5 0 0]", got)
		}
		rulestest.WantResult(t, s, "1-1-0-0")
	})
}

// sq reads a square's name.
func sq(t *testing.T, name string) buchholz.Square {
	t.Helper()
	s, err := buchholz.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The variants: teams only at four players, the expert goal at any
// number, both words in either order; the record writes them back in one
// order, and nothing for the standard game.
func TestVariants(t *testing.T) {
	for _, c := range []struct {
		players, variant string
		ok               bool
		setup            string
	}{
		{"2", "", true, ""},
		{"2", "standard", true, ""},
		{"3", "expert", true, "expert"},
		{"4", "teams", true, "teams"},
		{"4", "expert teams", true, "teams expert"},
		{"4", "teams expert", true, "teams expert"},
		{"2", "teams", false, ""},
		{"3", "teams expert", false, ""},
		{"4", "teams teams", false, ""},
		{"2", "standard expert", false, ""},
		{"2", "random", false, ""},
		{"5", "", false, ""},
		{"1", "", false, ""},
	} {
		s, err := Game{}.New(rules.Options{rules.KeyPlayers: c.players, rules.KeyVariant: c.variant})
		if (err == nil) != c.ok {
			t.Errorf("New(%s players, %q): got error %v, want ok %v", c.players, c.variant, err, c.ok)
			continue
		}
		if err != nil {
			continue
		}
		if got := s.Setup()[rules.KeyVariant]; got != c.setup {
			t.Errorf("New(%s players, %q).Setup(): got variant %q, want %q", c.players, c.variant, got, c.setup)
		}
		if got := s.Setup()[rules.KeyPlayers]; got != c.players {
			t.Errorf("New(%s players, %q).Setup(): got players %q, want %q", c.players, c.variant, got, c.players)
		}
	}
}

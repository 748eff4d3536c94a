package alignement

import (
	"slices"
	"testing"

	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// The sheet: "player 1: square, cylinder, triangle, square, moves the
// cylinder, triangle; player 2: triangle, square, cylinder, triangle,
// square, moves the cylinder".
func TestKindCycleGivesTheSheetsSequence(t *testing.T) {
	want := [2][]string{
		{"place S", "place C", "place T", "place S", "move C", "place T"},
		{"place T", "place S", "place C", "place T", "place S", "move C"},
	}
	var got [2][]string
	s := NewState()
	for turn := 0; turn < 12; turn++ {
		seat, k := s.ToMove(), s.Kind()
		legal := s.Legal(nil)
		_, placing := IsPlacement(legal[0])
		what := "move "
		if placing {
			what = "place "
		}
		got[seat] = append(got[seat], what+string(k.Letter()))
		rulestest.PlayMoves(t, s, opening[turn])
	}
	for p := 0; p < 2; p++ {
		if !slices.Equal(got[p], want[p]) {
			t.Errorf("%s: got %v, want %v", SeatNames[p], got[p], want[p])
		}
	}
}

// opening is a start of twelve turns that makes no line.
var opening = []string{"S@B2", "T@E2", "C@H5", "S@K2", "T@E8", "C@K11", "S@H11", "T@B8", "H5-H8", "S@B11", "T@E5", "K11-K8"}

func TestForcedKindCycle(t *testing.T) {
	wantKinds := []buchholz.Kind{buchholz.Block, buchholz.Triangle, buchholz.Cylinder}
	s := NewState()
	for ply := 0; ply < 12; ply++ {
		if got, want := s.ToMove(), ply%2; got != want {
			t.Errorf("turn %d: got seat %v, want %v", ply+1, got, want)
		}
		if got, want := s.Kind(), wantKinds[ply%3]; got != want {
			t.Errorf("turn %d: got kind %c, want %c", ply+1, got.Letter(), want.Letter())
		}
		rulestest.PlayMoves(t, s, opening[ply])
	}
}

func TestPlacingOnAnyEmptyCircle(t *testing.T) {
	s := NewState()
	if got := len(s.Legal(nil)); got != 16 {
		t.Errorf("at the start: got %v placements, want 16", got)
	}
	rulestest.PlayMoves(t, s, "S@B2", "T@E2")
	if got, want := len(s.Legal(nil)), 14; got != want {
		t.Errorf("after two placements: got %v moves, want %v", got, want)
	}
	for _, bad := range []string{"C@B2", "C@E2", "T@H2", "S@H2", "C@C2", "C@A1", "@H2", "C@", "CC@H2", "H2", "B2-E2"} {
		if _, err := s.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
	for _, good := range []string{"C@H2", "c@h2", "C@K11"} {
		if _, err := s.ParseMove(good); err != nil {
			t.Errorf("ParseMove(%q): %v", good, err)
		}
	}
}

func TestMovingWhenTheKindIsPlaced(t *testing.T) {
	// Turn 9: Red moves the cylinder, on B2, though a triangle is in
	// hand.
	s := position(t, `
		. . . .
		t . . .
		. s T t
		C S S c`, 8)
	got := rulestest.LegalStrings(s)
	want := []string{"B2-B5"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	rulestest.WantIllegal(t, s, "T@B8", "kind")
}

func TestCylinderMovesDiagonallyTriangleAndSquareDoNot(t *testing.T) {
	cases := []struct {
		name    string
		diagram string
		ply     int
		want    []string
	}{
		// Red's cylinder on E5, every piece placed; Red to move it
		// (turn 15: ply 14, kind cylinder, Red).
		{"cylinder", `
			. . . .
			. . . .
			S C T c
			T S . t`, 14, nil},
		// Red's triangles on E5 and K2; turn 17 (ply 16): Red, triangle.
		{"triangle", `
			. . . .
			. . . .
			S T C .
			s S c T`, 16, nil},
		// Red's squares on B5 and E5, turn 13 (ply 12): Red, square.
		{"square", `
			. . . .
			. . . .
			S S C .
			t T c T`, 12, nil},
	}
	cases[0].want = []string{"E5-B8", "E5-E8", "E5-H8", "E5-H2"}
	cases[1].want = []string{"E5-E8", "K2-K5"}
	cases[2].want = []string{"B5-B8", "E5-E8"}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := position(t, c.diagram, c.ply)
			for p := 0; p < 2; p++ {
				for k := buchholz.Kind(0); k < numKinds; k++ {
					s.hand[p][k] = 0
				}
			}
			got := rulestest.LegalStrings(s)
			slices.Sort(got)
			slices.Sort(c.want)
			if !slices.Equal(got, c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

func TestFourInALineWins(t *testing.T) {
	cases := []struct {
		name, diagram string
		ply           int
		move          string
	}{
		{"row", `
			. . . .
			. . . .
			t s c .
			S T C .`, 6, "S@K2"},
		{"column", `
			S . . .
			S . . .
			T t c .
			. C t s`, 8, "E2-B2"},
		{"diagonal", `
			. . . T
			. . C .
			. S t s
			. c . .`, 6, "S@B2"},
		{"antidiagonal", `
			C . . .
			. T . .
			t s S .
			. c . .`, 6, "S@K2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := position(t, c.diagram, c.ply)
			rulestest.PlayMoves(t, s, c.move)
			if got, want := s.Winner(), 0; got != want {
				t.Fatalf("got winner %v, want %v:\n%s", got, want, s)
			}
			if got, want := s.Ending(), Line; got != want {
				t.Errorf("got ending %v, want %v", got, want)
			}
			if got := len(s.WinLine()); got != 4 {
				t.Errorf("got a line of %v circles, want 4", got)
			}
		})
	}
}

func TestThreeOfAColumnAndTheCylinderWin(t *testing.T) {
	// Red's cylinder steps diagonally into the column B.
	s := position(t, `
		S . . .
		S . . .
		. C t .
		T c t s`, 14)
	s.hand = [2][numKinds]int8{}
	rulestest.PlayMoves(t, s, "E5-B5")
	if got, want := s.Winner(), 0; got != want {
		t.Fatalf("got winner %v, want %v:\n%s", got, want, s)
	}
}

func TestBlockedKindLoses(t *testing.T) {
	// Turn 13 (ply 12): Red must move a square; both are walled in.
	s := position(t, `
		. . . .
		s c . .
		S t . .
		S T C .`, 11)
	s.hand = [2][numKinds]int8{{0, 1, 0}, {0, 1, 1}}
	// Turn 12: Blue moves the cylinder from E8 to H8 (or anywhere);
	// afterwards Red's squares on B2 and B5 have no empty neighbour.
	s.hand = [2][numKinds]int8{}
	rulestest.PlayMoves(t, s, "E8-H11")
	if !s.Over() {
		t.Fatalf("not over:\n%s", s)
	}
	if got, want := s.Winner(), 1; got != want {
		t.Errorf("got winner %v, want %v", got, want)
	}
	if got, want := s.Ending(), Blocked; got != want {
		t.Errorf("got ending %v, want %v", got, want)
	}
	if got := s.Legal(nil); len(got) != 0 {
		t.Errorf("got %v legal moves after the end, want none", len(got))
	}
}

func TestThreefoldRepetitionDraws(t *testing.T) {
	s := position(t, `
		c . t s
		T . S C
		S T . .
		. . t s`, 12)
	// Twelve turns, two rounds of the cycle, bring every piece back.
	round := []string{"B5-B2", "H2-E2", "K8-H5", "K2-K5", "B8-E8", "B11-E11", "B2-B5", "E2-H2", "H5-K8", "K5-K2", "E8-B8", "E11-B11"}
	rulestest.PlayMoves(t, s, round...)
	if s.Over() {
		t.Fatalf("over at the second occurrence:\n%s", s)
	}
	rulestest.PlayMoves(t, s, round[:11]...)
	if s.Over() {
		t.Fatalf("over before the third occurrence:\n%s", s)
	}
	rulestest.PlayMoves(t, s, round[11])
	if !s.Over() || s.Winner() != draw || s.Ending() != Repetition {
		t.Fatalf("got winner %v, ending %q, want a draw by repetition:\n%s", s.Winner(), s.Ending(), s)
	}
	rulestest.WantResult(t, s, "1/2-1/2")
}

func TestPlacementResetsRepetition(t *testing.T) {
	// The same circles after a placement are another position: the
	// pieces in hand differ.
	a, b := NewState(), NewState()
	rulestest.PlayMoves(t, a, "S@B2")
	if a.Hash() == b.Hash() {
		t.Errorf("got equal hashes before and after a placement")
	}
}

package saute

import (
	"math/rand/v2"
	"testing"
)

// The greedy baseline takes the move that gains the most squares: here
// the bonus path D5-E5-F5 (two squares) over A6-B6 or D5-E5 (one).
func TestGreedyMove(t *testing.T) {
	s := position(t, 2, "", 0, "8 . . . . b\n6 r\n5 . . . r")
	rng := rand.New(rand.NewPCG(1, 1))
	if got := s.MoveString(s.GreedyMove(rng)); got != "D5-E5-F5" {
		t.Errorf("greedy move: got %v, want D5-E5-F5", got)
	}
}

// With the expert goal, the baseline and the playouts keep away from a
// move that packs a row against the edge in the wrong order, while
// another move is left: the square on J4 must not go to K4, the
// triangle's place, next to the square on L4.
func TestExpertAvoidsDeadEnds(t *testing.T) {
	s := position(t, 2, VariantExpert, 0, "8 b\n5 r\n4 . . . . . . . . . r . r")
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 20; i++ {
		for name, m := range map[string]func() string{
			"greedy":  func() string { return s.MoveString(s.GreedyMove(rng)) },
			"playout": func() string { return s.MoveString(s.PlayoutMove(rng)) },
		} {
			if got := m(); got == "J4-K4" {
				t.Fatalf("%s: got %v, a row that can never end right", name, got)
			}
		}
	}
	if !s.dooms(sq(t, "J4"), 10) {
		t.Errorf("J4 to K4 (squares on K4 and L4): got no dead end, want one")
	}
	if s.dooms(sq(t, "A5"), 1) {
		t.Errorf("A5 to B5: got a dead end, want none")
	}
}

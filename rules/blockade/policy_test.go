package blockade

import (
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
)

// testPositions returns a variety of positions: starts, midgames of both
// games, and the corridor positions where only walls or a pass remain.
func testPositions(t *testing.T) []*State {
	ps := []*State{NewState(false), NewState(true)}
	for i := 0; i < 12; i++ {
		ps = append(ps, midgame(i%2 == 1, 4+6*i, uint64(i)))
	}
	ps = append(ps,
		position(t, pos{white: []string{"a1", "b1"}, black: []string{"c1", "d1"}, walls: serpentine(), hand: [2][2]int{{0, 9}, {9, 9}}}),
		position(t, pos{white: []string{"a1", "b1"}, black: []string{"c1", "d1"}, walls: serpentine(), hand: [2][2]int{{1, 0}, {9, 9}}}),
		position(t, pos{white: []string{"a1", "a14"}, black: []string{"f7", "g7"}, walls: serpentine(), hand: [2][2]int{{0, 9}, {9, 9}}}),
	)
	var out []*State
	for _, s := range ps {
		if !s.Over() {
			out = append(out, s)
		}
	}
	return out
}

// The evaluation is a share of the win in [0, 1] per seat; the side
// nearer its goal, or to move in an even race, is ahead.
func TestEvaluate(t *testing.T) {
	s := NewState(false)
	v := s.Evaluate(nil)
	if len(v) != 2 || v[0]+v[1] < 0.999 || v[0]+v[1] > 1.001 || v[0] <= 0.5 {
		t.Errorf("start: Evaluate() = %v, want White (to move) slightly ahead", v)
	}
	near := position(t, pos{white: []string{"d9", "h4"}, black: []string{"d11", "h11"}, hand: [2][2]int{{0, 0}, {0, 0}}, blackToMove: true})
	if v := near.Evaluate(nil); v[0] < 0.9 {
		t.Errorf("White one move from the goal, no walls: Evaluate() = %v, want White far ahead", v)
	}
	far := position(t, pos{white: []string{"d4", "h4"}, black: []string{"d6", "h6"}, hand: [2][2]int{{0, 0}, {0, 0}}})
	if v := far.Evaluate(nil); v[1] < 0.9 {
		t.Errorf("Black one move from the goal, no walls: Evaluate() = %v, want Black far ahead", v)
	}
	for _, p := range testPositions(t) {
		v := p.Evaluate(nil)
		if len(v) != 2 || v[0] < 0 || v[0] > 1 || v[1] < 0 || v[1] > 1 {
			t.Errorf("Evaluate() = %v", v)
		}
	}
}

// SearchMoves is a non-empty subset of Legal: a winning move alone when
// there is one, otherwise pawn moves along shortest paths with the walls
// lengthening the other side's path most.
func TestSearchMoves(t *testing.T) {
	for _, s := range testPositions(t) {
		legal := s.Legal(nil)
		sm := s.SearchMoves(nil)
		if len(sm) == 0 {
			t.Fatalf("SearchMoves() is empty\n%s", s)
		}
		for _, m := range sm {
			if !slices.Contains(legal, m) {
				t.Fatalf("SearchMoves() lists %s, not legal\n%s", s.MoveString(m), s)
			}
		}
	}
	// A win is all there is to search.
	s := position(t, pos{white: []string{"d9", "h4"}, black: []string{"d11", "h11"}, hand: full})
	if sm := s.SearchMoves(nil); len(sm) != 1 || s.MoveString(sm[0]) != "d9-d11" {
		t.Errorf("SearchMoves() with a win = %v, want only d9-d11", movesText(s, sm))
	}
	// Black's pawn on d6 runs for d4 straight down: the walls across
	// column d in front of it are searched, with White's best pawn moves.
	s = position(t, pos{white: []string{"d4", "h4"}, black: []string{"d8", "h11"}, hand: full})
	sm := movesText(s, s.SearchMoves(nil))
	for _, want := range []string{"d4-d6/c6h", "d4-d6/d6h", "h4-h6/c6h"} {
		if !slices.Contains(sm, want) {
			t.Errorf("SearchMoves() lacks %s: %v", want, sm)
		}
	}
	for _, m := range sm {
		if m[:2] == "d4" && m[:5] != "d4-d6" && m[:5] != "d4-c5" && m[:5] != "d4-e5" {
			t.Errorf("SearchMoves() has %s, away from the goals", m)
		}
	}
}

func movesText(s *State, ms []rules.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, s.MoveString(m))
	}
	return out
}

// Priors are finite and non-negative; winning moves and walls that
// lengthen the other side's path weigh more.
func TestPriors(t *testing.T) {
	for _, s := range testPositions(t) {
		legal := s.Legal(nil)
		w := make([]float64, len(legal))
		s.Priors(legal, w)
		for i, x := range w {
			if !(x >= 0) || x > 1e300 {
				t.Fatalf("Priors()[%s] = %v", s.MoveString(legal[i]), x)
			}
		}
	}
	s := position(t, pos{white: []string{"d4", "h4"}, black: []string{"d8", "h11"}, hand: full})
	moves := []rules.Move{}
	for _, text := range []string{"d4-d6/d6h", "d4-d6/a1h", "d4-d2/a1h"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	w := make([]float64, len(moves))
	s.Priors(moves, w)
	if !(w[0] > w[1] && w[1] > w[2]) {
		t.Errorf("Priors(d4-d6/d6h, d4-d6/a1h, d4-d2/a1h) = %v, want decreasing", w)
	}
}

// PlayoutMove and GreedyMove are legal, take a win, and finish games.
func TestPlayoutAndGreedy(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, s := range testPositions(t) {
		legal := s.Legal(nil)
		for i := 0; i < 5; i++ {
			if m := s.PlayoutMove(rng); !slices.Contains(legal, m) {
				t.Fatalf("PlayoutMove() = %s, not legal\n%s", s.MoveString(m), s)
			}
			if m := s.GreedyMove(rng); !slices.Contains(legal, m) {
				t.Fatalf("GreedyMove() = %s, not legal\n%s", s.MoveString(m), s)
			}
		}
	}
	s := position(t, pos{white: []string{"c10", "h4"}, black: []string{"a13", "k13"}, hand: full})
	if m := s.PlayoutMove(rng); s.MoveString(m) != "c10-d11" {
		t.Errorf("PlayoutMove() = %s, want the win c10-d11", s.MoveString(m))
	}
	if m := s.GreedyMove(rng); s.MoveString(m) != "c10-d11" {
		t.Errorf("GreedyMove() = %s, want the win c10-d11", s.MoveString(m))
	}
	// Greedy moves a pawn along a shortest path: from d4 with the goals
	// straight ahead, d6 (5 steps left) or the diagonals (6 steps, also
	// 3 turns); never backwards.
	s = NewState(false)
	for i := 0; i < 20; i++ {
		text := s.MoveString(s.GreedyMove(rng))
		switch text[:5] {
		case "d4-d6", "h4-h6":
		default:
			t.Errorf("GreedyMove() = %s at the start, want d4-d6 or h4-h6", text)
		}
	}
	for _, culdesac := range []bool{false, true} {
		for g := 0; g < 10; g++ {
			s := NewState(culdesac)
			for n := 0; !s.Over(); n++ {
				if n > 1000 {
					t.Fatalf("playout not over after 1000 moves\n%s", s)
				}
				if g%2 == 0 {
					s.Apply(s.PlayoutMove(rng))
				} else {
					s.Apply(s.GreedyMove(rng))
				}
			}
		}
	}
}

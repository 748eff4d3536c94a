package blokusduo

import (
	"math"
	"math/rand/v2"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after n greedy moves from the start:
// GreedyMove, not the playout policy, so that the benchmarks' positions
// stay the same when the policy changes.
func midgame(n int, seed uint64) *State {
	rng := rand.New(rand.NewPCG(seed, 0))
	s := NewState()
	for i := 0; i < n && !s.Over(); i++ {
		s.Apply(s.GreedyMove(rng))
	}
	return s
}

func BenchmarkLegal(b *testing.B) {
	for _, bc := range []struct {
		name string
		ply  int
	}{{"start", 0}, {"ply6", 6}, {"ply16", 16}, {"ply30", 30}} {
		b.Run(bc.name, func(b *testing.B) { rulestest.BenchLegal(b, midgame(bc.ply, 1)) })
	}
}

func BenchmarkPlayout(b *testing.B) {
	rulestest.BenchPlayout(b, NewState(), rand.New(rand.NewPCG(1, 2)))
}

func BenchmarkRandomPlayout(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	start := NewState()
	var s State
	var buf []rules.Move
	for b.Loop() {
		s = *start
		for !s.Over() {
			buf = s.Legal(buf)
			s.Apply(buf[rng.IntN(len(buf))])
		}
	}
}

func BenchmarkPriors(b *testing.B) {
	s := midgame(8, 1)
	moves := s.SearchMoves(nil)
	w := make([]float64, len(moves))
	for b.Loop() {
		s.Priors(moves, w)
	}
	b.ReportMetric(float64(len(moves)), "moves")
}

func TestFastExp(t *testing.T) {
	for x := -30.0; x <= 30; x += 0.0137 {
		got, want := fastExp(x), math.Exp(x)
		if d := math.Abs(got-want) / want; d > 0.005 {
			t.Fatalf("fastExp(%v) = %v, want %v (relative error %v)", x, got, want, d)
		}
	}
}

// BenchmarkTables measures building the precomputed tables, which a
// program pays once, when it first uses Blokus Duo (in the browser too):
// opening a game (the placements, and the candidates of the squares the
// start's legal moves ask for) and all of them, as a search ends up
// making every square's candidates and the priors' squares around each
// placement.
func BenchmarkTables(b *testing.B) {
	for _, all := range []bool{false, true} {
		name := "open"
		if all {
			name = "all"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				buildPlacements()
				NewState().Legal(nil)
				if all {
					for x := range stride * Size {
						makeCandidates(Square(x))
					}
					buildAroundSquares()
				}
			}
		})
	}
}

package porte

import (
	"context"
	"math/rand/v2"
	"testing"

	"impasse/ai"
	"impasse/rules"
)

// midgame returns the position after plies playout moves from the start
// of n players.
func midgame(n, plies int) *State {
	s := NewState(n, false)
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < plies && !s.Over(); i++ {
		s.Apply(s.PlayoutMove(rng))
	}
	return s
}

// BenchmarkLegal measures full legal move generation (every entry tested
// on the way); moves/s counts the moves listed per second.
func BenchmarkLegal(b *testing.B) {
	for _, n := range []int{2, 4} {
		b.Run(string(rune('0'+n))+"p", func(b *testing.B) {
			s := midgame(n, 10)
			var buf []rules.Move
			count := 0
			for b.Loop() {
				buf = s.Legal(buf)
				count += len(buf)
			}
			b.ReportMetric(float64(len(buf)), "moves")
			b.ReportMetric(float64(count)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkPlayout measures whole games by the playout policy from the
// start; playouts/s is what the search gets when it plays to the end.
func BenchmarkPlayout(b *testing.B) {
	for _, n := range []int{2, 4} {
		b.Run(string(rune('0'+n))+"p", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			start := NewState(n, false)
			s := NewState(n, false)
			plies := 0
			for b.Loop() {
				s.CopyFrom(start)
				for !s.Over() {
					s.Apply(s.PlayoutMove(rng))
					plies++
				}
			}
			b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkEvaluate measures the evaluation that ends the levels' cut
// simulations.
func BenchmarkEvaluate(b *testing.B) {
	s := midgame(4, 20)
	var buf []float64
	for b.Loop() {
		buf = s.Evaluate(buf)
	}
}

// BenchmarkMCTS measures the levels' search: simulations per second from
// a middle game at two players.
func BenchmarkMCTS(b *testing.B) {
	s := midgame(2, 10)
	m := &ai.MCTS{Iterations: 500, Seed: 1, PlayoutDepth: 24}
	for b.Loop() {
		if _, _, err := m.Move(context.Background(), s); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(500*b.N)/b.Elapsed().Seconds(), "sims/s")
}

package porte

import (
	"math/rand/v2"
	"testing"

	"impasse/ai/aitest"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after plies playout moves from the start
// of n players.
func midgame(n, plies int) *State {
	return rulestest.Midgame(NewState(n, false), plies, rand.New(rand.NewPCG(1, 1)))
}

// BenchmarkLegal measures full legal move generation (every entry tested
// on the way).
func BenchmarkLegal(b *testing.B) {
	for _, n := range []int{2, 4} {
		b.Run(string(rune('0'+n))+"p", func(b *testing.B) { rulestest.BenchLegal(b, midgame(n, 10)) })
	}
}

// BenchmarkPlayout measures whole games by the playout policy from the
// start, what the search gets when it plays to the end.
func BenchmarkPlayout(b *testing.B) {
	for _, n := range []int{2, 4} {
		b.Run(string(rune('0'+n))+"p", func(b *testing.B) {
			rulestest.BenchPlayout(b, NewState(n, false), rand.New(rand.NewPCG(1, 2)))
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
	level := rules.Level{Search: rules.SearchMCTS, Iterations: 500, Tuning: rules.Tuning{PlayoutDepth: 24}}
	aitest.BenchSearch(b, level, midgame(2, 10), "sims/s")
}

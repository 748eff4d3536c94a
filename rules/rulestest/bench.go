package rulestest

import (
	"math/rand/v2"
	"testing"

	"impasse/rules"
)

// Playable is a State with a playout policy (rules.PlayoutPolicy) that
// copies another in place (rules.Copier): what Midgame and BenchPlayout
// play.
type Playable interface {
	rules.State
	rules.PlayoutPolicy
	rules.Copier
}

// Midgame plays n moves of the playout policy from s, drawn with rng, or
// fewer where the game ends, and returns s: a position for a benchmark
// or a fuzz target.
func Midgame[S Playable](s S, n int, rng *rand.Rand) S {
	for i := 0; i < n && !s.Over(); i++ {
		s.Apply(s.PlayoutMove(rng))
	}
	return s
}

// BenchLegal measures s.Legal: moves is how many moves it lists, moves/s
// how many it lists a second.
func BenchLegal(b *testing.B, s rules.State) {
	var buf []rules.Move
	n := 0
	for b.Loop() {
		buf = s.Legal(buf)
		n += len(buf)
	}
	b.ReportMetric(float64(len(buf)), "moves")
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

// BenchPlayout measures whole games of the playout policy from start,
// drawn with rng, on one State copied from start again for each:
// plies/op is a game's length, playouts/s how many games a search plays
// a second.
func BenchPlayout[S Playable](b *testing.B, start S, rng *rand.Rand) {
	s := start.Clone().(S)
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
}

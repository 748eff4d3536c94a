package empire

import (
	"testing"

	"impasse/rules"
)

// midgame returns a position after up to six moves of each seat, reached
// by the playout policy, the game still going on.
func midgame(players int, teams bool) *State {
	s := NewState(players, teams)
	rng := newRand(3)
	for i := 0; i < 6*players; i++ {
		c := s.Clone().(*State)
		if c.Apply(c.PlayoutMove(rng)); c.Over() {
			break
		}
		s = c
	}
	return s
}

func BenchmarkLegal(b *testing.B) {
	s := midgame(2, false)
	var buf []rules.Move
	for b.Loop() {
		buf = s.Legal(buf)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	s := midgame(2, false)
	var buf []float64
	for b.Loop() {
		buf = s.Evaluate(buf)
	}
}

func BenchmarkPriors(b *testing.B) {
	s := midgame(2, false)
	moves := s.Legal(nil)
	w := make([]float64, len(moves))
	for b.Loop() {
		s.Priors(moves, w)
	}
}

// BenchmarkPlayoutStep is one move of a simulation: the policy's choice
// applied to a copy.
func BenchmarkPlayoutStep(b *testing.B) {
	s := midgame(4, false)
	c := s.Clone().(*State)
	rng := newRand(1)
	for b.Loop() {
		c.CopyFrom(s)
		c.Apply(c.PlayoutMove(rng))
	}
}

// BenchmarkPicture measures what the board asks of a position each time
// it is drawn, the opponents' winning moves included, at four players.
func BenchmarkPicture(b *testing.B) {
	s := midgame(4, false)
	for b.Loop() {
		s.Picture()
	}
}

package alignement

import (
	"math"
	"math/rand/v2"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// This file holds what the search and the baselines know of the game: a
// value for positions (Evaluate: the lines each side still can fill), a
// quick move for simulations (PlayoutMove) and the greedy baseline
// (GreedyMove).

// lineWeights[n] is the worth of a line holding n pieces of one side and
// none of the other.
var lineWeights = [5]float64{0, 0.1, 0.5, 2, 0}

// Evaluate returns each seat's share of the win, a logistic curve of the
// difference between the two sides' open lines, each worth more the more
// pieces it already holds.
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if s.Over() {
		return append(buf, s.Results()...)
	}
	p := s.ply % 2
	mine, theirs := s.own(p), s.own(1-p)
	x := 0.25
	for _, l := range lines {
		a, b := popcount(mine&l), popcount(theirs&l)
		switch {
		case b == 0:
			x += lineWeights[a]
		case a == 0:
			x -= lineWeights[b]
		}
	}
	v := 1 / (1 + math.Exp(-x))
	if p == 1 {
		return append(buf, 1-v, v)
	}
	return append(buf, v, 1-v)
}

func popcount(m mask) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// winning returns a move of legal that completes a line, and false when
// there is none.
func (s *State) winning(legal []rules.Move) (rules.Move, bool) {
	mine := s.own(s.ply % 2)
	for _, m := range legal {
		from, to := decode(m)
		after := mine&^bit(from) | bit(to)
		if from == to {
			after = mine | bit(to)
		}
		if hasLine(after) {
			return m, true
		}
	}
	return 0, false
}

// PlayoutMove completes a line when it can, else plays at random.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	var buf [Circles * 8]rules.Move
	legal := s.Legal(buf[:0])
	if m, ok := s.winning(legal); ok {
		return m
	}
	return legal[rng.IntN(len(legal))]
}

// GreedyMove completes a line when it can; otherwise it plays, among the
// moves after which the other side cannot complete a line at once, one of
// those Evaluate likes best.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	legal := s.Legal(nil)
	if m, ok := s.winning(legal); ok {
		return m
	}
	p := s.ply % 2
	var best buchholz.Best[float64]
	var buf [2]float64
	var reply []rules.Move
	for _, m := range legal {
		c := s.Clone().(*State)
		c.Apply(m)
		var v float64
		if c.Over() {
			v = c.Results()[p] * 10
		} else {
			reply = c.Legal(reply)
			v = c.Evaluate(buf[:0])[p]
			if _, ok := c.winning(reply); ok {
				v -= 10
			}
		}
		best.Add(m, v)
	}
	return best.Pick(rng)
}

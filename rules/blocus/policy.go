package blocus

import (
	"math"
	"math/rand/v2"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// This file holds what the search and the baseline know of the game: a
// value for positions (Evaluate: how far each king is from a way out),
// the moves worth searching (SearchMoves) and the greedy baseline
// (GreedyMove).

// Evaluate returns each seat's share of the win, a logistic curve of the
// difference between the kings' distances to a way out (see distance),
// with the guards still in hand, more supple than guards on the board,
// counting a little. A king that can leave at once wins.
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if s.Over() {
		return append(buf, s.Results()...)
	}
	p := s.ply % 2
	mine, theirs := distance(&s.cells, p), distance(&s.cells, 1-p)
	var v float64
	if mine == 0 {
		v = 0.99
	} else {
		x := 0.7*float64(theirs-mine) + 0.1*float64(s.hand[p]-s.hand[1-p])
		if theirs == 0 {
			x -= 0.7 // a way out to close at once
		}
		v = 1 / (1 + math.Exp(-x))
	}
	if p == 1 {
		return append(buf, 1-v, v)
	}
	return append(buf, v, 1-v)
}

// SearchMoves returns the moves worth searching: one way out when the
// king can leave (they all win), else every legal move.
func (s *State) SearchMoves(buf []rules.Move) []rules.Move {
	if canLeave(&s.cells, s.ply%2) {
		return append(buf[:0], ExitMove(0))
	}
	return s.Legal(buf)
}

// GreedyMove leads the king out when it can; otherwise it plays, among
// the moves that leave the other king no way out, one of those with the
// largest difference of distances to a way out, the other king's minus
// its own (see distance).
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	p := s.ply % 2
	legal := s.SearchMoves(nil)
	if legal[0] >= exitBase {
		return legal[0]
	}
	var best buchholz.Best[int]
	c := s.Clone().(*State)
	for _, m := range legal {
		c.CopyFrom(s)
		c.Apply(m)
		v := distance(&c.cells, 1-p) - distance(&c.cells, p)
		if canLeave(&c.cells, 1-p) {
			v -= 100
		}
		best.Add(m, v)
	}
	return best.Pick(rng)
}

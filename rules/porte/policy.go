package porte

import (
	"math"
	"math/rand/v2"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// This file holds what the search and the baselines know of the game: a
// value for positions (Evaluate: pieces entered and entries ready), a
// quick move for simulations (PlayoutMove), priors for the tree search
// and the greedy baseline (GreedyMove).

// threatens reports whether seat p, were it to move now, would have a
// move that enters a piece (the duty to leave a door aside); t is the
// position's nearTable.
func (s *State) threatens(t *nearTable, p int) bool {
	if s.reserve[p][buchholz.Triangle]+s.reserve[p][buchholz.Block] == 0 {
		return false
	}
	for _, from := range s.pieces[p][:s.count[p]] {
		k := s.board[from].kind()
		for _, d := range directions {
			x, y := from.Col()+d[0], from.Row()+d[1]
			for ; buchholz.OnBoard(x, y); x, y = x+d[0], y+d[1] {
				to := buchholz.Sq(x, y)
				if s.board[to] == 0 && !to.IsCircle() && s.canEnter(t, p, k, from, to) {
					return true
				}
			}
		}
	}
	return false
}

// Weights of Evaluate: an entry ready is worth part of a piece entered,
// more for the seat to move, who can make it at once.
const (
	readyToMove = 0.8
	readyLater  = 0.3
	// sharpness scales the differences of progress into shares.
	sharpness = 0.9
)

// progress is seat p's way towards finishing: the pieces entered and an
// entry ready; t is the position's nearTable.
func (s *State) progress(t *nearTable, p int) float64 {
	v := float64(s.Entered(p))
	if s.threatens(t, p) {
		if p == int(s.turn) {
			v += readyToMove
		} else {
			v += readyLater
		}
	}
	return v
}

// Evaluate returns each seat's share of the win: a softmax of each
// seat's progress (in team play, each team's, the partners' together,
// split equally between them).
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if s.winner != playing {
		return append(buf, s.Results()...)
	}
	var v [4]float64
	var t nearTable
	s.near(&t)
	for p := 0; p < s.n; p++ {
		v[p] = s.progress(&t, p)
	}
	if s.teams {
		a, b := v[0]+v[1], v[2]+v[3]
		x := 1 / (1 + math.Exp(-sharpness/2*(a-b)))
		return append(buf, x/2, x/2, (1-x)/2, (1-x)/2)
	}
	sum := 0.0
	for p := 0; p < s.n; p++ {
		v[p] = math.Exp(sharpness * v[p])
		sum += v[p]
	}
	for p := 0; p < s.n; p++ {
		buf = append(buf, v[p]/sum)
	}
	return buf
}

// entering returns the moves of legal that enter a piece, appended to
// buf[:0].
func entering(legal, buf []rules.Move) []rules.Move {
	buf = buf[:0]
	for _, m := range legal {
		if m != Pass && m%3 != 0 {
			buf = append(buf, m)
		}
	}
	return buf
}

// PlayoutMove enters a piece when it can, else plays at random.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	var buf, ebuf [512]rules.Move
	legal := s.Legal(buf[:0])
	if e := entering(legal, ebuf[:0]); len(e) > 0 {
		return e[rng.IntN(len(e))]
	}
	return legal[rng.IntN(len(legal))]
}

// Priors weighs the moves that enter far above the others.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	for i, m := range moves {
		weights[i] = 1
		if m != Pass && m%3 != 0 {
			weights[i] = 20
		}
	}
}

// GreedyMove enters a piece when it can; otherwise it plays one of the
// moves after which it could enter on its next turn, if the position
// stayed as it is; otherwise any move.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	legal := s.Legal(nil)
	if e := entering(legal, nil); len(e) > 0 {
		return e[rng.IntN(len(e))]
	}
	p := int(s.turn)
	var threats []rules.Move
	c := s.Clone().(*State)
	var t nearTable
	for _, m := range legal {
		c.CopyFrom(s)
		c.Apply(m)
		c.near(&t)
		if c.threatens(&t, p) {
			threats = append(threats, m)
		}
	}
	if len(threats) > 0 {
		return threats[rng.IntN(len(threats))]
	}
	return legal[rng.IntN(len(legal))]
}

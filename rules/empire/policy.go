package empire

import (
	"math"
	"math/rand/v2"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// This file holds what the search and the baselines know of the game: a
// value for positions (Evaluate: material, thrones, the commander's
// safety), priors for the tree search, a quick move for simulations
// (PlayoutMove) and the greedy baseline (GreedyMove).

// Weights of the evaluation, in pieces.
const (
	cavalryWorth  = 1.1
	archerWorth   = 1.0
	throneWorth   = 1.5
	kingSeated    = 1.5  // a commander on its own king's throne
	kingDistance  = 0.08 // per square between a commander and its king's throne
	kingThreat    = 6.0  // a commander the seat to move can take
	kingExposed   = 2.5  // a commander another opponent could take
	tempo         = 0.6  // share of the best capture the seat to move has
	evalSharpness = 0.45
)

// standing returns seat p's worth in pieces, from its material, thrones
// and commander.
func (s *State) standing(p int) float64 {
	if !s.In(p) {
		return math.Inf(-1)
	}
	x := 0.0
	for sq := buchholz.Square(0); sq < squares; sq++ {
		c := s.board[sq]
		if c == empty || c.owner() != p {
			continue
		}
		switch c.kind() {
		case Cavalry:
			x += cavalryWorth
		case Archer:
			x += archerWorth
		}
		if isThrone(sq) {
			x += throneWorth
		}
	}
	k, t := s.commander[p], s.throne[p]
	if k == t {
		x += kingSeated
	}
	x -= kingDistance * float64(abs(k.Col()-t.Col())+abs(k.Row()-t.Row()))
	switch opp := s.opponents(p); {
	case opp&(1<<s.toMove) != 0 && s.attacked(k, 1<<s.toMove):
		x -= kingThreat
	case s.attacked(k, opp):
		x -= kingExposed
	}
	if p == s.toMove {
		x += tempo * s.bestCapture(p)
	}
	return x
}

// bestCapture returns the worth of the best piece other than a commander
// seat p could capture now.
func (s *State) bestCapture(p int) float64 {
	best := 0.0
	for sq := buchholz.Square(0); sq < squares; sq++ {
		t := s.board[sq]
		if t == empty || t.kind() == Commander || s.partners(p, t.owner()) || !s.attacked(sq, 1<<p) {
			continue
		}
		if t.kind() == Cavalry {
			return cavalryWorth
		}
		best = archerWorth
	}
	return best
}

// reach returns the squares where a piece of a seat in the set by could
// capture.
func (s *State) reach(by uint8) (r [squares]bool) {
	for sq := buchholz.Square(0); sq < squares; sq++ {
		c := s.board[sq]
		if c == empty || by&(1<<c.owner()) == 0 {
			continue
		}
		for d := range dirs {
			for i, to := range ray[sq][d] {
				if CapturesAt(c.kind(), i+1) {
					r[to] = true
				}
			}
		}
	}
	return r
}

// threatens reports whether a piece of kind k on sq could capture the
// commander of a seat in the set by.
func (s *State) threatens(k buchholz.Kind, sq buchholz.Square, by uint8) bool {
	for q := 0; q < s.players; q++ {
		c := s.commander[q]
		if by&(1<<q) == 0 || c == buchholz.NoSquare || c.Col() != sq.Col() && c.Row() != sq.Row() {
			continue
		}
		if CapturesAt(k, abs(c.Col()-sq.Col())+abs(c.Row()-sq.Row())) {
			return true
		}
	}
	return false
}

// Evaluate returns each seat's estimated share of the win: a logistic
// curve of the difference of standings at two players, their softmax at
// more, a team's shared by its partners.
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if s.over {
		return append(buf, s.Results()...)
	}
	var st [4]float64
	for p := 0; p < s.players; p++ {
		st[p] = s.standing(p)
	}
	if s.teams {
		a, b := st[0]+st[1], st[2]+st[3] // finite: a team game ends with its first commander
		v := 1 / (1 + math.Exp(-evalSharpness*(a-b)))
		return append(buf, v/2, v/2, (1-v)/2, (1-v)/2)
	}
	max := math.Inf(-1)
	for p := 0; p < s.players; p++ {
		max = math.Max(max, st[p])
	}
	sum := 0.0
	for p := 0; p < s.players; p++ {
		e := math.Exp(evalSharpness * (st[p] - max))
		buf = append(buf, e)
		sum += e
	}
	for p := range buf {
		buf[p] /= sum
	}
	return buf
}

// worth is what capturing a piece of kind k gains: the commander most.
var worth = [3]float64{Commander: 100, Cavalry: 3, Archer: 2}

// Priors weighs moves for the tree search: captures by what they take,
// moves onto thrones, the commander towards its king's throne or out of
// reach when threatened; moves into the next player's reach count less,
// and moves back to a position already met (towards a draw by
// repetition) far less.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	p := s.toMove
	turn := zobTurn[p] ^ zobTurn[s.next(p)]
	threatened := s.attacked(s.commander[p], s.opponents(p))
	nextBy := uint8(1) << s.next(p)
	if s.teams || s.players == 2 {
		nextBy = s.opponents(p)
	}
	reach := s.reach(nextBy)
	for i, m := range moves {
		w := 1.0
		if m != passMove {
			from, to := decode(m)
			c, t := s.board[from], s.board[to]
			if t != empty {
				w += worth[t.kind()]
			}
			if isThrone(to) {
				w += 2
			}
			if c.kind() == Commander {
				if to == s.throne[p] {
					w += 3
				}
				if threatened {
					w += 3
				}
			}
			exposed := reach[to]
			if t == empty && s.threatens(c.kind(), to, s.opponents(p)) && !exposed {
				w += 4
			}
			if exposed {
				w *= 0.5
			}
			if t == empty && s.hist.Contains(s.hash^zobPiece[from][c]^zobPiece[to][c]^turn) {
				w *= 0.05
			}
		}
		weights[i] = w
	}
}

// PlayoutMove takes a commander when it can, else often one of the
// captures or a move onto a throne, else plays at random.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	var buf [512]rules.Move
	legal := s.Legal(buf[:0])
	var good [64]rules.Move
	n := 0
	for _, m := range legal {
		if m == passMove {
			continue
		}
		_, to := decode(m)
		t := s.board[to]
		if t != empty && t.kind() == Commander {
			return m
		}
		if (t != empty || isThrone(to)) && n < len(good) {
			good[n] = m
			n++
		}
	}
	if n > 0 && rng.IntN(4) != 0 {
		return good[rng.IntN(n)]
	}
	return legal[rng.IntN(len(legal))]
}

// GreedyMove is the baseline: the capture of the most valuable piece,
// else a move that ends closest to a throne the mover's side does not
// hold; ties are broken at random.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	legal := s.Legal(nil)
	side := s.side(s.toMove)
	var best buchholz.Best[float64]
	for _, m := range legal {
		v := 0.0
		if m != passMove {
			_, to := decode(m)
			if t := s.board[to]; t != empty {
				v = 1000 * worth[t.kind()]
			} else {
				v = -float64(s.throneDistance(to, side))
			}
		}
		best.Add(m, v)
	}
	return best.Pick(rng)
}

// throneDistance returns the distance in squares from sq to the nearest
// throne not held by the seats in side.
func (s *State) throneDistance(sq buchholz.Square, side uint8) int {
	d := 2 * buchholz.Size
	for _, t := range Thrones {
		if c := s.board[t]; c != empty && side&(1<<c.owner()) != 0 {
			continue
		}
		d = min(d, abs(t.Col()-sq.Col())+abs(t.Row()-sq.Row()))
	}
	return d
}

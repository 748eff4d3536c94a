package bloqs

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"impasse/rules"
)

// This file holds what the search needs to play Bloqs: a fast move for
// simulations (PlayoutMove), an opinion of each move before search
// (Priors) and the greedy baseline (GreedyMove). All judge a placement by
// its effect: the points it scores now, and the squares it leaves dead
// without isolating them, points that the next players may take.

// Policy weights.
const (
	// PlayoutMove weighs up to hotTries placements that may score and
	// coldTries others. More tries play better playouts but fewer of
	// them: at 300 ms a move on the standard board, 16 beat 48 in 14 games
	// of 20, 8 against 16 won 12, 4 against 16 won 7.
	hotTries  = 12
	coldTries = 4
	// pointWeight and deadWeight weigh a point scored now against a dead
	// square left to the others.
	pointWeight = 3
	deadWeight  = 1
	// Priors weigh a move by exp(priorPoint·points − priorDead·dead +
	// priorContact·contact).
	priorPoint   = 0.6
	priorDead    = 0.3
	priorContact = 0.05
)

// candidates holds the legal placements and those that may be, as
// columns per footprint and row: maybe ones are legal only if they score,
// the others in any are legal. hot lists the placements that have beside
// them a fragile square (see scan), so that they may score.
type candidates struct {
	any, maybe  [numFootprints][MaxSide]uint32
	all, maybes int
	hot         [maxHot]placement
	hots        int
}

// placement is footprint f at (c, r).
type placement struct{ f, c, r int8 }

// maxHot bounds the placements that may score that PlayoutMove lists.
const maxHot = 256

func (s *State) candidates(cd *candidates) {
	var sc scan
	s.scanInto(&sc)
	for f, fp := range Footprints {
		for r := 0; r+fp.H <= s.b.Rows; r++ {
			sure, maybe := sc.columns(f, r)
			if sure|maybe == 0 {
				continue
			}
			hot := sc.scoring(f, r)
			maybe &= hot
			cd.any[f][r], cd.maybe[f][r] = sure|maybe, maybe
			cd.all += bits.OnesCount32(sure | maybe)
			cd.maybes += bits.OnesCount32(maybe)
			for m := (sure | maybe) & hot; m != 0 && cd.hots < maxHot; m &= m - 1 {
				cd.hot[cd.hots] = placement{int8(f), int8(bits.TrailingZeros32(m)), int8(r)}
				cd.hots++
			}
		}
	}
}

// nth returns the k-th placement (from 0) of the sets.
func nth(sets *[numFootprints][MaxSide]uint32, k int) (f, c, r int) {
	for f := range sets {
		for r, m := range sets[f] {
			n := bits.OnesCount32(m)
			if k < n {
				for ; k > 0; k-- {
					m &= m - 1
				}
				return f, bits.TrailingZeros32(m), r
			}
			k -= n
		}
	}
	panic("bloqs: nth beyond the set")
}

// PlayoutMove returns a move for simulations: of the placements that may
// score (up to hotTries of them, drawn at random when there are more) and
// coldTries others drawn at random, the one that scores most and leaves
// fewest dead squares to the others.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	var cd candidates
	s.candidates(&cd)
	best, bestScore := rules.Move(-1), math.MinInt
	try := func(f, c, r int) {
		points, dead := s.effect(f, c, r)
		if points == 0 && cd.maybe[f][r]>>c&1 != 0 {
			return // the height rule forbids it
		}
		if score := pointWeight*points - deadWeight*dead; score > bestScore {
			best, bestScore = s.b.encode(f, c, r), score
		}
	}
	hot := cd.hot[:cd.hots]
	for i := 0; i < hotTries && i < len(hot); i++ {
		if len(hot) > hotTries {
			// A partial shuffle: the i-th of hotTries distinct draws.
			j := i + rng.IntN(len(hot)-i)
			hot[i], hot[j] = hot[j], hot[i]
		}
		try(int(hot[i].f), int(hot[i].c), int(hot[i].r))
	}
	for i := 0; i < coldTries && cd.all > 0; i++ {
		try(nth(&cd.any, rng.IntN(cd.all)))
	}
	for i := hotTries; best < 0 && i < len(hot); i++ {
		try(int(hot[i].f), int(hot[i].c), int(hot[i].r))
	}
	if best >= 0 {
		return best
	}
	// Every placement tried broke the height rule: play one that does
	// not, at random.
	for f := range cd.any {
		for r := range cd.any[f] {
			cd.any[f][r] &^= cd.maybe[f][r]
		}
	}
	f, c, r := nth(&cd.any, rng.IntN(cd.all-cd.maybes))
	return s.b.encode(f, c, r)
}

// contact returns how many sides of the squares of footprint f at (c, r)
// touch blocks.
func (s *State) contact(f, c, r int) int {
	fp := Footprints[f]
	mask := span(c, fp.W)
	side := (mask<<1 | mask>>1) &^ mask
	n := 0
	for y := max(r-1, 0); y <= min(r+fp.H, s.b.Rows-1); y++ {
		m := side
		if y < r || y >= r+fp.H {
			m = mask
		}
		n += bits.OnesCount32(m & s.b.on[y] &^ s.empty[y])
	}
	return n
}

// GreedyMove plays the placement that scores most now, and among those the
// one with the most contact with the blocks (ties broken at random): the
// baseline the AI levels are measured against.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	best := rules.Move(-1)
	var ties rules.Ties
	for _, m := range s.Legal(nil) {
		f, c, r := s.b.decode(m)
		points, _ := s.effect(f, c, r)
		if ties.Higher(points*1000+s.contact(f, c, r), rng) {
			best = m
		}
	}
	return best
}

// Priors weighs moves for the tree search by their points, the dead
// squares they leave (both counted for the moves that may score alone)
// and their contact with the blocks.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	var sc scan
	s.scanInto(&sc)
	for i, m := range moves {
		f, c, r := s.b.decode(m)
		points, dead := 0, 0
		if sc.scoring(f, r)>>c&1 != 0 {
			points, dead = s.effect(f, c, r)
		}
		weights[i] = math.Exp(priorPoint*float64(points) - priorDead*float64(dead) + priorContact*float64(s.contact(f, c, r)))
	}
}

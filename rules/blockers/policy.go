package blockers

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"

	"impasse/rules"
)

// This file holds what the search needs to play Blockers!: a value for
// positions that are not over (Evaluate), a fast and sensible move for
// simulations (PlayoutMove), the greedy baseline (GreedyMove) and an
// opinion of moves before search (Priors). All of them look only at the
// board, the captures and the mover's own rack, so they are as fair on a
// view as on a sample.

// squareValue rates placing a tile of colour c on sq for seat p. delta is
// how much it changes p's score right now: +1 for a new group, -1 for
// each extra group it joins, +1 when a capture raises p's most-captured
// colour (maxc is that count), and in the expert variant -1 for capturing
// a lone tile of p's other colour. block is 1 when sq touches two groups
// of another seat's colour (taking it stops them joining), 2 when that
// seat is leader.
func (s *State) squareValue(p, c, sq, maxc, leader int) (delta, block int) {
	// The groups around sq, as colour<<5 | label (emptyCell for none:
	// its colour, 7, is no colour).
	n := &nbr[sq]
	k0, k1, k2, k3 := s.group[n[0]], s.group[n[1]], s.group[n[2]], s.group[n[3]]
	cc := uint8(c)
	own := 1
	if k0>>5 == cc {
		own--
	}
	if k1>>5 == cc && k1 != k0 {
		own--
	}
	if k2>>5 == cc && k2 != k0 && k2 != k1 {
		own--
	}
	if k3>>5 == cc && k3 != k0 && k3 != k1 && k3 != k2 {
		own--
	}
	delta = own
	if t := s.cell[sq]; t != emptyCell {
		e := int(t >> 5)
		if bits.OnesCount32(s.capt[p][e]) == maxc {
			delta++
		}
		if s.OwnerOf(e) == p && s.lone(e, sq) {
			delta--
		}
	}
	// Two groups of one other colour around sq: taking it keeps them
	// apart.
	e := -1
	switch {
	case s.joins(k0, k1), s.joins(k0, k2), s.joins(k0, k3):
		e = int(k0 >> 5)
	case s.joins(k1, k2), s.joins(k1, k3):
		e = int(k1 >> 5)
	case s.joins(k2, k3):
		e = int(k2 >> 5)
	}
	if e >= 0 && s.OwnerOf(e) != p {
		block = 1
		if s.OwnerOf(e) == leader {
			block = 2
		}
	}
	return delta, block
}

// joins reports whether group keys a and b are two groups of one colour.
func (s *State) joins(a, b uint8) bool { return a != b && a>>5 == b>>5 && a != emptyCell }

// scoreDelta is squareValue's delta.
func (s *State) scoreDelta(p, c, sq, maxc int) int {
	d, _ := s.squareValue(p, c, sq, maxc, -1)
	return d
}

// lone reports whether the tile of colour e on sq has no neighbour of its
// colour.
func (s *State) lone(e, sq int) bool {
	for _, v8 := range nbr[sq] {
		if s.own[e].has(int(v8)) {
			return false
		}
	}
	return true
}

// GreedyMove returns the move that lowers the mover's own score most
// right now (fewest groups, fewest counted captures), chosen at random
// among equals: the baseline the AI levels are measured against.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	if s.Ended {
		return s.passMove()
	}
	s.fresh()
	p := int(s.Mover)
	maxc := s.maxCapt(p)
	var ties rules.Ties
	m := s.passMove()
	n, cs := s.coloursOf(p)
	for _, c := range cs[:n] {
		if !s.InPlay(c) {
			continue
		}
		t := s.targets(c)
		for r := s.rack[c]; r != 0; r &= r - 1 {
			k := Kind(bits.TrailingZeros32(r))
			reach[k].and(t).each(func(sq int) {
				if ties.Lower(s.scoreDelta(p, c, sq, maxc), rng) {
					m = s.encode(c, k, sq)
				}
			})
		}
	}
	return m
}

// Policy weights, in quarter points of the mover's score (lower is
// better): the score change itself, a small cost for spending the wild
// tile, which fits anywhere and is best kept to join groups, and a
// bonus for taking a square where another seat's colour would join two
// of its groups, twice as large against the leader.
const (
	wildCost   = 2
	blockBonus = 2
	quarter    = 4
	priorTemp  = 1.5 // and in priors
	valueRange = 64
)

// playoutTemp is the score difference, in points, that makes a move e
// times less likely in simulations.
const playoutTemp = 0.15

// weightTable[v+valueRange] is exp(-v/(quarter*playoutTemp)) for a move
// value v in quarter points.
var weightTable = makeWeights(playoutTemp)

func makeWeights(temp float64) (w [2*valueRange + 1]float32) {
	for i := range w {
		w[i] = float32(math.Exp(-float64(i-valueRange) / (quarter * temp)))
	}
	return
}

// moveValue rates placing kind k of colour c on sq for seat p, in
// quarter points of p's score (lower is better); leader is the seat with
// the lowest score other than p's.
func (s *State) moveValue(p, c int, k Kind, sq, maxc, leader int) int {
	d, b := s.squareValue(p, c, sq, maxc, leader)
	v := quarter*d - blockBonus*b
	if k == Wild {
		v += wildCost
	}
	return max(-valueRange, min(valueRange, v))
}

// leaderOther returns the seat other than p with the lowest score now.
func (s *State) leaderOther(p int) int {
	best, who := math.MaxInt, -1
	for q := 0; q < int(s.players); q++ {
		if q == p {
			continue
		}
		if sc := s.Score(q); sc < best {
			best, who = sc, q
		}
	}
	return who
}

// PlayoutMove chooses a move for simulations at random, each legal move
// weighted by exp(-value) with moveValue: moves that join the mover's
// groups and block the others' joins are much more likely than moves
// that start new groups or raise the mover's counted captures.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	if s.Ended {
		return s.passMove()
	}
	s.fresh()
	p := int(s.Mover)
	maxc := s.maxCapt(p)
	leader := s.leaderOther(p)
	// Each square's value is the same for every tile that fits it, so
	// it is computed once; a second pass over the moves in the same order
	// finds the one drawn.
	var val [2][Squares]int8
	var tgt [2]board
	total := float32(0)
	nc, cs := s.coloursOf(p)
	for i, c := range cs[:nc] {
		if !s.InPlay(c) {
			continue
		}
		t := s.targets(c)
		tgt[i] = t
		var u board
		for r := s.rack[c]; r != 0; r &= r - 1 {
			u = u.or(reach[bits.TrailingZeros32(r)])
		}
		for w := u.and(t); !w.empty(); {
			sq := w.first()
			w.clear(sq)
			d, b := s.squareValue(p, c, sq, maxc, leader)
			val[i][sq] = int8(max(-valueRange, min(valueRange, quarter*d-blockBonus*b)))
		}
		for r := s.rack[c]; r != 0; r &= r - 1 {
			k := Kind(bits.TrailingZeros32(r))
			extra := valueRange
			if k == Wild {
				extra += wildCost
			}
			for w := reach[k].and(t); !w.empty(); {
				sq := w.first()
				w.clear(sq)
				total += weightTable[min(int(val[i][sq])+extra, 2*valueRange)]
			}
		}
	}
	if total == 0 {
		return s.passMove()
	}
	x := rng.Float32() * total
	last := s.passMove()
	for i, c := range cs[:nc] {
		if !s.InPlay(c) {
			continue
		}
		for r := s.rack[c]; r != 0; r &= r - 1 {
			k := Kind(bits.TrailingZeros32(r))
			extra := valueRange
			if k == Wild {
				extra += wildCost
			}
			for w := reach[k].and(tgt[i]); !w.empty(); {
				sq := w.first()
				w.clear(sq)
				last = s.encode(c, k, sq)
				x -= weightTable[min(int(val[i][sq])+extra, 2*valueRange)]
				if x < 0 {
					return last
				}
			}
		}
	}
	return last
}

// Priors weighs moves like PlayoutMove, a little flatter.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	if s.Ended {
		return
	}
	s.fresh()
	p := int(s.Mover)
	maxc := s.maxCapt(p)
	leader := s.leaderOther(p)
	for i, m := range moves {
		if m == s.passMove() || !s.valid(m) {
			weights[i] = 1
			continue
		}
		c, k, sq := s.decode(m)
		v := s.moveValue(p, c, k, sq, maxc, leader)
		weights[i] = math.Exp(-float64(v) / (quarter * priorTemp))
	}
}

// evalTemp is the score difference, in points, that Evaluate counts as a
// factor e in the odds of winning.
const evalTemp = 1.5

// Evaluate estimates each seat's share of the win from the scores now
// (lowest wins), with the tie-break on total captures as a small extra:
// shares proportional to exp(-(score + captures/10)/evalTemp). It uses
// only what every seat sees.
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if r := s.Results(); r != nil {
		return append(buf, r...)
	}
	best := math.Inf(1)
	for p := 0; p < int(s.players); p++ {
		v := float64(s.Score(p)) + float64(s.totalCapt(p))/10
		buf = append(buf, v)
		best = min(best, v)
	}
	total := 0.0
	for p := range buf {
		buf[p] = math.Exp(-(buf[p] - best) / evalTemp)
		total += buf[p]
	}
	for p := range buf {
		buf[p] /= total
	}
	return buf
}

// searchWidth is how many moves SearchMoves keeps.
const searchWidth = 10

// SearchMoves returns the moves worth searching: the searchWidth best by
// moveValue, ties in Legal's order, in Legal's order.
func (s *State) SearchMoves(buf []rules.Move) []rules.Move {
	buf = s.Legal(buf)
	if len(buf) <= searchWidth {
		return buf
	}
	p := int(s.Mover)
	maxc := s.maxCapt(p)
	leader := s.leaderOther(p)
	type cand struct {
		v int
		i int
	}
	cands := make([]cand, len(buf))
	for i, m := range buf {
		c, k, sq := s.decode(m)
		cands[i] = cand{s.moveValue(p, c, k, sq, maxc, leader), i}
	}
	slices.SortFunc(cands, func(a, b cand) int {
		if a.v != b.v {
			return a.v - b.v
		}
		return a.i - b.i
	})
	cands = cands[:searchWidth]
	slices.SortFunc(cands, func(a, b cand) int { return a.i - b.i })
	for j, c := range cands {
		buf[j] = buf[c.i]
	}
	return buf[:searchWidth]
}

package blokusduo

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"impasse/rules"
)

// This file holds what the search needs to play Blokus Duo well: which
// moves to search (SearchMoves), how promising each is before search
// (Priors), a fast and sensible move for simulations (PlayoutMove) and
// the greedy baseline (GreedyMove).

// minSizeFor is the smallest piece worth searching with the given number
// of pieces on the board: a pentomino for each player's first move, then
// at least tetrominoes up to the third, then trominoes up to the fifth.
// Measured against pentominoes for the first two moves each (as before),
// 200 games each: 51.2% at 20,000 simulations, 53.8% at 150 ms a move;
// pentominoes for two moves, tetrominoes for two and trominoes for two,
// 49.0% at 20,000; no trominoes' move, 50.2%.
func minSizeFor(pieces int) int {
	switch {
	case pieces < 2:
		return 5
	case pieces < 6:
		return 4
	case pieces < 10:
		return 3
	}
	return 1
}

// Simulations weigh a piece gammaSize^size × gammaCorner^(corners-1),
// corners being its corner potential: big pieces with many corners
// first. Both are fitted to self-play by TestFitWeights (see
// fit_test.go).
const (
	gammaSize   = 2.24
	gammaCorner = 1.51
)

// pieceGamma is each piece's weight in simulations.
var pieceGamma = func() (g [NumPieces]float64) {
	for p := Piece(0); p < NumPieces; p++ {
		corners := cornerPotential(orientations(p)[0])
		g[p] = math.Pow(gammaSize, float64(p.Size())) * math.Pow(gammaCorner, float64(corners-1))
	}
	return
}()

// gammaSums[k][m] is the sum of pieceGamma over the pieces 7k+i for the
// bits i set in m: three lookups give the total of any set of pieces.
var gammaSums = func() (t [3][128]float64) {
	for k := range t {
		for m := range t[k] {
			for i := range 7 {
				if p := 7*k + i; m>>i&1 != 0 && p < NumPieces {
					t[k][m] += pieceGamma[p]
				}
			}
		}
	}
	return
}()

// drawPiece returns the piece of left, a non-empty set, at u in [0, 1)
// of the odds in proportion to pieceGamma: with u drawn evenly, a piece
// drawn with those odds. It finds the group of seven pieces u falls in
// from gammaSums, biggest pieces first, then walks that group; rounding
// never carries it past the last piece left.
func drawPiece(left uint32, u float64) int {
	var sums [3]float64
	for k := range sums {
		sums[k] = gammaSums[k][left>>(7*k)&127]
	}
	r := u * (sums[0] + sums[1] + sums[2])
	k := 2
	for ; k > 0 && r >= sums[k] && left&(1<<(7*k)-1) != 0; k-- {
		r -= sums[k]
	}
	for m := left >> (7 * k) & 127; ; m &= m - 1 {
		p := 7*k + bits.TrailingZeros32(m)
		if r -= pieceGamma[p]; r < 0 || m&(m-1) == 0 {
			return p
		}
	}
}

// SearchMoves returns the moves worth searching: on the first move only
// pentominoes on e10 (the two starting points are symmetric), then the
// piece-size schedule of minSizeFor, and, while the second player has
// mirrored every move, only moves through the centre that it cannot
// mirror, when there are any.
func (s *State) SearchMoves(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Ended {
		return buf
	}
	c := int(s.Mover)
	if s.stuck[c] {
		return append(buf, Pass)
	}
	buf = s.appendPlacements(buf, c, minSizeFor(int(s.pieces)))
	if len(buf) == 0 {
		buf = s.appendPlacements(buf, c, 0)
	}
	if s.Plies == 0 {
		n := 0
		for _, m := range buf {
			if placements[m].covers(StartE10) {
				buf[n] = m
				n++
			}
		}
		buf = buf[:n]
	}
	// A position that the reflection in the diagonal through both
	// starting points leaves unchanged has pairs of equivalent moves:
	// keep one of each pair.
	if s.pieces < 4 && s.transformedHash(symmetries[2]) == s.hash {
		n := 0
		for _, m := range buf {
			if r, ok := transformPlacement(int(m), symmetries[2]); !ok || int(m) <= r {
				buf[n] = m
				n++
			}
		}
		buf = buf[:n]
	}
	if c == 0 && !s.broken {
		n := 0
		for _, m := range buf {
			if placements[m].centre {
				buf[n] = m
				n++
			}
		}
		if n > 0 {
			return buf[:n]
		}
	}
	return buf
}

// A priorFeature is what a move's prior weight is made of, besides its
// piece: whether it answers the opponent's last moves, and the kind of
// each square it covers (cell), borders (side) or touches at a corner.
// The weight is the product of the piece's weight and its features'
// weights, a feature counted once for each square of its kind. Both
// depend on the phase of the game (see priorPhase). The opponent's reach
// is the squares at most four steps from one of its attach points,
// counting diagonal steps: the squares it may cover with its next piece.
type priorFeature int

const (
	featLocal       priorFeature = iota // once, for covering an attach point of the opponent's last two moves
	featCellHot                         // on or beside an opponent attach point it may still cover
	featCellCold                        // any other square covered
	featCellReach                       // covered, within the opponent's reach (also hot or cold)
	featSideOpp                         // beside, held by the opponent
	featSideKill                        // beside, an own attach point the move kills
	featSideForb                        // beside, empty and already forbidden
	featSideOther                       // any other square beside
	featCornerOwn                       // at a corner, already own
	featCornerBad                       // at a corner, forbidden otherwise
	featCornerFree0                     // at a corner, free, with no free square beside it
	featCornerFree1
	featCornerFree2
	featCornerFree3
	featCornerFree4 // at a corner, free, with four free squares beside it
	featCornerReach // at a corner, free, within the opponent's reach (also free 0 to 4)
	numPriorFeatures
)

// A priorPhase is a part of the game with weights of its own: in the
// opening, with fewer than phaseSplit pieces on the board, the players
// race to the centre and to each other; later they fight over what is
// left.
type priorPhase int

const (
	phaseOpening priorPhase = iota
	phaseLater
	numPhases
)

// phaseSplit is the number of pieces on the board that ends the opening.
const phaseSplit = 10

// phase returns the part of the game s is in.
func (s *State) phase() priorPhase {
	if s.pieces < phaseSplit {
		return phaseOpening
	}
	return phaseLater
}

// priorWeights and piecePriors are the features' and the pieces' weights
// in each phase, as logarithms, fitted to self-play by TestFitWeights
// (see fit_test.go). In the opening, the monomino and the domino are
// searched only when no bigger piece fits: their weights are where the
// fit's penalty leaves weights it has no data for.
var priorWeights = [numPhases][numPriorFeatures]float64{
	phaseOpening: {
		featLocal:       0.026,
		featCellHot:     2.523,
		featCellCold:    1.400,
		featCellReach:   0.443,
		featSideOpp:     0.463,
		featSideKill:    -1.353,
		featSideForb:    0.635,
		featSideOther:   -0.405,
		featCornerOwn:   -0.445,
		featCornerBad:   -0.505,
		featCornerFree0: -0.435,
		featCornerFree1: -0.464,
		featCornerFree2: 0.133,
		featCornerFree3: 0.302,
		featCornerFree4: 0.522,
		featCornerReach: 0.118,
	},
	phaseLater: {
		featLocal:       0.091,
		featCellHot:     1.659,
		featCellCold:    0.732,
		featCellReach:   0.206,
		featSideOpp:     0.318,
		featSideKill:    -1.160,
		featSideForb:    0.275,
		featSideOther:   -0.598,
		featCornerOwn:   0.205,
		featCornerBad:   -0.318,
		featCornerFree0: -0.627,
		featCornerFree1: -0.613,
		featCornerFree2: -0.039,
		featCornerFree3: 0.082,
		featCornerFree4: 0.217,
		featCornerReach: 0.453,
	},
}

var piecePriors = [numPhases][NumPieces]float64{
	phaseOpening: {
		-1.662, // 1
		-1.662, // 2
		-1.833, // I3
		-2.124, // V3
		-1.949, // I4
		-2.457, // L4
		-2.242, // O
		-2.247, // T4
		-2.069, // Z4
		-1.410, // F
		0.000,  // I5
		-1.215, // L5
		-1.522, // N
		-2.535, // P
		-1.450, // T5
		-1.980, // U
		-1.111, // V5
		-1.488, // W
		-0.764, // X
		-1.840, // Y
		-1.340, // Z5
	},
	phaseLater: {
		0.000,  // 1
		-1.577, // 2
		-2.331, // I3
		-2.734, // V3
		-1.592, // I4
		-2.093, // L4
		-1.985, // O
		-1.963, // T4
		-1.771, // Z4
		-1.341, // F
		-0.685, // I5
		-0.993, // L5
		-1.181, // N
		-1.788, // P
		-0.818, // T5
		-1.217, // U
		-0.942, // V5
		-1.177, // W
		-0.467, // X
		-1.426, // Y
		-0.631, // Z5
	},
}

// Priors weighs moves for the tree search.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	buildAround()
	ph := s.phase()
	w := &priorWeights[ph]
	c := int(s.Mover)
	o := c ^ 1
	f := &s.forb[c]
	// The opponent's attach points and the squares beside them it may
	// still cover (hot), the squares c may cover (free), the empty
	// squares forbidden to c (forbEmpty), the opponent's reach and the
	// free squares in it.
	var hot, free, forbEmpty, local, reach, freeReach bitboard
	var planes [5]bitboard
	s.att[o].edges(&hot)
	s.att[o].reachOf(&reach)
	for i := range words {
		hot[i] = s.att[o][i] | hot[i]&^s.forb[o][i]
		free[i] = onBoard[i] &^ f[i]
		forbEmpty[i] = f[i] &^ (s.own[0][i] | s.own[1][i])
		freeReach[i] = free[i] & reach[i]
	}
	free.neighbourCounts(&planes)
	s.recentAttach(o, &local)
	// The log-weight of each square as a square of the move (cell), as a
	// square beside it (side) and as a square touching it at a corner
	// (corner): each kind of square written over the kinds before it,
	// then the reach added.
	cell, side := coldCells[ph], otherSides[ph]
	cell.fill(&hot, w[featCellHot])
	cell.add(&reach, w[featCellReach])
	var corner weightTable
	for k := range planes {
		corner.fill(&planes[k], w[featCornerFree0+priorFeature(k)])
	}
	corner.add(&freeReach, w[featCornerReach])
	corner.fill(f, w[featCornerBad])
	corner.fill(&s.own[c], w[featCornerOwn])
	side.fill(&forbEmpty, w[featSideForb])
	side.fill(&s.att[c], w[featSideKill])
	side.fill(&s.own[o], w[featSideOpp])
	// The move's own weights, by its piece and for answering the last
	// moves, in locals the loop reads.
	byPiece := &piecePriors[ph]
	answers := w[featLocal]
	for i, m := range moves {
		if m == Pass {
			weights[i] = 1
			continue
		}
		pl := &placements[m]
		lw := byPiece[pl.piece]
		if pl.meets(&local) {
			lw += answers
		}
		// The weights of the squares of the move, beside it and at its
		// corners, written out: in WebAssembly each turn of a loop, and
		// each call, is a jump through a table, and this is the priors'
		// inner loop. The parentheses make short sums the processor adds
		// side by side, instead of one chain of 25 additions.
		a := &around[m]
		sq, sd, d := &pl.cells, &a.adj, &a.diag
		cells := (cell[sq[0]] + cell[sq[1]]) + (cell[sq[2]] + cell[sq[3]] + cell[sq[4]])
		sides := (side[sd[0]] + side[sd[1]] + side[sd[2]] + side[sd[3]]) +
			(side[sd[4]] + side[sd[5]] + side[sd[6]] + side[sd[7]]) +
			(side[sd[8]] + side[sd[9]] + side[sd[10]] + side[sd[11]])
		corners := (corner[d[0]] + corner[d[1]] + corner[d[2]] + corner[d[3]]) +
			(corner[d[4]] + corner[d[5]] + corner[d[6]] + corner[d[7]])
		weights[i] = fastExp(lw + cells + (sides + corners))
	}
}

// A weightTable holds a log-weight for each square, indexed by a byte:
// noSquare and the spare squares weigh 0.
type weightTable [256]float64

// fill sets the weight of the squares of b to v.
func (t *weightTable) fill(b *bitboard, v float64) {
	for i, w := range b {
		for ; w != 0; w &= w - 1 {
			t[i<<6+bits.TrailingZeros64(w)] = v
		}
	}
}

// add adds v to the weight of the squares of b.
func (t *weightTable) add(b *bitboard, v float64) {
	for i, w := range b {
		for ; w != 0; w &= w - 1 {
			t[i<<6+bits.TrailingZeros64(w)] += v
		}
	}
}

// coldCells and otherSides weigh every square of the board as a cold
// cell and an other side, in each phase: the tables Priors starts from.
var coldCells, otherSides = func() (cell, side [numPhases]weightTable) {
	for ph := range numPhases {
		cell[ph].fill(&onBoard, priorWeights[ph][featCellCold])
		side[ph].fill(&onBoard, priorWeights[ph][featSideOther])
	}
	return
}()

// fastExp returns e^x within 1% for x in [-expRange, expRange] (clamped
// outside), from a table: priors need ratios, not digits, and math.Exp
// costs more than the rest of a move's prior.
func fastExp(x float64) float64 {
	i := int((x + expRange) * expSteps)
	if i < 0 {
		i = 0
	} else if i >= len(expTable) {
		i = len(expTable) - 1
	}
	return expTable[i]
}

const (
	expRange = 40
	expSteps = 128 // table entries per unit of x
)

var expTable = func() []float64 {
	t := make([]float64, 2*expRange*expSteps+1)
	for i := range t {
		// The middle of each step, so the error is at most half a step.
		t[i] = math.Exp((float64(i)+0.5)/expSteps - expRange)
	}
	return t
}()

// recentAttach sets b to colour c's attach points created by its last
// two moves that are still open.
func (s *State) recentAttach(c int, b *bitboard) {
	d0, d1, a := &s.diag[c][0], &s.diag[c][1], &s.att[c]
	b[0], b[1], b[2], b[3] = (d0[0]|d1[0])&a[0], (d0[1]|d1[1])&a[1], (d0[2]|d1[2])&a[2], (d0[3]|d1[3])&a[3]
}

// meets reports whether the placement covers a square of b.
func (pl *placement) meets(b *bitboard) bool {
	return (pl.lo&b[pl.w])|(pl.hi&b[pl.w+1]) != 0
}

// count returns the number of the placement's squares in b.
func (pl *placement) count(b *bitboard) int {
	return bits.OnesCount64(pl.lo&b[pl.w]) + bits.OnesCount64(pl.hi&b[pl.w+1])
}

// sides returns word i of b moved by one square each way: bit k of l,
// r, u and d is the square left of square k of the word (k-1), right of
// it (k+1), below it (k-stride) and above it (k+stride) in b. Spare
// columns and rows may be set.
func (b *bitboard) sides(i int) (l, r, u, d uint64) {
	x := b[i]
	l, r, u, d = x<<1, x>>1, x<<stride, x>>stride
	if i > 0 {
		u |= b[i-1] >> (64 - stride)
	}
	if i < words-1 {
		d |= b[i+1] << (64 - stride)
	}
	return l, r, u, d
}

// edges sets out to the squares beside a square of b (fast form of
// edgeNeighbours, which may include squares of b). out must not be b.
func (b *bitboard) edges(out *bitboard) {
	for i := range words {
		l, r, u, d := b.sides(i)
		out[i] = (l | r | u | d) & onBoard[i]
	}
}

// neighbourCounts sets planes[k], for k = 0..4, to the squares with
// exactly k edge neighbours in b.
func (b *bitboard) neighbourCounts(planes *[5]bitboard) {
	for i := range words {
		// The sum of four one-bit planes in three bits: at most 4, so
		// bit2 is set only when the other two are clear.
		l, r, u, d := b.sides(i)
		s1, c1 := l^r, l&r
		s2, c2 := u^d, u&d
		bit0, carry := s1^s2, s1&s2
		bit1, bit2 := c1^c2^carry, c1&c2
		on := onBoard[i]
		planes[0][i] = on &^ (bit0 | bit1 | bit2)
		planes[1][i] = on & bit0 &^ bit1
		planes[2][i] = on & bit1 &^ bit0
		planes[3][i] = on & bit0 & bit1
		planes[4][i] = on & bit2
	}
}

// reachOf sets out to the squares at most four steps from a square of
// b, counting diagonal steps: the squares a piece covering a square of b
// may also cover.
func (b *bitboard) reachOf(out *bitboard) {
	// Four columns either way: shifts of one, two and one square, each
	// cleared of the spare columns before the next, so none wraps.
	var h bitboard
	for i := range words {
		w := b[i]
		w = (w | w<<1 | w>>1) & onBoard[i]
		w = (w | w<<2 | w>>2) & onBoard[i]
		h[i] = (w | w<<1 | w>>1) & onBoard[i]
	}
	// Four rows either way: up to three rows within a word, and from the
	// words below and above.
	up := func(w uint64) uint64 { return w | w<<stride | w<<(2*stride) | w<<(3*stride) }
	down := func(w uint64) uint64 { return w | w>>stride | w>>(2*stride) | w>>(3*stride) }
	out[0] = (up(h[0]) | down(h[0]) | up(h[1])) & onBoard[0]
	out[1] = (up(h[1]) | down(h[1]) | down(h[0]) | up(h[2])) & onBoard[1]
	out[2] = (up(h[2]) | down(h[2]) | down(h[1]) | up(h[3])) & onBoard[2]
	out[3] = (up(h[3]) | down(h[3]) | down(h[2])) & onBoard[3]
}

// nthSquare returns the square of the k-th set bit of b (from 0).
func (b *bitboard) nthSquare(k int) Square {
	for i, w := range b {
		n := bits.OnesCount64(w)
		if k < n {
			for ; k > 0; k-- {
				w &= w - 1
			}
			return Square(i<<6 + bits.TrailingZeros64(w))
		}
		k -= n
	}
	return -1
}

// randomShare is the share of playout moves drawn among all legal
// placements alike: without them, simulations follow the policy so
// faithfully that they never see the lines it does not play (A/B against
// none: 55.3% in 300 games at 2,000 simulations a move, 53.1% in 400 at
// 250 ms).
const randomShare = 0.1

// PlayoutMove returns a move for simulations, quickly: one time in ten
// any legal placement (randomShare); otherwise it answers the opponent's
// last two moves when it can (taking or blocking their new attach
// points), or else places a big piece with many corners at one of its
// own attach points, trying random candidates before falling back on the
// full move list.
func (s *State) PlayoutMove(r *rand.Rand) rules.Move {
	c := int(s.Mover)
	if s.Ended || s.stuck[c] {
		return Pass
	}
	// A move draws about ten numbers: one from r, through its interface,
	// seeds a generator whose draws are inlined.
	rng := rules.NewSplitMix(r.Uint64())
	if rng.Float64() < randomShare {
		return rules.Move(s.randomPlacement(c, rng))
	}
	if m := s.answer(c, rng); m >= 0 {
		return rules.Move(m)
	}
	for {
		var live bitboard
		s.live(c, &live)
		n := live.count()
		if n == 0 {
			break
		}
		x := live.nthSquare(rng.IntN(n))
		if p := s.biggestAt(c, x, rng); p >= 0 {
			return rules.Move(p)
		}
		s.dead[c].set(x)
	}
	return Pass // unreachable: c is not stuck
}

// randomPlacement returns a legal placement for colour c drawn with equal
// odds among all, without listing them: it draws among the candidates at
// c's live attach points (every placement once per attach point it
// covers) and keeps the draw only when the placement fits and the attach
// point is the lowest it covers, so each legal placement is kept by
// exactly one draw. c must not be stuck.
func (s *State) randomPlacement(c int, rng *rules.SplitMix) int {
	var live bitboard
	s.live(c, &live)
	// The live attach points, their neighbour status and the number of
	// candidates up to each.
	var (
		points [Size * Size]uint8
		status [Size * Size]uint8
		upto   [Size * Size]int32
	)
	n, total := 0, 0
	for i := range words {
		l, r, u, d := s.forb[c].sides(i)
		for w := live[i]; w != 0; w &= w - 1 {
			x := Square(i<<6 + bits.TrailingZeros64(w))
			st := statusAt(l, r, u, d, uint(x)%64)
			for left := candidatePieces(x, st) &^ s.used[c]; left != 0; left &= left - 1 {
				total += len(candidates(x, bits.TrailingZeros32(left), st))
			}
			points[n], status[n], upto[n] = uint8(x), uint8(st), int32(total)
			n++
		}
	}
	for range 1000 {
		r := int32(rng.IntN(total))
		i := 0
		for upto[i] <= r {
			i++
		}
		if i > 0 {
			r -= upto[i-1]
		}
		x, st := Square(points[i]), int(status[i])
		for left := candidatePieces(x, st) &^ s.used[c]; ; left &= left - 1 {
			list := candidates(x, bits.TrailingZeros32(left), st)
			if int(r) >= len(list) {
				r -= int32(len(list))
				continue
			}
			id := int(list[r])
			if pl := &placements[id]; s.fits(c, id) && pl.lowest(&live) == x {
				return id
			}
			break
		}
	}
	// Rarely reached: in 84,500 playout positions the lowest share of
	// draws kept was one in 138 (a single legal placement), where a
	// thousand draws all miss about once in 1,400 times. The list then
	// gives the same odds.
	var buf [1024]rules.Move
	moves := s.appendPlacements(buf[:0], c, 0)
	return int(moves[rng.IntN(len(moves))])
}

// lowest returns the lowest square of b the placement covers; it must
// cover one.
func (pl *placement) lowest(b *bitboard) Square {
	if m := pl.lo & b[pl.w]; m != 0 {
		return Square(int(pl.w)<<6 + bits.TrailingZeros64(m))
	}
	return Square((int(pl.w)+1)<<6 + bits.TrailingZeros64(pl.hi&b[pl.w+1]))
}

// answerTries is how many pieces answer draws: the more it tries, the
// nearer its answer comes to the one covering most of the zone, and the
// longer a simulation takes. Against four tries, 200 games each: at
// 20,000 simulations a move, 6 tries scored 53.8%, 10 58.5% and 16
// 61.3%, at 1.05, 1.14 and 1.28 times the CPU; at 150 ms a move, 10
// scored 55.8% and 16 49.8%.
const answerTries = 10

// answer returns a placement for colour c that takes or blocks attach
// points the opponent's last two moves made, or -1: it tries answerTries
// random pieces, weighted by pieceGamma, at random attach points of c
// near them, and keeps the candidate covering most of those points and
// squares.
func (s *State) answer(c int, rng *rules.SplitMix) int {
	o := c ^ 1
	// The opponent's new attach points (hot) and the zone: those points
	// and the squares beside them the opponent may cover, that c may
	// cover.
	var hot, zone, near, ownZone bitboard
	s.recentAttach(o, &hot)
	if hot.empty() {
		return -1
	}
	for i := range words {
		l, r, u, d := hot.sides(i)
		zone[i] = (hot[i] | (l|r|u|d)&onBoard[i]&^s.forb[o][i]) &^ s.forb[c][i]
	}
	if zone.empty() {
		return -1
	}
	// Own attach points close enough to reach the zone.
	zone.reachOf(&near)
	for i := range words {
		near[i] &= s.att[c][i] &^ s.dead[c][i]
		ownZone[i] = zone[i] & s.att[c][i]
	}
	n := near.count()
	if n == 0 {
		return -1
	}
	minSize := minSizeFor(int(s.pieces))
	left := bigPieces[minSize] &^ s.used[c]
	if left == 0 {
		return -1
	}
	best, bestNu, bestGamma := -1, 0, 0.0
	for range answerTries {
		x := near.nthSquare(rng.IntN(n))
		p := drawPiece(left, rng.Float64())
		g := pieceGamma[p]
		// neighbourStatus, without a call at each try.
		l, r, u, d := s.forb[c].sides(int(x) / 64)
		st := statusAt(l, r, u, d, uint(x)%64)
		if candidatePieces(x, st)&(1<<p) == 0 {
			continue
		}
		for _, id := range candidates(x, p, st) {
			pl := &placements[id]
			if !pl.meets(&zone) || !s.fits(c, int(id)) {
				continue
			}
			nu := pl.count(&zone) + pl.count(&ownZone)
			if nu > bestNu || nu == bestNu && g > bestGamma {
				best, bestNu, bestGamma = int(id), nu, g
			}
		}
	}
	return best
}

// biggestAt returns a legal placement for colour c covering square x of
// the biggest piece that fits there, trying the pieces of one size in
// turn from a random one; -1 when nothing fits.
func (s *State) biggestAt(c int, x Square, rng *rules.SplitMix) int {
	st := neighbourStatus(&s.forb[c], x)
	// The pieces c has left with candidates at x: the others are passed
	// over without drawing numbers.
	left := candidatePieces(x, st) &^ s.used[c]
	for size := 5; size >= 1; size-- {
		// The pieces of a size are numbered in a row, from first.
		class := bigPieces[size] &^ bigPieces[size+1]
		first, n := bits.TrailingZeros32(class), bits.OnesCount32(class)
		off := 0
		if n > 1 {
			off = rng.IntN(n)
		}
		// The pieces from first+off on, then those before it.
		from := uint32(1)<<(first+off) - 1
		for _, m := range [2]uint32{left & class &^ from, left & class & from} {
			for ; m != 0; m &= m - 1 {
				// The first candidate that fits, looking from a random
				// place in the list (not empty: the piece is in left).
				list := candidates(x, bits.TrailingZeros32(m), st)
				k := len(list)
				for i, start := 0, rng.IntN(k); i < k; i++ {
					j := start + i
					if j >= k {
						j -= k
					}
					if id := int(list[j]); s.fits(c, id) {
						return id
					}
				}
			}
		}
	}
	return -1
}

// GreedyMove plays the biggest piece that opens the most new corners
// (ties broken at random): the baseline the AI levels are measured
// against.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	c := int(s.Mover)
	if s.Ended || s.stuck[c] {
		return Pass
	}
	var arr [1024]rules.Move
	moves := s.appendPlacements(arr[:0], c, 0)
	free := onBoard.andNot(s.forb[c])
	best := moves[0]
	var ties rules.Ties
	for _, m := range moves {
		pl := &placements[m]
		// New corners: corner squares of the piece that are free for c
		// and are not already attach points.
		var adj, diag bitboard
		pl.neighbours(&adj, &diag)
		d := diag.and(free).andNot(pl.mask()).andNot(adj).andNot(s.att[c])
		if ties.Higher(int(pl.size)*100+d.count(), rng) {
			best = m
		}
	}
	return best
}

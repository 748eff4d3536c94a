package blockade

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"

	"impasse/rules"
)

// This file holds what the search needs to play Blockade and Cul de Sac:
// a value for positions (Evaluate: the race between the two sides'
// shortest paths), the moves worth searching (SearchMoves: pawn moves
// along short paths, walls that lengthen the other side's path), an
// opinion of moves (Priors), a quick move for simulations (PlayoutMove)
// and the greedy baseline (GreedyMove).
//
// Distances are counted in steps between squares over open passages,
// pawns ignored. Since a pawn covers any two steps a turn (straight, or
// diagonally by an L) and the last move onto a goal may be one step, a
// pawn d steps from a goal needs (d+1)/2 turns.

// turns returns the turns a pawn needs for a path of d steps.
func turns(d int) int { return (d + 1) / 2 }

// edgeWalls[s][d] are the wall places closing the passage from s in
// direction d (NoWall where there is none).
var edgeWalls = func() (t [NumSquares][4][2]Wall) {
	for s := Square(0); int(s) < NumSquares; s++ {
		for d := 0; d < 4; d++ {
			t[s][d] = [2]Wall{NoWall, NoWall}
		}
	}
	for w := Wall(0); w < NumWalls; w++ {
		wi := &wallInfos[w]
		for i := 0; i < 4; i += 2 {
			a, b := wi.sq[i], wi.sq[i+1]
			for _, x := range []struct {
				sq  Square
				dir int
			}{{a, wi.dir}, {b, wi.dir ^ 2}} {
				slot := &t[x.sq][x.dir]
				if slot[0] == NoWall {
					slot[0] = w
				} else {
					slot[1] = w
				}
			}
		}
	}
	return
}()

// steps returns the steps from the nearest goal of seat p to each of
// pawns, over passages e.
func steps(e *edges, p int, pawns [2]Square) (int, int) {
	return e.distTo(goalSet[p], pawns[0], pawns[1])
}

// lead returns the turns seat p's nearer pawn needs, and its steps.
func lead(e *edges, p int, pawns [2]Square) (t, d int) {
	a, b := steps(e, p, pawns)
	d = min(a, b)
	return turns(d), d
}

// Evaluation weights, in turns of the race: the side to move is half a
// turn ahead; a wall in hand is worth wallValue turns; the other pawn's
// distance counts a little (a second threat).
const (
	tempo       = 0.5
	wallValue   = 0.3
	secondValue = 0.05
)

// Evaluate returns each seat's share of the win, from the race between
// the two sides' nearer pawns, the tempo and the walls in hand: a
// logistic curve, steeper as the walls run out and the race becomes
// certain.
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if s.result != playing {
		return append(buf, s.Results()...)
	}
	p, o := int(s.toMove), 1-int(s.toMove)
	pa, pb := steps(&s.open, p, s.pawns[p])
	oa, ob := steps(&s.open, o, s.pawns[o])
	wp := int(s.hand[p][0]) + int(s.hand[p][1])
	wo := int(s.hand[o][0]) + int(s.hand[o][1])
	x := float64(turns(min(oa, ob))-turns(min(pa, pb))) + tempo
	x += wallValue * float64(wp-wo)
	x += secondValue * float64(turns(min(max(oa, ob), 60))-turns(min(max(pa, pb), 60)))
	k := 3 / (1 + 0.15*float64(wp+wo))
	v := 1 / (1 + math.Exp(-k*x))
	buf = append(buf, 0, 0)
	buf[p], buf[o] = v, 1-v
	return buf
}

// analysis is what SearchMoves and Priors know about one position.
type analysis struct {
	hash uint64
	// own and opp hold the steps from the mover's and the other side's
	// goals to every square.
	own, opp [NumSquares]uint8
	// ownTurns, oppTurns: the turns each side's nearer pawn needs.
	ownTurns, oppTurns int
	ownSteps, oppSteps int
	// gain[w] is wall w's value to the mover (see wallGain), or
	// noGain until computed.
	gain [NumWalls]float32
}

const noGain = -1e9

// analyse returns the analysis of s, computing it once per position.
func (s *State) analyse() *analysis {
	t := s.scratch()
	if t.an == nil {
		t.an = &analysis{}
	} else if t.an.hash == s.hash {
		return t.an
	}
	a := t.an
	a.hash = s.hash
	p, o := int(s.toMove), 1-int(s.toMove)
	s.open.distMap(goalSet[p], &a.own)
	s.open.distMap(goalSet[o], &a.opp)
	a.ownSteps = nearest(&a.own, s.pawns[p])
	a.oppSteps = nearest(&a.opp, s.pawns[o])
	a.ownTurns, a.oppTurns = turns(a.ownSteps), turns(a.oppSteps)
	for i := range a.gain {
		a.gain[i] = noGain
	}
	return a
}

// nearest returns the smaller distance of the two pawns.
func nearest(dist *[NumSquares]uint8, pawns [2]Square) int {
	d := maxDist
	for _, sq := range pawns {
		if sq != NoSquare {
			d = min(d, int(dist[sq]))
		}
	}
	return d
}

// wallGain returns the value of wall w to the mover, in turns: how much
// it lengthens the other side's race minus how much it lengthens the
// mover's own (with its pawns where they stand), with a fifth of the
// change in steps to break ties.
func (s *State) wallGain(a *analysis, w Wall) float32 {
	if g := a.gain[w]; g != noGain {
		return g
	}
	p, o := int(s.toMove), 1-int(s.toMove)
	e := s.open
	e.block(w)
	_, od := lead(&e, o, s.pawns[o])
	_, pd := lead(&e, p, s.pawns[p])
	g := float32(turns(od)-a.oppTurns) - float32(turns(pd)-a.ownTurns) + 0.2*float32(od-a.oppSteps-(pd-a.ownSteps))
	a.gain[w] = g
	return g
}

// pathWalls appends to buf the free walls (for the mover) closing a
// passage on some shortest path from seat q's pawns within slack steps of
// its nearest one to its goals, dist being q's distances.
func (s *State) pathWalls(buf []Wall, q int, dist *[NumSquares]uint8, slack int, free *wallSet) []Wall {
	var seen wallSet
	best := nearest(dist, s.pawns[q])
	var level bitboard
	for _, sq := range s.pawns[q] {
		if sq != NoSquare && int(dist[sq]) <= best+slack && dist[sq] != maxDist {
			level.set(sq)
		}
	}
	for !level.empty() {
		var next bitboard
		level.squares(func(u Square) {
			du := dist[u]
			if du == 0 {
				return
			}
			for d := 0; d < 4; d++ {
				if !s.open.open(u, d) {
					continue
				}
				v := u + stepOffset[d]
				if dist[v] != du-1 {
					continue
				}
				next.set(v)
				for _, w := range edgeWalls[u][d] {
					if w != NoWall && free.has(w) && !seen.has(w) {
						seen.set(w)
						buf = append(buf, w)
					}
				}
			}
		})
		level = next
	}
	return buf
}

// Search limits.
const (
	searchPawnMoves = 4
	searchWalls     = 8
)

// rankedPawnMoves sorts the mover's pawn moves in t.pm best first: the
// turns its nearer pawn then needs, then the moved pawn's distance.
func (s *State) rankedPawnMoves(a *analysis) []pawnMove {
	t := s.scratch()
	key := func(pm *pawnMove) int {
		if pm.win {
			return -1
		}
		other := s.pawns[s.toMove][0]
		if other == pm.from {
			other = s.pawns[s.toMove][1]
		}
		d := int(a.own[pm.to])
		if other != NoSquare {
			d = min(d, int(a.own[other]))
		}
		return turns(d)*1024 + int(a.own[pm.to])
	}
	slices.SortStableFunc(t.pm, func(x, y pawnMove) int { return key(&x) - key(&y) })
	return t.pm
}

// SearchMoves returns the moves worth searching: a winning move alone
// when there is one; otherwise the best few pawn moves (along the
// shortest paths, and the other pawn's best), each with the walls that
// most lengthen the other side's race (or that at least lie across its
// shortest paths), with a harmless wall when none of those is legal.
func (s *State) SearchMoves(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.result != playing {
		return buf
	}
	p := int(s.toMove)
	t := s.scratch()
	t.pm = s.pawnMoves(p, t.pm[:0])
	if len(t.pm) == 0 {
		return s.Legal(buf)
	}
	a := s.analyse()
	pms := s.rankedPawnMoves(a)
	if pms[0].win {
		return append(buf, rules.Move(int(pms[0].pp)*wallParts))
	}
	// The best pawn moves, and the other pawn's best.
	var chosen [searchPawnMoves]pawnMove
	n := 0
	var movedPawn [2]bool
	for i := range pms {
		if n == searchPawnMoves-1 {
			break
		}
		chosen[n] = pms[i]
		n++
		movedPawn[pawnIndex(s.pawns[p], pms[i].from)] = true
	}
	if !movedPawn[0] || !movedPawn[1] {
		for i := n; i < len(pms); i++ {
			if !movedPawn[pawnIndex(s.pawns[p], pms[i].from)] {
				chosen[n] = pms[i]
				n++
				break
			}
		}
	}
	if !s.hasWalls(p) {
		for _, pm := range chosen[:n] {
			buf = append(buf, rules.Move(int(pm.pp)*wallParts))
		}
		return buf
	}
	walls := s.goodWalls(a, t)
	for _, pm := range chosen[:n] {
		base := int(pm.pp) * wallParts
		pawns := s.movedPawns(p, &pm)
		k := len(buf)
		for _, w := range walls {
			if s.wallLegal(p, w, pawns) {
				buf = append(buf, rules.Move(base+int(w)+1))
			}
		}
		if len(buf) == k {
			if w := s.harmlessWall(a, pawns); w != NoWall {
				buf = append(buf, rules.Move(base+int(w)+1))
			} else {
				buf = append(buf, rules.Move(base))
			}
		}
	}
	return buf
}

func pawnIndex(pawns [2]Square, sq Square) int {
	if pawns[1] == sq {
		return 1
	}
	return 0
}

// goodWalls returns, best first, up to searchWalls free walls across the
// other side's shortest paths, ranked by wallGain, leaving out those that
// cost the mover more than they gain.
func (s *State) goodWalls(a *analysis, t *scratch) []Wall {
	p := int(s.toMove)
	free := s.freeWalls(p)
	t.cand = s.pathWalls(t.cand[:0], 1-p, &a.opp, 2, &free)
	cand := t.cand
	for _, w := range cand {
		s.wallGain(a, w)
	}
	slices.SortStableFunc(cand, func(x, y Wall) int {
		gx, gy := a.gain[x], a.gain[y]
		switch {
		case gx > gy:
			return -1
		case gx < gy:
			return 1
		}
		return 0
	})
	n := 0
	for _, w := range cand {
		if a.gain[w] < 0 || n == searchWalls {
			break
		}
		n++
	}
	return cand[:n]
}

// harmlessWall returns a legal wall for the mover (pawns on pawns) that
// lengthens neither side's path, preferring walls far from the mover's
// pawns, or the least harmful legal wall; NoWall when none is legal.
func (s *State) harmlessWall(a *analysis, pawns [2]Square) Wall {
	p := int(s.toMove)
	t := s.scratch()
	t.gen.prepare(s, p)
	ws := t.gen.legal(p, pawns)
	best, bestScore := NoWall, float32(-1e9)
	for i, x := range ws {
		for ; x != 0; x &= x - 1 {
			w := Wall(i<<6 + trailing(x))
			// Walls far from the mover's own path are tried first
			// by scoring; stop early once a harmless one is found.
			g := s.wallGain(a, w)
			if g >= 0 {
				return w
			}
			if g > bestScore {
				best, bestScore = w, g
			}
		}
	}
	return best
}

// Priors weighs moves: pawn moves by the turns the mover's race then
// needs, walls by wallGain.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	if s.result != playing {
		for i := range weights {
			weights[i] = 1
		}
		return
	}
	a := s.analyse()
	p := int(s.toMove)
	for i, m := range moves {
		pp, w := decode(m)
		lw := 0.0
		if pp != noPawn {
			from, to := pawnFromTo(pp)
			if to == NoSquare {
				weights[i] = 0
				continue
			}
			if goalSet[p].has(to) {
				weights[i] = 1e6
				continue
			}
			other := s.pawns[p][0]
			if other == from {
				other = s.pawns[p][1]
			}
			d := int(a.own[to])
			if other != NoSquare {
				d = min(d, int(a.own[other]))
			}
			lw -= 1.5*float64(turns(d)-a.ownTurns) + 0.3*float64(int(a.own[to])-int(a.own[from]))
		}
		if w != NoWall && w >= 0 && int(w) < NumWalls {
			lw += 1.2 * float64(s.wallGain(a, w))
		}
		weights[i] = math.Exp(max(min(lw, 30), -30))
	}
}

// PlayoutMove returns a quick, sensible move: a winning move if any,
// else (mostly) a pawn move along a shortest path, then the best of a few
// walls across the other side's shortest path, or a harmless wall.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	if s.result != playing {
		return Pass
	}
	p, o := int(s.toMove), 1-int(s.toMove)
	t := s.scratch()
	t.pm = s.pawnMoves(p, t.pm[:0])
	if len(t.pm) == 0 {
		t.mv = s.Legal(t.mv)
		return t.mv[rng.IntN(len(t.mv))]
	}
	// Distances near the pawns are enough: the moves go two steps, the
	// walls tried lie on the nearer pawn's path.
	own := &t.dist[0]
	s.open.distMapNear(goalSet[p], own, bbOf(s.pawns[p][:]...), 2)
	pm := s.bestPawnMove(t.pm, own, rng)
	if rng.IntN(10) == 0 {
		pm = t.pm[rng.IntN(len(t.pm))]
	}
	base := int(pm.pp) * wallParts
	if pm.win || !s.hasWalls(p) {
		return rules.Move(base)
	}
	pawns := s.movedPawns(p, &pm)
	opp := &t.dist[1]
	s.open.distMapNear(goalSet[o], opp, bbOf(s.pawns[o][:]...), 0)
	oppSteps := nearest(opp, s.pawns[o])
	ownSteps := nearest(own, pawns)
	free := s.freeWalls(p)
	// Walls across one shortest path of the other side's nearer pawn.
	t.cand = t.cand[:0]
	u := NoSquare
	for _, sq := range s.pawns[o] {
		if sq != NoSquare && int(opp[sq]) == oppSteps {
			u = sq
		}
	}
	for u != NoSquare && opp[u] > 0 {
		next := NoSquare
		nn := 0
		for d := 0; d < 4; d++ {
			if !s.open.open(u, d) {
				continue
			}
			v := u + stepOffset[d]
			if opp[v] != opp[u]-1 {
				continue
			}
			for _, w := range edgeWalls[u][d] {
				if w != NoWall && free.has(w) {
					t.cand = append(t.cand, w)
				}
			}
			nn++
			if rng.IntN(nn) == 0 {
				next = v
			}
		}
		u = next
	}
	best, bestGain := NoWall, 0
	for try := 0; try < 6 && len(t.cand) > 0; try++ {
		i := rng.IntN(len(t.cand))
		w := t.cand[i]
		t.cand[i] = t.cand[len(t.cand)-1]
		t.cand = t.cand[:len(t.cand)-1]
		if !s.wallLegal(p, w, pawns) {
			continue
		}
		e := s.open
		e.block(w)
		_, od := lead(&e, o, s.pawns[o])
		gain := 2*(turns(od)-turns(oppSteps)) + (od - oppSteps)
		if gain <= bestGain {
			continue
		}
		if mayLengthen(w, own, ownSteps) {
			_, pd := lead(&e, p, pawns)
			gain -= 2*(turns(pd)-turns(ownSteps)) + (pd - ownSteps)
		}
		if gain > bestGain {
			best, bestGain = w, gain
		}
	}
	if best != NoWall {
		return rules.Move(base + int(best) + 1)
	}
	// A harmless wall: random free places that leave the mover's path
	// alone.
	if n := free.count(); n > 0 {
		for try := 0; try < 8; try++ {
			w := nthWall(&free, rng.IntN(n))
			if !s.wallLegal(p, w, pawns) {
				continue
			}
			if !mayLengthen(w, own, ownSteps) {
				return rules.Move(base + int(w) + 1)
			}
			e := s.open
			e.block(w)
			if _, pd := lead(&e, p, pawns); pd == ownSteps {
				return rules.Move(base + int(w) + 1)
			}
		}
	}
	t.gen.prepare(s, p)
	ws := t.gen.legal(p, pawns)
	if n := ws.count(); n > 0 {
		return rules.Move(base + int(nthWall(&ws, rng.IntN(n))) + 1)
	}
	return rules.Move(base)
}

// mayLengthen reports whether wall w can lengthen a shortest path of at
// most limit steps to the goals dist is measured from: only if it closes
// a passage from a square at most limit steps away to a square one step
// nearer.
func mayLengthen(w Wall, dist *[NumSquares]uint8, limit int) bool {
	wi := &wallInfos[w]
	for i := 0; i < 4; i += 2 {
		a, b := int(dist[wi.sq[i]]), int(dist[wi.sq[i+1]])
		if a == b+1 && a <= limit || b == a+1 && b <= limit {
			return true
		}
	}
	return false
}

// bestPawnMove returns a winning move, or the pawn move leaving the
// mover's race shortest (then the moved pawn nearest its goal), ties
// broken at random; dist holds the mover's distances.
func (s *State) bestPawnMove(pms []pawnMove, dist *[NumSquares]uint8, rng *rand.Rand) pawnMove {
	p := int(s.toMove)
	best := 0
	var ties rules.Ties
	for i := range pms {
		pm := &pms[i]
		if pm.win {
			return *pm
		}
		other := s.pawns[p][0]
		if other == pm.from {
			other = s.pawns[p][1]
		}
		d := int(dist[pm.to])
		if other != NoSquare {
			d = min(d, int(dist[other]))
		}
		if ties.Lower(turns(d)*1024+int(dist[pm.to]), rng) {
			best = i
		}
	}
	return pms[best]
}

// nthWall returns the k-th wall (from 0) of ws.
func nthWall(ws *wallSet, k int) Wall {
	for i, x := range ws {
		n := bits.OnesCount64(x)
		if k < n {
			for ; k > 0; k-- {
				x &= x - 1
			}
			return Wall(i<<6 + trailing(x))
		}
		k -= n
	}
	return NoWall
}

// GreedyMove is the baseline: a pawn move along a shortest path (ties at
// random), then a random legal wall.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	if s.result != playing {
		return Pass
	}
	p := int(s.toMove)
	t := s.scratch()
	t.pm = s.pawnMoves(p, t.pm[:0])
	if len(t.pm) == 0 {
		t.mv = s.Legal(t.mv)
		return t.mv[rng.IntN(len(t.mv))]
	}
	own := &t.dist[0]
	s.open.distMap(goalSet[p], own)
	pm := s.bestPawnMove(t.pm, own, rng)
	base := int(pm.pp) * wallParts
	if pm.win || !s.hasWalls(p) {
		return rules.Move(base)
	}
	t.gen.prepare(s, p)
	ws := t.gen.legal(p, s.movedPawns(p, &pm))
	if n := ws.count(); n > 0 {
		return rules.Move(base + int(nthWall(&ws, rng.IntN(n))) + 1)
	}
	return rules.Move(base)
}

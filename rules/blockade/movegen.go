package blockade

import "impasse/rules"

// pawnMove is one legal pawn move: its pawn part of the move encoding,
// its squares, and whether it reaches a goal.
type pawnMove struct {
	pp       int16
	from, to Square
	win      bool
}

// scratch holds the buffers of move generation and of the AI.
type scratch struct {
	pm   []pawnMove
	gen  wallGen
	dist [3][NumSquares]uint8
	cand []Wall
	mv   []rules.Move
	an   *analysis
}

func (s *State) scratch() *scratch {
	if s.tmp == nil {
		s.tmp = &scratch{}
	}
	return s.tmp
}

// pawnMoves appends the legal pawn moves of seat p, by pawn square then
// direction.
func (s *State) pawnMoves(p int, buf []pawnMove) []pawnMove {
	a, b := s.pawns[p][0], s.pawns[p][1]
	if b < a {
		a, b = b, a
	}
	occ := s.occupied()
	for _, x := range [2]Square{a, b} {
		if x != NoSquare {
			buf = s.appendPawnMoves(buf, p, x, occ)
		}
	}
	return buf
}

// appendPawnMoves appends the moves of the pawn of seat p on x.
func (s *State) appendPawnMoves(buf []pawnMove, p int, x Square, occ bitboard) []pawnMove {
	e := &s.open
	goals := &goalSet[p]
	add := func(dir int, to Square) {
		buf = append(buf, pawnMove{pp: int16(int(x)*numDirs + dir), from: x, to: to, win: goals.has(to)})
	}
	// Two squares straight, over a pawn on the first if need be.
	for d := 0; d < 4; d++ {
		if !e.open(x, d) {
			continue
		}
		f := x + stepOffset[d]
		if e.open(f, d) {
			if t := f + stepOffset[d]; !occ.has(t) || goals.has(t) {
				add(dirTwo+d, t)
			}
		}
	}
	// One square diagonally (Cul de Sac: an L), by either route.
	for k, dd := range diagDirs {
		t := destTable[x][dirDiag+k]
		if t == NoSquare || (occ.has(t) && !goals.has(t)) {
			continue
		}
		v, h := dd[0], dd[1]
		if e.open(x, v) && e.open(x+stepOffset[v], h) || e.open(x, h) && e.open(x+stepOffset[h], v) {
			add(dirDiag+k, t)
		}
	}
	// One square orthogonally: onto a goal, or stopping short before a
	// pawn.
	for d := 0; d < 4; d++ {
		if !e.open(x, d) {
			continue
		}
		f := x + stepOffset[d]
		if goals.has(f) || !occ.has(f) && s.stopShort(f, d, occ) {
			add(dirOne+d, f)
		}
	}
	return buf
}

// stopShort reports whether a pawn that stepped onto f in direction d may
// stop there: in Blockade when the next square straight on holds a pawn
// and no wall is in between; in Cul de Sac when any second step (not
// back) would end on a pawn.
func (s *State) stopShort(f Square, d int, occ bitboard) bool {
	e := &s.open
	if !s.culdesac {
		return e.open(f, d) && occ.has(f+stepOffset[d])
	}
	for d2 := 0; d2 < 4; d2++ {
		if d2 != d^2 && e.open(f, d2) && occ.has(f+stepOffset[d2]) {
			return true
		}
	}
	return false
}

// movedPawns returns seat p's pawn squares after pawn move pm.
func (s *State) movedPawns(p int, pm *pawnMove) [2]Square {
	ps := s.pawns[p]
	if ps[0] == pm.from {
		ps[0] = pm.to
	} else {
		ps[1] = pm.to
	}
	return ps
}

func (s *State) hasWalls(p int) bool { return s.hand[p][0]+s.hand[p][1] > 0 }

// Legal appends the legal moves to buf[:0]: for each pawn move (by pawn
// square then direction) the move with each legal wall in place order, or
// the pawn move alone when it wins or no wall can be placed; with no pawn
// move, each legal wall alone, or the pass.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.result != playing {
		return buf
	}
	p := int(s.toMove)
	t := s.scratch()
	t.pm = s.pawnMoves(p, t.pm[:0])
	walls := s.hasWalls(p)
	if walls {
		t.gen.prepare(s, p)
	}
	if len(t.pm) == 0 {
		if walls {
			buf = appendWalls(buf, noPawn*wallParts, t.gen.legal(p, s.pawns[p]))
		}
		if len(buf) == 0 {
			buf = append(buf, Pass)
		}
		return buf
	}
	for i := range t.pm {
		pm := &t.pm[i]
		base := int(pm.pp) * wallParts
		n := len(buf)
		if walls && !pm.win {
			buf = appendWalls(buf, base, t.gen.legal(p, s.movedPawns(p, pm)))
		}
		if len(buf) == n {
			buf = append(buf, rules.Move(base))
		}
	}
	return buf
}

// appendWalls appends base plus each wall of ws (its wall part).
func appendWalls(buf []rules.Move, base int, ws wallSet) []rules.Move {
	for i, x := range ws {
		for ; x != 0; x &= x - 1 {
			buf = append(buf, rules.Move(base+i<<6+trailing(x)+1))
		}
	}
	return buf
}

func (ws *wallSet) empty() bool { return ws[0]|ws[1]|ws[2]|ws[3]|ws[4] == 0 }

package blockade

// Wall legality.
//
// The path rule asks that after a wall every pawn keeps a path to both of
// its goals. A wall only removes passages, so the rule holds unless the
// wall splits the connected part of the board holding a seat's pawns and
// goals.
//
// Which walls can split anything at all follows from planar duality: the
// board's squares and passages form a plane grid graph whose faces are the
// groove crossings (the wall centres) plus the outside of the board. A
// set of passages disconnects the grid exactly when the grooves closed by
// walls contain a cycle, where the whole edge of the board counts as one
// point. A new wall adds two groove segments joining its three points
// (end, centre, end), so it splits a part of the board only if two of
// those points were already linked by walls or by the edge. comp keeps
// the groups of linked points up to date, so most walls are found safe
// with three table lookups.
//
// A wall that closes a cycle ("risky") is then looked at closely, once
// per position and not once per pawn move: flood fills from the four
// squares beside it, run in lockstep so that the small enclosed parts
// finish first, give the parts the board falls into. The wall is legal
// for given pawn squares when each seat's pawns and goals lie in one
// part; that test is a few word operations per pawn move.

// resetComp labels every lattice point as its own group.
func (s *State) resetComp() {
	for i := range s.comp {
		s.comp[i] = uint8(i)
	}
}

// joinComp merges the groups of wall w's three points.
func (s *State) joinComp(w Wall) {
	pts := &wallInfos[w].pts
	a := s.comp[pts[0]]
	for _, pt := range pts[1:] {
		b := s.comp[pt]
		if b == a {
			continue
		}
		for i, c := range s.comp {
			if c == b {
				s.comp[i] = a
			}
		}
	}
}

// risky reports whether wall w would close a cycle of walls, so that it
// may split the board.
func (s *State) risky(w Wall) bool {
	pts := &wallInfos[w].pts
	a, b, c := s.comp[pts[0]], s.comp[pts[1]], s.comp[pts[2]]
	return a == b || b == c || a == c
}

// split holds the parts the board would fall into with a risky wall: all
// of them but one (the last part is whatever the others leave).
type split struct {
	w     Wall
	n     int
	parts [3]bitboard
}

// cuts reports whether the squares t (one seat's pawns and goals, all in
// one part before the wall) would be separated.
func (sp *split) cuts(t bitboard) bool {
	for i := 0; i < sp.n; i++ {
		x := t.and(sp.parts[i])
		if !x.empty() && x != t {
			return true
		}
	}
	return false
}

// splitBy computes the parts of the board after wall w.
func (s *State) splitBy(w Wall) split {
	e := s.open
	e.block(w)
	sp := split{w: w}
	wi := &wallInfos[w]
	var fronts [4]bitboard
	var active [4]bool
	for i, sq := range wi.sq {
		fronts[i].set(sq)
		active[i] = true
	}
	live := 4
	for live > 1 {
		for i := range fronts {
			if !active[i] {
				continue
			}
			n := e.spread(&fronts[i])
			if n == fronts[i] {
				// A whole part: it cannot meet another front.
				sp.parts[sp.n] = n
				sp.n++
				active[i] = false
				live--
				if live <= 1 {
					break
				}
				continue
			}
			fronts[i] = n
		}
		// Fronts that meet belong to the same part.
		for i := range fronts {
			if !active[i] {
				continue
			}
			for j := i + 1; j < len(fronts); j++ {
				if active[j] && !fronts[i].and(fronts[j]).empty() {
					fronts[i] = fronts[i].or(fronts[j])
					active[j] = false
					live--
				}
			}
		}
	}
	return sp
}

// terminals returns seat p's pawns and goals with its pawns on pawns.
func terminals(p int, pawns [2]Square) bitboard {
	t := goalSet[p]
	for _, sq := range pawns {
		if sq != NoSquare {
			t.set(sq)
		}
	}
	return t
}

// freeWalls returns the places seat p may put a wall on, the path rule
// aside: not overlapping or crossing a wall, of a kind p still has.
func (s *State) freeWalls(p int) wallSet {
	var f wallSet
	for k := 0; k < 2; k++ {
		if s.hand[p][k] == 0 {
			continue
		}
		for i := range f {
			f[i] |= kindMask[k][i] &^ s.blocked[i]
		}
	}
	return f
}

// wallGen finds the legal walls of the seat to move for the different
// pawn moves of one position.
type wallGen struct {
	free wallSet
	// splits lists the risky free walls that keep the other seat's
	// pawns and goals together (the others are illegal whatever the
	// pawn move).
	splits []split
	// base is free without the risky walls.
	base wallSet
}

// prepare sets g up for seat p in s.
func (g *wallGen) prepare(s *State, p int) {
	g.free = s.freeWalls(p)
	g.base = g.free
	g.splits = g.splits[:0]
	other := terminals(1-p, s.pawns[1-p])
	for i, x := range g.free {
		for ; x != 0; x &= x - 1 {
			w := Wall(i<<6 + trailing(x))
			if !s.risky(w) {
				continue
			}
			g.base.clear(w)
			sp := s.splitBy(w)
			if !sp.cuts(other) {
				g.splits = append(g.splits, sp)
			}
		}
	}
}

// legal returns the legal walls once the mover's pawns stand on pawns.
func (g *wallGen) legal(p int, pawns [2]Square) wallSet {
	ws := g.base
	t := terminals(p, pawns)
	for i := range g.splits {
		if !g.splits[i].cuts(t) {
			ws.set(g.splits[i].w)
		}
	}
	return ws
}

// wallLegal reports whether seat p may put wall w on the board with its
// pawns on pawns (the other seat's where they are).
func (s *State) wallLegal(p int, w Wall, pawns [2]Square) bool {
	if s.hand[p][w.Kind()] == 0 || s.blocked.has(w) {
		return false
	}
	if !s.risky(w) {
		return true
	}
	sp := s.splitBy(w)
	return !sp.cuts(terminals(p, pawns)) && !sp.cuts(terminals(1-p, s.pawns[1-p]))
}

// cutBy returns a pawn and a goal that wall w would separate, with seat
// p's pawns on pawns, or ok false.
func (s *State) cutBy(p int, w Wall, pawns [2]Square) (seat int, pawn, goal Square, ok bool) {
	e := s.open
	e.block(w)
	for _, q := range [2]int{p, 1 - p} {
		ps := s.pawns[q]
		if q == p {
			ps = pawns
		}
		for _, sq := range ps {
			if sq == NoSquare {
				continue
			}
			r := e.fill(bbOf(sq))
			for _, g := range goalSquares[q] {
				if !r.has(g) {
					return q, sq, g, true
				}
			}
		}
	}
	return 0, 0, 0, false
}

package bloqs

import (
	"math/bits"

	"impasse/rules"
)

// scan holds, for one position, the column masks legal move generation
// combines, row by row: for each width W, the columns where W squares in
// a row are live (or, before the first block, inner), and where W squares
// in a row hold one beside a block; for each footprint, where they hold
// one beside a block of the footprint's height.
//
// It also holds the fragile squares, open squares a block beside them on
// one side might leave dead: frail[side] holds those with no empty
// rectangle reaching away from that side (west, east, south, north), that
// is no empty 2 × 3 or 3 × 2 with the square in its first column (for a
// block to the west), last column, first row or last row. A placement
// isolates squares only if a square beside it is fragile on its side.
type scan struct {
	fit, touch [3][MaxSide]uint32
	same       [numFootprints][MaxSide]uint32
	frail      [4][MaxSide]uint32
}

// The sides of a square, for scan.frail.
const (
	west = iota
	east
	south
	north
)

// scanInto sets sc, zero, to the masks of s.
func (s *State) scanInto(sc *scan) {
	n := s.b.Rows
	s.frailSquares(sc)
	if s.placed == 0 {
		for y := 0; y < n; y++ {
			for w := 2; w <= 4; w++ {
				sc.fit[w-2][y] = run(s.b.inner[y], w)
				sc.touch[w-2][y] = ^uint32(0)
			}
		}
		return
	}
	for y := 0; y < n; y++ {
		var beside [3]uint32
		for k := range s.height {
			h := &s.height[k]
			m := h[y]<<1 | h[y]>>1
			if y > 0 {
				m |= h[y-1]
			}
			if y+1 < n {
				m |= h[y+1]
			}
			beside[k] = m
		}
		any := beside[0] | beside[1] | beside[2]
		for w := 2; w <= 4; w++ {
			sc.fit[w-2][y] = run(s.live[y], w)
			sc.touch[w-2][y] = spread(any, w)
		}
		for f, fp := range Footprints {
			sc.same[f][y] = spread(beside[heightIndex(fp.Height)], fp.W)
		}
	}
}

// frailSquares sets sc.frail.
func (s *State) frailSquares(sc *scan) {
	n := s.b.Rows
	var tall, wide [MaxSide]uint32
	e := &s.empty
	anchors(e, 0, n-1, n, &tall, &wide)
	for y := 0; y < n; y++ {
		// The squares in the first and last column of an empty 2 × 3 or
		// 3 × 2 covering row y, and in the first and last row of one.
		var first, last, bottom, top uint32
		for a := max(y-2, 0); a <= y; a++ {
			first |= tall[a]
			last |= tall[a] << 1
		}
		for a := max(y-1, 0); a <= y; a++ {
			first |= wide[a]
			last |= wide[a] << 2
		}
		bottom = tall[y] | tall[y]<<1 | wide[y] | wide[y]<<1 | wide[y]<<2
		if y >= 2 {
			top = tall[y-2] | tall[y-2]<<1
		}
		if y >= 1 {
			top |= wide[y-1] | wide[y-1]<<1 | wide[y-1]<<2
		}
		open := e[y] &^ s.closed[y]
		// A block to the west of a square leaves it live through an
		// empty rectangle starting in its column, and so on.
		sc.frail[west][y] = open &^ first
		sc.frail[east][y] = open &^ last
		sc.frail[south][y] = open &^ bottom
		sc.frail[north][y] = open &^ top
	}
}

// columns returns the columns c where footprint f may go with its lowest
// row at r, covering empty squares only and touching a block (or, for the
// first block, off the edge): in sure where it touches no block of its
// own height, in maybe where it does and is legal only if it scores.
func (sc *scan) columns(f, r int) (sure, maybe uint32) {
	fp := Footprints[f]
	w := fp.W - 2
	fit, touch, same := ^uint32(0), uint32(0), uint32(0)
	for y := r; y < r+fp.H; y++ {
		fit &= sc.fit[w][y]
		touch |= sc.touch[w][y]
		same |= sc.same[f][y]
	}
	fit &= touch
	return fit &^ same, fit & same
}

// scoring returns the columns c where footprint f with its lowest row at
// r has beside it a square fragile on that side: the only placements that
// may isolate squares.
func (sc *scan) scoring(f, r int) uint32 {
	fp := Footprints[f]
	var left, right uint32
	for y := r; y < r+fp.H; y++ {
		// A square west of the block has the block to its east.
		left |= sc.frail[east][y]
		right |= sc.frail[west][y]
	}
	out := left<<1 | right>>fp.W
	if r > 0 {
		out |= spread(sc.frail[north][r-1], fp.W)
	}
	if r+fp.H < MaxSide {
		out |= spread(sc.frail[south][r+fp.H], fp.W)
	}
	return out
}

// isolates reports whether placing footprint f at (c, r) isolates squares.
func (s *State) isolates(f, c, r int) bool {
	points, _ := s.effect(f, c, r)
	return points > 0
}

// Legal appends the legal placements to buf[:0], in increasing order.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.over {
		return buf
	}
	var sc scan
	s.scanInto(&sc)
	for f, fp := range Footprints {
		for r := 0; r+fp.H <= s.b.Rows; r++ {
			sure, maybe := sc.columns(f, r)
			maybe &= sc.scoring(f, r)
			for m := sure | maybe; m != 0; m &= m - 1 {
				c := bits.TrailingZeros32(m)
				if maybe>>c&1 != 0 && !s.isolates(f, c, r) {
					continue
				}
				buf = append(buf, s.b.encode(f, c, r))
			}
		}
	}
	return buf
}

// hasMove reports whether any placement is legal: the witness, a
// placement found legal before, if it still is, or else a search, trying
// the placements the height rule allows before those that must score.
func (s *State) hasMove() bool {
	if s.witness >= 0 && s.plainLegal(s.b.decode(s.witness)) {
		return true
	}
	var sc scan
	s.scanInto(&sc)
	any := false
	for f, fp := range Footprints {
		for r := 0; r+fp.H <= s.b.Rows; r++ {
			sure, maybe := sc.columns(f, r)
			if sure != 0 {
				s.witness = s.b.encode(f, bits.TrailingZeros32(sure), r)
				return true
			}
			any = any || maybe != 0
		}
	}
	if !any {
		return false
	}
	for f, fp := range Footprints {
		for r := 0; r+fp.H <= s.b.Rows; r++ {
			_, maybe := sc.columns(f, r)
			for maybe &= sc.scoring(f, r); maybe != 0; maybe &= maybe - 1 {
				if s.isolates(f, bits.TrailingZeros32(maybe), r) {
					return true
				}
			}
		}
	}
	return false
}

// plainLegal reports whether footprint f may go at (c, r), after the first
// block, without the height rule's exception: on live squares, touching a
// block, and none of its own height.
func (s *State) plainLegal(f, c, r int) bool {
	fp := Footprints[f]
	mask := span(c, fp.W)
	for y := r; y < r+fp.H; y++ {
		if s.live[y]&mask != mask {
			return false
		}
	}
	side := (mask<<1 | mask>>1) &^ mask
	k := heightIndex(fp.Height)
	touch := false
	for y := max(r-1, 0); y <= min(r+fp.H, s.b.Rows-1); y++ {
		m := side
		if y < r || y >= r+fp.H {
			m = mask
		}
		if s.height[k][y]&m != 0 {
			return false
		}
		touch = touch || (s.height[0][y]|s.height[1][y]|s.height[2][y])&m != 0
	}
	return touch
}

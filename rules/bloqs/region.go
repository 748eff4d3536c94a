package bloqs

import (
	"math/bits"

	"impasse/rules"
)

// This file keeps the regions' bookkeeping incremental. A square is live
// when some empty 2 × 3 or 3 × 2 rectangle covers it; a region of empty
// squares (orthogonally connected) is isolated when it has no live
// square, since every footprint holds a 2 × 3 or a 3 × 2. A placement
// changes liveness only within two rows of its own, so liveRows redoes
// those rows alone, and a region it isolates holds a square beside it, so
// isolate searches only from those squares, stopping at the first live
// square it meets.

// span returns the mask of w columns from column c.
func span(c, w int) uint32 { return (uint32(1)<<w - 1) << c }

// run returns the columns c where the w columns c..c+w−1 are all in m.
func run(m uint32, w int) uint32 {
	out := m
	for i := 1; i < w; i++ {
		out &= m >> i
	}
	return out
}

// spread returns the columns c where one of the w columns c..c+w−1 is
// in m.
func spread(m uint32, w int) uint32 {
	out := m
	for i := 1; i < w; i++ {
		out |= m >> i
	}
	return out
}

// window returns the rows whose liveness a block of footprint f at row r
// may change, in a frame of n rows.
func window(f Footprint, r, n int) (lo, hi int) {
	return max(r-2, 0), min(r+f.H+1, n-1)
}

// anchors sets tall[a] and wide[a], for the rows a from a0 to a1, to the
// columns where an empty 2 × 3 (two wide, three tall) and an empty 3 × 2
// have their lowest-left square in row a, given the empty squares e of a
// frame of n rows.
func anchors(e *rows, a0, a1, n int, tall, wide *[MaxSide]uint32) {
	// two[i] and three[i] hold the columns where two and three squares
	// of row a0+i in a row are empty.
	var two, three [MaxSide + 2]uint32
	for a := a0; a <= min(a1+2, n-1); a++ {
		two[a-a0] = e[a] & (e[a] >> 1)
		three[a-a0] = two[a-a0] & (e[a] >> 2)
	}
	for a := a0; a <= a1; a++ {
		i := a - a0
		if a+2 < n {
			tall[a] = two[i] & two[i+1] & two[i+2]
		}
		if a+1 < n {
			wide[a] = three[i] & three[i+1]
		}
	}
}

// liveRows sets out[lo..hi] to the live squares of those rows, given the
// empty squares e of a frame of n rows.
func liveRows(e, out *rows, lo, hi, n int) {
	var tall, wide [MaxSide]uint32
	anchors(e, max(lo-2, 0), hi, n, &tall, &wide)
	for y := lo; y <= hi; y++ {
		t := tall[y]
		if y >= 1 {
			t |= tall[y-1]
		}
		if y >= 2 {
			t |= tall[y-2]
		}
		w := wide[y]
		if y >= 1 {
			w |= wide[y-1]
		}
		out[y] = t | t<<1 | w | w<<1 | w<<2
	}
}

// isolate finds the regions isolated by a block of footprint f just
// placed at (c, r): the regions of the empty squares e, closed regions
// left out, that hold a square beside the block and no square of live.
// It adds their squares to iso and returns how many there are.
func (s *State) isolate(e, live *rows, f Footprint, c, r int, iso *rows) int {
	n := s.b.Rows
	lo, hi := max(r-1, 0), min(r+f.H, n-1)
	// The empty, open, dead squares beside the block.
	var seeds [MaxSide]uint32
	mask := span(c, f.W)
	side := (mask<<1 | mask>>1) &^ mask
	any := uint32(0)
	for y := lo; y <= hi; y++ {
		m := side
		if y < r || y >= r+f.H {
			m = mask
		}
		seeds[y] = m & e[y] &^ s.closed[y] &^ live[y]
		any |= seeds[y]
	}
	if any == 0 {
		return 0
	}
	// known holds squares of regions found live, reg the region filled.
	var known, reg rows
	points := 0
	for y := lo; y <= hi; y++ {
		for seeds[y] &^= known[y] | iso[y]; seeds[y] != 0; seeds[y] &^= known[y] | iso[y] {
			x := bits.TrailingZeros32(seeds[y])
			dead, from, to := s.fill(e, live, &known, &reg, x, y)
			dest := &known
			if dead {
				dest = iso
			}
			for i := from; i <= to; i++ {
				if dead {
					points += bits.OnesCount32(reg[i])
				}
				dest[i] |= reg[i]
				reg[i] = 0
			}
		}
	}
	return points
}

// fill grows in reg, a row mask at a time, the region of the open squares
// of e holding the square (x, y), and returns whether it is dead, and the
// rows it filled. It stops early, the region live, as soon as it meets a
// square of live or of known.
func (s *State) fill(e, live, known, reg *rows, x, y int) (dead bool, from, to int) {
	n := s.b.Rows
	open := func(i int) uint32 { return e[i] &^ s.closed[i] }
	reg[y] = fillRow(1<<x, open(y))
	from, to = y, y
	if reg[y]&(live[y]|known[y]) != 0 {
		return false, from, to
	}
	for grown := true; grown; {
		grown = false
		for i := max(from-1, 0); i <= min(to+1, n-1); i++ {
			touch := reg[i]
			if i > 0 {
				touch |= reg[i-1]
			}
			if i+1 < n {
				touch |= reg[i+1]
			}
			o := open(i)
			g := fillRow(touch&o, o)
			if g == reg[i] {
				continue
			}
			reg[i] = g
			from, to = min(from, i), max(to, i)
			if g&(live[i]|known[i]) != 0 {
				return false, from, to
			}
			grown = true
		}
	}
	return true, from, to
}

// fillRow returns the squares of o in a row connected within it to the
// squares of seed, a subset of o: adding seed to o carries through each
// run of o upwards from a seed, and the same in the reversed row carries
// downwards.
func fillRow(seed, o uint32) uint32 {
	up := (o + seed) ^ o | seed
	ro, rs := bits.Reverse32(o), bits.Reverse32(seed)
	down := bits.Reverse32((ro + rs) ^ ro | rs)
	return (up | down) & o
}

// effect returns what placing footprint f at (c, r) would do: the points
// it scores, and how many squares it leaves dead (no block can go there
// any more) without isolating them, points for whoever closes their
// region later.
func (s *State) effect(f, c, r int) (points, dead int) {
	fp := Footprints[f]
	n := s.b.Rows
	e, live := s.empty, s.live
	mask := span(c, fp.W)
	for y := r; y < r+fp.H; y++ {
		e[y] &^= mask
	}
	lo, hi := window(fp, r, n)
	liveRows(&e, &live, lo, hi, n)
	var iso rows
	points = s.isolate(&e, &live, fp, c, r, &iso)
	for y := lo; y <= hi; y++ {
		dead += bits.OnesCount32(s.live[y] & e[y] &^ live[y] &^ iso[y])
	}
	return points, dead
}

// Points returns the squares placing m would isolate, for a preview:
// whether or not the rules allow m, as long as it covers empty squares
// only (0 otherwise).
func (s *State) Points(m rules.Move) int {
	fp, _, _, ok := s.b.Placement(m)
	if !ok {
		return 0
	}
	f, c, r := s.b.decode(m)
	mask := span(c, fp.W)
	for y := r; y < r+fp.H; y++ {
		if s.live[y]&mask != mask {
			return 0
		}
	}
	points, _ := s.effect(f, c, r)
	return points
}

package bloqs

import "math/bits"

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

// liveRows sets out[lo..hi] to the live squares of those rows, given the
// empty squares e of a frame of n rows.
func liveRows(e, out *rows, lo, hi, n int) {
	// tall[a] and wide[a] hold the columns where an empty 2 × 3 (two
	// wide, three tall) and an empty 3 × 2 have their lowest-left square
	// in row a.
	var tall, wide [MaxSide]uint32
	for a := max(lo-2, 0); a <= hi; a++ {
		if a+2 < n {
			tall[a] = run(e[a], 2) & run(e[a+1], 2) & run(e[a+2], 2)
		}
		if a+1 < n {
			wide[a] = run(e[a], 3) & run(e[a+1], 3)
		}
	}
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
	// The empty, open, dead squares beside the block.
	var seeds [MaxSide]uint32
	mask := span(c, f.W)
	side := (mask<<1 | mask>>1) &^ mask
	any := uint32(0)
	for y := max(r-1, 0); y <= min(r+f.H, n-1); y++ {
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
	// known holds the squares of regions found live, seen those visited.
	var known, seen rows
	var queue [MaxSide * MaxSide]uint16
	points := 0
	for y := max(r-1, 0); y <= min(r+f.H, n-1); y++ {
		for m := seeds[y] &^ seen[y]; m != 0; m &= m - 1 {
			x := bits.TrailingZeros32(m)
			if seen[y]>>x&1 != 0 {
				continue
			}
			seen[y] |= 1 << x
			queue[0] = uint16(y<<5 | x)
			size, dead := 1, true
		search:
			for i := 0; i < size; i++ {
				qx, qy := int(queue[i]&31), int(queue[i]>>5)
				for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					nx, ny := qx+d[0], qy+d[1]
					if nx < 0 || ny < 0 || nx >= MaxSide || ny >= n {
						continue
					}
					bit := uint32(1) << nx
					if e[ny]&bit == 0 || seen[ny]&bit != 0 && known[ny]&bit == 0 {
						continue
					}
					if live[ny]&bit != 0 || known[ny]&bit != 0 {
						dead = false
						break search
					}
					seen[ny] |= bit
					queue[size] = uint16(ny<<5 | nx)
					size++
				}
			}
			dest := &known
			if dead {
				dest = iso
				points += size
			}
			for _, q := range queue[:size] {
				dest[q>>5] |= 1 << (q & 31)
			}
		}
	}
	return points
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

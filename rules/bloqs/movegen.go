package bloqs

import (
	"math/bits"

	"impasse/rules"
)

// beside holds the squares beside blocks, the sets legal move generation
// works with: a placement touches a block when it covers a square of
// touch, and touches one of height k+2 when it covers a square of
// height[k].
type beside struct {
	touch  rows
	height [3]rows
}

// besides returns the squares beside the blocks of s.
func (s *State) besides() *beside {
	var bs beside
	for k := range s.height {
		h := &s.height[k]
		for y := 0; y < s.b.Rows; y++ {
			m := h[y]<<1 | h[y]>>1
			if y > 0 {
				m |= h[y-1]
			}
			if y+1 < s.b.Rows {
				m |= h[y+1]
			}
			bs.height[k][y] = m
			bs.touch[y] |= m
		}
	}
	return &bs
}

// columns returns the columns c where footprint f may go with its lowest
// row at r, covering empty squares only and touching a block (or, for the
// first block, off the edge): in sure where it touches no block of its
// own height, in maybe where it does and is legal only if it scores.
func (s *State) columns(bs *beside, f, r int) (sure, maybe uint32) {
	fp := Footprints[f]
	if s.placed == 0 {
		sure = ^uint32(0)
		for y := r; y < r+fp.H; y++ {
			sure &= run(s.b.inner[y], fp.W)
		}
		return sure, 0
	}
	fit, touch, same := ^uint32(0), uint32(0), uint32(0)
	k := heightIndex(fp.Height)
	for y := r; y < r+fp.H; y++ {
		fit &= run(s.live[y], fp.W)
		touch |= bs.touch[y]
		same |= bs.height[k][y]
	}
	fit &= spread(touch, fp.W)
	same = spread(same, fp.W)
	return fit &^ same, fit & same
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
	bs := s.besides()
	for f, fp := range Footprints {
		for r := 0; r+fp.H <= s.b.Rows; r++ {
			sure, maybe := s.columns(bs, f, r)
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

// hasMove reports whether any placement is legal, trying those the
// height rule allows before those that must score.
func (s *State) hasMove() bool {
	bs := s.besides()
	any := false
	for f, fp := range Footprints {
		for r := 0; r+fp.H <= s.b.Rows; r++ {
			sure, maybe := s.columns(bs, f, r)
			if sure != 0 {
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
			_, maybe := s.columns(bs, f, r)
			for ; maybe != 0; maybe &= maybe - 1 {
				if s.isolates(f, bits.TrailingZeros32(maybe), r) {
					return true
				}
			}
		}
	}
	return false
}

package blockers

import (
	"math/bits"
	"math/rand/v2"

	"impasse/rules"
)

// View returns the position as seat sees it at the table: the board, all
// captures, the racks of its own colours, in the expert variant every
// rack turned face up (a colour out of play), and the number of tiles in
// every other rack and in every pile. The other racks and the order of
// every pile (its own included) are replaced by placeholders, so two
// states seat cannot tell apart have equal views, String and Hash
// included. The seat's own legal moves are the same in its view.
func (s *State) View(seat int) rules.State {
	v := *s
	v.mask(seat)
	return &v
}

// mask turns s into seat's view.
func (s *State) mask(seat int) {
	s.viewer = int8(seat)
	for c := 0; c < int(s.colours); c++ {
		for i := range s.pile[c] {
			s.pile[c][i] = unknownTile
		}
		if s.OwnerOf(c) == seat || s.expert && !s.InPlay(c) {
			continue
		}
		s.hid[c] += uint8(bits.OnesCount32(s.rack[c]))
		s.rack[c] = 0
	}
}

// Sample returns a full state seat cannot tell apart from s: starting
// from View(seat), every tile seat has not seen is dealt again uniformly
// at random. For each colour the unseen tiles are its 28 minus those
// placed (on the board or captured) and those in a rack seat sees; they
// fill the hidden part of the rack and the pile, in a random order. The
// result depends only on View(seat) and rng. The sample's Setup does not
// know the piles.
func (s *State) Sample(seat int, rng *rand.Rand) rules.State {
	v := *s
	v.mask(seat)
	v.viewer = -1
	v.deal(rng)
	return &v
}

// deal redraws the unknown tiles of every colour: the hidden part of the
// rack and the pile still to draw.
func (s *State) deal(rng *rand.Rand) {
	var pool [TilesPerColour]int8
	for c := 0; c < int(s.colours); c++ {
		n := 0
		for r := allKinds &^ s.placed[c] &^ s.rack[c]; r != 0; r &= r - 1 {
			pool[n] = int8(bits.TrailingZeros32(r))
			n++
		}
		// Fisher–Yates, two indices from each 64 random bits: j is
		// floor(u × (i+1) / 2³²) for a 32-bit u, uniform within
		// (i+1)/2³² < 10⁻⁸.
		var r uint64
		for i := n - 1; i > 0; i-- {
			if (n-1-i)&1 == 0 {
				r = rng.Uint64()
			} else {
				r >>= 32
			}
			j := int((r & 0xFFFFFFFF) * uint64(i+1) >> 32)
			pool[i], pool[j] = pool[j], pool[i]
		}
		h := min(int(s.hid[c]), n)
		for _, k := range pool[:h] {
			s.rack[c] |= 1 << uint(k)
		}
		s.hid[c] = 0
		copy(s.pile[c][s.drawn[c]:], pool[h:n])
	}
}

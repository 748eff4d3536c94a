package rules

// History is what a game keeps for the rule that a position met a third
// time, with the same player to move, is a draw: the hashes of the
// positions since its last irreversible move (a placement, a capture, an
// entry), after which no earlier position can come back.
type History struct {
	hashes []uint64
}

// Reset forgets every position: the move just made cannot be undone.
func (h *History) Reset() { h.hashes = h.hashes[:0] }

// Add records hash as the position now and returns how many times it
// has occurred, this time included. Positions with the same player to
// move are stride plies apart (2 for two players taking turns; 1 looks
// at every position, when turns do not come round evenly).
func (h *History) Add(hash uint64, stride int) int {
	h.hashes = append(h.hashes, hash)
	n := 0
	for i := len(h.hashes) - 1; i >= 0; i -= stride {
		if h.hashes[i] == hash {
			n++
		}
	}
	return n
}

// Contains reports whether a position with this hash has occurred.
func (h *History) Contains(hash uint64) bool {
	for _, x := range h.hashes {
		if x == hash {
			return true
		}
	}
	return false
}

// Clone returns an independent copy, with room to grow.
func (h History) Clone() History {
	return History{append(make([]uint64, 0, len(h.hashes)+16), h.hashes...)}
}

// CopyFrom makes h a copy of o, reusing h's memory.
func (h *History) CopyFrom(o History) { h.hashes = append(h.hashes[:0], o.hashes...) }

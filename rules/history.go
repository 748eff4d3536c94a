package rules

import "maps"

// History is what a game keeps for the rule that a position met a third
// time, with the same player to move, is a draw: the hashes of the
// positions since its last irreversible move (a placement, a capture, an
// entry), after which no earlier position can come back.
//
// A short history is scanned; once it passes longHistory positions, it
// counts them in a map, so that a long game without irreversible moves
// costs the same for each move instead of more and more.
type History struct {
	hashes []uint64
	// counts holds, for a long history, how many times each hash occurs
	// at each position modulo stride; nil until needed.
	counts map[historyKey]int
	stride int
}

type historyKey struct {
	hash  uint64
	phase int
}

// longHistory is the length beyond which Add counts in a map.
const longHistory = 256

// Reset forgets every position: the move just made cannot be undone.
func (h *History) Reset() {
	h.hashes = h.hashes[:0]
	h.counts = nil
}

// Add records hash as the position now and returns how many times it
// has occurred, this time included. Positions with the same player to
// move are stride plies apart (2 for two players taking turns; 1 looks
// at every position, when turns do not come round evenly); a game passes
// the same stride to every Add until a Reset.
func (h *History) Add(hash uint64, stride int) int {
	h.hashes = append(h.hashes, hash)
	last := len(h.hashes) - 1
	if len(h.hashes) <= longHistory {
		n := 0
		for i := last; i >= 0; i -= stride {
			if h.hashes[i] == hash {
				n++
			}
		}
		return n
	}
	key := historyKey{hash, last % stride}
	if h.counts == nil || h.stride != stride {
		h.counts, h.stride = make(map[historyKey]int, len(h.hashes)), stride
		for i, x := range h.hashes {
			h.counts[historyKey{x, i % stride}]++
		}
		return h.counts[key]
	}
	h.counts[key]++
	return h.counts[key]
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

// Clone returns an independent copy, with room to grow. A long history's
// counts are copied with it, so that the copy's next Add costs no more
// than the original's.
func (h History) Clone() History {
	return History{
		hashes: append(make([]uint64, 0, len(h.hashes)+16), h.hashes...),
		counts: maps.Clone(h.counts),
		stride: h.stride,
	}
}

// CopyFrom makes h a copy of o, reusing h's memory.
func (h *History) CopyFrom(o History) {
	h.hashes = append(h.hashes[:0], o.hashes...)
	h.stride = o.stride
	if o.counts == nil {
		h.counts = nil
		return
	}
	if h.counts == nil {
		h.counts = make(map[historyKey]int, len(o.counts))
	}
	clear(h.counts)
	maps.Copy(h.counts, o.counts)
}

package rules

import (
	"maps"
	"slices"
)

// History is what a game keeps for the rule that a position met a third
// time, with the same player to move, is a draw: the hashes of the
// positions since its last irreversible move (a placement, a capture, an
// entry), after which no earlier position can come back.
//
// Its latest positions, at most longHistory, are its own and scanned.
// Older ones are counted in frozen parts that copies share: a search
// that copies a position late in a long game without irreversible moves
// copies at most longHistory hashes, not the whole game and its counts.
type History struct {
	frozen *frozenHistory
	recent []uint64
}

// frozenHistory is the older part of a History, never changed once made:
// its positions, and how many times each hash occurs among them at each
// position modulo stride.
type frozenHistory struct {
	hashes *hashChunk
	len    int
	counts map[historyKey]int
	stride int
}

// hashChunk holds positions frozen together, after those of prev: a
// frozen history keeps its positions, not its older versions' counts.
type hashChunk struct {
	prev   *hashChunk
	hashes []uint64
}

type historyKey struct {
	hash  uint64
	phase int
}

// longHistory is the most positions a History holds outside its frozen
// part: one more, and they are frozen with the older ones, which copies
// the older counts: a game pays that once every longHistory moves.
const longHistory = 256

// Reset forgets every position: the move just made cannot be undone.
func (h *History) Reset() {
	h.frozen = nil
	h.recent = h.recent[:0]
}

// Add records hash as the position now and returns how many times it
// has occurred, this time included. Positions with the same player to
// move are stride plies apart (2 for two players taking turns; 1 looks
// at every position, when turns do not come round evenly); a game passes
// the same stride to every Add until a Reset.
func (h *History) Add(hash uint64, stride int) int {
	h.recent = append(h.recent, hash)
	n := 0
	for i := len(h.recent) - 1; i >= 0; i -= stride {
		if h.recent[i] == hash {
			n++
		}
	}
	if f := h.frozen; f != nil {
		if f.stride != stride {
			f = freeze(nil, f.all(), stride)
			h.frozen = f
		}
		n += f.counts[historyKey{hash, (f.len + len(h.recent) - 1) % stride}]
	}
	if len(h.recent) > longHistory {
		h.frozen = freeze(h.frozen, h.recent, stride)
		h.recent = h.recent[:0]
	}
	return n
}

// freeze returns a new frozen history: the positions of older (nil for
// none), then newer, counted for stride.
func freeze(older *frozenHistory, newer []uint64, stride int) *frozenHistory {
	f := &frozenHistory{hashes: &hashChunk{hashes: slices.Clone(newer)}, len: len(newer), stride: stride}
	if older != nil {
		f.hashes.prev = older.hashes
		f.len += older.len
		f.counts = maps.Clone(older.counts)
	} else {
		f.counts = make(map[historyKey]int, len(newer))
	}
	for i, x := range newer {
		f.counts[historyKey{x, (f.len - len(newer) + i) % stride}]++
	}
	return f
}

// all returns every position of f, oldest first.
func (f *frozenHistory) all() []uint64 {
	var parts [][]uint64
	for c := f.hashes; c != nil; c = c.prev {
		parts = append(parts, c.hashes)
	}
	slices.Reverse(parts)
	return slices.Concat(parts...)
}

// Contains reports whether a position with this hash has occurred.
func (h *History) Contains(hash uint64) bool {
	if slices.Contains(h.recent, hash) {
		return true
	}
	if f := h.frozen; f != nil {
		for phase := range f.stride {
			if f.counts[historyKey{hash, phase}] > 0 {
				return true
			}
		}
	}
	return false
}

// Clone returns an independent copy, with room to grow; the frozen part
// is shared.
func (h History) Clone() History {
	return History{
		frozen: h.frozen,
		recent: append(make([]uint64, 0, len(h.recent)+16), h.recent...),
	}
}

// CopyFrom makes h a copy of o, reusing h's memory; the frozen part is
// shared.
func (h *History) CopyFrom(o History) {
	h.frozen = o.frozen
	h.recent = append(h.recent[:0], o.recent...)
}

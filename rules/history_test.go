package rules_test

import (
	"slices"
	"strconv"
	"testing"

	"impasse/rules"
)

func TestHistory(t *testing.T) {
	var h rules.History
	// Two players: a position with the same player to move comes back
	// every other ply.
	for i, c := range []struct {
		hash uint64
		want int
	}{{1, 1}, {2, 1}, {1, 2}, {2, 2}, {1, 3}} {
		if got := h.Add(c.hash, 2); got != c.want {
			t.Errorf("Add #%d (%d): got %d, want %d", i+1, c.hash, got, c.want)
		}
	}
	// The stride skips positions with the other player to move.
	if got := h.Add(1, 2); got != 1 {
		t.Errorf("hash 1 with the other player to move: got %d, want 1", got)
	}
	c := h.Clone()
	h.Reset()
	if h.Contains(1) || !c.Contains(2) {
		t.Error("Reset emptied the clone, or the clone lost a position")
	}
	if got := h.Add(1, 1); got != 1 {
		t.Errorf("after Reset: got %d, want 1", got)
	}
	h.CopyFrom(c)
	if got := h.Add(1, 1); got != 5 {
		t.Errorf("after CopyFrom, stride 1: got %d, want 5", got)
	}
}

// A long history counts as a short one does: each Add agrees with
// counting one by one, across the length where it starts using a map,
// after a Clone, a CopyFrom and a Reset.
func TestHistoryLong(t *testing.T) {
	for _, stride := range []int{1, 2, 3, 6} {
		var h rules.History
		var seen []uint64
		naive := func(hash uint64) int {
			n := 0
			for i := len(seen) - 1; i >= 0; i -= stride {
				if seen[i] == hash {
					n++
				}
			}
			return n
		}
		x := uint64(7)
		for i := 0; i < 1500; i++ {
			x = x*6364136223846793005 + 1442695040888963407
			hash := x >> 61 // few values, so positions come back often
			seen = append(seen, hash)
			if got, want := h.Add(hash, stride), naive(hash); got != want {
				t.Fatalf("stride %d, Add #%d: got %d, want %d", stride, i+1, got, want)
			}
			switch i {
			case 400:
				h = h.Clone()
			case 700:
				var o rules.History
				o.CopyFrom(h)
				h = o
			case 1000:
				h.Reset()
				seen = seen[:0]
			}
		}
	}
}

// A copy of a long history keeps its counts: the copy's next Add costs
// what the original's would, instead of counting the whole history again
// (which made each move said in a long game cost more than the last).
func TestHistoryCloneKeepsCounts(t *testing.T) {
	const n = 20000
	for _, copyOf := range []struct {
		name string
		copy func(h *rules.History) rules.History
	}{
		{"Clone", func(h *rules.History) rules.History { return h.Clone() }},
		{"CopyFrom", func(h *rules.History) rules.History {
			var c rules.History
			c.CopyFrom(*h)
			return c
		}},
	} {
		var h rules.History
		for i := 0; i < n; i++ {
			h.Add(uint64(i), 2)
		}
		c := copyOf.copy(&h)
		// Position n-2 again, with the same player to move: no new key,
		// so the counts need not grow.
		if got := c.Add(n-2, 2); got != 2 {
			t.Errorf("%s: a position met before: got %d, want 2", copyOf.name, got)
		}
		// Mallocs, not bytes, and counted by AllocsPerRun, which runs
		// alone on one thread: what other goroutines allocate meanwhile
		// does not count. Counting 20,000 positions again takes dozens.
		copyOnly := testing.AllocsPerRun(10, func() { c := copyOf.copy(&h); _ = c })
		copyAndAdd := testing.AllocsPerRun(10, func() { c := copyOf.copy(&h); c.Add(n-2, 2) })
		if extra := copyAndAdd - copyOnly; extra > 1 {
			t.Errorf("%s: the copy's first Add made %v allocations, want at most 1 (the counts made again)", copyOf.name, extra)
		}
		if got := h.Add(n-2, 2); got != 2 {
			t.Errorf("%s: the original after the copy's Add: got %d, want 2", copyOf.name, got)
		}
	}
}

// BenchmarkHistoryLong measures the moves of a long game without an
// irreversible move, its positions coming back often (97 of them) or all
// new, up to MaxMoves and far beyond.
func BenchmarkHistoryLong(b *testing.B) {
	for _, kinds := range []struct {
		name  string
		kinds uint64
	}{{"97", 97}, {"new", 1 << 62}} {
		for _, n := range []int{rules.MaxMoves, 100000} {
			b.Run(kinds.name+"/"+strconv.Itoa(n), func(b *testing.B) {
				for b.Loop() {
					var h rules.History
					for i := 0; i < n; i++ {
						h.Add(uint64(i)%kinds.kinds, 2)
					}
				}
			})
		}
	}
}

// BenchmarkHistoryCopy measures what a search does at each visit of a
// position late in a long game without an irreversible move, every
// position new: copy the game's history into its scratch position and
// play a few moves on.
func BenchmarkHistoryCopy(b *testing.B) {
	for _, n := range []int{100, 2000, 20000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var game, scratch rules.History
			for i := 0; i < n; i++ {
				game.Add(uint64(i)*0x9e3779b97f4a7c15, 1)
			}
			for b.Loop() {
				scratch.CopyFrom(game)
				for i := range 8 {
					scratch.Add(uint64(i), 1)
				}
			}
		})
	}
}

// Copies of a long history share its older positions: what each adds,
// past the point where it freezes them too, changes neither the original
// nor another copy.
func TestHistoryCopiesApart(t *testing.T) {
	var h rules.History
	var seen []uint64
	for i := range 3000 {
		x := uint64(i % 40)
		seen = append(seen, x)
		h.Add(x, 2)
	}
	count := func(list []uint64, hash uint64) int {
		n := 0
		for i := len(list) - 1; i >= 0; i -= 2 {
			if list[i] == hash {
				n++
			}
		}
		return n
	}
	a, b := h.Clone(), h.Clone()
	la, lb := slices.Clone(seen), slices.Clone(seen)
	for i := range 1000 {
		xa, xb := uint64(i%7+200), uint64(i%11+100)
		la, lb = append(la, xa), append(lb, xb)
		if got, want := a.Add(xa, 2), count(la, xa); got != want {
			t.Fatalf("copy a, Add #%d: got %d, want %d", i+1, got, want)
		}
		if got, want := b.Add(xb, 2), count(lb, xb); got != want {
			t.Fatalf("copy b, Add #%d: got %d, want %d", i+1, got, want)
		}
	}
	if b.Contains(203) || !a.Contains(203) || a.Contains(105) || !b.Contains(3) {
		t.Error("a copy holds a position only the other copy met")
	}
	seen = append(seen, 39)
	if got, want := h.Add(39, 2), count(seen, 39); got != want {
		t.Errorf("the original after its copies' moves: got %d, want %d", got, want)
	}
}

// A long history counted for one stride counts again for another, its
// frozen positions included.
func TestHistoryStrideChange(t *testing.T) {
	var h rules.History
	var seen []uint64
	for i := range 700 {
		seen = append(seen, uint64(i%5))
		h.Add(uint64(i%5), 2)
	}
	seen = append(seen, 1)
	want := 0
	for _, x := range seen {
		if x == 1 {
			want++
		}
	}
	if got := h.Add(1, 1); got != want {
		t.Errorf("stride 1 after 700 positions at stride 2: got %d, want %d", got, want)
	}
}

package rules_test

import (
	"testing"

	"impasse/rules"
)

// TestSplitMix checks the first numbers from seed 0 against those of the
// published SplitMix64.
func TestSplitMix(t *testing.T) {
	s := rules.NewSplitMix(0)
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := s.Uint64(); got != want {
			t.Errorf("number %d: got %#x, want %#x", i, got, want)
		}
	}
}

// TestSplitMixRanges checks that IntN and Float64 stay in their ranges
// and draw every value of a small range about equally often.
func TestSplitMixRanges(t *testing.T) {
	s := rules.NewSplitMix(1)
	const n, draws = 7, 70000
	var count [n]int
	for range draws {
		k := s.IntN(n)
		if k < 0 || k >= n {
			t.Fatalf("IntN(%d): got %d", n, k)
		}
		count[k]++
		if f := s.Float64(); f < 0 || f >= 1 {
			t.Fatalf("Float64: got %v, want [0, 1)", f)
		}
	}
	for k, c := range count {
		// Expected 10,000 each, deviation about 93.
		if c < 9500 || c > 10500 {
			t.Errorf("IntN(%d) drew %d %d times, want about %d", n, k, c, draws/n)
		}
	}
}

// Fill draws the same numbers as Uint64, in order.
func TestSplitMixFill(t *testing.T) {
	keys := make([]uint64, 5)
	rules.NewSplitMix(7).Fill(keys)
	s := rules.NewSplitMix(7)
	for i, got := range keys {
		if want := s.Uint64(); got != want {
			t.Errorf("key %d: got %#x, want %#x", i, got, want)
		}
	}
}

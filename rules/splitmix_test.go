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

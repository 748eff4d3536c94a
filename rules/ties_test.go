package rules_test

import (
	"math/rand/v2"
	"testing"

	"impasse/rules"
)

// Ties keeps the best score, each of the equal best kept about as often
// as the others, and never one that is worse.
func TestTies(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scores []int
		keep   func(*rules.Ties, int, *rand.Rand) bool
		want   []int // the indices that may be kept
	}{
		{"higher", []int{3, 5, 1, 5, 4, 5}, (*rules.Ties).Higher, []int{1, 3, 5}},
		{"lower", []int{3, 1, 5, 1, 2}, (*rules.Ties).Lower, []int{1, 3}},
		{"one", []int{-7}, (*rules.Ties).Higher, []int{0}},
	} {
		rng := rand.New(rand.NewPCG(1, 2))
		kept := map[int]int{}
		const n = 3000
		for range n {
			var ties rules.Ties
			best := -1
			for i, s := range tc.scores {
				if tc.keep(&ties, s, rng) {
					best = i
				}
			}
			kept[best]++
		}
		for _, i := range tc.want {
			if got, want := kept[i], n/len(tc.want); got < want*9/10 || got > want*11/10 {
				t.Errorf("%s: got index %d kept %v times, want about %v", tc.name, i, got, want)
			}
			delete(kept, i)
		}
		if len(kept) > 0 {
			t.Errorf("%s: got %v kept, want only %v", tc.name, kept, tc.want)
		}
	}
}

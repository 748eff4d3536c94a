package blokusduo

import (
	"math/rand/v2"
	"testing"
)

// TestPlayoutRandomShare checks that at the start, where the policy
// proper places only pentominoes, one in ten (randomShare) of the playout's
// moves are drawn among all placements, smaller pieces included.
func TestPlayoutRandomShare(t *testing.T) {
	s := NewState()
	legal := s.Legal(nil)
	small := 0
	for _, m := range legal {
		if placements[m].size < 5 {
			small++
		}
	}
	want := 0.1 * float64(small) / float64(len(legal))
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 20000
	got := 0
	for range n {
		if placements[s.PlayoutMove(rng)].size < 5 {
			got++
		}
	}
	if share := float64(got) / n; share < 0.8*want || share > 1.2*want {
		t.Errorf("share of moves with pieces under five squares: got %.4f, want %.4f", share, want)
	}
}

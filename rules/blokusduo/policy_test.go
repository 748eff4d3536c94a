package blokusduo

import (
	"math"
	"math/rand/v2"
	"testing"

	"impasse/rules"
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

// TestRandomPlacementUniform checks that randomPlacement draws every legal
// placement, and only those, with equal odds, in positions of the opening,
// the middle game and the end.
func TestRandomPlacementUniform(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	draw := rules.NewSplitMix(5)
	s := NewState()
	for ply := 0; !s.Over(); ply++ {
		if ply%6 == 0 && s.ToMove() >= 0 && !s.stuck[s.toMove] {
			legal := s.Legal(nil)
			count := map[int]int{}
			for _, m := range legal {
				count[int(m)] = 0
			}
			per := 200
			n := per * len(legal)
			for range n {
				id := s.randomPlacement(int(s.toMove), draw)
				if _, ok := count[id]; !ok {
					t.Fatalf("ply %d: drew %s, which is not legal", ply, s.MoveString(rules.Move(id)))
				}
				count[id]++
			}
			// Chi-square with len(legal)-1 degrees of freedom: its mean is
			// the degrees and its deviation sqrt(2×degrees); six deviations
			// above the mean is far out for equal odds.
			chi := 0.0
			for _, k := range count {
				d := float64(k - per)
				chi += d * d / float64(per)
			}
			df := float64(len(legal) - 1)
			if limit := df + 6*math.Sqrt(2*df); chi > limit {
				t.Errorf("ply %d, %d legal placements: chi-square got %.0f, want at most %.0f", ply, len(legal), chi, limit)
			}
		}
		s.Apply(s.PlayoutMove(rng))
	}
}

// TestDrawPiece checks that drawPiece draws the pieces left with odds in
// proportion to pieceGamma, with many pieces left and with few.
func TestDrawPiece(t *testing.T) {
	rng := rules.NewSplitMix(9)
	for _, left := range []uint32{
		bigPieces[5],
		bigPieces[4] &^ 0x1f0f00,
		bigPieces[3],
		bigPieces[1],
		1<<Monomino | 1<<3 | 1<<20,
		1<<Monomino | 1<<3,
		1 << Monomino,
	} {
		total := 0.0
		for p := range NumPieces {
			if left>>p&1 != 0 {
				total += pieceGamma[p]
			}
		}
		const n = 200000
		var count [NumPieces]int
		for range n {
			p := drawPiece(left, rng)
			if left>>p&1 == 0 {
				t.Fatalf("left %#x: drew piece %d, not left", left, p)
			}
			count[p]++
		}
		// Chi-square, with its mean and six deviations as the bound.
		chi, df := 0.0, -1.0
		for p := range NumPieces {
			if left>>p&1 != 0 {
				want := n * pieceGamma[p] / total
				d := float64(count[p]) - want
				chi += d * d / want
				df++
			}
		}
		if limit := df + 6*math.Sqrt(2*max(df, 1)); chi > limit {
			t.Errorf("left %#x: chi-square got %.1f, want at most %.1f", left, chi, limit)
		}
	}
}

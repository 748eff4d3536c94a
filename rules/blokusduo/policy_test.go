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

// TestBiggestAt checks that biggestAt finds a placement at every live
// attach point where one fits, legal, covering the point and of the
// biggest size that fits there.
func TestBiggestAt(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	draw := rules.NewSplitMix(9)
	for game := range 20 {
		s := NewState()
		for ply := 0; !s.Over(); ply++ {
			if c := int(s.Mover); !s.stuck[c] {
				// The legal placements, and the size of the biggest
				// covering each square (0: none).
				legal := map[int]bool{}
				var biggest [256]uint8
				for _, m := range s.Legal(nil) {
					legal[int(m)] = true
					pl := &placements[m]
					for _, sq := range pl.squares() {
						biggest[sq] = max(biggest[sq], pl.size)
					}
				}
				var live bitboard
				s.live(c, &live)
				live.squares(func(x Square) {
					id := s.biggestAt(c, x, draw)
					switch {
					case id < 0 && biggest[x] > 0:
						t.Fatalf("game %d, ply %d: nothing at %s, where a placement fits", game, ply, x)
					case id < 0:
					case !legal[id] || !placements[id].covers(x):
						t.Fatalf("game %d, ply %d: %s at %s: got an illegal placement or one elsewhere", game, ply, s.MoveString(rules.Move(id)), x)
					case placements[id].size != biggest[x]:
						t.Fatalf("game %d, ply %d: %s at %s: got %d squares, want %d", game, ply, s.MoveString(rules.Move(id)), x, placements[id].size, biggest[x])
					}
				})
			}
			s.Apply(s.PlayoutMove(rng))
		}
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
		if ply%6 == 0 && s.ToMove() >= 0 && !s.stuck[s.Mover] {
			legal := s.Legal(nil)
			count := map[int]int{}
			for _, m := range legal {
				count[int(m)] = 0
			}
			per := 200
			n := per * len(legal)
			for range n {
				id := s.randomPlacement(int(s.Mover), draw)
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
// proportion to pieceGamma, with many pieces left and with few, and that
// at the very end of the odds it still gives a piece left, for every set.
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
			p := drawPiece(left, rng.Float64())
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
	last := math.Nextafter(1, 0)
	for left := uint32(1); left < 1<<NumPieces; left++ {
		if p := drawPiece(left, last); left>>p&1 == 0 {
			t.Fatalf("left %#x, u %v: drew piece %d, not left", left, last, p)
		}
	}
}

// TestRecentAttach checks, through whole playouts, that recentAttach
// gives the attach points of each colour at the corners of its last two
// placements.
func TestRecentAttach(t *testing.T) {
	buildAround()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20 {
		s := NewState()
		var last [2][]int // each colour's placements, latest last
		for !s.Over() {
			c, m := int(s.Mover), s.PlayoutMove(rng)
			if m != Pass {
				last[c] = append(last[c], int(m))
			}
			s.Apply(m)
			for c := range 2 {
				var want bitboard
				for _, p := range last[c][max(len(last[c])-2, 0):] {
					for _, sq := range around[p].diag {
						if sq != noSquare && s.att[c].has(Square(sq)) {
							want.set(Square(sq))
						}
					}
				}
				var got bitboard
				if s.recentAttach(c, &got); got != want {
					t.Fatalf("colour %d after %d placements: got %v, want %v", c, len(last[c]), got, want)
				}
			}
		}
	}
}

// TestPriorsByFeatures checks Priors against the weights computed square
// by square from the features (priorCounts), in the positions of whole
// playouts: within the 1% of its exponential's table.
func TestPriorsByFeatures(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for range 10 {
		s := NewState()
		for !s.Over() {
			if !s.stuck[s.Mover] {
				moves := s.Legal(nil)
				weights := make([]float64, len(moves))
				s.Priors(moves, weights)
				ph := s.phase()
				for i, m := range moves {
					lw := piecePriors[ph][placements[m].piece]
					for f, n := range s.priorCounts(m) {
						lw += float64(n) * priorWeights[ph][f]
					}
					if want := math.Exp(lw); math.Abs(weights[i]-want) > 0.01*want {
						t.Fatalf("ply %d, %s: got %v, want %v", s.Plies, s.MoveString(m), weights[i], want)
					}
					checked++
				}
			}
			s.Apply(s.PlayoutMove(rng))
		}
	}
	t.Logf("%d priors checked", checked)
}

// priorCounts counts the features of placement m for the colour to move,
// square by square from their descriptions (see priorFeature); its
// piece is not one of them.
func (s *State) priorCounts(m rules.Move) (n [numPriorFeatures]int) {
	c := int(s.Mover)
	o := c ^ 1
	// beside counts the squares of the board beside sq that are in b
	// (in) or not: spare columns stand between rows, so none wraps.
	beside := func(b *bitboard, sq Square, in bool) int {
		k := 0
		for _, d := range neighbourOffsets {
			if y := sq + Square(d); y >= 0 && y < stride*Size && onBoard.has(y) && b.has(y) == in {
				k++
			}
		}
		return k
	}
	// inReach reports whether sq is at most four steps from an
	// opponent attach point, counting diagonal steps.
	inReach := func(sq Square) bool {
		for dr := -4; dr <= 4; dr++ {
			for dc := -4; dc <= 4; dc++ {
				r, col := sq.Row()+dr, sq.Col()+dc
				if r >= 0 && r < Size && col >= 0 && col < Size && s.att[o].has(Sq(col, r)) {
					return true
				}
			}
		}
		return false
	}
	buildAround()
	pl, a := &placements[m], &around[m]
	for _, sq := range pl.squares() {
		if s.att[o].has(sq) || beside(&s.att[o], sq, true) > 0 && !s.forb[o].has(sq) {
			n[featCellHot]++
		} else {
			n[featCellCold]++
		}
		if inReach(sq) {
			n[featCellReach]++
		}
	}
	var local bitboard
	s.recentAttach(o, &local)
	if pl.meets(&local) {
		n[featLocal]++
	}
	for _, q := range a.adj {
		if q == noSquare {
			continue
		}
		switch sq := Square(q); {
		case s.own[o].has(sq):
			n[featSideOpp]++
		case s.att[c].has(sq):
			n[featSideKill]++
		case s.forb[c].has(sq) && s.At(sq) < 0:
			n[featSideForb]++
		default:
			n[featSideOther]++
		}
	}
	for _, q := range a.diag {
		if q == noSquare {
			continue
		}
		switch sq := Square(q); {
		case s.own[c].has(sq):
			n[featCornerOwn]++
		case s.forb[c].has(sq):
			n[featCornerBad]++
		default:
			n[featCornerFree0+priorFeature(beside(&s.forb[c], sq, false))]++
			if inReach(sq) {
				n[featCornerReach]++
			}
		}
	}
	return n
}

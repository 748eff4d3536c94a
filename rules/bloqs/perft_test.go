package bloqs

import (
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
)

// play returns the position after the moves, failing the test on an
// illegal one.
func play(t testing.TB, b *Board, players int, moves ...string) *State {
	t.Helper()
	s := NewState(b, players)
	for _, text := range moves {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatalf("%s: %v\n%s", text, err, s)
		}
	}
	return s
}

// TestPerft counts the legal placements of fixed positions, by hand where
// it can be done and always against the reference implementation.
//
// The first block may not touch the edge, so it lies on the inner squares,
// those whose four sides border board squares. On the quick board they
// are the 11 × 11 squares inside the border, where a W × H footprint has
// (12 − W)(12 − H) places: 2 × (10·9 + 10·8 + 9·8) = 484.
//
// On the standard board the inner squares are |x| + |y| ≤ 13 around the
// centre. A W × H rectangle lies inside when its corners do: when
// m(x) + m(y) ≤ 13, m being the largest distance from the centre over
// its columns (rows). The intervals of W columns with m ≤ k number
// F_W(k) = 2k + 2 − W (from k = ⌈(W−1)/2⌉); those with m = k number 1 at
// the smallest k for odd W, 2 otherwise. Summing over the rows' m:
//
//	2 × 3: 1·F_2(12) + Σ_{m=2..12} 2·F_2(13−m) = 24 + 264 = 288
//	2 × 4: Σ_{m=2..12} 2·F_2(13−m) = 264
//	3 × 4: Σ_{m=2..12} 2·F_3(13−m) = Σ 2(25 − 2m) = 242
//
// and as many for each rotation: 2 × (288 + 264 + 242) = 1588.
//
// After a standing block (2 × 3, height 4) in the open, the second may not
// be standing (it would touch a block of its own height and cannot isolate
// anything yet); a W × H block touching it along a side without
// overlapping has H + 2 places on its left, H + 2 on its right, W + 1
// below and W + 1 above: 2(W + H) + 6, so 18 + 18 + 20 + 20 = 76.
//
// A flat block (height 2) at 2,2 on the quick board leaves one column to
// its left and one row below it, too narrow for a block, so the second,
// of height 3 or 4, goes on its right (4 rows to start from, 1 to 4, for
// every footprint) or above it (5 columns, 1 to 5): 4 × 9 = 36.
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board *Board
		moves []string
		want  int
	}{
		{"quick start", Quick, nil, 484},
		{"standard start", Standard, nil, 1588},
		{"quick after a standing block", Quick, []string{"2x3@6,6"}, 76},
		{"standard after a standing block", Standard, []string{"2x3@14,14"}, 76},
		{"quick after a flat block by the edge", Quick, []string{"4x3@2,2"}, 36},
		// Counted by the reference alone.
		{"quick, three blocks", Quick, []string{"2x3@6,6", "4x2@2,8", "3x4@8,5"}, 91},
		{"standard, three blocks by the edge", Standard, []string{"4x3@13,4", "2x4@17,4", "3x2@12,7"}, 58},
		{"standard, five blocks", Standard, []string{"2x3@14,14", "4x2@10,16", "3x4@16,13", "3x4@11,12", "2x4@14,9"}, 147},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := play(t, tc.board, 2, tc.moves...)
			rf := newReference(tc.board, 2)
			for _, m := range s.Blocks() {
				rf.apply(m)
			}
			got := s.Legal(nil)
			if want := rf.legal(); !slices.Equal(got, want) {
				t.Errorf("Legal() differs from the reference: %d moves, want %d\n%s", len(got), len(want), s)
			}
			if len(got) != tc.want {
				t.Errorf("got %v legal placements, want %v\n%s", len(got), tc.want, s)
			}
		})
	}
}

// TestAgainstReference plays random games on both boards and compares the
// legal placements, the scores and the end with the reference at every
// move.
func TestAgainstReference(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for _, b := range []*Board{Quick, Standard} {
		for players := 2; players <= MaxPlayers; players++ {
			for g := 0; g < games; g++ {
				rng := rand.New(rand.NewPCG(uint64(players), uint64(g)))
				s := NewState(b, players)
				rf := newReference(b, players)
				for ply := 0; ; ply++ {
					got, want := s.Legal(nil), rf.legal()
					if !slices.Equal(got, want) {
						t.Fatalf("%s, %d players, game %d, ply %d: Legal() has %d moves, the reference %d\n%s", b.Name, players, g, ply, len(got), len(want), s)
					}
					if !slices.Equal(s.Scores(), rf.scores) {
						t.Fatalf("%s, %d players, game %d, ply %d: got scores %v, want %v\n%s", b.Name, players, g, ply, s.Scores(), rf.scores, s)
					}
					if s.Over() != (len(want) == 0) {
						t.Fatalf("%s, %d players, game %d, ply %d: got Over() = %v, want %v\n%s", b.Name, players, g, ply, s.Over(), len(want) == 0, s)
					}
					if s.Over() {
						break
					}
					// Half the moves by the playout policy, for games that
					// score as real ones do.
					m := got[rng.IntN(len(got))]
					if rng.IntN(2) == 0 {
						m = s.PlayoutMove(rng)
					}
					s.Apply(m)
					rf.apply(m)
				}
			}
		}
	}
}

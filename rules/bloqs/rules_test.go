package bloqs

import (
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"impasse/rules"
)

// The rule tests play fixed moves on the boards; squares are column,row
// from 1 with row 1 at the bottom, as in the notation.

// TestPlacing checks each placing rule: a move after the given ones is
// legal or breaks the rule named.
func TestPlacing(t *testing.T) {
	// ring is a quick-board position of three blocks around a 2 × 2 hole
	// at 6,6–7,7, open on its left: a 4 × 2 under it (height 3), a 3 × 4
	// on its right (height 2), a 3 × 2 above it (height 4).
	ring := []string{"4x2@4,4", "3x4@8,4", "3x2@6,8"}
	for _, tc := range []struct {
		name  string
		board *Board
		moves []string
		move  string
		want  error
	}{
		{"first block off the edge", Quick, nil, "2x3@2,2", nil},
		{"first block on the left edge", Quick, nil, "2x3@1,5", ErrEdge},
		{"first block on the bottom edge", Quick, nil, "3x2@5,1", ErrEdge},
		{"first block on the top edge", Quick, nil, "4x3@5,11", ErrEdge},
		{"first block below the top edge", Quick, nil, "4x3@5,10", nil},
		{"first block on a step of the standard edge", Standard, nil, "2x3@19,6", ErrEdge},
		{"first block beside the steps", Standard, nil, "2x3@19,7", nil},
		{"first block at the bottom tip", Standard, nil, "4x3@13,3", ErrEdge},
		{"first block above the bottom tip", Standard, nil, "4x3@13,4", nil},
		{"first block off the standard board", Standard, nil, "2x3@20,5", ErrOffBoard},
		{"first block off the frame", Quick, nil, "4x3@11,2", ErrOffBoard},
		{"later block on the edge", Quick, []string{"4x3@3,2"}, "2x3@1,3", nil},
		{"later block on a step of the edge", Standard, []string{"4x3@13,4"}, "2x4@17,4", nil},
		{"side contact", Quick, []string{"2x3@6,6"}, "4x2@2,8", nil},
		{"contact along part of a side", Quick, []string{"2x3@6,6"}, "3x4@8,8", nil},
		{"corner contact only, above left", Quick, []string{"2x3@6,6"}, "4x2@2,9", ErrNoContact},
		{"corner contact only, above right", Quick, []string{"2x3@6,6"}, "4x2@8,9", ErrNoContact},
		{"corner contact only, below right", Quick, []string{"2x3@6,6"}, "3x4@8,2", ErrNoContact},
		{"no contact", Quick, []string{"2x3@6,6"}, "3x4@10,10", ErrNoContact},
		{"overlap", Quick, []string{"2x3@6,6"}, "3x4@7,7", ErrCovered},
		{"same height, touching", Quick, []string{"2x3@6,6"}, "2x3@8,6", ErrSameHeight},
		{"same height, rotated", Quick, []string{"2x3@6,6"}, "3x2@6,9", ErrSameHeight},
		{"other height", Quick, []string{"2x3@6,6"}, "2x4@8,6", nil},
		{"same height as one of two", Quick, ring, "2x3@9,8", ErrSameHeight},
		{"same height, isolating", Quick, ring, "2x3@4,6", nil},
		{"same height as the block below, isolating", Quick, ring, "2x4@4,6", nil},
		{"other heights, isolating", Quick, ring, "4x3@2,6", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := play(t, tc.board, 2, tc.moves...)
			m, err := s.ParseMove(tc.move)
			if !errors.Is(err, tc.want) || (err == nil) != (tc.want == nil) {
				t.Fatalf("ParseMove(%q): got %v, want %v\n%s", tc.move, err, tc.want, s)
			}
			if tc.want != nil {
				return
			}
			if !rules.IsLegal(s, m) {
				t.Errorf("%s: got no legal move, want one", tc.move)
			}
		})
	}
}

// TestScoring checks who scores what when regions close.
func TestScoring(t *testing.T) {
	for _, tc := range []struct {
		name   string
		board  *Board
		moves  []string
		scores []int
		// scored lists squares and the seat that isolated them.
		scored map[[2]int]int
	}{
		{
			// The fourth block closes the 2 × 2 hole of the ring of
			// TestPlacing, touching the 3 × 2 of its own height.
			name:   "closed by blocks alone",
			board:  Quick,
			moves:  []string{"4x2@4,4", "3x4@8,4", "3x2@6,8", "2x3@4,6"},
			scores: []int{0, 4},
			scored: map[[2]int]int{{6, 6}: 1, {7, 7}: 1, {5, 5}: -1, {8, 6}: -1, {5, 6}: -1},
		},
		{
			// Row 1 under a flat block and the 2 × 2 corner beside it,
			// closed by a standing block at column 7.
			name:   "closed against the edge",
			board:  Quick,
			moves:  []string{"4x3@3,2", "2x3@1,3", "2x3@7,1"},
			scores: []int{8, 0},
			scored: map[[2]int]int{{1, 1}: 0, {2, 2}: 0, {6, 1}: 0, {9, 1}: -1},
		},
		{
			name:   "closed against the edge, three players",
			board:  Quick,
			moves:  []string{"4x3@3,2", "2x3@1,3", "2x3@7,1"},
			scores: []int{0, 0, 8},
		},
		{
			name:   "closed against the edge, not yet",
			board:  Quick,
			moves:  []string{"4x3@3,2", "2x3@1,3"},
			scores: []int{0, 0},
			scored: map[[2]int]int{{1, 1}: -1},
		},
		{
			// A 2 × 3 hole closed all round: a block would fit, so it
			// scores nothing (and no block can go there: it would touch
			// the 3 × 2 above, of its height, without isolating).
			name:   "a block still fits",
			board:  Quick,
			moves:  []string{"4x2@4,4", "3x4@8,5", "3x2@6,9", "2x3@4,6"},
			scores: []int{0, 0},
			scored: map[[2]int]int{{6, 6}: -1, {7, 8}: -1},
		},
		{
			// Later blocks around the closed corner add nothing to it.
			name:   "a region scores once",
			board:  Quick,
			moves:  []string{"4x3@3,2", "2x3@1,3", "2x3@7,1", "2x4@1,6", "2x4@8,4"},
			scores: []int{8, 0},
			scored: map[[2]int]int{{1, 1}: 0},
		},
		{
			// The stepped edge of the standard board closes regions too:
			// the flat block isolates the left tip, 1,15, for seat 2;
			// the block of height 3 the staircase of six squares above
			// the flat one, for seat 1.
			name:   "closed against the stepped edge",
			board:  Standard,
			moves:  []string{"3x2@6,14", "4x3@2,14", "2x4@6,16"},
			scores: []int{6, 1},
			scored: map[[2]int]int{{1, 15}: 1, {3, 17}: 0, {4, 18}: 0, {5, 19}: 0, {5, 17}: 0, {6, 20}: -1, {1, 14}: -1},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Each move scores what Points foretold.
			s := NewState(tc.board, len(tc.scores))
			for _, text := range tc.moves {
				m, err := s.ParseMove(text)
				if err != nil {
					t.Fatalf("%s: %v\n%s", text, err, s)
				}
				p, want := s.ToMove(), s.Points(m)+s.Scores()[s.ToMove()]
				s.Apply(m)
				if got := s.Scores()[p]; got != want {
					t.Errorf("%s: got %v points for seat %d, want %v as Points said", text, got, p+1, want)
				}
			}
			if got := s.Scores(); !slices.Equal(got, tc.scores) {
				t.Errorf("got scores %v, want %v\n%s", got, tc.scores, s)
			}
			for sq, want := range tc.scored {
				if got := s.ScoredBy(sq[0], sq[1]); got != want {
					t.Errorf("ScoredBy(%d,%d): got %v, want %v\n%s", sq[0], sq[1], got, want, s)
				}
			}
		})
	}
}

// TestEnd checks both ends: the pool of 40 used up, and no legal
// placement left.
func TestEnd(t *testing.T) {
	t.Run("pool", func(t *testing.T) {
		// Random games on the standard board until one places all 40
		// blocks while the board still has room.
		for seed := uint64(0); seed < 50; seed++ {
			rng := rand.New(rand.NewPCG(seed, 1))
			s := NewState(Standard, 2)
			rf := newReference(Standard, 2)
			for !s.Over() {
				legal := s.Legal(nil)
				m := legal[rng.IntN(len(legal))]
				s.Apply(m)
				rf.apply(m)
			}
			if s.Placed() != Pool {
				continue
			}
			rf.placed-- // room for one more block, the pool aside
			if len(rf.legal()) == 0 {
				continue
			}
			if got := s.Legal(nil); len(got) != 0 || s.ToMove() != rules.Nobody || s.Results() == nil {
				t.Fatalf("after 40 blocks: got %d legal moves, ToMove %d, Results %v; want none, Nobody, results\n%s", len(got), s.ToMove(), s.Results(), s)
			}
			return
		}
		t.Fatal("no playout used up the pool with room left")
	})
	t.Run("no legal placement", func(t *testing.T) {
		// On a 5 × 5 board the first block stands in the middle, the
		// second beside it isolates the 13 other squares (touching its
		// height, which isolating allows), and nothing fits any more.
		b, err := NewBoard("tiny", strings.Repeat("#####\n", 5))
		if err != nil {
			t.Fatal(err)
		}
		s := play(t, b, 2, "2x3@2,2")
		if s.Over() {
			t.Fatalf("over after one block\n%s", s)
		}
		if _, err := rules.Play(s, "2x3@4,1"); err != nil {
			t.Fatal(err)
		}
		if !s.Over() || len(s.Legal(nil)) != 0 || s.Placed() != 2 {
			t.Fatalf("got Over() = %v with %d legal moves, want the end\n%s", s.Over(), len(s.Legal(nil)), s)
		}
		if got, want := s.Scores(), []int{0, 13}; !slices.Equal(got, want) {
			t.Errorf("got scores %v, want %v", got, want)
		}
		if got, want := s.Results(), []float64{0, 1}; !slices.Equal(got, want) {
			t.Errorf("got results %v, want %v", got, want)
		}
	})
	t.Run("quick board", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(3, 3))
		s := NewState(Quick, 3)
		for !s.Over() {
			s.Apply(s.PlayoutMove(rng))
		}
		rf := newReference(Quick, 3)
		for _, m := range s.Blocks() {
			rf.apply(m)
		}
		if s.Placed() >= Pool || len(rf.legal()) != 0 {
			t.Errorf("got the end after %d blocks with %d legal placements, want fewer than 40 blocks and none", s.Placed(), len(rf.legal()))
		}
	})
}

// TestResults checks the winner and shared first places.
func TestResults(t *testing.T) {
	for _, tc := range []struct {
		scores []int16
		want   []float64
		text   string
	}{
		{[]int16{37, 46}, []float64{0, 1}, "0-1"},
		{[]int16{12, 12}, []float64{0.5, 0.5}, "1/2-1/2"},
		{[]int16{20, 20, 3}, []float64{0.5, 0.5, 0}, "1/2-1/2-0"},
		{[]int16{3, 7, 7}, []float64{0, 0.5, 0.5}, "0-1/2-1/2"},
		{[]int16{4, 4, 4, 4}, []float64{0.25, 0.25, 0.25, 0.25}, "1/4-1/4-1/4-1/4"},
		{[]int16{9, 2, 3, 9}, []float64{0.5, 0, 0, 0.5}, "1/2-0-0-1/2"},
		{[]int16{0, 0, 0}, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}, "1/3-1/3-1/3"},
	} {
		s := NewState(Quick, len(tc.scores))
		copy(s.scores[:], tc.scores)
		s.over = true
		got := s.Results()
		if !slices.Equal(got, tc.want) {
			t.Errorf("scores %v: got results %v, want %v", tc.scores, got, tc.want)
		}
		if text := rules.ResultString(got); text != tc.text {
			t.Errorf("scores %v: got %v, want %v", tc.scores, text, tc.text)
		}
	}
}

// TestBoards checks the boards' data: the standard board is the 421
// squares of the spec's formula, the quick one 13 × 13.
func TestBoards(t *testing.T) {
	if got := Standard.Size(); got != 421 {
		t.Errorf("standard board: got %v squares, want %v", got, 421)
	}
	if got := Quick.Size(); got != 169 {
		t.Errorf("quick board: got %v squares, want %v", got, 169)
	}
	for c := 1; c <= 29; c++ {
		for r := 1; r <= 29; r++ {
			want := abs(c-15)+abs(r-15) <= 14
			if got := Standard.On(c, r); got != want {
				t.Errorf("standard board: On(%d,%d): got %v, want %v", c, r, got, want)
			}
		}
	}
	for _, bad := range []string{"##\n#", "#x\n##", strings.Repeat("#", 33)} {
		if _, err := NewBoard("bad", bad); err == nil {
			t.Errorf("NewBoard(%q): got no error, want one", bad)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestNew checks the options.
func TestNew(t *testing.T) {
	for _, tc := range []struct {
		opts    rules.Options
		board   *Board
		players int
		setup   rules.Options
	}{
		{rules.Options{}, Standard, 2, rules.Options{"Players": "2"}},
		{rules.Options{"Players": "4"}, Standard, 4, rules.Options{"Players": "4"}},
		{rules.Options{"Players": "3", "Variant": "quick"}, Quick, 3, rules.Options{"Players": "3", "Variant": "quick"}},
		{rules.Options{"Variant": "standard"}, Standard, 2, rules.Options{"Players": "2"}},
	} {
		st, err := Game{}.New(tc.opts)
		if err != nil {
			t.Fatalf("New(%v): %v", tc.opts, err)
		}
		s := st.(*State)
		if s.Board() != tc.board || s.Players() != tc.players {
			t.Errorf("New(%v): got the %s board for %d, want the %s board for %d", tc.opts, s.Board().Name, s.Players(), tc.board.Name, tc.players)
		}
		if got := s.Setup(); !maps.Equal(got, tc.setup) {
			t.Errorf("New(%v).Setup(): got %v, want %v", tc.opts, got, tc.setup)
		}
	}
	for _, bad := range []rules.Options{{"Players": "1"}, {"Players": "5"}, {"Variant": "huge"}} {
		if _, err := (Game{}).New(bad); err == nil {
			t.Errorf("New(%v): got no error, want one", bad)
		}
	}
}

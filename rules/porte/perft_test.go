package porte

import (
	"impasse/rules/rulestest"
	"testing"
)

// At two players Red's first moves are 54: the cylinder on A1 has 10
// along row 1 and 10 up column A; the triangle on B1 10 along row 1 and
// 7 up column B (past the circles B2, B5, B8, B11); the square on A2 7
// along row 2 (past its four circles) and 10 along column A. With three
// players the top-left corner takes A11, A12 and B12 from them (49); with
// four the bottom-right one takes K1, L1 and L2 too (44). Deeper counts
// are the generator's own, kept to catch changes.
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		players int
		teams   bool
		want    []int
	}{
		{2, false, []int{1, 54, 2904, 160944}},
		{3, false, []int{1, 49, 2224, 111699}},
		{4, true, []int{1, 44, 1972, 89392}},
	} {
		for depth, want := range tc.want {
			if got := rulestest.Perft(NewState(tc.players, tc.teams), depth); got != want {
				t.Errorf("%d players, depth %d: got %v, want %v", tc.players, depth, got, want)
			}
		}
	}
}

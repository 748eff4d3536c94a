package porte

import (
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// position builds a position of n seats (in teams when teams is set)
// holding only the pieces listed, each written as its square, its kind's
// letter and its seat from 1: "E5C1 E9T2". Pieces beyond a seat's first
// triangle and first square count as entered from its reserve. Seat turn
// (from 0) is to move; the history holds only the position itself.
func position(t *testing.T, n int, teams bool, turn int, pieces string) *State {
	t.Helper()
	s := &State{n: n, teams: teams, winner: playing, turn: int8(turn), hash: zobTurn[turn]}
	for p := 0; p < n; p++ {
		s.reserve[p] = Reserve
	}
	var seen [4][3]int
	for _, f := range strings.Fields(pieces) {
		sq, err := buchholz.ParseSquare(f[:len(f)-2])
		k, ok := buchholz.KindOf(f[len(f)-2])
		seat := int(f[len(f)-1] - '1')
		if err != nil || !ok || seat < 0 || seat >= n || s.board[sq] != 0 {
			t.Fatalf("piece %q", f)
		}
		s.put(seat, k, sq)
		if seen[seat][k]++; seen[seat][k] > 1 {
			if k == buchholz.Cylinder || s.reserve[seat][k] == 0 {
				t.Fatalf("too many pieces %q", f)
			}
			s.reserve[seat][k]--
		}
	}
	s.hist = rules.History{}
	s.hist.Add(s.hash, 1)
	return s
}

// movesTo returns the notation of the legal moves that end on to.
func movesTo(s rules.State, to string) []string {
	var out []string
	for _, text := range rulestest.LegalStrings(s) {
		if squares, _, _ := strings.Cut(text, "+"); strings.HasSuffix(squares, "-"+to) {
			out = append(out, text)
		}
	}
	return out
}

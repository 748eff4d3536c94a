package alignement

import (
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// position builds a position from a diagram of the circles, top row (row
// 11) first, one line per row, "." for an empty circle, Red's pieces S T C and Blue's s t c;
// ply is the number of turns played, which fixes the seat and kind to
// play. Pieces not on the board are in hand. The history holds only the
// position itself.
func position(t *testing.T, diagram string, ply int) *State {
	t.Helper()
	s := NewState()
	var rows []string
	for _, line := range strings.Split(diagram, "\n") {
		if row := strings.ReplaceAll(strings.TrimSpace(line), " ", ""); row != "" {
			rows = append(rows, row)
		}
	}
	if len(rows) != 4 {
		t.Fatalf("diagram with %d rows", len(rows))
	}
	for i, row := range rows {
		if len(row) != 4 {
			t.Fatalf("row %q", row)
		}
		for x := 0; x < 4; x++ {
			ch := row[x]
			if ch == '.' {
				continue
			}
			seat := 0
			if ch >= 'a' {
				seat = 1
			}
			k, ok := buchholz.KindOf(ch)
			if !ok {
				t.Fatalf("piece %q", ch)
			}
			c := (3-i)*4 + x
			s.pieces[seat][k] |= bit(c)
			s.hand[seat][k]--
			s.hash ^= zobPiece[seat][k][c]
			if s.hand[seat][k] < 0 {
				t.Fatalf("too many pieces %q", ch)
			}
		}
	}
	s.hash ^= zobPhase[0] ^ zobPhase[ply%6]
	s.ply = ply
	s.hist = rules.History{}
	s.hist.Add(s.hash, 1)
	return s
}

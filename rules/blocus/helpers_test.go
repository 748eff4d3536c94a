package blocus

import (
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// position builds a position from a diagram of the board, row 12 first,
// one line per row, "." for an empty square, Red's king K and guards G,
// Blue's k and g (the kings must stand on their squares); seat is the
// seat to move. Guards not on the board are in hand. The history holds
// only the position itself.
func position(t testing.TB, diagram string, seat int) *State {
	t.Helper()
	s := NewState()
	s.cells = [Squares]uint8{}
	var rows []string
	for _, line := range strings.Split(diagram, "\n") {
		if row := strings.ReplaceAll(strings.TrimSpace(line), " ", ""); row != "" {
			rows = append(rows, row)
		}
	}
	if len(rows) != buchholz.Size {
		t.Fatalf("diagram with %d rows", len(rows))
	}
	for i, row := range rows {
		if len(row) != buchholz.Size {
			t.Fatalf("row %q", row)
		}
		for c := 0; c < buchholz.Size; c++ {
			sq := buchholz.Sq(c, buchholz.Size-1-i)
			switch row[c] {
			case '.':
			case 'K', 'k':
				seat := 0
				if row[c] == 'k' {
					seat = 1
				}
				if sq != Kings[seat] {
					t.Fatalf("king on %s", sq)
				}
				s.cells[sq] = king(seat)
			case 'G', 'g':
				seat := 0
				if row[c] == 'g' {
					seat = 1
				}
				s.cells[sq] = guard(seat)
				s.hand[seat]--
				s.hash ^= zobGuard[seat][sq]
				if s.hand[seat] < 0 {
					t.Fatalf("too many guards %q", row[c])
				}
			default:
				t.Fatalf("piece %q", row[c])
			}
		}
	}
	for seat, k := range Kings {
		if s.cells[k] != king(seat) {
			t.Fatalf("no king on %s", k)
		}
	}
	s.ply = seat
	if seat == 1 {
		s.hash ^= zobSeat
	}
	s.hist = rules.History{}
	s.hist.Add(s.hash, 1)
	return s
}

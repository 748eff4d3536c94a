package empire

import (
	"math/rand/v2"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// position builds a position of players seats (in teams when teams) from
// a list of pieces, "C1@E5 T2@E8 S1@A1": kind letter, seat number, square;
// seat toMove (from 0) is to move. Seats with no commander listed are out.
func position(t *testing.T, players int, teams bool, pieces string, toMove int) *State {
	t.Helper()
	s := NewState(players, teams)
	for sq := range s.board {
		if s.board[sq] != empty {
			s.lift(buchholz.Square(sq))
		}
	}
	for _, f := range strings.Fields(pieces) {
		k, ok := buchholz.KindOf(f[0])
		at, err := buchholz.ParseSquare(f[3:])
		if !ok || err != nil || f[2] != '@' {
			t.Fatalf("bad piece %q", f)
		}
		s.put(at, pieceCell(int(f[1]-'1'), k))
	}
	s.hash ^= zobTurn[0] ^ zobTurn[toMove]
	s.toMove = toMove
	s.hist = rules.History{}
	s.hist.Add(s.hash, 1)
	return s
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }

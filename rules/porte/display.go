package porte

import (
	"fmt"
	"strings"

	"impasse/rules/buchholz"
)

// SeatNames are the seats' colours in seat order.
var SeatNames = [4]string{"Red", "Blue", "Yellow", "Green"}

// String returns the position: the board from row 12 down, each square
// a kind's letter (C, T, S) and the seat's number from 1, "()" for an
// empty circle, "." for an empty square; then each seat's reserve and
// whose turn it is, or the result.
func (s *State) String() string {
	var b strings.Builder
	for y := buchholz.Size - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "%2d", y+1)
		for x := 0; x < buchholz.Size; x++ {
			sq := buchholz.Sq(x, y)
			switch c := s.board[sq]; {
			case c != 0:
				fmt.Fprintf(&b, " %c%d", c.kind().Letter(), c.seat()+1)
			case sq.IsCircle():
				b.WriteString(" ()")
			default:
				b.WriteString(" . ")
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("   A  B  C  D  E  F  G  H  I  J  K  L\n")
	for p := 0; p < s.n; p++ {
		fmt.Fprintf(&b, "%s: reserve T%d S%d, entered %d\n", SeatNames[p], s.reserve[p][buchholz.Triangle], s.reserve[p][buchholz.Block], s.Entered(p))
	}
	switch {
	case s.winner == playing:
		fmt.Fprintf(&b, "turn %d: %s to move\n", s.ply+1, SeatNames[s.turn])
	case s.winner == draw:
		fmt.Fprintf(&b, "after turn %d: draw\n", s.ply)
	case s.teams:
		fmt.Fprintf(&b, "after turn %d: %s and %s win\n", s.ply, SeatNames[s.winner&^1], SeatNames[s.winner|1])
	default:
		fmt.Fprintf(&b, "after turn %d: %s wins\n", s.ply, SeatNames[s.winner])
	}
	return b.String()
}

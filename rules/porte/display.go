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
	buchholz.WriteBoard(&b, 2, func(sq buchholz.Square) string {
		switch c := s.board[sq]; {
		case c != 0:
			return fmt.Sprintf("%c%d", c.kind().Letter(), c.seat()+1)
		case sq.IsCircle():
			return "()"
		}
		return ". "
	})
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

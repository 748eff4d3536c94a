package blocus

import (
	"fmt"
	"strings"

	"impasse/rules/buchholz"
)

// String returns the position: the board from row 12 down (Red's king K
// and guards G, Blue's k and g, "." for an empty square), the guards each
// side holds, and whose turn it is, or the result.
func (s *State) String() string {
	var b strings.Builder
	buchholz.WriteBoard(&b, 1, func(sq buchholz.Square) string { return string(".GgKk"[s.cells[sq]]) })
	fmt.Fprintf(&b, "in hand: %s %d, %s %d\n", SeatNames[0], s.hand[0], SeatNames[1], s.hand[1])
	switch {
	case !s.Over():
		fmt.Fprintf(&b, "turn %d: %s\n", s.ply+1, SeatNames[s.ply%2])
	case s.ending == Repetition:
		fmt.Fprintf(&b, "after turn %d: draw\n", s.ply)
	default:
		fmt.Fprintf(&b, "after turn %d: %s wins by %s\n", s.ply, SeatNames[s.Winner()], buchholz.PathString(s.way))
	}
	return b.String()
}

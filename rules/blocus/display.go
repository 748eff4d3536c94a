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
	for r := buchholz.Size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for c := 0; c < buchholz.Size; c++ {
			b.WriteByte(' ')
			b.WriteByte(".GgKk"[s.cells[buchholz.Sq(c, r)]])
		}
		b.WriteByte('\n')
	}
	b.WriteString("    A B C D E F G H I J K L\n")
	fmt.Fprintf(&b, "in hand: %s %d, %s %d\n", SeatNames[0], s.hand[0], SeatNames[1], s.hand[1])
	switch {
	case !s.Over():
		fmt.Fprintf(&b, "turn %d: %s\n", s.ply+1, SeatNames[s.ply%2])
	case s.ending == Repetition:
		fmt.Fprintf(&b, "after turn %d: draw\n", s.ply)
	default:
		fmt.Fprintf(&b, "after turn %d: %s wins by %s\n", s.ply, SeatNames[s.Winner()], pathString(s.way))
	}
	return b.String()
}

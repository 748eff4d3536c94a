package alignement

import (
	"fmt"
	"strings"

	"impasse/rules/buchholz"
)

// String returns the position: the circles from the top row down (Red's
// pieces S, T, C, Blue's s, t, c, "." for an empty circle), the pieces
// each side holds, and whose turn it is with which kind, or the result.
func (s *State) String() string {
	var b strings.Builder
	for y := 3; y >= 0; y-- {
		fmt.Fprintf(&b, "%2d ", 3*y+2)
		for x := 0; x < 4; x++ {
			ch := byte('.')
			if p, k, ok := s.At(y*4 + x); ok {
				ch = k.Letter()
				if p == 1 {
					ch += 'a' - 'A'
				}
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("    B E H K\n")
	for p := 0; p < 2; p++ {
		fmt.Fprintf(&b, "%s in hand: S%d T%d C%d\n", SeatNames[p], s.hand[p][buchholz.Block], s.hand[p][buchholz.Triangle], s.hand[p][buchholz.Cylinder])
	}
	switch w := s.Winner(); {
	case !s.Over():
		fmt.Fprintf(&b, "turn %d: %s plays a %s\n", s.ply+1, SeatNames[s.ply%2], kindNames[s.Kind()])
	case w == draw:
		fmt.Fprintf(&b, "after turn %d: draw\n", s.ply)
	default:
		fmt.Fprintf(&b, "after turn %d: %s wins\n", s.ply, SeatNames[w])
	}
	return b.String()
}

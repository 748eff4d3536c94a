package saute

import (
	"fmt"
	"strings"

	"impasse/rules/buchholz"
)

// seatLetters write each seat's pieces in String: a triangle in capitals,
// a square in small letters.
const seatLetters = "RBYG"

// String returns the position: the board from row 12 down, each piece as
// its seat's letter (R, B, Y, G; a triangle in capitals, a square in
// small letters), "." for an empty square and ":" for an empty arrival
// square; then each seat's pieces home and whose turn it is, or the
// result.
func (s *State) String() string {
	var b strings.Builder
	for r := size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for c := 0; c < size; c++ {
			ch := byte('.')
			if p, k, ok := s.At(buchholz.Sq(c, r)); ok {
				ch = seatLetters[p]
				if k != buchholz.Triangle {
					ch += 'a' - 'A'
				}
			} else if c >= ArrivalCol && s.rowSeat[r] >= 0 {
				ch = ':'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("    A B C D E F G H I J K L\n")
	fmt.Fprintf(&b, "%s", variant(s.teams, s.expert))
	for p := 0; p < int(s.players); p++ {
		fmt.Fprintf(&b, ", %s %d home", SeatNames[p], s.arrived[p])
	}
	b.WriteByte('\n')
	switch s.result {
	case playing:
		fmt.Fprintf(&b, "turn %d: %s to move\n", s.ply+1, SeatNames[s.toMove])
	case draw:
		fmt.Fprintf(&b, "after turn %d: draw\n", s.ply)
	default:
		if s.teams {
			fmt.Fprintf(&b, "after turn %d: %s and %s win\n", s.ply, SeatNames[s.result&^1], SeatNames[s.result|1])
		} else {
			fmt.Fprintf(&b, "after turn %d: %s wins\n", s.ply, SeatNames[s.result])
		}
	}
	return b.String()
}

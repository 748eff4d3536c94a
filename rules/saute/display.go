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
	buchholz.WriteBoard(&b, 1, func(sq buchholz.Square) string {
		p, k, ok := s.At(sq)
		switch {
		case ok && k == buchholz.Triangle:
			return seatLetters[p : p+1]
		case ok:
			return strings.ToLower(seatLetters[p : p+1])
		case sq.Col() >= ArrivalCol && s.rowSeat[sq.Row()] >= 0:
			return ":"
		}
		return "."
	})
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

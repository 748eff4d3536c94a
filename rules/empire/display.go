package empire

import (
	"fmt"
	"strings"

	"impasse/rules/buchholz"
)

// String returns the position: the board from row 12 down, each piece as
// its kind (C commander, T cavalry, S archer) and its owner's seat number,
// thrones "<>" when empty; then each seat's king's throne and state, and
// whose turn it is or the result.
func (s *State) String() string {
	var b strings.Builder
	buchholz.WriteBoard(&b, 2, func(sq buchholz.Square) string {
		switch c := s.board[sq]; {
		case c != empty:
			return fmt.Sprintf("%c%d", c.kind().Letter(), c.owner()+1)
		case isThrone(sq):
			return "<>"
		}
		return ".."
	})
	for p := 0; p < s.players; p++ {
		state := "in play"
		if !s.In(p) {
			state = "out"
		}
		team := ""
		if s.teams {
			team = fmt.Sprintf(", team %d", p/2+1)
		}
		fmt.Fprintf(&b, "%d %s: king's throne %s%s, %s\n", p+1, SeatNames[p], s.throne[p], team, state)
	}
	if !s.over {
		fmt.Fprintf(&b, "move %d: %s to play\n", s.ply+1, SeatNames[s.toMove])
		return b.String()
	}
	var who []string
	for p := 0; p < s.players; p++ {
		if s.winners&(1<<p) != 0 {
			who = append(who, SeatNames[p])
		}
	}
	if s.ending == Repetition {
		fmt.Fprintf(&b, "after move %d: a draw between %s (%s)\n", s.ply, strings.Join(who, ", "), s.ending)
		return b.String()
	}
	fmt.Fprintf(&b, "after move %d: %s won (%s)\n", s.ply, strings.Join(who, " and "), s.ending)
	return b.String()
}

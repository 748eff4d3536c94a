package empire

import (
	"strconv"

	"impasse/rules/buchholz"
)

// Picture returns what the board shows: the pieces (commanders crowned),
// the four thrones, each seat's king's throne labelled with the seat's
// number, and the pieces each seat has on the board (in Hands: the game
// has none off the board to place).
func (s *State) Picture() buchholz.Picture {
	p := buchholz.Picture{Hands: make([][3]int, s.players), Ending: string(s.ending)}
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if c := s.board[sq]; c != empty {
			k := c.kind()
			if k == Commander {
				k = buchholz.King
			}
			p.Pieces = append(p.Pieces, buchholz.Piece{At: sq, Kind: k, Seat: c.owner()})
			p.Hands[c.owner()][c.kind()]++
		}
	}
	for _, t := range Thrones {
		label := ""
		for seat := 0; seat < s.players; seat++ {
			if s.throne[seat] == t {
				label = strconv.Itoa(seat + 1)
			}
		}
		p.Marks = append(p.Marks, buchholz.Mark{At: t, Kind: "throne", Label: label})
	}
	return p
}

package porte

import "impasse/rules/buchholz"

// Picture returns what the board shows: the pieces, the sixteen doors,
// each seat's reserve and how the game ended. The board marks the
// squares where a move enters a piece from the moves' notation.
func (s *State) Picture() buchholz.Picture {
	p := buchholz.Picture{Hands: make([][3]int, s.n), Ending: string(s.ending)}
	for sq := buchholz.Square(0); sq < numSquares; sq++ {
		if seat, k, ok := s.At(sq); ok {
			p.Pieces = append(p.Pieces, buchholz.Piece{At: sq, Kind: k, Seat: seat})
		}
	}
	for _, c := range buchholz.Circles() {
		p.Marks = append(p.Marks, buchholz.Mark{At: c, Kind: "door"})
	}
	for seat := range p.Hands {
		for _, k := range []buchholz.Kind{buchholz.Triangle, buchholz.Block} {
			p.Hands[seat][k] = s.InReserve(seat, k)
		}
	}
	return p
}

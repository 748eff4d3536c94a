package solitaire

import "impasse/rules/buchholz"

// Picture returns what the board shows: each piece as a disc of its
// colour (red, blue, yellow and green are seats 0 to 3 on the board), and
// once no jump is left, the sheet's verdict.
func (s *State) Picture() buchholz.Picture {
	var p buchholz.Picture
	for sq := 0; sq < Squares; sq++ {
		if c := s.Colour(sq); c != Empty {
			p.Pieces = append(p.Pieces, buchholz.Piece{At: buchholz.Square(sq), Kind: buchholz.Cylinder, Seat: int(c - Red)})
		}
	}
	if s.Over() {
		p.Ending = VerdictOf(s.Left())
	}
	return p
}

package saute

import "impasse/rules/buchholz"

// Picture returns what the board shows: the pieces, and the arrival
// squares (columns J to L) of every row a seat's pieces move along.
func (s *State) Picture() buchholz.Picture {
	p := buchholz.Picture{Ending: string(s.ending)}
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if seat, k, ok := s.At(sq); ok {
			p.Pieces = append(p.Pieces, buchholz.Piece{At: sq, Kind: k, Seat: seat})
		}
		if sq.Col() >= ArrivalCol && s.rowSeat[sq.Row()] >= 0 {
			p.Marks = append(p.Marks, buchholz.Mark{At: sq, Kind: "arrival"})
		}
	}
	return p
}

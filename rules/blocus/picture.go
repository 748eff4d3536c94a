package blocus

import (
	"slices"

	"impasse/rules/buchholz"
)

// Picture returns what the board shows: the kings and guards, the exit
// rows (row 12 for Red, row 1 for Blue), the guards each side holds, the
// kind of piece the player to move uses (the king when it can leave, else
// a guard), the way the king that left took, or every way each king
// could leave by now (the king to move must, the other will unless they
// are closed), and each king's paths, ways out and dead ends, as routes.
func (s *State) Picture() buchholz.Picture {
	p := buchholz.Picture{Hands: make([][3]int, 2), Ending: string(s.ending)}
	for sq := buchholz.Square(0); sq < Squares; sq++ {
		if seat, k, ok := s.At(sq); ok {
			p.Pieces = append(p.Pieces, buchholz.Piece{At: sq, Kind: k, Seat: seat})
		}
	}
	for c := 0; c < buchholz.Size; c++ {
		p.Marks = append(p.Marks,
			buchholz.Mark{At: buchholz.Sq(c, buchholz.Size-1), Kind: "exit"},
			buchholz.Mark{At: buchholz.Sq(c, 0), Kind: "exit"})
	}
	for seat := range p.Hands {
		p.Hands[seat][buchholz.Block] = s.InHand(seat)
	}
	if s.ending == Exit {
		p.Lines = append(p.Lines, buchholz.Path{Squares: s.way, Kind: "exit"})
	}
	if !s.Over() {
		p.HasForced, p.Forced = true, buchholz.Block
		for seat := 0; seat < 2; seat++ {
			s.paths(seat, false, func(way []buchholz.Square, out bool) bool {
				p.Lines = append(p.Lines, buchholz.Path{Squares: slices.Clone(way), Kind: "exit"})
				if seat == s.ply%2 {
					p.Forced = buchholz.Cylinder
				}
				return true
			})
		}
		for seat := 0; seat < 2; seat++ {
			n := 0
			s.paths(seat, true, func(sq []buchholz.Square, out bool) bool {
				p.Routes = append(p.Routes, buchholz.Path{Squares: append([]buchholz.Square(nil), sq...), Kind: "route"})
				n++
				return n < maxRoutes
			})
		}
	}
	return p
}

// maxRoutes bounds the paths shown for each king.
const maxRoutes = 24

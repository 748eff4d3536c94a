package alignement

import "impasse/rules/buchholz"

// Picture returns what the board shows: the pieces on the circles, those
// each side holds, the kind forced on the side to move, and the winning
// line.
func (s *State) Picture() buchholz.Picture {
	p := buchholz.Picture{Hands: make([][3]int, 2), Ending: string(s.Ending())}
	for c := 0; c < Circles; c++ {
		if seat, k, ok := s.At(c); ok {
			p.Pieces = append(p.Pieces, buchholz.Piece{At: buchholz.Circle(c), Kind: k, Seat: seat})
		}
	}
	for seat := range p.Hands {
		for _, k := range []buchholz.Kind{buchholz.Cylinder, buchholz.Triangle, buchholz.Block} {
			p.Hands[seat][k] = s.InHand(seat, k)
		}
	}
	if !s.Over() {
		p.Forced, p.HasForced = s.Kind(), true
	}
	if line := s.WinLine(); line != nil {
		win := buchholz.Path{Kind: "win"}
		for _, c := range line {
			win.Squares = append(win.Squares, buchholz.Circle(c))
		}
		p.Lines = append(p.Lines, win)
	}
	return p
}

package blokusduo

import (
	"fmt"
	"strings"
)

// String returns a diagram of the board, X for purple and O for orange,
// + for a free starting point, and the pieces each colour has left.
func (s *State) String() string {
	const letters = "   a b c d e f g h i j k l m n\n"
	var b strings.Builder
	b.WriteString(letters)
	for r := Size - 1; r >= 0; r-- {
		var row [2 * Size]byte
		for c := 0; c < Size; c++ {
			sq := Sq(c, r)
			ch := byte('.')
			switch s.At(sq) {
			case 0:
				ch = 'X'
			case 1:
				ch = 'O'
			default:
				if sq == StartE10 || sq == StartJ5 {
					ch = '+'
				}
			}
			row[2*c], row[2*c+1] = ' ', ch
		}
		fmt.Fprintf(&b, "%2d%s %d\n", r+1, row[:], r+1)
	}
	b.WriteString(letters)
	for c := 0; c < 2; c++ {
		fmt.Fprintf(&b, "%s (%c) %d:", ColourNames[c], "XO"[c], s.score(c))
		for p := Piece(0); p < NumPieces; p++ {
			if !s.Used(c, p) {
				b.WriteString(" " + p.Name())
			}
		}
		b.WriteString("\n")
	}
	if s.Ended {
		b.WriteString("game over\n")
	} else {
		b.WriteString(ColourNames[s.Mover] + " to move\n")
	}
	return b.String()
}

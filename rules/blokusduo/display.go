package blokusduo

import "strconv"

// String returns a diagram of the board, X for purple and O for orange,
// + for a free starting point, and the pieces each colour has left.
//
// It is written with few calls (no fmt): String is linked into the user
// interface's WebAssembly, where every call costs.
func (s *State) String() string {
	const letters = "   a b c d e f g h i j k l m n\n"
	b := text(letters)
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
		n := strconv.Itoa(r + 1)
		pad := " "
		if r >= 9 {
			pad = ""
		}
		b.add(pad, n, string(row[:]), " ", n, "\n")
	}
	b.add(letters)
	for c := 0; c < 2; c++ {
		b.add(ColourNames[c], " (", "XO"[c:c+1], ") ", strconv.Itoa(s.score(c)), ":")
		for p := Piece(0); p < NumPieces; p++ {
			if !s.Used(c, p) {
				b.add(" ", p.Name())
			}
		}
		b.add("\n")
	}
	if s.over {
		b.add("game over\n")
	} else {
		b.add(ColourNames[s.toMove], " to move\n")
	}
	return string(b)
}

// text accumulates a position's text.
type text []byte

// add appends the parts.
//
//go:noinline
func (t *text) add(parts ...string) {
	for _, p := range parts {
		*t = append(*t, p...)
	}
}

package bloqs

import "strconv"

// String returns the position as text: a line with the seat to move, the
// blocks left and the scores, then the board, top row first, each square
// as '.' when empty, its block's height (2, 3, 4) when covered, or the
// letter of the seat that isolated it ('a' for seat 1), and ' ' outside
// the board, rows numbered on the left and columns below.
//
// It is written with few calls (no fmt): String is linked into the user
// interface's WebAssembly, where every call costs.
func (s *State) String() string {
	b := []byte(s.b.Name + " board, ")
	if s.over {
		b = append(b, "game over"...)
	} else {
		b = append(b, "seat "...)
		b = strconv.AppendInt(b, int64(s.toMove)+1, 10)
		b = append(b, " to move"...)
	}
	b = append(b, ", "...)
	b = strconv.AppendInt(b, int64(Pool-int(s.placed)), 10)
	b = append(b, " blocks left, scores"...)
	for _, v := range s.scores[:s.players] {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(v), 10)
	}
	b = append(b, '\n')
	for y := s.b.Rows - 1; y >= 0; y-- {
		if y < 9 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(y)+1, 10)
		b = append(b, ' ')
		for x := 0; x < s.b.Cols; x++ {
			b = append(b, s.squareChar(x, y))
		}
		b = append(b, '\n')
	}
	b = append(b, "   "...)
	for x := 0; x < s.b.Cols; x++ {
		b = append(b, byte('0'+(x+1)%10))
	}
	return string(append(b, '\n'))
}

// squareChar returns the character of the square (x, y), from 0.
func (s *State) squareChar(x, y int) byte {
	switch {
	case !s.b.on.has(x, y):
		return ' '
	case s.empty.has(x, y):
		if p := s.ScoredBy(x+1, y+1); p >= 0 {
			return byte('a' + p)
		}
		return '.'
	}
	return byte('0' + s.HeightAt(x+1, y+1))
}

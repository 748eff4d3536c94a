package bloqs

import (
	"bytes"
	"strconv"
)

// String returns the position as text: a line with the seat to move, the
// blocks left and the scores, then the board, top row first, each square
// as '.' when empty, its block's height (2, 3, 4) when covered, or the
// letter of the seat that isolated it ('a' for seat 1), and ' ' outside
// the board, rows numbered on the left and columns below.
//
// It writes to a bytes.Buffer and not with fmt or a strings.Builder:
// String is linked into the user interface's WebAssembly, where each fmt
// call and each inlined Builder method costs much code.
func (s *State) String() string {
	var b bytes.Buffer
	b.WriteString(s.b.Name + " board, ")
	if s.over {
		b.WriteString("game over")
	} else {
		b.WriteString("seat " + strconv.Itoa(int(s.toMove)+1) + " to move")
	}
	b.WriteString(", " + strconv.Itoa(Pool-int(s.placed)) + " blocks left, scores")
	for _, v := range s.scores[:s.players] {
		b.WriteString(" " + strconv.Itoa(int(v)))
	}
	b.WriteByte('\n')
	for y := s.b.Rows - 1; y >= 0; y-- {
		if y < 9 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(y+1) + " ")
		for x := 0; x < s.b.Cols; x++ {
			b.WriteByte(s.squareChar(x, y))
		}
		b.WriteByte('\n')
	}
	b.WriteString("   ")
	for x := 0; x < s.b.Cols; x++ {
		b.WriteByte(byte('0' + (x+1)%10))
	}
	b.WriteByte('\n')
	return b.String()
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

package solitaire

import (
	"fmt"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// MoveString writes m as its start and landing squares: "F7-F3".
func (s *State) MoveString(m rules.Move) string {
	from, d := int(m)/directions, int(m)%directions
	to, _ := landing(&s.board, from, d)
	return buchholz.Square(from).String() + "-" + buchholz.Square(to).String()
}

// ParseMove reads a jump written "F7-F3" and checks it is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.over {
		return 0, rules.ErrOver
	}
	a, b, ok := strings.Cut(strings.TrimSpace(text), "-")
	if !ok {
		return 0, fmt.Errorf("%q: %w", text, errNoMove)
	}
	sq, err := buchholz.ParseSquares(a, b)
	if err != nil {
		return 0, err
	}
	from, to := int(sq[0]), int(sq[1])
	if s.board[from] == Empty {
		return 0, fmt.Errorf("%s: no piece on %s", text, buchholz.Square(from))
	}
	d := -1
	switch {
	case to%Side == from%Side && to > from:
		d = North
	case to%Side == from%Side && to < from:
		d = South
	case to/Side == from/Side && to > from:
		d = East
	case to/Side == from/Side && to < from:
		d = West
	}
	if d < 0 {
		return 0, fmt.Errorf("%s: a piece jumps along a row or a column", text)
	}
	land, ok := landing(&s.board, from, d)
	switch {
	case !ok:
		return 0, fmt.Errorf("%s: the piece on %s cannot jump that way (it must jump pieces of other colours onto an empty square)", text, buchholz.Square(from))
	case land != to:
		return 0, fmt.Errorf("%s: the piece lands on the nearest empty square, %s", text, buchholz.Square(land))
	}
	return rules.Move(from*directions + d), nil
}

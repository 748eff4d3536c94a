package solitaire

import (
	"fmt"
	"strconv"
	"strings"

	"impasse/rules"
)

// SquareName writes square sq as a column letter and a row number: "F7".
func SquareName(sq int) string {
	return string(rune('A'+sq%Side)) + strconv.Itoa(sq/Side+1)
}

// ParseSquare reads a square such as "F7" or "l12".
func ParseSquare(s string) (int, error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, fmt.Errorf("%q is not a square (A1 to L12)", s)
	}
	c := int(s[0]|0x20) - 'a'
	r, err := strconv.Atoi(s[1:])
	if c < 0 || c >= Side || err != nil || r < 1 || r > Side || s[1] == '0' || s[1] == '+' || s[1] == '-' {
		return 0, fmt.Errorf("%q is not a square (A1 to L12)", s)
	}
	return (r-1)*Side + c, nil
}

// MoveString writes m as its start and landing squares: "F7-F3".
func (s *State) MoveString(m rules.Move) string {
	from, d := int(m)/directions, int(m)%directions
	to, _ := landing(&s.board, from, d)
	return SquareName(from) + "-" + SquareName(to)
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
	from, err := ParseSquare(a)
	if err != nil {
		return 0, err
	}
	to, err := ParseSquare(b)
	if err != nil {
		return 0, err
	}
	if s.board[from] == Empty {
		return 0, fmt.Errorf("%s: no piece on %s", text, SquareName(from))
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
		return 0, fmt.Errorf("%s: the piece on %s cannot jump that way (it must jump pieces of other colours onto an empty square)", text, SquareName(from))
	case land != to:
		return 0, fmt.Errorf("%s: the piece lands on the nearest empty square, %s", text, SquareName(land))
	}
	return rules.Move(from*directions + d), nil
}

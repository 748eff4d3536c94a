package porte

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// MoveString returns the notation of m: "A1-A7", "A1-A7+T" or "A1-A7+S"
// when it enters a triangle or a square, "pass".
func (s *State) MoveString(m rules.Move) string {
	if m == Pass {
		return "pass"
	}
	from, to, enter := decode(m)
	text := from.String() + "-" + to.String()
	if enter != 0 {
		text += "+" + string(enter.Letter())
	}
	return text
}

// kindNames name the kinds in error messages.
var kindNames = [3]string{buchholz.Cylinder: "cylinder", buchholz.Triangle: "triangle", buchholz.Block: "square"}

// ParseMove reads "A1-A7", "A1-A7+T", "A1-A7+S" or "pass" (letters in
// either case) and returns the move if it is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.winner != playing {
		return 0, rules.ErrOver
	}
	legal := s.Legal(nil)
	if strings.EqualFold(text, "pass") {
		if legal[0] != Pass {
			return 0, buchholz.ErrMayNotPass
		}
		return Pass, nil
	}
	squares, kind, hasKind := strings.Cut(text, "+")
	a, b, ok := strings.Cut(squares, "-")
	if !ok {
		return 0, fmt.Errorf("%q: want a move like A1-A7 or A1-A7+T", text)
	}
	sq, err := buchholz.ParseSquares(a, b)
	if err != nil {
		return 0, err
	}
	from, to := sq[0], sq[1]
	enter := buchholz.Kind(0)
	if hasKind {
		k, ok := buchholz.Kind(0), len(kind) == 1
		if ok {
			k, ok = buchholz.KindOf(kind[0])
		}
		if !ok || k == buchholz.Cylinder {
			return 0, fmt.Errorf("%q: a piece entered is a triangle T or a square S", text)
		}
		enter = k
	}
	if err := s.check(from, to, enter); err != nil {
		return 0, fmt.Errorf("%s-%s: %w", from, to, err)
	}
	m := encode(from, to, enter)
	if !slices.Contains(legal, m) {
		return 0, fmt.Errorf("%q is not a legal move", text)
	}
	return m, nil
}

// check says why the move of the piece on from to to, entering a piece
// of kind enter (0 for none), is not legal here.
func (s *State) check(from, to buchholz.Square, enter buchholz.Kind) error {
	p := int(s.turn)
	c := s.board[from]
	switch {
	case c == 0 || c.seat() != p:
		return errors.New("no piece of the player to move stands there")
	case from == to || from.Row() != to.Row() && from.Col() != to.Col():
		return errors.New("a piece moves along its row or its column")
	case s.board[to] != 0:
		return errors.New("the square is taken")
	case to.IsCircle():
		return errors.New("no move ends on a circle")
	}
	var mb [maxPieces]buchholz.Square
	if movers := s.movers(p, &mb); !slices.Contains(movers, from) {
		return fmt.Errorf("the piece on %s must leave its door first", movers[0])
	}
	var t nearTable
	s.near(&t)
	switch can := s.canEnter(&t, p, c.kind(), from, to); {
	case can && enter == 0:
		return fmt.Errorf("this move enters a piece on %s: add +T or +S", door(to))
	case !can && enter != 0:
		return errors.New("this move enters no piece")
	case enter != 0 && s.reserve[p][enter] == 0:
		return fmt.Errorf("no %s is left to enter", kindNames[enter])
	}
	return nil
}

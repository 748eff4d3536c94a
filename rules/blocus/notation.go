package blocus

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// MoveString returns the notation of m: "@E5" for a guard placed, "E5-E9"
// for a guard moved, the king's path "E2-E7-H7-H12" for its way out,
// "pass".
func (s *State) MoveString(m rules.Move) string {
	switch {
	case m == Pass:
		return "pass"
	case m >= exitBase:
		return buchholz.PathString(s.exit(s.ply%2, int(m-exitBase)))
	case m < moveBase:
		return "@" + buchholz.Square(m).String()
	}
	from, to := int(m-moveBase)/Squares, int(m-moveBase)%Squares
	return buchholz.Square(from).String() + "-" + buchholz.Square(to).String()
}

// ParseMove reads "@E5", "E5-E9", a king's path or "pass" (letters in
// either case) and returns the move if it is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.Over() {
		return 0, rules.ErrOver
	}
	p := s.ply % 2
	var squares []buchholz.Square
	if text != "pass" {
		names := strings.Split(strings.TrimPrefix(text, "@"), "-")
		if strings.HasPrefix(text, "@") && len(names) != 1 || !strings.HasPrefix(text, "@") && len(names) < 2 {
			return 0, fmt.Errorf("%q: want a guard placed like @E5, a guard moved like E5-E9 or a king's way out like E2-E12", text)
		}
		var err error
		if squares, err = buchholz.ParseSquares(names...); err != nil {
			return 0, err
		}
	}
	leaving := canLeave(&s.cells, p)
	switch {
	case len(squares) > 0 && squares[0] == Kings[p]:
		if !leaving {
			return 0, fmt.Errorf("%q: the king cannot leave yet", text)
		}
		var m rules.Move
		found, i := false, 0
		s.paths(p, false, func(way []buchholz.Square, out bool) bool {
			if slices.Equal(way, squares) {
				m, found = ExitMove(i), true
				return false
			}
			i++
			return true
		})
		if !found {
			return 0, fmt.Errorf("%q is not a way out of the king", text)
		}
		return m, nil
	case leaving:
		return 0, errors.New("the king can leave: it must")
	}
	var m rules.Move
	switch {
	case squares == nil:
		m = Pass
	case len(squares) == 1:
		m = Place(squares[0])
	case len(squares) == 2:
		m = Slide(squares[0], squares[1])
	default:
		return 0, fmt.Errorf("%q: a guard moves from one square to another", text)
	}
	if err := s.check(m); err != nil {
		return 0, fmt.Errorf("%s: %w", s.MoveString(m), err)
	}
	return m, nil
}

// check says why m, a well-formed guard move or pass, is not legal here
// (the king of the seat to move cannot leave).
func (s *State) check(m rules.Move) error {
	p := s.ply % 2
	if m == Pass {
		if s.guardMoves(nil)[0] != Pass {
			return buchholz.ErrMayNotPass
		}
		return nil
	}
	if m < moveBase {
		sq := buchholz.Square(m)
		switch {
		case s.hand[p] == 0:
			return errors.New("every guard is placed: move one")
		case s.cells[sq] != empty:
			return errors.New("the square is taken")
		case kingRegion[sq]:
			return errors.New("no guard goes into a king's region")
		case s.hand[p] == Guards && sq.IsCircle():
			return errors.New("the first guard may not go on a circle")
		}
		return nil
	}
	from, to := int16(m-moveBase)/Squares, int16(m-moveBase)%Squares
	switch {
	case s.hand[p] > 0:
		return errors.New("a guard is still in hand: place it")
	case s.cells[from] != guard(p):
		return errors.New("no guard of the player to move stands there")
	case from == to:
		return errors.New("a guard must leave its square")
	case from%buchholz.Size != to%buchholz.Size && from/buchholz.Size != to/buchholz.Size:
		return errors.New("a guard moves along a row or a column")
	case kingRegion[to]:
		return errors.New("no guard stops in a king's region")
	}
	h := 0
	for ; h < 4; h++ {
		sq := step[from][h]
		for sq >= 0 && sq != to {
			sq = step[sq][h]
		}
		if sq == to {
			break
		}
	}
	for sq := step[from][h]; ; sq = step[sq][h] {
		if s.cells[sq] != empty {
			return errors.New("a guard jumps over nothing")
		}
		if sq == to {
			return nil
		}
	}
}

package empire

import (
	"errors"
	"fmt"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// kindNames name the kinds in error messages.
var kindNames = [3]string{Commander: "commander", Cavalry: "cavalry", Archer: "archer"}

// MoveString returns the notation of m: "E5-E9" for a move, "E5xE9" for a
// capture, "pass".
func (s *State) MoveString(m rules.Move) string {
	if m == passMove {
		return "pass"
	}
	from, to := decode(m)
	sep := "-"
	if s.board[to] != empty {
		sep = "x"
	}
	return from.String() + sep + to.String()
}

// ParseMove reads "E5-E9", "E5xE9" (letters in either case) or "pass" and
// returns the move if it is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.over {
		return 0, rules.ErrOver
	}
	if strings.EqualFold(text, "pass") {
		if s.Legal(nil)[0] != passMove {
			return 0, errors.New("pass: only a player with no move passes")
		}
		return passMove, nil
	}
	i := strings.IndexAny(text, "-xX")
	if i < 0 {
		return 0, fmt.Errorf("%q: want a move like E5-E9 or a capture like E5xE9", text)
	}
	from, err := buchholz.ParseSquare(text[:i])
	if err != nil {
		return 0, err
	}
	to, err := buchholz.ParseSquare(text[i+1:])
	if err != nil {
		return 0, err
	}
	capture := text[i] != '-'
	if err := s.check(from, to, capture); err != nil {
		return 0, fmt.Errorf("%q: %w", text, err)
	}
	return Step(from, to), nil
}

// check says why moving the piece on from to to (a capture if capture) is
// not legal here.
func (s *State) check(from, to buchholz.Square, capture bool) error {
	p := s.toMove
	c, t := s.board[from], s.board[to]
	dc, dr := abs(to.Col()-from.Col()), abs(to.Row()-from.Row())
	switch {
	case c == empty:
		return fmt.Errorf("no piece on %s", from)
	case c.owner() != p:
		return fmt.Errorf("the piece on %s is %s's", from, SeatNames[c.owner()])
	case from == to:
		return errors.New("a piece must leave its square")
	case dc != 0 && dr != 0:
		return errors.New("pieces move along a row or a column")
	case t == empty && capture:
		return fmt.Errorf("%s is empty: write %s-%s", to, from, to)
	case t == empty:
		return nil
	case !capture:
		return fmt.Errorf("%s is taken: a capture is written %sx%s", to, from, to)
	case s.partners(p, t.owner()):
		if t.owner() == p {
			return errors.New("a piece cannot take its own side's")
		}
		return errors.New("nobody captures a partner's piece")
	case !CapturesAt(c.kind(), dc+dr):
		return fmt.Errorf("a %s captures only at %s squares, not %d", kindNames[c.kind()], captureDistances[c.kind()], dc+dr)
	}
	return nil
}

// captureDistances say at which distances each kind captures.
var captureDistances = [3]string{Commander: "2 or 5", Cavalry: "3", Archer: "4"}

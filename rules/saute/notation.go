package saute

import (
	"fmt"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// MoveString returns the notation of m: the piece's start and where each
// of its moves ended, joined by "-" ("A5-C5-D5-F5"), or "pass".
func (s *State) MoveString(m rules.Move) string {
	if m == pass {
		return "pass"
	}
	from, n := decode(m)
	path := []buchholz.Square{from}
	s.stops(from, func(col int) bool {
		path = append(path, buchholz.Sq(col, from.Row()))
		return len(path) <= n
	})
	return buchholz.PathString(path)
}

// ParseMove reads a path ("A5-C5", "a5-c5-d5-f5") or "pass" and returns
// the move if it is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.result != playing {
		return 0, rules.ErrOver
	}
	if text == "pass" {
		var buf [Pieces*maxSteps + 1]rules.Move
		if s.Legal(buf[:0])[0] != pass {
			return 0, buchholz.ErrMayNotPass
		}
		return pass, nil
	}
	parts := strings.Split(text, "-")
	if len(parts) < 2 {
		return 0, fmt.Errorf("%q: want a path like A5-C5 or A5-C5-D5-F5, or pass", text)
	}
	path, err := buchholz.ParseSquares(parts...)
	if err != nil {
		return 0, err
	}
	from := path[0]
	c := s.board[from]
	switch {
	case c == 0:
		return 0, fmt.Errorf("%q: no piece on %s", text, from)
	case c.seat() != int(s.toMove):
		return 0, fmt.Errorf("%q: the piece on %s is %s's, not %s's", text, from, SeatNames[c.seat()], SeatNames[s.toMove])
	case len(path) > maxSteps+1:
		return 0, fmt.Errorf("%q: too many moves", text)
	}
	n := 0
	s.stops(from, func(col int) bool {
		want := buchholz.Sq(col, from.Row())
		if n+1 < len(path) && path[n+1] != want {
			err = fmt.Errorf("%q: the piece's move %d ends on %s, not %s", text, n+1, want, path[n+1])
			return false
		}
		n++
		return n+1 < len(path)
	})
	switch {
	case err != nil:
		return 0, err
	case n == 0:
		return 0, fmt.Errorf("%q: the piece on %s cannot move", text, from)
	case n+1 < len(path):
		return 0, fmt.Errorf("%q: no bonus move from %s: its column does not hold an odd number of opposing pieces", text, path[n])
	}
	return encode(from, n), nil
}

package alignement

import (
	"errors"
	"fmt"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// MoveString returns the notation of m: "S@B5" for a placement (the kind
// placed, then the circle), "B5-E5" for a move.
func (s *State) MoveString(m rules.Move) string {
	from, to := decode(m)
	if from == to {
		return string(s.Kind().Letter()) + "@" + buchholz.Circle(to).String()
	}
	return buchholz.Circle(from).String() + "-" + buchholz.Circle(to).String()
}

// ParseMove reads "S@B5" or "B5-E5" (letters in either case) and returns
// the move if it is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.Over() {
		return 0, rules.ErrOver
	}
	var m rules.Move
	if kind, sq, ok := strings.Cut(text, "@"); ok {
		named, ok := buchholz.Kind(0), len(kind) == 1
		if ok {
			named, ok = buchholz.KindOf(kind[0])
		}
		if !ok {
			return 0, fmt.Errorf("%q: a placement starts with the kind, C, T or S", text)
		}
		if k := s.Kind(); named != k {
			return 0, fmt.Errorf("%q: the kind to play is %c", text, k.Letter())
		}
		c, err := parseCircles(sq)
		if err != nil {
			return 0, err
		}
		m = Place(c[0])
	} else {
		a, b, ok := strings.Cut(text, "-")
		if !ok {
			return 0, fmt.Errorf("%q: want a placement like S@B5 or a move like B5-E5", text)
		}
		c, err := parseCircles(a, b)
		if err != nil {
			return 0, err
		}
		from, to := c[0], c[1]
		if from == to {
			return 0, fmt.Errorf("%q: a piece must leave its circle", text)
		}
		m = Step(from, to)
	}
	if err := s.check(m); err != nil {
		return 0, fmt.Errorf("%s: %w", s.MoveString(m), err)
	}
	return m, nil
}

// check says why m, a well-formed placement or move, is not legal here.
func (s *State) check(m rules.Move) error {
	p, k := s.ply%2, s.Kind()
	from, to := decode(m)
	occ := s.occupied()
	if from == to {
		if s.hand[p][k] == 0 {
			return fmt.Errorf("every %s is placed: move one", kindNames[k])
		}
		if occ&bit(to) != 0 {
			return errors.New("the circle is taken")
		}
		return nil
	}
	switch {
	case s.hand[p][k] > 0:
		return fmt.Errorf("a %s is still in hand: place it", kindNames[k])
	case s.pieces[p][k]&bit(from) == 0:
		return fmt.Errorf("no %s of the player to move stands there", kindNames[k])
	case neighbours[k][from]&bit(to) == 0:
		if k == buchholz.Cylinder {
			return errors.New("the cylinder goes to a neighbouring circle")
		}
		return fmt.Errorf("a %s goes to an orthogonally neighbouring circle", kindNames[k])
	case occ&bit(to) != 0:
		return errors.New("the circle is taken")
	}
	return nil
}

// kindNames name the kinds in error messages.
var kindNames = [numKinds]string{buchholz.Block: "square", buchholz.Triangle: "triangle", buchholz.Cylinder: "cylinder"}

// parseCircles reads each of names as a board square that holds a
// circle ("B5", "k11"), in order, and returns the circles; it stops at
// the first name that is none.
func parseCircles(names ...string) ([]int, error) {
	circles := make([]int, len(names))
	for i, name := range names {
		sq, err := buchholz.ParseSquare(name)
		if err != nil {
			return nil, err
		}
		if !sq.IsCircle() {
			return nil, fmt.Errorf("%s is not a circle", sq)
		}
		circles[i] = sq.Region()
	}
	return circles, nil
}

package buchholzview

import (
	"slices"
	"strings"

	"impasse/rules"
	bz "impasse/rules/buchholz"
)

// route is a legal move as a person makes it: the squares clicked in
// turn, then a choice when the notation ends with one ("+T").
type route struct {
	m       rules.Move
	squares []bz.Square
	// choice is the letter after "+", or 0.
	choice byte
	pass   bool
	// capture is set when the move takes what its last square holds
	// ("E5xE9").
	capture bool
}

// parseRoute reads a move's notation as a route. Every compendium game
// writes its moves as squares joined by "-" or "x", after an optional
// kind and "@" for a piece put down ("S@B5", "@E5"), before an optional
// "+" and a kind entered ("A1-A7+T"); "pass" is a pass.
func parseRoute(m rules.Move, text string) (route, bool) {
	r := route{m: m}
	if text == "pass" {
		r.pass = true
		return r, true
	}
	if i := strings.IndexByte(text, '@'); i >= 0 {
		text = text[i+1:]
	}
	if i := strings.IndexByte(text, '+'); i >= 0 {
		if i+2 != len(text) {
			return r, false
		}
		r.choice = text[i+1]
		text = text[:i]
	}
	r.capture = strings.IndexByte(text, 'x') >= 0
	for _, name := range strings.FieldsFunc(text, func(c rune) bool { return c == '-' || c == 'x' }) {
		sq, err := bz.ParseSquare(name)
		if err != nil {
			return r, false
		}
		r.squares = append(r.squares, sq)
	}
	return r, len(r.squares) > 0
}

// step is where a move being made stands: the squares that may come
// next, and the moves that end with the squares chosen so far.
type step struct {
	next []bz.Square
	// kinds says, for each next square, what a move ending there does
	// beyond moving: "capture", "enter", or "".
	kinds []string
	done  []route
}

// stepAfter returns the step after path among routes.
func stepAfter(routes []route, path []bz.Square) step {
	var s step
	for _, r := range routes {
		if r.pass || len(r.squares) < len(path) || !slices.Equal(r.squares[:len(path)], path) {
			continue
		}
		if len(r.squares) == len(path) {
			s.done = append(s.done, r)
			continue
		}
		sq := r.squares[len(path)]
		i := slices.Index(s.next, sq)
		if i < 0 {
			s.next, s.kinds = append(s.next, sq), append(s.kinds, "")
			i = len(s.next) - 1
		}
		if len(r.squares) == len(path)+1 {
			switch {
			case r.capture:
				s.kinds[i] = "capture"
			case r.choice != 0:
				s.kinds[i] = "enter"
			}
		}
	}
	return s
}

// picker makes a move from clicks on squares.
type picker struct {
	routes []route
	path   []bz.Square
}

// click takes a click on sq. It returns the move made when the click
// completes exactly one; otherwise the path goes on (sq is a next
// square), starts again (sq starts a move) or is dropped.
func (p *picker) click(sq bz.Square) (rules.Move, bool) {
	switch {
	case slices.Contains(stepAfter(p.routes, p.path).next, sq):
		p.path = append(p.path, sq)
	case len(p.path) > 0 && slices.Contains(stepAfter(p.routes, nil).next, sq):
		p.path = append(p.path[:0], sq)
	default:
		p.path = p.path[:0]
		return 0, false
	}
	s := stepAfter(p.routes, p.path)
	if len(s.next) == 0 && len(s.done) == 1 {
		p.path = p.path[:0]
		return s.done[0].m, true
	}
	return 0, false
}

// back drops the last square chosen.
func (p *picker) back() {
	if len(p.path) > 0 {
		p.path = p.path[:len(p.path)-1]
	}
}

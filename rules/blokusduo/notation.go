package blokusduo

import (
	"errors"
	"fmt"
	"strings"

	"impasse/rules"
)

// ColourNames are the colours of the two players, first player first.
var ColourNames = [2]string{"purple", "orange"}

// MoveString returns the squares the move covers, sorted by row then
// column and separated by commas ("e10,e11,e12,f12,g12"), or "pass".
func (s *State) MoveString(m rules.Move) string {
	if m == Pass {
		return "pass"
	}
	if m < 0 || int(m) >= NumPlacements {
		return fmt.Sprintf("?%d", m)
	}
	pl := &placements[m]
	text := ""
	for i, sq := range pl.squares() {
		if i > 0 {
			text += ","
		}
		text += sq.String()
	}
	return text
}

// ParseMove reads a move: the squares of the piece separated by commas,
// in any order and any case, or "pass". It returns the move if it is
// legal for the colour to move, or an error saying why not.
func (s *State) ParseMove(text string) (rules.Move, error) {
	m, err := parsePlacement(text)
	if err != nil {
		return 0, err
	}
	return m, s.check(m)
}

// parsePlacement reads the notation of a move without checking it
// against a position.
func parsePlacement(text string) (rules.Move, error) {
	text = strings.TrimSpace(text)
	if strings.EqualFold(text, "pass") {
		return Pass, nil
	}
	if text == "" {
		return 0, errors.New("empty move")
	}
	parts := strings.Split(text, ",")
	if len(parts) > 5 {
		return 0, fmt.Errorf("%d squares: a piece has 1 to 5", len(parts))
	}
	var key [5]Square
	for i, p := range parts {
		sq, err := ParseSquare(p)
		if err != nil {
			return 0, err
		}
		key[i] = sq
	}
	n := len(parts)
	for i := 1; i < n; i++ { // insertion sort: at most five squares
		for j := i; j > 0 && key[j] < key[j-1]; j-- {
			key[j], key[j-1] = key[j-1], key[j]
		}
	}
	for i := 1; i < n; i++ {
		if key[i] == key[i-1] {
			return 0, fmt.Errorf("square %s is listed twice", key[i])
		}
	}
	var cells [5]uint8
	for i, sq := range key[:n] {
		cells[i] = uint8(sq)
	}
	id, ok := placementOf(cells[:n])
	if !ok {
		return 0, fmt.Errorf("%s is not the shape of a piece", text)
	}
	return rules.Move(id), nil
}

// The rules a placement can break, which check's errors wrap.
var (
	// ErrCovered: a square of the piece is covered already.
	ErrCovered = errors.New("a square is covered already")
	// ErrOwnEdge: the piece would share an edge with one of its colour.
	ErrOwnEdge = errors.New("the piece would share an edge with one of its colour")
	// ErrStart: a colour's first piece must cover its starting point.
	ErrStart = errors.New("the first piece must cover a starting point")
	// ErrCorner: the piece must touch one of its colour at a corner.
	ErrCorner = errors.New("the piece must touch one of its colour at a corner")
)

// brokenRule is a placement's refusal: the rule it breaks, said of the
// placement.
type brokenRule struct {
	rule error
	text string
}

func (e *brokenRule) Error() string { return e.text }
func (e *brokenRule) Unwrap() error { return e.rule }

// broke returns the refusal of a placement that breaks rule, said by
// format and args.
func broke(rule error, format string, args ...any) error {
	return &brokenRule{rule: rule, text: fmt.Sprintf(format, args...)}
}

// check returns nil if m is legal, or the reason it is not; a placement's
// reason wraps the rule it breaks (ErrCovered, ErrOwnEdge, ErrStart or
// ErrCorner), when it is not a piece already placed.
func (s *State) check(m rules.Move) error {
	if s.Ended {
		return rules.ErrOver
	}
	c := int(s.Mover)
	name := ColourNames[c]
	if m == Pass {
		if !s.stuck[c] {
			return fmt.Errorf("%s can still place a piece, so may not pass", name)
		}
		return nil
	}
	if s.stuck[c] {
		return fmt.Errorf("%s cannot place any piece and must pass", name)
	}
	pl := &placements[m]
	if s.Used(c, Piece(pl.piece)) {
		return fmt.Errorf("%s has already placed the %s", name, Piece(pl.piece).Name())
	}
	for _, sq := range pl.squares() {
		if o := s.At(sq); o >= 0 {
			return broke(ErrCovered, "%s is already covered by %s", sq, ColourNames[o])
		}
	}
	for _, sq := range pl.squares() {
		if s.forb[c].has(sq) {
			return broke(ErrOwnEdge, "%s would share an edge with a %s piece", sq, name)
		}
	}
	if !s.legal(c, int(m)) {
		if s.used[c] == 0 {
			if c == 0 {
				return broke(ErrStart, "the first piece must cover a starting point, %s or %s", StartE10, StartJ5)
			}
			var start Square
			s.att[1].squares(func(sq Square) { start = sq })
			return broke(ErrStart, "the first piece must cover the starting point %s", start)
		}
		return broke(ErrCorner, "the piece must touch a %s piece at a corner", name)
	}
	return nil
}

// Placement describes move m: its piece, the index of its orientation
// in the piece's Shapes, and its origin (the lowest column and row it
// covers). ok is false for Pass or a value that is not a placement.
func Placement(m rules.Move) (p Piece, shape int, origin Square, ok bool) {
	if m < 0 || int(m) >= NumPlacements {
		return 0, 0, 0, false
	}
	buildTables()
	pl := &placements[m]
	col, row := Size, Size
	for _, sq := range pl.squares() {
		col, row = min(col, sq.Col()), min(row, sq.Row())
	}
	return Piece(pl.piece), int(pl.shape), Sq(col, row), true
}

// Cells returns the squares move m covers (none for Pass).
func Cells(m rules.Move) []Square {
	if m < 0 || int(m) >= NumPlacements {
		return nil
	}
	buildTables()
	pl := &placements[m]
	return pl.squares()
}

// AttachPoints returns the squares where colour c may start a piece: free
// squares touching c's pieces only at a corner (a starting point before
// its first piece).
func (s *State) AttachPoints(c int) []Square {
	var out []Square
	s.att[c].squares(func(sq Square) { out = append(out, sq) })
	return out
}

// Last returns the last piece colour c placed, and false before its first.
func (s *State) Last(c int) (Piece, bool) {
	if s.last[c] < 0 {
		return 0, false
	}
	return Piece(s.last[c]), true
}

package bloqs

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"impasse/rules"
)

// The rules a placement can break, for a view to say which one: Check's
// errors wrap one of them.
var (
	ErrOffBoard   = errors.New("the block must lie on the board")
	ErrCovered    = errors.New("the block must cover empty squares only")
	ErrEdge       = errors.New("the first block may not touch the board's edge")
	ErrNoContact  = errors.New("the block must touch a placed block along a side")
	ErrSameHeight = errors.New("the block may not touch a block of its own height unless it isolates squares")
)

// MoveString returns the notation of m: "WxH@C,R", the footprint W
// squares wide and H tall with its lowest-left square at column C, row R
// (from 1, row 1 at the bottom of the frame).
func (s *State) MoveString(m rules.Move) string {
	f, c, r, ok := s.b.Placement(m)
	if !ok {
		return "?" + strconv.Itoa(int(m))
	}
	return strconv.Itoa(f.W) + "x" + strconv.Itoa(f.H) + "@" + strconv.Itoa(c) + "," + strconv.Itoa(r)
}

// ParseMove reads a move in the notation of MoveString ("x" may be
// upper case) and returns it if it is legal here; otherwise the error
// says what is wrong with it.
func (s *State) ParseMove(text string) (rules.Move, error) {
	m, err := s.b.ParseMove(text)
	if err != nil {
		return 0, err
	}
	return m, s.Check(m)
}

// ParseMove reads a move in the notation of State.MoveString, checking
// only that the block fits in the board's frame.
func (b *Board) ParseMove(text string) (rules.Move, error) {
	size, at, ok := strings.Cut(strings.TrimSpace(text), "@")
	if !ok {
		return 0, fmt.Errorf("move %q: want WxH@C,R, such as 2x3@7,9", text)
	}
	ws, hs, ok1 := strings.Cut(strings.ToLower(size), "x")
	cs, rs, ok2 := strings.Cut(at, ",")
	if !ok1 || !ok2 {
		return 0, fmt.Errorf("move %q: want WxH@C,R, such as 2x3@7,9", text)
	}
	var n [4]int
	for i, part := range [4]string{ws, hs, cs, rs} {
		v, err := number(part)
		if err != nil {
			return 0, fmt.Errorf("move %q: %v", text, err)
		}
		n[i] = v
	}
	m, ok := b.MoveOf(n[0], n[1], n[2], n[3])
	if !ok {
		if _, ok := b.MoveOf(n[0], n[1], 1, 1); !ok {
			return 0, fmt.Errorf("move %q: a block lies on 2 × 3, 2 × 4 or 3 × 4 squares (either way round), not %d × %d", text, n[0], n[1])
		}
		return 0, fmt.Errorf("move %q: %w", text, ErrOffBoard)
	}
	return m, nil
}

// number reads a small decimal number: one or two digits.
func number(s string) (int, error) {
	if len(s) == 0 || len(s) > 2 {
		return 0, fmt.Errorf("%q is not a number from 1 to 99", s)
	}
	v := 0
	for _, ch := range []byte(s) {
		if ch < '0' || ch > '9' {
			return 0, fmt.Errorf("%q is not a number from 1 to 99", s)
		}
		v = 10*v + int(ch-'0')
	}
	return v, nil
}

// Check returns nil if m is a legal placement, or an error wrapping the
// rule it breaks (ErrOffBoard, ErrCovered, ErrEdge, ErrNoContact,
// ErrSameHeight) and naming the square concerned.
func (s *State) Check(m rules.Move) error {
	if s.over {
		return rules.ErrOver
	}
	fp, _, _, ok := s.b.Placement(m)
	if !ok {
		return ErrOffBoard
	}
	f, c, r := s.b.decode(m)
	square := func(x, y int) string { return strconv.Itoa(x+1) + "," + strconv.Itoa(y+1) }
	mask := span(c, fp.W)
	for y := r; y < r+fp.H; y++ {
		if off := mask &^ s.b.on[y]; off != 0 {
			return fmt.Errorf("%w: %s is off the board", ErrOffBoard, square(lowest(off), y))
		}
	}
	for y := r; y < r+fp.H; y++ {
		if full := mask &^ s.empty[y]; full != 0 {
			return fmt.Errorf("%w: %s is covered", ErrCovered, square(lowest(full), y))
		}
	}
	var sc scan
	s.scanInto(&sc)
	sure, maybe := sc.columns(f, r)
	switch {
	case sure>>c&1 != 0:
		return nil
	case maybe>>c&1 != 0:
		if s.isolates(f, c, r) {
			return nil
		}
		return fmt.Errorf("%w (%d)", ErrSameHeight, fp.Height)
	case s.placed == 0:
		for y := r; y < r+fp.H; y++ {
			if edge := mask &^ s.b.inner[y]; edge != 0 {
				return fmt.Errorf("%w: %s is on the edge", ErrEdge, square(lowest(edge), y))
			}
		}
	}
	return ErrNoContact
}

// lowest returns the lowest column of a non-empty mask.
func lowest(m uint32) int { return bits.TrailingZeros32(m) }

package buchholz

import (
	"errors"
	"strings"
)

// ErrMayNotPass is a move parser's answer to "pass" from a player who
// has a move, in the games where only a player without one passes.
var ErrMayNotPass = errors.New("a player who can move may not pass")

// ParseSquares reads each of names as a square (ParseSquare), in order,
// and stops at the first that is none.
func ParseSquares(names ...string) ([]Square, error) {
	squares := make([]Square, len(names))
	for i, name := range names {
		sq, err := ParseSquare(name)
		if err != nil {
			return nil, err
		}
		squares[i] = sq
	}
	return squares, nil
}

// PathString writes a piece's way as the notation does, the names of its
// squares joined by "-": "E2-E7-H7-H12".
func PathString(path []Square) string {
	names := make([]string, len(path))
	for i, sq := range path {
		names[i] = sq.String()
	}
	return strings.Join(names, "-")
}

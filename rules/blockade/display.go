package blockade

import (
	"fmt"
	"strings"
)

// String returns a diagram of the board (W and B for the pawns, * for an
// empty start square, | and - for walls, + for a wall's centre), the walls
// each side has left and whose turn it is.
func (s *State) String() string {
	const letters = "   a b c d e f g h i j k\n"
	var b strings.Builder
	b.WriteString(letters)
	occ := [2]bitboard{bbOf(s.pawns[0][:]...), bbOf(s.pawns[1][:]...)}
	starts := goalSet[0].or(goalSet[1])
	for r := Rows - 1; r >= 0; r-- {
		// The row: its squares with the grooves between them ("|" for a
		// wall) and its number on each side.
		var row [2*Cols - 1]byte
		for c := 0; c < Cols; c++ {
			sq := Sq(c, r)
			ch := byte('.')
			switch {
			case occ[0].has(sq):
				ch = 'W'
			case occ[1].has(sq):
				ch = 'B'
			case starts.has(sq):
				ch = '*'
			}
			row[2*c] = ch
			if c < Cols-1 {
				row[2*c+1] = ' '
				if !s.open.open(sq, east) {
					row[2*c+1] = '|'
				}
			}
		}
		fmt.Fprintf(&b, "%2d %s %d\n", r+1, row[:], r+1)
		if r == 0 {
			break
		}
		// The grooves below the row ("-" for a wall, "+" for a wall's
		// centre), without the trailing spaces.
		var line [2*Cols + 2]byte // 3 spaces, then 2*Cols - 1 places
		for c := 0; c < Cols; c++ {
			line[2*c+3] = ' '
			if !s.open.open(Sq(c, r-1), north) {
				line[2*c+3] = '-'
			}
			if c < Cols-1 {
				line[2*c+4] = ' '
				if s.walls.has(MakeWall(Horizontal, c, r-1)) || s.walls.has(MakeWall(Vertical, c, r-1)) {
					line[2*c+4] = '+'
				}
			}
		}
		line[0], line[1], line[2] = ' ', ' ', ' '
		end := len(line)
		for end > 0 && line[end-1] == ' ' {
			end--
		}
		fmt.Fprintf(&b, "%s\n", line[:end])
	}
	b.WriteString(letters)
	for p := 0; p < 2; p++ {
		fmt.Fprintf(&b, "%s (%c): %d horizontal, %d vertical walls left\n", SeatNames[p], "WB"[p], s.hand[p][Horizontal], s.hand[p][Vertical])
	}
	switch s.result {
	case playing:
		fmt.Fprintf(&b, "%s to move\n", SeatNames[s.toMove])
	case draw:
		b.WriteString("draw by threefold repetition\n")
	default:
		fmt.Fprintf(&b, "%s wins\n", SeatNames[s.result])
	}
	return b.String()
}

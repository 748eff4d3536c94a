package blockers

import (
	"fmt"
	"math/bits"
	"strings"
)

// String returns the position as text: who is to move, the board (each
// tile as its colour's initial and its code: "r7", "bC", "gmo" for a green
// moon, "y**" for a yellow wild tile), then for each seat its score and
// captures and for each of its colours the rack, the pile and the groups.
// The full state shows every rack; a view shows only what its seat sees,
// a rack tile it cannot see as "?".
//
//	   1   2   3   4   5   6   7   8   9
//	A  .   .   r7  .   .   .   .   .   .
func (s *State) String() string {
	s.fresh()
	var b strings.Builder
	if s.expert {
		b.WriteString("Blockers! expert")
	} else {
		fmt.Fprintf(&b, "Blockers!, %d players", s.players)
	}
	if s.viewer >= 0 {
		fmt.Fprintf(&b, ", as %s sees it", s.seatName(int(s.viewer)))
	}
	if s.Ended {
		b.WriteString(": game over")
	} else {
		fmt.Fprintf(&b, ": %s to move", s.seatName(int(s.Mover)))
	}
	fmt.Fprintf(&b, " (move %d", int(s.Plies)+1)
	if s.passRun > 0 {
		fmt.Fprintf(&b, ", %d passes in a row", s.passRun)
	}
	b.WriteString(")\n    1   2   3   4   5   6   7   8   9  \n")
	for r := 0; r < Size; r++ {
		// Each cell takes four places: a space, then "." or the tile.
		var row [4 * Size]byte
		for i := range row {
			row[i] = ' '
		}
		for c := 0; c < Size; c++ {
			row[4*c+1] = '.'
			if col, k, ok := s.At(r*Size + c); ok {
				row[4*c+1] = ColourNames[col][0]
				copy(row[4*c+2:4*c+4], tileCode(k))
			}
		}
		fmt.Fprintf(&b, " %c %s\n", 'A'+r, row[:])
	}
	b.WriteString("boxes: ")
	for i, y := range BoxLayout {
		if i > 0 && i%3 == 0 {
			b.WriteString(" /")
		}
		b.WriteString(" " + symbolNames[y])
	}
	b.WriteString("\n")
	for p := 0; p < int(s.players); p++ {
		fmt.Fprintf(&b, "%s: score %d", s.seatName(p), s.Score(p))
		sep := ", captured "
		for c := 0; c < int(s.colours); c++ {
			if s.capt[p][c] == 0 {
				continue
			}
			b.WriteString(sep + ColourNames[c])
			sep = ", "
			for r := s.capt[p][c]; r != 0; r &= r - 1 {
				b.WriteString(" " + TileName(Kind(bits.TrailingZeros32(r))))
			}
		}
		b.WriteString("\n")
		n, cs := s.coloursOf(p)
		for _, c := range cs[:n] {
			fmt.Fprintf(&b, "  %-6s rack", ColourNames[c])
			known, unseen := s.Rack(c)
			for _, k := range known {
				b.WriteString(" " + TileName(k))
			}
			b.WriteString(strings.Repeat(" ?", unseen))
			if s.RackCount(c) == 0 {
				b.WriteString(" -")
			}
			fmt.Fprintf(&b, "; pile %d; placed %d; groups %d", s.PileCount(c), s.PlacedCount(c), s.groups[c])
			if !s.InPlay(c) {
				b.WriteString("; done")
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// seatName names a seat by its colours: "red", "red/yellow".
func (s *State) seatName(p int) string {
	if s.expert {
		return ColourNames[p] + "/" + ColourNames[p+2]
	}
	return ColourNames[p]
}

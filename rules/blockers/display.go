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
	title := fmt.Sprintf("Blockers!, %d players", s.players)
	if s.expert {
		title = "Blockers! expert"
	}
	b.WriteString(title)
	if s.viewer >= 0 {
		fmt.Fprintf(&b, ", as %s sees it", s.seatName(int(s.viewer)))
	}
	switch {
	case s.over:
		b.WriteString(": game over")
	default:
		fmt.Fprintf(&b, ": %s to move", s.seatName(int(s.toMove)))
	}
	fmt.Fprintf(&b, " (move %d", s.ply+1)
	if s.passRun > 0 {
		fmt.Fprintf(&b, ", %d passes in a row", s.passRun)
	}
	b.WriteString(")\n")
	b.WriteString("   ")
	for c := 1; c <= Size; c++ {
		fmt.Fprintf(&b, " %-3d", c)
	}
	b.WriteString("\n")
	for r := 0; r < Size; r++ {
		fmt.Fprintf(&b, " %c ", 'A'+r)
		for c := 0; c < Size; c++ {
			cell := "."
			if col, k, ok := s.At(r*Size + c); ok {
				cell = ColourNames[col][:1] + tileCode(k)
			}
			fmt.Fprintf(&b, " %-3s", cell)
		}
		b.WriteString("\n")
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
		var capt []string
		for c := 0; c < int(s.colours); c++ {
			if s.capt[p][c] == 0 {
				continue
			}
			var names []string
			for r := s.capt[p][c]; r != 0; r &= r - 1 {
				names = append(names, TileName(Kind(bits.TrailingZeros32(r))))
			}
			capt = append(capt, fmt.Sprintf("%s %s", ColourNames[c], strings.Join(names, " ")))
		}
		if len(capt) > 0 {
			fmt.Fprintf(&b, ", captured %s", strings.Join(capt, ", "))
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

package blockers

import (
	"math/bits"
	"strconv"
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
//
// It is written with few calls (no fmt): String is linked into the user
// interface's WebAssembly, where every call costs.
func (s *State) String() string {
	s.fresh()
	var b text
	if s.expert {
		b.add("Blockers! expert")
	} else {
		b.f("Blockers!, % players", int(s.players))
	}
	if s.viewer >= 0 {
		b.add(", as ", s.seatName(int(s.viewer)), " sees it")
	}
	if s.over {
		b.add(": game over")
	} else {
		b.add(": ", s.seatName(int(s.toMove)), " to move")
	}
	b.f(" (move %", int(s.ply)+1)
	if s.passRun > 0 {
		b.f(", % passes in a row", int(s.passRun))
	}
	b.add(")\n    1   2   3   4   5   6   7   8   9  \n")
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
		b.add(" ", string(rune('A'+r)), " ", string(row[:]), "\n")
	}
	b.add("boxes: ")
	for i, y := range BoxLayout {
		if i > 0 && i%3 == 0 {
			b.add(" /")
		}
		b.add(" ", symbolNames[y])
	}
	b.add("\n")
	for p := 0; p < int(s.players); p++ {
		b.add(s.seatName(p))
		b.f(": score %", s.Score(p))
		sep := ", captured "
		for c := 0; c < int(s.colours); c++ {
			if s.capt[p][c] == 0 {
				continue
			}
			b.add(sep, ColourNames[c])
			sep = ", "
			for r := s.capt[p][c]; r != 0; r &= r - 1 {
				b.add(" ", TileName(Kind(bits.TrailingZeros32(r))))
			}
		}
		b.add("\n")
		n, cs := s.coloursOf(p)
		for _, c := range cs[:n] {
			name := ColourNames[c]
			b.add("  ", name, "      "[len(name):], " rack")
			known, unseen := s.Rack(c)
			for _, k := range known {
				b.add(" ", TileName(k))
			}
			for ; unseen > 0; unseen-- {
				b.add(" ?")
			}
			if s.RackCount(c) == 0 {
				b.add(" -")
			}
			b.f("; pile %; placed %; groups %", s.PileCount(c), s.PlacedCount(c), int(s.groups[c]))
			if !s.InPlay(c) {
				b.add("; done")
			}
			b.add("\n")
		}
	}
	return string(b)
}

// seatName names a seat by its colours: "red", "red/yellow".
//
//go:noinline
func (s *State) seatName(p int) string {
	if s.expert {
		return ColourNames[p] + "/" + ColourNames[p+2]
	}
	return ColourNames[p]
}

// text accumulates a position's text.
type text []byte

// add appends the parts.
//
//go:noinline
func (t *text) add(parts ...string) {
	for _, p := range parts {
		*t = append(*t, p...)
	}
}

// f appends template tt with each '%' replaced by the next of v.
//
//go:noinline
func (t *text) f(tt string, v ...int) {
	for i := 0; i < len(tt); i++ {
		if tt[i] == '%' && len(v) > 0 {
			*t = strconv.AppendInt(*t, int64(v[0]), 10)
			v = v[1:]
			continue
		}
		*t = append(*t, tt[i])
	}
}

package alignement

import (
	"math/bits"

	"impasse/rules/buchholz"
)

// Circles is the number of circles, the only places pieces stand on: a
// 4 × 4 grid numbered as the board's regions (buchholz.Circle), from 0 at
// B2, left to right, then upwards (B5 is circle 4, K11 circle 15).
const Circles = 16

// numKinds is the number of kinds of piece; a buchholz.Kind below it
// indexes the arrays of kinds.
const numKinds = 3

// cycle is the forced kind of each turn, turn by turn: square (a
// buchholz.Block), triangle, cylinder, square, …
var cycle = [numKinds]buchholz.Kind{buchholz.Block, buchholz.Triangle, buchholz.Cylinder}

// Pieces is how many pieces of each kind a player has.
var Pieces = [numKinds]int8{buchholz.Block: 2, buchholz.Triangle: 2, buchholz.Cylinder: 1}

// mask is a set of circles, bit c for circle c.
type mask uint16

func bit(c int) mask { return 1 << c }

// each calls f for every circle of m, lowest first.
func (m mask) each(f func(c int)) {
	for ; m != 0; m &= m - 1 {
		f(bits.TrailingZeros16(uint16(m)))
	}
}

// neighbours[k][c] are the circles a piece of kind k on c may move to on
// an empty board: orthogonal neighbours on the grid, and diagonal ones for
// the cylinder.
var neighbours = func() (t [numKinds][Circles]mask) {
	for c := 0; c < Circles; c++ {
		x, y := c%4, c/4
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if (dx == 0 && dy == 0) || nx < 0 || nx > 3 || ny < 0 || ny > 3 {
					continue
				}
				n := bit(ny*4 + nx)
				t[buchholz.Cylinder][c] |= n
				if dx == 0 || dy == 0 {
					t[buchholz.Block][c] |= n
					t[buchholz.Triangle][c] |= n
				}
			}
		}
	}
	return t
}()

// lines are the ten winning lines: four rows, four columns, two long
// diagonals.
var lines = func() []mask {
	var ls []mask
	for i := 0; i < 4; i++ {
		ls = append(ls, 0xf<<(4*i), 0x1111<<i)
	}
	return append(ls, bit(0)|bit(5)|bit(10)|bit(15), bit(3)|bit(6)|bit(9)|bit(12))
}()

// Reach returns the circles, bit c for circle c, that a piece of kind k
// on circle c may move to on an empty board.
func Reach(k buchholz.Kind, c int) uint16 { return uint16(neighbours[k][c]) }

// Lines returns the ten winning lines, each a set of four circles (bit c
// for circle c): the rows and columns from the bottom left, a row then a
// column, then the two long diagonals.
func Lines() []uint16 {
	ls := make([]uint16, len(lines))
	for i, l := range lines {
		ls[i] = uint16(l)
	}
	return ls
}

// hasLine reports whether m holds a whole line.
func hasLine(m mask) bool {
	for _, l := range lines {
		if m&l == l {
			return true
		}
	}
	return false
}

package empire

import (
	"impasse/rules/buchholz"
)

// squares is the number of squares of the board.
const squares = buchholz.Size * buchholz.Size

// The kinds of piece: a commander is a buchholz.Cylinder, a cavalry a
// Triangle, an archer a Block.
const (
	Commander = buchholz.Cylinder
	Cavalry   = buchholz.Triangle
	Archer    = buchholz.Block
)

// captureAt[k] has bit d set when a piece of kind k captures at exact
// distance d.
var captureAt = [3]uint8{Commander: 1<<2 | 1<<5, Cavalry: 1 << 3, Archer: 1 << 4}

// CapturesAt reports whether a piece of kind k captures at distance d.
func CapturesAt(k buchholz.Kind, d int) bool {
	return d > 0 && d < 8 && captureAt[k]&(1<<d) != 0
}

// startLayout is the [reconstructed] start of the player in the
// bottom-left corner: the commander on the region's circle, cavalry on the
// middles of its edges, archers on its corners and on the two squares just
// outside it along the board's edges. The other corners mirror it.
var startLayout = []struct {
	kind buchholz.Kind
	at   string
}{
	{Commander, "B2"},
	{Cavalry, "B1"}, {Cavalry, "A2"}, {Cavalry, "C2"}, {Cavalry, "B3"},
	{Archer, "A1"}, {Archer, "C1"}, {Archer, "A3"}, {Archer, "C3"}, {Archer, "A4"}, {Archer, "D1"},
}

// A corner of the board, where a player starts.
const (
	bottomLeft = iota
	topLeft
	topRight
	bottomRight
)

// seatCorners gives, by number of players, each seat's corner: diagonally
// opposite at two, the bottom-right left empty at three, clockwise from
// the bottom-left at four.
var seatCorners = map[int][]int{
	2: {bottomLeft, topRight},
	3: {bottomLeft, topLeft, topRight},
	4: {bottomLeft, topLeft, topRight, bottomRight},
}

// Thrones are the four central circles.
var Thrones = [4]buchholz.Square{
	buchholz.Sq(4, 4), buchholz.Sq(7, 4), buchholz.Sq(4, 7), buchholz.Sq(7, 7),
}

// inCorner returns the square sq of the bottom-left layout mirrored into
// corner c.
func inCorner(sq buchholz.Square, c int) buchholz.Square {
	col, row := sq.Col(), sq.Row()
	if c == topRight || c == bottomRight {
		col = buchholz.Size - 1 - col
	}
	if c == topLeft || c == topRight {
		row = buchholz.Size - 1 - row
	}
	return buchholz.Sq(col, row)
}

// kingThrone returns the throne farthest from corner c's circle.
func kingThrone(c int) buchholz.Square {
	home := inCorner(buchholz.Sq(1, 1), c)
	best, far := Thrones[0], -1
	for _, t := range Thrones {
		if d := abs(t.Col()-home.Col()) + abs(t.Row()-home.Row()); d > far {
			best, far = t, d
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// isThrone reports whether sq is one of the four thrones.
func isThrone(sq buchholz.Square) bool {
	for _, t := range Thrones {
		if t == sq {
			return true
		}
	}
	return false
}

// dirs are the four orthogonal steps as column and row changes.
var dirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// ray[sq][d] lists the squares from sq in direction d, nearest first.
var ray = func() (r [squares][4][]buchholz.Square) {
	for sq := buchholz.Square(0); sq < squares; sq++ {
		for d, v := range dirs {
			for c, w := sq.Col()+v[0], sq.Row()+v[1]; buchholz.OnBoard(c, w); c, w = c+v[0], w+v[1] {
				r[sq][d] = append(r[sq][d], buchholz.Sq(c, w))
			}
		}
	}
	return r
}()

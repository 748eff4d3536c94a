package blokusduo

import (
	"slices"
)

// NumPieces is the number of pieces each player owns.
const NumPieces = 21

// TotalSquares is the number of squares of one player's 21 pieces.
const TotalSquares = 89

// Piece is one of the 21 polyominoes, numbered 0 to 20 in order of size.
type Piece int

// Monomino is the one-square piece, whose placing last earns a bonus.
const Monomino Piece = 0

// pieceDefs gives each piece its Pentobi name and one orientation as (x, y)
// squares. The other orientations are derived by turning and flipping.
var pieceDefs = [NumPieces]struct {
	name  string
	cells [][2]int
}{
	{"1", [][2]int{{0, 0}}},
	{"2", [][2]int{{0, 0}, {1, 0}}},
	{"I3", [][2]int{{0, 0}, {1, 0}, {2, 0}}},
	{"V3", [][2]int{{0, 0}, {1, 0}, {0, 1}}},
	{"I4", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
	{"L4", [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 0}}},
	{"O", [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}}},
	{"T4", [][2]int{{0, 0}, {1, 0}, {2, 0}, {1, 1}}},
	{"Z4", [][2]int{{0, 0}, {1, 0}, {1, 1}, {2, 1}}},
	{"F", [][2]int{{1, 0}, {2, 0}, {0, 1}, {1, 1}, {1, 2}}},
	{"I5", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}},
	{"L5", [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 0}}},
	{"N", [][2]int{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {3, 1}}},
	{"P", [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}}},
	{"T5", [][2]int{{0, 2}, {1, 2}, {2, 2}, {1, 1}, {1, 0}}},
	{"U", [][2]int{{0, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}}},
	{"V5", [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {2, 0}}},
	{"W", [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}}},
	{"X", [][2]int{{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}}},
	{"Y", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {1, 1}}},
	{"Z5", [][2]int{{0, 0}, {1, 0}, {1, 1}, {1, 2}, {2, 2}}},
}

// Name returns the piece's name as Pentobi writes it ("1", "V3", "F").
func (p Piece) Name() string { return pieceDefs[p].name }

// Size returns the number of squares of the piece.
func (p Piece) Size() int { return len(pieceDefs[p].cells) }

// Shape is one orientation of a piece: its squares as (x, y) offsets with
// the smallest x and y at 0, sorted by y then x.
type Shape [][2]int

// orientations returns the distinct shapes of p under the eight symmetries
// of the square, in a fixed order.
func orientations(p Piece) []Shape {
	var out []Shape
	seen := map[string]bool{}
	base := pieceDefs[p].cells
	for flip := 0; flip < 2; flip++ {
		for rot := 0; rot < 4; rot++ {
			s := make(Shape, len(base))
			for i, c := range base {
				x, y := c[0], c[1]
				if flip == 1 {
					x = -x
				}
				for r := 0; r < rot; r++ {
					x, y = -y, x
				}
				s[i] = [2]int{x, y}
			}
			s = normalize(s)
			key := shapeKey(s)
			if !seen[key] {
				seen[key] = true
				out = append(out, s)
			}
		}
	}
	return out
}

func normalize(s Shape) Shape {
	minX, minY := s[0][0], s[0][1]
	for _, c := range s {
		minX, minY = min(minX, c[0]), min(minY, c[1])
	}
	for i := range s {
		s[i][0] -= minX
		s[i][1] -= minY
	}
	// By row, then column: the cells' keys row*32+column in order.
	keys := make([]int, len(s))
	for i, c := range s {
		keys[i] = c[1]*32 + c[0]
	}
	slices.Sort(keys)
	for i, k := range keys {
		s[i] = [2]int{k % 32, k / 32}
	}
	return s
}

func shapeKey(s Shape) string {
	b := make([]byte, 0, 2*len(s))
	for _, c := range s {
		b = append(b, byte(c[0]), byte(c[1]))
	}
	return string(b)
}

// Shapes returns every orientation of p (for drawing piece trays).
func (p Piece) Shapes() []Shape { return orientations(p) }

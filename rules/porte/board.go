package porte

import "impasse/rules/buchholz"

// Corner is a player's start: the squares of their cylinder, triangle and
// square.
type Corner struct {
	Cylinder, Triangle, Square string
}

// Corners are the four reconstructed starts [reconstructed], clockwise
// from the bottom left: the cylinder on the corner square, the triangle
// beside it along the bottom or top edge, the square beside it along the
// side edge.
var Corners = [4]Corner{
	{"A1", "B1", "A2"},
	{"A12", "B12", "A11"},
	{"L12", "K12", "L11"},
	{"L1", "K1", "L2"},
}

// Seating gives, by number of players, the corner of each seat, as in
// L'Empire: two players take opposite corners, three leave the bottom
// right empty, four take all, clockwise from the bottom left.
var Seating = [5][]int{2: {0, 2}, 3: {0, 1, 2}, 4: {0, 1, 2, 3}}

// Reserve is what each player holds off the board at the start, by kind.
var Reserve = [3]int8{buchholz.Triangle: 3, buchholz.Block: 5}

// ToEnter is the number of reserve pieces a player must enter to finish.
const ToEnter = 8

// maxPieces bounds the pieces of one colour on the board.
const maxPieces = 11

// numSquares is the number of squares of the board.
const numSquares = buchholz.Size * buchholz.Size

// cell is what a square holds: 0 when empty, else 1 + 3 × seat + kind.
type cell uint8

func pieceCell(seat int, k buchholz.Kind) cell { return cell(1 + 3*seat + int(k)) }

func (c cell) seat() int           { return int(c-1) / 3 }
func (c cell) kind() buchholz.Kind { return buchholz.Kind((c - 1) % 3) }

// regionSquares[r] are the squares of region r but its circle.
var regionSquares = func() (t [16][8]buchholz.Square) {
	var n [16]int
	for sq := buchholz.Square(0); sq < numSquares; sq++ {
		if !sq.IsCircle() {
			r := sq.Region()
			t[r][n[r]] = sq
			n[r]++
		}
	}
	return t
}()

// door returns the circle of the region of sq.
func door(sq buchholz.Square) buchholz.Square { return buchholz.Circle(sq.Region()) }

package blocus

import "impasse/rules/buchholz"

// Squares is the number of squares of the board.
const Squares = buchholz.Size * buchholz.Size

// Guards is how many guards each player has.
const Guards = 6

// Kings are the kings' squares, Red's then Blue's: [reconstructed] E2 and
// E11, the centres of the second region from the left in each back row of
// regions, both in column E so that each blocks the other's way out at
// first.
var Kings = [2]buchholz.Square{buchholz.Sq(4, 1), buchholz.Sq(4, 10)}

// The headings of a king, clockwise: turning right adds 1, left adds 3.
const (
	up = iota
	right
	down
	left
)

// forward is each seat's heading toward its exit edge: Red leaves across
// row 12, Blue across row 1.
var forward = [2]int{up, down}

// step[sq][h] is the square next to sq in heading h, or -1 off the board.
var step = func() (t [Squares][4]int16) {
	dc := [4]int{0, 1, 0, -1}
	dr := [4]int{1, 0, -1, 0}
	for sq := 0; sq < Squares; sq++ {
		c, r := sq%buchholz.Size, sq/buchholz.Size
		for h := 0; h < 4; h++ {
			if buchholz.OnBoard(c+dc[h], r+dr[h]) {
				t[sq][h] = int16(buchholz.Sq(c+dc[h], r+dr[h]))
			} else {
				t[sq][h] = -1
			}
		}
	}
	return t
}()

// kingRegion[sq] is set for the squares of both kings' regions, where no
// guard may be placed or stop.
var kingRegion = func() (t [Squares]bool) {
	for sq := range t {
		for _, k := range Kings {
			if buchholz.Square(sq).Region() == k.Region() {
				t[sq] = true
			}
		}
	}
	return t
}()

// What a square holds.
const (
	empty   = 0
	redG    = 1 // a guard of seat s is redG + s
	redKing = 3 // a king of seat s is redKing + s
)

func guard(seat int) uint8 { return uint8(redG + seat) }
func king(seat int) uint8  { return uint8(redKing + seat) }
func isGuard(c uint8) bool { return c == redG || c == redG+1 }

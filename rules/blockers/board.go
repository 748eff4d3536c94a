package blockers

import "math/bits"

// The board has 81 squares, numbered row by row from the top left: square
// row*9 + col, with rows A–I (0–8, top to bottom) and columns 1–9 (0–8,
// left to right). A square is named row then column: "G2".
const (
	Size    = 9
	Squares = Size * Size
)

// Symbol is one of the nine box symbols, in the order of the notation.
type Symbol int

// The symbols, in the order the spec lists them.
const (
	Star Symbol = iota
	Sun
	Heart
	Diamond
	Circle
	Spade
	Moon
	Triangle
	Club
	NumSymbols
)

// symbolNames are the symbols' names in the notation.
var symbolNames = [NumSymbols]string{"star", "sun", "heart", "diamond", "circle", "spade", "moon", "triangle", "club"}

// symbolCodes are the symbols' two-letter codes in board diagrams.
var symbolCodes = [NumSymbols]string{"st", "su", "he", "di", "ci", "sp", "mo", "tr", "cl"}

// BoxLayout is the symbol of each 3 × 3 box: the top row of boxes left to
// right, then the middle row, then the bottom row. This layout is
// [reconstructed] in the spec: only the Moon box (bottom left, rows G–I,
// columns 1–3) is documented by the sheet's example; the rest is a
// choice. Everything else about boxes derives from this table.
var BoxLayout = [9]Symbol{
	Star, Sun, Heart,
	Diamond, Circle, Spade,
	Moon, Triangle, Club,
}

// Kind is one of the 28 tiles of a colour: the numbers 1–9 (kinds 0–8),
// the letters A–I (9–17), the nine symbols (18–26, in Symbol order) and
// the wild BLOCKERS! tile (27).
type Kind int

// Tile kinds.
const (
	FirstNumber Kind = 0
	FirstLetter Kind = 9
	FirstSymbol Kind = 18
	Wild        Kind = 27
	NumKinds         = 28
)

// allKinds has a bit for each of the 28 kinds.
const allKinds = 1<<NumKinds - 1

// Colours, in seat order.
const (
	Red = iota
	Blue
	Yellow
	Green
	Purple
	NumColours
)

// ColourNames are the colours in seat order, as the notation writes them.
var ColourNames = [NumColours]string{"red", "blue", "yellow", "green", "purple"}

// TilesPerColour is the number of tiles of each colour; RackSize the
// tiles of an opening rack; FinalRack the tiles left once a colour has
// placed all it can (Placements).
const (
	TilesPerColour = 28
	RackSize       = 5
	FinalRack      = 4
	Placements     = TilesPerColour - FinalRack
)

// board is a set of squares: bit i of lo for squares 0–63, bit i-64 of hi
// for squares 64–80.
type board struct{ lo, hi uint64 }

func (b board) has(sq int) bool {
	if sq < 64 {
		return b.lo>>uint(sq)&1 != 0
	}
	return b.hi>>uint(sq-64)&1 != 0
}

func (b *board) set(sq int) {
	if sq < 64 {
		b.lo |= 1 << uint(sq)
	} else {
		b.hi |= 1 << uint(sq-64)
	}
}

func (b *board) clear(sq int) {
	if sq < 64 {
		b.lo &^= 1 << uint(sq)
	} else {
		b.hi &^= 1 << uint(sq-64)
	}
}

func (b board) and(o board) board    { return board{b.lo & o.lo, b.hi & o.hi} }
func (b board) or(o board) board     { return board{b.lo | o.lo, b.hi | o.hi} }
func (b board) andNot(o board) board { return board{b.lo &^ o.lo, b.hi &^ o.hi} }
func (b board) empty() bool          { return b.lo|b.hi == 0 }

// first returns the lowest square of a non-empty set.
func (b board) first() int {
	if b.lo != 0 {
		return bits.TrailingZeros64(b.lo)
	}
	return 64 + bits.TrailingZeros64(b.hi)
}

// each calls f for every square of b in increasing order.
func (b board) each(f func(sq int)) {
	for w := b.lo; w != 0; w &= w - 1 {
		f(bits.TrailingZeros64(w))
	}
	for w := b.hi; w != 0; w &= w - 1 {
		f(64 + bits.TrailingZeros64(w))
	}
}

// offBoard pads neighbour lists: a square number no set holds.
const offBoard = Squares

// fullBoard holds all 81 squares.
var fullBoard = board{^uint64(0), 1<<(Squares-64) - 1}

// Tables derived from the geometry and BoxLayout.
var (
	// reach[k] holds the squares a tile of kind k may go to.
	reach [NumKinds]board
	// boxOf[sq] is the box (0–8, row by row) of square sq.
	boxOf [Squares]int8
	// boxOfSymbol[y] is the box carrying symbol y.
	boxOfSymbol [NumSymbols]int8
	// nbr[sq] lists the orthogonal neighbours of sq, padded with
	// offBoard.
	nbr [Squares][4]uint8
)

func init() {
	for y := range boxOfSymbol {
		boxOfSymbol[y] = -1
	}
	for b, y := range BoxLayout {
		if boxOfSymbol[y] >= 0 {
			panic("blockers: BoxLayout lists a symbol twice")
		}
		boxOfSymbol[y] = int8(b)
	}
	for sq := 0; sq < Squares; sq++ {
		r, c := sq/Size, sq%Size
		box := r/3*3 + c/3
		boxOf[sq] = int8(box)
		reach[FirstNumber+Kind(c)].set(sq)
		reach[FirstLetter+Kind(r)].set(sq)
		reach[FirstSymbol+Kind(BoxLayout[box])].set(sq)
		reach[Wild].set(sq)
		n := 0
		for _, d := range [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < Size && cc >= 0 && cc < Size {
				nbr[sq][n] = uint8(rr*Size + cc)
				n++
			}
		}
		for ; n < 4; n++ {
			nbr[sq][n] = offBoard
		}
	}
}

package blokusduo

import (
	"fmt"
	"math/bits"
	"strconv"
)

// Size is the number of squares along each side of the board.
const Size = 14

// The board is a bit set of 14 rows of 16 bits: square (col, row), both
// counted from 0 at the lower left (a1), is bit row*stride + col. The two
// spare bits per row are always clear, so a shift by one never wraps a
// square onto the next row. Four words hold the board, four rows each.
const (
	stride = 16
	words  = 4
)

// Square is a square of the board as its bit index, row*16 + col.
type Square int

// Sq returns the square at column col and row row, both from 0.
func Sq(col, row int) Square { return Square(row*stride + col) }

// Col returns the square's column, 0 for a.
func (s Square) Col() int { return int(s) % stride }

// Row returns the square's row, 0 for row 1.
func (s Square) Row() int { return int(s) / stride }

// String returns the square's name, as "e10".
func (s Square) String() string {
	return string(rune('a'+s.Col())) + strconv.Itoa(s.Row()+1)
}

// The two starting points.
var (
	StartE10 = Sq(4, 9)
	StartJ5  = Sq(9, 4)
)

// ParseSquare reads a square name such as "e10" (case-insensitive).
func ParseSquare(s string) (Square, error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, fmt.Errorf("%q is not a square (a1 to n14)", s)
	}
	c := s[0] | 0x20
	if c < 'a' || c >= 'a'+Size {
		return 0, fmt.Errorf("%q is not a square: column %q is not a to n", s, s[0])
	}
	row := 0
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%q is not a square (a1 to n14)", s)
		}
		row = row*10 + int(s[i]-'0')
	}
	if row < 1 || row > Size || s[1] == '0' {
		return 0, fmt.Errorf("%q is not a square: row must be 1 to 14", s)
	}
	return Sq(int(c-'a'), row-1), nil
}

// bitboard is a set of squares.
type bitboard [words]uint64

var onBoard = func() (b bitboard) {
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			b.set(Sq(c, r))
		}
	}
	return b
}()

func (b *bitboard) set(s Square)      { b[s>>6] |= 1 << (uint(s) & 63) }
func (b *bitboard) has(s Square) bool { return b[s>>6]>>(uint(s)&63)&1 != 0 }

// The operations on whole bitboards are written out word by word: in
// WebAssembly every turn of a loop is an indirect jump. Code on the
// search's path passes bitboards by pointer and fills them in place,
// since there each copy of one is a call (memory.copy).

func (b bitboard) or(o bitboard) bitboard {
	return bitboard{b[0] | o[0], b[1] | o[1], b[2] | o[2], b[3] | o[3]}
}

func (b bitboard) and(o bitboard) bitboard {
	return bitboard{b[0] & o[0], b[1] & o[1], b[2] & o[2], b[3] & o[3]}
}

func (b bitboard) andNot(o bitboard) bitboard {
	return bitboard{b[0] &^ o[0], b[1] &^ o[1], b[2] &^ o[2], b[3] &^ o[3]}
}

func (b *bitboard) empty() bool {
	return b[0]|b[1]|b[2]|b[3] == 0
}

func (b *bitboard) count() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2]) + bits.OnesCount64(b[3])
}

// shl and shr shift a bitboard by 0 < k < 64 bits towards higher or lower
// squares.
func (b bitboard) shl(k uint) bitboard {
	return bitboard{b[0] << k, b[1]<<k | b[0]>>(64-k), b[2]<<k | b[1]>>(64-k), b[3]<<k | b[2]>>(64-k)}
}

func (b bitboard) shr(k uint) bitboard {
	return bitboard{b[0]>>k | b[1]<<(64-k), b[1]>>k | b[2]<<(64-k), b[2]>>k | b[3]<<(64-k), b[3] >> k}
}

// shift moves every square by d bit positions (positive: up or right).
func (b bitboard) shift(d int) bitboard {
	for d >= 64 {
		b = b.shl(63).shl(1)
		d -= 64
	}
	for d <= -64 {
		b = b.shr(63).shr(1)
		d += 64
	}
	switch {
	case d > 0:
		return b.shl(uint(d))
	case d < 0:
		return b.shr(uint(-d))
	}
	return b
}

// edgeNeighbours returns the squares sharing a side with a square of b.
func (b bitboard) edgeNeighbours() bitboard {
	return b.shift(1).or(b.shift(-1)).or(b.shift(stride)).or(b.shift(-stride)).and(onBoard).andNot(b)
}

// cornerNeighbours returns the squares touching a square of b only at a
// corner: diagonal neighbours that are neither in b nor beside it.
func (b bitboard) cornerNeighbours() bitboard {
	d := b.shift(stride + 1).or(b.shift(stride - 1)).or(b.shift(-stride + 1)).or(b.shift(-stride - 1))
	return d.and(onBoard).andNot(b).andNot(b.edgeNeighbours())
}

// squares calls f for each square of b in increasing order.
func (b *bitboard) squares(f func(Square)) {
	for i, w := range b {
		for w != 0 {
			f(Square(i<<6 + bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
}

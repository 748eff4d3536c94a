// Package buchholz holds what the six games of the Buchholz compendium
// (Le Blocus, L'Empire, Saute, Alignement, Solitaire, La Porte) share:
// the 12 × 12 board with its 16 regions of 3 × 3 and their circles, the
// kinds of piece, and Picture, what a game's position shows on that board.
package buchholz

import (
	"fmt"
	"strconv"
	"strings"
)

// Size is the number of columns and of rows of the board.
const Size = 12

// Square is a square of the board: column + Size × row, from A1 (0) at
// the bottom left to L12 (143) at the top right.
type Square int16

// NoSquare is the zero value's stand-in for "no square".
const NoSquare Square = -1

// Sq returns the square of column col (0 for A) and row row (0 for 1).
func Sq(col, row int) Square { return Square(row*Size + col) }

// OnBoard reports whether column col and row row are on the board.
func OnBoard(col, row int) bool { return col >= 0 && col < Size && row >= 0 && row < Size }

// Col returns the square's column, 0 for A.
func (s Square) Col() int { return int(s) % Size }

// Row returns the square's row, 0 for row 1.
func (s Square) Row() int { return int(s) / Size }

// String names the square as the notation does: "E2", "L12".
func (s Square) String() string {
	if s < 0 || s >= Size*Size {
		return "?"
	}
	return string(rune('A'+s.Col())) + strconv.Itoa(s.Row()+1)
}

// ParseSquare reads a square's name, a column letter A–L (either case)
// and a row 1–12.
func ParseSquare(name string) (Square, error) {
	if len(name) < 2 || len(name) > 3 {
		return NoSquare, fmt.Errorf("%q is not a square (A1 to L12)", name)
	}
	c := name[0] | 0x20 // lower case
	row, err := strconv.Atoi(name[1:])
	if c < 'a' || c >= 'a'+Size || err != nil || row < 1 || row > Size || name[1] == '0' || name[1] == '+' {
		return NoSquare, fmt.Errorf("%q is not a square (A1 to L12)", name)
	}
	return Sq(int(c-'a'), row-1), nil
}

// Region returns the square's region, 0 to 15, numbered left to right
// from the bottom row of regions up.
func (s Square) Region() int { return s.Row()/3*4 + s.Col()/3 }

// Circle returns the centre square of region r: its circle.
func Circle(r int) Square { return Sq(r%4*3+1, r/4*3+1) }

// IsCircle reports whether s is the centre of its region.
func (s Square) IsCircle() bool { return s.Col()%3 == 1 && s.Row()%3 == 1 }

// Circles returns the 16 circles, region by region.
func Circles() []Square {
	c := make([]Square, 16)
	for r := range c {
		c[r] = Circle(r)
	}
	return c
}

// Kind is the kind of a piece. Every colour has one cylinder, four
// triangles and six squares (called blocks here, to tell them from the
// board's squares).
type Kind uint8

// The kinds of piece.
const (
	Cylinder Kind = iota
	Triangle
	Block
	// King is a cylinder drawn with a crown: Le Blocus' king, L'Empire's
	// commander.
	King
)

// Letter returns the kind's letter in the notation: C, T or S (a king is
// a cylinder).
func (k Kind) Letter() byte { return "CTSC"[k&3] }

// KindOf reads a kind's letter C, T or S (either case).
func KindOf(letter byte) (Kind, bool) {
	switch letter | 0x20 {
	case 'c':
		return Cylinder, true
	case 't':
		return Triangle, true
	case 's':
		return Block, true
	}
	return 0, false
}

// WriteBoard writes the board for a State's String: row 12 at the top,
// each row its number, then each square as cell writes it, width
// characters wide (1 or 2), the columns' letters below.
func WriteBoard(b *strings.Builder, width int, cell func(sq Square) string) {
	pad := strings.Repeat(" ", 2-width)
	for r := Size - 1; r >= 0; r-- {
		fmt.Fprintf(b, "%2d%s", r+1, pad)
		for c := 0; c < Size; c++ {
			b.WriteString(" " + cell(Sq(c, r)))
		}
		b.WriteByte('\n')
	}
	letters := "  " + pad
	for c := 0; c < Size; c++ {
		letters += " " + string(rune('A'+c)) + strings.Repeat(" ", width-1)
	}
	b.WriteString(strings.TrimRight(letters, " ") + "\n")
}

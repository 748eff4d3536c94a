package bloqs

import (
	"fmt"
	"math/bits"
	"strings"
)

// MaxSide bounds a board's frame: at most MaxSide columns and rows, so a
// row of squares is one uint32.
const MaxSide = 32

// rows is a set of squares of a frame, one bit mask per row: bit c of
// rows[r] is the square at column c, row r, both from 0, row 0 at the
// bottom.
type rows [MaxSide]uint32

// count returns the number of squares in the set.
func (m *rows) count() int {
	n := 0
	for _, x := range m {
		n += bits.OnesCount32(x)
	}
	return n
}

// has reports whether the square (c, r) is in the set.
func (m *rows) has(c, r int) bool {
	return c >= 0 && r >= 0 && c < MaxSide && r < MaxSide && m[r]>>c&1 != 0
}

// Board is the set of squares a game is played on, inside a frame of
// Cols × Rows squares. Boards are immutable.
type Board struct {
	// Name is the board's variant name ("standard", "quick").
	Name string
	// Cols and Rows are the frame's width and height.
	Cols, Rows int
	// on holds the board's squares; inner those whose four sides all
	// border other squares of the board (where the first block may go).
	on, inner rows
	size      int
}

// The boards of the game, as pictures: one line per row, the top row
// first, '#' for a square of the board and '.' for a place of the frame
// outside it.
const (
	// standardPicture is the standard board [reconstructed]: the 421
	// squares with |c − 15| + |r − 15| ≤ 14 in a 29 × 29 frame.
	standardPicture = `
..............#..............
.............###.............
............#####............
...........#######...........
..........#########..........
.........###########.........
........#############........
.......###############.......
......#################......
.....###################.....
....#####################....
...#######################...
..#########################..
.###########################.
#############################
.###########################.
..#########################..
...#######################...
....#####################....
.....###################.....
......#################......
.......###############.......
........#############........
.........###########.........
..........#########..........
...........#######...........
............#####............
.............###.............
..............#..............
`
	// quickPicture is the quick board [decided]: 13 × 13 squares.
	quickPicture = `
#############
#############
#############
#############
#############
#############
#############
#############
#############
#############
#############
#############
#############
`
)

// The two boards: Standard is the default, Quick the Variant "quick".
var (
	Standard = mustBoard("standard", standardPicture)
	Quick    = mustBoard("quick", quickPicture)
)

// boards lists the boards by variant name, the default first.
var boards = []*Board{Standard, Quick}

// NewBoard reads a board from a picture: one line per row, top row first,
// '#' for a square of the board, '.' for a place outside it; blank lines
// around it are ignored. Every line has the frame's width.
func NewBoard(name, picture string) (*Board, error) {
	lines := strings.Split(strings.TrimSpace(picture), "\n")
	b := &Board{Name: name, Rows: len(lines), Cols: len(lines[0])}
	if b.Rows > MaxSide || b.Cols > MaxSide {
		return nil, fmt.Errorf("board %s: frame %d × %d, at most %d × %d", name, b.Cols, b.Rows, MaxSide, MaxSide)
	}
	for i, line := range lines {
		if len(line) != b.Cols {
			return nil, fmt.Errorf("board %s: line %d has %d places, want %d", name, i+1, len(line), b.Cols)
		}
		r := b.Rows - 1 - i
		for c, ch := range []byte(line) {
			switch ch {
			case '#':
				b.on[r] |= 1 << c
			case '.':
			default:
				return nil, fmt.Errorf("board %s: line %d: %q is neither '#' nor '.'", name, i+1, ch)
			}
		}
	}
	for r := 0; r < b.Rows; r++ {
		in := b.on[r] & (b.on[r] << 1) & (b.on[r] >> 1)
		if r > 0 {
			in &= b.on[r-1]
		} else {
			in = 0
		}
		if r+1 < b.Rows {
			in &= b.on[r+1]
		} else {
			in = 0
		}
		b.inner[r] = in
	}
	b.size = b.on.count()
	return b, nil
}

func mustBoard(name, picture string) *Board {
	b, err := NewBoard(name, picture)
	if err != nil {
		panic(err)
	}
	return b
}

// Size returns the number of squares of the board.
func (b *Board) Size() int { return b.size }

// On reports whether the square at column c, row r (from 1, row 1 at the
// bottom) is a square of the board.
func (b *Board) On(c, r int) bool { return b.on.has(c-1, r-1) }

// boardNamed returns the board of a variant name.
func boardNamed(name string) (*Board, bool) {
	for _, b := range boards {
		if b.Name == name {
			return b, true
		}
	}
	return nil, false
}

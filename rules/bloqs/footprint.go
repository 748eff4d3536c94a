package bloqs

import "impasse/rules"

// Footprint is one of the six ways a 2 × 3 × 4 block lies on the board:
// its width and depth on the board, and its height above it.
type Footprint struct {
	W, H, Height int
}

// Footprints lists the six footprints: standing (6 squares, height 4),
// on its long side (8 squares, height 3), flat (12 squares, height 2),
// each in both rotations. A Move's footprint is its index here.
var Footprints = [numFootprints]Footprint{
	{2, 3, 4}, {3, 2, 4},
	{2, 4, 3}, {4, 2, 3},
	{3, 4, 2}, {4, 3, 2},
}

const numFootprints = 6

// Pool is the number of blocks all players share.
const Pool = 40

// heightIndex maps a block height (2, 3, 4) to an index from 0.
func heightIndex(height int) int { return height - 2 }

// encode returns the move of footprint f (an index of Footprints) with its
// lowest-left square at column c, row r (from 0) of the board's frame:
// (f × Rows + r) × Cols + c. The moves of a board are in [0, moveSpace).
func (b *Board) encode(f, c, r int) rules.Move {
	return rules.Move((f*b.Rows+r)*b.Cols + c)
}

// decode returns the footprint and lowest-left square (from 0) of m.
func (b *Board) decode(m rules.Move) (f, c, r int) {
	i := int(m)
	c = i % b.Cols
	i /= b.Cols
	return i / b.Rows, c, i % b.Rows
}

// moveSpace returns the number of move integers of the board.
func (b *Board) moveSpace() int { return numFootprints * b.Rows * b.Cols }

// Placement returns the footprint of move m and its lowest-left square,
// column c and row r counted from 1 as in the notation; ok is false when
// m is not a placement inside the board's frame.
func (b *Board) Placement(m rules.Move) (f Footprint, c, r int, ok bool) {
	if m < 0 || int(m) >= b.moveSpace() {
		return Footprint{}, 0, 0, false
	}
	fi, c0, r0 := b.decode(m)
	f = Footprints[fi]
	if c0+f.W > b.Cols || r0+f.H > b.Rows {
		return Footprint{}, 0, 0, false
	}
	return f, c0 + 1, r0 + 1, true
}

// MoveOf returns the move placing a w × h footprint with its lowest-left
// square at column c, row r (from 1); ok is false when no footprint is
// w × h or the block does not fit in the frame.
func (b *Board) MoveOf(w, h, c, r int) (m rules.Move, ok bool) {
	for fi, f := range Footprints {
		if f.W == w && f.H == h {
			if c < 1 || r < 1 || c-1+w > b.Cols || r-1+h > b.Rows {
				return 0, false
			}
			return b.encode(fi, c-1, r-1), true
		}
	}
	return 0, false
}

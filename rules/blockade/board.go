package blockade

import (
	"fmt"
	"math/bits"
	"strconv"
)

// The board has 11 columns (a to k) and 14 rows (1 to 14). Square (col,
// row), both counted from 0 at the lower left (a1), is bit row*Cols + col
// of a bit set of three words. Walls are never needed as guard bits: a
// square's edge towards the side of the board is simply never open.
const (
	Cols       = 11
	Rows       = 14
	NumSquares = Cols * Rows
)

// Square is a square of the board as its bit index, row*11 + col.
type Square int16

// NoSquare marks a pawn that has been taken (only at the end of a game).
const NoSquare Square = -1

// Sq returns the square at column col and row row, both from 0.
func Sq(col, row int) Square { return Square(row*Cols + col) }

// Col returns the square's column, 0 for a.
func (s Square) Col() int { return int(s) % Cols }

// Row returns the square's row, 0 for row 1.
func (s Square) Row() int { return int(s) / Cols }

// String returns the square's name, as "d4".
func (s Square) String() string {
	if s < 0 || int(s) >= NumSquares {
		return "?"
	}
	return string(rune('a'+s.Col())) + strconv.Itoa(s.Row()+1)
}

// ParseSquare reads a square name such as "d4" (case-insensitive).
func ParseSquare(s string) (Square, error) {
	c, r, err := parseCoord(s, Cols, Rows)
	if err != nil {
		return 0, fmt.Errorf("%q is not a square (a1 to k14)", s)
	}
	return Sq(c, r), nil
}

// parseCoord reads a letter and a number of 1 or 2 digits without a
// leading zero, with the letter below 'a'+cols and the number at most
// rows; it returns them counted from 0.
func parseCoord(s string, cols, rows int) (col, row int, err error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, 0, errBadCoord
	}
	c := int(s[0]|0x20) - 'a'
	if c < 0 || c >= cols || s[1] == '0' {
		return 0, 0, errBadCoord
	}
	n := 0
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, 0, errBadCoord
		}
		n = n*10 + int(s[i]-'0')
	}
	if n < 1 || n > rows {
		return 0, 0, errBadCoord
	}
	return c, n - 1, nil
}

var errBadCoord = fmt.Errorf("bad coordinate")

// Start squares: White (seat 0, moves first) starts on d4 and h4, Black
// on d11 and h11. Each side aims at the other's start squares.
var (
	startSquares = [2][2]Square{{Sq(3, 3), Sq(7, 3)}, {Sq(3, 10), Sq(7, 10)}}
	// goalSquares[p] are the squares seat p aims at.
	goalSquares = [2][2]Square{startSquares[1], startSquares[0]}
	goalSet     = [2]bitboard{bbOf(goalSquares[0][:]...), bbOf(goalSquares[1][:]...)}
)

// Directions, in the order of the move encoding: north, east, south, west.
const (
	north = iota
	east
	south
	west
)

var (
	dCol = [4]int{0, 1, 0, -1}
	dRow = [4]int{1, 0, -1, 0}
	// dirName names a direction in error messages.
	dirName = [4]string{"north", "east", "south", "west"}
)

// neighbour returns the square next to s in direction d, or NoSquare off
// the board.
func neighbour(s Square, d int) Square {
	c, r := s.Col()+dCol[d], s.Row()+dRow[d]
	if c < 0 || c >= Cols || r < 0 || r >= Rows {
		return NoSquare
	}
	return Sq(c, r)
}

// bitboard is a set of squares.
type bitboard [3]uint64

func bbOf(sqs ...Square) (b bitboard) {
	for _, s := range sqs {
		if s != NoSquare {
			b.set(s)
		}
	}
	return b
}

func (b *bitboard) set(s Square)      { b[s>>6] |= 1 << (uint(s) & 63) }
func (b *bitboard) clear(s Square)    { b[s>>6] &^= 1 << (uint(s) & 63) }
func (b *bitboard) has(s Square) bool { return b[s>>6]>>(uint(s)&63)&1 != 0 }

func (b bitboard) and(o bitboard) bitboard { return bitboard{b[0] & o[0], b[1] & o[1], b[2] & o[2]} }
func (b bitboard) or(o bitboard) bitboard  { return bitboard{b[0] | o[0], b[1] | o[1], b[2] | o[2]} }
func (b bitboard) andNot(o bitboard) bitboard {
	return bitboard{b[0] &^ o[0], b[1] &^ o[1], b[2] &^ o[2]}
}
func (b bitboard) empty() bool { return b[0]|b[1]|b[2] == 0 }

// squares calls f for every square of b in increasing order.
func (b bitboard) squares(f func(Square)) {
	for i, w := range b {
		for ; w != 0; w &= w - 1 {
			f(Square(i<<6 + bits.TrailingZeros64(w)))
		}
	}
}

// Walls. A wall lies along the grooves around a groove crossing, its
// centre: the corner shared by squares (c, r), (c+1, r), (c, r+1) and
// (c+1, r+1), for c in 0..9 and r in 0..12, named by the square (c, r)
// ("e5"). Centre k = r*10 + c. A wall place (a Wall) is a kind and a
// centre: horizontal walls are 0..129, vertical walls 130..259.
const (
	centreCols = Cols - 1
	centreRows = Rows - 1
	NumCentres = centreCols * centreRows
	NumWalls   = 2 * NumCentres
)

// Kinds of walls.
const (
	Horizontal = 0
	Vertical   = 1
)

// kindName names a kind of wall in messages.
var kindName = [2]string{"horizontal", "vertical"}

// Wall is a wall place: a kind and a centre.
type Wall int16

// NoWall marks a turn without a wall.
const NoWall Wall = -1

// MakeWall returns the wall of the given kind centred at the corner
// north-east of square (col, row).
func MakeWall(kind, col, row int) Wall {
	return Wall(kind*NumCentres + row*centreCols + col)
}

// Kind returns Horizontal or Vertical.
func (w Wall) Kind() int { return int(w) / NumCentres }

// Centre returns the wall's centre index, row*10 + col.
func (w Wall) Centre() int { return int(w) % NumCentres }

// Col and Row return the column and row of the square south-west of the
// wall's centre.
func (w Wall) Col() int { return w.Centre() % centreCols }
func (w Wall) Row() int { return w.Centre() / centreCols }

// String returns the wall's name, as "e5h".
func (w Wall) String() string {
	if w < 0 || int(w) >= NumWalls {
		return "?"
	}
	return Sq(w.Col(), w.Row()).String() + "hv"[w.Kind():w.Kind()+1]
}

// ParseWall reads a wall name such as "e5h" or "e5v" (case-insensitive).
func ParseWall(s string) (Wall, error) {
	if len(s) < 3 {
		return 0, fmt.Errorf("%q is not a wall (a centre a1 to j13 then h or v)", s)
	}
	kind := -1
	switch s[len(s)-1] | 0x20 {
	case 'h':
		kind = Horizontal
	case 'v':
		kind = Vertical
	}
	c, r, err := parseCoord(s[:len(s)-1], centreCols, centreRows)
	if kind < 0 || err != nil {
		return 0, fmt.Errorf("%q is not a wall (a centre a1 to j13 then h or v)", s)
	}
	return MakeWall(kind, c, r), nil
}

// wallInfo holds what a wall place blocks and touches.
type wallInfo struct {
	// sq[0]-sq[1] and sq[2]-sq[3] are the two pairs of squares it
	// separates; dir is the direction from sq[0] to sq[1] (north for a
	// horizontal wall, east for a vertical one).
	sq  [4]Square
	dir int
	// pts are its corner points in the groove lattice (see corner):
	// one end, the centre, the other end.
	pts [3]uint8
	// conflict lists the places a wall here forbids: itself, the places
	// of the same kind overlapping it, the other kind at the same centre.
	conflict [4]Wall
}

// outer is the corner point standing for the whole edge of the board,
// where every groove running off the board ends.
const outer = NumCentres

// corner returns the point of the groove lattice at corner (x, y), x in
// 0..11 and y in 0..14: a wall centre for an inner corner, outer on the
// edge of the board.
func corner(x, y int) uint8 {
	if x <= 0 || x >= Cols || y <= 0 || y >= Rows {
		return outer
	}
	return uint8((y-1)*centreCols + x - 1)
}

var wallInfos = func() (t [NumWalls]wallInfo) {
	for w := Wall(0); w < NumWalls; w++ {
		c, r := w.Col(), w.Row()
		wi := &t[w]
		x, y := c+1, r+1 // the centre as a corner
		if w.Kind() == Horizontal {
			wi.sq = [4]Square{Sq(c, r), Sq(c, r+1), Sq(c+1, r), Sq(c+1, r+1)}
			wi.dir = north
			wi.pts = [3]uint8{corner(x-1, y), corner(x, y), corner(x+1, y)}
		} else {
			wi.sq = [4]Square{Sq(c, r), Sq(c+1, r), Sq(c, r+1), Sq(c+1, r+1)}
			wi.dir = east
			wi.pts = [3]uint8{corner(x, y-1), corner(x, y), corner(x, y+1)}
		}
		other := MakeWall(1-w.Kind(), c, r)
		wi.conflict = [4]Wall{w, other, NoWall, NoWall}
		n := 2
		for _, d := range []int{-1, 1} {
			cc, rr := c, r
			if w.Kind() == Horizontal {
				cc += d
			} else {
				rr += d
			}
			if cc >= 0 && cc < centreCols && rr >= 0 && rr < centreRows {
				wi.conflict[n] = MakeWall(w.Kind(), cc, rr)
				n++
			}
		}
	}
	return
}()

// wallSet is a set of wall places, bit w for wall w.
type wallSet [5]uint64

func (ws *wallSet) set(w Wall)      { ws[w>>6] |= 1 << (uint(w) & 63) }
func (ws *wallSet) clear(w Wall)    { ws[w>>6] &^= 1 << (uint(w) & 63) }
func (ws *wallSet) has(w Wall) bool { return ws[w>>6]>>(uint(w)&63)&1 != 0 }
func (ws *wallSet) count() int {
	n := 0
	for _, x := range ws {
		n += bits.OnesCount64(x)
	}
	return n
}

// kindMask[k] holds the places of kind k.
var kindMask = func() (m [2]wallSet) {
	for w := Wall(0); w < NumWalls; w++ {
		m[w.Kind()].set(w)
	}
	return
}()

// edges holds the open passages of the board: bit s of e[d] is set when a
// pawn may step from s in direction d without crossing a wall or leaving
// the board.
type edges [4]bitboard

var openBoard = func() (e edges) {
	for s := Square(0); int(s) < NumSquares; s++ {
		for d := 0; d < 4; d++ {
			if neighbour(s, d) != NoSquare {
				e[d].set(s)
			}
		}
	}
	return
}()

// open reports whether a pawn may step from s in direction d.
func (e *edges) open(s Square, d int) bool { return e[d].has(s) }

// block closes the two passages wall w lies across (and reopen undoes it).
func (e *edges) block(w Wall) {
	wi := &wallInfos[w]
	d, o := wi.dir, wi.dir+2
	e[d].clear(wi.sq[0])
	e[o].clear(wi.sq[1])
	e[d].clear(wi.sq[2])
	e[o].clear(wi.sq[3])
}

func (e *edges) reopen(w Wall) {
	wi := &wallInfos[w]
	d, o := wi.dir, wi.dir+2
	e[d].set(wi.sq[0])
	e[o].set(wi.sq[1])
	e[d].set(wi.sq[2])
	e[o].set(wi.sq[3])
}

// spread returns b with every square one open step from b added.
func (e *edges) spread(b *bitboard) bitboard {
	n0, n1, n2 := b[0]&e[north][0], b[1]&e[north][1], b[2]&e[north][2]
	s0, s1, s2 := b[0]&e[south][0], b[1]&e[south][1], b[2]&e[south][2]
	e0, e1, e2 := b[0]&e[east][0], b[1]&e[east][1], b[2]&e[east][2]
	w0, w1, w2 := b[0]&e[west][0], b[1]&e[west][1], b[2]&e[west][2]
	const k = Cols
	return bitboard{
		b[0] | n0<<k | (s0>>k | s1<<(64-k)) | e0<<1 | (w0>>1 | w1<<63),
		b[1] | (n1<<k | n0>>(64-k)) | (s1>>k | s2<<(64-k)) | (e1<<1 | e0>>63) | (w1>>1 | w2<<63),
		b[2] | (n2<<k | n1>>(64-k)) | s2>>k | (e2<<1 | e1>>63) | w2>>1,
	}
}

// fill returns the squares connected to seed by open passages.
func (e *edges) fill(seed bitboard) bitboard {
	r := seed
	for {
		n := e.spread(&r)
		if n == r {
			return r
		}
		r = n
	}
}

// maxDist stands for "no path" in distances.
const maxDist = 255

// distTo returns the number of steps from the nearest square of src to
// each of a and b (maxDist when unreachable), stopping once both are
// found.
func (e *edges) distTo(src bitboard, a, b Square) (da, db int) {
	da, db = maxDist, maxDist
	if a == NoSquare {
		da = 0
	}
	if b == NoSquare {
		db = 0
	}
	r := src
	for d := 0; ; d++ {
		if da == maxDist && r.has(a) {
			da = d
		}
		if db == maxDist && r.has(b) {
			db = d
		}
		if da != maxDist && db != maxDist {
			break
		}
		n := e.spread(&r)
		if n == r {
			break
		}
		r = n
	}
	if a == NoSquare {
		da = maxDist
	}
	if b == NoSquare {
		db = maxDist
	}
	return da, db
}

// farAway is a distance map with every square unreachable.
var farAway = func() (d [NumSquares]uint8) {
	for i := range d {
		d[i] = maxDist
	}
	return
}()

// distMap fills dist with the number of steps from the nearest square of
// src to every square (maxDist where unreachable), by a breadth-first
// search on bit sets, one layer of squares at a time.
func (e *edges) distMap(src bitboard, dist *[NumSquares]uint8) {
	e.distMapNear(src, dist, bitboard{}, NumSquares)
}

// distMapNear is distMap stopping extra layers after the first square of
// near it meets: farther squares are left at maxDist.
func (e *edges) distMapNear(src bitboard, dist *[NumSquares]uint8, near bitboard, extra int) {
	*dist = farAway
	r := src
	layer := src
	stop := NumSquares
	for d := 0; ; d++ {
		for i, w := range layer {
			for ; w != 0; w &= w - 1 {
				dist[i<<6+bits.TrailingZeros64(w)] = uint8(d)
			}
		}
		if stop == NumSquares && !layer.and(near).empty() {
			stop = d + extra
		}
		if d >= stop {
			return
		}
		n := e.spread(&r)
		layer = n.andNot(r)
		if layer.empty() {
			return
		}
		r = n
	}
}

// stepOffset is the change of square index for one step in a direction.
var stepOffset = [4]Square{Cols, 1, -Cols, -1}

func trailing(x uint64) int { return bits.TrailingZeros64(x) }

package blokusduo

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"impasse/rules"
)

// A placement is one piece in one orientation at one position: a move of
// either colour. All placements are computed once, on first use (see
// buildTables), and numbered; a Move of a placement is its number.
type placement struct {
	// lo and hi are the placement's squares in words w and w+1 of a
	// bitboard: every placement spans at most five rows, so two words
	// (w is at most words-2, so w+1 is a word of the board).
	lo, hi uint64
	// zob holds the Zobrist keys of its squares for each colour, combined.
	zob   [2]uint64
	w     uint8
	piece uint8
	size  uint8
	shape uint8 // index into the piece's orientations
	// cells are its squares, in increasing order, then noSquare up to
	// five: the priors sum their weights without a loop.
	cells [5]uint8
	// corners is the number of squares touching the placement only at a
	// corner, on an empty board (its corner potential).
	corners uint8
	// sym is the placement turned by a half turn (the other colour's
	// mirror move).
	sym uint16
	// centre is true when the placement covers a square and its mirror
	// image: the opponent cannot answer it symmetrically.
	centre bool
}

// Precomputed tables, shared and read-only once built: buildTables
// fills them, and every way into the package that reaches them before a
// State exists calls it first (NewState, Placement, Cells), so that a
// program that never plays Blokus Duo, the browser's page among them,
// does not pay for them at start-up.
var (
	placements []placement
	// around lists the squares around each placement, for its prior:
	// built by buildAround, which Priors calls.
	around []aroundSquares
	// byCellPiece lists the placements of each piece covering each
	// square: byCellPieceList[byCellPieceStart[sq*21+p]:byCellPieceStart[sq*21+p+1]].
	byCellPieceStart []uint32
	byCellPieceList  []uint16
	// candStart and candList list, for each square x, status st of the
	// four squares beside x (bit set: forbidden) and piece p, the
	// placements of p covering x that avoid the forbidden ones:
	// candList[candStart[k]:candStart[k+1]] with k = (x*16+st)*21 + p.
	// The lists of every piece at one square and status are consecutive,
	// in memory too, for the searches that try piece after piece there.
	// A square's lists are made the first time they are asked for (see
	// makeCandidates): opening a game asks for few.
	candStart []uint32
	candList  []uint16
	// candPieces[x*16+st] has bit p set when the list of piece p at x
	// for status st is not empty; it is unmade until x's lists are.
	candPieces []atomic.Uint32
	// candMasks[i] holds which of the four squares beside x the
	// placement byCellPieceList[i] covers, x the square of the list it
	// is in: a placement with mask m is a candidate for the statuses
	// that forbid none of those squares.
	candMasks []uint8
	// candMaking is held while a square's lists are made.
	candMaking  sync.Mutex
	pieceShapes [NumPieces][]Shape
	// shapeFirst[p][s] is the number of the first placement of piece p
	// in orientation s (at a1); the others follow row by row.
	shapeFirst [NumPieces][]int
	// shapeSides[p][s] tells, for each square of piece p in orientation
	// s, in the order of a placement's cells, which squares beside it
	// the piece covers too (see sidesOf).
	shapeSides [NumPieces][][5]uint8
	// shapeOf finds a piece and orientation by its shape (shapeKey).
	shapeOf   map[string]shapeRef
	zobToMove uint64
)

// shapeRef is one orientation of one piece.
type shapeRef struct {
	piece Piece
	shape int
}

// NumPlacements is the number of placements of a piece on the board
// (TestPlacementCounts checks it against the tables).
const NumPlacements = 13729

// buildTables builds the precomputed tables, once.
var buildTables = sync.OnceFunc(buildPlacements)

func buildPlacements() {
	rng := rules.NewSplitMix(0x1b10c05d0)
	placements = make([]placement, 0, NumPlacements)
	shapeOf = make(map[string]shapeRef, 91)
	for p := Piece(0); p < NumPieces; p++ {
		// The orientations of p and where each one's placements start:
		// (Size-w+1)*(Size-h+1) of them for a w × h shape.
		pieceShapes[p] = orientations(p)
		shapeFirst[p] = make([]int, len(pieceShapes[p]))
		shapeSides[p] = make([][5]uint8, len(pieceShapes[p]))
		first := len(placements)
		for si, shape := range pieceShapes[p] {
			shapeOf[shapeKey(shape)] = shapeRef{p, si}
			shapeFirst[p][si] = first
			shapeSides[p][si] = sidesOf(shape)
			w, h := shapeSize(shape)
			first += (Size - w + 1) * (Size - h + 1)
		}
		for si, shape := range pieceShapes[p] {
			corners := uint8(cornerPotential(shape))
			w, h := shapeSize(shape)
			turned := shapeFirst[p][turnedShape(p, shape)]
			for row := 0; row+h <= Size; row++ {
				for col := 0; col+w <= Size; col++ {
					var pl placement
					var mask bitboard
					pl.piece, pl.size, pl.shape = uint8(p), uint8(len(shape)), uint8(si)
					// The half turn takes the w × h box at col, row to
					// the one at Size-w-col, Size-h-row.
					pl.sym = uint16(turned + (Size-h-row)*(Size-w+1) + Size - w - col)
					pl.cells = [5]uint8{noSquare, noSquare, noSquare, noSquare, noSquare}
					for i, c := range shape {
						sq := Sq(col+c[0], row+c[1])
						pl.cells[i] = uint8(sq)
						mask.set(sq)
					}
					// Shapes list their squares by row, then column: the
					// cells are already in increasing order.
					pl.w = min(uint8(pl.cells[0]>>6), words-2)
					pl.lo, pl.hi = mask[pl.w], mask[pl.w+1]
					pl.corners = corners
					// Draw the squares' hash keys in a fixed order, so
					// that hashes (and the opening book) stay the same.
					for _, sq := range pl.cells[:pl.size] {
						pl.zob[0] ^= cellZob(rng, 0, Square(sq))
						pl.zob[1] ^= cellZob(rng, 1, Square(sq))
					}
					placements = append(placements, pl)
				}
			}
		}
	}
	zobToMove = rng.Uint64()
	for i := range placements {
		pl := &placements[i]
		both := pl.mask().and(placements[pl.sym].mask())
		pl.centre = !both.empty()
	}
	// Lists by square and piece.
	counts := make([]uint32, stride*Size*NumPieces+1)
	for i := range placements {
		pl := &placements[i]
		for _, sq := range pl.cells[:pl.size] {
			counts[int(sq)*NumPieces+int(pl.piece)]++
		}
	}
	byCellPieceStart = make([]uint32, len(counts))
	total := uint32(0)
	for i, c := range counts {
		byCellPieceStart[i] = total
		total += c
	}
	byCellPieceList = make([]uint16, total)
	candMasks = make([]uint8, total)
	fill := counts // reused: the next free slot of each list
	copy(fill, byCellPieceStart)
	for i := range placements {
		pl := &placements[i]
		sides := &shapeSides[pl.piece][pl.shape]
		for j, sq := range pl.cells[:pl.size] {
			k := int(sq)*NumPieces + int(pl.piece)
			byCellPieceList[fill[k]] = uint16(i)
			candMasks[fill[k]] = sides[j]
			fill[k]++
		}
	}
	buildCandidates()
}

// sidesOf returns, for each square of shape, which of the four squares
// beside it the shape covers too, as bits in neighbourOffsets' order: the
// same wherever the shape is placed.
func sidesOf(shape Shape) [5]uint8 {
	var sides [5]uint8
	for i, c := range shape {
		for _, o := range shape {
			for b, d := range neighbourOffsets {
				// d as a step along the row and one across the rows.
				rows := d / stride
				if o == [2]int{c[0] + d - rows*stride, c[1] + rows} {
					sides[i] |= 1 << b
				}
			}
		}
	}
	return sides
}

// aroundSquares lists the squares beside a placement (at most 12) and
// those touching it only at a corner (at most 8), in increasing order,
// each list filled up with noSquare. Lists of a fixed length let the
// priors sum their weights without a loop.
type aroundSquares struct {
	adj  [12]uint8
	diag [8]uint8
}

// noSquare fills up a placement's squares and the lists of
// aroundSquares: it is no square of the board, and the priors' tables
// weigh it 0.
const noSquare = 255

// buildAround builds around, once: only the priors use it, and the
// browser's page never searches.
var buildAround = sync.OnceFunc(buildAroundSquares)

// buildAroundSquares fills around from each placement's neighbours.
func buildAroundSquares() {
	around = make([]aroundSquares, len(placements))
	for i := range placements {
		pl := &placements[i]
		var adj, diag bitboard
		pl.neighbours(&adj, &diag)
		corners := diag.andNot(pl.mask()).andNot(adj)
		around[i] = newAroundSquares(&adj, &corners)
	}
}

func newAroundSquares(adj, diag *bitboard) aroundSquares {
	a := aroundSquares{}
	fillSquares(a.adj[:], adj)
	fillSquares(a.diag[:], diag)
	return a
}

// fillSquares writes the squares of b into list in increasing order,
// then noSquare up to its end.
func fillSquares(list []uint8, b *bitboard) {
	n := 0
	for i, w := range b {
		for ; w != 0; w &= w - 1 {
			list[n] = uint8(i<<6 + bits.TrailingZeros64(w))
			n++
		}
	}
	for ; n < len(list); n++ {
		list[n] = noSquare
	}
}

// shapeSize returns the width and height of shape.
func shapeSize(shape Shape) (w, h int) {
	for _, c := range shape {
		w, h = max(w, c[0]+1), max(h, c[1]+1)
	}
	return w, h
}

// turnedShape returns the orientation of p that is shape turned by a
// half turn.
func turnedShape(p Piece, shape Shape) int {
	w, h := shapeSize(shape)
	turned := make(Shape, len(shape))
	for i, c := range shape {
		turned[i] = [2]int{w - 1 - c[0], h - 1 - c[1]}
	}
	return shapeOf[shapeKey(normalize(turned))].shape
}

// placementOf returns the number of the placement covering cells, up to
// five squares of the board in increasing order, and whether there is
// one: their shape names the piece and orientation, and their top left
// corner the position.
func placementOf(cells []uint8) (int, bool) {
	if len(cells) == 0 || len(cells) > 5 {
		return 0, false
	}
	col, row := Size, Size
	for _, c := range cells {
		sq := Square(c)
		col, row = min(col, sq.Col()), min(row, sq.Row())
	}
	shape := make(Shape, len(cells))
	for i, c := range cells {
		sq := Square(c)
		shape[i] = [2]int{sq.Col() - col, sq.Row() - row}
	}
	ref, ok := shapeOf[shapeKey(shape)]
	if !ok {
		return 0, false
	}
	w, _ := shapeSize(shape)
	return shapeFirst[ref.piece][ref.shape] + row*(Size-w+1) + col, true
}

// mirror returns the square's image under the half turn that swaps the
// starting points.
func mirror(s Square) Square {
	return Sq(Size-1-s.Col(), Size-1-s.Row())
}

// cornerPotential counts the squares touching shape only at a corner.
func cornerPotential(shape Shape) int {
	var b bitboard
	for _, c := range shape {
		b.set(Sq(c[0]+2, c[1]+2))
	}
	corners := b.cornerNeighbours()
	return corners.count()
}

// mask returns the squares the placement covers.
func (pl *placement) mask() bitboard {
	var m bitboard
	m[pl.w], m[pl.w+1] = pl.lo, pl.hi
	return m
}

// neighbours sets adj to the squares beside the placement and diag to
// those around it diagonally: the squares touching it at a corner, plus
// some of the placement's own squares and of adj, which callers remove
// when they matter. adj and diag must differ.
func (pl *placement) neighbours(adj, diag *bitboard) {
	*adj, *diag = bitboard{}, bitboard{}
	lo, hi := pl.lo, pl.hi
	// Shifts by one square along a row never carry a square across
	// words: bit 63 of each word and the bit a shift brings in are spare
	// columns, cleared by onBoard.
	hlo, hhi := lo<<1|lo>>1, hi<<1|hi>>1
	// A row up is a shift by stride towards bit 63, into the next word
	// for the top row of a word; a row down the other way.
	const carry = 64 - stride
	w := int(pl.w)
	adj[w] = (hlo | lo<<stride | lo>>stride | hi<<carry) & onBoard[w] &^ lo
	adj[w+1] = (hhi | hi<<stride | hi>>stride | lo>>carry) & onBoard[w+1] &^ hi
	diag[w] = (hlo<<stride | hlo>>stride | hhi<<carry) & onBoard[w]
	diag[w+1] = (hhi<<stride | hhi>>stride | hlo>>carry) & onBoard[w+1]
	if w > 0 {
		adj[w-1] = lo << carry & onBoard[w-1]
		diag[w-1] = hlo << carry & onBoard[w-1]
	}
	if w+2 < words {
		adj[w+2] = hi >> carry & onBoard[w+2]
		diag[w+2] = hhi >> carry & onBoard[w+2]
	}
}

// covers reports whether the placement covers s, from its two mask
// words.
func (pl *placement) covers(s Square) bool {
	switch uint8(s >> 6) {
	case pl.w:
		return pl.lo>>(uint(s)&63)&1 != 0
	case pl.w + 1:
		return pl.hi>>(uint(s)&63)&1 != 0
	}
	return false
}

// squares returns the placement's squares, in increasing order.
func (pl *placement) squares() []Square {
	sq := make([]Square, pl.size)
	for i := range sq {
		sq[i] = Square(pl.cells[i])
	}
	return sq
}

var cellZobs [2][stride * Size]uint64

func cellZob(rng *rules.SplitMix, colour int, sq Square) uint64 {
	if cellZobs[colour][sq] == 0 {
		cellZobs[colour][sq] = rng.Uint64()
	}
	return cellZobs[colour][sq]
}

// neighbourOffsets are the squares beside a square, in status bit order.
var neighbourOffsets = [4]int{1, -1, stride, -stride}

// unmade is candPieces' value before a square's lists are made: no set
// of the 21 pieces.
const unmade = 1 << 31

// buildCandidates makes room for the candidate lists: each square's
// place in candList, which holds 2^(4-|m|) placements for each
// placement covering the square with mask m; makeCandidates fills it.
func buildCandidates() {
	keys := stride * Size * 16 * NumPieces
	candStart = make([]uint32, keys+1)
	candPieces = make([]atomic.Uint32, stride*Size*16)
	size := uint32(0)
	for x := Square(0); x < stride*Size; x++ {
		candStart[int(x)*16*NumPieces] = size
		for _, m := range candMasks[byCellPieceStart[int(x)*NumPieces]:byCellPieceStart[int(x+1)*NumPieces]] {
			size += 1 << (4 - bits.OnesCount8(m))
		}
		for st := range 16 {
			candPieces[int(x)*16+st].Store(unmade)
		}
	}
	candStart[keys] = size
	candList = make([]uint16, size)
}

// makeCandidates fills x's candidate lists, if no one has yet. Their
// sets of pieces are written last, the one for status 15 the very last:
// whoever reads a set made reads the lists too.
func makeCandidates(x Square) {
	candMaking.Lock()
	defer candMaking.Unlock()
	if candPieces[int(x)*16+15].Load() != unmade {
		return
	}
	var pieces [16]uint32
	n := candStart[int(x)*16*NumPieces]
	for st := uint8(0); st < 16; st++ {
		for p := 0; p < NumPieces; p++ {
			// The first start is set already: it ends the list before
			// it, of the square before, which may be read meanwhile.
			if st != 0 || p != 0 {
				candStart[(int(x)*16+int(st))*NumPieces+p] = n
			}
			k := int(x)*NumPieces + p
			first := n
			for i := byCellPieceStart[k]; i < byCellPieceStart[k+1]; i++ {
				if candMasks[i]&st == 0 {
					candList[n] = byCellPieceList[i]
					n++
				}
			}
			if n > first {
				pieces[st] |= 1 << p
			}
		}
	}
	for st, set := range pieces {
		candPieces[int(x)*16+st].Store(set)
	}
}

// neighbourStatus returns the status of the four squares beside x, a
// square of the board, in f: bit b is set when x+neighbourOffsets[b] is
// in f. f holds squares of the board only, so its spare columns and rows
// read as the outside they are.
func neighbourStatus(f *bitboard, x Square) int {
	l, r, u, d := f.sides(int(x) / 64)
	return statusAt(l, r, u, d, uint(x)%64)
}

// statusAt returns the neighbour status of the square at bit b of a word
// of the forbidden squares, given that word's sides (bitboard.sides):
// the loops over the squares of a word call sides once for all of them
// (neighbourStatus is too big to be inlined, and a call costs much in
// WebAssembly).
func statusAt(l, r, u, d uint64, b uint) int {
	return int(r>>b&1 | l>>b&1<<1 | d>>b&1<<2 | u>>b&1<<3)
}

// candidates returns the placements of piece p covering x that avoid the
// forbidden squares beside x (status st from neighbourStatus). Ask
// candidatePieces(x, st) first: it makes x's lists the first time.
func candidates(x Square, p, st int) []uint16 {
	k := (int(x)*16+st)*NumPieces + p
	return candList[candStart[k]:candStart[k+1]]
}

// candidatePieces returns the pieces with candidates at x for status st,
// as a set of bits.
func candidatePieces(x Square, st int) uint32 {
	if set := candPieces[int(x)*16+st].Load(); set != unmade {
		return set
	}
	makeCandidates(x)
	return candPieces[int(x)*16+st].Load()
}

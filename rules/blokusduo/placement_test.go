package blokusduo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestNeighbours checks the squares placement.neighbours computes by
// shifts, and the lists of around, against those found from each shape's
// offsets.
func TestNeighbours(t *testing.T) {
	buildTables()
	buildAround()
	for p := range placements {
		pl := &placements[p]
		col, row := Size, Size
		for _, sq := range pl.squares() {
			col, row = min(col, sq.Col()), min(row, sq.Row())
		}
		var wantAdj, wantCorners bitboard
		adjOff, diagOff := shapeNeighbours(pieceShapes[pl.piece][pl.shape])
		for _, o := range adjOff {
			if x, y := col+o[0], row+o[1]; x >= 0 && y >= 0 && x < Size && y < Size {
				wantAdj.set(Sq(x, y))
			}
		}
		for _, o := range diagOff {
			if x, y := col+o[0], row+o[1]; x >= 0 && y >= 0 && x < Size && y < Size {
				wantCorners.set(Sq(x, y))
			}
		}
		var adj, diag bitboard
		pl.neighbours(&adj, &diag)
		if corners := diag.andNot(pl.mask()).andNot(adj); adj != wantAdj || corners != wantCorners {
			t.Fatalf("placement %d: got beside %v and at corners %v, want %v and %v", p, adj, corners, wantAdj, wantCorners)
		}
		if got, want := around[p], newAroundSquares(&wantAdj, &wantCorners); got != want {
			t.Fatalf("placement %d: got around %v, want %v", p, got, want)
		}
		var cells bitboard
		for _, sq := range pl.cells {
			if sq != noSquare {
				cells.set(Square(sq))
			}
		}
		if got, want := cells, pl.mask(); got != want {
			t.Fatalf("placement %d: got squares %v, want %v", p, got, want)
		}
	}
}

// shapeNeighbours returns the squares beside a shape and those touching
// it only at a corner, as offsets from its origin (some negative).
func shapeNeighbours(shape Shape) (adj, diag [][2]int) {
	in := func(x, y int) bool {
		for _, c := range shape {
			if c[0] == x && c[1] == y {
				return true
			}
		}
		return false
	}
	seen := map[[2]int]bool{}
	for _, c := range shape {
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			q := [2]int{c[0] + d[0], c[1] + d[1]}
			if !in(q[0], q[1]) && !seen[q] {
				seen[q] = true
				adj = append(adj, q)
			}
		}
	}
	for _, c := range shape {
		for _, d := range [4][2]int{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
			q := [2]int{c[0] + d[0], c[1] + d[1]}
			if !in(q[0], q[1]) && !seen[q] {
				seen[q] = true
				diag = append(diag, q)
			}
		}
	}
	return adj, diag
}

// TestPlacementZob checks each placement's combined Zobrist keys against
// the keys of its squares, so that the hash is the same whichever way it
// is taken.
func TestPlacementZob(t *testing.T) {
	buildTables()
	for p := range placements {
		pl := &placements[p]
		for c := range 2 {
			var want uint64
			for _, sq := range pl.squares() {
				want ^= cellZobs[c][sq]
			}
			if pl.zob[c] != want {
				t.Fatalf("placement %d, colour %d: got %#x, want %#x", p, c, pl.zob[c], want)
			}
		}
	}
}

// TestReachOf checks reachOf's shifts against the squares at most four
// steps from each square, on random sets of squares.
func TestReachOf(t *testing.T) {
	box := func(sq Square) (b bitboard) {
		for dx := -4; dx <= 4; dx++ {
			for dy := -4; dy <= 4; dy++ {
				if x, y := sq.Col()+dx, sq.Row()+dy; x >= 0 && x < Size && y >= 0 && y < Size {
					b.set(Sq(x, y))
				}
			}
		}
		return b
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 2000 {
		var b, want bitboard
		for range n%12 + 1 {
			sq := Sq(rng.IntN(Size), rng.IntN(Size))
			b.set(sq)
			want = want.or(box(sq))
		}
		var got bitboard
		if b.reachOf(&got); got != want {
			t.Fatalf("reachOf(%v): got %v, want %v", b, got, want)
		}
	}
}

// TestNeighbourStatus checks neighbourStatus against the squares beside x
// one by one, for every square and random sets.
func TestNeighbourStatus(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 500 {
		var f bitboard
		for i := range f {
			f[i] = rng.Uint64() & onBoard[i]
		}
		for x := Square(0); x < stride*Size; x++ {
			if !onBoard.has(x) {
				continue
			}
			want := 0
			for b, d := range neighbourOffsets {
				if y := x + Square(d); y >= 0 && y < stride*Size && f.has(y) {
					want |= 1 << b
				}
			}
			if got := neighbourStatus(&f, x); got != want {
				t.Fatalf("neighbourStatus(%v, %v): got %04b, want %04b", f, x, got, want)
			}
		}
	}
}

// TestCandidates checks every square's candidate lists, made on first
// use by four goroutines at once, against the placements covering the
// square that avoid each status's forbidden squares beside it.
func TestCandidates(t *testing.T) {
	buildTables()
	buildCandidates() // every square's lists unmade again
	errs := make(chan error, 4)
	for g := range 4 {
		go func() {
			for i := range stride * Size {
				x := Square((i*37 + g*59) % (stride * Size))
				if err := checkCandidates(x); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// checkCandidates compares x's candidate lists with the placements of
// byCellPieceList that cover none of the forbidden squares beside x.
func checkCandidates(x Square) error {
	for st := range 16 {
		pieces := candidatePieces(x, st)
		for p := range NumPieces {
			var want []uint16
			for _, id := range byCellPieceList[byCellPieceStart[int(x)*NumPieces+p]:byCellPieceStart[int(x)*NumPieces+p+1]] {
				ok := true
				for b, d := range neighbourOffsets {
					if st&(1<<b) != 0 && placements[id].covers(x+Square(d)) {
						ok = false
					}
				}
				if ok {
					want = append(want, id)
				}
			}
			if got := candidates(x, p, st); !slices.Equal(got, want) {
				return fmt.Errorf("square %d, status %d, piece %d: got %v, want %v", x, st, p, got, want)
			}
			if got, want := pieces&(1<<p) != 0, len(want) > 0; got != want {
				return fmt.Errorf("square %d, status %d, piece %d: got a set with the piece %v, want %v", x, st, p, got, want)
			}
		}
	}
	return nil
}

// TestCentre checks each placement's centre flag: it covers a square and
// that square's mirror image.
func TestCentre(t *testing.T) {
	buildTables()
	n := 0
	for i := range placements {
		pl := &placements[i]
		want := false
		for _, a := range pl.squares() {
			want = want || pl.covers(mirror(a))
		}
		if pl.centre != want {
			t.Fatalf("placement %d (%v): got centre %v, want %v", i, pl.squares(), pl.centre, want)
		}
		if want {
			n++
		}
	}
	if n == 0 {
		t.Fatal("got no placement through the centre")
	}
}

package blokusduo

import (
	"math/rand/v2"
	"testing"
)

// TestNeighbours checks the squares placement.neighbours computes by
// shifts against the lists built from each shape's offsets.
func TestNeighbours(t *testing.T) {
	buildTables()
	set := func(sqs []uint8) (b bitboard) {
		for _, sq := range sqs {
			if sq != noSquare {
				b.set(Square(sq))
			}
		}
		return b
	}
	for p := range placements {
		pl := &placements[p]
		var adj, diag bitboard
		pl.neighbours(&adj, &diag)
		corners := diag.andNot(pl.mask()).andNot(adj)
		if want := set(around[p].adj[:]); adj != want {
			t.Fatalf("placement %d: got adj %v, want %v", p, adj, want)
		}
		if want := set(around[p].diag[:]); corners != want {
			t.Fatalf("placement %d: got corners %v, want %v", p, corners, want)
		}
		if got, want := set(pl.cells[:]), pl.mask(); got != want {
			t.Fatalf("placement %d: got squares %v, want %v", p, got, want)
		}
	}
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

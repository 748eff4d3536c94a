package blokusduo

import "testing"

// TestNeighbours checks the squares placement.neighbours computes by
// shifts against the lists built from each shape's offsets.
func TestNeighbours(t *testing.T) {
	buildTables()
	set := func(sqs []uint8) (b bitboard) {
		for _, sq := range sqs {
			b.set(Square(sq))
		}
		return b
	}
	for p := range placements {
		pl := &placements[p]
		adj, diag := pl.neighbours()
		corners := diag.andNot(pl.mask()).andNot(adj)
		start, mid, end := aroundStart[p], aroundMid[p], aroundStart[p+1]
		if want := set(around[start:mid]); adj != want {
			t.Fatalf("placement %d: got adj %v, want %v", p, adj, want)
		}
		if want := set(around[mid:end]); corners != want {
			t.Fatalf("placement %d: got corners %v, want %v", p, corners, want)
		}
	}
}

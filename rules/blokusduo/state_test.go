package blokusduo

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game{}, rulestest.Config{Games: 10})
}

func TestPlacementCounts(t *testing.T) {
	buildTables()
	if got, want := len(placements), NumPlacements; got != want {
		t.Fatalf("got %v placements, want %v (NumPlacements)", got, want)
	}
	t.Logf("placements: %d, list entries %d", NumPlacements, len(byCellPieceList))
	shapes := 0
	for p := Piece(0); p < NumPieces; p++ {
		shapes += len(p.Shapes())
	}
	if shapes != 91 {
		t.Errorf("oriented shapes = %d, want 91", shapes)
	}
}

func TestFirstMoveCount(t *testing.T) {
	s := NewState()
	legal := s.Legal(nil)
	if len(legal) != 828 {
		t.Errorf("first moves = %d, want 828", len(legal))
	}
	var e10, j5 int
	for _, m := range legal {
		pl := &placements[m]
		if pl.covers(StartE10) {
			e10++
		}
		if pl.covers(StartJ5) {
			j5++
		}
	}
	if e10 != 414 || j5 != 414 {
		t.Errorf("first moves on e10 = %d, on j5 = %d, want 414 each", e10, j5)
	}
	_ = rules.Move(0)
}

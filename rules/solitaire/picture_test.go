package solitaire

import (
	"testing"

	"impasse/rules"
)

// The sheet's solution replays to one piece, and the picture shows it
// with the sheet's best verdict.
func TestSheetPicture(t *testing.T) {
	s, err := Game{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.(*State).Picture().Pieces); n != 36 {
		t.Errorf("the start shows %d pieces, want 36", n)
	}
	for i, text := range Sheet {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatalf("the sheet's move %d, %s: %v", i+1, text, err)
		}
	}
	p := s.(*State).Picture()
	if len(Sheet) != 23 || len(p.Pieces) != 1 || !s.Over() {
		t.Fatalf("after the sheet's %d moves: %d pieces, over %v; want 23 moves, 1 piece, over", len(Sheet), len(p.Pieces), s.Over())
	}
	if p.Ending != VeryWell {
		t.Errorf("ending %q, want %q", p.Ending, VeryWell)
	}
	if got := p.Pieces[0].At.String(); got != "H10" {
		t.Errorf("the last piece is on %s, want H10", got)
	}
}

package porte

import (
	"testing"

	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

func TestPicture(t *testing.T) {
	s := entryPosition()
	rulestest.PlayMoves(t, s, "D1-D7+T")
	p := s.Picture()
	if got, want := len(p.Pieces), 7; got != want {
		t.Fatalf("got %v pieces, want %v: %+v", got, want, p.Pieces)
	}
	found := false
	for _, pc := range p.Pieces {
		if pc.At.String() == "E8" {
			found = pc.Kind == buchholz.Triangle && pc.Seat == 0
		}
	}
	if !found {
		t.Errorf("no red triangle on E8: %+v", p.Pieces)
	}
	doors := 0
	for _, m := range p.Marks {
		if m.Kind == "door" && m.At.IsCircle() {
			doors++
		}
	}
	if doors != 16 || len(p.Marks) != 16 {
		t.Errorf("got %d doors among %d marks, want 16", doors, len(p.Marks))
	}
	if got, want := p.Hands, [][3]int{{0, 2, 5}, {0, 3, 5}}; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("got hands %v, want %v", got, want)
	}
	if p.Ending != "" {
		t.Errorf("got ending %q before the end", p.Ending)
	}
}

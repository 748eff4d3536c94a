package alignement

import (
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

func TestPicture(t *testing.T) {
	s := NewState()
	for _, text := range []string{"S@B2", "T@E5", "C@E2"} {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatal(err)
		}
	}
	p := s.Picture()
	if len(p.Pieces) != 3 {
		t.Fatalf("got %d pieces, want 3: %+v", len(p.Pieces), p.Pieces)
	}
	want := map[string]buchholz.Piece{
		"B2": {Kind: buchholz.Block, Seat: 0},
		"E5": {Kind: buchholz.Triangle, Seat: 1},
		"E2": {Kind: buchholz.Cylinder, Seat: 0},
	}
	for _, pc := range p.Pieces {
		w, ok := want[pc.At.String()]
		if !ok || w.Kind != pc.Kind || w.Seat != pc.Seat {
			t.Errorf("piece %v: kind %v seat %d, want %+v", pc.At, pc.Kind, pc.Seat, w)
		}
	}
	if got, want := p.Hands[0], [3]int{0, 2, 1}; got != want {
		t.Errorf("Red holds %v, want %v (cylinders, triangles, squares)", got, want)
	}
	if !p.HasForced || p.Forced != buchholz.Block {
		t.Errorf("forced %v (%v), want a square: Blue's fourth turn", p.Forced, p.HasForced)
	}
	if p.Lines != nil || p.Ending != "" {
		t.Errorf("lines %v, ending %q before the end", p.Lines, p.Ending)
	}
}

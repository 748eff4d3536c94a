package empire

import (
	"testing"

	"impasse/rules/buchholz"
)

// The picture crowns the commanders, marks the four thrones and labels
// each king's throne with its seat's number, and counts each seat's
// pieces.
func TestPicture(t *testing.T) {
	for _, tt := range []struct {
		players int
		labels  map[string]string
	}{
		{2, map[string]string{"E5": "2", "H5": "", "E8": "", "H8": "1"}},
		{4, map[string]string{"E5": "3", "H5": "2", "E8": "4", "H8": "1"}},
	} {
		p := NewState(tt.players, false).Picture()
		if len(p.Marks) != 4 {
			t.Errorf("%d players: got %d marks, want 4", tt.players, len(p.Marks))
		}
		for _, m := range p.Marks {
			if m.Kind != "throne" || m.Label != tt.labels[m.At.String()] {
				t.Errorf("%d players: got mark %+v on %s, want a throne labelled %q", tt.players, m, m.At, tt.labels[m.At.String()])
			}
		}
		kings := 0
		for _, pc := range p.Pieces {
			if pc.Kind == buchholz.King {
				kings++
			}
		}
		if len(p.Pieces) != 11*tt.players || kings != tt.players {
			t.Errorf("%d players: got %d pieces, %d crowned, want %d and %d", tt.players, len(p.Pieces), kings, 11*tt.players, tt.players)
		}
		if got, want := p.Hands[0], [3]int{Commander: 1, Cavalry: 4, Archer: 6}; got != want {
			t.Errorf("%d players: got Red's pieces %v, want %v", tt.players, got, want)
		}
	}
}

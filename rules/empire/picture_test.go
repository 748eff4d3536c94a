package empire

import (
	"slices"
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

// TestThreats: Threats lists the moves that would win at once for an
// opponent of the seat to move (Red): a commander onto its king's throne
// where it stands safe, a commander taken, but not a throne reached
// where it could be taken; at three players, safe from the next player
// only; none while Red can win at once itself.
func TestThreats(t *testing.T) {
	for _, tt := range []struct {
		name    string
		players int
		pieces  string
		want    []string
	}{
		{"the start", 2, "", nil},
		{"Blue's commander safe on E5", 2, "C1@A1 C2@E1", []string{"E1-E5"}},
		{"an archer four from E5", 2, "C1@A1 C2@E1 S1@E9", nil},
		{"Blue's cavalry three from Red's commander", 2, "C1@C1 C2@L12 T2@C4", []string{"C4-C1"}},
		{"Red takes first", 2, "C1@C1 C2@A1", nil},
		{"Yellow's commander safe from Red on E5", 3, "C1@A1 C2@A12 C3@E1 S2@E9", []string{"E1-E5"}},
	} {
		s := NewState(tt.players, false)
		if tt.pieces != "" {
			s = position(t, tt.players, false, tt.pieces, 0)
		}
		var got []string
		for _, p := range s.Threats() {
			if p.Kind != "threat" || len(p.Squares) != 2 {
				t.Fatalf("%s: got path %+v, want a threat from a square to a square", tt.name, p)
			}
			got = append(got, p.Squares[0].String()+"-"+p.Squares[1].String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
		if pic := s.Picture(); len(pic.Lines) != len(tt.want) {
			t.Errorf("%s: the picture draws %d lines, want %d", tt.name, len(pic.Lines), len(tt.want))
		}
	}
}

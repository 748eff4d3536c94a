package blocus

import (
	"fmt"
	"testing"

	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// lineStrings writes a picture's paths in the notation.
func lineStrings(paths []buchholz.Path, kind string) []string {
	out := []string{}
	for _, p := range paths {
		if p.Kind == kind {
			out = append(out, buchholz.PathString(p.Squares))
		}
	}
	return out
}

func TestPicture(t *testing.T) {
	tests := []struct {
		name   string
		moves  []string
		forced buchholz.Kind
		hands  [2]int
		lines  string
		routes int
		ending string
	}{
		// The start: the kings, all guards in hand, a guard to place,
		// each king's one path into the other.
		{"start", nil, buchholz.Block, [2]int{6, 6}, "[]", 2, ""},
		// Red's way is open with Blue to move: drawn, a threat. Red's king
		// has three paths, Blue's two.
		{"threat", []string{"@I7", "@A12", "@E8"}, buchholz.Block, [2]int{4, 5}, "[E2-E7-H7-H12]", 5, ""},
		// Red to move and able to leave: its king is the piece to use.
		{"leaving", []string{"@I7", "@A12", "@E8", "@L12"}, buchholz.Cylinder, [2]int{4, 4}, "[E2-E7-H7-H12]", 5, ""},
		// Two ways out for Blue's king, both drawn (the lesson's sixth
		// step, whose text names both).
		{"two ways", []string{"@I4", "@K10", "@A9", "@E6", "@I8", "@D5", "@L11", "@H9", "@L1", "@A5", "@J11", "@E8"}, buchholz.Block, [2]int{0, 0}, "[E11-E9-G9-G1 E11-E9-B9-B1]", 6, ""},
		// The king has left: its way, no routes.
		{"left", []string{"@I7", "@A12", "@E8", "@L12", "E2-E7-H7-H12"}, buchholz.Block, [2]int{4, 4}, "[E2-E7-H7-H12]", 0, "exit"},
	}
	for _, tt := range tests {
		s := NewState()
		rulestest.PlayMoves(t, s, tt.moves...)
		p := s.Picture()
		kings, guards := 0, 0
		for _, pc := range p.Pieces {
			switch pc.Kind {
			case buchholz.King:
				kings++
			case buchholz.Block:
				guards++
			}
		}
		if kings != 2 || guards != 12-tt.hands[0]-tt.hands[1] {
			t.Errorf("%s: got %v kings and %v guards, want 2 and %v", tt.name, kings, guards, 12-tt.hands[0]-tt.hands[1])
		}
		if got := [2]int{p.Hands[0][buchholz.Block], p.Hands[1][buchholz.Block]}; got != tt.hands {
			t.Errorf("%s: got hands %v, want %v", tt.name, got, tt.hands)
		}
		if len(p.Marks) != 24 {
			t.Errorf("%s: got %v marks, want the 24 squares of the exit rows", tt.name, len(p.Marks))
		}
		if got := fmt.Sprint(lineStrings(p.Lines, "exit")); got != tt.lines {
			t.Errorf("%s: got lines %v, want %v", tt.name, got, tt.lines)
		}
		if got := len(lineStrings(p.Routes, "route")); got != tt.routes {
			t.Errorf("%s: got %v routes, want %v", tt.name, got, tt.routes)
		}
		if p.Ending != tt.ending {
			t.Errorf("%s: got ending %q, want %q", tt.name, p.Ending, tt.ending)
		}
		if !s.Over() && (!p.HasForced || p.Forced != tt.forced) {
			t.Errorf("%s: got forced %v (%v), want %v", tt.name, p.Forced, p.HasForced, tt.forced)
		}
	}
}

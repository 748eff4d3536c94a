package bloqs

import (
	"errors"
	"testing"
)

// TestNotation checks the reading and writing of moves: WxH@C,R with row
// 1 at the bottom of the frame.
func TestNotation(t *testing.T) {
	for _, tc := range []struct {
		board      *Board
		text, want string
		w, h, c, r int
	}{
		{Quick, "2x3@2,2", "2x3@2,2", 2, 3, 2, 2},
		{Quick, "3X2@10,11", "3x2@10,11", 3, 2, 10, 11},
		{Quick, " 4x3@5,10 ", "4x3@5,10", 4, 3, 5, 10},
		{Standard, "2x4@14,13", "2x4@14,13", 2, 4, 14, 13},
	} {
		s := NewState(tc.board, 2)
		m, err := s.ParseMove(tc.text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tc.text, err)
			continue
		}
		if got := s.MoveString(m); got != tc.want {
			t.Errorf("MoveString(ParseMove(%q)): got %v, want %v", tc.text, got, tc.want)
		}
		f, c, r, ok := tc.board.Placement(m)
		if !ok || f.W != tc.w || f.H != tc.h || c != tc.c || r != tc.r {
			t.Errorf("Placement(ParseMove(%q)): got %v %d,%d %v, want %dx%d at %d,%d", tc.text, f, c, r, ok, tc.w, tc.h, tc.c, tc.r)
		}
	}
	s := NewState(Quick, 2)
	for _, bad := range []string{"", "2x3", "2x3@", "2x3@2", "2x3@2,", "x3@2,2", "2x@2,2", "5x1@3,3", "2x2@3,3", "2x3@0,2", "2x3@2,0",
		"2x3@12,2", "2x3@2,12", "2x3@-2,2", "2x3@+2,2", "2x3@2,2,2", "2x3@100,2", "2 x3@2,2", "2x3@2,2x"} {
		if m, err := s.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q): got %s, want an error", bad, s.MoveString(m))
		}
	}
	if _, err := s.ParseMove("2x3@13,2"); !errors.Is(err, ErrOffBoard) {
		t.Errorf("ParseMove(2x3@13,2): got %v, want %v", err, ErrOffBoard)
	}
}

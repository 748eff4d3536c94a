package solitaire

import (
	"testing"

	"impasse/rules"
)

func perft(s *State, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range s.Legal(nil) {
		c := *s
		c.Apply(m)
		n += perft(&c, depth-1)
	}
	return n
}

// TestPerft counts the lines of a few moves from the standard start and
// from one random deal (counted by an independent program).
func TestPerft(t *testing.T) {
	tests := []struct {
		opts  rules.Options
		depth int
		want  int
	}{
		{rules.Options{}, 1, 72},
		{rules.Options{}, 2, 4544},
		{rules.Options{}, 3, 251952},
		{rules.Options{rules.KeyVariant: VariantRandom, KeySetup: "RRRRRRRRRBBBBBBBBBYYYYYYYYYGGGGGGGGG"}, 3, 39292},
	}
	for _, tt := range tests {
		s, err := Game{}.New(tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := perft(s.(*State), tt.depth); got != tt.want {
			t.Errorf("perft(%v, %d): got %v, want %v", tt.opts, tt.depth, got, tt.want)
		}
	}
}

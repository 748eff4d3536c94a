package porte

import (
	"slices"
	"testing"

	"impasse/rules"
)

// The levels have the app's names, in order, and each searches at least
// as much as the one before.
func TestLevels(t *testing.T) {
	names := []string{"Beginner", "Easy", "Medium", "Strong", "Expert", "Master"}
	levels := rules.LevelsOf(Game{})
	if len(levels) < 4 {
		t.Fatalf("got %v levels, want at least 4", len(levels))
	}
	last := -1
	for i, l := range levels {
		n := slices.Index(names, l.Name)
		if n <= last {
			t.Errorf("level %d: got name %q, want one of %v after %q", i+1, l.Name, names, levels[max(i-1, 0)].Name)
		}
		last = n
		if i > 1 && l.Iterations != 0 && l.Iterations < levels[i-1].Iterations {
			t.Errorf("level %d: got %v iterations, want at least %v", i+1, l.Iterations, levels[i-1].Iterations)
		}
	}
}

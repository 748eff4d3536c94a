package porte

import (
	"slices"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// The levels have the app's names, in order (rulestest.Levels checks the
// rest).
func TestLevels(t *testing.T) {
	rulestest.Levels(t, Game)
	names := []string{"Beginner", "Easy", "Medium", "Strong", "Expert", "Master"}
	last := -1
	for i, l := range rules.LevelsOf(Game) {
		if n := slices.Index(names, l.Name); n <= last {
			t.Errorf("level %d: got name %q, want one of %v after the last", i+1, l.Name, names)
		} else {
			last = n
		}
	}
}

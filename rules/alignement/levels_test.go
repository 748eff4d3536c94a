package alignement

import (
	"testing"

	"impasse/rules"
)

func TestLevels(t *testing.T) {
	levels := rules.LevelsOf(Game{})
	if len(levels) < 4 {
		t.Fatalf("got %v levels, want at least 4", len(levels))
	}
	names := map[string]bool{}
	for i, l := range levels {
		if l.Name == "" || names[l.Name] {
			t.Errorf("level %d: got name %q, want a new one", i+1, l.Name)
		}
		names[l.Name] = true
		if i > 0 && l.Depth != 0 && levels[i-1].Depth > l.Depth {
			t.Errorf("level %d: got depth %v, want at least %v", i+1, l.Depth, levels[i-1].Depth)
		}
	}
}

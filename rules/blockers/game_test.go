package blockers

import (
	"slices"
	"testing"

	"impasse/ai"
	"impasse/rules"
)

func TestInfo(t *testing.T) {
	tests := []struct {
		g        rules.Game
		id       string
		title    string
		min, max int
	}{
		{Base{}, "blockers", "Blockers!", 2, 5},
		{Expert{}, "blockers-expert", "Blockers! expert", 2, 2},
	}
	for _, tt := range tests {
		info := tt.g.Info()
		if info.ID != tt.id || info.Title != tt.title || info.MinPlayers != tt.min || info.MaxPlayers != tt.max {
			t.Errorf("Info() = %+v, want %s %q for %d to %d players", info, tt.id, tt.title, tt.min, tt.max)
		}
		if !info.LowWins || !info.Chance || !info.Hidden {
			t.Errorf("%s: LowWins %v, Chance %v, Hidden %v; want all true", tt.id, info.LowWins, info.Chance, info.Hidden)
		}
		var seed *rules.Option
		for _, o := range tt.g.Options() {
			if o.Key == rules.KeySeed {
				seed = &o
			}
		}
		if seed == nil || len(seed.Values) != 0 {
			t.Errorf("%s: Options() = %v, want a free Seed option", tt.id, tt.g.Options())
		}
	}
	opts := Base{}.Options()
	if opts[0].Key != rules.KeyPlayers || !slices.Equal(opts[0].Values, []string{"2", "3", "4", "5"}) || opts[0].Default != "4" {
		t.Errorf("Base options = %v, want Players 2–5, default 4", opts)
	}
}

// Both games list at least four MCTS levels, weakest first, the strongest
// thinking 1 to 2 seconds.
func TestLevels(t *testing.T) {
	for _, g := range []rules.Game{Base{}, Expert{}} {
		levels := ai.Levels(g)
		if len(levels) < 4 {
			t.Fatalf("%s: %d levels, want at least 4", g.Info().ID, len(levels))
		}
		for i, l := range levels {
			if l.Search != rules.SearchMCTS || l.Iterations == 0 && l.Millis == 0 {
				t.Errorf("%s level %d = %+v, want a bounded MCTS", g.Info().ID, i+1, l)
			}
			if i > 0 {
				prev := levels[i-1]
				if l.Millis == 0 && (l.Iterations <= prev.Iterations) || l.Noise > prev.Noise {
					t.Errorf("%s level %d (%+v) is not stronger than level %d (%+v)", g.Info().ID, i+1, l, i, prev)
				}
			}
			if _, err := ai.FromLevel(l, 1); err != nil {
				t.Errorf("%s level %d: %v", g.Info().ID, i+1, err)
			}
		}
		if top := levels[len(levels)-1]; top.Millis < 1000 || top.Millis > 2000 {
			t.Errorf("%s: the strongest level thinks %d ms, want 1000 to 2000", g.Info().ID, top.Millis)
		}
	}
}

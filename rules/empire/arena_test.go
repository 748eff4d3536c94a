package empire_test

import (
	"context"
	"flag"
	"testing"
	"time"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/empire"
)

var arenaGames = flag.Int("arena", 0, "games of each alpha-beta match (0: skip)")

// TestArenaAlphaBeta measures alpha-beta on Evaluate at two players
// against random and greedy players, when asked with -arena N. The app's
// levels are tree searches that serve every player count (a level list
// does not depend on it); this shows what the evaluation gives a search
// that only two players allow.
func TestArenaAlphaBeta(t *testing.T) {
	if *arenaGames == 0 {
		t.Skip("run with -arena N")
	}
	ab := ai.Player{Name: "alpha-beta 150 ms", New: func(seed uint64) (ai.Bot, error) {
		return &ai.AlphaBeta{Time: 150 * time.Millisecond, Seed: seed}, nil
	}}
	for _, b := range []ai.Player{
		{Name: "random", New: func(seed uint64) (ai.Bot, error) { return ai.NewRandom(seed), nil }},
		{Name: "greedy", New: func(seed uint64) (ai.Bot, error) { return ai.NewGreedy(seed), nil }},
	} {
		r, err := ai.Match(context.Background(), ai.MatchConfig{Game: empire.Game{}, Options: rules.Options{}, A: ab, B: b, Games: *arenaGames, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s vs %s: %v", ab.Name, b.Name, r)
	}
}

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

// TestArenaAlphaBeta measures alpha-beta on Evaluate, the levels' search
// at two players, at a short budget against random and greedy players,
// when asked with -arena N.
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
		r, err := ai.Match(context.Background(), ai.MatchConfig{Game: empire.Game, Options: rules.Options{}, A: ab, B: b, Games: *arenaGames, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s vs %s: %v", ab.Name, b.Name, r)
	}
}

// TestArenaTeams plays team games in which the strongest level (at 1000
// simulations) holds both seats of one team and the greedy baseline the
// other two, the teams swapping sides each game, when asked with -arena
// N.
func TestArenaTeams(t *testing.T) {
	if *arenaGames == 0 {
		t.Skip("run with -arena N")
	}
	levels := empire.Game.Levels()
	strong := levels[len(levels)-1]
	strong.Millis, strong.Iterations = 0, 1000
	wins, draws := 0, 0
	for i := 0; i < *arenaGames; i++ {
		s, err := empire.Game.New(rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: rules.VariantTeams})
		if err != nil {
			t.Fatal(err)
		}
		team := i % 2
		bots := make([]ai.Bot, 4)
		for seat := range bots {
			seed := uint64(i*4 + seat + 1)
			if seat/2 == team {
				bots[seat], err = ai.FromLevel(strong, seed)
			} else {
				bots[seat] = ai.NewGreedy(seed)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		for !s.Over() {
			m, _, err := bots[s.ToMove()].Move(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			s.Apply(m)
		}
		switch r := s.Results()[2*team]; {
		case r == 0.5:
			wins++
		case r > 0:
			draws++
		}
	}
	t.Logf("both seats of a team at 1000 simulations vs greedy: %d games, %d wins, %d draws, %d losses", *arenaGames, wins, draws, *arenaGames-wins-draws)
}

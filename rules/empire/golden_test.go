package empire

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden), games
// of the strongest level against the greedy baseline: each way to win at
// two players, in teams, at three and at four, and a draw by repetition.
// Each file is named after how its game ends, then the players.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game, rulestest.Ends(func(s rules.State) Ending { return s.(*State).Ending() }))
}

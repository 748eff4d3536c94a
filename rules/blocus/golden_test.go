package blocus

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): two
// games of the strongest level against the greedy player, won by each
// side's king leaving, and a draw by the third repetition. Each file is
// named after how its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game, rulestest.Ends(func(s rules.State) Ending { return s.(*State).Ending() }))
}

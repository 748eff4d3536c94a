package alignement

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): a line
// made while placing and one while moving, a side whose forced kind is
// walled in, a draw by the third repetition. Each file is named after how
// its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game, rulestest.Ends(func(s rules.State) Ending { return s.(*State).Ending() }))
}

package blocus

import (
	"testing"

	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): two
// games of the strongest level against the greedy player, won by each
// side's king leaving, and a draw by the third repetition. Each file is
// named after how its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, func(t *testing.T, g rulestest.GoldenGame) {
		if got, want := string(g.End.(*State).Ending()), g.Ending(); got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	})
}

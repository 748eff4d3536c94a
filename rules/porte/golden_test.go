package porte

import (
	"testing"

	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): greedy
// games at two and three players and in teams at four (1-1-0-0, both
// partners having entered their eight), won by entering, with pieces
// entered on doors just freed and moves off doors.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, func(t *testing.T, g rulestest.GoldenGame) {
		if got, want := g.End.(*State).Ending(), Entered; got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	})
}

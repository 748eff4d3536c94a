package porte

import (
	"flag"
	"path/filepath"
	"testing"

	"impasse/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

// TestGoldenGames replays every recorded game (rulestest.Golden): greedy
// games at two and three players and in teams at four (1-1-0-0, both
// partners having entered their eight), won by entering, with pieces
// entered on doors just freed and moves off doors.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, filepath.Join("testdata", "golden"), *update, func(t *testing.T, g rulestest.GoldenGame) {
		if got, want := g.End.(*State).Ending(), Entered; got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	})
}

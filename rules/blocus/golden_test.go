package blocus

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

// TestGoldenGames replays every recorded game (rulestest.Golden): two
// games of the strongest level against the greedy player, won by each
// side's king leaving, and a draw by the third repetition. Each file is
// named after how its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, filepath.Join("testdata", "golden"), *update, func(t *testing.T, g rulestest.GoldenGame) {
		name := filepath.Base(t.Name())
		want, _, _ := strings.Cut(strings.TrimSuffix(name, ".txt"), "-")
		if got := string(g.End.(*State).Ending()); got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	})
}

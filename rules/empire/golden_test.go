package empire

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

// TestGoldenGames replays every recorded game (rulestest.Golden), games
// of the strongest level against the greedy baseline: each way to win at
// two players, in teams, at three and at four, and a draw by repetition.
// Each file is named after how its game ends, then the players.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, filepath.Join("testdata", "golden"), *update, func(t *testing.T, g rulestest.GoldenGame) {
		want, _, _ := strings.Cut(filepath.Base(t.Name()), "-")
		if got := string(g.End.(*State).Ending()); got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	})
}

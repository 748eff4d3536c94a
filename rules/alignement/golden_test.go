package alignement

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

// TestGoldenGames replays every recorded game (rulestest.Golden): a line
// made while placing and one while moving, a side whose forced kind is
// walled in, a draw by the third repetition. Each file is named after how
// its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, filepath.Join("testdata", "golden"), *update, func(t *testing.T, g rulestest.GoldenGame) {
		name := filepath.Base(t.Name())
		want, _, _ := strings.Cut(name, "-")
		want = strings.TrimSuffix(want, ".txt")
		if got := string(g.End.(*State).Ending()); got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	})
}

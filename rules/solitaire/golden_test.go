package solitaire

import (
	"flag"
	"path/filepath"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

// TestGoldenGames replays every recorded game (rulestest.Golden): each
// ends as its Result says (the pieces left), and its record written again
// is the same text.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, filepath.Join("testdata", "golden"), *update, func(t *testing.T, g rulestest.GoldenGame) {
		if err := g.Record.CheckResult(g.End); err != nil {
			t.Error(err)
		}
		start, err := Game{}.New(g.Record.Options())
		if err != nil {
			t.Fatal(err)
		}
		if got, want := rules.NewRecord(Game{}, start, g.Moves, rules.Tag{Name: "Event", Value: g.Record.Tag("Event")}).String(), g.Text; got != want {
			t.Errorf("the record written again differs:\n%s\nwant\n%s", got, want)
		}
	})
}

package solitaire

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): each
// ends as its Result says (the pieces left), and its record written again
// is the same text.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, func(t *testing.T, g rulestest.GoldenGame) {
		if err := g.Record.CheckResult(g.End); err != nil {
			t.Error(err)
		}
		if got, want := g.Written(rules.Tag{Name: "Event", Value: g.Record.Tag("Event")}), g.Text; got != want {
			t.Errorf("the record written again differs:\n%s\nwant\n%s", got, want)
		}
	})
}

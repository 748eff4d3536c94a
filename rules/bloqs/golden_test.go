package bloqs

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden) and
// also checks its scores by the reference implementation and that the
// record written again is the same text.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, func(t *testing.T, g rulestest.GoldenGame) {
		st := g.End.(*State)
		rf := newReference(st.Board(), st.Players())
		for _, m := range g.Moves {
			rf.apply(m)
		}
		if got, want := rules.ScoresString(rf.scores), g.Record.Tag(rules.TagScores); got != want {
			t.Errorf("the reference scores %v, want %v", got, want)
		}
		if got, want := g.Written(), g.Text; got != want {
			t.Errorf("the record written again differs:\n%s\nwant\n%s", got, want)
		}
	})
}

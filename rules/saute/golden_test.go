package saute

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): two and
// three players reaching home, a team game (1-1-0-0), the expert goal
// reached, and an expert game where both players ended with a triangle
// misplaced and passed until the position came back a third time. Each file is named after
// how its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, rulestest.Ends(func(s rules.State) Ending { return s.(*State).Ending() }))
}

package porte

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// TestGoldenGames replays every recorded game (rulestest.Golden): greedy
// games at two and three players and in teams at four (1-1-0-0, both
// partners having entered their eight), won by entering, with pieces
// entered on doors just freed and moves off doors. Each file is named
// after how its game ends.
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game, rulestest.Ends(func(s rules.State) Ending { return s.(*State).Ending() }))
}

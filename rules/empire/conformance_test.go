package empire

import (
	"testing"

	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game, rulestest.Config{
		Options:   rulestest.Setups(t, Game),
		Games:     12,
		DeepEvery: 7,
	})
}

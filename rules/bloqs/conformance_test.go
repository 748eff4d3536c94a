package bloqs

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	var opts []rules.Options
	for _, players := range []string{"2", "3", "4"} {
		for _, variant := range []string{"standard", "quick"} {
			opts = append(opts, rules.Options{rules.KeyPlayers: players, rules.KeyVariant: variant})
		}
	}
	rulestest.Check(t, Game{}, rulestest.Config{Options: opts, Games: 6, DeepEvery: 5})
}

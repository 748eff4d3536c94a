package empire

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game{}, rulestest.Config{
		Options: []rules.Options{
			{rules.KeyPlayers: "2"},
			{rules.KeyPlayers: "3"},
			{rules.KeyPlayers: "4"},
			{rules.KeyPlayers: "4", rules.KeyVariant: rules.VariantTeams},
		},
		Games:     12,
		DeepEvery: 7,
	})
}

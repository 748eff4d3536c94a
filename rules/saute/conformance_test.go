package saute

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game{}, rulestest.Config{Games: 10, DeepEvery: 3, Options: []rules.Options{
		{},
		{rules.KeyPlayers: "3"},
		{rules.KeyPlayers: "4"},
		{rules.KeyPlayers: "4", rules.KeyVariant: VariantTeams},
		{rules.KeyVariant: VariantExpert},
		{rules.KeyPlayers: "4", rules.KeyVariant: VariantTeamsExpert},
	}})
}

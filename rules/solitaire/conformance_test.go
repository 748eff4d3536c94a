package solitaire

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game{}, rulestest.Config{Options: []rules.Options{
		{},
		{rules.KeyVariant: VariantRandom, rules.KeySeed: "3"},
		{rules.KeyVariant: VariantRandom, KeySetup: "RRRRRRRRRBBBBBBBBBYYYYYYYYYGGGGGGGGG"},
	}})
}

package blockade

import (
	"testing"

	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Blockade{}, rulestest.Config{Games: 10, DeepEvery: 7})
	rulestest.Check(t, CulDeSac{}, rulestest.Config{Games: 10, DeepEvery: 7, Seed: 1})
}

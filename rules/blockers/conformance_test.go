package blockers

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	var opts []rules.Options
	for _, n := range []string{"2", "3", "4", "5"} {
		opts = append(opts, rules.Options{rules.KeyPlayers: n, rules.KeySeed: "7"})
	}
	rulestest.Check(t, Base{}, rulestest.Config{Options: opts, Games: 6, DeepEvery: 5})
	rulestest.Check(t, Base{}, rulestest.Config{Games: 4, DeepEvery: 9, Seed: 1})
	rulestest.Check(t, Expert{}, rulestest.Config{Games: 10, DeepEvery: 3, Seed: 2})
}

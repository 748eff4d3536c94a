package porte

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game, rulestest.Config{
		Options:   rulestest.Setups(t, Game),
		Games:     8,
		DeepEvery: 7,
	})
}

// Team play is for four players only; unknown variants are refused.
func TestOptions(t *testing.T) {
	for _, tc := range []struct {
		opts rules.Options
		ok   bool
	}{
		{rules.Options{}, true},
		{rules.Options{rules.KeyPlayers: "3"}, true},
		{rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: "teams"}, true},
		{rules.Options{rules.KeyPlayers: "2", rules.KeyVariant: "teams"}, false},
		{rules.Options{rules.KeyPlayers: "3", rules.KeyVariant: "teams"}, false},
		{rules.Options{rules.KeyPlayers: "5"}, false},
		{rules.Options{rules.KeyVariant: "expert"}, false},
	} {
		s, err := Game.New(tc.opts)
		if (err == nil) != tc.ok {
			t.Errorf("New(%v): got error %v, want ok %v", tc.opts, err, tc.ok)
			continue
		}
		if err == nil && (rules.TeamsOf(s) != nil) != (tc.opts[rules.KeyVariant] == "teams") {
			t.Errorf("New(%v): got teams %v", tc.opts, rules.TeamsOf(s))
		}
	}
}

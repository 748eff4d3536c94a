package buchholz_test

import (
	"testing"

	"impasse/rules"
	"impasse/rules/alignement"
	"impasse/rules/blocus"
	"impasse/rules/empire"
	"impasse/rules/porte"
)

// The games of two to four players (TeamedGame) take teams only at four
// and refuse a variant of another name; the two-player ones (DuelGame)
// take two players only and pass over a variant, which they do not know.
func TestGameOptions(t *testing.T) {
	for _, g := range []rules.Game{empire.Game, porte.Game, blocus.Game, alignement.Game} {
		teamed := g.Info().MaxPlayers == 4
		for _, tc := range []struct {
			opts          rules.Options
			teamed, duels bool // whether a teamed game and a duel take opts
		}{
			{rules.Options{}, true, true},
			{rules.Options{rules.KeyPlayers: "2"}, true, true},
			{rules.Options{rules.KeyPlayers: "3"}, true, false},
			{rules.Options{rules.KeyPlayers: "4"}, true, false},
			{rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: rules.VariantTeams}, true, false},
			{rules.Options{rules.KeyPlayers: "2", rules.KeyVariant: rules.VariantTeams}, false, true},
			{rules.Options{rules.KeyPlayers: "3", rules.KeyVariant: rules.VariantTeams}, false, false},
			{rules.Options{rules.KeyPlayers: "5"}, false, false},
			{rules.Options{rules.KeyVariant: "expert"}, false, true},
		} {
			ok := tc.duels
			if teamed {
				ok = tc.teamed
			}
			s, err := g.New(tc.opts)
			if (err == nil) != ok {
				t.Errorf("%s: New(%v): got error %v, want ok %v", g.Info().ID, tc.opts, err, ok)
				continue
			}
			if err != nil {
				continue
			}
			if got, want := s.Players(), tc.opts.Get(rules.KeyPlayers, "2"); got != int(want[0]-'0') {
				t.Errorf("%s: New(%v): got %d players, want %s", g.Info().ID, tc.opts, got, want)
			}
			if got, want := rules.TeamsOf(s) != nil, teamed && tc.opts[rules.KeyVariant] == rules.VariantTeams; got != want {
				t.Errorf("%s: New(%v): got teams %v, want %v", g.Info().ID, tc.opts, rules.TeamsOf(s), want)
			}
		}
		if got := len(g.Options()) > 0; got != teamed {
			t.Errorf("%s: got options %v, want some %v", g.Info().ID, g.Options(), teamed)
		}
	}
}

// A duel is for two players exactly, a teamed game for two to four: the
// constructor says so in the game's Info.
func TestGamePlayers(t *testing.T) {
	for _, c := range []struct {
		game     rules.Game
		min, max int
	}{{blocus.Game, 2, 2}, {alignement.Game, 2, 2}, {empire.Game, 2, 4}, {porte.Game, 2, 4}} {
		if info := c.game.Info(); info.MinPlayers != c.min || info.MaxPlayers != c.max {
			t.Errorf("%s: got %d to %d players, want %d to %d", info.ID, info.MinPlayers, info.MaxPlayers, c.min, c.max)
		}
	}
}

// Every game's record says its number of players, a duel's too ("Tags:
// … [Players "N"]"); a duel's link leaves it out, as New fills it in, and
// a setup without it starts the same game.
func TestPlayersTag(t *testing.T) {
	for _, g := range []rules.Game{blocus.Game, alignement.Game, empire.Game, porte.Game} {
		s, err := g.New(rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		rec := rules.NewRecord(g, s, nil)
		if got := rec.Tag(rules.KeyPlayers); got != "2" {
			t.Errorf("%s: got Players tag %q, want \"2\"", g.Info().ID, got)
		}
		link, err := rules.EncodeLink(g, rules.Link{Setup: s.Setup()})
		if err != nil {
			t.Fatal(err)
		}
		bare, err := rules.EncodeLink(g, rules.Link{Setup: rules.Options{}})
		if err != nil {
			t.Fatal(err)
		}
		if link != bare {
			t.Errorf("%s: got link %q, want %q, as with no setup", g.Info().ID, link, bare)
		}
		if !rules.SameSetup(g, s.Setup(), rules.Options{}) {
			t.Errorf("%s: setup %v does not start the same game as none", g.Info().ID, s.Setup())
		}
	}
}

package blockers

import (
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser in positions of
// both games: it never panics, never changes the position, and what it
// accepts is legal and written back to the same move.
func FuzzParseMove(f *testing.F) {
	texts := []string{"7@C7", "moon@G2", "wild@E5", "pass", "PASS", "yellow:7@C7", "red:wild@A1",
		"c@c3", "7@", "@C7", ":", "red:", "7@C7@C7", "moon@g2 ", "7@C10", "blue:club@I9", "é@C7", "1@A1"}
	positions := []rules.State{
		midgame(false, 2, 0, 1), midgame(false, 3, 20, 2), midgame(false, 4, 60, 3), midgame(false, 5, 100, 4),
		midgame(true, 2, 0, 5), midgame(true, 2, 50, 6), position(f, pos{players: 4, tiles: blockedTiles, racks: map[int]string{Red: "1 9 A I circle"}}),
	}
	for _, s := range positions[:6] {
		positions = append(positions, s.(*State).View(s.ToMove()))
	}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzSetup feeds arbitrary tag values to New: it never panics, and a
// setup it accepts is a consistent game whose Setup recreates it.
func FuzzSetup(f *testing.F) {
	good := midgame(false, 3, 0, 1).Setup()
	f.Add(good[PileTag(Red)], good[PileTag(Blue)], good[PileTag(Yellow)], "blue", "3", "0", false)
	f.Add(good[PileTag(Red)], "", "", "", "3", "", false)
	f.Add("7 C moon", "wild wild", "", "purple", "2", "18446744073709551615", true)
	f.Add(strings.Repeat("1 ", 28), "", "", "", "", "-5", false)
	f.Add("", "", "", "green", "2", "12", true)
	f.Fuzz(func(t *testing.T, red, blue, yellow, first, players, seed string, expert bool) {
		opts := rules.Options{PileTag(Red): red, PileTag(Blue): blue, PileTag(Yellow): yellow,
			TagFirst: first, rules.KeyPlayers: players, rules.KeySeed: seed}
		var g rules.Game = Base{}
		if expert {
			g = Expert{}
		}
		st, err := g.New(opts)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("New(%v): empty error", opts)
			}
			return
		}
		s := st.(*State)
		for c := 0; c < int(s.colours); c++ {
			seen := s.rack[c]
			for _, k := range s.pile[c][RackSize:] {
				if k < 0 || k >= NumKinds || seen&(1<<uint(k)) != 0 {
					t.Fatalf("New(%v): %s's pile is not 28 different tiles", opts, ColourNames[c])
				}
				seen |= 1 << uint(k)
			}
			if seen != allKinds {
				t.Fatalf("New(%v): %s's tiles are not all there", opts, ColourNames[c])
			}
		}
		again, err := g.New(s.Setup())
		if err != nil || again.String() != s.String() || again.Hash() != s.Hash() {
			t.Fatalf("New(Setup()) = %v, differs from New(%v)", err, opts)
		}
		if len(s.Legal(nil)) == 0 {
			t.Fatalf("New(%v): no legal move at the start", opts)
		}
	})
}

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Base{}, Expert{}) }

// FuzzReplay: see rulestest.FuzzReplayEach.
func FuzzReplay(f *testing.F) {
	rulestest.FuzzReplayEach(f, []rules.Game{Base{}, Expert{}}, "1. pass 2. pass")
}

package blockade

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser in a few
// positions of both games: it never panics, never changes the position,
// and what it accepts is legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"d4-d6/e5h", "d4-d6", "/e5h", "pass", "PASS", "h4-g5/j13v", "d4-d5/a1h",
		"d4-d6/", "-", "/", "d4-", "-d6", "a1-a3/a1v", "k14-k12/j13h", "d4-d6/e5h/e5h", "d04-d6", "d4-d6/e05h", "é4-d6"}
	positions := []rules.State{NewState(false), NewState(true), midgame(false, 9, 1), midgame(true, 17, 2), midgame(false, 40, 3), midgame(true, 60, 4),
		// Walls alone, a pass, a winning move.
		position(f, pos{white: []string{"a1", "b1"}, black: []string{"c1", "d1"}, walls: serpentine(), hand: [2][2]int{{0, 9}, {9, 9}}}),
		position(f, pos{culdesac: true, white: []string{"a1", "b1"}, black: []string{"c1", "d1"}, walls: serpentine(), hand: [2][2]int{{1, 0}, {9, 9}}}),
		position(f, pos{white: []string{"d9", "h4"}, black: []string{"d11", "h11"}, hand: full}),
	}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Blockade{}, CulDeSac{}) }

// FuzzReplay: see rulestest.FuzzReplayEach.
func FuzzReplay(f *testing.F) {
	rulestest.FuzzReplayEach(f, []rules.Game{Blockade{}, CulDeSac{}}, "1. d4-d6/e5h 2. d4-d6/e5h")
}

package saute

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser at the start,
// where Blue has a bonus to take, in the middle of a game and where a
// seat must pass: it never panics, never changes the position, and what
// it accepts is legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"C4-D4", "c4-d4", "C7-D7-E7", "C7-D7", "A5-C5-D5-F5", "pass", "PASS", "C4-D4-", "-D4", "C4", "C4-C4",
		"C4-E4", "C4-D4-E4", "L4-M4", "C04-D4", "C+4-D4", "C4-D4-E4-F4-G4-H4-I4-J4-K4-L4-L4-L4", "C4—D4", "C4-Ｄ4", " C4-D4"}
	var positions []rules.State
	s := NewState(2, false, false)
	positions = append(positions, s.Clone())
	for i, text := range []string{"C4-D4", "C7-D7-E7", "B5-D5", "B8-D8", "D4-E4"} {
		if _, err := rules.Play(s, text); err != nil {
			f.Fatal(err)
		}
		if i == 0 || i == 4 {
			positions = append(positions, s.Clone())
		}
	}
	// Red, expert, has all nine home with a triangle misplaced: it passes.
	stuck, err := fromDiagram(2, VariantExpert, 0, "8 b B b\n6 . . . . . . . . . r R r\n5 . . . . . . . . . r R r\n4 . . . . . . . . . R r r")
	if err != nil {
		f.Fatal(err)
	}
	positions = append(positions, stuck)
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, Game{}) }

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game{}) }

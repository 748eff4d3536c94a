package blocus

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser at the start,
// while placing, while moving and where a king can leave: it never
// panics, never changes the position, and what it accepts is legal and
// written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"@E5", "@e5", "@A1", "@B2", "@D1", "E5-E9", "A7-A8", "a7-a8", "E2-E7-H7-H12", "E2-E12", "E11-E1",
		"pass", "@", "@E", "E5-", "-E9", "@E5-E9", "E5--E9", "E2-E7-H7-H12-", "@E05", "@E+5", "@M5", " @E5", "@Ｅ5", "PASS"}
	start := NewState()
	placing := NewState()
	if _, err := rules.Play(placing, "@E7"); err != nil {
		f.Fatal(err)
	}
	moving := position(f, sideGuards, 0)
	leaving := position(f, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . . . G . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . G . . . . .
		. . . . . . . G . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	positions := []rules.State{start, placing, moving, leaving}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, Game) }

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game) }

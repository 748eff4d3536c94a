package alignement

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser at the start, in
// the placing phase, at the cylinder's first move and in the moving
// phase: it never panics, never changes the position, and what it
// accepts is legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"S@B2", "s@b2", "T@E2", "C@K11", "B2-B5", "b2-b5", "K11-H8", "S@A1", "S@B3", "S@B", "@B2", "S@", "B2-", "-B5",
		"B2-B2", "S@B02", "S@B+2", "S@L12", "S@M2", "SS@B2", "S@B2@", "B2-B5-B8", "H5-K8", " S@B2", "S@Ｂ2"}
	var positions []rules.State
	s := NewState()
	for i, m := range opening {
		if i%3 == 0 || i == 8 {
			positions = append(positions, s.Clone())
		}
		rulestest.PlayMoves(f, s, m)
	}
	positions = append(positions, s)
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, Game) }

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game) }

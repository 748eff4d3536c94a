package porte

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser at the start of
// two- and four-player games, where a move enters, and where a door must
// be left: it never panics, never changes the position, and what it
// accepts is legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"A1-A7", "a1-a7", "D1-D7+T", "D1-D7+S", "D1-D7+C", "D1-D7+", "D1-D7+TS", "E5-E6", "E5-D5",
		"B1-B2", "B1-B3", "A1-C3", "pass", "PASS", "A1", "-A7", "A1-", "A1-A7-A9", "A01-A7", "M1-M2", "A1-A13", " A1-A7", "A1—A7"}
	positions := []rules.State{
		NewState(2, false),
		NewState(4, true),
		entryPosition(),
		doorPosition(),
	}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// entryPosition is a position where Red's cylinder D1 enters with D1-D7,
// between Blue's triangle on K7 and square on D11.
func entryPosition() *State {
	s := NewState(2, false)
	for _, m := range []string{"A1-D1", "K12-K7", "B1-C1", "L11-D11"} {
		if _, err := rules.Play(s, m); err != nil {
			panic(err)
		}
	}
	return s
}

// doorPosition is a position where Red must move its triangle off the
// door E8, with Blue's triangle and square beside it.
func doorPosition() *State {
	s := entryPosition()
	for _, m := range []string{"D1-D7+T", "K7-F7", "C1-C2", "D11-D9"} {
		if _, err := rules.Play(s, m); err != nil {
			panic(err)
		}
	}
	return s
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, Game) }

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game) }

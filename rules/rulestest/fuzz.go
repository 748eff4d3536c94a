package rulestest

import (
	"testing"

	"impasse/rules"
)

// FuzzParseMove is a game's move-parser fuzz target: it seeds the corpus
// with every text in each of the positions, then runs ParseMove on the
// text the fuzzer makes in the position its number chooses.
//
//	func FuzzParseMove(f *testing.F) {
//		rulestest.FuzzParseMove(f, []string{"e4", "E4", "e9"}, start, middle)
//	}
func FuzzParseMove(f *testing.F, texts []string, positions ...rules.State) {
	if len(texts) == 0 || len(positions) == 0 {
		f.Fatalf("FuzzParseMove: got %d texts and %d positions, want some of each", len(texts), len(positions))
	}
	for _, text := range texts {
		for pos := range positions {
			f.Add(text, uint8(pos))
		}
	}
	f.Fuzz(func(t *testing.T, text string, pos uint8) {
		ParseMove(t, positions[int(pos)%len(positions)], text)
	})
}

// FuzzReplay is a game's record fuzz target: it seeds the corpus with
// records, then runs Replay on the text the fuzzer makes.
//
//	func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, mygame.Game{}, "1. e4") }
func FuzzReplay(f *testing.F, g rules.Game, records ...string) {
	if len(records) == 0 {
		f.Fatal("FuzzReplay: no record to seed the corpus with")
	}
	for _, text := range records {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) { Replay(t, g, text) })
}

// FuzzReplayEach is the record fuzz target of a package of several games
// (a game and its variant): it seeds the corpus with two records of each
// game (Records) and with records of the first, then runs Replay on the
// text the fuzzer makes with the game its number chooses.
//
//	func FuzzReplay(f *testing.F) {
//		rulestest.FuzzReplayEach(f, []rules.Game{Base{}, Expert{}}, "1. pass")
//	}
func FuzzReplayEach(f *testing.F, games []rules.Game, records ...string) {
	if len(games) == 0 {
		f.Fatal("FuzzReplayEach: no game to replay")
	}
	for i, g := range games {
		for _, text := range Records(g, 2) {
			f.Add(uint8(i), text)
		}
	}
	for _, text := range records {
		f.Add(uint8(0), text)
	}
	f.Fuzz(func(t *testing.T, game uint8, text string) {
		Replay(t, games[int(game)%len(games)], text)
	})
}

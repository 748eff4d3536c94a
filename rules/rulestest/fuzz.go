package rulestest

import (
	"os"
	"slices"
	"strconv"
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
// the package's golden games (the files Golden replays), two random games
// (Records), each of these broken twice (for a player too many; with its
// first move played again) and records, the game's own cases, then runs
// Replay on the text the fuzzer makes.
//
//	func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, mygame.Game{}) }
func FuzzReplay(f *testing.F, g rules.Game, records ...string) {
	files, err := goldenFiles()
	if err != nil {
		f.Fatal(err)
	}
	seeds := Records(g, 2)
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(data))
	}
	for _, text := range seeds {
		f.Add(text)
		for _, b := range broken(g, text) {
			f.Add(b)
		}
	}
	for _, text := range records {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) { Replay(t, g, text) })
}

// broken returns text, a record of g, made wrong in two ways a game
// refuses: for one player more than g takes, and with its first move
// played again, without a result. It returns nil for text that is no
// record or has no move.
func broken(g rules.Game, text string) []string {
	rec, err := rules.ParseRecord(text)
	if err != nil || len(rec.Moves) == 0 {
		return nil
	}
	crowded := rules.Record{Tags: slices.Clone(rec.Tags), Moves: rec.Moves}
	crowded.SetTag(rules.KeyPlayers, strconv.Itoa(g.Info().MaxPlayers+1))
	again := rules.Record{
		Tags:  slices.DeleteFunc(slices.Clone(rec.Tags), func(t rules.Tag) bool { return t.Name == rules.TagResult }),
		Moves: []string{rec.Moves[0], rec.Moves[0]},
	}
	return []string{crowded.String(), again.String()}
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

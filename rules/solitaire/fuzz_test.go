package solitaire

import (
	"math/rand/v2"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after n random moves from the deal of seed.
func midgame(seed uint64, n int) *State {
	s, _ := NewState(Shuffle(seed), true)
	rng := rand.New(rand.NewPCG(seed, 1))
	var buf []rules.Move
	for i := 0; i < n && !s.Over(); i++ {
		buf = s.Legal(buf)
		s.Apply(buf[rng.IntN(len(buf))])
	}
	return s
}

// FuzzParseMove feeds arbitrary text to the move parser in a few
// positions: no panic, no change to the position, and what it accepts is
// legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"F7-F3", "f5-j5", " F5-F10 ", "F5-C5", "A1-A3", "L12-L10", "F7-F", "F7F3", "F7-G8", "F07-F03", "F7--F3", "-", "F7-F3-F1"}
	start, _ := NewState(Standard, false)
	positions := []rules.State{start, midgame(1, 3), midgame(2, 8), midgame(3, 20)}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzSetup feeds arbitrary Setup tags to the random variant: a Setup is
// accepted only when it is 36 letters R B Y G, nine of each, and then it
// is the deal on the board and the Setup written back.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{Standard, Shuffle(1), "", "RBYG", Standard + "R", Standard[1:] + "X", "rbyg", "ÉBGYRYBGBRYRGBGYRYRYRBGBYRYGBGRYRBG"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, setup string) {
		if setup == "" {
			return // no Setup: the Seed deals
		}
		s, err := Game{}.New(rules.Options{rules.KeyVariant: VariantRandom, KeySetup: setup})
		_, perr := ParseSetup(setup)
		if (err == nil) != (perr == nil) {
			t.Fatalf("New: %v, ParseSetup: %v, want both or neither to fail", err, perr)
		}
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if len(setup) != 36 {
			t.Fatalf("accepted a Setup of %d bytes", len(setup))
		}
		if got := s.Setup()[KeySetup]; got != setup {
			t.Fatalf("Setup(): got %q, want %q", got, setup)
		}
		if got := s.(*State).Left(); got != 36 {
			t.Fatalf("got %d pieces, want 36", got)
		}
	})
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) {
	rulestest.FuzzReplay(f, Game{},
		"[Game \"solitaire\"]\n[Variant \"random\"]\n[Setup \""+Shuffle(4)+"\"]\n\n1. F5-F3 *\n",
		"[Variant \"random\"]\n[Seed \"9\"]\n1. D9-D7",
		"[Variant \"random\"]\n[Setup \"RBYG\"]\n",
	)
}

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game{}) }

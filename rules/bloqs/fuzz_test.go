package bloqs

import (
	"math/rand/v2"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after n playout moves from the start.
func midgame(b *Board, players, n int, seed uint64) *State {
	return rulestest.Midgame(NewState(b, players), n, rand.New(rand.NewPCG(seed, 0)))
}

// FuzzParseMove feeds arbitrary text to the move parser in a few
// positions of both boards: it never panics, never changes the position,
// and what it accepts is legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"2x3@7,9", "3X2@1,1", "4x3@13,4", " 2x4@6,16 ", "2x3@0,0", "2x3@99,99", "5x1@3,3",
		"2x3@7", "2x3 @7,9", "x@,", "2x3@+7,9", "2x3@-1,9", "02x3@7,9", "2x3@07,09", "2x3@7,9,1", "2x3@7,9@", "ⅱx3@7,9"}
	positions := []rules.State{NewState(Standard, 2), NewState(Quick, 3), midgame(Standard, 4, 10, 1), midgame(Quick, 2, 8, 2),
		midgame(Standard, 3, 30, 3), midgame(Quick, 4, 40, 4)}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzNewBoard feeds arbitrary pictures to the board reader: it never
// panics, and a board it accepts fits its frame and plays by the rules
// (a random game to the end, the moves checked by Check).
func FuzzNewBoard(f *testing.F) {
	for _, s := range []string{standardPicture, quickPicture, strings.Repeat("#####\n", 5), "##\n#", "#x\n##", "", "\n\n", strings.Repeat("#", 33),
		".#.\n###\n.#.", strings.Repeat("#", 32) + "\n" + strings.Repeat("#", 32)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, picture string) {
		b, err := NewBoard("fuzz", picture)
		if err != nil {
			return
		}
		if b.Cols > MaxSide || b.Rows > MaxSide || b.Size() > b.Cols*b.Rows {
			t.Fatalf("board %d × %d with %d squares", b.Cols, b.Rows, b.Size())
		}
		rng := rand.New(rand.NewPCG(1, 1))
		s := NewState(b, 2)
		for !s.Over() {
			legal := s.Legal(nil)
			m := legal[rng.IntN(len(legal))]
			if err := s.Check(m); err != nil {
				t.Fatalf("Legal lists %s, which Check refuses: %v", s.MoveString(m), err)
			}
			s.Apply(m)
		}
	})
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, Game{}) }

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game{}) }

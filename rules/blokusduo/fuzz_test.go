package blokusduo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser in a few
// positions: it never panics, and what it accepts is legal and written
// back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"e10", "e10,e11,e12,f12,g12", "pass", "PASS", "j5,j6", "n14", "a1,a2,a3,a4,a5", "e10,,e11", "e10,e10", "z99", ",", "e1O"}
	positions := []rules.State{NewState(), midgame(4, 1), midgame(12, 2), midgame(40, 3)}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzParseSGF: the SGF reader never panics; whatever it reads either
// replays or fails with a move error, and a game that replays goes
// through WriteSGF and back unchanged.
func FuzzParseSGF(f *testing.F) {
	f.Add("(;FF[4]GM[Blokus Duo];B[f9,e10,f10,g10,f11];W[j4,i5,j5,k5,j6])")
	f.Add("(;GM[Blokus Duo]PB[a\\]b];B[e10](;W[j5])(;W[i5]))")
	f.Add("(;GM[Blokus Duo];B[];W[j5])")
	f.Add("((;))")
	rng := rand.New(rand.NewPCG(1, 1))
	s := NewState()
	var moves []rules.Move
	for i := 0; i < 12; i++ {
		m := s.PlayoutMove(rng)
		moves = append(moves, m)
		s.Apply(m)
	}
	if text, err := WriteSGF(rules.NewRecord(Game{}, NewState(), moves)); err == nil {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := ParseSGF(text)
		if err != nil {
			return
		}
		_, _, err = rules.Replay(Game{}, rec)
		if err != nil {
			return
		}
		out, err := WriteSGF(rec)
		if err != nil {
			t.Fatalf("WriteSGF of a good game: %v", err)
		}
		back, err := ParseSGF(out)
		if err != nil {
			t.Fatalf("ParseSGF(WriteSGF) = %v\n%s", err, out)
		}
		if strings.Join(back.Moves, " ") != strings.Join(normalise(t, rec), " ") {
			t.Fatalf("moves changed through WriteSGF:\n%v\n%v", back.Moves, rec.Moves)
		}
	})
}

// normalise returns the record's moves as the game writes them.
func normalise(t *testing.T, rec *rules.Record) []string {
	_, moves, err := rules.Replay(Game{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewRecord(Game{}, NewState(), moves).Moves
}

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game{}) }

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) {
	rulestest.FuzzReplay(f, Game{}, "[Game \"blokusduo\"]\n\n1. e10 2. j5 3. pass *\n")
}

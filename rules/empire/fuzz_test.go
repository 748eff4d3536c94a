package empire

import (
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser at the start of
// a two-player game, of a team game, and in a position with captures:
// it never panics, never changes the position, and what it accepts is
// legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	texts := []string{"B2-B4", "b2-b4", "B2xB4", "A6xD6", "a6xd6", "A6XD6", "A6-D6", "A6xC6", "pass", "PASS", "B2-C3", "B2-B2",
		"B2-", "-B4", "B2x", "B2-B4-B6", "B2xB4x", "B02-B4", "B2-B+4", "M2-B4", " B2-B4", "B2–B4", "K11-K10"}
	positions := []rules.State{
		NewState(2, false),
		NewState(4, true),
		func() *State {
			s := NewState(2, false)
			for sq := range s.board {
				if s.board[sq] != empty {
					s.lift(buchholz.Square(sq))
				}
			}
			s.put(buchholz.Sq(0, 5), pieceCell(0, Cavalry))
			for c := 1; c < 7; c++ {
				s.put(buchholz.Sq(c, 5), pieceCell(1, Archer))
			}
			s.put(buchholz.Sq(11, 0), pieceCell(0, Commander))
			s.put(buchholz.Sq(11, 11), pieceCell(1, Commander))
			return s
		}(),
	}
	rulestest.FuzzParseMove(f, texts, positions...)
}

// FuzzReplay: see rulestest.FuzzReplay.
func FuzzReplay(f *testing.F) { rulestest.FuzzReplay(f, Game) }

// FuzzPlay: see rulestest.FuzzPlay.
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game) }

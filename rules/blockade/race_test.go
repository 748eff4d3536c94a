package blockade

import (
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
)

// The race's answers along random games of both variants: WinningMoves
// are exactly the legal moves after which the mover has won, and
// MovesToWin is a lower bound on the moves a seat needs: no move of its
// own takes it down by more than one, no move of the other's takes it
// down at all, and it is 0 only once the seat has won. The games are
// the playout policy's, which races its pawns to the goals.
func TestRace(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		rng := rand.New(rand.NewPCG(3, 4))
		wins := 0
		for game := range 2 {
			s := NewState(culdesac)
			for !s.Over() {
				p := s.ToMove()
				legal := s.Legal(nil)
				var want []rules.Move
				for _, m := range legal {
					after := s.Clone()
					after.Apply(m)
					if after.(*State).Winner() == p {
						want = append(want, m)
					}
					for seat := range 2 {
						before, got := s.MovesToWin(seat), after.(*State).MovesToWin(seat)
						drop := 0
						if seat == p {
							drop = 1
						}
						if got < before-drop {
							t.Fatalf("game %d, %s by %s: MovesToWin(%d) from %d to %d\n%s", game, s.MoveString(m), SeatNames[p], seat, before, got, s)
						}
						if (got == 0) != (after.(*State).Winner() == seat) {
							t.Fatalf("game %d, %s: MovesToWin(%d) = %d, winner %d", game, s.MoveString(m), seat, got, after.(*State).Winner())
						}
					}
				}
				if got := s.WinningMoves(nil); !slices.Equal(got, want) {
					t.Fatalf("game %d: WinningMoves got %v, want %v\n%s", game, got, want, s)
				}
				wins += len(want)
				s.Apply(s.PlayoutMove(rng))
			}
		}
		if wins == 0 {
			t.Errorf("culdesac %v: no winning move met", culdesac)
		}
	}
}

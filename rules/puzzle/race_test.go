package puzzle_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
	"impasse/rules/blockade"
	"impasse/rules/puzzle"
)

// plain is a State with none of its optional powers: the search tries
// all its moves, as it does in a game that is no rules.Racer.
type plain struct{ rules.State }

func (p plain) Clone() rules.State { return plain{p.State.Clone()} }

// The race's shortcuts change no answer of the search: near the end of
// Blockade and Cul de Sac games (the playout policy's, whose pawns race
// to the goals, once both sides' walls are placed and a search is
// quick), Find returns the same line with the shortcuts as without.
func TestFindRace(t *testing.T) {
	found := 0
	for _, g := range []rules.Game{blockade.Blockade{}, blockade.CulDeSac{}} {
		rng := rand.New(rand.NewPCG(5, 6))
		for game := range 12 {
			s0, _ := g.New(nil)
			s := s0.(*blockade.State)
			var at []*blockade.State
			for !s.Over() {
				if s.WallsLeft(0, 0)+s.WallsLeft(0, 1)+s.WallsLeft(1, 0)+s.WallsLeft(1, 1) == 0 {
					at = append(at, s.Clone().(*blockade.State))
				}
				s.Apply(s.PlayoutMove(rng))
			}
			for _, p := range at[max(0, len(at)-8):] {
				got, gotOK := puzzle.Find(p, 0)
				want, wantOK := puzzle.Find(plain{p}, 0)
				if gotOK != wantOK || !slices.Equal(got, want) {
					t.Errorf("%s game %d: got %v (%v), want %v (%v)\n%s", g.Info().ID, game, line(p, got), gotOK, line(p, want), wantOK, p)
				}
				if gotOK {
					found++
				}
			}
		}
	}
	if found < 10 {
		t.Errorf("got %d puzzles, want 10 at least", found)
	}
}

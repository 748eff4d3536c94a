package blockers

import (
	"testing"

	"impasse/rules"
)

// Placement decodes every legal move of both variants as MoveString
// writes it, and refuses the pass.
func TestPlacement(t *testing.T) {
	for _, g := range []rules.Game{Base{}, Expert{}} {
		opts := rules.Options{rules.KeyPlayers: "3", rules.KeySeed: "11"}
		if g.Info().MaxPlayers == 2 {
			opts = rules.Options{rules.KeySeed: "11"}
		}
		st, err := g.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for ply := 0; ply < 6; ply++ {
			seat := s.ToMove()
			for _, m := range s.Legal(nil) {
				c, k, sq, ok := s.Placement(seat, m)
				want := TileName(k) + "@" + SquareName(sq)
				if s.Expert() {
					want = ColourNames[c] + ":" + want
				}
				if !ok || s.MoveString(m) != want || s.OwnerOf(c) != seat {
					t.Fatalf("%s: Placement(%d, %s) = %d %s %s %v", g.Info().ID, seat, s.MoveString(m), c, TileName(k), SquareName(sq), ok)
				}
			}
			m := s.Legal(nil)[0]
			s.Apply(m)
			// The move played decodes the same after it was played.
			if c, _, sq, ok := s.Placement(seat, m); !ok || func() bool { tc, _, on := s.At(sq); return !on || tc != c }() {
				t.Fatalf("%s: the last move does not decode to the tile played", g.Info().ID)
			}
		}
		if _, _, _, ok := s.Placement(0, s.passMove()); ok {
			t.Errorf("%s: the pass decodes as a placement", g.Info().ID)
		}
		if _, _, _, ok := s.Placement(0, -1); ok {
			t.Errorf("%s: move -1 decodes", g.Info().ID)
		}
		want := 3
		if s.Expert() {
			want = 4
		}
		if s.Colours() != want {
			t.Errorf("%s: Colours() = %d, want %d", g.Info().ID, s.Colours(), want)
		}
	}
}

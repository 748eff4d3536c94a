package saute

import (
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// This file counts the positions a few plies ahead (perft) and checks
// the counts against a slow, independent player of the rules written
// from the spec: a grid of owners, the paths followed square by square.

// refPos is a position of the reference: grid[col][row] holds the owner
// of the piece there, from 1, or 0.
type refPos struct {
	grid    [12][12]int
	players int
	teams   bool
	toMove  int
}

func refFrom(s *State) *refPos {
	r := &refPos{players: s.Players(), teams: s.teams, toMove: s.ToMove()}
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if p, _, ok := s.At(sq); ok {
			r.grid[sq.Col()][sq.Row()] = p + 1
		}
	}
	return r
}

// opposing reports whether the pieces of seat b oppose seat a (both from
// 1).
func (r *refPos) opposing(a, b int) bool {
	if b == 0 || a == b {
		return false
	}
	return !r.teams || (a-1)/2 != (b-1)/2
}

// paths returns every legal turn's final column and row from every piece
// of the seat to move, one entry per path.
func (r *refPos) paths() [][3]int {
	var out [][3]int
	me := r.toMove + 1
	for y := 0; y < 12; y++ {
		for x := 0; x < 12; x++ {
			if r.grid[x][y] != me {
				continue
			}
			at := x
			for {
				next := at + 1
				for next < 12 && r.grid[next][y] != 0 {
					next++
				}
				if next >= 12 {
					break
				}
				at = next
				out = append(out, [3]int{x, y, at})
				odd := 0
				for yy := 0; yy < 12; yy++ {
					if r.opposing(me, r.grid[at][yy]) {
						odd ^= 1
					}
				}
				if odd == 0 {
					break
				}
			}
		}
	}
	return out
}

func (r *refPos) perft(depth int) int {
	if depth == 0 {
		return 1
	}
	ps := r.paths()
	if len(ps) == 0 {
		c := *r
		c.toMove = (r.toMove + 1) % r.players
		return c.perft(depth - 1)
	}
	n := 0
	for _, p := range ps {
		c := *r
		c.grid[p[0]][p[1]], c.grid[p[2]][p[1]] = 0, r.grid[p[0]][p[1]]
		c.toMove = (r.toMove + 1) % r.players
		n += c.perft(depth - 1)
	}
	return n
}

// The counts from each start, checked against the reference; the first
// two plies of the two-player game by hand: Red's nine pieces each go to
// column D, then each of Blue's goes to D, where one red piece stands,
// and may go on to E. In teams, Blue is Red's partner: no bonus.
func TestPerft(t *testing.T) {
	for _, c := range []struct {
		opts rules.Options
		want []int
	}{
		{rules.Options{}, []int{1, 9, 162, 2268, 35334}},
		{rules.Options{rules.KeyPlayers: "3"}, []int{1, 9, 162, 2916, 41634}},
		{rules.Options{rules.KeyPlayers: "4"}, []int{1, 9, 162, 2916, 59049}},
		{rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: VariantTeams}, []int{1, 9, 81, 729, 6561}},
	} {
		g, err := Game{}.New(c.opts)
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		depth := 4
		if testing.Short() {
			depth = 3
		}
		for d := 0; d <= depth; d++ {
			got, ref := rulestest.Perft(s, d), refFrom(s).perft(d)
			if got != ref {
				t.Errorf("%v depth %d: got %d, want %d (reference)", c.opts, d, got, ref)
			}
			if d < len(c.want) && got != c.want[d] {
				t.Errorf("%v depth %d: got %d, want %d", c.opts, d, got, c.want[d])
			}
		}
	}
}

// The reference agrees with the game on the legal moves of positions met
// in random games, from every start.
func TestAgainstReference(t *testing.T) {
	for _, opts := range []rules.Options{{}, {rules.KeyPlayers: "3"}, {rules.KeyPlayers: "4", rules.KeyVariant: VariantTeams}} {
		g, _ := Game{}.New(opts)
		s := g.(*State)
		for i := 0; !s.Over(); i++ {
			all := s.Legal(nil)
			legal := all
			if legal[0] == pass {
				legal = legal[:0]
			}
			ref := refFrom(s).paths()
			if len(legal) != len(ref) {
				t.Fatalf("%v ply %d: got %d moves, want %d (reference)\n%s", opts, i, len(legal), len(ref), s)
			}
			for j, m := range legal {
				from, n := decode(m)
				to := buchholz.Sq(s.dest(from, n), from.Row())
				if want := buchholz.Sq(ref[j][2], ref[j][1]); to != want || from != buchholz.Sq(ref[j][0], ref[j][1]) {
					t.Fatalf("%v ply %d: move %s ends on %s, want %s", opts, i, s.MoveString(m), to, want)
				}
			}
			s.Apply(all[(i*7)%len(all)])
		}
	}
}

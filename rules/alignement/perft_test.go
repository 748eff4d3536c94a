package alignement

import (
	"impasse/rules/rulestest"
	"testing"
)

// This file counts the positions a few plies ahead (perft) and checks
// the counts against a slow, independent player of the rules written
// from the sheet: a 4 × 4 array of pieces, coordinates, the lines listed
// by hand.

// refPiece is a piece of the reference: seat 1 or 2 (0 for none), kind
// 'S', 'T' or 'C'.
type refPiece struct {
	seat int
	kind byte
}

type refPos struct {
	grid [4][4]refPiece // [x][y]
	hand [3]map[byte]int
	ply  int
}

var refCycle = []byte{'S', 'T', 'C'}

func refFrom(s *State) *refPos {
	r := &refPos{ply: s.ply}
	for c := 0; c < Circles; c++ {
		if p, k, ok := s.At(c); ok {
			r.grid[c%4][c/4] = refPiece{p + 1, k.Letter()}
		}
	}
	for p := 1; p <= 2; p++ {
		r.hand[p] = map[byte]int{}
		for _, kind := range refCycle {
			n := map[byte]int{'S': 2, 'T': 2, 'C': 1}[kind]
			for x := 0; x < 4; x++ {
				for y := 0; y < 4; y++ {
					if r.grid[x][y] == (refPiece{p, kind}) {
						n--
					}
				}
			}
			r.hand[p][kind] = n
		}
	}
	return r
}

func (r *refPos) clone() *refPos {
	c := *r
	for p := 1; p <= 2; p++ {
		c.hand[p] = map[byte]int{}
		for k, n := range r.hand[p] {
			c.hand[p][k] = n
		}
	}
	return &c
}

type refMove struct{ fx, fy, tx, ty int } // fx < 0 for a placement

func (r *refPos) moves() []refMove {
	seat, kind := r.ply%2+1, refCycle[r.ply%3]
	var ms []refMove
	if r.hand[seat][kind] > 0 {
		for y := 0; y < 4; y++ {
			for x := 0; x < 4; x++ {
				if r.grid[x][y].seat == 0 {
					ms = append(ms, refMove{-1, -1, x, y})
				}
			}
		}
		return ms
	}
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			if r.grid[x][y] != (refPiece{seat, kind}) {
				continue
			}
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					tx, ty := x+dx, y+dy
					diagonal := dx != 0 && dy != 0
					if (dx == 0 && dy == 0) || (diagonal && kind != 'C') || tx < 0 || tx > 3 || ty < 0 || ty > 3 || r.grid[tx][ty].seat != 0 {
						continue
					}
					ms = append(ms, refMove{x, y, tx, ty})
				}
			}
		}
	}
	return ms
}

// play applies m and reports whether the game ended (a line, or the
// next player unable to play; repetitions are not looked at).
func (r *refPos) play(m refMove) bool {
	seat, kind := r.ply%2+1, refCycle[r.ply%3]
	if m.fx < 0 {
		r.hand[seat][kind]--
	} else {
		r.grid[m.fx][m.fy] = refPiece{}
	}
	r.grid[m.tx][m.ty] = refPiece{seat, kind}
	r.ply++
	mine := func(x, y int) bool { return r.grid[x][y].seat == seat }
	for i := 0; i < 4; i++ {
		if mine(i, 0) && mine(i, 1) && mine(i, 2) && mine(i, 3) ||
			mine(0, i) && mine(1, i) && mine(2, i) && mine(3, i) {
			return true
		}
	}
	if mine(0, 0) && mine(1, 1) && mine(2, 2) && mine(3, 3) || mine(0, 3) && mine(1, 2) && mine(2, 1) && mine(3, 0) {
		return true
	}
	return len(r.moves()) == 0
}

func refPerft(r *refPos, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range r.moves() {
		c := r.clone()
		if c.play(m) {
			if depth == 1 {
				n++
			}
			continue
		}
		n += refPerft(c, depth-1)
	}
	return n
}

func perft(s *State, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range s.Legal(nil) {
		c := s.Clone().(*State)
		c.Apply(m)
		if c.Over() {
			if depth == 1 {
				n++
			}
			continue
		}
		n += perft(c, depth-1)
	}
	return n
}

func TestPerft(t *testing.T) {
	late := NewState()
	rulestest.PlayMoves(t, late, opening...)
	cases := []struct {
		name  string
		s     *State
		depth int
		want  int
	}{
		{"start", NewState(), 4, 16 * 15 * 14 * 13},
		{"start", NewState(), 5, 16 * 15 * 14 * 13 * 12},
		{"turn 13", late, 1, 3},
		{"turn 13", late, 4, 30},
		{"turn 13", late, 8, 628},
	}
	for _, c := range cases {
		got := perft(c.s, c.depth)
		if ref := refPerft(refFrom(c.s), c.depth); got != ref {
			t.Errorf("%s, depth %d: got %v, the reference counts %v", c.name, c.depth, got, ref)
		}
		if got != c.want {
			t.Errorf("%s, depth %d: got %v, want %v", c.name, c.depth, got, c.want)
		}
	}
}

// TestPerftMiddle counts from positions of random games, against the
// reference.
func TestPerftMiddle(t *testing.T) {
	s := NewState()
	for ply := 0; ply < 40 && !s.Over(); ply++ {
		if got, want := perft(s, 3), refPerft(refFrom(s), 3); got != want {
			t.Fatalf("ply %d: got %v, the reference counts %v\n%s", ply, got, want, s)
		}
		legal := s.Legal(nil)
		s.Apply(legal[(ply*7)%len(legal)])
	}
}

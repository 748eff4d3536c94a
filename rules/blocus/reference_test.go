package blocus

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// This file checks the king's paths and the move counts against a slow,
// independent player of the rules written from the spec: a king walked
// square by square on a map of pieces, every sequence of turns tried, the
// squares it leaves by each heading copied along each branch.

type refPoint struct{ c, r int }

var refDirs = []refPoint{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}

type refPos struct {
	pieces map[refPoint]byte // 'K', 'k' kings, 'G', 'g' guards
	seat   int
	hand   [2]int
}

func refFrom(s *State) *refPos {
	r := &refPos{pieces: map[refPoint]byte{}, seat: s.ply % 2, hand: [2]int{Guards, Guards}}
	for sq := buchholz.Square(0); sq < Squares; sq++ {
		if seat, k, ok := s.At(sq); ok {
			ch := byte('G')
			if k == buchholz.King {
				ch = 'K'
			} else {
				r.hand[seat]--
			}
			if seat == 1 {
				ch += 'a' - 'A'
			}
			r.pieces[refPoint{sq.Col(), sq.Row()}] = ch
		}
	}
	return r
}

func onBoard(p refPoint) bool { return p.c >= 0 && p.c < 12 && p.r >= 0 && p.r < 12 }

func name(p refPoint) string { return buchholz.Sq(p.c, p.r).String() }

// exits returns the notation of every way out of seat's king.
func (r *refPos) exits(seat int) map[string]bool {
	kingCh, otherCh := byte('K'), byte('k')
	fwd := 0
	if seat == 1 {
		kingCh, otherCh, fwd = 'k', 'K', 2
	}
	var start refPoint
	for p, ch := range r.pieces {
		if ch == kingCh {
			start = p
		}
	}
	isGuard := func(p refPoint) bool { ch := r.pieces[p]; return ch == 'G' || ch == 'g' }
	found := map[string]bool{}
	type leaving struct {
		p refPoint
		d int
	}
	var walk func(p refPoint, dir int, left map[leaving]bool, names []string)
	walk = func(p refPoint, dir int, left map[leaving]bool, names []string) {
		// The headings the king may leave p by, turning at guards as
		// often as they stand ahead.
		outs := map[int]bool{}
		tried := map[int]bool{dir: true}
		var spin func(d int)
		spin = func(d int) {
			ahead := refPoint{p.c + refDirs[d].c, p.r + refDirs[d].r}
			switch {
			case !onBoard(ahead):
				if d == fwd {
					outs[d] = true
				}
			case r.pieces[ahead] == otherCh:
			case isGuard(ahead):
				for _, t := range []int{(d + 1) % 4, (d + 3) % 4} {
					if !tried[t] {
						tried[t] = true
						spin(t)
					}
				}
			default:
				outs[d] = true
			}
		}
		spin(dir)
		for d := range outs {
			if left[leaving{p, d}] {
				continue // a loop
			}
			n := append([]string(nil), names...)
			if d != dir && n[len(n)-1] != name(p) {
				n = append(n, name(p))
			}
			next := refPoint{p.c + refDirs[d].c, p.r + refDirs[d].r}
			if !onBoard(next) {
				if n[len(n)-1] != name(p) {
					n = append(n, name(p))
				}
				found[strings.Join(n, "-")] = true
				continue
			}
			l := map[leaving]bool{{p, d}: true}
			for k := range left {
				l[k] = true
			}
			walk(next, d, l, n)
		}
	}
	walk(start, fwd, map[leaving]bool{}, []string{name(start)})
	return found
}

// count returns the number of legal moves.
func (r *refPos) count() int {
	if n := len(r.exits(r.seat)); n > 0 {
		return n
	}
	inRegion := func(p refPoint) bool {
		return p.c >= 3 && p.c <= 5 && (p.r <= 2 || p.r >= 9)
	}
	n := 0
	own := byte('G' + r.seat*('a'-'A'))
	for c := 0; c < 12; c++ {
		for row := 0; row < 12; row++ {
			p := refPoint{c, row}
			if r.hand[r.seat] > 0 {
				circle := c%3 == 1 && row%3 == 1
				if r.pieces[p] == 0 && !inRegion(p) && !(circle && r.hand[r.seat] == Guards) {
					n++
				}
				continue
			}
			if r.pieces[p] != own {
				continue
			}
			for _, d := range refDirs {
				for q := (refPoint{c + d.c, row + d.r}); onBoard(q) && r.pieces[q] == 0; q = (refPoint{q.c + d.c, q.r + d.r}) {
					if !inRegion(q) {
						n++
					}
				}
			}
		}
	}
	return max(n, 1) // a pass
}

// randomPosition places up to twelve guards at random on squares off the
// kings' (in their regions too, to try the paths there), more often near
// the middle, with either seat to move.
func randomPosition(rng *rand.Rand) *State {
	s := NewState()
	n := rng.IntN(13)
	for i := 0; i < n; i++ {
		seat := rng.IntN(2)
		if s.hand[seat] == 0 {
			seat = 1 - seat
		}
		c, r := rng.IntN(12), rng.IntN(12)
		if rng.IntN(2) == 0 {
			c, r = 2+rng.IntN(8), 2+rng.IntN(8)
		}
		sq := buchholz.Sq(c, r)
		if s.cells[sq] != empty {
			continue
		}
		s.cells[sq] = guard(seat)
		s.hand[seat]--
	}
	s.ply = rng.IntN(2)
	return s
}

// Every way out found is a way out of the reference, and none is missed,
// in positions of random guards.
func TestExitsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	withExits := 0
	for i := 0; i < 3000; i++ {
		s := randomPosition(rng)
		r := refFrom(s)
		for seat := 0; seat < 2; seat++ {
			want := r.exits(seat)
			got := pathStrings(s.Exits(seat))
			if len(want) > 0 {
				withExits++
			}
			if len(got) != len(want) || slices.ContainsFunc(got, func(p string) bool { return !want[p] }) {
				t.Fatalf("%s: got ways out %v, want %v\n%s", SeatNames[seat], got, want, s)
			}
			if s.CanLeave(seat) != (len(want) > 0) {
				t.Fatalf("%s: got CanLeave %v, want %v\n%s", SeatNames[seat], s.CanLeave(seat), len(want) > 0, s)
			}
			if d := distance(&s.cells, seat); (d == 0) != (len(want) > 0) {
				t.Fatalf("%s: got distance %v with %d ways out\n%s", SeatNames[seat], d, len(want), s)
			}
		}
	}
	if withExits < 500 {
		t.Errorf("got %v kings with a way out, want more to compare", withExits)
	}
}

// perft counts the positions n plies ahead; ref, when set, counts the
// moves of the last ply with the reference.
func perft(s *State, n int, ref bool) int {
	if n == 0 || s.Over() {
		return 1
	}
	if n == 1 && ref {
		return refFrom(s).count()
	}
	total := 0
	for _, m := range s.Legal(nil) {
		c := s.Clone().(*State)
		c.Apply(m)
		total += perft(c, n-1, ref)
	}
	return total
}

// From the start: 112 squares for Red's first guard (144 less the kings'
// regions and the other 14 circles), 111 for Blue's; from the third ply a
// king may leave.
func TestPerft(t *testing.T) {
	tests := []struct {
		name  string
		s     *State
		depth int
		want  int
	}{
		{"start", NewState(), 1, 112},
		{"start", NewState(), 2, 112 * 111},
		{"start", NewState(), 3, 1534188},
		{"side guards", position(t, sideGuards, 0), 2, 4432},
	}
	for _, tt := range tests {
		if testing.Short() && tt.want > 1e5 {
			continue
		}
		if got := perft(tt.s, tt.depth, false); got != tt.want {
			t.Errorf("%s, %d plies: got %v, want %v", tt.name, tt.depth, got, tt.want)
		}
		if got := perft(tt.s, tt.depth, true); got != tt.want {
			t.Errorf("%s, %d plies, the reference: got %v, want %v", tt.name, tt.depth, got, tt.want)
		}
	}
}

// Moves made from a random game's positions by the reference's count.
func TestMoveCountsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 20; game++ {
		var s rules.State = NewState()
		for !s.Over() {
			legal := s.Legal(nil)
			if got, want := len(legal), refFrom(s.(*State)).count(); got != want {
				t.Fatalf("got %v moves, want %v\n%s", got, want, s)
			}
			s.Apply(legal[rng.IntN(len(legal))])
		}
	}
}

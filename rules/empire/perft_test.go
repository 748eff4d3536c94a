package empire

import (
	"slices"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// This file counts the positions a few plies ahead (perft) and checks
// every position met against a slow generator written from the sheet:
// every square of the board tried as a destination of every piece.

// refMoves lists the moves of the seat to move the slow way, sorted.
func refMoves(s *State) []string {
	p := s.ToMove()
	distances := map[buchholz.Kind][]int{Commander: {2, 5}, Cavalry: {3}, Archer: {4}}
	var out []string
	for from := buchholz.Square(0); from < squares; from++ {
		owner, k, ok := s.At(from)
		if !ok || owner != p {
			continue
		}
		for to := buchholz.Square(0); to < squares; to++ {
			dc, dr := abs(to.Col()-from.Col()), abs(to.Row()-from.Row())
			if (dc == 0) == (dr == 0) {
				continue // not along a line, or not moving
			}
			victim, _, taken := s.At(to)
			switch {
			case !taken:
				out = append(out, from.String()+"-"+to.String())
			case slices.Contains(distances[k], dc+dr) && !rules.Partners(s.Teams(), p, victim):
				out = append(out, from.String()+"x"+to.String())
			}
		}
	}
	if len(out) == 0 {
		out = append(out, "pass")
	}
	slices.Sort(out)
	return out
}

func perft(t *testing.T, s *State, depth int) int {
	want := refMoves(s)
	got := rulestest.LegalStrings(s)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("legal moves differ from the reference:\n%s\ngot  %v\nwant %v", s, got, want)
	}
	if depth == 1 {
		return len(got)
	}
	n := 0
	for _, m := range s.Legal(nil) {
		c := s.Clone().(*State)
		c.Apply(m)
		if c.Over() {
			n++
			continue
		}
		n += perft(t, c, depth-1)
	}
	return n
}

func TestPerft(t *testing.T) {
	for _, tt := range []struct {
		players int
		teams   bool
		want    []int
	}{
		{2, false, []int{194, 37394}},
		{3, false, []int{159, 20042}},
		{4, false, []int{124, 15594}},
		{4, true, []int{124, 15554, 1953080}},
	} {
		for d, want := range tt.want {
			if testing.Short() && d > 0 {
				break
			}
			if got := perft(t, NewState(tt.players, tt.teams), d+1); got != want {
				t.Errorf("%d players (teams %v), depth %d: got %d, want %d", tt.players, tt.teams, d+1, got, want)
			}
		}
	}
}

// A game played out by the playout policy meets the reference at every
// position, captures and take-overs included.
func TestReferenceOverGames(t *testing.T) {
	for _, opts := range [][2]int{{2, 0}, {3, 0}, {4, 0}, {4, 1}} {
		s := NewState(opts[0], opts[1] == 1)
		rng := newRand(uint64(opts[0] + opts[1]))
		for ply := 0; ply < 400 && !s.Over(); ply++ {
			want := refMoves(s)
			got := rulestest.LegalStrings(s)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("legal moves differ from the reference:\n%s\ngot  %v\nwant %v", s, got, want)
			}
			s.Apply(s.PlayoutMove(rng))
		}
	}
}

package solitaire

import (
	"context"
	"strings"
	"testing"

	"impasse/rules"
)

// shortestByBFS returns the fewest moves from s that leave one piece, by
// breadth-first search over the positions (-1: none do).
func shortestByBFS(s *State) int {
	level := []*State{s}
	for depth := 0; len(level) > 0; depth++ {
		seen := map[uint64]bool{}
		var next []*State
		for _, p := range level {
			if p.Left() == 1 {
				return depth
			}
			for _, m := range p.Legal(nil) {
				c := p.Clone().(*State)
				c.Apply(m)
				if !seen[c.Hash()] {
					seen[c.Hash()] = true
					next = append(next, c)
				}
			}
		}
		level = next
	}
	return -1
}

// checkLine replays a solution's moves and returns the end.
func checkLine(t *testing.T, s *State, sol rules.Solution) *State {
	t.Helper()
	end := s.Clone().(*State)
	for i, m := range sol.Moves {
		if !rules.IsLegal(end, m) {
			t.Fatalf("move %d (%d) is not legal", i+1, m)
		}
		end.Apply(m)
	}
	if !end.Over() || end.Left() != sol.Score {
		t.Fatalf("the line ends over %v with %d pieces, want over with %d", end.Over(), end.Left(), sol.Score)
	}
	return end
}

// TestSolveEndgames solves the positions along the sheet's solution, from
// its 12th move on, and checks the fewest moves against a breadth-first
// search.
func TestSolveEndgames(t *testing.T) {
	s := start(t)
	for i, text := range Sheet {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatal(err)
		}
		if i < 11 || s.Over() {
			continue
		}
		var reports []rules.Solution
		sol := s.Solve(context.Background(), rules.SolveLimits{Memory: 1 << 20}, func(p rules.Solution) { reports = append(reports, p) })
		checkLine(t, s, sol)
		want := shortestByBFS(s)
		if !sol.Proven || sol.Score != 1 || sol.ScoreBound != 1 || len(sol.Moves) != want || sol.Bound != want {
			t.Errorf("after move %d: got proven %v, score %d (bound %d), %d moves (bound %d), want proven, 1 piece in %d moves",
				i+1, sol.Proven, sol.Score, sol.ScoreBound, len(sol.Moves), sol.Bound, want)
		}
		for j := 1; j < len(reports); j++ {
			a, b := reports[j-1], reports[j]
			if b.ScoreBound < a.ScoreBound || b.ScoreBound == a.ScoreBound && b.Bound < a.Bound || b.Nodes < a.Nodes {
				t.Errorf("after move %d: report %d = %+v goes back from %+v", i+1, j, b, a)
			}
		}
	}
}

// TestSolveCannotLeaveOne: a piece alone far from the others stays, so
// the best is two pieces, in one move.
func TestSolveCannotLeaveOne(t *testing.T) {
	s := position(t, withPair([]string{"RB."})...)
	sol := s.Solve(context.Background(), rules.SolveLimits{}, nil)
	checkLine(t, s, sol)
	if !sol.Proven || sol.Score != 2 || sol.ScoreBound != 2 || len(sol.Moves) != 2 || sol.Bound != 2 {
		t.Errorf("got %+v, want proven: 2 pieces in 2 moves", sol)
	}
	over := position(t, "R.B")
	if sol := over.Solve(context.Background(), rules.SolveLimits{}, nil); !sol.Proven || sol.Score != 2 || len(sol.Moves) != 0 {
		t.Errorf("no jump left: got %+v, want proven, 2 pieces, no move", sol)
	}
}

// TestSolveStops: a search stopped by its context or its node limit
// returns the best line it has, unproven.
func TestSolveStops(t *testing.T) {
	s := start(t)
	before := s.String()
	sol := s.Solve(context.Background(), rules.SolveLimits{Nodes: 400_000, Memory: 1 << 20}, nil)
	checkLine(t, s, sol)
	if sol.Proven || sol.Nodes < 400_000 || sol.Nodes > 500_000 || len(sol.Moves) == 0 {
		t.Errorf("node limit: got proven %v, %d nodes, %d moves; want an unproven line after about 400000 nodes", sol.Proven, sol.Nodes, len(sol.Moves))
	}
	ctx, cancel := context.WithCancel(context.Background())
	ticks := 0
	sol = s.Solve(ctx, rules.SolveLimits{Memory: 1 << 20, Tick: func() {
		if ticks++; ticks == 3 {
			cancel()
		}
	}}, nil)
	if sol.Proven || ticks < 3 {
		t.Errorf("cancelled at the third tick: got proven %v after %d ticks, want unproven after 3", sol.Proven, ticks)
	}
	if s.String() != before {
		t.Errorf("Solve changed the position")
	}
}

func TestCanonical(t *testing.T) {
	a := position(t, "RB.", "G..")
	for _, rows := range [][]string{
		{"GY.", "R.."},                   // other colours
		{"..........BR", "...........G"}, // mirrored
		{"", "", "", "", "", "", "", "", "", "", "G..", "RB."}, // upside down
	} {
		b := position(t, rows...)
		if a.Hash() == b.Hash() {
			t.Fatalf("%v: the plain hashes are equal", rows)
		}
		pa, pb := newPos(a), newPos(b)
		if pa.canonical() != pb.canonical() {
			t.Errorf("%s: got a canonical hash different from\n%s", strings.TrimSpace(b.String()), a)
		}
	}
	c := position(t, "RR.", "G..")
	if pa, pc := newPos(a), newPos(c); pa.canonical() == pc.canonical() {
		t.Errorf("two colours merged into one: got the same canonical hash")
	}
}

// TestBoundAdmissible checks the lower bounds against breadth-first
// search on the positions along the sheet's solution from its 12th move
// and those one move away from them: none may exceed the fewest moves
// that leave one piece.
func TestBoundAdmissible(t *testing.T) {
	s := start(t)
	checked := 0
	for i, text := range Sheet {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatal(err)
		}
		if i < 11 {
			continue
		}
		positions := []*State{s}
		for _, m := range s.Legal(nil) {
			c := s.Clone().(*State)
			c.Apply(m)
			positions = append(positions, c)
		}
		for _, c := range positions {
			want := shortestByBFS(c)
			if want < 0 {
				continue
			}
			checked++
			p := newPos(c)
			if got := p.bound(1); got > want {
				t.Errorf("bound(1) = %d, want at most %d, the fewest moves, on\n%s", got, want, c)
			}
			if !p.near(want) {
				t.Errorf("near(%d) = false on a position left as one piece in %d moves:\n%s", want, want, c)
			}
		}
	}
	if checked < 20 {
		t.Errorf("checked %d positions that can be left as one piece, want 20 or more", checked)
	}
}

// TestNear: a piece far from the others must take part in a line that
// leaves one, and cannot before the others come close.
func TestNear(t *testing.T) {
	s := position(t, "RB......G")
	p := newPos(s)
	for r, want := range []bool{false, false, false, false, false, false, false, true} {
		if got := p.near(r); got != want {
			t.Errorf("near(%d) = %v, want %v", r, got, want)
		}
	}
	if sol := s.Solve(context.Background(), rules.SolveLimits{}, nil); sol.Score == 1 || sol.ScoreBound != 2 {
		t.Errorf("got %+v, want no line that leaves one", sol)
	}
}

// TestCapacity: one move takes at most five of a row of six in four
// colours, so two such rows need three moves to leave one piece (the
// columns take two each), though two lines cover them.
func TestCapacity(t *testing.T) {
	for _, tt := range []struct {
		rows       []string
		cover, cap int
	}{
		{[]string{"GBGYRY"}, 1, 1},
		{[]string{"GBGYRY", "BGBRYR"}, 2, 3},
		{[]string{"GBGBRB", "BGBGBG"}, 2, 2},
	} {
		p := newPos(position(t, tt.rows...))
		if got := p.cover(1); got != tt.cover {
			t.Errorf("%v: cover(1) = %d, want %d", tt.rows, got, tt.cover)
		}
		if got := p.capacity(1); got != tt.cap {
			t.Errorf("%v: capacity(1) = %d, want %d", tt.rows, got, tt.cap)
		}
	}
}

// TestSolveGoal asks, at the positions along the sheet's solution from
// its 14th move and after each of their moves, only whether one piece
// can be left (SolveLimits.Goal): the answer is the full search's, a
// line found leaves one piece, and the search is the smaller by far.
func TestSolveGoal(t *testing.T) {
	s := start(t)
	yes, no := 0, 0
	var goalNodes, fullNodes int64
	for i, text := range Sheet {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatal(err)
		}
		if i < 13 || s.Over() {
			continue
		}
		for _, m := range s.Legal(nil) {
			text := s.MoveString(m)
			c := s.Clone().(*State)
			c.Apply(m)
			full := c.Solve(context.Background(), rules.SolveLimits{Memory: 1 << 20}, nil)
			got := c.Solve(context.Background(), rules.SolveLimits{Memory: 1 << 20, Goal: 1}, nil)
			goalNodes += got.Nodes
			fullNodes += full.Nodes
			reached := got.Score <= 1
			switch {
			case reached:
				checkLine(t, c, got)
				yes++
			case !c.Over():
				no++ // proved by the search, not by the end
			}
			if want := full.Score <= 1; reached != want || !reached && got.ScoreBound < 2 {
				t.Errorf("after move %d and %s: got score %d (bound %d), want one piece %v", i+1, text, got.Score, got.ScoreBound, want)
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Errorf("%d positions leave one piece, %d under way do not: want both", yes, no)
	}
	if goalNodes*4 > fullNodes {
		t.Errorf("asked for the goal, the searches visited %d positions, the full ones %d: want a quarter at most", goalNodes, fullNodes)
	}
	t.Logf("%d positions searched for the goal, %d fully", goalNodes, fullNodes)
}

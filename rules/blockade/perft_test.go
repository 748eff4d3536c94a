package blockade

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// This file checks the move generator against a slow, independent one
// written straight from the rules: coordinates instead of bit sets, the
// walls as a list of names, a breadth-first search per wall for the path
// rule.

// ref is a position as the reference generator sees it.
type ref struct {
	culdesac bool
	toMove   int
	pawns    [2][]pt
	// walls marks (kind, col, row) of each wall on the board.
	walls *wallGrid
	hand  [2][2]int
}

type pt struct{ c, r int }

// wallGrid marks walls by kind, column and row of their centre, with a
// margin of one on each side so that neighbours need no bounds checks.
type wallGrid [2][12][15]bool

func (g *wallGrid) has(k, c, r int) bool { return g[k][c+1][r+1] }
func (g *wallGrid) put(k, c, r int)      { g[k][c+1][r+1] = true }

func (a pt) String() string { return fmt.Sprintf("%c%d", 'a'+a.c, a.r+1) }
func (a pt) on() bool       { return a.c >= 0 && a.c < 11 && a.r >= 0 && a.r < 14 }
func (a pt) add(b pt) pt    { return pt{a.c + b.c, a.r + b.r} }

// refGoals[p] are the squares seat p aims at: Black's start squares d11
// and h11 for White, White's d4 and h4 for Black.
var refGoals = [2][]pt{{{3, 10}, {7, 10}}, {{3, 3}, {7, 3}}}

var refSteps = []pt{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}

func refFrom(s *State) *ref {
	r := &ref{culdesac: s.culdesac, toMove: int(s.toMove), walls: &wallGrid{}}
	for p := 0; p < 2; p++ {
		for _, sq := range s.pawns[p] {
			if sq != NoSquare {
				r.pawns[p] = append(r.pawns[p], pt{sq.Col(), sq.Row()})
			}
		}
		r.hand[p] = [2]int{int(s.hand[p][0]), int(s.hand[p][1])}
	}
	for w := Wall(0); w < NumWalls; w++ {
		if s.walls.has(w) {
			name := w.String() // as "e5h": read it back by hand
			c := int(name[0] - 'a')
			row, _ := strconv.Atoi(name[1 : len(name)-1])
			kind := 0
			if name[len(name)-1] == 'v' {
				kind = 1
			}
			r.walls.put(kind, c, row-1)
		}
	}
	return r
}

// open reports whether a pawn may step from a to its neighbour b. A
// horizontal wall centred north-east of (c, r) separates (c, r)-(c, r+1)
// and (c+1, r)-(c+1, r+1); a vertical one separates (c, r)-(c+1, r) and
// (c, r+1)-(c+1, r+1).
func (r *ref) open(a, b pt, walls *wallGrid) bool {
	if !b.on() {
		return false
	}
	if a.c == b.c {
		lo := min(a.r, b.r)
		return !walls.has(0, a.c, lo) && !walls.has(0, a.c-1, lo)
	}
	lo := min(a.c, b.c)
	return !walls.has(1, lo, a.r) && !walls.has(1, lo, a.r-1)
}

func (r *ref) occupied(a pt) bool {
	for p := 0; p < 2; p++ {
		if slices.Contains(r.pawns[p], a) {
			return true
		}
	}
	return false
}

func isGoal(p int, a pt) bool { return slices.Contains(refGoals[p], a) }

// pawnTargets returns the squares the pawn on x of the seat to move may
// reach.
func (r *ref) pawnTargets(x pt) []pt {
	p := r.toMove
	free := func(t pt) bool { return !r.occupied(t) || isGoal(p, t) }
	var out []pt
	for dc := -2; dc <= 2; dc++ {
		for dr := -2; dr <= 2; dr++ {
			t := pt{x.c + dc, x.r + dr}
			if !t.on() || t == x {
				continue
			}
			ok := false
			adc, adr := max(dc, -dc), max(dr, -dr)
			switch {
			case adc+adr == 1: // one step
				if !r.open(x, t, r.walls) {
					break
				}
				if isGoal(p, t) {
					ok = true
					break
				}
				if r.occupied(t) {
					break
				}
				if r.culdesac {
					for _, st := range refSteps {
						n := t.add(st)
						if n != x && n.on() && r.open(t, n, r.walls) && r.occupied(n) {
							ok = true
						}
					}
				} else {
					n := pt{t.c + dc, t.r + dr}
					ok = n.on() && r.open(t, n, r.walls) && r.occupied(n)
				}
			case adc+adr == 2:
				if !free(t) {
					break
				}
				// Blockade: two straight or one diagonal through either
				// neighbour; Cul de Sac: any two steps. Both come to
				// any two-step route ending on t.
				for _, st := range refSteps {
					m := x.add(st)
					if m.on() && r.open(x, m, r.walls) && (max(t.c-m.c, m.c-t.c)+max(t.r-m.r, m.r-t.r)) == 1 && r.open(m, t, r.walls) {
						ok = true
					}
				}
			}
			if ok {
				out = append(out, t)
			}
		}
	}
	return out
}

// wallOK reports whether the seat to move may place a wall (kind, c, r)
// with its pawns on pawns.
func (r *ref) wallOK(kind, c, row int, pawns []pt) bool {
	if r.hand[r.toMove][kind] == 0 {
		return false
	}
	g := r.walls
	if g.has(kind, c, row) || g.has(1-kind, c, row) {
		return false
	}
	if kind == 0 && (g.has(0, c-1, row) || g.has(0, c+1, row)) {
		return false
	}
	if kind == 1 && (g.has(1, c, row-1) || g.has(1, c, row+1)) {
		return false
	}
	walls := *r.walls
	walls.put(kind, c, row)
	all := [2][]pt{r.pawns[0], r.pawns[1]}
	all[r.toMove] = pawns
	for p := 0; p < 2; p++ {
		for _, x := range all[p] {
			var seen [11][14]bool
			seen[x.c][x.r] = true
			queue := []pt{x}
			for len(queue) > 0 {
				a := queue[0]
				queue = queue[1:]
				for _, st := range refSteps {
					b := a.add(st)
					if r.open(a, b, &walls) && !seen[b.c][b.r] {
						seen[b.c][b.r] = true
						queue = append(queue, b)
					}
				}
			}
			for _, g := range refGoals[p] {
				if !seen[g.c][g.r] {
					return false
				}
			}
		}
	}
	return true
}

func (r *ref) walls4(pawns []pt) []string {
	var out []string
	for kind := 0; kind < 2; kind++ {
		for row := 0; row < 13; row++ {
			for c := 0; c < 10; c++ {
				if r.wallOK(kind, c, row, pawns) {
					out = append(out, fmt.Sprintf("%s%c", pt{c, row}, "hv"[kind]))
				}
			}
		}
	}
	return out
}

// legal returns the notation of every legal turn, sorted.
func (r *ref) legal() []string {
	p := r.toMove
	var out []string
	for i, x := range r.pawns[p] {
		for _, t := range r.pawnTargets(x) {
			mv := x.String() + "-" + t.String()
			if isGoal(p, t) {
				out = append(out, mv)
				continue
			}
			pawns := slices.Clone(r.pawns[p])
			pawns[i] = t
			ws := r.walls4(pawns)
			for _, w := range ws {
				out = append(out, mv+"/"+w)
			}
			if len(ws) == 0 {
				out = append(out, mv)
			}
		}
	}
	if len(out) == 0 {
		for _, w := range r.walls4(r.pawns[p]) {
			out = append(out, "/"+w)
		}
	}
	if len(out) == 0 {
		out = append(out, "pass")
	}
	slices.Sort(out)
	return out
}

// legalStrings returns the notation of s's legal moves, sorted.
func legalStrings(s *State) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		out = append(out, s.MoveString(m))
	}
	slices.Sort(out)
	return out
}

// compareRef checks Legal against the reference generator.
func compareRef(t *testing.T, s *State) bool {
	t.Helper()
	got, want := legalStrings(s), refFrom(s).legal()
	if slices.Equal(got, want) {
		return true
	}
	var extra, missing []string
	for _, m := range got {
		if _, found := slices.BinarySearch(want, m); !found {
			extra = append(extra, m)
		}
	}
	for _, m := range want {
		if _, found := slices.BinarySearch(got, m); !found {
			missing = append(missing, m)
		}
	}
	t.Errorf("Legal() has %d moves, want %d; extra %.10v, missing %.10v\n%s", len(got), len(want), extra, missing, s)
	return false
}

// Perft: exact counts of legal turns from the start and after a few
// turns, checked against the reference generator.
func TestPerft(t *testing.T) {
	tests := []struct {
		culdesac bool
		moves    []string
		want     int
	}{
		// 16 pawn moves (8 per pawn) × 260 walls.
		{false, nil, 4160},
		{true, nil, 4160},
		// Black: 16 pawn moves × 256 places (d6h takes d6h, c6h, e6h, d6v).
		{false, []string{"d4-d6/d6h"}, 16 * 256},
		{false, []string{"d4-d6/d6h", "d11-e10/c9v", "h4-h6/f6v", "h11-h9/g7h"}, 2928},
		{true, []string{"d4-d6/d6h", "d11-e10/c9v", "h4-h6/f6v", "h11-h9/g7h"}, 2928},
	}
	for _, tt := range tests {
		s := NewState(tt.culdesac)
		for _, m := range tt.moves {
			if _, err := rules.Play(s, m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
		}
		n := len(s.Legal(nil))
		if n != tt.want {
			t.Errorf("culdesac=%v after %v: %d legal turns, want %d", tt.culdesac, tt.moves, n, tt.want)
		}
		compareRef(t, s)
	}
}

// The generator agrees with the reference on positions of random games
// played to the end. Every other game favours walls that close a loop of
// walls near the pawns and goals, so that some places are refused by the
// path rule.
func TestLegalMatchesReference(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	cuts := 0
	for _, culdesac := range []bool{false, true} {
		for g := 0; g < 2*games; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 99))
			s := NewState(culdesac)
			for ply := 0; !s.Over() && ply < 200; ply++ {
				if s.Hash() != s.computeHash() {
					t.Fatalf("incremental hash differs from the hash from scratch\n%s", s)
				}
				if ply < 40 && ply%3 == 0 || ply%20 == 0 {
					if !compareRef(t, s) {
						return
					}
					cuts += pathRefusals(s)
				}
				s.Apply(mazeMove(s, rng, g%2 == 1))
			}
		}
	}
	if cuts == 0 {
		t.Errorf("no wall refused by the path rule in the positions checked, want some")
	}
}

// The fast path rule (lattice groups and split parts) agrees with plain
// flood fills from every pawn, for every free place and every pawn move,
// over many games full of enclosures.
func TestPathRuleMatchesFloodFill(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 6
	}
	refused, checked := 0, 0
	for g := 0; g < games; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 7))
		s := NewState(g%2 == 1)
		for ply := 0; !s.Over() && ply < 60; ply++ {
			p := int(s.toMove)
			free := s.freeWalls(p)
			configs := [][2]Square{s.pawns[p]}
			for _, pm := range s.pawnMoves(p, nil) {
				if !pm.win {
					configs = append(configs, s.movedPawns(p, &pm))
				}
			}
			var gen wallGen
			gen.prepare(s, p)
			for _, pawns := range configs {
				ws := gen.legal(p, pawns)
				for w := Wall(0); w < NumWalls; w++ {
					if !free.has(w) {
						if ws.has(w) {
							t.Fatalf("wall %s is not free but listed legal\n%s", w, s)
						}
						continue
					}
					_, _, _, cut := s.cutBy(p, w, pawns)
					checked++
					if cut {
						refused++
					}
					if fast := s.wallLegal(p, w, pawns); fast == cut || ws.has(w) != fast {
						t.Fatalf("wall %s with pawns %v: wallLegal %v, wallGen %v, flood fill cut %v\n%s", w, pawns, fast, ws.has(w), cut, s)
					}
				}
			}
			s.Apply(mazeMove(s, rng, true))
		}
	}
	t.Logf("%d places checked, %d refused by the path rule", checked, refused)
	if refused < 100 {
		t.Errorf("only %d places refused by the path rule, want more to test", refused)
	}
}

// mazeMove returns a random move, when maze is set mostly one whose wall
// closes a loop of walls.
func mazeMove(s *State, rng *rand.Rand, maze bool) rules.Move {
	l := s.Legal(nil)
	if maze && rng.IntN(4) != 0 {
		// Walls closing a loop next to a pawn or a goal.
		near := goalSet[0].or(goalSet[1]).or(s.occupied())
		near = s.open.spread(&near)
		near = s.open.spread(&near)
		var risky []rules.Move
		for _, m := range l {
			if _, w := decode(m); w != NoWall && s.risky(w) && near.has(wallInfos[w].sq[0]) {
				risky = append(risky, m)
			}
		}
		if len(risky) == 0 {
			return s.PlayoutMove(rng)
		}
		if len(risky) > 0 {
			return risky[rng.IntN(len(risky))]
		}
	}
	if rng.IntN(3) == 0 {
		return l[rng.IntN(len(l))]
	}
	return s.GreedyMove(rng)
}

// pathRefusals counts the free places of the mover's walls that the path
// rule forbids with its pawns where they stand.
func pathRefusals(s *State) int {
	p := int(s.toMove)
	free := s.freeWalls(p)
	n := 0
	for w := Wall(0); w < NumWalls; w++ {
		if free.has(w) && !s.wallLegal(p, w, s.pawns[p]) {
			n++
		}
	}
	return n
}

// Perft to depth 2 from the start of both games and from a position where
// the pawns meet (where the two games' stopping short differs), with a
// sample of the replies checked against the reference generator.
func TestPerft2(t *testing.T) {
	if testing.Short() {
		t.Skip("perft to depth 2 in -short mode")
	}
	meet := pos{white: []string{"d6", "h4"}, black: []string{"e7", "d8"}, walls: []string{"a1h", "j13h"}, hand: [2][2]int{{8, 9}, {9, 8}}}
	for _, tt := range []struct {
		culdesac bool
		start    *pos
		want     int
	}{
		{false, nil, 16854528},
		{true, nil, 16854528},
		{false, &meet, 12549600},
		{true, &meet, 17440344},
	} {
		s := NewState(tt.culdesac)
		if tt.start != nil {
			d := *tt.start
			d.culdesac = tt.culdesac
			s = position(t, d)
		}
		compareRef(t, s)
		got := rulestest.Perft(s, 2)
		if got != tt.want {
			t.Errorf("culdesac=%v from\n%s: rulestest.Perft(2) = %d, want %d", tt.culdesac, s, got, tt.want)
		}
		legal := s.Legal(nil)
		for i := 0; i < len(legal); i += len(legal)/3 + 1 {
			c := s.Clone().(*State)
			c.Apply(legal[i])
			compareRef(t, c)
		}
	}
}

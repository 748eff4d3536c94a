package blockade

import (
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
)

func TestGoals(t *testing.T) {
	for p, want := range [2][2]string{{"d11", "h11"}, {"d4", "h4"}} {
		g := Goals(p)
		if g[0].String() != want[0] || g[1].String() != want[1] {
			t.Errorf("Goals(%d) = %v, want %v", p, g, want)
		}
		// The goals are the other side's start squares.
		if NewState(false).Pawns(1-p) != g {
			t.Errorf("Goals(%d) are not seat %d's start squares", p, 1-p)
		}
	}
}

// moveText writes a decoded move as MoveString does.
func moveText(from, to Square, w Wall) string {
	text := ""
	if from != NoSquare {
		text = from.String() + "-" + to.String()
	}
	if w != NoWall {
		text += "/" + w.String()
	}
	if text == "" {
		return "pass"
	}
	return text
}

// TestDecodeMove checks DecodeMove against MoveString on every legal move
// along random games of both variants, walls alone and passes included.
func TestDecodeMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	kinds := map[string]bool{}
	for game := 0; game < 6; game++ {
		s := NewState(game%2 == 1)
		var buf []rules.Move
		for ply := 0; ply < 400 && !s.Over(); ply++ {
			buf = s.Legal(buf)
			for _, m := range buf {
				from, to, w := DecodeMove(m)
				if got, want := moveText(from, to, w), s.MoveString(m); got != want {
					t.Fatalf("DecodeMove(%d) = %q, MoveString says %q", m, got, want)
				}
				switch {
				case from == NoSquare && w == NoWall:
					kinds["pass"] = true
				case from == NoSquare:
					kinds["wall alone"] = true
				case w == NoWall:
					kinds["pawn alone"] = true
				default:
					kinds["pawn and wall"] = true
				}
			}
			s.Apply(buf[rng.IntN(len(buf))])
		}
	}
	if !kinds["pawn and wall"] || !kinds["pawn alone"] {
		t.Errorf("the random games only met %v", kinds)
	}
	for _, m := range []rules.Move{-1, moveSpace, Pass} {
		from, to, w := DecodeMove(m)
		if from != NoSquare || to != NoSquare || w != NoWall {
			t.Errorf("DecodeMove(%d) = %v %v %v, want nothing", m, from, to, w)
		}
	}
	// A wall alone.
	w, _ := ParseWall("e5h")
	if from, to, got := DecodeMove(MakeMove(NoSquare, NoSquare, w)); from != NoSquare || to != NoSquare || got != w {
		t.Errorf("DecodeMove(/e5h) = %v %v %v", from, to, got)
	}
}

func TestWallsAndWallBlocked(t *testing.T) {
	s := play(t, false, "d4-d6/e5h", "d11-d9/b8v", "h4-h6/j1h")
	var got []string
	for _, w := range s.Walls(nil) {
		got = append(got, w.String())
	}
	if want := []string{"j1h", "e5h", "b8v"}; !slices.Equal(got, want) {
		t.Errorf("Walls = %v, want %v", got, want)
	}
	for name, want := range map[string]bool{
		"e5h": true,  // on the board
		"d5h": true,  // overlaps e5h
		"f5h": true,  // overlaps e5h
		"e5v": true,  // crosses e5h
		"g5h": false, // touches e5h end to end
		"e6h": false, // beside it
		"d5v": false,
		"b7v": true, // overlaps b8v
		"b8h": true, // crosses b8v
		"b6v": false,
	} {
		w, err := ParseWall(name)
		if err != nil {
			t.Fatal(err)
		}
		if s.WallBlocked(w) != want {
			t.Errorf("WallBlocked(%s) = %v, want %v", name, !want, want)
		}
	}
	if s.WallBlocked(NoWall) || s.WallBlocked(NumWalls) {
		t.Error("WallBlocked of no wall place is true")
	}
}

// checkRoute checks that route is a shortest path for seat p from from,
// wall extra added: each step open, the end a goal, the length the
// breadth-first distance.
func checkRoute(t *testing.T, s *State, p int, from Square, extra Wall, route []Square) {
	t.Helper()
	e := s.open
	if extra != NoWall {
		e.block(extra)
	}
	var dist [NumSquares]uint8
	e.distMap(goalSet[p], &dist)
	if dist[from] == maxDist {
		if route != nil {
			t.Errorf("Route(%d, %s) = %v, want nil (no path)", p, from, route)
		}
		return
	}
	if len(route) != int(dist[from])+1 || route[0] != from || !goalSet[p].has(route[len(route)-1]) {
		t.Fatalf("Route(%d, %s, %s) = %v: not a shortest path to a goal (%d steps)", p, from, extra, route, dist[from])
	}
	for i := 1; i < len(route); i++ {
		ok := false
		for d := 0; d < 4; d++ {
			if e.open(route[i-1], d) && route[i-1]+stepOffset[d] == route[i] {
				ok = true
			}
		}
		if !ok {
			t.Fatalf("Route(%d, %s) = %v: no open step from %s to %s", p, from, route, route[i-1], route[i])
		}
	}
}

func TestRoute(t *testing.T) {
	s := NewState(false)
	d4, _ := ParseSquare("d4")
	r := s.Route(0, d4, NoWall)
	var names []string
	for _, sq := range r {
		names = append(names, sq.String())
	}
	// Straight up the d file: no turns.
	if want := []string{"d4", "d5", "d6", "d7", "d8", "d9", "d10", "d11"}; !slices.Equal(names, want) {
		t.Errorf("Route(White, d4) = %v, want %v", names, want)
	}
	// A wall across the d file sends the route round it.
	w, _ := ParseWall("c6h")
	r = s.Route(0, d4, w)
	checkRoute(t, s, 0, d4, w, r)
	if len(r) != 10 {
		t.Errorf("Route(White, d4, c6h) has %d squares, want 10", len(r))
	}
	// A goal is its own route.
	d11, _ := ParseSquare("d11")
	if r := s.Route(0, d11, NoWall); len(r) != 1 || r[0] != d11 {
		t.Errorf("Route(White, d11) = %v, want [d11]", r)
	}
	if s.Route(0, NoSquare, NoWall) != nil || s.Route(2, d4, NoWall) != nil {
		t.Error("Route of no square or no seat is not nil")
	}
	// A pawn walled in has no route.
	in := position(t, pos{white: []string{"a1", "h4"}, black: []string{"d11", "h11"}, walls: []string{"a1h", "b1v"}, hand: full})
	a1, _ := ParseSquare("a1")
	if r := in.Route(0, a1, NoWall); r != nil {
		t.Errorf("Route of a walled-in pawn = %v, want nil", r)
	}
	// Random positions: every pawn's route, with and without a wall.
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 4; game++ {
		st := NewState(game%2 == 1)
		var buf []rules.Move
		for ply := 0; ply < 60 && !st.Over(); ply++ {
			for p := 0; p < 2; p++ {
				for _, sq := range st.Pawns(p) {
					if sq == NoSquare {
						continue
					}
					checkRoute(t, st, p, sq, NoWall, st.Route(p, sq, NoWall))
					w := Wall(rng.IntN(NumWalls))
					checkRoute(t, st, p, sq, w, st.Route(p, sq, w))
				}
			}
			buf = st.Legal(buf)
			st.Apply(buf[rng.IntN(len(buf))])
		}
	}
}

// TestAccessorsReadOnly checks that the accessors leave the position as
// it was.
func TestAccessorsReadOnly(t *testing.T) {
	s := play(t, true, "d4-d6/e5h", "d11-d9/b8v")
	before, hash := s.String(), s.Hash()
	w, _ := ParseWall("c6h")
	for p := 0; p < 2; p++ {
		for _, sq := range s.Pawns(p) {
			s.Route(p, sq, w)
		}
	}
	s.Walls(nil)
	s.WallBlocked(w)
	if s.String() != before || s.Hash() != hash {
		t.Errorf("the accessors changed the position:\n%s\nwas\n%s", s, before)
	}
}

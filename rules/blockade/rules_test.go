package blockade

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"impasse/rules"
)

// The tests follow the rule sheet: Blockade's numbered rules 1 to 8, then
// Cul de Sac's paragraphs on movement, walls and winning, then the
// decided points of the spec (start squares, one-step finish, diagonal
// routes, no pawn move, threefold repetition).

// Board: 11 columns a–k, 14 rows; White (first) starts on d4 and h4,
// Black on d11 and h11, each with 9 horizontal and 9 vertical walls.
func TestBoardAndStart(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		s := NewState(culdesac)
		if s.ToMove() != 0 {
			t.Errorf("ToMove() = %d at the start, want 0 (White)", s.ToMove())
		}
		for p, want := range [2][2]string{{"d4", "h4"}, {"d11", "h11"}} {
			ps := s.Pawns(p)
			if got := [2]string{ps[0].String(), ps[1].String()}; got != want {
				t.Errorf("%s starts on %v, want %v", SeatNames[p], got, want)
			}
			for k := 0; k < 2; k++ {
				if got := s.WallsLeft(p, k); got != 9 {
					t.Errorf("%s has %d %s walls, want 9", SeatNames[p], got, kindName[k])
				}
			}
		}
	}
	if NumSquares != 154 || NumWalls != 260 {
		t.Errorf("%d squares and %d wall places, want 154 and 260", NumSquares, NumWalls)
	}
	for _, name := range []string{"a1", "k1", "a14", "k14", "d4", "h11"} {
		sq, err := ParseSquare(name)
		if err != nil || sq.String() != name {
			t.Errorf("ParseSquare(%q) = %v, %v", name, sq, err)
		}
	}
	for _, bad := range []string{"", "a", "a0", "a15", "l1", "a01", "1a", "d4x"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q): got no error, want one", bad)
		}
	}
	for _, name := range []string{"a1h", "j13v", "e5h"} {
		w, err := ParseWall(name)
		if err != nil || w.String() != name {
			t.Errorf("ParseWall(%q) = %v, %v", name, w, err)
		}
	}
	for _, bad := range []string{"", "e5", "k5h", "a14h", "e0h", "e5x", "e5hh", "5eh"} {
		if _, err := ParseWall(bad); err == nil {
			t.Errorf("ParseWall(%q): got no error, want one", bad)
		}
	}
}

// Rule 1: on his turn a player must move one of his pawns, then place a
// wall (if he has any left).
func TestRule1MoveThenWall(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		s := NewState(culdesac)
		for _, m := range legalStrings(s) {
			if !strings.Contains(m, "-") || !strings.Contains(m, "/") {
				t.Fatalf("start move %q: want a pawn move and a wall", m)
			}
		}
		wantIllegal(t, s, "d4-d6", "a wall is compulsory")
		wantIllegal(t, s, "/e5h", "a wall alone is only for a player who cannot move a pawn")
		wantIllegal(t, s, "pass", "may not pass")
		playOn(t, s, "d4-d6/e5h")
		if got := s.Pawns(0); got != [2]Square{Sq(3, 5), Sq(7, 3)} {
			t.Errorf("White's pawns %v after d4-d6, want d6 and h4", got)
		}
		w, _ := ParseWall("e5h")
		if !s.HasWall(w) || s.WallsLeft(0, Horizontal) != 8 || s.WallsLeft(0, Vertical) != 9 {
			t.Errorf("after /e5h: wall on board %v, White's walls %d/%d, want true, 8/9",
				s.HasWall(w), s.WallsLeft(0, Horizontal), s.WallsLeft(0, Vertical))
		}
		if s.ToMove() != 1 {
			t.Errorf("ToMove() = %d after White's turn, want 1", s.ToMove())
		}
	}
}

// Rule 2: a player without walls only moves a pawn.
func TestRule2NoWallsLeft(t *testing.T) {
	s := position(t, pos{white: []string{"d4", "h4"}, black: []string{"d11", "h11"}, hand: [2][2]int{{0, 0}, {9, 9}}})
	legal := legalStrings(s)
	if len(legal) != 16 {
		t.Errorf("%d legal moves without walls, want the 16 pawn moves", len(legal))
	}
	for _, m := range legal {
		if strings.Contains(m, "/") {
			t.Errorf("move %q places a wall, but White has none", m)
		}
	}
	wantLegal(t, s, "d4-d6")
	wantIllegal(t, s, "d4-d6/e5h", "White has no walls left")

	// Walls of one kind only.
	s = position(t, pos{white: []string{"d4", "h4"}, black: []string{"d11", "h11"}, hand: [2][2]int{{1, 0}, {9, 9}}})
	wantLegal(t, s, "d4-d6/e5h")
	wantIllegal(t, s, "d4-d6/e5v", "White has no vertical walls left")
	wantIllegal(t, s, "d4-d6", "a wall is compulsory")
	if n := len(s.Legal(nil)); n != 16*130 {
		t.Errorf("%d legal moves with one horizontal wall, want %d", n, 16*130)
	}
}

// Rule 3: a wall blocks two squares: it closes the passages of the two
// pairs of squares along it, no more. Walls may not overlap or cross.
func TestRule3WallsTwoSquares(t *testing.T) {
	s := play(t, false, "d4-d6/e5h", "h11-h9/e8v")
	open := func(a string, d int) bool {
		sq, _ := ParseSquare(a)
		return s.open.open(sq, d)
	}
	for _, tt := range []struct {
		sq   string
		dir  int
		want bool
	}{
		{"e5", north, false}, {"f5", north, false}, {"e6", south, false}, {"f6", south, false},
		{"d5", north, true}, {"g5", north, true}, {"e4", north, true}, {"e6", north, true},
		{"e8", east, false}, {"e9", east, false}, {"f8", west, false}, {"f9", west, false},
		{"e7", east, true}, {"e10", east, true}, {"d8", east, true},
	} {
		if got := open(tt.sq, tt.dir); got != tt.want {
			t.Errorf("passage %s %s open = %v, want %v", tt.sq, dirName[tt.dir], got, tt.want)
		}
	}
	// Overlapping and crossing walls are refused; walls meeting end to
	// end or at a T are fine.
	wantIllegal(t, s, "d6-d8/d5h", "would overlap the wall e5h")
	wantIllegal(t, s, "d6-d8/f5h", "would overlap the wall e5h")
	wantIllegal(t, s, "d6-d8/e5v", "would cross the wall e5h")
	wantIllegal(t, s, "d6-d8/e5h", "e5h is already on the board")
	wantIllegal(t, s, "d6-d8/e7v", "would overlap the wall e8v")
	wantIllegal(t, s, "d6-d8/e9v", "would overlap the wall e8v")
	wantIllegal(t, s, "d6-d8/e8h", "would cross the wall e8v")
	for _, ok := range []string{"c5h", "g5h", "e6v", "e4v", "e10v", "d8h", "f8h"} {
		wantLegal(t, s, "d6-d8/"+ok)
	}
	// A wall is named by its centre, a1 to j13: no wall reaches past the
	// board.
	wantIllegal(t, s, "d6-d8/k5h", "is not a wall")
	wantIllegal(t, s, "d6-d8/a14v", "is not a wall")
}

// Rule 4: two pawns never share a square.
func TestRule4OneSquareOnePawn(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		s := position(t, pos{culdesac: culdesac, white: []string{"d4", "f4"}, black: []string{"d6", "e5"}, hand: full})
		wantIllegal(t, s, "d4-d6/a1h", "d6 is occupied")
		wantIllegal(t, s, "d4-e5/a1h", "e5 is occupied")
		wantIllegal(t, s, "d4-f4/a1h", "f4 is occupied")
		wantIllegal(t, s, "f4-d4/a1h", "d4 is occupied")
		for _, m := range legalStrings(s) {
			to, _, _ := strings.Cut(m[strings.Index(m, "-")+1:], "/")
			if slices.Contains([]string{"d4", "f4", "d6", "e5"}, to) {
				t.Errorf("legal move %q lands on a pawn", m)
			}
		}
	}
}

// Rule 5: a pawn may advance one square only when the second holds a
// pawn. A wall between the first and second square gives no such right.
func TestRule5StopShortBeforePawn(t *testing.T) {
	s := position(t, pos{white: []string{"d4", "h4"}, black: []string{"d6", "k14"}, hand: full})
	wantLegal(t, s, "d4-d5/a1h")
	// No pawn two squares away: no stopping short.
	wantIllegal(t, s, "d4-e4/a1h", "only onto a goal or when the next square (f4) holds a pawn")
	wantIllegal(t, s, "h4-h5/a1h", "only onto a goal or when the next square (h6) holds a pawn")
	if got, want := pawnTargets(s, "d4"), sorted("b4", "c3", "c5", "d2", "d5", "e3", "e5", "f4"); !slices.Equal(got, want) {
		t.Errorf("d4 reaches %v, want %v", got, want)
	}

	// A wall between d5 and d6: neither the jump nor stopping short.
	s = position(t, pos{white: []string{"d4", "h4"}, black: []string{"d6", "k14"}, walls: []string{"d5h"}, hand: full})
	wantIllegal(t, s, "d4-d5/a1h", "stopping short is allowed before a pawn, not before a wall")
	wantIllegal(t, s, "d4-d6/a1h", "a wall stands between d5 and d6")

	// The first square taken: nothing.
	s = position(t, pos{white: []string{"d4", "h4"}, black: []string{"d5", "d6"}, hand: full})
	wantIllegal(t, s, "d4-d5/a1h", "d5 is occupied")
	wantIllegal(t, s, "d4-d6/a1h", "d6 is occupied")
}

// Rule 6: a pawn may jump over a pawn in its way.
func TestRule6JumpOverPawn(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		s := position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"d5", "k14"}, hand: full})
		wantLegal(t, s, "d4-d6/a1h")
		// Over the own pawn too.
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "d5"}, black: []string{"a14", "k14"}, hand: full})
		wantLegal(t, s, "d4-d6/a1h")
		wantLegal(t, s, "d5-d3/a1h")
		// Not through a wall, before or after the pawn.
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"d5", "k14"}, walls: []string{"d5h"}, hand: full})
		wantIllegal(t, s, "d4-d6/a1h", "a wall stands between d5 and d6")
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"d5", "k14"}, walls: []string{"c4h"}, hand: full})
		wantIllegal(t, s, "d4-d6/a1h", "a wall stands between d4 and d5")
	}
}

// Rule 7: every goal square must stay reachable, however long the way:
// after a wall, each of the four pawns keeps a path (pawns ignored) to
// both goals it aims at.
func TestRule7PathRule(t *testing.T) {
	// d11 walled in on three sides; d10v would close the fourth.
	three := []string{"d11h", "c10h", "c11v"}
	for _, culdesac := range []bool{false, true} {
		s := position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"a13", "k13"}, walls: three, hand: full})
		wantIllegal(t, s, "d4-d6/d10v", "d10v would cut White's pawn on d6 from its goal d11")
		// Not even the other side may do it: it cuts White's pawns.
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"a13", "k13"}, walls: three, hand: full, blackToMove: true})
		wantIllegal(t, s, "a13-a11/d10v", "d10v would cut White's pawn on d4 from its goal d11")
		// Any other wall there is fine (h11 is still far).
		wantLegal(t, s, "a13-a11/e10v")
	}
	// Walling a pawn in: Black's pawn on f13.
	s := position(t, pos{white: []string{"d4", "h4"}, black: []string{"f13", "h11"}, walls: []string{"e13h", "f12h", "e12v"}, hand: full})
	wantIllegal(t, s, "d4-d6/f13v", "f13v would cut Black's pawn on f13 from its goal d4")
	// With Black's pawn gone from f13 the same wall only walls in an
	// empty square, which is allowed.
	s = position(t, pos{white: []string{"d4", "h4"}, black: []string{"f11", "h11"}, walls: []string{"e13h", "f12h", "e12v"}, hand: full})
	wantLegal(t, s, "d4-d6/f13v")
	// The pawn move counts: a pawn moving into the pocket may not be
	// shut in, a pawn leaving it may.
	s = position(t, pos{white: []string{"h13", "h4"}, black: []string{"a13", "k13"}, walls: []string{"e13h", "f12h", "e12v"}, hand: full})
	wantLegal(t, s, "h13-f13/a1h")
	wantLegal(t, s, "h4-h6/f13v")
	wantIllegal(t, s, "h13-f13/f13v", "f13v would cut White's pawn on f13 from its goal d11")
	for _, m := range legalStrings(s) {
		if m == "h13-f13/f13v" {
			t.Errorf("Legal lists %s", m)
		}
	}
}

// Rule 8: a pawn sitting on a goal does not protect it: a pawn of the
// other side may end its move there, takes it and wins.
func TestRule8TakeOnGoal(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		for _, mv := range []string{"d9-d11", "c10-d11", "d10-d11"} {
			from := mv[:strings.Index(mv, "-")]
			s := position(t, pos{culdesac: culdesac, white: []string{from, "h4"}, black: []string{"d11", "h11"}, hand: full})
			wantIllegal(t, s, mv+"/e5h", "reaches a goal and wins: no wall after a winning move")
			m := wantLegal(t, s, mv)
			if m < 0 {
				continue
			}
			s.Apply(m)
			if !s.Over() || s.Winner() != 0 {
				t.Errorf("%s onto Black's pawn on d11: Over() = %v, Winner() = %d, want White's win", mv, s.Over(), s.Winner())
			}
			if got := s.Pawns(1); got != [2]Square{NoSquare, Sq(7, 10)} {
				t.Errorf("Black's pawns after %s = %v, want d11's taken", mv, got)
			}
			if r := s.Results(); r[0] != 1 || r[1] != 0 {
				t.Errorf("Results() = %v, want [1 0]", r)
			}
			if sc := s.Scores(); sc[0] != 1 || sc[1] != 0 {
				t.Errorf("Scores() = %v, want [1 0]", sc)
			}
			if _, err := rules.Play(s, "h4-h6/e5h"); err != rules.ErrOver {
				t.Errorf("a move after the end: %v, want ErrOver", err)
			}
		}
	}
	// A non-goal square stays forbidden.
	s := position(t, pos{white: []string{"d8", "h4"}, black: []string{"d10", "h11"}, hand: full})
	wantIllegal(t, s, "d8-d10/e5h", "d10 is occupied")
	// Black wins the same way, on White's start squares.
	s = position(t, pos{white: []string{"d4", "h6"}, black: []string{"d6", "h11"}, hand: full, blackToMove: true})
	m := wantLegal(t, s, "d6-d4")
	s.Apply(m)
	if s.Winner() != 1 || rules.ResultString(s.Results()) != "0-1" {
		t.Errorf("Black takes on d4: Winner() = %d, result %s, want 1, 0-1", s.Winner(), rules.ResultString(s.Results()))
	}
}

// Decided: the last move onto a goal may be a single orthogonal step (in
// Blockade too, where two squares or one diagonal keep a pawn on one
// colour of the board and the goals on the other).
func TestFinalStepOntoGoal(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		s := position(t, pos{culdesac: culdesac, white: []string{"d10", "h4"}, black: []string{"a13", "k13"}, hand: full})
		wantIllegal(t, s, "h4-h5/e5h", "only onto a goal")
		m := wantLegal(t, s, "d10-d11")
		s.Apply(m)
		if s.Winner() != 0 {
			t.Errorf("d10-d11: Winner() = %d, want 0", s.Winner())
		}
		// Through a wall, no.
		s = position(t, pos{culdesac: culdesac, white: []string{"d10", "h4"}, black: []string{"a13", "k13"}, walls: []string{"d10h"}, hand: full})
		wantIllegal(t, s, "d10-d11", "a wall stands between d10 and d11")
	}
	// In Blockade a pawn never reaches a goal from the start by two
	// squares or diagonals alone: d4 and d11 are of different colours.
	if (Sq(3, 3).Col()+Sq(3, 3).Row())%2 == (Sq(3, 10).Col()+Sq(3, 10).Row())%2 {
		t.Errorf("d4 and d11 have the same colour")
	}
}

// Decided: a diagonal move needs one of its two L-shaped routes free of
// walls; pawns on the corner squares do not matter.
func TestDiagonalRoutes(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		// d3v closes d4-e4: the route through d5 is free.
		s := position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"a13", "k13"}, walls: []string{"d3v"}, hand: full})
		wantLegal(t, s, "d4-e5/a1h")
		wantIllegal(t, s, "d4-e3/a1h", "both routes to e3") // d3v closes d3-e3 too
		// d5v also closes d5-e5: both routes are walled.
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"a13", "k13"}, walls: []string{"d3v", "d5v"}, hand: full})
		wantIllegal(t, s, "d4-e5/a1h", "both routes to e5")
		// A wall across both second steps (d4h closes d4-d5 and e4-e5).
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"a13", "k13"}, walls: []string{"d4h"}, hand: full})
		wantIllegal(t, s, "d4-e5/a1h", "both routes to e5")
		wantLegal(t, s, "d4-c5/a1h") // through c4
		// Pawns on both corner squares are passed over.
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"d5", "e4"}, hand: full})
		wantLegal(t, s, "d4-e5/a1h")
		// A corner pawn and a wall on the other route.
		s = position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"d5", "k14"}, walls: []string{"d3v"}, hand: full})
		wantLegal(t, s, "d4-e5/a1h")
	}
}

// Cul de Sac, movement: a pawn moves two squares, forwards, backwards or
// sideways, straight or turning once (an L), never diagonally in one
// step, not across a wall; it passes over a pawn; when its route would
// end on a pawn it may stop after one square.
func TestCulDeSacMovement(t *testing.T) {
	s := NewState(true)
	if got, want := pawnTargets(s, "d4"), sorted("b4", "c3", "c5", "d2", "d6", "e3", "e5", "f4"); !slices.Equal(got, want) {
		t.Errorf("d4 reaches %v, want %v", got, want)
	}
	wantIllegal(t, s, "d4-e6/a1h", "a pawn moves two steps orthogonally, straight or turning once")
	wantIllegal(t, s, "d4-d7/a1h", "a pawn moves two steps orthogonally")
	wantIllegal(t, s, "d4-d5/a1h", "a pawn stops after one step only onto a goal or when its route would end on a pawn")

	// A pawn on e5 ends the routes d4-d5-e5 and d4-e4-e5: the pawn may
	// stop on d5 or e4. Blockade allows neither (d6 and f4 are empty).
	for _, culdesac := range []bool{true, false} {
		s := position(t, pos{culdesac: culdesac, white: []string{"d4", "h4"}, black: []string{"e5", "k14"}, hand: full})
		want := sorted("b4", "c3", "c5", "d2", "d6", "e3", "f4")
		if culdesac {
			want = sorted(append(want, "d5", "e4")...)
		}
		if got := pawnTargets(s, "d4"); !slices.Equal(got, want) {
			t.Errorf("culdesac=%v: d4 reaches %v, want %v", culdesac, got, want)
		}
	}
	// The route must be open: with d5v between d5 and e5, only e4.
	s = position(t, pos{culdesac: true, white: []string{"d4", "h4"}, black: []string{"e5", "k14"}, walls: []string{"d5v"}, hand: full})
	wantLegal(t, s, "d4-e4/a1h")
	wantIllegal(t, s, "d4-d5/a1h", "no open route through d5")
	// Straight on over a pawn, and stopping before one straight on.
	s = position(t, pos{culdesac: true, white: []string{"d4", "h4"}, black: []string{"d6", "k14"}, hand: full})
	wantLegal(t, s, "d4-d5/a1h")
	s = position(t, pos{culdesac: true, white: []string{"d4", "h4"}, black: []string{"d5", "k14"}, hand: full})
	wantLegal(t, s, "d4-d6/a1h")
}

// Cul de Sac, walls: black walls lie horizontally, light ones vertically;
// either player may wall either half of the board; a wall stays to the
// end; a path to both bases must always be left to both pieces.
func TestCulDeSacWalls(t *testing.T) {
	s := play(t, true, "d4-d6/d12h", "d11-d9/c3v")
	for _, name := range []string{"d12h", "c3v"} {
		w, _ := ParseWall(name)
		if !s.HasWall(w) {
			t.Errorf("wall %s not on the board", name)
		}
	}
	if s.WallsLeft(0, Horizontal) != 8 || s.WallsLeft(1, Vertical) != 8 {
		t.Errorf("walls left %d and %d, want 8 and 8", s.WallsLeft(0, Horizontal), s.WallsLeft(1, Vertical))
	}
	playOn(t, s, "h4-h6/a1h", "h11-h9/j1h")
	for _, name := range []string{"d12h", "c3v", "a1h", "j1h"} {
		w, _ := ParseWall(name)
		if !s.HasWall(w) {
			t.Errorf("wall %s gone from the board", name)
		}
	}
	// The opponent's pieces may not be walled in their base.
	s = position(t, pos{culdesac: true, white: []string{"d4", "h4"}, black: []string{"f13", "h11"}, walls: []string{"e13h", "f12h", "e12v"}, hand: full})
	wantIllegal(t, s, "d4-d6/f13v", "f13v would cut Black's pawn on f13 from its goal d4")
	three := []string{"d11h", "c10h", "c11v"}
	s = position(t, pos{culdesac: true, white: []string{"d4", "h4"}, black: []string{"d11", "k13"}, walls: three, hand: full})
	wantIllegal(t, s, "d4-d6/d10v", "would cut")
}

// Cul de Sac, winning: the first piece on either of the other side's
// bases wins; the last move may be one square or two; a piece left on a
// base does not protect it.
func TestCulDeSacWinning(t *testing.T) {
	for _, tt := range []struct {
		white, move string
	}{{"d9", "d9-d11"}, {"d10", "d10-d11"}, {"c10", "c10-d11"}, {"g10", "g10-h11"}, {"h10", "h10-h11"}} {
		for _, blocker := range []string{"a13", "d11"} {
			s := position(t, pos{culdesac: true, white: []string{tt.white, "h4"}, black: []string{blocker, "k13"}, hand: full})
			m := wantLegal(t, s, tt.move)
			if m < 0 {
				continue
			}
			s.Apply(m)
			if s.Winner() != 0 {
				t.Errorf("%s with Black on %s: Winner() = %d, want 0", tt.move, blocker, s.Winner())
			}
		}
	}
}

// serpentine returns walls that make the board one corridor a square
// wide, from a1 along row 1 to k1, up, back along row 2 to a2, up, and so
// on to a14. Every horizontal place is then taken or crossed, and every
// free vertical place cuts the corridor in two places.
func serpentine() []string {
	var walls []string
	for r := 1; r <= 13; r++ {
		first := 'a'
		if r%2 == 0 {
			first = 'b'
		}
		for c := first; c <= 'j'; c += 2 {
			walls = append(walls, fmt.Sprintf("%c%dh", c, r))
		}
	}
	return walls
}

// Decided: with no legal place for a wall, the pawn move alone; with no
// pawn move, a wall alone; with neither, a pass.
func TestNoPlaceNoMove(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		// White's pawns at both ends of the corridor: no vertical wall
		// keeps them together.
		s := position(t, pos{culdesac: culdesac, white: []string{"a1", "a14"}, black: []string{"f7", "g7"}, walls: serpentine(), hand: [2][2]int{{0, 9}, {9, 9}}})
		if got, want := legalStrings(s), []string{"a1-c1", "a14-c14"}; !slices.Equal(got, want) {
			t.Errorf("culdesac=%v: Legal() = %v, want %v", culdesac, got, want)
		}
		wantIllegal(t, s, "a1-c1/b1v", "b1v would cut White's pawn on")
		wantIllegal(t, s, "a1-c1/a1h", "White has no horizontal walls left")

		// White's pawns shut in by Black's on row 1: walls alone, only
		// beyond h11, the last square the path rule ties in.
		s = position(t, pos{culdesac: culdesac, white: []string{"a1", "b1"}, black: []string{"c1", "d1"}, walls: serpentine(), hand: [2][2]int{{0, 9}, {9, 9}}})
		want := sorted("/h11v", "/j11v", "/a12v", "/c12v", "/e12v", "/g12v", "/i12v", "/b13v", "/d13v", "/f13v", "/h13v", "/j13v")
		if got := legalStrings(s); !slices.Equal(got, want) {
			t.Errorf("culdesac=%v: Legal() = %v, want %v", culdesac, got, want)
		}
		wantIllegal(t, s, "a1-c1/h11v", "c1 is occupied")
		wantIllegal(t, s, "b1-b3/h11v", "a wall stands between b1 and b2")
		wantIllegal(t, s, "pass", "cannot move a pawn but can place a wall, so may not pass")
		wantIllegal(t, s, "/b1v", "b1v would cut")
		m := wantLegal(t, s, "/h11v")
		s.Apply(m)
		if w, _ := ParseWall("h11v"); !s.HasWall(w) || s.WallsLeft(0, Vertical) != 8 || s.ToMove() != 1 {
			t.Errorf("after /h11v: wall %v, %d left, %d to move", s.HasWall(w), s.WallsLeft(0, Vertical), s.ToMove())
		}

		// Only horizontal walls, all places taken: a pass.
		s = position(t, pos{culdesac: culdesac, white: []string{"a1", "b1"}, black: []string{"c1", "d1"}, walls: serpentine(), hand: [2][2]int{{1, 0}, {9, 9}}})
		if got := legalStrings(s); !slices.Equal(got, []string{"pass"}) {
			t.Errorf("culdesac=%v: Legal() = %v, want [pass]", culdesac, got)
		}
		wantIllegal(t, s, "/a5h", "a5h is already on the board")
		wantIllegal(t, s, "/b5h", "b5h would overlap the wall a5h")
		m = wantLegal(t, s, "PASS")
		if got := s.MoveString(m); got != "pass" {
			t.Errorf("MoveString(pass) = %q", got)
		}
		before := s.Hash()
		s.Apply(m)
		if s.ToMove() != 1 || s.Hash() == before {
			t.Errorf("after a pass: ToMove() = %d, hash unchanged %v", s.ToMove(), s.Hash() == before)
		}
	}
}

// Decided: a position repeated three times with the same player to move
// is a draw; a position counts the squares of each side's pawns (the two
// pawns are interchangeable), the walls and the walls in hand.
func TestThreefoldRepetition(t *testing.T) {
	noWalls := [2][2]int{}
	s := position(t, pos{white: []string{"d4", "h4"}, black: []string{"d11", "h11"}, hand: noWalls})
	start := s.Hash()
	cycle := []string{"d4-d6", "d11-d9", "d6-d4", "d9-d11"}
	playOn(t, s, cycle...)
	if s.Hash() != start || s.Over() {
		t.Fatalf("back at the start: hash equal %v, over %v; want true, false", s.Hash() == start, s.Over())
	}
	playOn(t, s, cycle[:3]...)
	if s.Over() {
		t.Fatalf("over before the third occurrence")
	}
	playOn(t, s, cycle[3])
	if !s.Over() || s.Winner() != -1 || rules.ResultString(s.Results()) != "1/2-1/2" {
		t.Fatalf("third occurrence: Over() = %v, Winner() = %d, result %s; want a draw", s.Over(), s.Winner(), rules.ResultString(s.Results()))
	}
	if sc := s.Scores(); sc[0] != 0 || sc[1] != 0 {
		t.Errorf("Scores() after a draw = %v, want [0 0]", sc)
	}
	if !strings.Contains(s.String(), "draw") {
		t.Errorf("String() does not tell the draw:\n%s", s)
	}

	// The pawns of one side are interchangeable: d4 and f4 swap places.
	s = position(t, pos{white: []string{"d4", "f4"}, black: []string{"d11", "h11"}, hand: noWalls})
	start = s.Hash()
	cycle = []string{"d4-e5", "h11-h9", "f4-d4", "h9-g10", "e5-f4", "g10-h11"}
	playOn(t, s, cycle...)
	if s.Hash() != start {
		t.Errorf("pawns swapped: hash differs from the start")
	}
	playOn(t, s, cycle[:5]...)
	if s.Over() {
		t.Fatalf("over before the third occurrence")
	}
	playOn(t, s, cycle[5])
	if !s.Over() || s.Winner() != -1 {
		t.Errorf("third occurrence with swapped pawns: Over() = %v, want a draw", s.Over())
	}

	// The side to move counts, and walls in hand count.
	s = position(t, pos{white: []string{"d4", "h4"}, black: []string{"d11", "h11"}, hand: [2][2]int{{0, 0}, {0, 1}}})
	if h := s.Hash(); h == position(t, pos{white: []string{"d4", "h4"}, black: []string{"d11", "h11"}, hand: noWalls}).Hash() {
		t.Errorf("walls in hand do not change the hash")
	}
	if h := s.Hash(); h == position(t, pos{white: []string{"d4", "h4"}, black: []string{"d11", "h11"}, hand: [2][2]int{{0, 0}, {0, 1}}, blackToMove: true}).Hash() {
		t.Errorf("the side to move does not change the hash")
	}
}

// A turn with a wall starts a new history: the positions before it cannot
// come back, and Undo restores everything, the history included.
func TestHistoryAndUndo(t *testing.T) {
	s := play(t, false, "d4-d6/e5h", "d11-d9/e8h", "d6-d4/a1h", "d9-d11/j1h")
	if s.repeats() != 1 {
		t.Errorf("a position after a wall repeats %d times, want 1", s.repeats())
	}
	want := s.String()
	h := s.Hash()
	c := s.Clone().(*State)
	playOn(t, c, "d4-d6/c12h", "d11-d9/c2h")
	c.Undo()
	c.Undo()
	if c.String() != want || c.Hash() != h || c.Hash() != c.computeHash() {
		t.Errorf("Undo: got\n%s\nwant\n%s", c, want)
	}
	if !slices.Equal(legalStrings(c), legalStrings(s)) {
		t.Errorf("Undo: legal moves differ")
	}
	// Undo after a win.
	w := position(t, pos{white: []string{"d10", "h4"}, black: []string{"d11", "h11"}, hand: full})
	before := w.String()
	playOn(t, w, "d10-d11")
	w.Undo()
	if w.String() != before || w.Over() {
		t.Errorf("Undo of a win: got\n%s\nwant\n%s", w, before)
	}
}

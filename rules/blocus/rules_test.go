package blocus

import (
	"slices"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// pathStrings writes paths in the notation.
func pathStrings(paths [][]buchholz.Square) []string {
	out := []string{}
	for _, p := range paths {
		out = append(out, buchholz.PathString(p))
	}
	return out
}

// The spec's start: the kings on E2 and E11, each blocking the other's
// way straight out, so neither can leave and Red places a guard.
func TestStartKingsBlockEachOther(t *testing.T) {
	s := NewState()
	if got, want := s.ToMove(), 0; got != want {
		t.Errorf("got seat %v to move, want %v", got, want)
	}
	for seat, want := range []string{"E2-E10", "E11-E3"} {
		paths, outs := s.Paths(seat)
		if got := pathStrings(paths); !slices.Equal(got, []string{want}) || outs[0] {
			t.Errorf("%s: got paths %v (out %v), want only %v, a dead end at the other king", SeatNames[seat], got, outs, want)
		}
		if s.CanLeave(seat) {
			t.Errorf("%s: the king can leave at the start", SeatNames[seat])
		}
	}
	if got := rulestest.LegalStrings(s)[0]; got != "@A1" {
		t.Errorf("got first move %v, want @A1, a guard placed", got)
	}
}

// The exit notation's example: straight up to the guard on E8, a turn
// right at E7 to the guard on I7, a turn left at H7 and out across row 12.
// The other turns lead across side edges, or back across Red's own edge.
func TestKingTurnsAtGuards(t *testing.T) {
	s := position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . . . g . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	if got, want := rulestest.LegalStrings(s), []string{"E2-E7-H7-H12"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	paths, outs := s.Paths(0)
	want := map[string]bool{"E2-E7-A7": false, "E2-E7-H7-H12": true, "E2-E7-H7-H1": false}
	if len(paths) != len(want) {
		t.Errorf("got paths %v, want %v", pathStrings(paths), want)
	}
	for i, p := range paths {
		if out, ok := want[buchholz.PathString(p)]; !ok || out != outs[i] {
			t.Errorf("got path %v out %v, want one of %v", buchholz.PathString(p), outs[i], want)
		}
	}
	// The king must leave: it does, and Red wins.
	rulestest.PlayMoves(t, s, "E2-E7-H7-H12")
	if got, want := s.Results(), []float64{1, 0}; !slices.Equal(got, want) || s.Ending() != Exit {
		t.Errorf("got results %v, ending %v, want %v by exit", got, s.Ending(), want)
	}
	if got, want := buchholz.PathString(s.Way()), "E2-E7-H7-H12"; got != want {
		t.Errorf("got way %v, want %v", got, want)
	}
}

// A king that meets a guard while a second stands beside it turns the
// other way or, turning into the second, back the way it came: here that
// is a second way out, a different move.
func TestKingTurnsAgainAndBack(t *testing.T) {
	s := position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . . . G . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . G . . . . .
		. . . . . . . G . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	got := rulestest.LegalStrings(s)
	slices.Sort(got)
	if want := []string{"E2-E7-H7-H12", "E2-E7-H7-H4-H12"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// A king's path ends before the other king: here, deflected along row 11
// into Blue's king on E11, Red's king has no way out.
func TestKingBlockedByTheOtherKing(t *testing.T) {
	s := position(t, `
		. . G . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. g . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	if s.CanLeave(0) || len(s.Exits(0)) != 0 {
		t.Errorf("got ways out %v, want none", pathStrings(s.Exits(0)))
	}
	paths, _ := s.Paths(0)
	if got := pathStrings(paths); !slices.Contains(got, "E2-E7-C7-C11-D11") {
		t.Errorf("got paths %v, want one ending on D11, before the king on E11", got)
	}
	if got := rulestest.LegalStrings(s); slices.ContainsFunc(got, func(m string) bool { return !strings.HasPrefix(m, "@") }) {
		t.Errorf("got moves %v, want guards placed only", got)
	}
	// Without the guard on C12 the king goes up column C and out.
	s = position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. g . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	if got, want := rulestest.LegalStrings(s), []string{"E2-E7-C7-C12"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// A king may not cross a side edge, nor its own back edge: with a single
// guard ahead, both turns lead off the sides. Blue's king leaves across
// row 1 only.
func TestKingMayNotCrossTheSideEdge(t *testing.T) {
	s := position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	paths, outs := s.Paths(0)
	if got, want := pathStrings(paths), []string{"E2-E5-A5", "E2-E5-L5"}; !slices.Equal(got, want) || outs[0] || outs[1] {
		t.Errorf("got paths %v (out %v), want %v, dead ends", got, outs, want)
	}
	if s.CanLeave(0) {
		t.Error("the king leaves across a side edge")
	}
	// Blue's king turned down column H leaves across row 1; Red's king
	// meets the same guard on E8 and turns along row 7, off the sides.
	s = position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . g . . .
		. . . . G . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 1)
	got := rulestest.LegalStrings(s)
	if want := []string{"E11-E9-H9-H1"}; !slices.Equal(got, want) {
		t.Errorf("Blue: got %v, want %v", got, want)
	}
}

// A king may pass through the other king's region.
func TestKingPassesThroughTheOtherRegion(t *testing.T) {
	s := position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . g . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	if got, want := rulestest.LegalStrings(s), []string{"E2-E5-F5-F12"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// A path that comes back to a square with a heading it left it by is a
// loop, a dead end: here the king goes round E7, H7, H4, E4 and back up
// column E. Through E4 with another heading it goes on (and down out of
// the board's bottom, a dead end for Red).
func TestLoopsAreDeadEnds(t *testing.T) {
	s := position(t, `
		. . . . . . . . G . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . . . . G . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . g . . . . . . . .
		. . . . . . . . g . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	if s.CanLeave(0) {
		t.Errorf("got ways out %v, want none", pathStrings(s.Exits(0)))
	}
	paths, _ := s.Paths(0)
	got := pathStrings(paths)
	for _, want := range []string{"E2-E7-I7-I4-E4", "E2-E7-I7-I4-E4-E1"} {
		if !slices.Contains(got, want) {
			t.Errorf("got paths %v, want %v among them", got, want)
		}
	}
}

// Guards are placed on empty squares outside both kings' regions.
func TestGuardRefusedInAKingsRegion(t *testing.T) {
	s := NewState()
	for _, name := range []string{"D1", "E3", "F2", "D10", "E12", "F11"} {
		rulestest.WantIllegal(t, s, "@"+name, "region")
	}
	if got, want := len(s.Legal(nil)), Squares-18-14; got != want {
		t.Errorf("got %v placements at the start, want %v: every square but the kings' regions and the circles", got, want)
	}
	rulestest.PlayMoves(t, s, "@C1", "@G12")
	if _, err := s.ParseMove("@C1"); err == nil {
		t.Error("@C1 accepted on a guard")
	}
}

// Each player's first guard may not go on a circle; later ones may.
func TestFirstGuardRefusedOnACircle(t *testing.T) {
	s := NewState()
	rulestest.WantIllegal(t, s, "@B2", "circle")
	rulestest.PlayMoves(t, s, "@A2")
	rulestest.WantIllegal(t, s, "@H8", "circle")
	rulestest.PlayMoves(t, s, "@A4", "@B2", "@H8")
}

// sideGuards is a position with every guard placed in columns A, B, K
// and L, where they touch no king's path.
const sideGuards = `
	G . . . . . . . . . . g
	. . . . k . . . . . . .
	. . . . . . . . . . . .
	G . . . . . . . . . . g
	. . . . . . . . . . . .
	G G . . . . . . . . g g
	. . . . . . . . . . . .
	. . . . . . . . . . . .
	G . . . . . . . . . . g
	. . . . . . . . . . . .
	. . . . K . . . . . . .
	G . . . . . . . . . g .`

// Once all six are placed, a guard moves like a rook to an empty square,
// jumping nothing; it may pass through a king's region but not stop in
// one.
func TestGuardsMoveLikeRooks(t *testing.T) {
	s := position(t, sideGuards, 0)
	if _, err := s.ParseMove("@C5"); err == nil {
		t.Error("a guard placed with none in hand")
	}
	tests := []struct {
		move string
		ok   bool
	}{
		{"A7-A8", true}, {"A7-A5", true}, {"A7-A4", false}, {"A7-A3", false}, // A4 holds a guard
		{"A4-A2", true}, {"A4-A1", false}, // A1 holds one
		{"B7-H7", true}, {"B7-C7", true}, {"B7-L7", false}, // over Blue's K7, L7
		{"A1-C1", true}, {"A1-D1", false}, {"A1-G1", true}, // through Red's region
		{"A12-D12", false}, {"A12-H12", true}, {"A12-A8", false}, // over A9
		{"A9-A10", true}, {"A7-C9", false}, {"L12-K12", false}, // not its own guard
		{"A7-A7", false},
	}
	for _, tt := range tests {
		_, err := s.ParseMove(tt.move)
		if got := err == nil; got != tt.ok {
			t.Errorf("%s: got accepted %v (%v), want %v", tt.move, got, err, tt.ok)
		}
	}
	// A12: 7 along row 12 (not D12 to F12), 2 down; A9: 2 up, 1 down, 10
	// right; A7: 1 up, 2 down; B7: 5 up, 6 down, 8 right; A4: 2 up, 2
	// down, 10 right; A1: 2 up, 6 right (not D1 to F1).
	if got, want := len(s.Legal(nil)), 9+13+3+19+14+8; got != want {
		t.Errorf("got %v moves, want %v", got, want)
	}
}

// A guard may not jump a king either: Red's guard on C11 stays on its
// side of Blue's king.
func TestGuardsDoNotJumpKings(t *testing.T) {
	s := position(t, `
		. . . . . . . . . . . .
		G . G . k . . . . . . .
		. . . . . . . . . . . .
		G . . . . . . . . . . g
		. . . . . . . . . . . .
		G G . . . . . . . . g g
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		G . . . . . . . . g g g`, 0)
	for _, move := range []string{"C11-G11", "C11-D11"} {
		if _, err := s.ParseMove(move); err == nil {
			t.Errorf("%s accepted", move)
		}
	}
	rulestest.PlayMoves(t, s, "C11-B11")
}

// The king must leave when it can: no guard moves then.
func TestKingMustLeave(t *testing.T) {
	s := position(t, `
		. . . . . . . . . . . .
		. . . . k . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . G . . . . . . .
		. . . . . . . . g . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	for _, move := range []string{"@A1", "pass", "E2-E12", "E2-E7-A7"} {
		if _, err := s.ParseMove(move); err == nil {
			t.Errorf("%s accepted while the king can leave", move)
		}
	}
}

// A player with no legal move passes: Red's six guards are walled in the
// corner by Blue's.
func TestPassWithoutMoves(t *testing.T) {
	s := position(t, `
		. . . . . . . . g G G G
		. . . . k . . . g G G G
		. . . . . . . . . g g g
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . . . . . . . . .
		. . . . K . . . . . . .
		. . . . . . . . . . . .`, 0)
	if got, want := rulestest.LegalStrings(s), []string{"pass"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	rulestest.PlayMoves(t, s, "pass")
	if _, err := s.ParseMove("pass"); err == nil {
		t.Error("Blue may pass with moves to make")
	}
}

// A position repeated three times with the same player to move is a
// draw.
func TestThirdRepetitionDraws(t *testing.T) {
	s := position(t, sideGuards, 0)
	cycle := []string{"A7-A8", "L7-L8", "A8-A7", "L8-L7"}
	rulestest.PlayMoves(t, s, cycle...)
	rulestest.PlayMoves(t, s, cycle[:3]...)
	if s.Over() {
		t.Fatal("over before the third repetition")
	}
	rulestest.PlayMoves(t, s, cycle[3])
	if got, want := s.Results(), []float64{0.5, 0.5}; !slices.Equal(got, want) || s.Ending() != Repetition {
		t.Errorf("got results %v, ending %v, want %v by repetition", got, s.Ending(), want)
	}
}

// A guard placed ends every repetition: the positions before it cannot
// come back.
func TestPlacementClearsHistory(t *testing.T) {
	s := NewState()
	rulestest.PlayMoves(t, s, "@A1")
	if s.hist.Contains(NewState().Hash()) {
		t.Error("the start is still in the history after a guard was placed")
	}
	if _, err := rules.Play(s, "@A1"); err == nil {
		t.Error("a guard placed on a guard")
	}
}

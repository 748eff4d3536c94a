package porte

import (
	"slices"
	"strings"
	"testing"

	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// Each player starts in a corner, cylinder on the corner square, the
// triangle along the bottom or top edge, the square along the side edge,
// with three triangles and five squares in reserve.
func TestStart(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want []string
	}{
		{2, []string{"A1C1 B1T1 A2S1", "L12C2 K12T2 L11S2"}},
		{3, []string{"A1C1 B1T1 A2S1", "A12C2 B12T2 A11S2", "L12C3 K12T3 L11S3"}},
		{4, []string{"A1C1 B1T1 A2S1", "A12C2 B12T2 A11S2", "L12C3 K12T3 L11S3", "L1C4 K1T4 L2S4"}},
	} {
		s := NewState(tc.n, false)
		if got, want := s.String(), position(t, tc.n, false, 0, strings.Join(tc.want, " ")).String(); got != want {
			t.Errorf("%d players: got\n%s\nwant\n%s", tc.n, got, want)
		}
		for p := 0; p < tc.n; p++ {
			if got := [2]int{s.InReserve(p, buchholz.Triangle), s.InReserve(p, buchholz.Block)}; got != [2]int{3, 5} {
				t.Errorf("%d players, seat %d: got reserve %v, want [3 5]", tc.n, p+1, got)
			}
		}
	}
}

// A piece goes along its row or column any distance, over any pieces, to
// an empty square that is not a circle.
func TestMoves(t *testing.T) {
	s := NewState(2, false)
	for _, tc := range []struct {
		move string
		ok   bool
	}{
		{"A1-A3", true},  // over the square on A2
		{"A1-L1", true},  // the whole row, over the triangle
		{"B1-B3", true},  // over the circle B2
		{"B1-B2", false}, // never onto a circle
		{"A2-E2", false},
		{"A1-A2", false}, // taken
		{"A1-C3", false}, // not along a line
		{"L12-L10", false},
	} {
		_, err := s.Clone().ParseMove(tc.move)
		if got := err == nil; got != tc.ok {
			t.Errorf("%s: got legal %v (%v), want %v", tc.move, got, err, tc.ok)
		}
	}
	for _, m := range s.Legal(nil) {
		if _, to, _ := decode(m); to.IsCircle() {
			t.Errorf("%s ends on a circle", s.MoveString(m))
		}
	}
}

// The sheet's entering examples. Red's piece goes from D1 to D7 (region
// D7–F9, door E8); the first pieces met are on A7 (left) and D10 (up),
// unless the case says otherwise.
func TestEntering(t *testing.T) {
	for _, tc := range []struct {
		name   string
		n      int
		teams  bool
		pieces string
		move   string
		want   []string
	}{
		{"same opponent", 2, false, "D1C1 A7T2 D10S2", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
		{"same opponent, to the right and below", 2, false, "D12C1 J7T2 D3S2", "D12-D7", []string{"D12-D7+T", "D12-D7+S"}},
		{"two opponents", 3, false, "D1C1 A7T2 D10S3", "D1-D7", []string{"D1-D7"}},
		{"two in the row, none in the column", 2, false, "D1C1 A7T2 J7S2", "D1-D7", []string{"D1-D7"}},
		{"only the first piece met counts", 2, false, "D1C1 A7T2 B7S1 D10S2", "D1-D7", []string{"D1-D7"}},
		{"the three shapes: cylinder moved", 2, false, "D1C1 A7S2 D10T2", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
		{"the three shapes: triangle moved", 2, false, "D1T1 A7C2 D10S2", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
		{"the three shapes: square moved", 2, false, "D1S1 A7T2 D10C2", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
		{"two triangles", 2, false, "D1T1 A7T2 D10S2", "D1-D7", []string{"D1-D7"}},
		{"two squares and no triangle", 2, false, "D1S1 A7S2 D10C2", "D1-D7", []string{"D1-D7"}},
		{"an occupied door", 2, false, "D1C1 A7T2 D10S2 E8S1", "D1-D7", []string{"D1-D7"}},
		{"a door occupied by the opponent", 2, false, "D1C1 A7T2 D10S2 E8C2", "D1-D7", []string{"D1-D7"}},
		{"a door just freed", 2, false, "E8C1 A8T2 D10S2", "E8-D8", []string{"E8-D8+T", "E8-D8+S"}},
		{"the piece jumped over does not count", 2, false, "D1C1 A7T2 D10S2 D4S2", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
		{"no triangle left", 2, false, "D1C1 A7T2 D10S2 L3T1 L4T1 L5T1 L6T1", "D1-D7", []string{"D1-D7+S"}},
		{"no square left", 2, false, "D1C1 A7T2 D10S2 H1S1 I1S1 J1S1 K1S1 L1S1 L2S1", "D1-D7", []string{"D1-D7+T"}},
		{"teams: two of the partner's pieces", 4, true, "D1C1 A7T2 D10S2", "D1-D7", []string{"D1-D7"}},
		{"teams: two of an opponent's pieces", 4, true, "D1C1 A7T3 D10S3", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
		{"teams: one of each opponent", 4, true, "D1C1 A7T3 D10S4", "D1-D7", []string{"D1-D7"}},
		{"four players alone: the partner's pieces count", 4, false, "D1C1 A7T2 D10S2", "D1-D7", []string{"D1-D7+T", "D1-D7+S"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := position(t, tc.n, tc.teams, 0, tc.pieces)
			from, to, _ := strings.Cut(tc.move, "-")
			var got []string
			for _, m := range movesTo(s, to) {
				if strings.HasPrefix(m, from+"-") {
					got = append(got, m)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("got %v, want %v\n%s", got, tc.want, s)
			}
			// Entering is compulsory; a move that does not enter
			// cannot claim to.
			for _, text := range []string{tc.move, tc.move + "+T", tc.move + "+S"} {
				_, err := s.ParseMove(text)
				if ok := slices.Contains(tc.want, text); (err == nil) != ok {
					t.Errorf("ParseMove(%s): got error %v, want legal %v", text, err, ok)
				}
			}
			entered := s.Entered(0)
			rulestest.PlayMoves(t, s, tc.want[len(tc.want)-1])
			wantEntered := entered
			door := buchholz.Circle(mustSquare(t, to).Region())
			if strings.Contains(tc.want[0], "+") {
				wantEntered++
				if seat, k, ok := s.At(door); !ok || seat != 0 || k != kindOf(tc.want[len(tc.want)-1]) {
					t.Errorf("door %s: got seat %d kind %v (%v), want Red's piece entered", door, seat, k, ok)
				}
			}
			if got := s.Entered(0); got != wantEntered {
				t.Errorf("got %d entered, want %d", got, wantEntered)
			}
		})
	}
}

func mustSquare(t *testing.T, name string) buchholz.Square {
	t.Helper()
	sq, err := buchholz.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// kindOf returns the kind a move enters, from its notation.
func kindOf(move string) buchholz.Kind {
	_, k, _ := strings.Cut(move, "+")
	kind, _ := buchholz.KindOf(k[0])
	return kind
}

// A player whose piece stands on a door whose region holds two or more
// opposing pieces must move such a piece; with none that can move, the
// player passes.
func TestLeavingADoor(t *testing.T) {
	for _, tc := range []struct {
		name   string
		n      int
		teams  bool
		pieces string
		// from are the squares the legal moves start from.
		from []string
	}{
		{"two opposing pieces", 2, false, "E5S1 A1C1 D4T2 F6S2", []string{"E5"}},
		{"one opposing piece", 2, false, "E5S1 A1C1 D4T2 F7S2", []string{"A1", "E5"}},
		{"own pieces do not count", 2, false, "E5S1 A1C1 D4T1 F6S2", []string{"A1", "D4", "E5"}},
		{"two opponents together", 3, false, "E5S1 A1C1 D4T2 F6S3", []string{"E5"}},
		{"teams: the partner's pieces do not count", 4, true, "E5S1 A1C1 D4T2 F6S2", []string{"A1", "E5"}},
		{"teams: both opponents together", 4, true, "E5S1 A1C1 D4T3 F6S4", []string{"E5"}},
		{"two doors, either may leave", 2, false, "E5S1 H5C1 A1T1 D4T2 F6S2 G4S2 I6C2", []string{"E5", "H5"}},
		{"a piece on a square of the region is free", 2, false, "D5S1 A1C1 D4T2 F6S2", []string{"A1", "D5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := position(t, tc.n, tc.teams, 0, tc.pieces)
			var got []string
			for _, m := range s.Legal(nil) {
				from, _, _ := strings.Cut(s.MoveString(m), "-")
				if !slices.Contains(got, from) {
					got = append(got, from)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.from) {
				t.Errorf("got moves from %v, want %v\n%s", got, tc.from, s)
			}
		})
	}
	// Red's cylinder on B2 has Blue's squares on A2 and C2 beside it and
	// every square of its row and column taken: Red passes, though its
	// other pieces could move.
	s := position(t, 2, false, 0, "B2C1 A2S2 C2S2 D2S2 F2S2 G2S2 I2S2 J2T2 L2T2 B1T2 B3T2 B4C2 "+
		"B6S1 B7S1 B9S1 B10S1 B12S1 L5T1")
	if got := rulestest.LegalStrings(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("got %v, want [pass]\n%s", got, s)
	}
	rulestest.WantIllegal(t, s, "L5-L4", "B2")
	rulestest.PlayMoves(t, s, "pass")
	if got, want := s.ToMove(), 1; got != want {
		t.Errorf("got seat %v to move, want %v", got, want)
	}
}

// The first to enter all eight reserve pieces wins.
func TestWin(t *testing.T) {
	// Red has entered seven: three triangles and four squares.
	s := position(t, 2, false, 0, "D1C1 A7T2 D10S2 B1T1 L3T1 L4T1 L5T1 A2S1 I3S1 J3S1 K3S1 I4S1")
	if got := rulestest.LegalStrings(s); slices.Contains(got, "D1-D7+T") || !slices.Contains(got, "D1-D7+S") {
		t.Fatalf("got %v, want D1-D7+S and no D1-D7+T", got)
	}
	rulestest.PlayMoves(t, s, "D1-D7+S")
	if !s.Over() || s.Ending() != Entered {
		t.Fatalf("got over %v, ending %q, want the game won by entering", s.Over(), s.Ending())
	}
	if got, want := s.Results(), []float64{1, 0}; !slices.Equal(got, want) {
		t.Errorf("got results %v, want %v", got, want)
	}
	if got, want := s.Scores(), []int{8, 0}; !slices.Equal(got, want) {
		t.Errorf("got scores %v, want %v", got, want)
	}
	rulestest.WantResult(t, s, "1-0")
}

// In team play both partners must enter all eight; a finished player
// keeps moving, entering nothing.
func TestTeams(t *testing.T) {
	// Red (seat 1) and Blue (seat 2) have each entered seven; Yellow's
	// triangles and square stand where both can use them.
	const red = "D1C1 B1T1 L3T1 L4T1 L5T1 A2S1 I3S1 J3S1 K3S1 I4S1"
	const blue = "H12C2 I1T2 J1T2 K1T2 L1T2 J12S2 K12S2 L12S2 L9S2 L8S2"
	s := position(t, 4, true, 0, red+" "+blue+" A7T3 D10S3 H4T3 A12C3 G6C4")
	rulestest.PlayMoves(t, s, "D1-D7+S")
	if s.Over() {
		t.Fatalf("the game ended with Blue still to finish\n%s", s)
	}
	if got, want := s.Entered(0), 8; got != want {
		t.Fatalf("got %v entered, want %v", got, want)
	}
	rulestest.PlayMoves(t, s, "J1-J2", "A12-A11", "G6-G5")
	legal := rulestest.LegalStrings(s)
	if len(legal) == 0 || legal[0] == "pass" {
		t.Fatalf("Red, finished, got moves %v, want moves", legal)
	}
	for _, m := range legal {
		if strings.Contains(m, "+") {
			t.Errorf("Red, finished, may play %s", m)
		}
	}
	rulestest.PlayMoves(t, s, "L3-L2")
	if s.Over() {
		t.Fatalf("the game ended before Blue finished\n%s", s)
	}
	rulestest.PlayMoves(t, s, "H12-H10+S")
	if !s.Over() || s.Ending() != Entered {
		t.Fatalf("got over %v, ending %q, want the team's win", s.Over(), s.Ending())
	}
	if got, want := s.Results(), []float64{0.5, 0.5, 0, 0}; !slices.Equal(got, want) {
		t.Errorf("got results %v, want %v", got, want)
	}
	rulestest.WantResult(t, s, "1-1-0-0")
}

// A position repeated three times with the same player to move is a
// draw: at its third occurrence, not its second. Every seat gets an equal
// share; in team play each seat is written 1/2.
func TestRepetition(t *testing.T) {
	for _, tt := range []struct {
		n      int
		teams  bool
		cycle  []string // brings the start back
		result string
	}{
		{2, false, []string{"A1-A3", "L12-L10", "A3-A1", "L10-L12"}, "1/2-1/2"},
		{3, false, []string{"A1-A3", "A12-A10", "L12-L10", "A3-A1", "A10-A12", "L10-L12"}, "1/3-1/3-1/3"},
		{4, true, []string{"A1-A3", "A12-A10", "L12-L10", "L1-L3", "A3-A1", "A10-A12", "L10-L12", "L3-L1"}, "1/2-1/2-1/2-1/2"},
	} {
		s := NewState(tt.n, tt.teams)
		last := len(tt.cycle) - 1
		rulestest.PlayMoves(t, s, tt.cycle...)
		if s.Over() {
			t.Fatalf("%d players: got over at the second occurrence, want play to go on", tt.n)
		}
		rulestest.PlayMoves(t, s, tt.cycle[:last]...)
		if s.Over() {
			t.Fatalf("%d players: got over before the third occurrence, want play to go on", tt.n)
		}
		rulestest.PlayMoves(t, s, tt.cycle[last])
		if !s.Over() || s.Ending() != Repetition {
			t.Fatalf("%d players, third occurrence: got over %v, ending %q, want a draw by repetition", tt.n, s.Over(), s.Ending())
		}
		rulestest.WantResult(t, s, tt.result)
	}
}

// An entry ends every repetition: the positions before it hold one piece
// fewer and cannot come back.
func TestEntryClearsHistory(t *testing.T) {
	s := position(t, 2, false, 0, "D1C1 A7T2 D10S2")
	start := s.Hash()
	rulestest.PlayMoves(t, s, "D1-D7+T")
	if s.hist.Contains(start) {
		t.Error("the start is still in the history after an entry")
	}
	if !s.hist.Contains(s.Hash()) {
		t.Error("the position after the entry is not in the history")
	}
}

// The fuzz targets' positions are what they say.
func TestFuzzPositions(t *testing.T) {
	if got := movesTo(entryPosition(), "D7"); !slices.Equal(got, []string{"D1-D7+T", "D1-D7+S"}) {
		t.Errorf("got %v, want D1-D7 entering", got)
	}
	s := doorPosition()
	for _, m := range rulestest.LegalStrings(s) {
		if !strings.HasPrefix(m, "E8-") {
			t.Errorf("got %s, want only moves off the door E8\n%s", m, s)
			break
		}
	}
}

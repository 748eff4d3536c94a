package empire

import (
	"slices"
	"strings"
	"testing"

	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// The start: each corner's commander, cavalry and archers; the corners
// by number of players; each king's throne the farthest from its corner.
func TestStart(t *testing.T) {
	for _, tt := range []struct {
		players int
		pieces  []string // a commander, a cavalry and an archer of each seat
		thrones string
	}{
		{2, []string{"C1@B2 T1@B1 T1@A2 T1@C2 T1@B3 S1@A1 S1@C1 S1@A3 S1@C3 S1@A4 S1@D1", "C2@K11 T2@K12 T2@L11 S2@L9 S2@I12"}, "H8 E5"},
		{3, []string{"C1@B2", "C2@B11 T2@B12 T2@B10 S2@A9 S2@D12", "C3@K11 S3@L9 S3@I12"}, "H8 H5 E5"},
		{4, []string{"C1@B2", "C2@B11", "C3@K11", "C4@K2 T4@K1 T4@J2 T4@K3 T4@L2 S4@L4 S4@I1 S4@J1 S4@L3"}, "H8 H5 E5 E8"},
	} {
		s := NewState(tt.players, false)
		n := 0
		for sq := range s.board {
			if s.board[sq] != empty {
				n++
			}
		}
		if n != 11*tt.players {
			t.Errorf("%d players: got %d pieces, want %d", tt.players, n, 11*tt.players)
		}
		for _, f := range strings.Fields(strings.Join(tt.pieces, " ")) {
			k, _ := buchholz.KindOf(f[0])
			at, _ := buchholz.ParseSquare(f[3:])
			if seat, kind, ok := s.At(at); !ok || seat != int(f[1]-'1') || kind != k {
				t.Errorf("%d players: %s: got seat %d kind %c (%v), want %s", tt.players, at, seat+1, kind.Letter(), ok, f)
			}
		}
		var thrones []string
		for p := 0; p < tt.players; p++ {
			thrones = append(thrones, s.KingThrone(p).String())
		}
		if got := strings.Join(thrones, " "); got != tt.thrones {
			t.Errorf("%d players: got king's thrones %v, want %v", tt.players, got, tt.thrones)
		}
	}
	if _, _, ok := NewState(3, false).At(buchholz.Sq(10, 1)); ok {
		t.Errorf("3 players: got a piece on K2, want the bottom-right corner empty")
	}
}

// Any piece moves along a row or a column, any distance, to an empty
// square, jumping over whatever stands between.
func TestMoves(t *testing.T) {
	s := NewState(2, false)
	legal := rulestest.LegalStrings(s)
	for _, tt := range []struct {
		move string
		want bool
	}{
		{"B2-B4", true},    // the commander jumps its cavalry on B3
		{"B2-B12", true},   // as far as the edge
		{"B2-H2", true},    // over C2 and D2... along the row
		{"A4-A12", true},   // an archer the whole column up
		{"B2-B3", false},   // its own cavalry
		{"B2-C3", false},   // diagonally
		{"A1-A2", false},   // a square taken
		{"C2-C5", true},    // a cavalry jumping C3
		{"K11-K10", false}, // not Red's piece
	} {
		if got := slices.Contains(legal, tt.move); got != tt.want {
			t.Errorf("%s legal: got %v, want %v", tt.move, got, tt.want)
		}
	}
}

// Captures are only at the piece's exact distance, cavalry 3, archer 4,
// commander 2 or 5, onto an opposing piece; the pieces jumped stay.
func TestCaptureDistances(t *testing.T) {
	row := " S2@B6 S2@C6 S2@D6 S2@E6 S2@F6 S2@G6 C2@L12"
	for _, tt := range []struct {
		pieces string
		want   []string
	}{
		{"T1@A6 C1@L1" + row, []string{"A6xD6"}},
		{"S1@A6 C1@L1" + row, []string{"A6xE6"}},
		{"C1@A6" + row, []string{"A6xC6", "A6xF6"}},
	} {
		s := position(t, 2, false, tt.pieces, 0)
		var got []string
		for _, m := range rulestest.LegalStrings(s) {
			if strings.HasPrefix(m, "A6x") {
				got = append(got, m)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: got captures %v, want %v", tt.pieces, got, tt.want)
		}
		rulestest.PlayMoves(t, s, tt.want[0])
		to, _ := buchholz.ParseSquare(tt.want[0][3:])
		if seat, _, _ := s.At(to); seat != 0 {
			t.Errorf("%s: got %s held by seat %d, want the captor", tt.want[0], to, seat+1)
		}
		for c := 1; c < to.Col(); c++ {
			if seat, k, ok := s.At(buchholz.Sq(c, 5)); !ok || seat != 1 || k != Archer {
				t.Errorf("%s: the jumped archer on %s is gone", tt.want[0], buchholz.Sq(c, 5))
			}
		}
		if got := s.Picture().Hands[1][Archer]; got != 5 {
			t.Errorf("%s: got %d archers of Blue's left, want 5", tt.want[0], got)
		}
	}
	s := position(t, 2, false, "T1@A6 C1@L1 S1@D6 C2@L12", 0)
	if _, err := s.ParseMove("A6xD6"); err == nil {
		t.Errorf("A6xD6 onto its own archer: got no error, want one")
	}
	if _, err := s.ParseMove("A6-A9"); err != nil {
		t.Errorf("A6-A9: got %v, want no error", err)
	}
	if _, err := position(t, 2, false, "T1@A6 C1@L1 S2@D6 C2@L12", 0).ParseMove("A6-D6"); err == nil {
		t.Errorf("a capture written A6-D6: got no error, want one")
	}
}

// "Your pieces stand on all four thrones" at two players and in teams;
// at three or four players three thrones win.
func TestThronesToWin(t *testing.T) {
	for _, tt := range []struct {
		name    string
		players int
		teams   bool
		pieces  string // Red's E10-E8 takes the last throne listed
		win     bool
	}{
		{"two players, three thrones", 2, false, "C1@A1 S1@E5 S1@H5 S1@E10 C2@L12", false},
		{"two players, four thrones", 2, false, "C1@A1 S1@E5 S1@H5 S1@H8 S1@E10 C2@L12", true},
		{"three players, three thrones", 3, false, "C1@A1 S1@E5 S1@H5 S1@E10 C2@A12 C3@L12", true},
		{"four players, three thrones", 4, false, "C1@A1 S1@E5 S1@H5 S1@E10 C2@A12 C3@L12 C4@L1", true},
		{"teams, three thrones", 4, true, "C1@A1 S1@E5 S2@H5 S1@E10 C2@A12 C3@L12 C4@L1", false},
	} {
		s := position(t, tt.players, tt.teams, tt.pieces, 0)
		rulestest.PlayMoves(t, s, "E10-E8")
		if got := s.Over() && s.Ending() == AllThrones; got != tt.win {
			t.Errorf("%s: got a win %v (ending %q), want %v", tt.name, got, s.Ending(), tt.win)
		}
	}
}

// A player wins with all four thrones, also when the fourth is taken by
// a capture that could be taken back.
func TestFourThronesByCapture(t *testing.T) {
	s := position(t, 2, false, "C1@A1 S1@E5 S1@H5 S1@E8 T1@H11 S2@H8 S2@H12 C2@L12", 0)
	rulestest.PlayMoves(t, s, "H11xH8")
	if !s.Over() || s.Ending() != AllThrones || !slices.Equal(s.Results(), []float64{1, 0}) {
		t.Errorf("got over %v, ending %q, results %v, want Red's win by the thrones", s.Over(), s.Ending(), s.Results())
	}
}

// The commander on its king's throne wins only where no opposing piece
// could capture it on the next move: at the exact distance of a
// cavalry (3), an archer (4) or a commander (2 or 5), as in the sheet's
// example of an exposed commander.
func TestKingsThrone(t *testing.T) {
	for _, tt := range []struct {
		blue string
		win  bool
	}{
		{"T2@K8 C2@A12", false},  // the sheet's example: a cavalry 3 away
		{"T2@L8 C2@A12", true},   // a cavalry 4 away
		{"S2@H12 C2@A12", false}, // an archer 4 away
		{"S2@K8 C2@A12", true},   // an archer 3 away
		{"C2@H10", false},        // a commander 2 away
		{"C2@C8", false},         // a commander 5 away
		{"C2@H11", true},         // a commander 3 away
		{"C2@L8", true},          // a commander 4 away
	} {
		s := position(t, 2, false, "C1@H6 "+tt.blue, 0)
		rulestest.PlayMoves(t, s, "H6-H8")
		if s.Over() != tt.win {
			t.Errorf("commander on H8, Blue's %s: got a win %v (ending %q), want %v", tt.blue, s.Over(), s.Ending(), tt.win)
			continue
		}
		if tt.win {
			if s.Ending() != KingThrone || s.Results()[0] != 1 {
				t.Errorf("Blue's %s: got ending %q, results %v, want Red's win on its king's throne", tt.blue, s.Ending(), s.Results())
			}
			continue
		}
		var takes []string
		for _, m := range rulestest.LegalStrings(s) {
			if strings.HasSuffix(m, "xH8") {
				takes = append(takes, m)
			}
		}
		if len(takes) != 1 {
			t.Errorf("Blue's %s: got captures on H8 %v, want one", tt.blue, takes)
		}
	}
	// Another throne than its own does not count.
	other := position(t, 2, false, "C1@E7 C2@L12", 0)
	rulestest.PlayMoves(t, other, "E7-E5")
	if other.Over() {
		t.Errorf("Red's commander won on E5, Blue's king's throne")
	}
}

// Capturing the opposing commander wins at two players.
func TestCommanderCaptured(t *testing.T) {
	s := position(t, 2, false, "C1@A1 S1@A8 C2@A12", 0)
	rulestest.PlayMoves(t, s, "A8xA12")
	if !s.Over() || s.Ending() != Captured || s.Results()[0] != 1 {
		t.Errorf("got over %v, ending %q, want Red's win", s.Over(), s.Ending())
	}
}

// At three players the captor of a commander takes over the rest of that
// player's pieces and the player is out; the last player left wins.
func TestTakeOver(t *testing.T) {
	s := position(t, 3, false, "C1@A1 T1@B6 C2@B9 S2@K4 S2@L8 T2@J1 C3@L12 S3@F12", 0)
	rulestest.PlayMoves(t, s, "B6xB9")
	if s.Over() || s.In(1) || s.ToMove() != 2 {
		t.Fatalf("got over %v, Blue in %v, to move %d, want Blue out and Yellow to move", s.Over(), s.In(1), s.ToMove())
	}
	for _, sq := range []string{"K4", "J1"} {
		at, _ := buchholz.ParseSquare(sq)
		if seat, _, _ := s.At(at); seat != 0 {
			t.Errorf("%s: got seat %d, want Red's", sq, seat+1)
		}
	}
	rulestest.PlayMoves(t, s, "F12-F11")
	if s.ToMove() != 0 {
		t.Errorf("after Yellow: got seat %d to move, want Red (Blue is out)", s.ToMove()+1)
	}
	if !slices.Contains(rulestest.LegalStrings(s), "K4-K5") {
		t.Errorf("Red cannot move Blue's old archer on K4")
	}
	rulestest.PlayMoves(t, s, "L8xL12")
	if !s.Over() || s.Ending() != LastLeft || !slices.Equal(s.Results(), []float64{1, 0, 0}) {
		t.Errorf("got over %v, ending %q, results %v, want Red last left", s.Over(), s.Ending(), s.Results())
	}
}

// At three or four players three thrones win, and the commander rule
// holds against the next player only.
func TestThreeOrFourPlayers(t *testing.T) {
	s := position(t, 3, false, "C1@A1 S1@E5 S1@H5 S1@E10 C2@A12 C3@L12", 0)
	rulestest.PlayMoves(t, s, "E10-E8")
	if !s.Over() || s.Ending() != AllThrones {
		t.Errorf("three thrones at 3 players: got over %v, ending %q, want a win", s.Over(), s.Ending())
	}
	for _, tt := range []struct {
		attacker string
		win      bool
	}{
		{"T3@K8", true},  // Yellow plays after Blue
		{"T2@K8", false}, // Blue plays next
	} {
		s := position(t, 3, false, "C1@H6 C2@A12 C3@L12 "+tt.attacker, 0)
		rulestest.PlayMoves(t, s, "H6-H8")
		if s.Over() != tt.win {
			t.Errorf("commander on H8 exposed to %s: got a win %v, want %v", tt.attacker, s.Over(), tt.win)
		}
	}
}

// In teams (seats 1 + 2 against 3 + 4) nobody captures a partner's
// piece, partners hold thrones together, both commanders on their own
// king's thrones win, and capturing a commander wins for the team.
func TestTeams(t *testing.T) {
	base := " C3@L12 C4@L1"
	s := position(t, 4, true, "C1@A1 T1@B6 C2@B9"+base, 0)
	if slices.Contains(rulestest.LegalStrings(s), "B6xB9") {
		t.Errorf("Red may take its partner's commander")
	}
	rulestest.WantIllegal(t, s, "B6xB9", "partner")
	s = position(t, 4, true, "C1@A1 C2@A12 S2@L8"+base, 1)
	rulestest.PlayMoves(t, s, "L8xL12")
	if !s.Over() || s.Ending() != Captured || !slices.Equal(s.Results(), []float64{0.5, 0.5, 0, 0}) {
		t.Errorf("Blue takes Yellow's commander: got ending %q, results %v, want the team's win", s.Ending(), s.Results())
	}
	rulestest.WantResult(t, s, "1-1-0-0")
	s = position(t, 4, true, "C1@A1 S1@E5 S1@H5 S2@E8 S1@H10 C2@A12"+base, 0)
	rulestest.PlayMoves(t, s, "H10-H8")
	if !s.Over() || s.Ending() != AllThrones || s.Results()[1] != 0.5 {
		t.Errorf("four thrones by partners: got ending %q, results %v, want the team's win", s.Ending(), s.Results())
	}
	s = position(t, 4, true, "C1@H8 C2@H3"+base, 1)
	rulestest.PlayMoves(t, s, "H3-H5")
	if !s.Over() || s.Ending() != KingThrone || s.Results()[0] != 0.5 {
		t.Errorf("both commanders seated: got ending %q, results %v, want the team's win", s.Ending(), s.Results())
	}
	// Neither opponent may threaten either commander.
	for _, threat := range []string{
		"T3@K8", // Yellow's cavalry on Red's commander
		"T4@K8", // Green's
		"T3@K5", // Yellow's on Blue's commander
		"T4@K5", // Green's
	} {
		s = position(t, 4, true, "C1@H8 C2@H3 "+threat+base, 1)
		rulestest.PlayMoves(t, s, "H3-H5")
		if s.Over() {
			t.Errorf("both commanders seated, %s threatening: got a win (ending %q), want none", threat, s.Ending())
		}
	}
	s = position(t, 4, true, "C1@H8 C2@H1"+base, 1)
	rulestest.PlayMoves(t, s, "H1-H4")
	if s.Over() {
		t.Errorf("one commander seated: got a win, want none")
	}
}

// A player with no legal move passes.
func TestPass(t *testing.T) {
	var b strings.Builder
	b.WriteString("C1@A1 C2@F6 C3@L12 C4@K12")
	for i := 1; i < 12; i++ {
		b.WriteString(" S2@" + buchholz.Sq(0, i).String() + " S2@" + buchholz.Sq(i, 0).String())
	}
	s := position(t, 4, true, b.String(), 0)
	if got := rulestest.LegalStrings(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("got %v, want [pass]", got)
	}
	rulestest.PlayMoves(t, s, "pass")
	if s.ToMove() != 1 {
		t.Errorf("after the pass: got seat %d to move, want 2", s.ToMove()+1)
	}
}

// A position repeated three times with the same player to move is a
// draw: "a draw gives each seat still playing an equal share", in team
// play 1/2 to every seat; a seat that is out gets 0.
func TestRepetition(t *testing.T) {
	for _, tt := range []struct {
		name    string
		players int
		teams   bool
		pieces  string
		cycle   []string // brings the position back
		result  string
	}{
		{"two players", 2, false, "C1@A1 S1@A6 C2@L12 S2@L6",
			[]string{"A6-A7", "L6-L7", "A7-A6", "L7-L6"}, "1/2-1/2"},
		{"four players, Yellow out", 4, false, "C1@A1 S1@A6 C2@L12 S2@L6 C4@F12 S4@F3",
			[]string{"A6-A7", "L6-L7", "F3-F4", "A7-A6", "L7-L6", "F4-F3"}, "1/3-1/3-0-1/3"},
		{"teams", 4, true, "C1@A1 S1@A6 C2@L12 S2@L6 C3@F12 S3@F3 C4@B12 S4@B3",
			[]string{"A6-A7", "L6-L7", "F3-F4", "B3-B4", "A7-A6", "L7-L6", "F4-F3", "B4-B3"}, "1/2-1/2-1/2-1/2"},
	} {
		s := position(t, tt.players, tt.teams, tt.pieces, 0)
		last := len(tt.cycle) - 1
		rulestest.PlayMoves(t, s, tt.cycle...)
		rulestest.PlayMoves(t, s, tt.cycle[:last]...)
		if s.Over() {
			t.Fatalf("%s: got over before the third occurrence, ending %q", tt.name, s.Ending())
		}
		rulestest.PlayMoves(t, s, tt.cycle[last])
		if !s.Over() || s.Ending() != Repetition {
			t.Errorf("%s: got over %v, ending %q, want a draw by repetition", tt.name, s.Over(), s.Ending())
		}
		rulestest.WantResult(t, s, tt.result)
	}
}

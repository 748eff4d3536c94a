package blockers

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// Board: 9 × 9, columns 1–9 left to right, rows A–I top to bottom, a
// square named row then column.
func TestSquares(t *testing.T) {
	tests := []struct {
		name     string
		row, col int
	}{
		{"A1", 0, 0}, {"A9", 0, 8}, {"I1", 8, 0}, {"I9", 8, 8}, {"G2", 6, 1}, {"C7", 2, 6}, {"E5", 4, 4},
	}
	for _, tt := range tests {
		sq, err := ParseSquare(tt.name)
		if err != nil {
			t.Fatalf("ParseSquare(%q): %v", tt.name, err)
		}
		if sq/Size != tt.row || sq%Size != tt.col {
			t.Errorf("ParseSquare(%q) = row %d col %d, want row %d col %d", tt.name, sq/Size, sq%Size, tt.row, tt.col)
		}
		if got := SquareName(sq); got != tt.name {
			t.Errorf("SquareName(%d) = %q, want %q", sq, got, tt.name)
		}
		if low, _ := ParseSquare(strings.ToLower(tt.name)); low != sq {
			t.Errorf("ParseSquare(%q) differs from upper case", strings.ToLower(tt.name))
		}
	}
	for _, bad := range []string{"", "A", "A0", "J1", "1A", "A10", "AA", "a1x", "Z9"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q): got no error, want one", bad)
		}
	}
}

// The [reconstructed] box layout: Moon bottom left (the sheet's example),
// then top row Star, Sun, Heart; middle Diamond, Circle, Spade; bottom
// Moon, Triangle, Club.
func TestBoxLayout(t *testing.T) {
	tests := []struct {
		symbol  string
		corners [2]string // top left and bottom right squares of its box
	}{
		{"star", [2]string{"A1", "C3"}}, {"sun", [2]string{"A4", "C6"}}, {"heart", [2]string{"A7", "C9"}},
		{"diamond", [2]string{"D1", "F3"}}, {"circle", [2]string{"D4", "F6"}}, {"spade", [2]string{"D7", "F9"}},
		{"moon", [2]string{"G1", "I3"}}, {"triangle", [2]string{"G4", "I6"}}, {"club", [2]string{"G7", "I9"}},
	}
	for _, tt := range tests {
		k, err := ParseTile(tt.symbol)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		reach[k].each(func(sq int) { got = append(got, SquareName(sq)) })
		if len(got) != 9 || got[0] != tt.corners[0] || got[8] != tt.corners[1] {
			t.Errorf("%s box = %v, want the 3 × 3 box from %s to %s", tt.symbol, got, tt.corners[0], tt.corners[1])
		}
	}
}

// Placement: a number on any square of its column, a letter of its row,
// a symbol of its box, the wild tile anywhere.
func TestPlacementByKind(t *testing.T) {
	tests := []struct {
		tile  string
		count int
		in    []string
		out   []string
	}{
		{"7", 9, []string{"A7", "C7", "I7"}, []string{"C6", "G8", "A1"}},
		{"C", 9, []string{"C1", "C7", "C9"}, []string{"B3", "D3", "A1"}},
		{"moon", 9, []string{"G1", "G2", "I3", "H2"}, []string{"F2", "G4", "A1"}},
		{"club", 9, []string{"G7", "I9", "H8"}, []string{"F9", "G6"}},
		{"wild", 81, []string{"A1", "E5", "I9", "C7"}, nil},
	}
	for _, tt := range tests {
		s := position(t, pos{players: 2, racks: map[int]string{Red: tt.tile + " " + fillerFor(tt.tile)}})
		var got []string
		for _, m := range rulestest.LegalStrings(s) {
			if tile, sq, _ := strings.Cut(m, "@"); tile == tt.tile {
				got = append(got, sq)
			}
		}
		if len(got) != tt.count {
			t.Errorf("%s: %d squares %v, want %d", tt.tile, len(got), got, tt.count)
		}
		for _, sq := range tt.in {
			if !slices.Contains(got, sq) {
				t.Errorf("%s@%s is not legal, want it legal", tt.tile, sq)
			}
		}
		for _, sq := range tt.out {
			if slices.Contains(got, sq) {
				t.Errorf("%s@%s is legal, want it refused", tt.tile, sq)
			}
		}
	}
}

// fillerFor returns four tiles other than tile, to fill a rack.
func fillerFor(tile string) string {
	var f []string
	for _, name := range []string{"1", "2", "3", "4", "5"} {
		if name != tile && len(f) < 4 {
			f = append(f, name)
		}
	}
	return strings.Join(f, " ")
}

func TestPlacementErrors(t *testing.T) {
	s := position(t, pos{players: 3, racks: map[int]string{Red: "7 C moon wild 1"}})
	tests := []struct{ move, reason string }{
		{"7@C6", "a 7 goes in column 7, not on C6"},
		{"C@D3", "a C goes in row C, not on D3"},
		{"moon@F2", "a moon goes in the moon box, G1 to I3, not on F2"},
		{"2@C2", "you have no 2 in your rack"},
		{"star@A1", "you have no star in your rack"},
	}
	for _, tt := range tests {
		rulestest.WantIllegal(t, s, tt.move, tt.reason)
	}
}

// The sheet's example: blue may use its moon, its G or its 2 to capture
// yellow's G on G2.
func TestSheetCaptureExample(t *testing.T) {
	for _, move := range []string{"moon@G2", "G@G2", "2@G2"} {
		s := position(t, pos{players: 3, toMove: Blue, tiles: []string{"yellow:G@G2"}, racks: map[int]string{Blue: "moon G 2 5 E"}})
		rulestest.PlayMoves(t, s, move)
		if c, k, _ := s.At(mustSquare(t, "G2")); c != Blue || TileName(k) != strings.TrimSuffix(move, "@G2") {
			t.Errorf("after %s: G2 holds %s %s, want blue's tile", move, ColourNames[c], TileName(k))
		}
		if got := s.Captured(Blue, Yellow); len(got) != 1 || got[0] != FirstLetter+6 {
			t.Errorf("after %s: blue captured %v, want yellow's G", move, got)
		}
		if s.Groups(Yellow) != 0 {
			t.Errorf("after %s: yellow has %d groups, want 0", move, s.Groups(Yellow))
		}
	}
}

func mustSquare(t testing.TB, name string) int {
	t.Helper()
	sq, err := ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// A capture may not split the captured tile's group; a lone tile and one
// tile of a pair can always be captured, and so can any tile of a larger
// group whose removal leaves it in one piece.
func TestCaptureNoSplit(t *testing.T) {
	// Blue: a line G1 G2 G3 with a tail H2 under G2 (a T), a pair C5 C6,
	// a lone E9, and a 2 × 2 square A7 A8 B7 B8.
	tiles := []string{"blue:1@G1", "blue:2@G2", "blue:3@G3", "blue:H@H2",
		"blue:5@C5", "blue:6@C6", "blue:9@E9",
		"blue:7@A7", "blue:8@A8", "blue:B@B7", "blue:heart@B8"}
	s := position(t, pos{players: 2, tiles: tiles, racks: map[int]string{Red: "wild 4 D E F"}})
	tests := []struct {
		square string
		ok     bool
	}{
		{"G1", true}, {"G3", true}, {"H2", true}, // ends of the T
		{"G2", false},              // its centre: it would split into three
		{"C5", true}, {"C6", true}, // either tile of a pair
		{"E9", true},                                           // a lone tile
		{"A7", true}, {"A8", true}, {"B7", true}, {"B8", true}, // any tile of a square
	}
	for _, tt := range tests {
		_, err := s.ParseMove("wild@" + tt.square)
		if tt.ok && err != nil {
			t.Errorf("wild@%s: %v, want a legal capture", tt.square, err)
		}
		if !tt.ok {
			if err == nil || !strings.Contains(err.Error(), "would split its group") {
				t.Errorf("wild@%s: error %v, want it to say the capture would split the group", tt.square, err)
			}
		}
	}
	rulestest.WantIllegal(t, s, "wild@G2", "capturing the blue 2 on G2 would split its group")
	// A longer line: only its ends.
	s = position(t, pos{players: 2, tiles: []string{"blue:A@A1", "blue:B@B1", "blue:C@C1", "blue:D@D1"}, racks: map[int]string{Red: "1 2 3 4 5"}})
	var got []string
	for _, m := range rulestest.LegalStrings(s) {
		if strings.HasPrefix(m, "1@") && strings.Compare(m, "1@E1") < 0 {
			got = append(got, m)
		}
	}
	if want := []string{"1@A1", "1@D1"}; !slices.Equal(got, want) {
		t.Errorf("captures in a line of four: got %v, want %v", got, want)
	}
}

// You may capture even when empty squares are available.
func TestCaptureWithEmptySquares(t *testing.T) {
	s := position(t, pos{players: 2, tiles: []string{"blue:7@C7"}, racks: map[int]string{Red: "7 1 2 3 4"}})
	legal := rulestest.LegalStrings(s)
	for _, want := range []string{"7@C7", "7@A7", "7@I7"} {
		if !slices.Contains(legal, want) {
			t.Errorf("%s is not legal, want it legal (legal: %v)", want, legal)
		}
	}
}

// In the base game you cannot capture your own tile.
func TestNoOwnCapture(t *testing.T) {
	s := position(t, pos{players: 2, tiles: []string{"red:C@C7"}, racks: map[int]string{Red: "7 1 2 3 4"}})
	rulestest.WantIllegal(t, s, "7@C7", "C7 holds your own tile: you cannot capture it")
	if slices.Contains(rulestest.LegalStrings(s), "7@C7") {
		t.Errorf("7@C7 is among the legal moves, want it refused")
	}
}

// After placing, the player draws the top tile of its pile; the first
// five tiles of the pile make the opening rack.
func TestDraw(t *testing.T) {
	pile := "7 C moon 2 wild 1 A star 3 4 5 6 8 9 B D E F G H I sun heart diamond circle spade triangle club"
	opts := rules.Options{rules.KeyPlayers: "2", "Pile-red": pile, "Pile-blue": reversed(pile)}
	s := newGame(t, Base{}, opts)
	if got, want := rackString(s, Red), "2 7 C moon wild"; got != want {
		t.Errorf("opening rack of red = %q, want %q (the first five of its pile)", got, want)
	}
	if got := s.PileCount(Red); got != 23 {
		t.Errorf("red's pile = %d tiles, want 23", got)
	}
	rulestest.PlayMoves(t, s, "7@C7")
	if got, want := rackString(s, Red), "1 2 C moon wild"; got != want {
		t.Errorf("after 7@C7 red's rack = %q, want %q (drew the 1)", got, want)
	}
	if got := s.PileCount(Red); got != 22 {
		t.Errorf("red's pile = %d tiles, want 22", got)
	}
	if s.ToMove() != Blue {
		t.Errorf("ToMove() = %d, want blue", s.ToMove())
	}
}

func reversed(pile string) string {
	f := strings.Fields(pile)
	slices.Reverse(f)
	return strings.Join(f, " ")
}

// blockedTiles is a four-player position where red, to move with the rack
// 1 9 A I circle, has no legal square: columns 1 and 9, rows A and I and
// the circle box hold red tiles or tiles whose capture would split their
// group (paths of blue, yellow and green whose ends lie outside red's
// reach).
var blockedTiles = []string{
	"red:star@A1", "red:2@A2", "red:3@A3", "red:7@A7", "red:8@A8", "red:heart@A9", "red:spade@E9",
	"red:triangle@I6", "red:moon@I2", "red:wild@I1", "red:B@B1", "red:C@C1", "red:D@D1", "red:E@E1",
	"red:F@F1", "red:G@G1", "red:H@H1", "red:4@E4", "red:5@E5", "red:6@E6",
	"blue:A@A4", "blue:sun@A5", "blue:6@A6", "blue:4@B4", "blue:B@B6", "blue:diamond@D3", "blue:D@D4",
	"blue:circle@D5", "blue:wild@D6", "blue:7@D7", "blue:H@H3", "blue:5@H5", "blue:3@I3", "blue:I@I4",
	"blue:triangle@I5",
	"yellow:8@B8", "yellow:heart@B9", "yellow:C@C9", "yellow:9@D9", "yellow:D@D8", "yellow:3@F3",
	"yellow:4@F4", "yellow:5@F5", "yellow:6@F6", "yellow:7@F7",
	"green:F@F8", "green:spade@F9", "green:G@G9", "green:9@H9", "green:club@I9", "green:8@I8",
	"green:I@I7", "green:7@H7",
}

// stuckTiles is a position where no colour holding the rack 1 9 A I star
// has a legal square: columns 1 and 9, rows A and I and the star box are
// full, and every tile on them lies inside a path of its colour whose
// ends lie off them, so that capturing it would split its group.
var stuckTiles = []string{
	"red:5@B5", "red:sun@A5", "red:4@A4", "red:3@A3", "red:2@A2", "red:wild@A1",
	"red:B@B1", "red:C@C1", "red:D@D1", "red:diamond@E1", "red:E@E2",
	"blue:6@B6", "blue:sun@A6", "blue:7@A7", "blue:8@A8", "blue:wild@A9",
	"blue:heart@B9", "blue:C@C9", "blue:D@D9", "blue:spade@E9", "blue:E@E8",
	"blue:4@B4", "blue:3@B3", "blue:B@B2", "blue:2@C2", "blue:diamond@D2",
	"yellow:8@F8", "yellow:F@F9", "yellow:G@G9", "yellow:H@H9", "yellow:wild@I9",
	"yellow:club@I8", "yellow:7@I7", "yellow:6@I6", "yellow:triangle@I5", "yellow:5@H5",
	"green:4@H4", "green:triangle@I4", "green:moon@I3", "green:2@I2", "green:wild@I1",
	"green:H@H1", "green:G@G1", "green:diamond@F1", "green:F@F2",
	"green:sun@C4", "green:C@C3", "green:3@D3",
}

// stuckRack is a rack with no legal square among stuckTiles.
const stuckRack = "1 9 A I star"

// Passing is allowed only when no tile of the rack has a legal square;
// the player who passes draws nothing.
func TestPass(t *testing.T) {
	s := position(t, pos{players: 4, tiles: blockedTiles, racks: map[int]string{Red: "1 9 A I circle"}})
	if got := rulestest.LegalStrings(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("Legal() = %v, want [pass]\n%s", got, s)
	}
	rack, pile := rackString(s, Red), s.PileCount(Red)
	rulestest.PlayMoves(t, s, "pass")
	if got := rackString(s, Red); got != rack || s.PileCount(Red) != pile {
		t.Errorf("after a pass red holds %q with %d in its pile, want %q with %d: no draw", got, s.PileCount(Red), rack, pile)
	}
	if s.Over() || s.ToMove() != Blue {
		t.Errorf("after red's pass: over %v, to move %d; want blue to move", s.Over(), s.ToMove())
	}
	// Elsewhere a pass is refused.
	s = position(t, pos{players: 2})
	rulestest.WantIllegal(t, s, "pass", "you cannot pass while a tile of your rack has a legal square")
	// Expert: the player passes only when neither colour's rack has a
	// tile with a legal square.
	for _, tt := range []struct {
		red, yellow string
		pass        bool
	}{
		{stuckRack, stuckRack, true},
		{stuckRack, "1 9 A I 4", false}, // yellow's 4 may go in column 4
		{"1 9 A I 7", stuckRack, false}, // red's 7 may go in column 7
	} {
		s := position(t, pos{expert: true, tiles: stuckTiles, racks: map[int]string{Red: tt.red, Yellow: tt.yellow}})
		if got := slices.Equal(rulestest.LegalStrings(s), []string{"pass"}); got != tt.pass {
			t.Errorf("expert, red %q, yellow %q: got only a pass %v, want %v", tt.red, tt.yellow, got, tt.pass)
		}
		if !tt.pass {
			rulestest.WantIllegal(t, s, "pass", "you cannot pass while a tile of your rack has a legal square")
		}
	}
}

// A player who has placed 24 tiles takes no more turns.
func TestSkipFinished(t *testing.T) {
	s := position(t, pos{players: 4, toMove: Green, placed: map[int]int{Red: 24, Blue: 10, Yellow: 10, Green: 10},
		racks: map[int]string{Red: "wild star sun heart"}})
	if s.InPlay(Red) || s.RackCount(Red) != 4 || s.PileCount(Red) != 0 {
		t.Fatalf("red: in play %v, rack %d, pile %d; want out of play with 4 and 0", s.InPlay(Red), s.RackCount(Red), s.PileCount(Red))
	}
	s.Apply(s.Legal(nil)[0])
	if s.ToMove() != Blue {
		t.Errorf("after green, ToMove() = %d, want blue (red is skipped)", s.ToMove())
	}
}

// The game ends when every player has placed 24 tiles: each holds 4.
func TestEndAfter24(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		s := newGame(t, Base{}, rules.Options{rules.KeyPlayers: itoa(n), rules.KeySeed: itoa(n)})
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		placements := make([]int, n)
		for !s.Over() {
			p := s.ToMove()
			if placements[p] >= Placements {
				t.Fatalf("%d players: seat %d to move after placing %d tiles", n, p, placements[p])
			}
			m := s.PlayoutMove(rng)
			if s.MoveString(m) != "pass" {
				placements[p]++
			}
			s.Apply(m)
		}
		for c := 0; c < n; c++ {
			if placements[c] != Placements || s.PlacedCount(c) != Placements || s.RackCount(c) != FinalRack || s.PileCount(c) != 0 {
				t.Errorf("%d players: %s placed %d (%d), holds %d with %d in its pile; want 24 placed, 4 held, 0",
					n, ColourNames[c], placements[c], s.PlacedCount(c), s.RackCount(c), s.PileCount(c))
			}
		}
	}
	// The last placement ends the game at once.
	s := position(t, pos{players: 3, toMove: Yellow, placed: map[int]int{Red: 24, Blue: 24, Yellow: 23}, racks: map[int]string{Yellow: "wild 1 2 3 4"}})
	rulestest.PlayMoves(t, s, "wild@E5")
	if !s.Over() || s.ToMove() != rules.Nobody || len(s.Legal(nil)) != 0 {
		t.Errorf("after the last placement: over %v, to move %d; want the game over", s.Over(), s.ToMove())
	}
}

// The game also ends when every player still in play passes in one round.
func TestAllPassEnd(t *testing.T) {
	s := position(t, pos{players: 4, tiles: blockedTiles, racks: map[int]string{Red: "1 9 A I circle"},
		placed: map[int]int{Blue: 24, Yellow: 24, Green: 24}})
	rulestest.PlayMoves(t, s, "pass")
	if !s.Over() {
		t.Fatalf("red, the only player in play, passed: want the game over\n%s", s)
	}
	if r := s.Results(); len(r) != 4 {
		t.Errorf("Results() = %v, want 4 values", r)
	}
	// With others in play, a pass is followed by their turns, and a
	// placement starts the round again.
	s = position(t, pos{players: 4, tiles: blockedTiles, racks: map[int]string{Red: "1 9 A I circle"}})
	rulestest.PlayMoves(t, s, "pass")
	s.Apply(s.Legal(nil)[0])
	if s.passRun != 0 || s.Over() {
		t.Errorf("after a pass and a placement: %d passes in a row, over %v; want 0 and not over", s.passRun, s.Over())
	}
	// With several players in play, each passes in turn and the game ends
	// with the last one's pass, not before; a player who has placed 24
	// tiles is not waited for.
	racks := map[int]string{Red: stuckRack, Blue: stuckRack, Yellow: stuckRack, Green: stuckRack}
	for _, tt := range []struct {
		name   string
		expert bool
		placed map[int]int
		seats  []int // the seats that pass, in turn
	}{
		{"four players", false, nil, []int{Red, Blue, Yellow, Green}},
		{"green done", false, map[int]int{Green: 24}, []int{Red, Blue, Yellow}},
		{"expert", true, nil, []int{0, 1}},
	} {
		s := position(t, pos{expert: tt.expert, tiles: stuckTiles, racks: racks, placed: tt.placed})
		for i, seat := range tt.seats {
			if got := s.ToMove(); got != seat {
				t.Fatalf("%s: got seat %d to move, want %d", tt.name, got, seat)
			}
			rulestest.PlayMoves(t, s, "pass")
			if got, want := s.Over(), i == len(tt.seats)-1; got != want {
				t.Fatalf("%s: after %d passes: got over %v, want %v", tt.name, i+1, got, want)
			}
		}
	}
}

// Score = groups of your colour + captures in the one colour you captured
// most; lowest wins; tie: fewer captured tiles in all; still tied:
// shared win.
func TestScoring(t *testing.T) {
	tests := []struct {
		name     string
		tiles    []string
		captured []string
		scores   []int
		results  []float64
	}{
		{
			name:    "groups only",
			tiles:   []string{"red:1@A1", "red:2@A2", "red:5@E5", "blue:9@I9", "yellow:C@C5", "yellow:D@D5", "yellow:E@E4"},
			scores:  []int{2, 1, 2},
			results: []float64{0, 1, 0},
		},
		{
			name:     "captures in the colour captured most",
			tiles:    []string{"red:1@A1", "blue:9@I9", "yellow:C@C5"},
			captured: []string{"0 blue:1", "0 blue:2", "0 yellow:3", "1 red:9"},
			// Red: 1 group + 2 blue; blue: 1 + 1; yellow: 1.
			scores:  []int{3, 2, 1},
			results: []float64{0, 0, 1},
		},
		{
			name:     "tie broken by fewer captures in all",
			tiles:    []string{"red:1@A1", "red:3@A3", "blue:9@I9", "blue:7@I7", "yellow:C@C5", "yellow:E@E5", "yellow:G@G5", "yellow:I@I5"},
			captured: []string{"0 blue:1", "1 red:9", "1 yellow:8"},
			// Red 2+1 = 3 with 1 capture, blue 2+1 = 3 with 2,
			// yellow 4.
			scores:  []int{3, 3, 4},
			results: []float64{1, 0, 0},
		},
		{
			name:     "fewer groups beat fewer captures",
			tiles:    []string{"red:1@A1", "red:3@A3", "red:5@A5", "blue:9@I9", "yellow:C@C5", "yellow:E@E5", "yellow:G@G5"},
			captured: []string{"1 red:9", "1 yellow:8"},
			// Red 3 with no capture, blue 1+1 = 2 with 2, yellow 3.
			scores:  []int{3, 2, 3},
			results: []float64{0, 1, 0},
		},
	}
	for _, tt := range tests {
		s := position(t, pos{players: 3, tiles: tt.tiles, captured: tt.captured})
		if got := s.Scores(); !slices.Equal(got, tt.scores) {
			t.Errorf("%s: Scores() = %v, want %v", tt.name, got, tt.scores)
		}
		if r := s.Results(); r != nil {
			t.Errorf("%s: Results() = %v before the end, want nil", tt.name, r)
		}
		s.Ended = true
		if got := s.Results(); fmt.Sprint(got) != fmt.Sprint(tt.results) {
			t.Errorf("%s: Results() = %v, want %v", tt.name, got, tt.results)
		}
	}
	// A true shared win: equal scores and equal captures.
	s := position(t, pos{players: 3, tiles: []string{"red:1@A1", "blue:9@I9", "yellow:C@C5", "yellow:D@D5"},
		captured: []string{"0 yellow:1", "1 yellow:2", "2 red:2"}})
	s.Ended = true
	if got, want := s.Results(), []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("three-way tie: Results() = %v, want %v (scores %v)", got, want, s.Scores())
	}
	s = position(t, pos{players: 3, tiles: []string{"red:1@A1", "blue:9@I9", "yellow:C@C5", "yellow:D@D5"},
		captured: []string{"0 yellow:1", "1 yellow:2", "2 red:2", "2 blue:2"}})
	s.Ended = true
	if got, want := s.Results(), []float64{0.5, 0.5, 0}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("two-way tie: Results() = %v, want %v (scores %v)", got, want, s.Scores())
	}
}

// Capturing a lone tile takes a group away from its owner.
func TestCaptureLoneTileRemovesGroup(t *testing.T) {
	s := position(t, pos{players: 2, toMove: Blue, tiles: []string{"red:G@G2", "red:5@E5"}, racks: map[int]string{Blue: "moon 1 3 4 6"}})
	if got := s.Scores()[Red]; got != 2 {
		t.Fatalf("red's score = %d, want 2", got)
	}
	rulestest.PlayMoves(t, s, "moon@G2")
	if got := s.Scores(); got[Red] != 1 || got[Blue] != 2 {
		t.Errorf("after blue captures red's lone G: scores %v, want red 1, blue 1 group + 1 capture", got)
	}
}

// Expert: each player has two colours, chooses one in play each turn,
// may capture the opponent's tiles and its own other colour, never the
// colour it plays.
func TestExpertCaptures(t *testing.T) {
	s := position(t, pos{expert: true, tiles: []string{"red:G@G2", "yellow:C@C7", "blue:5@E5"},
		racks: map[int]string{Red: "7 1 2 3 4", Yellow: "moon 5 6 8 9"}})
	if got := s.ColoursOf(0); !slices.Equal(got, []int{Red, Yellow}) {
		t.Errorf("ColoursOf(0) = %v, want red and yellow", got)
	}
	if got := s.ColoursOf(1); !slices.Equal(got, []int{Blue, Green}) {
		t.Errorf("ColoursOf(1) = %v, want blue and green", got)
	}
	rulestest.WantIllegal(t, s, "blue:5@A5", "blue is not your colour: you play red and yellow")
	rulestest.WantIllegal(t, s, "purple:5@A5", "purple is not in this game")
	rulestest.WantIllegal(t, s, "red:G@G3", "red has no G in its rack")
	// Red captures yellow, its own other colour.
	c := s.Clone().(*State)
	rulestest.PlayMoves(t, c, "red:7@C7")
	if got := c.Captured(0, Yellow); len(got) != 1 {
		t.Errorf("after red:7@C7 the first player captured %v of yellow, want the C", got)
	}
	// Yellow captures red; yellow captures blue.
	for _, m := range []string{"yellow:moon@G2", "yellow:5@E5"} {
		if _, err := s.ParseMove(m); err != nil {
			t.Errorf("%s: %v, want legal", m, err)
		}
	}
	// Never the colour played.
	s = position(t, pos{expert: true, tiles: []string{"yellow:C@C7"}, racks: map[int]string{Yellow: "7 1 2 3 4"}})
	rulestest.WantIllegal(t, s, "yellow:7@C7", "C7 holds a yellow tile, the colour you are playing: you cannot capture it")
	// Both colours offered in Legal, each with its own rack.
	s = position(t, pos{expert: true, racks: map[int]string{Red: "1 2 3 4 5", Yellow: "A B C D E"}})
	legal := rulestest.LegalStrings(s)
	for _, want := range []string{"red:1@A1", "yellow:A@A1"} {
		if !slices.Contains(legal, want) {
			t.Errorf("%s not legal, want it legal", want)
		}
	}
	// The colour may be left out when only one colour can play the move.
	if m, err := s.ParseMove("A@A5"); err != nil || s.MoveString(m) != "yellow:A@A5" {
		t.Errorf("ParseMove(A@A5) = %s, %v; want yellow:A@A5", s.MoveString(m), err)
	}
	s = position(t, pos{expert: true, racks: map[int]string{Red: "1 2 3 4 5", Yellow: "1 B C D E"}})
	rulestest.WantIllegal(t, s, "1@A1", "say which colour plays: red:1@A1 or yellow:1@A1")
	rulestest.WantIllegal(t, s, "9@A9", "neither red nor yellow can play a 9")
}

// Expert: the player draws for the colour played; a rack down to 4 tiles
// with an empty pile is turned face up and that colour plays no more.
func TestExpertFaceUp(t *testing.T) {
	s := position(t, pos{expert: true, placed: map[int]int{Yellow: 23, Red: 5, Blue: 5, Green: 5},
		racks: map[int]string{Yellow: "wild star sun heart diamond", Blue: "1 B C D E"}})
	if s.PileCount(Yellow) != 0 || s.RackCount(Yellow) != 5 || !s.InPlay(Yellow) {
		t.Fatalf("yellow: pile %d, rack %d, in play %v; want 0, 5, true", s.PileCount(Yellow), s.RackCount(Yellow), s.InPlay(Yellow))
	}
	redRack := rackString(s, Red)
	rulestest.PlayMoves(t, s, "yellow:wild@E5")
	if s.InPlay(Yellow) || s.RackCount(Yellow) != 4 {
		t.Errorf("after yellow's 24th tile: in play %v, rack %d; want out with 4", s.InPlay(Yellow), s.RackCount(Yellow))
	}
	if got := rackString(s, Red); got != redRack {
		t.Errorf("red's rack changed from %q to %q: only the colour played draws", redRack, got)
	}
	// The opponent sees the face-up rack, not the other.
	v := s.View(1).(*State)
	if got := rackString(v, Yellow); got != "star sun heart diamond" {
		t.Errorf("blue/green's view of yellow's rack = %q, want it face up", got)
	}
	if got := rackString(v, Red); got != "? ? ? ? ?" {
		t.Errorf("blue/green's view of red's rack = %q, want it hidden", got)
	}
	// Yellow plays no more.
	rulestest.PlayMoves(t, s, "blue:1@A1")
	rulestest.WantIllegal(t, s, "yellow:star@A2", "yellow plays no more: its rack is down to 4 tiles")
	for _, m := range rulestest.LegalStrings(s) {
		if strings.HasPrefix(m, "yellow:") {
			t.Fatalf("legal move %s for a colour out of play", m)
		}
	}
}

// Expert: the game ends when all four racks are down to 4 tiles.
func TestExpertEnd(t *testing.T) {
	s := newGame(t, Expert{}, rules.Options{rules.KeySeed: "5"})
	rng := rand.New(rand.NewPCG(5, 5))
	for !s.Over() {
		s.Apply(s.PlayoutMove(rng))
	}
	for c := 0; c < 4; c++ {
		if s.RackCount(c) != FinalRack || s.PileCount(c) != 0 {
			t.Errorf("%s: rack %d, pile %d; want 4 and 0", ColourNames[c], s.RackCount(c), s.PileCount(c))
		}
	}
	// One colour left: its last tile ends the game.
	s = position(t, pos{expert: true, toMove: 1, placed: map[int]int{Red: 24, Yellow: 24, Blue: 24, Green: 23},
		racks: map[int]string{Red: "A B C D", Yellow: "A B C D", Blue: "A B C D", Green: "wild A B C D"}})
	rulestest.PlayMoves(t, s, "green:wild@E5")
	if !s.Over() {
		t.Errorf("all four racks down to 4: want the game over")
	}
	// A seat with both colours out of play is skipped.
	s = position(t, pos{expert: true, toMove: 1, placed: map[int]int{Red: 24, Yellow: 24, Blue: 5, Green: 5},
		racks: map[int]string{Red: "A B C D", Yellow: "A B C D"}})
	s.Apply(s.Legal(nil)[0])
	if s.ToMove() != 1 {
		t.Errorf("ToMove() = %d, want 1: the first player has no colour in play", s.ToMove())
	}
}

// Expert score: groups of both colours plus captures in the single colour
// captured most, the player's own colours counting.
func TestExpertScore(t *testing.T) {
	s := position(t, pos{expert: true,
		tiles:    []string{"red:1@A1", "red:3@A3", "yellow:5@E5", "blue:9@I9", "green:C@C5", "green:D@D5"},
		captured: []string{"0 yellow:1", "0 yellow:2", "0 blue:1", "1 green:7"}})
	// First: 2 red + 1 yellow groups + 2 yellow captured; second: 1
	// blue + 1 green + 1 green captured.
	if got, want := s.Scores(), []int{5, 3}; !slices.Equal(got, want) {
		t.Errorf("Scores() = %v, want %v", got, want)
	}
}

package blockers

import (
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestTileNames(t *testing.T) {
	want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F", "G", "H", "I",
		"star", "sun", "heart", "diamond", "circle", "spade", "moon", "triangle", "club", "wild"}
	for k := Kind(0); k < NumKinds; k++ {
		if got := TileName(k); got != want[k] {
			t.Errorf("TileName(%d) = %q, want %q", k, got, want[k])
		}
		for _, text := range []string{want[k], strings.ToUpper(want[k]), strings.ToLower(want[k])} {
			if got, err := ParseTile(text); err != nil || got != k {
				t.Errorf("ParseTile(%q) = %d, %v; want %d", text, got, err, k)
			}
		}
	}
	for _, bad := range []string{"", "0", "10", "J", "moons", "blockers", "*", "7 "} {
		if _, err := ParseTile(bad); err == nil {
			t.Errorf("ParseTile(%q): got no error, want one", bad)
		}
	}
}

// Moves: tile@square, the colour first in the expert variant, pass.
func TestMoveRoundTrip(t *testing.T) {
	base := position(t, pos{players: 3, tiles: []string{"blue:G@G2"}, racks: map[int]string{Red: "7 C moon wild 2"}})
	expert := position(t, pos{expert: true, tiles: []string{"yellow:C@C7"}, racks: map[int]string{Red: "7 C moon wild 2", Yellow: "7 A B sun club"}})
	tests := []struct {
		s      *State
		in     string
		out    string
		encode rules.Move
	}{
		{base, "7@C7", "7@C7", rules.Move(6*Squares + 2*Size + 6)},
		{base, "moon@G2", "moon@G2", rules.Move(24*Squares + 6*Size + 1)},
		{base, "wild@E5", "wild@E5", rules.Move(27*Squares + 4*Size + 4)},
		{base, "c@c1", "C@C1", rules.Move(11*Squares + 2*Size)},
		{base, " MOON@g3 ", "moon@G3", rules.Move(24*Squares + 6*Size + 2)},
		{expert, "yellow:7@A7", "yellow:7@A7", rules.Move(Yellow*perColour + 6*Squares + 6)},
		{expert, "red:7@C7", "red:7@C7", rules.Move(6*Squares + 2*Size + 6)},
		{expert, "Yellow:club@I9", "yellow:club@I9", rules.Move(Yellow*perColour + 26*Squares + 80)},
		{expert, "sun@A4", "yellow:sun@A4", rules.Move(Yellow*perColour + 19*Squares + 3)},
		{expert, "7@C7", "red:7@C7", rules.Move(6*Squares + 2*Size + 6)},
	}
	for _, tt := range tests {
		m, err := tt.s.ParseMove(tt.in)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tt.in, err)
			continue
		}
		if m != tt.encode {
			t.Errorf("ParseMove(%q) = %d, want %d", tt.in, m, tt.encode)
		}
		if got := tt.s.MoveString(m); got != tt.out {
			t.Errorf("MoveString(ParseMove(%q)) = %q, want %q", tt.in, got, tt.out)
		}
	}
	if got := base.MoveSpace(); got != 28*81+1 {
		t.Errorf("base MoveSpace() = %d, want %d", got, 28*81+1)
	}
	if got := expert.MoveSpace(); got != 4*28*81+1 {
		t.Errorf("expert MoveSpace() = %d, want %d", got, 4*28*81+1)
	}
	if got := base.MoveString(base.passMove()); got != "pass" {
		t.Errorf("MoveString(pass) = %q, want pass", got)
	}
	if got := base.MoveString(-1); got != "?-1" {
		t.Errorf("MoveString(-1) = %q, want ?-1", got)
	}
}

func TestParseMoveErrors(t *testing.T) {
	base := position(t, pos{players: 3, tiles: []string{"red:6@C6", "blue:1@E1", "blue:2@E2", "blue:3@E3"},
		racks: map[int]string{Red: "7 C moon wild 2"}})
	expert := position(t, pos{expert: true, tiles: []string{"yellow:C@C7"}, placed: map[int]int{Green: 24},
		racks: map[int]string{Red: "7 C moon wild 2", Yellow: "7 A B sun club"}})
	tests := []struct {
		s          *State
		in, reason string
	}{
		{base, "", "empty move"},
		{base, "7", `"7" is not a move: write tile@square, like 7@C7, or pass`},
		{base, "7C7", "is not a move"},
		{base, "x@C7", `unknown tile "x"`},
		{base, "@C7", "missing tile"},
		{base, "7@", "missing square"},
		{base, "7@C10", `bad square "C10"`},
		{base, "7@J7", `bad square "J7"`},
		{base, "7@C6", "a 7 goes in column 7, not on C6"},
		{base, "C@D1", "a C goes in row C, not on D1"},
		{base, "moon@A1", "a moon goes in the moon box, G1 to I3, not on A1"},
		{base, "8@C8", "you have no 8 in your rack"},
		{base, "C@C6", "C6 holds your own tile: you cannot capture it"},
		{base, "2@E2", "capturing the blue 2 on E2 would split its group"},
		{base, "red:7@C7", "a move names no colour in Blockers! (you play red): write 7@C7"},
		{base, "pass", "you cannot pass"},
		{base, "7@C7@C7", `bad square "C7@C7"`},
		{expert, "blue:7@C7", "blue is not your colour: you play red and yellow"},
		{expert, "pink:7@C7", `unknown colour "pink"`},
		{expert, "yellow:7@C7", "C7 holds a yellow tile, the colour you are playing"},
		{expert, "yellow:8@C8", "yellow has no 8 in its rack"},
		{expert, "sun@C7", "a sun goes in the sun box, A4 to C6, not on C7"},
		{expert, "9@C9", "neither red nor yellow can play a 9"},
		{expert, "7@A7", "say which colour plays: red:7@A7 or yellow:7@A7"},
	}
	for _, tt := range tests {
		rulestest.WantIllegal(t, tt.s, tt.in, tt.reason)
	}
	// A colour out of play.
	expert.Mover = 1
	rulestest.WantIllegal(t, expert, "green:wild@E5", "green plays no more")
	// After the end.
	base.Ended = true
	if _, err := base.ParseMove("7@C7"); err != rules.ErrOver {
		t.Errorf("ParseMove after the end: error %v, want rules.ErrOver", err)
	}
}

// String shows the board and, in the full state, every rack.
func TestString(t *testing.T) {
	s := position(t, pos{players: 2, tiles: []string{"red:7@C7", "blue:moon@G2", "blue:wild@E5"},
		captured: []string{"0 blue:A"}, racks: map[int]string{Red: "1 2 3 4 5", Blue: "B C D E F"}})
	out := s.String()
	for _, want := range []string{
		"Blockers!, 2 players: red to move",
		" C  .   .   .   .   .   .   r7  .   .",
		" E  .   .   .   .   b** .   .   .   .",
		" G  .   bmo .",
		"red: score 2, captured blue A",
		"red    rack 1 2 3 4 5; pile 22; placed 1; groups 1",
		"blue   rack B C D E F; pile 20; placed 3; groups 2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("String() lacks %q:\n%s", want, out)
		}
	}
	v := s.View(Red).String()
	for _, want := range []string{"as red sees it", "red    rack 1 2 3 4 5", "blue   rack ? ? ? ? ?; pile 20"} {
		if !strings.Contains(v, want) {
			t.Errorf("View(red).String() lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "B C D E F") {
		t.Errorf("View(red).String() shows blue's rack:\n%s", v)
	}
}

package blockade

import (
	"strings"
	"testing"

	"impasse/rules"
)

// A turn is written pawn move then wall, without a space: "d4-d6/e5h";
// "d4-d6" without a wall, "/e5h" for a wall alone, "pass". Any case and
// surrounding space are accepted; the written form is lower case.
func TestNotationRoundTrip(t *testing.T) {
	s := NewState(false)
	for text, want := range map[string]string{
		"d4-d6/e5h":     "d4-d6/e5h",
		"D4-D6/E5H":     "d4-d6/e5h",
		"  h4-g5/j13v ": "h4-g5/j13v",
		"d4-c3/a1v":     "d4-c3/a1v",
	} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
			continue
		}
		if got := s.MoveString(m); got != want {
			t.Errorf("MoveString(ParseMove(%q)) = %q, want %q", text, got, want)
		}
	}
	if m := MakeMove(Sq(3, 3), Sq(3, 5), MakeWall(Horizontal, 4, 4)); s.MoveString(m) != "d4-d6/e5h" {
		t.Errorf("MakeMove(d4, d6, e5h) writes %q", s.MoveString(m))
	}
	if got := s.MoveString(Pass); got != "pass" {
		t.Errorf("MoveString(Pass) = %q, want pass", got)
	}
	if got := s.MoveString(MakeMove(NoSquare, NoSquare, MakeWall(Vertical, 0, 0))); got != "/a1v" {
		t.Errorf("a wall alone writes %q, want /a1v", got)
	}
	if got := s.MoveString(MakeMove(Sq(3, 3), Sq(3, 5), NoWall)); got != "d4-d6" {
		t.Errorf("a pawn move alone writes %q, want d4-d6", got)
	}
	for _, m := range []rules.Move{-1, rules.Move(moveSpace), rules.Move(moveSpace + 5)} {
		if got := s.MoveString(m); !strings.HasPrefix(got, "?") {
			t.Errorf("MoveString(%d) = %q, want a ?", m, got)
		}
	}
	// Every legal move of a few positions reads back as itself.
	for _, st := range []*State{NewState(false), NewState(true), midgame(false, 15, 2), midgame(true, 25, 3)} {
		for _, m := range st.Legal(nil) {
			text := st.MoveString(m)
			back, err := st.ParseMove(text)
			if err != nil || back != m {
				t.Fatalf("ParseMove(MoveString(%d) = %q) = %d, %v", m, text, back, err)
			}
		}
	}
	if s.MoveSpace() != moveSpace || int(Pass) >= moveSpace {
		t.Errorf("MoveSpace() = %d, Pass = %d", s.MoveSpace(), Pass)
	}
}

// Malformed and illegal moves are refused with a reason.
func TestNotationErrors(t *testing.T) {
	s := NewState(false)
	for text, reason := range map[string]string{
		"":            "empty move",
		"   ":         "empty move",
		"d4d6":        "a pawn move is written from-to",
		"d4-d6/":      "a wall name must follow '/'",
		"/":           "a wall name must follow '/'",
		"z9-d6/e5h":   `"z9" is not a square`,
		"d4-d66/e5h":  `"d66" is not a square`,
		"d4-d6/k5h":   `"k5h" is not a wall`,
		"d4-d6/e5":    `"e5" is not a wall`,
		"d4-d6/e5h/x": `"e5h/x" is not a wall`,
		"d4-d7/e5h":   "a pawn moves one square diagonally or two squares orthogonally",
		"d4-d4/e5h":   "a pawn moves one square diagonally or two squares orthogonally",
		"e4-e6/e5h":   "White has no pawn on e4",
		"d11-d9/e5h":  "the pawn on d11 is Black's, and White is to move",
		"d4-d5/e5h":   "only onto a goal or when the next square (d6) holds a pawn",
		"d4-d6-d8":    `"d6-d8" is not a square`,
		"passs":       "a pawn move is written from-to",
	} {
		wantIllegal(t, s, text, reason)
	}
	c := NewState(true)
	wantIllegal(t, c, "d4-d7/e5h", "a pawn moves two steps orthogonally, straight or turning once")
	// After the end every move is refused with rules.ErrOver.
	w := position(t, pos{white: []string{"d10", "h4"}, black: []string{"a13", "k13"}, hand: full})
	playOn(t, w, "d10-d11")
	for _, text := range []string{"pass", "a13-a11/e5h", "/e5h", "junk"} {
		if _, err := w.ParseMove(text); err == nil || (text != "junk" && err != rules.ErrOver) {
			t.Errorf("ParseMove(%q) after the end: %v, want ErrOver", text, err)
		}
	}
}

// A record writes one token per turn and replays.
func TestRecord(t *testing.T) {
	for _, g := range []rules.Game{Blockade{}, CulDeSac{}} {
		s, err := g.New(nil)
		if err != nil {
			t.Fatal(err)
		}
		start := s.Clone()
		var moves []rules.Move
		for _, text := range []string{"d4-d6/e5h", "d11-d9/e8v", "h4-g5/a1h", "h11-h9/j13v"} {
			m, err := rules.Play(s, text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			moves = append(moves, m)
		}
		rec := rules.NewRecord(g, start, moves)
		if got := strings.Join(rec.Moves, " "); got != "d4-d6/e5h d11-d9/e8v h4-g5/a1h h11-h9/j13v" {
			t.Errorf("record moves %q", got)
		}
		back, err := rules.ParseRecord(rec.String())
		if err != nil {
			t.Fatal(err)
		}
		end, _, err := rules.Replay(g, back)
		if err != nil || end.Hash() != s.Hash() {
			t.Errorf("Replay: %v", err)
		}
		if len(s.Setup()) != 0 {
			t.Errorf("Setup() = %v, want no options", s.Setup())
		}
	}
}

func TestGames(t *testing.T) {
	for _, tt := range []struct {
		g         rules.Game
		id, title string
	}{{Blockade{}, "blockade", "Blockade"}, {CulDeSac{}, "culdesac", "Cul de Sac"}} {
		info := tt.g.Info()
		if info.ID != tt.id || info.Title != tt.title || info.MinPlayers != 2 || info.MaxPlayers != 2 {
			t.Errorf("Info() = %+v, want %s, %s, 2 players", info, tt.id, tt.title)
		}
		if _, err := tt.g.New(rules.Options{rules.KeyPlayers: "3"}); err == nil {
			t.Errorf("%s: New(Players=3): got no error, want one", tt.id)
		}
		s, err := tt.g.New(rules.Options{rules.KeyPlayers: "2", "Event": "ignored"})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.(*State).CulDeSac(); got != (tt.id == "culdesac") {
			t.Errorf("%s: CulDeSac() = %v", tt.id, got)
		}
		levels := tt.g.(rules.Leveler).Levels()
		if len(levels) < 4 {
			t.Errorf("%s: %d levels, want at least 4", tt.id, len(levels))
		}
		for _, l := range levels {
			switch l.Search {
			case rules.SearchMCTS, rules.SearchAlphaBeta:
			default:
				t.Errorf("%s: level %q: search %q", tt.id, l.Name, l.Search)
			}
			if l.Name == "" || (l.Depth == 0 && l.Millis == 0 && l.Iterations == 0) {
				t.Errorf("%s: level %+v has no name or no budget", tt.id, l)
			}
		}
	}
}

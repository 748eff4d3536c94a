package toy

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	tests := []struct {
		game rules.Game
		opts []rules.Options
	}{
		{Nim{}, []rules.Options{{}, {"Pile": "1"}, {"Pile": "23"}}},
		{Count{}, []rules.Options{{}, {rules.KeyPlayers: "2"}, {rules.KeyPlayers: "4", "Target": "7"}}},
		{Race{}, []rules.Options{{}, {"Goal": "5", "Start": "3,4"}}},
		{Duel{}, []rules.Options{{}, {"Cards": "3"}, {rules.KeySeed: "42", "Cards": "12"}, {"Cards": "4", "Deal": "2,4,1,3"}}},
		{TicTacToe{}, nil},
		{Coins{}, []rules.Options{{}, {"Row": "7"}, {"Row": "5,1,0,7,2,1,9,1,1"}}},
	}
	for _, tt := range tests {
		t.Run(tt.game.Info().ID, func(t *testing.T) {
			rulestest.Check(t, tt.game, rulestest.Config{Options: tt.opts, Games: 30})
		})
	}
}

func TestBadOptions(t *testing.T) {
	tests := []struct {
		game rules.Game
		opts rules.Options
	}{
		{Nim{}, rules.Options{"Pile": "0"}},
		{Nim{}, rules.Options{"Pile": "61"}},
		{Nim{}, rules.Options{"Pile": "x"}},
		{Count{}, rules.Options{rules.KeyPlayers: "5"}},
		{Count{}, rules.Options{"Target": "0"}},
		{Race{}, rules.Options{"Start": "10,0"}},
		{Race{}, rules.Options{"Start": "1"}},
		{Race{}, rules.Options{"Goal": "2"}},
		{Duel{}, rules.Options{"Cards": "2"}},
		{Duel{}, rules.Options{rules.KeySeed: "-1"}},
		{Duel{}, rules.Options{"Cards": "3", "Deal": "1,2,2"}},
		{Duel{}, rules.Options{"Cards": "3", "Deal": "1,2"}},
		{TicTacToe{}, rules.Options{rules.KeyPlayers: "3"}},
	}
	for _, tt := range tests {
		if _, err := tt.game.New(tt.opts); err == nil {
			t.Errorf("%s.New(%v): got no error, want one", tt.game.Info().ID, tt.opts)
		}
	}
}

// play applies moves given in notation, failing the test on a bad one.
func play(t *testing.T, s rules.State, moves ...string) rules.State {
	t.Helper()
	for _, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			t.Fatalf("%s: %v\n%s", m, err, s)
		}
	}
	return s
}

func newState(t *testing.T, g rules.Game, opts rules.Options) rules.State {
	t.Helper()
	s, err := g.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestKnownResults(t *testing.T) {
	tests := []struct {
		name  string
		s     rules.State
		moves []string
		want  string
	}{
		{"nim", newState(t, Nim{}, rules.Options{"Pile": "5"}), []string{"1", "3", "1"}, "1-0"},
		{"count win", newState(t, Count{}, rules.Options{"Target": "5"}), []string{"+3", "+2"}, "0-1-0"},
		{"count truce", newState(t, Count{}, rules.Options{}), []string{"+3", "truce"}, "1/3-1/3-1/3"},
		{"race", newState(t, Race{}, rules.Options{"Start": "8,9"}), []string{"roll", "r1", "step"}, "0-1"},
		{"duel", newState(t, Duel{}, rules.Options{"Deal": "6,5,1,2,3,4,7"}), []string{"keep", "draw"}, "1-0"},
		{"tictactoe win", newState(t, TicTacToe{}, nil), []string{"a1", "a2", "b1", "b2", "c1"}, "1-0"},
		{"tictactoe draw", newState(t, TicTacToe{}, nil), []string{"b2", "a1", "c3", "a3", "a2", "c2", "b3", "b1", "c1"}, "1/2-1/2"},
	}
	for _, tt := range tests {
		s := play(t, tt.s, tt.moves...)
		if got := rules.ResultString(s.Results()); got != tt.want {
			t.Errorf("%s: result %s, want %s\n%s", tt.name, got, tt.want, s)
		}
	}
}

func TestDuelDeal(t *testing.T) {
	a := newState(t, Duel{}, rules.Options{rules.KeySeed: "1"})
	b := newState(t, Duel{}, rules.Options{rules.KeySeed: "1"})
	if a.String() != b.String() {
		t.Errorf("the same seed dealt\n%s\nand\n%s", a, b)
	}
	differ := false
	for seed := 2; seed < 10 && !differ; seed++ {
		c := newState(t, Duel{}, rules.Options{rules.KeySeed: strconv.Itoa(seed)})
		differ = c.String() != a.String()
	}
	if !differ {
		t.Errorf("seeds 1 to 9 all dealt\n%s", a)
	}
	// The deal replays from Setup.
	c := newState(t, Duel{}, a.Setup())
	if c.String() != a.String() {
		t.Errorf("New(Setup()) dealt\n%s\nwant\n%s", c, a)
	}
}

func TestDuelView(t *testing.T) {
	x := play(t, newState(t, Duel{}, rules.Options{"Deal": "6,5,1,2,3,4,7"}), "draw")
	y := play(t, newState(t, Duel{}, rules.Options{"Deal": "3,5,2,7,6,1,4"}), "draw")
	for seat, wantSame := range []bool{false, true} {
		vx := x.(rules.Imperfect).View(seat)
		vy := y.(rules.Imperfect).View(seat)
		if same := vx.String() == vy.String() && vx.Hash() == vy.Hash(); same != wantSame {
			t.Errorf("View(%d) alike = %v, want %v:\n%s\n%s", seat, same, wantSame, vx, vy)
		}
	}
	v := x.(rules.Imperfect).View(1).(*DuelState)
	if v.Hand(0) != 0 || v.Hand(1) != 5 {
		t.Errorf("View(1) hands %d %d, want 0 (hidden) and 5", v.Hand(0), v.Hand(1))
	}
	// Samples for seat 1 draw seat 0's card and the one it put aside
	// from the six cards seat 1 has not seen, every one of them.
	rng := rand.New(rand.NewPCG(1, 2))
	count := map[int]int{}
	for range 600 {
		s := x.(rules.Imperfect).Sample(1, rng).(*DuelState)
		if s.Hand(1) != 5 {
			t.Fatalf("Sample(1) changed seat 1's card:\n%s", s)
		}
		count[s.Hand(0)]++
	}
	for c := 1; c <= 7; c++ {
		if n := count[c]; (c == 5) != (n == 0) || (c != 5 && (n < 50 || n > 150)) {
			t.Errorf("seat 0 held %d in %d of 600 samples, want about 100 (none for 5)", c, n)
		}
	}
}

func TestUndo(t *testing.T) {
	for _, g := range []rules.Game{Nim{}, TicTacToe{}} {
		s := newState(t, g, nil)
		start := s.String()
		var n int
		for !s.Over() {
			s.Apply(s.Legal(nil)[0])
			n++
		}
		for range n {
			s.(rules.Undoer).Undo()
		}
		if s.String() != start {
			t.Errorf("%s: undoing the whole game gave\n%s\nwant\n%s", g.Info().ID, s, start)
		}
	}
}

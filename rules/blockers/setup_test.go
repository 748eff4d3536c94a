package blockers

import (
	"maps"
	"math/rand/v2"
	"strings"
	"testing"

	"impasse/rules"
)

// The seed decides the shuffle and the first player, the same way every
// time.
func TestSeed(t *testing.T) {
	a := newGame(t, Base{}, rules.Options{rules.KeySeed: "12345"})
	b := newGame(t, Base{}, rules.Options{rules.KeySeed: "12345"})
	c := newGame(t, Base{}, rules.Options{rules.KeySeed: "12346"})
	if a.String() != b.String() || !maps.Equal(a.Setup(), b.Setup()) {
		t.Errorf("two games from seed 12345 differ")
	}
	if maps.Equal(a.Setup(), c.Setup()) {
		t.Errorf("seeds 12345 and 12346 give the same setup")
	}
	if a.Players() != DefaultPlayers {
		t.Errorf("Players() = %d, want the default %d", a.Players(), DefaultPlayers)
	}
	// The first player is drawn at random.
	firsts := map[int]int{}
	for seed := range 40 {
		s := newGame(t, Base{}, rules.Options{rules.KeySeed: itoa(seed), rules.KeyPlayers: "3"})
		firsts[s.ToMove()]++
	}
	if len(firsts) != 3 {
		t.Errorf("first players over 40 seeds: %v, want all three seats", firsts)
	}
}

// Setup returns each colour's full pile and the first colour; the first
// five tiles of a pile are the opening rack.
func TestSetupTags(t *testing.T) {
	for _, tt := range []struct {
		g       rules.Game
		players string
		colours int
	}{{Base{}, "2", 2}, {Base{}, "5", 5}, {Expert{}, "2", 4}} {
		s := newGame(t, tt.g, rules.Options{rules.KeySeed: "9", rules.KeyPlayers: tt.players})
		o := s.Setup()
		if o[rules.KeyPlayers] != tt.players {
			t.Errorf("%s: Players tag %q, want %q", tt.g.Info().ID, o[rules.KeyPlayers], tt.players)
		}
		if want := ColourNames[s.ToMove()]; o[TagFirst] != want {
			t.Errorf("%s: First tag %q, want %q", tt.g.Info().ID, o[TagFirst], want)
		}
		for c := 0; c < NumColours; c++ {
			text, ok := o[PileTag(c)]
			if ok != (c < tt.colours) {
				t.Errorf("%s: tag %s present %v, want %v", tt.g.Info().ID, PileTag(c), ok, c < tt.colours)
			}
			if !ok {
				continue
			}
			pile, err := ParsePile(text)
			if err != nil {
				t.Fatalf("%s: %s %q: %v", tt.g.Info().ID, PileTag(c), text, err)
			}
			var rack uint32
			for _, k := range pile[:RackSize] {
				rack |= 1 << uint(k)
			}
			if rack != s.rack[c] {
				t.Errorf("%s: %s opening rack %q, want the first five of %q", tt.g.Info().ID, ColourNames[c], rackString(s, c), text)
			}
		}
		// The tags alone recreate the game.
		again := newGame(t, tt.g, o)
		if again.String() != s.String() || again.Hash() != s.Hash() {
			t.Errorf("%s: New(Setup()) differs from the original", tt.g.Info().ID)
		}
	}
}

// First names the colour that plays first; red when absent with piles.
func TestFirst(t *testing.T) {
	piles := newGame(t, Base{}, rules.Options{rules.KeyPlayers: "3", rules.KeySeed: "1"}).Setup()
	tests := []struct {
		g     rules.Game
		first string
		seat  int
		tag   string
	}{
		{Base{}, "blue", Blue, "blue"},
		{Base{}, "Yellow", Yellow, "yellow"},
		{Base{}, "", Red, "red"},
		{Expert{}, "yellow", 0, "red"},
		{Expert{}, "green", 1, "blue"},
		{Expert{}, "blue", 1, "blue"},
	}
	for _, tt := range tests {
		opts := piles.Clone()
		delete(opts, TagFirst)
		if tt.g.Info().ID == ExpertID {
			opts = newGame(t, Expert{}, rules.Options{rules.KeySeed: "1"}).Setup()
			delete(opts, TagFirst)
		}
		if tt.first != "" {
			opts[TagFirst] = tt.first
		}
		s := newGame(t, tt.g, opts)
		if s.ToMove() != tt.seat {
			t.Errorf("%s First %q: ToMove() = %d, want %d", tt.g.Info().ID, tt.first, s.ToMove(), tt.seat)
		}
		if got := s.Setup()[TagFirst]; got != tt.tag {
			t.Errorf("%s First %q: Setup writes %q, want %q", tt.g.Info().ID, tt.first, got, tt.tag)
		}
	}
}

// A record with Pile tags replays exactly; draws are not moves.
func TestRecordReplay(t *testing.T) {
	for _, g := range []rules.Game{Base{}, Expert{}} {
		for _, players := range []string{"2", "3", "5"} {
			if g.Info().ID == ExpertID && players != "2" {
				continue
			}
			start := newGame(t, g, rules.Options{rules.KeyPlayers: players, rules.KeySeed: "77"})
			s := start.Clone().(*State)
			rng := rand.New(rand.NewPCG(77, 1))
			var moves []rules.Move
			for !s.Over() {
				m := s.PlayoutMove(rng)
				moves = append(moves, m)
				s.Apply(m)
			}
			text := rules.NewRecord(g, start, moves).String()
			if !strings.Contains(text, `[Pile-red "`) || !strings.Contains(text, `[First "`) || strings.Contains(text, "[Seed") {
				t.Errorf("%s %s players: record tags lack the piles or First, or keep the seed:\n%s", g.Info().ID, players, text)
			}
			rec, err := rules.ParseRecord(text)
			if err != nil {
				t.Fatalf("ParseRecord: %v\n%s", err, text)
			}
			got, gotMoves, err := rules.Replay(g, rec)
			if err != nil {
				t.Fatalf("Replay: %v\n%s", err, text)
			}
			if len(gotMoves) != len(moves) || got.String() != s.String() || got.Hash() != s.Hash() {
				t.Errorf("%s %s players: replay ends in\n%s\nwant\n%s", g.Info().ID, players, got, s)
			}
		}
	}
	// A record written by hand: the first five of each pile are the
	// racks, the sixth the first draw.
	text := `[Game "blockers"]
[Players "2"]
[First "blue"]
[Pile-red "7 C moon 2 wild 1 A star 3 4 5 6 8 9 B D E F G H I sun heart diamond circle spade triangle club"]
[Pile-blue "G 2 club 9 sun E 1 3 4 5 6 7 8 A B C D F H I star heart diamond circle spade moon triangle wild"]

1. G@G2 2. moon@G2 3. E@E5 4. 1@E1 *
`
	rec, err := rules.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := rules.Replay(Base{}, rec)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	s := got.(*State)
	if c, _, _ := s.At(mustSquare(t, "G2")); c != Red || len(s.Captured(Red, Blue)) != 1 {
		t.Errorf("after red's moon@G2: G2 is %s, red captured %v; want red's moon and blue's G", ColourNames[c], s.Captured(Red, Blue))
	}
	if r, b := rackString(s, Red), rackString(s, Blue); r != "2 7 A C wild" || b != "1 2 9 sun club" {
		t.Errorf("racks after two moves each: red %q, blue %q; want %q and %q", r, b, "2 7 A C wild", "1 2 9 sun club")
	}
}

// Every setup tag is checked, with a clear message.
func TestBadSetup(t *testing.T) {
	good := newGame(t, Base{}, rules.Options{rules.KeyPlayers: "3", rules.KeySeed: "1"}).Setup()
	pile := good[PileTag(Red)]
	fields := strings.Fields(pile)
	tests := []struct {
		name   string
		g      rules.Game
		change map[string]string
		reason string
	}{
		{"27 tiles", Base{}, map[string]string{"Pile-red": strings.Join(fields[:27], " ")}, "Pile-red: 27 tiles, want 28"},
		{"29 tiles", Base{}, map[string]string{"Pile-red": pile + " 7"}, "Pile-red: 29 tiles, want 28"},
		{"twice", Base{}, map[string]string{"Pile-red": strings.Join(append([]string{fields[1]}, fields[1:]...), " ")}, "Pile-red: tile " + fields[1] + " appears twice"},
		{"unknown", Base{}, map[string]string{"Pile-blue": strings.Replace(good["Pile-blue"], "moon", "mooon", 1)}, `Pile-blue: tile`},
		{"unknown name", Base{}, map[string]string{"Pile-blue": strings.Replace(good["Pile-blue"], "moon", "mooon", 1)}, `unknown tile "mooon"`},
		{"missing", Base{}, map[string]string{"Pile-yellow": ""}, "Pile-yellow missing: give the piles of all 3 colours or none"},
		{"extra colour", Base{}, map[string]string{"Pile-green": pile}, "Pile-green: green does not play in a 3-player game"},
		{"bad first", Base{}, map[string]string{"First": "pink"}, `First: unknown colour "pink"`},
		{"first not playing", Base{}, map[string]string{"First": "purple"}, "First: purple does not play in a 3-player game"},
		{"bad seed", Base{}, map[string]string{"Pile-red": "", "Pile-blue": "", "Pile-yellow": "", "Seed": "-1"}, `Seed "-1" is not a whole number`},
		{"players", Base{}, map[string]string{"Players": "6"}, "Blockers! is played by 2 to 5 players, not \"6\""},
		{"expert players", Expert{}, map[string]string{"Players": "3"}, "played by 2 players"},
		{"expert purple", Expert{}, map[string]string{"Players": "2", "Pile-purple": pile}, "Pile-purple: purple does not play in the expert variant"},
	}
	for _, tt := range tests {
		opts := good.Clone()
		for k, v := range tt.change {
			opts[k] = v
		}
		_, err := tt.g.New(opts)
		if err == nil {
			t.Errorf("%s: New accepted %v", tt.name, tt.change)
			continue
		}
		if !strings.Contains(err.Error(), tt.reason) {
			t.Errorf("%s: error %q, want it to contain %q", tt.name, err, tt.reason)
		}
	}
}

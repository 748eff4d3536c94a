package rulestest

import (
	"maps"
	"strings"
	"testing"

	"impasse/rules"
)

// PlayMoves applies moves written in the notation to s, failing the test
// on the first one refused.
func PlayMoves(t testing.TB, s rules.State, moves ...string) {
	t.Helper()
	for i, text := range moves {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatalf("move %d %q: %v\n%s", i+1, text, err, s)
		}
	}
}

// LegalStrings returns the notation of the legal moves of s.
func LegalStrings(s rules.State) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		out = append(out, s.MoveString(m))
	}
	return out
}

// WantIllegal checks that text is refused in s with a message containing
// reason.
func WantIllegal(t testing.TB, s rules.State, text, reason string) {
	t.Helper()
	_, err := s.ParseMove(text)
	if err == nil {
		t.Errorf("ParseMove(%q): got a legal move, want an error containing %q", text, reason)
		return
	}
	if !strings.Contains(err.Error(), reason) {
		t.Errorf("ParseMove(%q): got error %q, want one containing %q", text, err, reason)
	}
}

// WantResult checks that s has the result want, as a record's Result tag
// writes it (rules.ResultOf): "1-0", "1/2-1/2", "1-1-0-0".
func WantResult(t testing.TB, s rules.State, want string) {
	t.Helper()
	if got := rules.ResultOf(s); got != want {
		t.Errorf("got result %v, want %v", got, want)
	}
}

// Perft counts the move sequences of depth plies from s, a game that ends
// sooner counting as one: the number a game's perft test pins down.
func Perft(s rules.State, depth int) int {
	if depth == 0 || s.Over() {
		return 1
	}
	legal := s.Legal(nil)
	if depth == 1 {
		return len(legal)
	}
	n := 0
	for _, m := range legal {
		c := s.Clone()
		c.Apply(m)
		n += Perft(c, depth-1)
	}
	return n
}

// Levels checks g's own AI levels (a rules.Leveler, not the default
// ones every game gets): at least four, each with a name of its own, and
// each searching at least as deep, and for at least as many iterations,
// as the one before where both say.
func Levels(t testing.TB, g rules.Game) {
	t.Helper()
	var levels []rules.Level
	if l, ok := g.(rules.Leveler); ok {
		levels = l.Levels()
	}
	if len(levels) < 4 {
		t.Fatalf("got %v levels, want at least 4", len(levels))
	}
	names := map[string]bool{}
	for i, l := range levels {
		if l.Name == "" || names[l.Name] {
			t.Errorf("level %d: got name %q, want a new one", i+1, l.Name)
		}
		names[l.Name] = true
		if i == 0 {
			continue
		}
		if prev := levels[i-1]; l.Depth != 0 && prev.Depth > l.Depth {
			t.Errorf("level %d: got depth %v, want at least %v", i+1, l.Depth, prev.Depth)
		}
		if prev := levels[i-1]; l.Iterations != 0 && prev.Iterations > l.Iterations {
			t.Errorf("level %d: got %v iterations, want at least %v", i+1, l.Iterations, prev.Iterations)
		}
	}
}

// Setups returns every combination of the values g's options list that
// g.New accepts, for Config.Options: every setup a player can choose. It
// fails t when g.New accepts none.
func Setups(t testing.TB, g rules.Game) []rules.Options {
	t.Helper()
	setups := []rules.Options{{}}
	for _, o := range g.Options() {
		if len(o.Values) == 0 {
			continue
		}
		var next []rules.Options
		for _, s := range setups {
			for _, v := range o.Values {
				opts := maps.Clone(s)
				opts[o.Key] = v
				next = append(next, opts)
			}
		}
		setups = next
	}
	var ok []rules.Options
	for _, opts := range setups {
		if _, err := g.New(opts); err == nil {
			ok = append(ok, opts)
		}
	}
	if len(ok) == 0 {
		t.Fatalf("%s: New accepts no setup its options list", g.Info().ID)
	}
	return ok
}

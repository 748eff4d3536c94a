package rulestest

import (
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

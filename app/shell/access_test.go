package shell

import (
	"slices"
	"strings"
	"testing"

	"impasse/internal/toy"
	"impasse/rules"
)

// TestTypedMove reads a typed move as the board would send it, and
// refuses what is not one of the moves offered, saying why.
func TestTypedMove(t *testing.T) {
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	b2, _ := s.ParseMove("b2")
	offered := slices.DeleteFunc(slices.Clone(legal), func(m rules.Move) bool { return m == b2 })
	for _, tc := range []struct {
		state rules.State
		legal []rules.Move
		text  string
		want  string
	}{
		{s, legal, "a1", ""},
		{s, legal, "  c3 ", ""},
		{s, legal, "", "acc.empty"},
		{s, legal, "z9", "acc.bad"},
		{s, offered, "b2", "acc.illegal"},
		{s, nil, "a1", "acc.wait"},
		{nil, legal, "a1", "acc.wait"},
	} {
		m, why := typedMove(tc.state, tc.legal, tc.text)
		if why != tc.want {
			t.Errorf("%q: got %q, want %q", tc.text, why, tc.want)
			continue
		}
		if why == "" {
			if got, want := s.MoveString(m), strings.TrimSpace(tc.text); got != want {
				t.Errorf("%q: got move %v, want %v", tc.text, got, want)
			}
		}
	}
}

// TestSuggest lists the moves that begin as typed, each once, at most
// max of them.
func TestSuggest(t *testing.T) {
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	for _, tc := range []struct {
		prefix string
		max    int
		want   []string
	}{
		{"B", 12, []string{"b1", "b2", "b3"}},
		{"", 2, []string{"a1", "b1"}},
		{"c3", 12, []string{"c3"}},
		{"d", 12, nil},
	} {
		if got := suggest(s, append(legal, legal...), tc.prefix, tc.max); !slices.Equal(got, tc.want) {
			t.Errorf("%q, %d: got %v, want %v", tc.prefix, tc.max, got, tc.want)
		}
	}
	if got := suggest(nil, legal, "", 12); got != nil {
		t.Errorf("no position: got %v, want none", got)
	}
}

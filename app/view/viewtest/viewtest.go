// Package viewtest holds what the tests of several game views share.
package viewtest

import (
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// Say checks that say (a view.Spec's Say) tells move, written in the
// notation and played in s by the seat to move, as want in language l.
// s is not changed.
func Say(t testing.TB, say func(l i18n.Lang, before, after rules.State, m rules.Move, seat int) view.Said,
	l i18n.Lang, s rules.State, move string, want view.Said) {
	t.Helper()
	m, err := s.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: %v", move, err)
	}
	if got := say(l, s, rules.After(s, m), m, s.ToMove()); got != want {
		t.Errorf("%s: got %v, want %v", move, got, want)
	}
}

// Package viewtest holds what the tests of several game views share.
package viewtest

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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

// Said is a move for Says to check: Move, in the notation, played by the
// seat to move in the position Before's moves lead to, told in language
// Lang as Want.
type Said struct {
	Lang   i18n.Lang
	Before []string
	Move   string
	Want   view.Said
}

// Says checks each of said with Say, in the position that position
// returns for its Before.
func Says(t testing.TB, say func(l i18n.Lang, before, after rules.State, m rules.Move, seat int) view.Said,
	position func(moves ...string) rules.State, said []Said) {
	t.Helper()
	for _, c := range said {
		Say(t, say, c.Lang, position(c.Before...), c.Move, c.Want)
	}
}

// Told is a position for Describes to check: S, told in language Lang
// as Want.
type Told struct {
	Lang i18n.Lang
	S    rules.State
	Want string
}

// Describes checks that describe (a view.Spec's Describe) tells each
// position of told as it should.
func Describes(t testing.TB, describe func(l i18n.Lang, s rules.State) string, told []Told) {
	t.Helper()
	for i, c := range told {
		if got := describe(c.Lang, c.S); got != c.Want {
			t.Errorf("position %d: got %v, want %v", i, got, c.Want)
		}
	}
}

// Played plays move, in the notation, in s (by seat 1) and returns the
// props of a board showing the position after it to seat 0, to move:
// its legal moves, the move as the last one, to animate, and as a hint
// the legal move at 1/hint of their list.
func Played(t testing.TB, s rules.State, move string, hint int) view.Props {
	t.Helper()
	last, err := s.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: %v", move, err)
	}
	before := s.Clone()
	s.Apply(last)
	legal := s.Legal(nil)
	return view.Props{State: s, Viewer: 0, Legal: legal, Last: last, HasLast: true, LastBy: 1, Before: before,
		Hint: legal[len(legal)/hint], HasHint: true, Animate: true, Lang: i18n.English}
}

// Spec returns the view registered for game id. It stops the test when
// there is none (the views' TestEveryGameIsShown checks what each has).
func Spec(t testing.TB, id string) view.Spec {
	t.Helper()
	sp, ok := view.Lookup(id)
	if !ok {
		t.Fatalf("no view for %s", id)
	}
	return sp
}

// Mount gives board b props p as it first shows: SetProps, then OnInit
// when b has one (the shell gives a new board its props, then go-app
// mounts it).
func Mount(b view.Board, p view.Props) {
	b.SetProps(p)
	if i, ok := b.(app.Initializer); ok {
		i.OnInit()
	}
}

// Draw mounts board b with props p (see Mount) and returns its markup as
// the page shows it: b's Render, written out.
func Draw(b view.Board, p view.Props) string {
	Mount(b, p)
	return app.HTMLString(b)
}

// Update gives board b, shown, the new props p as go-app does: SetProps,
// then OnUpdate when b has one.
func Update(b view.Board, p view.Props) {
	b.SetProps(p)
	if u, ok := b.(app.Updater); ok {
		u.OnUpdate(app.Context{})
	}
}

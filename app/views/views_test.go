package views

import (
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// TestEveryGameIsShown checks that every registered game has a complete
// view: a board, seat names and colours, a blurb and rules text in every
// language, a thumbnail, and a text for each of its AI levels.
func TestEveryGameIsShown(t *testing.T) {
	if len(rules.Games()) == 0 {
		t.Fatal("no game registered")
	}
	for _, g := range rules.Games() {
		id := g.Info().ID
		sp, ok := view.Lookup(id)
		if !ok {
			t.Errorf("%s: no view registered", id)
			continue
		}
		if sp.NewBoard == nil || sp.SeatName == nil || sp.SeatColour == nil || sp.Rules == nil || sp.Thumbnail == nil {
			t.Errorf("%s: the view lacks a board, seat names, seat colours, rules or a thumbnail", id)
			continue
		}
		if sp.NewBoard() == nil {
			t.Errorf("%s: NewBoard returned nil", id)
		}
		for _, l := range i18n.Langs {
			if b := sp.Blurb(l); b == "" || strings.HasPrefix(b, "blurb.") {
				t.Errorf("%s: blurb in %s is %q", id, l, b)
			}
			if r := sp.Rules(l); len(r) < 200 {
				t.Errorf("%s: rules in %s are %d bytes, want a page", id, l, len(r))
			}
			for _, lv := range rules.LevelsOf(g) {
				if !l.Has("level." + lv.Name) {
					t.Errorf("%s: level %q has no text in %s", id, lv.Name, l)
				}
			}
		}
	}
}

// TestShortcuts checks that every game's board lists its keys (every
// board is played by the keyboard too) and that each says in every
// language what it does: a text, not a key missing from the tables (a
// word with no space, such as "bk.kb.arrows").
func TestShortcuts(t *testing.T) {
	for _, g := range rules.Games() {
		id := g.Info().ID
		sp, ok := view.Lookup(id)
		if !ok || sp.Shortcuts == nil {
			t.Errorf("%s: the board lists no keys", id)
			continue
		}
		for _, l := range i18n.Langs {
			keys := sp.Shortcuts(l)
			if len(keys) == 0 {
				t.Errorf("%s, %s: no keys listed", id, l)
			}
			for _, k := range keys {
				if k.Keys == "" || !strings.Contains(k.Does, " ") {
					t.Errorf("%s, %s: got %q doing %q, want keys and a text", id, l, k.Keys, k.Does)
				}
			}
		}
	}
}

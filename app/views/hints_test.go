//go:build !wasm

package views

import (
	"regexp"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// onSquare finds the square an English hint of a move's start names.
var onSquare = regexp.MustCompile(` on ([a-zA-Z]+[0-9]+)$`)

// TestHintStart: for the first move of every shipped puzzle, a hint of
// where the move starts is told in every language and drawn apart from
// the whole move's hint, wherever the view tells one; the games whose
// moves take a piece along (or pick one to place) tell one. A hint that
// names the square a piece stands on ("on f7") says in French that the
// piece moves from there ("de f7"), not to it ("en f7").
func TestHintStart(t *testing.T) {
	want := map[string]bool{"alignement": true, "blokusduo": true, "blockade": true, "culdesac": true, "blocus": true, "empire": true, "porte": true, "saute": true, "solitaire": true}
	told := map[string]bool{}
	for id, text := range puzzle.Shipped() {
		g, _ := rules.Lookup(id)
		ps, err := puzzle.Parse(text, puzzle.KindOf(g))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		sp := viewtest.Spec(t, id)
		for i := range ps {
			s, err := ps[i].Position(g)
			if err != nil {
				t.Fatalf("%s puzzle %d: %v", id, i+1, err)
			}
			m, err := s.ParseMove(ps[i].Line[0])
			if err != nil {
				t.Fatalf("%s puzzle %d: %v", id, i+1, err)
			}
			if sp.HintStart == nil || sp.HintStart(i18n.English, s, m) == "" {
				continue
			}
			told[id] = true
			for _, l := range i18n.Langs {
				if sp.HintStart(l, s, m) == "" {
					t.Errorf("%s puzzle %d: no hint of the start in %s", id, i+1, l)
				}
			}
			if on := onSquare.FindStringSubmatch(sp.HintStart(i18n.English, s, m)); on != nil {
				if got := sp.HintStart(i18n.French, s, m); !strings.HasSuffix(got, " de "+on[1]) {
					t.Errorf("%s puzzle %d: got %q in French, want the piece moved from %s", id, i+1, got, on[1])
				}
			}
			props := view.Props{State: s, Viewer: s.ToMove(), Legal: s.Legal(nil), Hint: m, HasHint: true, Lang: i18n.English}
			whole := viewtest.Draw(sp.NewBoard(), props)
			props.HintStart = true
			if start := viewtest.Draw(sp.NewBoard(), props); start == whole {
				t.Errorf("%s puzzle %d: the hint of %s's start is drawn as the whole move", id, i+1, ps[i].Line[0])
			}
		}
	}
	for id := range want {
		if !told[id] {
			t.Errorf("%s: got no hint of a move's start, want one", id)
		}
	}
}

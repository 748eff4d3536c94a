package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// TestOptionNames: every option the new-game dialog offers, and each of
// its values, is named in each language, not shown as the record's word
// ("standard", "quick").
func TestOptionNames(t *testing.T) {
	for _, id := range rules.IDs() {
		g, _ := rules.Lookup(id)
		for _, o := range g.Options() {
			if o.Key == rules.KeyPlayers || len(o.Values) < 2 {
				continue // not offered
			}
			for _, l := range i18n.Langs {
				if got := optionText(l, id, o.Key, ""); got == o.Key && l != i18n.English {
					t.Errorf("%s %s in %s: got %q, want a name", id, o.Key, l, got)
				}
				for _, v := range o.Values {
					if got := optionText(l, id, o.Key, v); got == v {
						t.Errorf("%s %s %q in %s: got %q, want a name", id, o.Key, v, l, got)
					}
				}
			}
		}
	}
}

// TestDialogOptionsFit: a variant the number of players does not allow
// (L'Empire in teams, at two) is offered greyed, and one chosen before
// is set to one allowed when the players change.
func TestDialogOptionsFit(t *testing.T) {
	g, _ := rules.Lookup("empire")
	d := &newGameDialog{of: "empire", Game: "empire"}
	d.form = newForm{Players: 4, Seats: defaultSeats(4, 3), Opts: rules.Options{rules.KeyVariant: rules.VariantTeams}}
	if !d.allows(g, rules.KeyVariant, rules.VariantTeams) {
		t.Errorf("teams at 4 players: not allowed")
	}
	d.setPlayers(app.Context{}, "2")
	if d.allows(g, rules.KeyVariant, rules.VariantTeams) {
		t.Errorf("teams at 2 players: allowed")
	}
	if got := d.form.Opts.Get(rules.KeyVariant, ""); got == rules.VariantTeams || !d.allows(g, rules.KeyVariant, got) {
		t.Errorf("the variant at 2 players: got %q, want one allowed", got)
	}
	if _, err := g.New(d.options(g, 1)); err != nil {
		t.Errorf("the game the choices make: %v", err)
	}
}

// TestRatedSeatsKept: a rated game is one person against the computer,
// also after the players went to three (where it is not rated), the
// seats changed, and came back to two.
func TestRatedSeatsKept(t *testing.T) {
	d := &newGameDialog{of: "bloqs", Game: "bloqs"}
	d.form = newForm{Players: 2, Seats: []Seat{{}, {AI: true, Level: 1}}, Rated: true}
	if !d.rated() {
		t.Fatal("a rated choice not rated")
	}
	d.setPlayers(app.Context{}, "3")
	d.setSeat(app.Context{}, 1, false)
	d.setPlayers(app.Context{}, "2")
	if s := d.form.Seats; !d.rated() || len(s) != 2 || s[0].AI == s[1].AI {
		t.Errorf("back at two players: rated %v, seats %+v, want one person against the computer", d.rated(), s)
	}
}

// TestRatedHasNoClock: a rated game has no clock, which would cut the
// computer's thinking short and make its level weaker than its rating;
// the dialog says so in place of the clock's choices.
func TestRatedHasNoClock(t *testing.T) {
	g, _ := rules.Lookup("bloqs")
	for _, rated := range []bool{false, true} {
		d := &newGameDialog{of: "bloqs", Game: "bloqs", Lang: i18n.English}
		d.form = newForm{Players: 2, Seats: []Seat{{}, {AI: true, Level: 1}}, Rated: rated, Clock: clockPresets[0]}
		sess, err := d.session(g)
		if err != nil {
			t.Fatal(err)
		}
		if got := sess.Clock() != nil; got == rated {
			t.Errorf("rated %v: got a clock %v, want %v", rated, got, !rated)
		}
		if got := sess.Rated(); got != rated {
			t.Errorf("rated %v: got a rated game %v", rated, got)
		}
		html := app.HTMLString(app.Div().Body(d.clockRows(i18n.English)...))
		if got := strings.Contains(html, "No clock in a rated game"); got != rated {
			t.Errorf("rated %v: the dialog says there is no clock: got %v, want %v:\n%s", rated, got, rated, html)
		}
	}
}

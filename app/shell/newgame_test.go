package shell

import (
	"testing"

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

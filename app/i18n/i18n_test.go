package i18n_test

import (
	"strings"
	"testing"

	"impasse/app/i18n"
	_ "impasse/app/shell"
	_ "impasse/app/views"
)

// Every text exists in both languages, with the same placeholders.
func TestTablesMatch(t *testing.T) {
	en, fr := i18n.Keys(i18n.English), i18n.Keys(i18n.French)
	if len(en) < 100 {
		t.Fatalf("only %d English texts", len(en))
	}
	for _, pair := range [][2]i18n.Lang{{i18n.English, i18n.French}, {i18n.French, i18n.English}} {
		for _, k := range i18n.Keys(pair[0]) {
			if !pair[1].Has(k) {
				t.Errorf("%q is in %s but not in %s", k, pair[0], pair[1])
				continue
			}
			a, b := pair[0].T(k), pair[1].T(k)
			if strings.Count(a, "%") != strings.Count(b, "%") {
				t.Errorf("%q: placeholders differ: %q / %q", k, a, b)
			}
			if strings.TrimSpace(b) == "" {
				t.Errorf("%q is empty in %s", k, pair[1])
			}
		}
	}
	t.Logf("%d English, %d French texts", len(en), len(fr))
}

func TestPick(t *testing.T) {
	tests := []struct {
		prefs []string
		want  i18n.Lang
	}{
		{nil, i18n.English},
		{[]string{"fr-CA", "en"}, i18n.French},
		{[]string{"de-DE", "FR"}, i18n.French},
		{[]string{"en-GB"}, i18n.English},
		{[]string{"es"}, i18n.English},
	}
	for _, tt := range tests {
		if got := i18n.Pick(tt.prefs...); got != tt.want {
			t.Errorf("Pick(%v) = %s, want %s", tt.prefs, got, tt.want)
		}
	}
	if got := i18n.French.T("no.such.key"); got != "no.such.key" {
		t.Errorf("a missing key shows as %q, want the key", got)
	}
	if got := i18n.French.T("game.wins", "Violet"); got != "Violet gagne" {
		t.Errorf("T with an argument = %q", got)
	}
}

package i18n_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"impasse/app/i18n"
	_ "impasse/app/shell"
	_ "impasse/app/views"
	"impasse/rules"
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

// usedKey matches a text's key written out in a call of T or Count:
// l.T("key"), l.T("key", args…), l.Count("key", n, args…) (whose key
// takes a ".one" text too); keys built at run time ("level." + name)
// are checked apart.
var usedKey = regexp.MustCompile(`\b(T|Count)\("([^"]+)"\s*[,)]`)

// TestUsedKeysHaveTexts checks that every key the shell and the views
// ask for has a text in every language, so that no raw key ever shows.
func TestUsedKeysHaveTexts(t *testing.T) {
	files, err := filepath.Glob("../shell/*.go")
	if err != nil {
		t.Fatal(err)
	}
	views, _ := filepath.Glob("../*view/*.go")
	files = append(files, views...)
	keys := map[string]string{} // key → the file that uses it
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range usedKey.FindAllStringSubmatch(string(src), -1) {
			keys[m[2]] = f
			if m[1] == "Count" {
				keys[m[2]+".one"] = f
			}
		}
	}
	for _, g := range rules.Games() {
		for _, lv := range rules.LevelsOf(g) {
			keys["level."+lv.Name] = g.Info().ID + "'s levels"
		}
	}
	if len(keys) < 50 {
		t.Fatalf("found only %d keys in %d files", len(keys), len(files))
	}
	for k, f := range keys {
		for _, l := range i18n.Langs {
			if !l.Has(k) {
				t.Errorf("%s: %q has no text in %s", f, k, l)
			}
		}
	}
	t.Logf("%d keys used in %d files", len(keys), len(files))
}

// A format with indexed arguments and a percent sign, for TestContract,
// in both languages so that the tables still match; added once, however
// often the tests run.
func init() {
	i18n.AddTexts("test.contract = %[2]s of %[1]s, 100 %% of %[1]s\n", "test.contract = %[2]s de %[1]s, 100 %% de %[1]s\n")
}

// TestContract checks French's "de" and "à" before what is put into a
// text: each contracts with it as French writes it, and nothing else
// changes.
func TestContract(t *testing.T) {
	tests := []struct {
		key  string
		args []any
		want string
	}{
		{"rec.confirmReplace", []any{"Alignement"}, "Ouvrir cette partie d'Alignement ? Celle en cours prendra fin."},
		{"rec.confirmReplace", []any{"Le Blocus"}, "Ouvrir cette partie du Blocus ? Celle en cours prendra fin."},
		{"rec.confirmReplace", []any{"L'Empire"}, "Ouvrir cette partie de L'Empire ? Celle en cours prendra fin."},
		{"rec.confirmReplace", []any{"Saute"}, "Ouvrir cette partie de Saute ? Celle en cours prendra fin."},
		{"rules.title", []any{"Le Blocus"}, "Comment jouer au Blocus"},
		{"rules.title", []any{"Alignement"}, "Comment jouer à Alignement"},
		{"friend.played", []any{3, "Orange"}, "Le coup 3 de ce lien est un coup d'Orange, qui joue sur cet appareil, mais il a été joué sur un autre : le lien ne suit pas votre partie. Votre partie n'a pas changé."},
		{"game.wins", []any{"Orange"}, "Orange gagne"},
		{"solve.bad", []any{"de A1"}, "Cette suite ne se joue pas ici : de A1"},
	}
	for _, tt := range tests {
		if got := i18n.French.T(tt.key, tt.args...); got != tt.want {
			t.Errorf("French.T(%q, %v): got %q, want %q", tt.key, tt.args, got, tt.want)
		}
	}
	if got := i18n.English.T("rec.confirmReplace", "Alignement"); got != "Open this game of Alignement? The one in progress will end." {
		t.Errorf("English: got %q", got)
	}
	if got := i18n.French.T("test.contract", "Alignement", "Partie"); got != "Partie d'Alignement, 100 % d'Alignement" {
		t.Errorf("indexed: got %q", got)
	}
	// A square's name is read letter by letter: "de e5", "de A1".
	if got := i18n.French.T("test.contract", "e5", "Le pion"); got != "Le pion de e5, 100 % de e5" {
		t.Errorf("a square: got %q", got)
	}
}

// TestCount checks the singular and plural of a count in each language:
// French takes the singular for zero too.
func TestCount(t *testing.T) {
	tests := []struct {
		l    i18n.Lang
		n    int
		want string
	}{
		{i18n.English, 1, "Variation from move 3 (1 move)"},
		{i18n.English, 0, "Variation from move 3 (0 moves)"},
		{i18n.English, 2, "Variation from move 3 (2 moves)"},
		{i18n.French, 0, "Variante au coup 3 (0 coup)"},
		{i18n.French, 1, "Variante au coup 3 (1 coup)"},
		{i18n.French, 2, "Variante au coup 3 (2 coups)"},
	}
	for _, tt := range tests {
		if got := tt.l.Count("replay.variation", tt.n, 3, tt.n); got != tt.want {
			t.Errorf("%s.Count(%d): got %q, want %q", tt.l, tt.n, got, tt.want)
		}
	}
}

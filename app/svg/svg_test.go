package svg

import (
	"html"
	"testing"

	"impasse/app/i18n"
)

func TestEscape(t *testing.T) {
	for _, s := range []string{"", "abc", "<a href=\"x\">'&'</a>", "é<>ü&&", "\"", "x'"} {
		if Escape(s) != html.EscapeString(s) {
			t.Errorf("%q", s)
		}
		var b B
		b.W("[~|$]", s, s)
		if b.String() != "["+html.EscapeString(s)+"|"+s+"]" {
			t.Errorf("W %q", b.String())
		}
	}
}

func TestL(t *testing.T) {
	var b B
	b.L(i18n.French, `<p a="{nav.home}">~{game.yes}$</p>{x`, "<", "<")
	if got, want := b.String(), `<p a="Jeux">&lt;Oui<</p>{x`; got != want {
		t.Errorf("L = %q, want %q", got, want)
	}
}

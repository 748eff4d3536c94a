package svg

import (
	"html"
	"testing"
)

func TestEscape(t *testing.T) {
	for _, s := range []string{"", "abc", "<a href=\"x\">'&'</a>", "é<>ü&&", "\"", "x'"} {
		if got, want := Escape(s), html.EscapeString(s); got != want {
			t.Errorf("Escape(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestB(t *testing.T) {
	var b B
	b.Open("viewBox", Nums(-0.75, 0, 15, 15.25), "class", `a"b`)
	b.El("rect", "x", 1, "y", 0.1+0.2, "hidden", false)
	b.Start("button", "disabled", true, "aria-label", "<x>").Text("a & b").End("button")
	b.TextEl("text", "1", "x", 1e-7)
	var d Path
	d.Cmd('M', 0.5, 1).Cmd('h', -0.85).Cmd('z')
	b.El("path", "d", d.String())
	got := b.Close()
	want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.75 0 15 15.25" class="a&#34;b">` +
		`<rect x="1" y="0.3"/><button disabled aria-label="&lt;x&gt;">a &amp; b</button>` +
		`<text x="1e-07">1</text><path d="M0.5 1h-0.85z"/></svg>`
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}

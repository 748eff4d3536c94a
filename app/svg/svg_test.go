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
	b.Open(Nums(-0.75, 0, 15, 15.25), `role="img"`, "class", `a"b`)
	b.El(`rect width="1"`, "data-sq", "<e5>")
	b.Start(`button disabled`, "aria-label", "x").Text("a & b").End("button")
	b.TextEl(`p class="s"`, "1<2")
	b.Rect("r", 0.1+0.2, 1, 2, 3, 0, "id", "q").Rect("", 0, 0, 1, 1, 0.25)
	b.Circle("c", 0.5, 0.5, 0.3333333).Line("l", 0, 1, 2, 3)
	b.Group("g", 1.5, -2, "data-n", "3").Label("coord", "a", 0.5, 14.55).End("g")
	var d Path
	d.Cmd('M', 0.5, 1).Cmd('h', -0.85).Cmd('z')
	b.El("path", "d", d.String())
	got := b.Close()
	want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.75 0 15 15.25" role="img" class="a&#34;b">` +
		`<rect width="1" data-sq="&lt;e5&gt;"/><button disabled aria-label="x">a &amp; b</button><p class="s">1&lt;2</p>` +
		`<rect class="r" x="0.3" y="1" width="2" height="3" id="q"/><rect x="0" y="0" width="1" height="1" rx="0.25"/>` +
		`<circle class="c" cx="0.5" cy="0.5" r="0.33333"/><line class="l" x1="0" y1="1" x2="2" y2="3"/>` +
		`<g class="g" transform="translate(1.5 -2)" data-n="3"><text class="coord" x="0.5" y="14.55">a</text></g>` +
		`<path d="M0.5 1h-0.85z"/></svg>`
	if got != want {
		t.Errorf("got  %v\nwant %v", got, want)
	}
}

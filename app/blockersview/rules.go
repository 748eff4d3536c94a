package blockersview

import (
	"strings"

	"impasse/app/i18n"
	bl "impasse/rules/blockers"
)

// rulesPage explains Blockers! (with the expert variant just after the
// aim on its own page), with diagrams drawn like the board. The page is
// a list of entries: a heading (#, or ! for the points the app decided),
// a paragraph, a list item (-), or a figure (a digit, the picture, then
// its caption).
func rulesPage(l i18n.Lang, expert bool) string {
	entries := "#aim aim1 #tiles tiles1 #where where1 0whereFig #capture capture1 1captureFig #turn turn1 #end end1 #expert expert1 " +
		"!decided -d.boxes -d.pass -d.end -d.colours -d.notation #app app1"
	if expert {
		entries = strings.Replace(strings.Replace(entries, "#expert expert1 ", "", 1), "#tiles", "#expert expert1 #tiles", 1)
	}
	pics := [2]string{wherePicture(), capturePicture()}
	var p pic
	list := false
	for i, e := range strings.Fields(entries) {
		c, k := e[0], "bl.r."+e
		if c == '#' || c == '!' || c == '-' || c < 'a' {
			k = "bl.r." + e[1:]
		}
		if list && c != '-' {
			p.w("</ul>")
			list = false
		}
		switch {
		case c == '#' || c == '!':
			cls := ""
			if c == '!' {
				cls = ` class="reconstructed"`
			}
			if i > 0 {
				p.w("</section>")
			}
			p.w("<section$><h3>", cls).e(l.T(k)).w("</h3>")
		case c == '-':
			if !list {
				p.w("<ul>")
				list = true
			}
			p.w("<li>").e(l.T(k)).w("</li>")
		case c <= '9':
			p.w(`<figure class="diagram bl-diagram">$<figcaption>`, pics[c-'0']).e(l.T(k)).w("</figcaption></figure>")
		default:
			p.w("<p>").e(l.T(k)).w("</p>")
		}
	}
	return p.w("</section>").String()
}

// wherePicture shades where a 2 (column 2), a G (row G) and a moon (its
// box) may go, and rings G2, which all three reach. (The tests check it
// against the rules.)
func wherePicture() string {
	moon := 0
	for b, y := range bl.BoxLayout {
		if y == bl.Moon {
			moon = b
		}
	}
	var p pic
	p.open("mini", `role="img"`).board()
	for sq := 0; sq < bl.Squares; sq++ {
		for z, in := range [3]bool{sq%9 == 1, sq/9 == 6, sq/27*3+sq%9/3 == moon} {
			if in {
				p.n(`<rect class="bl-zone z#" data-sq="@" x="#" y="#" width="1" height="1"/>`, z, sq, sq%9, sq/9)
			}
		}
	}
	p.ring(6*9+1, "bl-hint", "")
	return p.w("</svg>").String()
}

// captureGrid is Red's line A1-A2-A3, with Blue to move holding an A
// (the tests reach it by legal moves).
const captureGrid = "0:1@A1 0:2@A2 0:3@A3 1:9@I9 1:8@I8"

// capturePicture shows where Blue's A may go: anywhere in row A, onto
// either end of Red's line, not its middle.
func capturePicture() string {
	g := parseGrid(captureGrid)
	var p pic
	p.open("mini", `role="img"`).board().tiles(g, -1, false)
	for sq := 0; sq < 9; sq++ {
		if sq != 1 {
			p.target(sq, g[sq] >= 0)
		}
	}
	return p.w(`<path class="bl-no" data-sq="A2" d="M1.3 .3l.4 .4m0 -.4l-.4 .4"/></svg>`).String()
}

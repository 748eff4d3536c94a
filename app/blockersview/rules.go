package blockersview

import (
	"strings"

	"impasse/app/board"
	"impasse/app/i18n"
	bl "impasse/rules/blockers"
)

// rulesPage explains Blockers! (with the expert variant just after the
// aim on its own page), with diagrams drawn like the board (see
// board.RulesPage for the entries).
func rulesPage(l i18n.Lang, expert bool) string {
	entries := "#aim aim1 #tiles tiles1 #where where1 0whereFig #capture capture1 1captureFig #turn turn1 #end end1 #expert expert1 " +
		"!decided -d.boxes -d.pass -d.end -d.colours -d.notation #app app1"
	if expert {
		entries = strings.Replace(strings.Replace(entries, "#expert expert1 ", "", 1), "#tiles", "#expert expert1 #tiles", 1)
	}
	figures := []string{wherePicture(), capturePicture()}
	return board.RulesPage(l, "bl.r.", strings.Fields(entries), figures, " bl-diagram")
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
				x, y := topLeft(sq)
				p.Rect("bl-zone z"+num(z), x, y, 1, 1, 0, "data-sq", bl.SquareName(sq))
			}
		}
	}
	p.ring(6*9+1, "bl-hint")
	return p.Close()
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
	return p.El(`path class="bl-no" data-sq="A2" d="M1.3 .3l.4 .4m0 -.4l-.4 .4"`).Close()
}

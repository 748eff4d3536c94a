//go:build !wasm

package blockersview

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	bl "impasse/rules/blockers"
)

// TestSnapshots compares the board's markup with the golden drawings.
func TestSnapshots(t *testing.T) {
	for _, expert := range []bool{false, true} {
		var g = bl.Base{}
		name := "base"
		full := game(t, g, 3, 20)
		if expert {
			name = "expert"
			full = game(t, bl.Expert{}, 2, 14)
		}
		seat := full.ToMove()
		before := full.View(seat).(*bl.State)
		legal := full.Legal(nil)
		last := legal[len(legal)/2]
		full.Apply(last)
		for full.ToMove() != seat && !full.Over() {
			l := full.Legal(nil)
			full.Apply(l[0])
		}
		v := full.View(seat).(*bl.State)
		legal = v.Legal(nil)
		b, _ := draw(view.Props{State: v, Viewer: seat, Legal: legal, Last: last, HasLast: true, LastBy: seat, Before: before,
			Hint: legal[len(legal)/3], HasHint: true, Animate: true, Lang: i18n.English})
		svgtest.Golden(t, name+"/base.svg", b.baseSVG(v))
		b.selC, b.selK, _, _ = v.Placement(seat, legal[0])
		b.anchor = b.moves.List[0].sq
		svgtest.Golden(t, name+"/overlay.svg", b.overlaySVG(v))
		svgtest.Golden(t, name+"/panel.html", app.HTMLString(b.panel(v)))
		svgtest.Golden(t, name+"/hit.svg", hitSVG())
		svgtest.Golden(t, name+"/rules.html", rulesPage(i18n.French, expert))
		svgtest.Golden(t, name+"/thumbnail.svg", thumbnail())
	}
}

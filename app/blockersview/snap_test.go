//go:build !wasm

package blockersview

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	"impasse/rules"
	bl "impasse/rules/blockers"
)

// TestSnapshots compares the board's markup with the golden drawings.
func TestSnapshots(t *testing.T) {
	for _, c := range []struct {
		name           string
		g              rules.Game
		expert         bool
		players, moves int
	}{{"base", bl.Base{}, false, 3, 20}, {"expert", bl.Expert{}, true, 2, 14}} {
		full := game(t, c.g, c.players, c.moves)
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
		svgtest.Golden(t, c.name+"/base.svg", b.baseSVG(v))
		b.selC, b.selK, _, _ = v.Placement(seat, legal[0])
		b.anchor = b.moves.List[0].sq
		svgtest.Golden(t, c.name+"/overlay.svg", b.overlaySVG(v))
		svgtest.Golden(t, c.name+"/panel.html", app.HTMLString(b.panel(v)))
		svgtest.Golden(t, c.name+"/hit.svg", hitSVG())
		svgtest.Golden(t, c.name+"/rules.html", rulesPage(i18n.French, c.expert))
		svgtest.Golden(t, c.name+"/thumbnail.svg", thumbnail())
	}
}

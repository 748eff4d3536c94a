//go:build !wasm

package blockadeview

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view/viewtest"
	bk "impasse/rules/blockade"
)

// TestSnapshots compares the board's markup, at each step of a turn,
// with the golden drawings.
func TestSnapshots(t *testing.T) {
	for _, culdesac := range []bool{false, true} {
		s := position(culdesac, "d4-d6/e5h", "h11-h9/f8v", "h4-g5/c9h")
		b := &Board{}
		viewtest.Mount(b, viewtest.Played(t, s, "d11-c10/g10v", 3))
		v := variant(culdesac)
		d6, _ := bk.ParseSquare("d6")
		b.sel = d6
		b.showRoutes = true
		svgtest.Golden(t, v+"/pick-overlay.svg", b.overlaySVG(s, b.shortest(s)))
		svgtest.Golden(t, v+"/pick-panel.html", app.HTMLString(b.panel(s, b.shortest(s))))
		svgtest.Golden(t, v+"/pick-hit.svg", b.hitSVG())
		b.dest, b.moved = b.targets()[0], true
		b.wall, _ = bk.ParseWall("c6h")
		svgtest.Golden(t, v+"/wall-base.svg", b.baseSVG(s))
		svgtest.Golden(t, v+"/wall-overlay.svg", b.overlaySVG(s, b.shortest(s)))
		svgtest.Golden(t, v+"/wall-panel.html", app.HTMLString(b.panel(s, b.shortest(s))))
		svgtest.Golden(t, v+"/wall-hit.svg", b.hitSVG())
		svgtest.Golden(t, v+"/thumbnail.svg", thumbnail(culdesac))
		svgtest.Golden(t, v+"/rules.html", rulesPage(i18n.French, culdesac))
	}
}

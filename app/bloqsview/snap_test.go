//go:build !wasm

package bloqsview

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	"impasse/rules/bloqs"
)

// TestSnapshots compares the board's markup with the golden drawings: a
// quick game with blocks of each height and squares scored by both
// players, the last move, a hint and a refused preview; a standard game
// with a legal preview, in French.
func TestSnapshots(t *testing.T) {
	s := position(bloqs.Quick, 2, thumbGame)
	legal := s.Legal(nil)
	blocks := s.Blocks()
	b, _ := draw(view.Props{State: s, Legal: legal, Viewer: s.ToMove(), Last: blocks[len(blocks)-1], HasLast: true,
		LastBy: 0, Hint: legal[len(legal)/2], HasHint: true, Lang: i18n.English}, 0, 23)
	svgtest.Golden(t, "quick/base.svg", b.baseSVG(s))
	svgtest.Golden(t, "quick/overlay.svg", b.overlaySVG(s, b.shown(s)))
	svgtest.Golden(t, "quick/panel.html", app.HTMLString(b.panel(s, b.shown(s))))
	svgtest.Golden(t, "quick/hit.svg", b.hit)

	s = position(bloqs.Standard, 3, "2x3@14,14 4x2@16,14 3x4@13,10")
	b, _ = draw(view.Props{State: s, Legal: s.Legal(nil), Viewer: s.ToMove(), Lang: i18n.French}, 4, 14*29+20)
	svgtest.Golden(t, "standard/base.svg", b.baseSVG(s))
	svgtest.Golden(t, "standard/overlay.svg", b.overlaySVG(s, b.shown(s)))
	svgtest.Golden(t, "standard/panel.html", app.HTMLString(b.panel(s, b.shown(s))))

	svgtest.Golden(t, "rules.en.html", rulesPage(i18n.English))
	svgtest.Golden(t, "rules.fr.html", rulesPage(i18n.French))
	svgtest.Golden(t, "thumbnail.svg", thumbnail())
}

//go:build !wasm

package duoview

import (
	"testing"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view/viewtest"
	"impasse/rules/blokusduo"
)

// snapBoard returns a board in a game in progress: the last move
// marked, a hint, a piece selected and put down.
func snapBoard(t *testing.T) (*Board, *blokusduo.State) {
	t.Helper()
	s := play("f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6", "d6,d7,e7,d8,e8")
	b := &Board{}
	viewtest.Mount(b, viewtest.Played(t, s, "k7,k8,l8,k9,l9", 2))
	b.pick(int(blokusduo.Piece(9)))
	b.touch = true
	b.anchor = b.snap(blokusduo.Sq(4, 4))
	return b, s
}

// TestSnapshots compares the board's markup with the golden drawings.
func TestSnapshots(t *testing.T) {
	b, s := snapBoard(t)
	svgtest.Golden(t, "board.svg", b.boardSVG(s))
	svgtest.Golden(t, "overlay.svg", b.overlaySVG(s, b.mover()))
	side, _, _ := b.sideHTML(s, i18n.English, b.mover())
	svgtest.Golden(t, "side.html", side)
	svgtest.Golden(t, "thumbnail.svg", thumbnail())
	svgtest.Golden(t, "rules.html", rulesPage(i18n.French))
}

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

// pieceNamed returns the number of the piece named name ("I5").
func pieceNamed(t *testing.T, name string) int {
	t.Helper()
	for p := blokusduo.Piece(0); p < blokusduo.NumPieces; p++ {
		if p.Name() == name {
			return int(p)
		}
	}
	t.Fatalf("no piece %s", name)
	return -1
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

// TestWhyAwayFromPiece sets the W-pentomino down where it may not go, low then
// high on the board: the reason is given, on the edge away from it.
func TestWhyAwayFromPiece(t *testing.T) {
	b, s := snapBoard(t)
	b.pick(pieceNamed(t, "W"))
	for _, tt := range []struct {
		at   blokusduo.Square
		high bool
	}{
		{blokusduo.Sq(1, 1), false},
		{blokusduo.Sq(12, 7), false},
		{blokusduo.Sq(1, 11), true},
		{blokusduo.Sq(12, 12), true},
	} {
		b.anchor = tt.at
		_, why, high := b.sideHTML(s, i18n.English, b.mover())
		if why == "" {
			t.Errorf("%s: no reason given", tt.at)
		}
		if high != tt.high {
			t.Errorf("%s: high %v, want %v", tt.at, high, tt.high)
		}
	}
}

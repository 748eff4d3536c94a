package bloqsview

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules/bloqs"
)

// The keyboard: 1, 2 and 3 choose the block (6, 8 or 12 squares) and R
// turns it, anywhere on the page; Tab also reaches the blocks' buttons,
// where the arrow keys go from one to the next and Enter chooses one,
// then the board. On the board the arrow keys move a cursor over the
// squares, the block shown round it with what the rules say of it, and
// Enter or Space places it; Escape or Backspace takes it back.

// footButtons are the buttons of the blocks that the keyboard goes
// through.
const footButtons = "button.bq-foot"

// fit fits the keyboard's cursor to board bd (a game of another board
// may have come), starting it in the middle.
func (b *Board) fit(bd *bloqs.Board) {
	if b.kc.W != bd.Cols || b.kc.H != bd.Rows {
		b.kc = board.Cursor{X: bd.Cols / 2, Y: bd.Rows / 2, W: bd.Cols, H: bd.Rows}
	}
}

// areaKey runs key k, pressed on the board, as the board's, and reports
// whether it was one; 1, 2, 3 and R are the page's (see key).
func (b *Board) areaKey(ctx app.Context, s *bloqs.State, k board.Key) bool {
	b.fit(s.Board())
	b.focus.On = true
	switch {
	case b.kc.Step(k.Name):
		if b.moves.Mover() >= 0 {
			b.anchor, b.touch = b.kc.Y*b.kc.W+b.kc.X, true
		}
	case k.Name == "Enter" || k.Name == " ":
		b.place(ctx, s)
	case k.Name == "Escape" || k.Name == "Backspace":
		b.clear()
	default:
		return false
	}
	return true
}

// said says what the keyboard's cursor points at: the square and the
// height there, or, during a turn, the block shown round it and what
// the rules say of it.
func (b *Board) said(s *bloqs.State, l i18n.Lang, pv *preview) string {
	c, r := b.kc.X+1, b.kc.Y+1
	if pv != nil && b.anchor == b.kc.Y*b.kc.W+b.kc.X {
		fp := bloqs.Footprints[pv.f]
		return l.T("bq.kb.block", fp.W, fp.H, sqName(c, r)) + " " + say(l, *pv)
	}
	text := sqName(c, r)
	switch h := s.HeightAt(c, r); {
	case !s.Board().On(c, r):
		text += ", " + l.T("bq.kb.off")
	case h > 0:
		text += ", " + l.T("bq.kb.height", h)
	}
	return text
}

// boardKeys lists the board's keys (view.Spec.Shortcuts).
func boardKeys(l i18n.Lang) []view.Shortcut {
	return board.CursorKeys{Tab: l.T("bq.kb.tab"), Arrows: l.T("bq.kb.arrows"), Enter: l.T("bq.kb.enter"), Back: l.T("bq.kb.back")}.List(l,
		view.Shortcut{Keys: "1, 2, 3", Does: l.T("bq.kb.size")},
		view.Shortcut{Keys: "R", Does: l.T("bq.rotate")})
}

func init() {
	i18n.AddTexts(`
bq.kb.keys = board: arrow keys move the block, Enter places it
bq.kb.again = Enter places it.
bq.kb.block = %d × %d block on %s:
bq.kb.off = off the board
bq.kb.height = height %d
bq.kb.size = Choose the block of 6, 8 or 12 squares
bq.kb.tab = Go to the board, then to the blocks
bq.kb.arrows = Go from block to block; move the block over the board
bq.kb.enter = Choose the block; place it
bq.kb.back = Take the block back
`, `
bq.kb.keys = plateau : les flèches déplacent le bloc, Entrée le pose
bq.kb.again = Entrée le pose.
bq.kb.block = bloc %d × %d en %s :
bq.kb.off = hors du plateau
bq.kb.height = hauteur %d
bq.kb.size = Choisir le bloc de 6, 8 ou 12 cases
bq.kb.tab = Aller au plateau, puis aux blocs
bq.kb.arrows = Passer d'un bloc à l'autre ; déplacer le bloc sur le plateau
bq.kb.enter = Choisir le bloc ; le poser
bq.kb.back = Reprendre le bloc
`)
}

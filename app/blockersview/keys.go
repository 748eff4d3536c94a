package blockersview

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/view"
	bl "impasse/rules/blockers"
)

// The keyboard: Tab reaches the tiles of the rack, where the arrow keys
// go from one to the next and Enter picks one; the focus then goes to
// the board, where the arrow keys move a cursor over the squares (the
// tile shows where it may go), Enter or Space plays it there, and Escape
// or Backspace puts it back in the rack. With no tile picked, Enter on
// the board goes back to the rack.

// rackButtons are the tiles of the racks that the keyboard goes through.
const rackButtons = "button.bl-rt:not([disabled])"

// cursorSquare returns the square of the keyboard's cursor (row A at the
// top, the cursor's rows counted from the bottom).
func (b *Board) cursorSquare() int { return (bl.Size-1-b.kc.Y)*bl.Size + b.kc.X }

// setCursor puts the keyboard's cursor on square sq.
func (b *Board) setCursor(sq int) { b.kc.Set(sq%bl.Size, bl.Size-1-sq/bl.Size) }

// areaKey runs key k, pressed on the board, as the board's, and reports
// whether it was one; the others are the page's (see key).
func (b *Board) areaKey(ctx app.Context, k board.Key) bool {
	b.focus.On = true
	switch {
	case b.kc.Step(k.Name):
		b.anchor = -1
		if _, ok := b.find(b.cursorSquare()); ok {
			b.anchor = b.cursorSquare()
		}
	case (k.Name == "Enter" || k.Name == " ") && b.selC >= 0:
		b.play(ctx, b.cursorSquare())
	case (k.Name == "Enter" || k.Name == " ") && b.moves.Mover() >= 0:
		board.Focus(ctx, ".bl-mine "+rackButtons)
	case (k.Name == "Escape" || k.Name == "Backspace") && b.selC >= 0:
		board.Focus(ctx, "#bl-rt-"+bl.ColourNames[b.selC]+"-"+bl.TileName(b.selK))
		b.selC, b.anchor = -1, -1
	default:
		return false
	}
	return true
}

// picked puts the keyboard's cursor, once a tile is picked with the
// keys, on a square where it may go: where the cursor is, or the first
// such square; and shows the tile there.
func (b *Board) picked() {
	if _, ok := b.find(b.cursorSquare()); !ok {
		if o, ok := b.moves.Find(func(o opt) bool { return o.c == b.selC && o.k == b.selK }); ok {
			b.setCursor(o.sq)
		}
	}
	if _, ok := b.find(b.cursorSquare()); ok {
		b.anchor = b.cursorSquare()
	}
}

// said says what the keyboard's cursor points at: the square, the tile
// on it, and, with a tile picked, whether it may go there.
func (b *Board) said(s *bl.State, l i18n.Lang) string {
	sq := b.cursorSquare()
	text := bl.SquareName(sq)
	if t := gridOf(s)[sq]; t >= 0 {
		text += ", " + l.T("bl.c"+num(t>>5)) + " " + tileName(l, t)
	}
	if b.moves.Mover() >= 0 && b.selC >= 0 {
		t := b.selC<<5 | int(b.selK)
		if _, ok := b.find(sq); ok {
			text += ", " + l.T("bl.kb.here", tileName(l, t))
		} else {
			text += ", " + l.T("bl.kb.not", tileName(l, t))
		}
	}
	return text
}

// boardKeys lists the board's keys (view.Spec.Shortcuts).
func boardKeys(l i18n.Lang) []view.Shortcut {
	return board.CursorKeys{Tab: l.T("bl.kb.tab"), Arrows: l.T("bl.kb.arrows"), Enter: l.T("bl.kb.enter"), Back: l.T("bl.kb.back")}.List(l)
}

func init() {
	i18n.AddTexts(`
bl.kb.keys = board: arrow keys move, Enter plays the tile
bl.kb.enterPlays = Enter plays the tile here.
bl.kb.takeEnter = Captures %[1]s's %[2]s: Enter plays it.
bl.kb.here = Enter plays the %s here
bl.kb.not = the %s cannot go here
bl.kb.tab = Go to the board, then to your rack
bl.kb.arrows = Go from tile to tile; move over the board
bl.kb.enter = Pick the tile; play it on the square; back to the rack
bl.kb.back = Put the tile back
`, `
bl.kb.keys = plateau : les flèches déplacent, Entrée joue la tuile
bl.kb.enterPlays = Entrée joue la tuile ici.
bl.kb.takeEnter = Vous prenez la tuile %[2]s de %[1]s : Entrée la joue.
bl.kb.here = Entrée joue le %s ici
bl.kb.not = le %s ne peut pas aller ici
bl.kb.tab = Aller au plateau, puis au chevalet
bl.kb.arrows = Passer d'une tuile à l'autre ; se déplacer sur le plateau
bl.kb.enter = Prendre la tuile ; la jouer sur la case ; revenir au chevalet
bl.kb.back = Reposer la tuile
`)
}

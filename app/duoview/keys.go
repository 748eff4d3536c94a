package duoview

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules/blokusduo"
)

// The keyboard: Tab reaches the pieces of the tray, where the arrow keys
// go from one to the next and Enter picks one; the focus then goes to
// the board, where the arrow keys move the piece, R and F turn and flip
// it, Enter places it and Escape puts it back in the tray. With no piece
// picked, the arrow keys move a cursor over the board's squares and
// Enter goes back to the tray.

// trayPieces are the pieces of the tray that the keyboard goes through.
const trayPieces = "button.piece:not([disabled])"

// areaKey runs key k, pressed on the board, as the board's, and reports
// whether it was one; R and F are the page's (see key).
func (b *Board) areaKey(ctx app.Context, k board.Key) bool {
	b.focus.On = true
	if b.anchor >= 0 {
		b.kc.Set(b.anchor.Col(), b.anchor.Row())
	}
	switch {
	case b.kc.Step(k.Name):
		if b.sel >= 0 {
			b.anchor = blokusduo.Sq(b.kc.X, b.kc.Y)
		}
	case (k.Name == "Enter" || k.Name == " ") && b.sel >= 0:
		b.confirm(ctx)
	case k.Name == "Enter" || k.Name == " ":
		board.Focus(ctx, ".tray.active "+trayPieces)
	case (k.Name == "Escape" || k.Name == "Backspace") && b.sel >= 0:
		board.Focus(ctx, "#piece-"+blokusduo.Piece(b.sel).Name())
		b.sel, b.anchor = -1, -1
	default:
		return false
	}
	return true
}

// start returns the square to show a piece just picked with the keyboard
// on: where the cursor is when it may go there, else the nearest legal
// place covering the cursor, else the first legal place in its
// orientation, else the first in any (turning the piece so), else the
// cursor.
func (b *Board) start() blokusduo.Square {
	at := b.snap(blokusduo.Sq(b.kc.X, b.kc.Y))
	if _, _, ok := b.previewAt(at); ok || b.sel < 0 {
		return at
	}
	shape := b.orient % len(blokusduo.Piece(b.sel).Shapes())
	o, ok := b.moves.Find(func(o placement) bool { return int(o.piece) == b.sel && o.shape == shape })
	if !ok {
		o, ok = b.moves.Find(func(o placement) bool { return int(o.piece) == b.sel })
	}
	if !ok {
		return at
	}
	b.orient = o.shape
	h := handle(b.shape())
	return blokusduo.Sq(o.origin.Col()+h[0], o.origin.Row()+h[1])
}

// said says what the keyboard's cursor points at: the piece picked, its
// square, the squares it covers in its orientation and whether it may go
// there; or the square and whose piece is on it.
func (b *Board) said(s *blokusduo.State, l i18n.Lang) string {
	if b.sel >= 0 && b.anchor >= 0 {
		c := board.Cursor{X: b.anchor.Col(), Y: b.anchor.Row(), W: blokusduo.Size, H: blokusduo.Size}
		cells, _, ok := b.previewAt(b.anchor)
		var on []blokusduo.Square
		for _, xy := range cells {
			if xy[0] >= 0 && xy[1] >= 0 && xy[0] < blokusduo.Size && xy[1] < blokusduo.Size {
				on = append(on, blokusduo.Sq(xy[0], xy[1]))
			}
		}
		covers := squares(on)
		if len(on) < len(cells) {
			covers += ", " + l.T("duo.kb.off")
		}
		key := "duo.kb.nofit"
		if ok {
			key = "duo.kb.fits"
		}
		return l.T(key, pieceName(l, blokusduo.Piece(b.sel)), c.Name(), covers)
	}
	text := b.kc.Name()
	if c := s.At(blokusduo.Sq(b.kc.X, b.kc.Y)); c >= 0 {
		text += ", " + l.T("duo.seat"+string(rune('0'+c)))
	}
	return text
}

// boardKeys lists the board's keys (view.Spec.Shortcuts).
func boardKeys(l i18n.Lang) []view.Shortcut {
	return board.CursorKeys{Tab: l.T("duo.kb.tab"), Arrows: l.T("duo.kb.arrows"), Enter: l.T("duo.kb.enter"), Back: l.T("duo.k.drop")}.List(l,
		view.Shortcut{Keys: "R", Does: l.T("duo.k.turn")},
		view.Shortcut{Keys: "Shift+R", Does: l.T("duo.k.turnBack")},
		view.Shortcut{Keys: "F", Does: l.T("duo.k.flip")})
}

func init() {
	i18n.AddTexts(keysEnglish, keysFrench)
	i18n.AddTexts(`
duo.kb.board = Board
duo.kb.keys = board: arrow keys move, Enter places, Escape puts back
duo.kb.fits = %s on %s, covering %s: it fits, Enter places it
duo.kb.nofit = %s on %s, covering %s: it does not fit here
duo.kb.off = off the board
duo.kb.tab = Go to the board, then to your pieces
duo.kb.arrows = Go from piece to piece; move the piece over the board
duo.kb.enter = Pick the piece; place it; back to the pieces
`, `
duo.kb.board = Plateau
duo.kb.keys = plateau : les flèches déplacent, Entrée pose, Échap repose
duo.kb.fits = %s en %s, couvrant %s : il tient, Entrée le pose
duo.kb.nofit = %s en %s, couvrant %s : il ne tient pas ici
duo.kb.off = hors du plateau
duo.kb.tab = Aller au plateau, puis à vos pièces
duo.kb.arrows = Passer d'une pièce à l'autre ; déplacer la pièce sur le plateau
duo.kb.enter = Prendre la pièce ; la poser ; revenir aux pièces
`)
}

// The texts of the board's keys.
const (
	keysEnglish = `
duo.k.turn = Turn the piece
duo.k.turnBack = Turn the piece the other way
duo.k.flip = Flip the piece
duo.k.drop = Put the piece back
`
	keysFrench = `
duo.k.turn = Tourner la pièce
duo.k.turnBack = Tourner la pièce dans l'autre sens
duo.k.flip = Retourner la pièce
duo.k.drop = Reposer la pièce
`
)

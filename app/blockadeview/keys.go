package blockadeview

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/view"
	bk "impasse/rules/blockade"
)

// The keyboard: the board takes the focus (Tab). For the pawn's move the
// arrow keys move a cursor over the squares, and Enter or Space chooses
// the square as a click would (a pawn, then where it goes); for the wall
// they move it from crossing to crossing, H and V choose its kind, Space
// or R turns it, and Enter plays the turn. Escape or Backspace steps
// back.

// areaKey runs key k, pressed on the board, as its cursor's: the arrows
// and the like move it, and Enter or Space chooses its square for the
// pawn's move. It reports whether k was one of those; the others (H, V,
// R, Escape, Backspace, and Enter and Space at the wall) are the page's
// (see key).
func (b *Board) areaKey(ctx app.Context, k board.Key) bool {
	b.focus.On = true
	switch {
	case b.moves.Mover() >= 0 && b.moved:
		if !b.wc.Step(k.Name) {
			return false
		}
		b.wallAt(b.wc.X, b.wc.Y)
	case b.kc.Step(k.Name):
	case (k.Name == "Enter" || k.Name == " ") && b.moves.Mover() >= 0:
		b.point(ctx, squareHit(bk.Sq(b.kc.X, b.kc.Y)), true)
		if b.moved {
			b.wallAt(b.dest.Col(), b.dest.Row())
		}
	default:
		return false
	}
	return true
}

// wallAt shows the turn's wall on the crossing nearest column col, row
// row (see bk.MakeWall), keeping its kind, or one of which walls are
// left; when the turn needs no wall, it only moves the cursor there.
func (b *Board) wallAt(col, row int) {
	b.wc.Set(col, row)
	if !b.wants() {
		return
	}
	kind := bk.Horizontal
	if b.wall != bk.NoWall {
		kind = b.wall.Kind()
	} else if s := b.state(); s != nil && s.WallsLeft(b.moves.Mover(), kind) == 0 {
		kind = bk.Vertical
	}
	b.wall, b.anchored, b.turned = bk.MakeWall(kind, b.wc.X, b.wc.Y), true, false
}

// said says what the keyboard's cursor points at: a square, the pawn on
// it and what choosing it does; or the wall shown and whether it may go
// there.
func (b *Board) said(s *bk.State, l i18n.Lang) string {
	if b.moves.Mover() >= 0 && b.moved {
		if b.wall == bk.NoWall {
			return l.T(b.step(s))
		}
		if _, ok := b.find(b.wall); ok {
			return l.T("bk.kb.wallOK", wallWords(l, b.wall))
		}
		return wallWords(l, b.wall) + ": " + l.T(b.step(s))
	}
	sq := bk.Sq(b.kc.X, b.kc.Y)
	text := b.kc.Name()
	for seat := 0; seat < 2; seat++ {
		if p := s.Pawns(seat); p[0] == sq || p[1] == sq {
			text += ", " + seatName(l, seat, 2)
		}
	}
	switch {
	case b.moves.Mover() < 0:
	case b.target(sq):
		text += ", " + l.T("bk.kb.goes")
	case sq == b.sel:
		text += ", " + l.T("bk.kb.picked")
	case b.movable(sq):
		text += ", " + l.T("bk.kb.pick")
	}
	return text
}

// boardKeys lists the board's keys (view.Spec.Shortcuts).
func boardKeys(l i18n.Lang) []view.Shortcut {
	return board.CursorKeys{Arrows: l.T("bk.kb.arrows"), Enter: l.T("bk.kb.choose"), Back: l.T("bk.k.back")}.List(l,
		view.Shortcut{Keys: "Space, R", Does: l.T("bk.k.turn")},
		view.Shortcut{Keys: "H, V", Does: l.T("bk.k.kind")},
		view.Shortcut{Keys: "Enter", Does: l.T("bk.k.confirm")})
}

func init() {
	i18n.AddTexts(keysEnglish, keysFrench)
	i18n.AddTexts(`
bk.kb.keys = board: arrow keys move, Enter chooses
bk.kb.enterTurn = Enter plays the turn (Space turns the wall).
bk.kb.pick = your pawn, Enter picks it
bk.kb.picked = the pawn picked
bk.kb.goes = Enter moves the pawn here
bk.kb.wallOK = %s: it may go here, Enter plays the turn
bk.kb.arrows = Move over the squares; move the wall from crossing to crossing
bk.kb.choose = Pick the pawn on the square, or move it there
`, `
bk.kb.keys = plateau : les flèches déplacent, Entrée choisit
bk.kb.enterTurn = Entrée joue le tour (Espace tourne le mur).
bk.kb.pick = votre pion, Entrée le prend
bk.kb.picked = le pion choisi
bk.kb.goes = Entrée amène le pion ici
bk.kb.wallOK = %s : il peut aller ici, Entrée joue le tour
bk.kb.arrows = Aller de case en case ; déplacer le mur d'un croisement à l'autre
bk.kb.choose = Prendre le pion de la case, ou l'y amener
`)
}

// The texts of the board's keys.
const (
	keysEnglish = `
bk.k.turn = Turn the wall
bk.k.kind = A horizontal or a vertical wall
bk.k.confirm = Confirm the turn
bk.k.back = Take the turn apart, a step at a time
`
	keysFrench = `
bk.k.turn = Tourner le mur
bk.k.kind = Un mur horizontal ou vertical
bk.k.confirm = Confirmer le tour
bk.k.back = Défaire le tour, pas à pas
`
)

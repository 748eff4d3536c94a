//go:build !wasm

package duoview

import (
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules/blokusduo"
)

// keyBoard returns a board at the start of a game, purple to move, with
// its keyboard's cursor on.
func keyBoard(t *testing.T, moves ...string) (*Board, *blokusduo.State) {
	t.Helper()
	s := play(moves...)
	b := &Board{}
	viewtest.Mount(b, view.Props{State: s, Viewer: 0, Legal: s.Legal(nil), Lang: i18n.English})
	b.focus.On = true
	return b, s
}

func TestStart(t *testing.T) {
	b, _ := keyBoard(t)
	// Every piece fits on one of the starting points: picked with the
	// keys, each is shown where it fits.
	for p := 0; p < blokusduo.NumPieces; p++ {
		b.pick(p)
		b.anchor = b.start()
		if _, _, ok := b.previewAt(b.anchor); !ok {
			t.Errorf("%s shown on %v: got no fit, want one", blokusduo.Piece(p).Name(), b.anchor)
		}
		b.sel = -1
	}
}

func TestSaid(t *testing.T) {
	b, s := keyBoard(t, "f9,e10,f10,g10,f11")
	b.SetProps(view.Props{State: s, Viewer: 1, Legal: s.Legal(nil), Lang: i18n.English})
	b.reindex()
	i5 := pieceNamed(t, "I5")
	for _, c := range []struct {
		what    string
		sel     int
		at      string // the cursor's square, or the piece's
		want    string
		wantSay string
	}{
		{"an empty square", -1, "a1", "a1", "a1"},
		{"purple's square", -1, "e10", "e10", "e10, Purple"},
		{"the piece where it fits", i5, "j5", "j5", "I-pentomino on j5, covering h5, i5, j5, k5, l5: it fits, Enter places it"},
		{"the piece where it does not", i5, "a1", "a1", "I-pentomino on a1, covering a1, b1, c1, off the board: it does not fit here"},
	} {
		sq, err := blokusduo.ParseSquare(c.at)
		if err != nil {
			t.Fatal(err)
		}
		b.sel, b.anchor = c.sel, -1
		b.kc.Set(sq.Col(), sq.Row())
		if c.sel >= 0 {
			b.anchor = sq
		}
		if got := b.said(s, i18n.English); got != c.wantSay {
			t.Errorf("%s: said %q, want %q", c.what, got, c.wantSay)
		}
		overlay := b.overlaySVG(s, b.mover())
		if !strings.Contains(overlay, `class="duo-cursor" x=`) || !strings.Contains(overlay, `data-cursor="`+c.want+`"`) {
			t.Errorf("%s: the cursor is not drawn on %s", c.what, c.want)
		}
	}
	b.focus.On = false
	if strings.Contains(b.overlaySVG(s, b.mover()), "duo-cursor") {
		t.Error("the cursor is drawn without the focus")
	}
}

// TestCursorSnapshot compares the overlay with the keyboard's cursor and
// a piece on it with the golden drawing.
func TestCursorSnapshot(t *testing.T) {
	b, s := keyBoard(t, "f9,e10,f10,g10,f11")
	b.SetProps(view.Props{State: s, Viewer: 1, Legal: s.Legal(nil), Lang: i18n.English})
	b.reindex()
	b.pick(3)
	b.anchor = b.start()
	svgtest.Golden(t, "overlay-keys.svg", b.overlaySVG(s, b.mover()))
}

// TestStartTurns checks that a piece that fits in another orientation
// only is turned so, and shown where it fits.
func TestStartTurns(t *testing.T) {
	b, _ := keyBoard(t, "f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6")
	for p := 0; p < blokusduo.NumPieces; p++ {
		// Keep only the placements of each piece in its last
		// orientation that has one.
		var keep []placement
		last := -1
		for _, o := range b.moves.List {
			if int(o.piece) == p && o.shape > last {
				last = o.shape
			}
		}
		for _, o := range b.moves.List {
			if int(o.piece) == p && o.shape == last {
				keep = append(keep, o)
			}
		}
		if last <= 0 {
			continue
		}
		saved := b.moves.List
		b.moves.List = keep
		b.pick(p)
		b.kc.Set(0, 0)
		b.anchor = b.start()
		if _, _, ok := b.previewAt(b.anchor); !ok || b.orient != last {
			t.Errorf("%s: got orientation %d fitting %v, want %d fitting", blokusduo.Piece(p).Name(), b.orient, ok, last)
		}
		b.sel, b.moves.List = -1, saved
	}
}

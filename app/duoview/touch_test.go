//go:build !wasm

package duoview

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules/blokusduo"
)

// TestTapAfterTurn turns a piece put down by a tap, then taps a square
// the turned preview covers: the tap moves the preview, which the person
// had not seen there, and only a further tap on it places it.
func TestTapAfterTurn(t *testing.T) {
	b, _ := keyBoard(t)
	b.focus.On, b.touch = false, true
	tried := 0
	for p := 0; p < blokusduo.NumPieces; p++ {
		b.pick(p)
		if b.tap(blokusduo.StartE10) {
			t.Fatalf("%s: the first tap placed it", blokusduo.Piece(p).Name())
		}
		seen := b.preview()
		b.turn(1)
		cells, _, legal := b.previewAt(b.anchor)
		if !legal || b.preview() == seen {
			// Not legal turned, or the same turned (O, X): a tap on it
			// places what the person saw.
			b.sel = -1
			continue
		}
		tried++
		// A square of the turned preview other than the one its handle is on.
		sq := blokusduo.Sq(cells[0][0], cells[0][1])
		if got := b.tap(sq); got {
			t.Errorf("%s turned: a tap on %v: placed: got %v, want %v", blokusduo.Piece(p).Name(), sq, got, false)
		}
		if got := b.tap(sq); !got {
			t.Errorf("%s turned: a second tap on %v: placed: got %v, want %v", blokusduo.Piece(p).Name(), sq, got, true)
		}
		b.sel = -1
	}
	if tried == 0 {
		t.Fatal("no piece turned on the starting point stays legal")
	}
}

// TestHint takes up a hint: its piece is picked in its orientation, put
// down on the hint's squares (a tap on it plays it), and named.
func TestHint(t *testing.T) {
	s := played(t, "f9,e10,f10,g10,f11")
	legal := s.Legal(nil)
	hint := legal[len(legal)/3]
	p, shape, _, _ := blokusduo.Placement(hint)
	for _, l := range i18n.Langs {
		b := &Board{}
		b.OnInit()
		b.SetProps(view.Props{State: s, Viewer: 1, Legal: legal, Lang: l})
		b.reindex()
		b.SetProps(view.Props{State: s, Viewer: 1, Legal: legal, Lang: l, Hint: hint, HasHint: true})
		b.OnUpdate(app.Context{})
		if b.sel != int(p) || b.orient != shape {
			t.Errorf("%s: got piece %d orientation %d, want %d %d", l, b.sel, b.orient, p, shape)
		}
		cells, m, ok := b.previewAt(b.anchor)
		if !ok || m != hint {
			t.Errorf("%s: the preview: got %v %v, want the hint %v", l, m, ok, hint)
		}
		b.touch = true
		if sq := blokusduo.Sq(cells[0][0], cells[0][1]); !b.tap(sq) {
			t.Errorf("%s: a tap on the hint's %v: placed: got %v, want %v", l, sq, false, true)
		}
	}
}

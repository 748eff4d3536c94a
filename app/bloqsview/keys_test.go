//go:build !wasm

package bloqsview

import (
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	"impasse/rules/bloqs"
)

// TestKeyTurn moves the cursor as the arrow keys do, onto a legal
// placement and off it, and checks what is said and drawn.
func TestKeyTurn(t *testing.T) {
	s := position(bloqs.Quick, 2, thumbGame)
	bd := s.Board()
	b, _ := draw(view.Props{State: s, Legal: s.Legal(nil), Viewer: s.ToMove(), Lang: i18n.English}, 0, -1)
	b.focus.On = true
	b.fit(bd)
	if b.kc.W != bd.Cols || b.kc.H != bd.Rows {
		t.Fatalf("cursor lattice: got %d × %d, want %d × %d", b.kc.W, b.kc.H, bd.Cols, bd.Rows)
	}
	// Nothing shown: the square and its height.
	c, r := 0, 0
	for _, m := range b.moves.List {
		f, _, _, _ := bd.Placement(m)
		if f == bloqs.Footprints[0] {
			sq := pointerAt(bd, m)
			c, r = sq%bd.Cols+1, sq/bd.Cols+1
			break
		}
	}
	if c == 0 {
		t.Fatal("no legal placement of the first block")
	}
	b.kc.Set(c-1, r-1)
	want := sqName(c, r)
	if h := s.HeightAt(c, r); h > 0 {
		want += ", height " + num(h)
	}
	if got := b.said(s, i18n.English, b.shown(s)); got != want {
		t.Errorf("no block shown: said %q, want %q", got, want)
	}
	// What an arrow key does (see areaKey): the block shown round
	// the cursor.
	b.anchor, b.touch = b.kc.Y*b.kc.W+b.kc.X, true
	pv, _ := b.current(s)
	if !pv.legal {
		t.Fatalf("the block on %s: got not legal, want legal", sqName(c, r))
	}
	fp := bloqs.Footprints[0]
	if got, want := b.said(s, i18n.English, b.shown(s)), num(fp.W)+" × "+num(fp.H)+" block on "+sqName(c, r)+": "+say(i18n.English, pv); got != want {
		t.Errorf("a legal block: said %q, want %q", got, want)
	}
	var p pic
	b.step(&p, s, b.shown(s))
	if got := p.String(); !strings.Contains(got, "Enter places it.") {
		t.Errorf("the step said with the focus: got %q, want Enter to place", got)
	}
	svgtest.Golden(t, "quick/keys-overlay.svg", b.overlaySVG(s, b.shown(s)))
	// Off the board.
	for y := 0; y < bd.Rows; y++ {
		if !bd.On(1, y+1) {
			b.kc.Set(0, y)
			b.clear()
			if got, want := b.said(s, i18n.English, b.shown(s)), sqName(1, y+1)+", off the board"; got != want {
				t.Errorf("off the board: said %q, want %q", got, want)
			}
			break
		}
	}
	b.focus.On = false
	if strings.Contains(b.overlaySVG(s, b.shown(s)), "bq-cursor") {
		t.Error("the cursor is drawn without the focus")
	}
}

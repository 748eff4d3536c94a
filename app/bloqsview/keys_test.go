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

// TestNudge moves a block a tap showed with the arrows under the board:
// one square each way, never off the frame, nothing without a block, and
// the arrows are off until a block is shown.
func TestNudge(t *testing.T) {
	s := play(t, bloqs.Standard)
	bd := s.Board()
	b, _ := draw(view.Props{State: s, Legal: s.Legal(nil), Viewer: s.ToMove(), Lang: i18n.English}, 0, -1)
	if got := strings.Count(b.nudges(), " disabled"); got != len(nudges) {
		t.Errorf("nothing shown: got %v arrows off, want %v", got, len(nudges))
	}
	b.nudge(s, "ArrowLeft")
	if b.anchor != -1 {
		t.Errorf("an arrow with nothing shown: got anchor %v, want -1", b.anchor)
	}
	at := func(c, r int) int { return (r-1)*bd.Cols + c - 1 }
	b.anchor, b.touch = at(15, 15), true
	if got := strings.Count(b.nudges(), " disabled"); got != 0 {
		t.Errorf("a block shown: got %v arrows off, want 0", got)
	}
	for _, c := range []struct {
		key  string
		c, r int
	}{{"ArrowLeft", 14, 15}, {"ArrowUp", 14, 16}, {"ArrowRight", 15, 16}, {"ArrowDown", 15, 15}} {
		b.nudge(s, c.key)
		if got, want := b.anchor, at(c.c, c.r); got != want {
			t.Errorf("%s: got square %v, want %v", c.key, sqName(b.anchor%bd.Cols+1, b.anchor/bd.Cols+1), sqName(c.c, c.r))
		}
	}
	pv, _ := b.current(s)
	if !pv.legal || s.MoveString(pv.m) != "2x3@15,14" {
		t.Errorf("after the arrows: got %v (legal %v), want 2x3@15,14", s.MoveString(pv.m), pv.legal)
	}
	// A mouse moved meanwhile: an arrow puts the block back under the finger's square.
	b.touch, b.hot = false, at(3, 3)
	b.nudge(s, "ArrowUp")
	if got, want := b.anchor, at(15, 16); got != want || !b.touch {
		t.Errorf("after a mouse: got square %v, touch %v; want %v, true", got, b.touch, want)
	}
	b.anchor = at(bd.Cols, 1)
	b.nudge(s, "ArrowRight")
	b.nudge(s, "ArrowDown")
	if got, want := b.anchor, at(bd.Cols, 1); got != want {
		t.Errorf("at the frame's corner: got square %v, want %v", got, want)
	}
}

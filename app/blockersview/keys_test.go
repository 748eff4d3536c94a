//go:build !wasm

package blockersview

import (
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	bl "impasse/rules/blockers"
)

// TestCursorSquares checks that the cursor's rows count from the bottom
// (row I) and that a square comes back as it was put.
func TestCursorSquares(t *testing.T) {
	b := &Board{}
	b.OnInit()
	for _, c := range []struct {
		x, y int
		want string
	}{{0, 0, "I1"}, {8, 8, "A9"}, {1, 2, "G2"}, {4, 4, "E5"}} {
		b.kc.Set(c.x, c.y)
		sq := b.cursorSquare()
		if got := bl.SquareName(sq); got != c.want {
			t.Errorf("cursor %d,%d: got %v, want %v", c.x, c.y, got, c.want)
		}
		b.setCursor(sq)
		if b.kc.X != c.x || b.kc.Y != c.y {
			t.Errorf("setCursor(%s): got %d,%d, want %d,%d", c.want, b.kc.X, b.kc.Y, c.x, c.y)
		}
	}
}

// TestKeyTurn picks a tile as the keys do and checks where the cursor
// goes, what is said and drawn.
func TestKeyTurn(t *testing.T) {
	s := game(t, bl.Base{}, 2, 12)
	seat := s.ToMove()
	v := s.View(seat).(*bl.State)
	b, _ := draw(view.Props{State: v, Viewer: seat, Legal: v.Legal(nil), Lang: i18n.English})
	b.focus.On = true
	g := gridOf(v)
	// A square with a tile on it, then an empty one, nothing picked.
	for sq := range g {
		if g[sq] < 0 {
			continue
		}
		b.setCursor(sq)
		want := bl.SquareName(sq) + ", " + i18n.English.T("bl.c"+num(g[sq]>>5)) + " " + tileName(i18n.English, g[sq])
		if got := b.said(v, i18n.English); got != want {
			t.Errorf("a tile: said %q, want %q", got, want)
		}
		break
	}
	o := b.moves.List[len(b.moves.List)-1]
	b.selC, b.selK = o.c, o.k
	b.kc.Set(0, 0)
	b.picked()
	if _, ok := b.find(b.cursorSquare()); !ok || b.anchor != b.cursorSquare() {
		t.Fatalf("picked: the cursor on %s (anchor %d), want a square where the tile may go", bl.SquareName(b.cursorSquare()), b.anchor)
	}
	name := tileName(i18n.English, o.c<<5|int(o.k))
	if got := b.said(v, i18n.English); !strings.HasPrefix(got, bl.SquareName(b.cursorSquare())) || !strings.HasSuffix(got, ", Enter plays the "+name+" here") {
		t.Errorf("a square for the tile: said %q", got)
	}
	if got := b.step(v); !strings.Contains(got, "Enter plays") {
		t.Errorf("the step said with the focus: got %q, want Enter to play", got)
	}
	svgtest.Golden(t, "keys-overlay.svg", b.overlaySVG(v))
	for sq := range g {
		if _, ok := b.find(sq); !ok {
			b.setCursor(sq)
			if got := b.said(v, i18n.English); !strings.HasSuffix(got, ", the "+name+" cannot go here") {
				t.Errorf("a square not for the tile: said %q", got)
			}
			break
		}
	}
	b.focus.On = false
	if strings.Contains(b.overlaySVG(v), "bl-cursor") {
		t.Error("the cursor is drawn without the focus")
	}
}

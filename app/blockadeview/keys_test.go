package blockadeview

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	bk "impasse/rules/blockade"
)

// TestCursorNames checks that the cursor names each square as the
// notation does.
func TestCursorNames(t *testing.T) {
	for sq := bk.Square(0); sq < bk.NumSquares; sq++ {
		c := board.Cursor{X: sq.Col(), Y: sq.Row(), W: bk.Cols, H: bk.Rows}
		if got, want := c.Name(), sq.String(); got != want {
			t.Errorf("square %d: got %v, want %v", sq, got, want)
		}
	}
}

// TestKeyTurn makes a turn as the keys do (the cursor's square chosen,
// then a wall moved to) and checks what is said and drawn at each step.
func TestKeyTurn(t *testing.T) {
	s := bk.NewState(false)
	b := &Board{}
	viewtest.Mount(b, view.Props{State: s, Viewer: 0, Legal: s.Legal(nil), Lang: i18n.English})
	b.focus.On = true
	at := func(name string) {
		sq, err := bk.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		b.kc.Set(sq.Col(), sq.Row())
	}
	choose := func() {
		// What Enter does (see areaKey), without a page.
		b.point(app.Context{}, squareHit(bk.Sq(b.kc.X, b.kc.Y)), true)
		if b.moved {
			b.wallAt(b.dest.Col(), b.dest.Row())
		}
	}
	for _, c := range []struct {
		step string
		do   func()
		want string
	}{
		{"an empty square", func() { at("a1") }, "a1"},
		{"White's pawn", func() { at("d4") }, "d4, White, your pawn, Enter picks it"},
		{"Black's pawn", func() { at("d11") }, "d11, Black"},
		{"the pawn picked", func() { at("d4"); choose() }, "d4, White, the pawn picked"},
		{"where it may go", func() { at("d6") }, "d6, Enter moves the pawn here"},
		{"the wall shown", choose, "horizontal wall above d6 and e6: it may go here, Enter plays the turn"},
		{"the wall moved", func() { b.wc.Step("ArrowLeft"); b.wallAt(b.wc.X, b.wc.Y) }, "horizontal wall above c6 and d6: it may go here, Enter plays the turn"},
	} {
		c.do()
		if got := b.said(s, i18n.English); got != c.want {
			t.Errorf("%s: said %q, want %q", c.step, got, c.want)
		}
	}
	if m, ok := b.ready(); !ok || s.MoveString(m) != "d4-d6/c6h" {
		t.Errorf("the turn made: got %v %v, want d4-d6/c6h", s.MoveString(m), ok)
	}
	if got, want := b.step(s), "bk.kb.enterTurn"; got != want {
		t.Errorf("the step said with the focus: got %v, want %v", got, want)
	}
	svgtest.Golden(t, "keys-wall-overlay.svg", b.overlaySVG(s, b.shortest(s)))
	// A wall where one is already: said why it may not go there.
	s2 := position(false, "d4-d6/e5h")
	viewtest.Update(b, view.Props{State: s2, Viewer: 1, Legal: s2.Legal(nil), Lang: i18n.English})
	at("d11")
	choose()
	at("d9")
	choose()
	b.wall, _ = bk.ParseWall("e5h")
	if got, want := b.said(s2, i18n.English), "horizontal wall above e5 and f5: A wall is in the way there."; got != want {
		t.Errorf("a wall taken: said %q, want %q", got, want)
	}
	b.focus.On = false
	if strings.Contains(b.overlaySVG(s2, b.shortest(s2)), "bk-cursor") {
		t.Error("the cursor is drawn without the focus")
	}
}

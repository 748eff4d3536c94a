//go:build !wasm

package board

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/internal/toy"
	"impasse/rules"
)

// square is a decoded tic-tac-toe move.
type square struct {
	col, row int
	m        rules.Move
}

func decodeSquare(m rules.Move) (square, bool) {
	return square{int(m) % 3, int(m) / 3, m}, m != 4 // leave out the centre
}

func TestMoves(t *testing.T) {
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	p := view.Props{State: s, Legal: s.Legal(nil)}
	var x Moves[square]
	if got, want := x.Mover(), -1; got != want {
		t.Errorf("Mover before Update: got %v, want %v", got, want)
	}
	if !x.Update(p, decodeSquare) {
		t.Fatal("first Update: got false, want true")
	}
	if got, want := x.Mover(), 0; got != want {
		t.Errorf("Mover: got %v, want %v", got, want)
	}
	if got, want := len(x.List), 8; got != want {
		t.Errorf("moves decoded: got %v, want %v", got, want)
	}
	p.Hint, p.HasHint = 2, true
	if x.Update(p, decodeSquare) {
		t.Error("Update with a hint only: got true, want false")
	}
	if o, ok := x.Find(func(o square) bool { return o.col == 2 && o.row == 1 }); !ok || o.m != 5 {
		t.Errorf("Find(c2): got %v %v, want move 5", o, ok)
	}
	if x.Any(func(o square) bool { return o.m == 4 }) {
		t.Error("Any(centre): got true, want false")
	}
	p.Legal = p.Legal[:3]
	if !x.Update(p, decodeSquare) || len(x.List) != 3 {
		t.Errorf("Update with fewer moves: got %d moves, want 3", len(x.List))
	}
	s.Apply(0)
	p = view.Props{State: s, Legal: s.Legal(nil)}
	if !x.Update(p, decodeSquare) {
		t.Error("Update after a move: got false, want true")
	}
	if got, want := x.Mover(), 1; got != want {
		t.Errorf("Mover after a move: got %v, want %v", got, want)
	}
	// The computer's turn: the position without legal moves for the board.
	p.Legal = nil
	if !x.Update(p, decodeSquare) {
		t.Error("Update without moves: got false, want true")
	}
	if got, want := x.Mover(), -1; got != want {
		t.Errorf("Mover without moves: got %v, want %v", got, want)
	}
}

func TestState(t *testing.T) {
	s, _ := toy.TicTacToe{}.New(nil)
	if got := State[*toy.TTTState](view.Props{State: s}); got != s {
		t.Errorf("State: got %v, want %v", got, s)
	}
	if got := State[*toy.CountState](view.Props{State: s}); got != nil {
		t.Errorf("State of another game: got %v, want nil", got)
	}
}

func TestDraw(t *testing.T) {
	s, _ := toy.TicTacToe{}.New(nil)
	draw := func(s *toy.TTTState, l i18n.Lang) app.UI { return app.P().Text(l.Name() + ": " + s.String()) }
	for _, c := range []struct {
		p    view.Props
		want string
	}{
		{view.Props{State: s, Lang: i18n.French}, "<p>" + i18n.French.Name() + ": " + s.String() + "</p>"},
		{view.Props{Lang: i18n.French}, "<div></div>"},
		{view.Props{State: &toy.CountState{}}, "<div></div>"},
	} {
		if got := app.HTMLString(Draw(c.p, draw)); got != c.want {
			t.Errorf("Draw(%T): got %v, want %v", c.p.State, got, c.want)
		}
	}
}

func TestLast(t *testing.T) {
	for _, c := range []struct {
		p         view.Props
		fresh, ok bool
		class     string
	}{
		{view.Props{}, false, false, "last"},
		{view.Props{HasLast: true, Last: 3, LastBy: 1, Viewer: 0, Animate: true}, true, true, "last fresh"},
		{view.Props{HasLast: true, Last: 3, LastBy: 0, Viewer: 0, Animate: true}, false, true, "last"},
		{view.Props{HasLast: true, Last: 3, LastBy: 1, Viewer: 0}, false, true, "last"},
	} {
		_, fresh, ok := Last(c.p)
		if fresh != c.fresh || ok != c.ok || LastClass(fresh) != c.class {
			t.Errorf("Last(%+v): got %v %v %q, want %v %v %q", c.p, fresh, ok, LastClass(fresh), c.fresh, c.ok, c.class)
		}
	}
}

func TestRulesPage(t *testing.T) {
	i18n.AddText(i18n.English, `
boardtest.aim = The <aim>
boardtest.aim1 = Win.
boardtest.fig = A figure
boardtest.decided = Decided
boardtest.a = One
boardtest.b = Two
`)
	got := RulesPage(i18n.English, "boardtest.", []string{"#aim", "aim1", "0fig", "!decided", "-a", "-b", "aim1"}, []string{"<svg/>"}, " x")
	want := `<section><h3>The &lt;aim&gt;</h3><p>Win.</p><figure class="diagram x"><svg/><figcaption>A figure</figcaption></figure></section>` +
		`<section class="reconstructed"><h3>Decided</h3><ul><li>One</li><li>Two</li></ul><p>Win.</p></section>`
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if strings.Contains(got, "boardtest.") {
		t.Error("a key shows")
	}
}

package gridboard

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg/svgtest"
	"impasse/internal/toy"
	"impasse/rules"
)

// tttGrid describes a game of tic-tac-toe as its view would: X's are
// cylinders of seat 0, O's triangles of seat 1, the last move marked and
// the empty squares the targets.
func tttGrid(t *testing.T, moves ...rules.Move) Grid {
	t.Helper()
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	g := Grid{Cols: 3, Rows: 3, Label: "Tic-tac-toe"}
	for i, m := range moves {
		s.Apply(m)
		sq := g.Sq(int(m)%3, int(m)/3)
		g.Pieces = append(g.Pieces, Piece{At: sq, Shape: []Shape{Cylinder, Triangle}[i%2], Seat: i % 2})
		if i == len(moves)-1 {
			g.Marks = append(g.Marks, Mark{At: sq, Kind: "last"})
		}
	}
	for _, m := range s.Legal(nil) {
		g.Targets = append(g.Targets, g.Sq(int(m)%3, int(m)/3))
	}
	return g
}

// count returns the number of tokens of markup starting with prefix.
func count(markup, prefix string) int {
	n := 0
	for _, tok := range svgtest.Tokens(markup) {
		if strings.HasPrefix(tok, prefix) {
			n++
		}
	}
	return n
}

func TestToy(t *testing.T) {
	g := tttGrid(t, 4, 0, 8)
	m := SVG(&g)
	for _, c := range []struct {
		prefix string
		want   int
	}{
		{"<g class=gb-piece gb-cylinder seat0 data-sq=B2 ", 1},
		{"<g class=gb-piece gb-cylinder seat0 data-sq=C3 ", 1},
		{"<g class=gb-piece gb-triangle seat1 data-sq=A1 ", 1},
		{"<g class=gb-piece", 3},
		{"<rect class=gb-mark gb-last data-sq=C3 ", 1},
		{"<circle class=gb-target", 6},
		{"<text class=coord", 0},
		{"<circle class=gb-circle", 0},
	} {
		if got := count(m, c.prefix); got != c.want {
			t.Errorf("%q: got %v, want %v", c.prefix, got, c.want)
		}
	}
	// One region: only the frame is bold.
	if got, want := count(m, "<path class=gb-regions d=M0 0H3V3H0z/>"), 1; got != want {
		t.Errorf("bold lines: got %v, want %v in %s", got, want, m)
	}
}

// buchholz is the Buchholz board with one piece of each shape and seat
// and one mark of each kind the board styles.
func buchholz() Grid {
	g := Grid{Cols: 12, Rows: 12, Label: "Le Blocus", Regions: Blocks(12, 12, 3, 3), Coords: true}
	for r := 1; r < 12; r += 3 {
		for c := 1; c < 12; c += 3 {
			g.Circles = append(g.Circles, g.Sq(c, r))
		}
	}
	for i, s := range []Shape{Cylinder, Triangle, Block, King} {
		for seat := 0; seat < 4; seat++ {
			g.Pieces = append(g.Pieces, Piece{At: g.Sq(2*i+1, 2*seat+2), Shape: s, Seat: seat})
		}
	}
	g.Pieces[5].Class = "selected"
	g.Pieces[10].Class = "last"
	for i, k := range []string{"throne", "exit", "door", "arrival", "hint", "refused"} {
		g.Marks = append(g.Marks, Mark{At: g.Sq(i+2, 11), Kind: k, Label: k[:1]})
	}
	g.Lines = []Line{{Squares: []Square{g.Sq(3, 4), g.Sq(3, 6), g.Sq(5, 6)}, Class: "route"}}
	g.Targets = []Square{g.Sq(10, 0), g.Sq(11, 0)}
	return g
}

func TestBuchholz(t *testing.T) {
	g := buchholz()
	m := SVG(&g)
	svgtest.Golden(t, "buchholz.svg", m)
	for _, c := range []struct {
		prefix string
		want   int
	}{
		{"<circle class=gb-circle", 16},
		{"<g class=gb-piece", 16},
		{"<g class=gb-piece gb-king seat3 data-sq=H9 ", 1},
		{"<rect class=gb-mark", 6},
		{"<text class=gb-label", 6},
		{"<polyline class=gb-line route points=3.5 7.5 3.5 5.5 5.5 5.5/>", 1},
		{"<text class=coord", 24},
		{"<circle class=mark", 4},
		{"<path class=mark", 12},
	} {
		if got := count(m, c.prefix); got != c.want {
			t.Errorf("%q: got %v, want %v", c.prefix, got, c.want)
		}
	}
	// Sixteen regions: three bold lines across each way inside the frame,
	// drawn a square at a time.
	bold := ""
	for _, tok := range svgtest.Tokens(m) {
		if strings.HasPrefix(tok, "<path class=gb-regions") {
			bold = tok
		}
	}
	if got, want := strings.Count(bold, "v1")+strings.Count(bold, "h1"), 2*3*12; got != want {
		t.Errorf("bold region edges: got %v, want %v", got, want)
	}
}

func TestBlocks(t *testing.T) {
	r := Blocks(12, 12, 3, 3)
	for _, c := range []struct{ col, row, want int }{{0, 0, 0}, {2, 2, 0}, {3, 0, 1}, {11, 0, 3}, {0, 3, 4}, {11, 11, 15}} {
		if got := r[c.row*12+c.col]; got != c.want {
			t.Errorf("region of (%d, %d): got %v, want %v", c.col, c.row, got, c.want)
		}
	}
}

func TestSquareAt(t *testing.T) {
	g := Grid{Cols: 12, Rows: 12, Coords: true}
	for _, c := range []struct {
		x, y float64
		want Square
		ok   bool
	}{
		{0.5, 11.5, g.Sq(0, 0), true},
		{11.99, 0.01, g.Sq(11, 11), true},
		{4.5, 6.2, g.Sq(4, 5), true},
		{-0.2, 5, -1, false},
		{5, 12.2, -1, false},
	} {
		got, ok := g.SquareAt(c.x, c.y)
		if got != c.want || ok != c.ok {
			t.Errorf("SquareAt(%v, %v): got %v %v, want %v %v", c.x, c.y, got, ok, c.want, c.ok)
		}
	}
	// A drawing 12.8 units wide shown 640 px wide and 800 px tall: 50 px a
	// unit, centred downwards by 80 px; square A1's centre is 0.5 units
	// right of x 0, 11.5 below y 0, and the viewBox starts at (-0.6, -0.1).
	box := [4]float64{100, 20, 640, 800}
	x, y := 100+(0.5+0.6)*50, 20+80+(11.5+0.1)*50
	if got, ok := g.squareIn(box, x, y); !ok || got != g.Sq(0, 0) {
		t.Errorf("squareIn(A1's centre): got %v %v, want %v true", got, ok, g.Sq(0, 0))
	}
	if _, ok := g.squareIn(box, 100, 40); ok {
		t.Error("squareIn(a corner outside the squares): got true, want false")
	}
}

func TestRender(t *testing.T) {
	b := &Board{Grid: tttGrid(t, 4)}
	got := app.HTMLString(b.Render())
	if !strings.Contains(got, `class="board-wrap gb"`) || !strings.Contains(got, `class="board gb-board"`) {
		t.Errorf("got %v, want the grid in a board-wrap", got)
	}
}

func TestPieceIcon(t *testing.T) {
	m := PieceIcon(Triangle, 2)
	if n := count(m, "<g class=gb-piece gb-triangle seat2 "); n != 1 {
		t.Errorf("PieceIcon(Triangle, 2) has %d seat-2 triangles, want 1:\n%s", n, m)
	}
	if strings.Contains(m, "data-sq") {
		t.Errorf("PieceIcon names a square:\n%s", m)
	}
}

// TestStep moves the cursor with the arrow keys, never off the board,
// and leaves other keys alone.
func TestStep(t *testing.T) {
	g := Grid{Cols: 12, Rows: 12}
	for _, tc := range []struct {
		from Square
		key  string
		want Square
		ok   bool
	}{
		{g.Sq(4, 4), "ArrowLeft", g.Sq(3, 4), true},
		{g.Sq(4, 4), "ArrowRight", g.Sq(5, 4), true},
		{g.Sq(4, 4), "ArrowUp", g.Sq(4, 5), true},
		{g.Sq(4, 4), "ArrowDown", g.Sq(4, 3), true},
		{g.Sq(0, 0), "ArrowLeft", g.Sq(0, 0), true},
		{g.Sq(0, 0), "ArrowDown", g.Sq(0, 0), true},
		{g.Sq(11, 11), "ArrowRight", g.Sq(11, 11), true},
		{g.Sq(11, 11), "ArrowUp", g.Sq(11, 11), true},
		{g.Sq(4, 4), "Home", g.Sq(0, 4), true},
		{g.Sq(4, 4), "End", g.Sq(11, 4), true},
		{g.Sq(4, 4), "PageUp", g.Sq(4, 11), true},
		{g.Sq(4, 4), "PageDown", g.Sq(4, 0), true},
		{g.Sq(4, 4), "Enter", g.Sq(4, 4), false},
	} {
		got, ok := g.step(tc.from, tc.key)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s from %s: got %s %v, want %s %v", tc.key, g.name(tc.from), g.name(got), ok, g.name(tc.want), tc.ok)
		}
	}
}

// TestSay names the cursor's square, the piece there and whether it may
// be chosen.
func TestSay(t *testing.T) {
	g := Grid{Cols: 12, Rows: 12}
	g.Pieces = []Piece{{At: g.Sq(1, 0), Shape: Triangle, Seat: 1}, {At: g.Sq(3, 3), Seat: 2, Name: "yellow piece"}}
	g.Targets = []Square{g.Sq(1, 0), g.Sq(2, 2)}
	for _, tc := range []struct {
		sq   Square
		want string
	}{
		{g.Sq(0, 0), "A1"},
		{g.Sq(1, 0), "B1, a piece of player 2 (triangle), may be chosen"},
		{g.Sq(2, 2), "C3, may be chosen"},
		{g.Sq(3, 3), "D4, yellow piece"},
	} {
		if got := g.say(i18n.English, tc.sq); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// TestCursorByKeyOnly shows the cursor, drawn and said, only while the
// keyboard acts on the board: not after a pointer's focus or press, and
// again after one of the board's keys, which first shows it in place.
func TestCursorByKeyOnly(t *testing.T) {
	b := &Board{Grid: tttGrid(t, 4), Lang: i18n.English}
	shown := func() bool {
		return strings.Contains(app.HTMLString(b.Render()), "gb-cursor")
	}
	b.focus(false)
	if got := shown(); got {
		t.Errorf("focused by a pointer: cursor shown: got %v, want %v", got, false)
	}
	if used, chose := b.key("Enter"); !used || chose {
		t.Errorf("Enter with the cursor hidden: got used %v chose %v, want true false", used, chose)
	}
	if got := shown(); !got {
		t.Errorf("after Enter: cursor shown: got %v, want %v", got, true)
	}
	at := b.cursor
	if _, chose := b.key("ArrowRight"); chose || b.cursor == at {
		t.Errorf("ArrowRight: got cursor %v chose %v, want it moved from %v", b.cursor, chose, at)
	}
	if _, chose := b.key(" "); !chose {
		t.Errorf("Space with the cursor shown: chose: got %v, want %v", chose, true)
	}
	b.onPress(app.Context{}, app.Event{})
	if got := shown(); got {
		t.Errorf("after a pointer's press: cursor shown: got %v, want %v", got, false)
	}
	if used, _ := b.key("x"); used {
		t.Errorf("x: used: got %v, want %v", used, false)
	}
	b.onBlur(app.Context{}, app.Event{})
	b.focus(true)
	if got := shown(); !got {
		t.Errorf("focused by Tab: cursor shown: got %v, want %v", got, true)
	}
}

// TestCursorLooksApart draws the cursor unlike a selected square.
func TestCursorLooksApart(t *testing.T) {
	rule := func(class string) string {
		for _, line := range strings.Split(Styles, "\n") {
			if strings.HasPrefix(line, "svg.gb-board ."+class+" {") {
				return line[strings.Index(line, "{"):]
			}
		}
		return ""
	}
	if cursor, selected := rule("gb-cursor"), rule("gb-selected"); cursor == "" || strings.Contains(cursor, "var(--accent)") {
		t.Errorf("cursor style: got %q, want one unlike a selected square's (%q, in the accent colour)", cursor, selected)
	}
}

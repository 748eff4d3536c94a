// Package gridboard draws any square-grid board from data: its squares
// and their regions, circles, pieces, marks, lines and the squares a
// click may choose. A game's view describes its position as a Grid and
// gets the squares clicked back; it draws nothing itself.
//
//	g := gridboard.Grid{Cols: 12, Rows: 12, Regions: gridboard.Blocks(12, 12, 3, 3), Coords: true}
//	g.Pieces = append(g.Pieces, gridboard.Piece{At: g.Sq(0, 0), Shape: gridboard.Cylinder, Seat: 0})
//	return &gridboard.Board{Grid: g, OnSquare: v.onSquare}
//
// The drawing has one unit per square, column 0 on the left and row 0 at
// the bottom. Its classes start with "gb-"; the seats' colours are
// --gb-seat0 … --gb-seat3, and a game's own Styles may restyle any of it.
package gridboard

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
)

// Square is a square of the grid: row × Cols + column.
type Square int

// Shape is the shape of a piece.
type Shape uint8

// The shapes of pieces.
const (
	Cylinder Shape = iota // a disc
	Triangle
	Block // a square
	King  // a disc with a crown
)

var shapeNames = [...]string{"cylinder", "triangle", "block", "king"}

// Piece is a piece on a square.
type Piece struct {
	At    Square
	Shape Shape
	// Seat is the owner, 0 to 3: its colour, and a mark beyond colour
	// (a dot, a diamond, a bar, a cross).
	Seat int
	// Class adds classes: "last", "ghost", "selected", or the game's own.
	Class string
	// Name is what the keyboard's cursor says of the piece ("Red's
	// guard"); when empty it says its seat and shape.
	Name string
}

// Mark is a sign on a square, drawn under the pieces: a frame styled by
// its kind (the class gb-<kind>), with an optional short label. The
// board styles "last", "hint", "selected", "target", "throne", "exit",
// "door", "arrival" and "refused"; a game styles any other kind.
type Mark struct {
	At    Square
	Kind  string
	Label string
}

// Line is a path through the centres of squares, such as a route or the
// way a piece went, with the class gb-line and Class.
type Line struct {
	Squares []Square
	Class   string
}

// Grid describes a board to draw.
type Grid struct {
	Cols, Rows int
	// Label names the board for assistive technology.
	Label string
	// Regions gives each square its region (nil: none); bold lines part
	// squares of different regions.
	Regions []int
	// Circles are squares with a circle drawn on them.
	Circles []Square
	Marks   []Mark
	Lines   []Line
	Pieces  []Piece
	// Targets are the squares where a click does something now, marked
	// with a dot (or a ring round a piece).
	Targets []Square
	// Coords writes the column letters below and the row numbers on the
	// left.
	Coords bool
	// Class adds classes to the drawing ("mini" for a thumbnail).
	Class string
}

// Sq returns the square of column col and row row.
func (g *Grid) Sq(col, row int) Square { return Square(row*g.Cols + col) }

// Blocks returns regions of w × h squares over a grid of cols × rows,
// numbered left to right from the bottom row up.
func Blocks(cols, rows, w, h int) []int {
	r := make([]int, cols*rows)
	per := (cols + w - 1) / w
	for sq := range r {
		r[sq] = sq/cols/h*per + sq%cols/w
	}
	return r
}

// topLeft returns the drawing position of a square's top left corner.
func (g *Grid) topLeft(sq Square) (float64, float64) {
	return float64(int(sq) % g.Cols), float64(g.Rows - 1 - int(sq)/g.Cols)
}

// box returns the viewBox: the squares, and room for the coordinates.
func (g *Grid) box() (x, y, w, h float64) {
	x, y, w, h = -0.1, -0.1, float64(g.Cols)+0.2, float64(g.Rows)+0.2
	if g.Coords {
		x -= 0.5
		w += 0.5
		h += 0.5
	}
	return x, y, w, h
}

// SquareAt returns the square at point x, y of the drawing, if any.
func (g *Grid) SquareAt(x, y float64) (Square, bool) {
	col, rowFromTop := int(math.Floor(x)), int(math.Floor(y))
	if x < 0 || y < 0 || col >= g.Cols || rowFromTop >= g.Rows {
		return -1, false
	}
	return g.Sq(col, g.Rows-1-rowFromTop), true
}

// SVG draws the grid.
func SVG(g *Grid) string {
	var b svg.B
	// A grid without a label is a picture beside its own words (a
	// thumbnail): hidden from screen readers.
	role := `role="img"`
	if g.Label == "" {
		role = `aria-hidden="true"`
	}
	b.Open(svg.Nums(g.box()), role, "class", strings.TrimSpace("board gb-board "+g.Class), "aria-label", g.Label)
	b.Rect("gb-bed", -0.1, -0.1, float64(g.Cols)+0.2, float64(g.Rows)+0.2, 0.12)
	g.lines(&b)
	if g.Coords {
		for c := 0; c < g.Cols; c++ {
			b.Label("coord", string(rune('A'+c)), float64(c)+0.5, float64(g.Rows)+0.45)
		}
		for r := 0; r < g.Rows; r++ {
			b.Label("coord", strconv.Itoa(r+1), -0.32, float64(g.Rows-1-r)+0.62)
		}
	}
	for _, sq := range g.Circles {
		x, y := g.topLeft(sq)
		b.Circle("gb-circle", x+0.5, y+0.5, 0.36, "data-sq", g.name(sq))
	}
	for _, m := range g.Marks {
		x, y := g.topLeft(m.At)
		b.Rect("gb-mark gb-"+m.Kind, x+0.06, y+0.06, 0.88, 0.88, 0.12, "data-sq", g.name(m.At))
		if m.Label != "" {
			b.Label("gb-label gb-"+m.Kind, m.Label, x+0.5, y+0.62)
		}
	}
	for _, l := range g.Lines {
		var pts []float64
		for _, sq := range l.Squares {
			x, y := g.topLeft(sq)
			pts = append(pts, x+0.5, y+0.5)
		}
		b.El("polyline", "class", "gb-line "+l.Class, "points", svg.Nums(pts...))
	}
	for _, p := range g.Pieces {
		g.piece(&b, p)
	}
	for _, sq := range g.Targets {
		x, y := g.topLeft(sq)
		b.Circle("gb-target", x+0.5, y+0.5, 0.14, "data-sq", g.name(sq))
	}
	return b.Close()
}

// name names a square as the Buchholz sheets do: column letter, row
// number ("A1").
func (g *Grid) name(sq Square) string {
	return string(rune('A'+int(sq)%g.Cols)) + strconv.Itoa(int(sq)/g.Cols+1)
}

// lines draws the thin lines between squares and the bold ones round
// the board and between regions.
func (g *Grid) lines(b *svg.B) {
	var thin, bold svg.Path
	cols, rows := float64(g.Cols), float64(g.Rows)
	bold.Cmd('M', 0, 0).Cmd('H', cols).Cmd('V', rows).Cmd('H', 0).Cmd('z')
	region := func(col, row int) int {
		if g.Regions == nil {
			return 0
		}
		return g.Regions[row*g.Cols+col]
	}
	// The edge left of column c, and the one below row r (from the top).
	for c := 1; c < g.Cols; c++ {
		for r := 0; r < g.Rows; r++ {
			p := &thin
			if region(c-1, r) != region(c, r) {
				p = &bold
			}
			y := float64(g.Rows - 1 - r)
			p.Cmd('M', float64(c), y).Cmd('v', 1)
		}
	}
	for r := 1; r < g.Rows; r++ {
		for c := 0; c < g.Cols; c++ {
			p := &thin
			if region(c, r-1) != region(c, r) {
				p = &bold
			}
			p.Cmd('M', float64(c), float64(g.Rows-r)).Cmd('h', 1)
		}
	}
	b.El(`path class="gb-grid"`, "d", thin.String())
	b.El(`path class="gb-regions"`, "d", bold.String())
}

// PieceIcon draws one piece of a seat on its own, as a small picture for
// text (the pieces a player still holds).
func PieceIcon(shape Shape, seat int) string {
	var b svg.B
	b.Open("0 0 1 1", `class="gb-board gb-icon" aria-hidden="true"`)
	drawPiece(&b, shape, seat, "", 0, 0, "")
	return b.Close()
}

// piece draws a piece: its shape in its seat's colour, with the seat's
// mark on it.
func (g *Grid) piece(b *svg.B, p Piece) {
	x, y := g.topLeft(p.At)
	drawPiece(b, p.Shape, p.Seat, p.Class, x, y, g.name(p.At))
}

// drawPiece draws a piece with its top left corner at x, y; at names its
// square for data-sq, if any.
func drawPiece(b *svg.B, shape Shape, seat int, class string, x, y float64, at string) {
	p := Piece{Shape: shape, Seat: seat, Class: class}
	cls := "gb-piece gb-" + shapeNames[p.Shape] + " seat" + strconv.Itoa(p.Seat)
	if p.Class != "" {
		cls += " " + p.Class
	}
	if at != "" {
		b.Group(cls, x, y, "data-sq", at)
	} else {
		b.Group(cls, x, y)
	}
	switch p.Shape {
	case Triangle:
		b.El(`path class="fill" d="M.5 .14L.86 .8H.14Z"`)
	case Block:
		b.El(`rect class="fill" x="0.17" y="0.17" width="0.66" height="0.66" rx="0.08"`)
	case King:
		b.El(`circle class="fill" cx="0.5" cy="0.5" r="0.36"`)
		b.El(`path class="crown" d="M.3 .36L.36 .2L.43 .3L.5 .16L.57 .3L.64 .2L.7 .36Z"`)
	default:
		b.El(`circle class="fill" cx="0.5" cy="0.5" r="0.34"`)
	}
	cy := 0.5
	if p.Shape == Triangle {
		cy = 0.6
	}
	var d svg.Path
	switch p.Seat % 4 {
	case 0: // a dot
		b.Circle("mark", 0.5, cy, 0.09)
	case 1: // a diamond
		d.Cmd('M', 0.5, cy-0.12).Cmd('l', 0.12, 0.12).Cmd('l', -0.12, 0.12).Cmd('l', -0.12, -0.12).Cmd('z')
	case 2: // a bar
		d.Cmd('M', 0.37, cy-0.04).Cmd('h', 0.26).Cmd('v', 0.08).Cmd('h', -0.26).Cmd('z')
	case 3: // a cross
		const a, w = 0.11, 0.035
		d.Cmd('M', 0.5-a, cy-a+w).Cmd('l', w, -w).Cmd('l', a-w, a-w).Cmd('l', a-w, w-a).Cmd('l', w, w).
			Cmd('l', w-a, a-w).Cmd('l', a-w, a-w).Cmd('l', -w, w).Cmd('l', w-a, w-a).Cmd('l', w-a, a-w).
			Cmd('l', -w, -w).Cmd('l', a-w, w-a).Cmd('z')
	}
	if p.Seat%4 != 0 {
		b.El(`path class="mark"`, "d", d.String())
	}
	b.End("g")
}

// Board is the grid board component: it draws Grid and calls OnSquare
// with each square clicked or tapped, or chosen with the keyboard: the
// board takes the focus (Tab), the arrow keys move a cursor square, whose
// name and content are said, and Enter or Space chooses it.
//
// The cursor shows only while the keyboard is in use, as :focus-visible
// does: a board reached by Tab shows it, a board focused or pressed by a
// click or a tap does not, until one of the board's keys is pressed.
type Board struct {
	app.Compo
	Grid     Grid
	OnSquare func(ctx app.Context, sq Square)
	// Lang is the language of what the cursor says.
	Lang i18n.Lang

	// cursor is the square the keyboard points at; placed once it has
	// been put somewhere.
	cursor Square
	placed bool
	// focused is set while the board has the focus, keyed while the
	// keyboard, not a pointer, was the last to act on it.
	focused bool
	keyed   bool
}

// Render draws the grid, with the cursor while the board has the
// keyboard's focus.
func (b *Board) Render() app.UI {
	g := b.Grid
	said := ""
	if b.showsCursor() {
		g.Marks = append(g.Marks[:len(g.Marks):len(g.Marks)], Mark{At: b.cursor, Kind: "cursor"})
		said = g.say(b.Lang, b.cursor)
	}
	return app.Div().Class("board-wrap", "gb").TabIndex(0).Role("application").
		Aria("label", g.Label).Aria("roledescription", b.Lang.T("gb.board")).
		On("pointerdown", b.onPress).On("click", b.onClick).
		OnKeyDown(b.onKey).OnFocus(b.onFocus).OnBlur(b.onBlur).Body(
		app.Raw(SVG(&g)),
		app.Span().Class("sr-only").Aria("live", "polite").Text(said),
	)
}

// showsCursor reports whether the cursor is drawn and said: while the
// board has the focus and the keyboard was the last to act on it.
func (b *Board) showsCursor() bool { return b.focused && b.keyed }

// onPress hides the cursor when a pointer presses the board.
func (b *Board) onPress(ctx app.Context, e app.Event) { b.keyed = false }

// onFocus takes the focus, showing the cursor when the browser would
// show the focus (:focus-visible): when the keyboard brought it.
func (b *Board) onFocus(ctx app.Context, e app.Event) { b.focus(board.FocusVisible(e)) }

// focus takes the focus, by the keyboard when byKey is set, and puts the
// cursor on the board the first time.
func (b *Board) focus(byKey bool) {
	b.focused, b.keyed = true, byKey
	if !b.placed || int(b.cursor) >= b.Grid.Cols*b.Grid.Rows {
		b.cursor, b.placed = b.Grid.Sq(b.Grid.Cols/2, b.Grid.Rows/2), true
		if len(b.Grid.Targets) > 0 {
			b.cursor = b.Grid.Targets[0]
		}
	}
}

func (b *Board) onBlur(ctx app.Context, e app.Event) { b.focused = false }

// onKey moves the cursor with the arrow keys (and Home, End, PageUp,
// PageDown) and chooses its square with Enter or Space.
func (b *Board) onKey(ctx app.Context, e app.Event) {
	used, chose := b.key(e.Get("key").String())
	if used {
		e.PreventDefault()
	}
	if chose && b.OnSquare != nil {
		b.OnSquare(ctx, b.cursor)
	}
}

// key takes a key pressed on the board, and reports whether it was one
// of the board's and whether it chose the cursor's square. While the
// cursor is hidden, the board's keys first show it where it is.
func (b *Board) key(key string) (used, chose bool) {
	sq, arrow := b.Grid.step(b.cursor, key)
	choose := key == "Enter" || key == " "
	switch {
	case !arrow && !choose:
		return false, false
	case !b.keyed:
		b.keyed = true
		return true, false
	case arrow:
		b.cursor = sq
	}
	return true, choose
}

// step returns the square a key moves the cursor to from sq as
// board.Cursor.Step does (an arrow one square, Home, End, PageUp and
// PageDown to an edge), and whether key is one of those keys.
func (g *Grid) step(sq Square, key string) (Square, bool) {
	c := board.Cursor{X: int(sq) % g.Cols, Y: int(sq) / g.Cols, W: g.Cols, H: g.Rows}
	if !c.Step(key) {
		return sq, false
	}
	return g.Sq(c.X, c.Y), true
}

// say names square sq and what is there, for the cursor: a piece (its
// Name, or its seat and shape), a square that may be chosen now.
func (g *Grid) say(l i18n.Lang, sq Square) string {
	parts := []string{g.name(sq)}
	for _, p := range g.Pieces {
		switch {
		case p.At != sq:
		case p.Name != "":
			parts = append(parts, p.Name)
		default:
			parts = append(parts, l.T("gb.piece", p.Seat+1, l.T("gb.shape."+shapeNames[p.Shape])))
		}
	}
	if slices.Contains(g.Targets, sq) {
		parts = append(parts, l.T("gb.target"))
	}
	return strings.Join(parts, ", ")
}

// onClick finds the square under the pointer and reports it.
func (b *Board) onClick(ctx app.Context, e app.Event) {
	if b.OnSquare == nil {
		return
	}
	r := ctx.JSSrc().Get("firstElementChild").Call("getBoundingClientRect")
	box := [4]float64{r.Get("left").Float(), r.Get("top").Float(), r.Get("width").Float(), r.Get("height").Float()}
	if sq, ok := b.Grid.squareIn(box, e.Get("clientX").Float(), e.Get("clientY").Float()); ok {
		b.OnSquare(ctx, sq)
	}
}

// squareIn returns the square under point px, py of the page when the
// drawing is shown in box (left, top, width, height), fitted and centred
// as an svg element shows its viewBox.
func (g *Grid) squareIn(box [4]float64, px, py float64) (Square, bool) {
	vx, vy, vw, vh := g.box()
	if box[2] <= 0 || box[3] <= 0 {
		return -1, false
	}
	k := math.Min(box[2]/vw, box[3]/vh)
	x := (px-box[0]-(box[2]-vw*k)/2)/k + vx
	y := (py-box[1]-(box[3]-vh*k)/2)/k + vy
	return g.SquareAt(x, y)
}

// Package duoview draws Blokus Duo: the board, both players' piece
// trays, and the preview of a piece being placed. It offers only the
// moves it is given as legal.
package duoview

import (
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// Board is the Blokus Duo board component.
type Board struct {
	app.Compo
	board.Props
	keys board.Keys

	// sel is the selected piece (-1: none) and orient its orientation, an
	// index into the piece's Shapes.
	sel    int
	orient int
	// hover is the square under the mouse, anchor the square a finger
	// placed the piece on (touch: place, then confirm); -1 when none.
	hover  blokusduo.Square
	anchor blokusduo.Square
	// touch is true after a touch or pen; the preview then stays put.
	touch bool
	// tapped is the preview a tap put down, or the hint showed: a tap on
	// it places it only while it is still the preview shown then (a turn
	// or a flip since makes the next tap move it instead).
	tapped shown
	// hint is the suggestion taken up last, when hinted; hintStart
	// whether only its piece was.
	hint      rules.Move
	hinted    bool
	hintStart bool
	// showTargets is the board's own switch for attach-point hints.
	showTargets bool
	// kc is the keyboard's cursor on the board: the square it points
	// at, or, with a piece picked, the square its handle is on (see
	// keys.go); focus follows whether the board has the keyboard's focus.
	kc    board.Cursor
	focus board.KeyFocus

	// moves are the legal placements; hasPiece tells which pieces have
	// at least one.
	moves    board.Moves[placement]
	hasPiece [blokusduo.NumPieces]bool
}

// shown is a preview as the person sees it: the piece, its orientation
// and the square its handle is on.
type shown struct {
	sel, orient int
	at          blokusduo.Square
}

// preview returns the preview shown with the piece put down (touch or
// keyboard).
func (b *Board) preview() shown { return shown{b.sel, b.orient, b.anchor} }

// placement is a legal move: a piece, the index of its orientation and
// its origin.
type placement struct {
	piece  blokusduo.Piece
	shape  int
	origin blokusduo.Square
	m      rules.Move
}

func decode(m rules.Move) (placement, bool) {
	p, shape, origin, ok := blokusduo.Placement(m)
	return placement{p, shape, origin, m}, ok
}

// state returns the position shown.
func (b *Board) state() *blokusduo.State { return board.State[*blokusduo.State](b.P) }

// OnInit starts with nothing selected, and indexes the legal moves of
// the props the board is mounted with.
func (b *Board) OnInit() {
	b.sel, b.hover, b.anchor = -1, -1, -1
	b.tapped = shown{sel: -1, at: -1}
	b.kc = board.Cursor{X: blokusduo.Size / 2, Y: blokusduo.Size / 2, W: blokusduo.Size, H: blokusduo.Size}
	b.reindex()
}

// OnMount listens to the keyboard: R and Shift+R turn the piece, F flips
// it, Escape drops it, Enter places it.
func (b *Board) OnMount(ctx app.Context) {
	b.keys.ListenArea(ctx, "duo-board", "r f Escape Enter", b.key)
}

// OnDismount stops listening to the keyboard.
func (b *Board) OnDismount() { b.keys.Stop() }

// OnUpdate takes up a new hint, and indexes the legal moves of the new
// props (see reindex), before they are drawn.
func (b *Board) OnUpdate(ctx app.Context) {
	b.takeHint()
	b.reindex()
}

// Render draws the board (see draw).
func (b *Board) Render() app.UI { return board.Draw(b.P, b.draw) }

// takeHint picks the piece of a new hint, in its orientation, and puts
// it down where the hint places it: a tap on it, Place or Enter plays
// it, a mouse moved over the board takes it along. A hint of where the
// move starts (Props.HintStart) only picks the piece, as it lies in the
// tray.
func (b *Board) takeHint() {
	if b.P.HasHint == b.hinted && b.P.Hint == b.hint && b.P.HintStart == b.hintStart {
		return
	}
	b.hint, b.hinted, b.hintStart = b.P.Hint, b.P.HasHint, b.P.HintStart
	p, shape, origin, ok := blokusduo.Placement(b.hint)
	if !b.hinted || !ok || b.mover() < 0 {
		return
	}
	if b.hintStart {
		b.sel, b.orient, b.anchor = int(p), 0, -1
		return
	}
	b.sel, b.orient = int(p), shape
	h := handle(b.shape())
	b.anchor = blokusduo.Sq(origin.Col()+h[0], origin.Row()+h[1])
	b.tapped = b.preview()
}

// key runs the keys: those of the board's when pressed on it (see
// areaKey), else the page's.
func (b *Board) key(ctx app.Context, k board.Key) {
	if k.Area && b.areaKey(ctx, k) {
		return
	}
	switch k.Name {
	case "r":
		if k.Shift {
			b.turn(-1)
		} else {
			b.turn(1)
		}
	case "f":
		b.flip()
	case "Escape":
		b.sel, b.anchor = -1, -1
	case "Enter":
		b.confirm(ctx)
	}
}

// reindex rebuilds the legal-move index when the position changed, and
// drops a selection that can no longer be played.
func (b *Board) reindex() {
	if b.state() == nil || !b.moves.Update(b.P, decode) {
		return
	}
	b.hasPiece = [blokusduo.NumPieces]bool{}
	for _, o := range b.moves.List {
		b.hasPiece[o.piece] = true
	}
	if b.sel >= 0 && !b.hasPiece[b.sel] {
		b.sel = -1
	}
	b.anchor = -1
}

// mover returns the colour whose pieces the person handles now, or -1.
func (b *Board) mover() int {
	s := b.state()
	if s == nil || len(b.P.Legal) == 0 {
		return -1
	}
	return s.ToMove()
}

// shape returns the selected piece's current orientation.
func (b *Board) shape() blokusduo.Shape {
	if b.sel < 0 {
		return nil
	}
	shapes := blokusduo.Piece(b.sel).Shapes()
	return shapes[b.orient%len(shapes)]
}

// turn rotates the selected piece a quarter turn (dir 1: clockwise).
func (b *Board) turn(dir int) {
	if b.sel < 0 {
		return
	}
	b.orient = transform(blokusduo.Piece(b.sel), b.orient, dir)
	b.resnap()
}

// flip mirrors the selected piece left to right.
func (b *Board) flip() {
	if b.sel < 0 {
		return
	}
	b.orient = transform(blokusduo.Piece(b.sel), b.orient, 0)
	b.resnap()
}

// transform returns the index of the orientation of p obtained by
// turning orientation i a quarter turn (dir 1: clockwise, -1: the other
// way) or, with dir 0, by flipping it left to right.
func transform(p blokusduo.Piece, i int, dir int) int {
	shapes := p.Shapes()
	cur := shapes[i%len(shapes)]
	var moved [5][2]int
	minX, minY := 99, 99
	for k, c := range cur {
		x, y := -c[0], c[1]
		switch {
		case dir > 0:
			x, y = c[1], -c[0]
		case dir < 0:
			x, y = -c[1], c[0]
		}
		moved[k] = [2]int{x, y}
		minX, minY = min(minX, x), min(minY, y)
	}
	want := 0
	for _, c := range moved[:len(cur)] {
		want |= cellBit(c[0]-minX, c[1]-minY)
	}
	for j, sh := range shapes {
		got := 0
		for _, c := range sh {
			got |= cellBit(c[0], c[1])
		}
		if got == want {
			return j
		}
	}
	return i
}

// cellBit is the bit of square (x, y) of a shape in a set of squares.
func cellBit(x, y int) int { return 1 << (x*5 + y) }

// handle returns the square of a shape that sits under the pointer: the
// one nearest the shape's middle.
func handle(sh blokusduo.Shape) [2]int {
	var sx, sy float64
	for _, c := range sh {
		sx += float64(c[0])
		sy += float64(c[1])
	}
	sx, sy = sx/float64(len(sh)), sy/float64(len(sh))
	best, bestD := sh[0], 1e9
	for _, c := range sh {
		d := (float64(c[0])-sx)*(float64(c[0])-sx) + (float64(c[1])-sy)*(float64(c[1])-sy)
		if d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// preview returns the squares the selected piece covers when its handle
// is on square at (on the board or not), and the legal move it is, if
// any. Shape y grows upwards, as rows do.
func (b *Board) previewAt(at blokusduo.Square) (cells [][2]int, m rules.Move, legal bool) {
	sh := b.shape()
	if sh == nil || at < 0 {
		return nil, 0, false
	}
	h := handle(sh)
	ox, oy := at.Col()-h[0], at.Row()-h[1]
	for _, c := range sh {
		cells = append(cells, [2]int{ox + c[0], oy + c[1]})
	}
	if ox >= 0 && oy >= 0 && ox < blokusduo.Size && oy < blokusduo.Size {
		p := blokusduo.Piece(b.sel)
		want := placement{p, b.orient % len(p.Shapes()), blokusduo.Sq(ox, oy), 0}
		var o placement
		o, legal = b.moves.Find(func(o placement) bool {
			return o.piece == want.piece && o.shape == want.shape && o.origin == want.origin
		})
		m = o.m
	}
	return cells, m, legal
}

// snap returns the square to put the handle on so that the piece, in its
// orientation, covers square at legally, the nearest such one; or at
// itself when there is none.
func (b *Board) snap(at blokusduo.Square) blokusduo.Square {
	if _, _, ok := b.previewAt(at); ok {
		return at
	}
	sh := b.shape()
	if sh == nil {
		return at
	}
	h := handle(sh)
	best, bestD := at, 1<<30
	for _, c := range sh {
		// Put square c of the shape on at.
		hx, hy := at.Col()-c[0]+h[0], at.Row()-c[1]+h[1]
		if hx < 0 || hy < 0 || hx >= blokusduo.Size || hy >= blokusduo.Size {
			continue
		}
		cand := blokusduo.Sq(hx, hy)
		if _, _, ok := b.previewAt(cand); ok {
			d := (hx-at.Col())*(hx-at.Col()) + (hy-at.Row())*(hy-at.Row())
			if d < bestD {
				best, bestD = cand, d
			}
		}
	}
	return best
}

// resnap keeps a placed (touch) preview legal after a turn or a flip when
// it can.
func (b *Board) resnap() {
	if b.anchor >= 0 {
		b.anchor = b.snap(b.anchor)
	}
}

// confirm plays the anchored piece when it is legal.
func (b *Board) confirm(ctx app.Context) {
	at := b.anchor
	if at < 0 {
		at = b.hover
	}
	if _, m, ok := b.previewAt(at); ok {
		b.sel, b.anchor, b.hover = -1, -1, -1
		view.Play(ctx, m)
	}
}

// squareAt converts a pointer event to the board square under it.
func squareAt(ctx app.Context, e app.Event) (blokusduo.Square, bool) {
	r := ctx.JSSrc().Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	if w <= 0 || h <= 0 {
		return -1, false
	}
	x := (e.Get("clientX").Float()-r.Get("left").Float())/w*viewW + viewX
	y := (e.Get("clientY").Float()-r.Get("top").Float())/h*viewH + viewY
	col, rowFromTop := int(math.Floor(x)), int(math.Floor(y))
	if col < 0 || col >= blokusduo.Size || rowFromTop < 0 || rowFromTop >= blokusduo.Size {
		return -1, false
	}
	return blokusduo.Sq(col, blokusduo.Size-1-rowFromTop), true
}

// The board's drawing coordinates: one unit per square, row 14 at the top,
// with room for the coordinates on the left and below.
const (
	viewX = -0.75
	viewY = -0.25
	viewW = 15.0
	viewH = 15.0
)

// onPointer follows the pointer over the board: where the mouse is (the
// preview follows it), whether the coming click is a mouse's or a
// finger's, and the click itself.
func (b *Board) onPointer(ctx app.Context, e app.Event) {
	switch e.Get("type").String() {
	case "pointermove":
		if e.Get("pointerType").String() != "mouse" {
			return
		}
		b.touch = false
		sq, ok := squareAt(ctx, e)
		if !ok {
			sq = -1
		}
		if sq == b.hover {
			ctx.PreventUpdate()
			return
		}
		// The mouse takes a piece put down (by a hint, or the
		// keyboard) along.
		b.hover, b.anchor = sq, -1
	case "pointerleave":
		if b.hover < 0 {
			ctx.PreventUpdate()
			return
		}
		b.hover = -1
	case "pointerdown":
		b.touch = e.Get("pointerType").String() != "mouse"
		ctx.PreventUpdate()
	case "click":
		b.onClick(ctx, e)
	}
}

func (b *Board) onClick(ctx app.Context, e app.Event) {
	sq, ok := squareAt(ctx, e)
	if !ok || b.sel < 0 || b.mover() < 0 {
		return
	}
	if !b.touch {
		// Mouse: the preview follows the pointer; a click places it, or,
		// where it does not fit, sets it down there to say why (the
		// mouse takes it along again once it leaves the square).
		b.hover = sq
		if _, _, ok := b.previewAt(sq); !ok {
			b.anchor = sq
			return
		}
		b.confirm(ctx)
		return
	}
	if b.tap(sq) {
		b.confirm(ctx)
	}
}

// tap takes a tap on square sq with a piece picked. A first tap puts
// the piece down, snapped to a legal place near sq; a tap on the legal
// preview places it (it reports true), but only when that preview is
// the one the person saw before this tap: after a turn or a flip the
// snapped preview may cover sq unseen, and the tap moves it.
func (b *Board) tap(sq blokusduo.Square) bool {
	if b.anchor >= 0 && b.preview() == b.tapped {
		if cells, _, legal := b.previewAt(b.anchor); legal && containsCell(cells, sq) {
			return true
		}
	}
	b.anchor = b.snap(sq)
	b.tapped = b.preview()
	return false
}

func containsCell(cells [][2]int, sq blokusduo.Square) bool {
	for _, c := range cells {
		if c[0] == sq.Col() && c[1] == sq.Row() {
			return true
		}
	}
	return false
}

// targets returns the mover's attach points where some legal move starts
// (with the selected piece, when one is).
func (b *Board) targets(s *blokusduo.State, mover int) []blokusduo.Square {
	var live squareSet
	for _, m := range b.P.Legal {
		p, _, _, ok := blokusduo.Placement(m)
		if !ok || (b.sel >= 0 && int(p) != b.sel) {
			continue
		}
		live.add(blokusduo.Cells(m))
	}
	var out []blokusduo.Square
	for _, sq := range s.AttachPoints(mover) {
		if live[sq] {
			out = append(out, sq)
		}
	}
	return out
}

// mine returns the colour whose tray is shown large: the person's.
func (b *Board) mine() int {
	switch {
	case b.P.Viewer == 0 || b.P.Viewer == 1:
		return b.P.Viewer
	case b.state() != nil && b.state().ToMove() == 1:
		return 1
	}
	return 0
}

// onSide handles the trays' and the tools' buttons.
func (b *Board) onSide(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return
	}
	el := t.Call("closest", "[data-act]")
	if !el.Truthy() || el.Get("disabled").Bool() {
		ctx.PreventUpdate()
		return
	}
	switch el.Call("getAttribute", "data-act").String() {
	case "pick":
		if p, err := strconv.Atoi(el.Call("getAttribute", "data-id").String()); err == nil && p >= 0 && p < blokusduo.NumPieces {
			b.pick(p)
			if e.Get("detail").Int() == 0 {
				// Picked with the keyboard: on to the board with it.
				b.anchor = b.start()
				board.Focus(ctx, "#duo-board")
			}
		}
	case "rotate":
		b.turn(1)
	case "flip":
		b.flip()
	case "targets":
		b.showTargets = !b.showTargets
	case "place":
		b.confirm(ctx)
	case "drop":
		b.sel, b.anchor = -1, -1
	default:
		ctx.PreventUpdate()
	}
}

// pick selects a piece; picking it again turns it.
func (b *Board) pick(p int) {
	if b.sel == p {
		b.turn(1)
		return
	}
	b.sel, b.orient, b.anchor = p, 0, -1
}

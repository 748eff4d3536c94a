// Package duoview draws Blokus Duo: the board, both players' piece
// trays, and the preview of a piece being placed. It offers only the
// moves it is given as legal.
package duoview

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// Board is the Blokus Duo board component.
type Board struct {
	app.Compo
	P view.Props

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
	// showTargets is the board's own switch for attach-point hints.
	showTargets bool

	// index finds a legal move from its piece, orientation and origin.
	index map[int]rules.Move
	// hasPiece tells which pieces have at least one legal placement.
	hasPiece [blokusduo.NumPieces]bool
	// indexed is the position the index was built for.
	indexed indexKey

	keys app.Func
}

type indexKey struct {
	hash            uint64
	legal, ply, set int // set: 1, never the zero value
}

// placeKey is the key of a placement in the index: its piece, the index
// of its orientation and its origin, packed in one int.
func placeKey(p blokusduo.Piece, shape int, origin blokusduo.Square) int {
	return int(p)<<16 | shape<<8 | int(origin)
}

// SetProps gives the board what to draw.
func (b *Board) SetProps(p view.Props) { b.P = p }

// state returns the position shown.
func (b *Board) state() *blokusduo.State {
	s, _ := b.P.State.(*blokusduo.State)
	return s
}

// OnInit starts with nothing selected.
func (b *Board) OnInit() {
	b.sel, b.hover, b.anchor = -1, -1, -1
}

// OnMount listens to the keyboard: R and Shift+R turn the piece, F flips
// it, Escape drops it, Enter places it.
func (b *Board) OnMount(ctx app.Context) {
	b.keys = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		tag := strings.ToLower(e.Get("target").Get("tagName").String())
		if tag == "input" || tag == "select" || tag == "textarea" || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() {
			return nil
		}
		key := e.Get("key").String()
		shift := e.Get("shiftKey").Bool()
		dispatch(ctx, func(ctx app.Context) { b.key(ctx, key, shift) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", b.keys)
}

// OnDismount stops listening to the keyboard.
func (b *Board) OnDismount() {
	if b.keys != nil {
		app.Window().Call("removeEventListener", "keydown", b.keys)
		b.keys.Release()
		b.keys = nil
	}
}

func (b *Board) key(ctx app.Context, key string, shift bool) {
	switch strings.ToLower(key) {
	case "r":
		if shift {
			b.turn(-1)
		} else {
			b.turn(1)
		}
	case "f":
		b.flip()
	case "escape":
		b.sel, b.anchor = -1, -1
	case "enter":
		b.confirm(ctx)
	default:
		return
	}
}

// reindex rebuilds the legal-move index when the position changed, and
// drops a selection that can no longer be played.
func (b *Board) reindex() {
	s := b.state()
	if s == nil {
		return
	}
	key := indexKey{s.Hash(), len(b.P.Legal), s.Ply(), 1}
	if key == b.indexed {
		return
	}
	b.indexed = key
	b.index = make(map[int]rules.Move, len(b.P.Legal))
	b.hasPiece = [blokusduo.NumPieces]bool{}
	for _, m := range b.P.Legal {
		p, shape, origin, ok := blokusduo.Placement(m)
		if !ok {
			continue
		}
		b.index[placeKey(p, shape, origin)] = m
		b.hasPiece[p] = true
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
		m, legal = b.index[placeKey(blokusduo.Piece(b.sel), b.orient%len(blokusduo.Piece(b.sel).Shapes()), blokusduo.Sq(ox, oy))]
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
	col, rowFromTop := int(floor(x)), int(floor(y))
	if col < 0 || col >= blokusduo.Size || rowFromTop < 0 || rowFromTop >= blokusduo.Size {
		return -1, false
	}
	return blokusduo.Sq(col, blokusduo.Size-1-rowFromTop), true
}

func floor(x float64) float64 {
	i := float64(int(x))
	if i > x {
		i--
	}
	return i
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
		b.hover = sq
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
		// Mouse: the preview follows the pointer; a click places it.
		b.hover = sq
		b.confirm(ctx)
		return
	}
	// Touch: a first tap puts the piece down, a tap on it confirms.
	if b.anchor >= 0 {
		cells, _, legal := b.previewAt(b.anchor)
		if legal && containsCell(cells, sq) {
			b.confirm(ctx)
			return
		}
	}
	b.anchor = b.snap(sq)
}

func containsCell(cells [][2]int, sq blokusduo.Square) bool {
	for _, c := range cells {
		if c[0] == sq.Col() && c[1] == sq.Row() {
			return true
		}
	}
	return false
}

// Render draws the board, the trays and the controls.
func (b *Board) Render() app.UI {
	s := b.state()
	if s == nil {
		return app.Div()
	}
	b.reindex()
	l := b.P.Lang
	mover := b.mover()
	on := b.onPointer
	return app.Div().Class("duo", "board-view").Body(
		app.Div().Class("board-wrap").ID("duo-board").
			On("pointermove", on).
			On("pointerdown", on).
			On("pointerleave", on).
			On("click", on).
			Body(
				app.Raw(b.boardSVG(s)),
				app.Raw(b.overlaySVG(s, mover)),
			),
		app.Div().Class("side").On("click", b.onSide).Body(app.Raw(b.sideHTML(s, l, mover))),
	)
}

// svgOpen starts the board's drawing (one unit per square, see viewX).
const svgOpen = `<svg xmlns="` + svg.NS + `" viewBox="-0.75 -0.25 15 15" `

// boardSVG draws the board with its pieces, the last move marked.
func (b *Board) boardSVG(s *blokusduo.State) string {
	var g svg.B
	g.W(svgOpen + `class="board" role="img" aria-label="Blokus Duo"><rect class="board-bg" width="14" height="14" rx="0.15"/>`)
	grid(&g)
	for i := 0; i < blokusduo.Size; i++ {
		g.N(`<text class="coord" x="%" y="14.55">`, float64(i)+0.5).W(`$</text>`, string(rune('a'+i)))
		g.N(`<text class="coord" x="-0.38" y="%">%</text>`, float64(blokusduo.Size-1-i)+0.62, float64(i+1))
	}
	for _, sq := range []blokusduo.Square{blokusduo.StartE10, blokusduo.StartJ5} {
		if s.At(sq) < 0 {
			x, y := xy(sq)
			g.N(`<circle class="start" cx="%" cy="%" r="0.28"/>`, x+0.5, y+0.5)
		}
	}
	var last squareSet
	if b.P.HasLast {
		last.add(blokusduo.Cells(b.P.Last))
	}
	for sq := blokusduo.Square(0); sq < blokusduo.Sq(0, blokusduo.Size); sq++ {
		if c := s.At(sq); c >= 0 && sq.Col() < blokusduo.Size {
			cls := ""
			if last[sq] {
				cls = " last"
				if b.P.Animate {
					cls = " last fresh"
				}
			}
			cell(&g, sq, c, cls)
		}
	}
	return g.W(`</svg>`).String()
}

// overlaySVG draws what changes with the pointer: where pieces may start,
// the suggestion, and the piece being placed.
func (b *Board) overlaySVG(s *blokusduo.State, mover int) string {
	var g svg.B
	g.W(svgOpen + `class="board overlay" aria-hidden="true">`)
	if mover >= 0 && (b.showTargets || b.P.ShowTargets || b.sel >= 0) {
		for _, sq := range b.targets(s, mover) {
			x, y := xy(sq)
			g.N(`<circle class="target seat%" cx="%" cy="%" r="0.17"/>`, float64(mover), x+0.5, y+0.5)
		}
	}
	if b.P.HasHint {
		for _, sq := range blokusduo.Cells(b.P.Hint) {
			x, y := xy(sq)
			g.W(`<rect class="hint" data-sq="$"`, sq.String()).N(` x="%" y="%" width="0.84" height="0.84" rx="0.12"/>`, x+0.08, y+0.08)
		}
	}
	at := b.hover
	if b.touch || b.anchor >= 0 {
		at = b.anchor
	}
	if cells, _, legal := b.previewAt(at); cells != nil && mover >= 0 {
		state := "illegal"
		if legal {
			state = "legal"
		}
		g.W(`<g class="preview $" id="preview" data-state="$">`, state, state)
		for _, c := range cells {
			if c[0] < 0 || c[1] < 0 || c[0] >= blokusduo.Size || c[1] >= blokusduo.Size {
				continue
			}
			cell(&g, blokusduo.Sq(c[0], c[1]), mover, "")
		}
		g.W(`</g>`)
	}
	return g.W(`</svg>`).String()
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

// squareSet is a set of squares.
type squareSet [blokusduo.Size * 16]bool

// add puts squares in the set.
func (set *squareSet) add(sqs []blokusduo.Square) {
	for _, sq := range sqs {
		set[sq] = true
	}
}

// xy returns the drawing position of a square's top left corner.
func xy(sq blokusduo.Square) (float64, float64) {
	return float64(sq.Col()), float64(blokusduo.Size - 1 - sq.Row())
}

// cell draws one square of a piece, with its colour and the colour's mark
// (a dot for the first player, a diamond for the second), and the
// classes cls after "cell seatN".
func cell(g *svg.B, sq blokusduo.Square, colour int, cls string) {
	mark := `<circle class="mark" cx="0.5" cy="0.5" r="0.13"/>`
	if colour != 0 {
		mark = `<path class="mark" d="M0.5 0.33099999999999996L0.669 0.5L0.5 0.669L0.33099999999999996 0.5Z"/>`
	}
	g.W(`<g class="cell seat$$" data-sq="$" transform="translate($ $)"><rect class="fill" x="0.04" y="0.04" width="0.92" height="0.92" rx="0.14"/>$</g>`,
		svg.Int(colour), cls, sq.String(), svg.Int(sq.Col()), svg.Int(blokusduo.Size-1-sq.Row()), mark)
}

// grid draws the lines between the squares.
func grid(g *svg.B) {
	g.W(`<path class="grid" d="`)
	for i := 1.0; i < blokusduo.Size; i++ {
		g.N("M% 0V14M0 %H14", i, i)
	}
	g.W(`"/>`)
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

// sideHTML writes both trays (the person's large, pieces to pick when
// they may move; used pieces dimmed) and the tools.
func (b *Board) sideHTML(s *blokusduo.State, l i18n.Lang, mover int) string {
	var h svg.B
	h.W(`<div class="side-in">`)
	b.tray(&h, s, 1-b.mine(), false, false)
	b.tray(&h, s, b.mine(), true, mover >= 0)
	h.W(`<div class="tools">`)
	targets := "icon off"
	if b.showTargets || b.P.ShowTargets {
		targets = "icon on"
	}
	tool(&h, l, "rotate", "icon", "duo.rotate", "⟳", b.sel >= 0, "")
	tool(&h, l, "flip", "icon", "duo.flip", "⇋", b.sel >= 0, "")
	tool(&h, l, "targets", targets, "duo.targets", "◌", mover >= 0, ` aria-pressed="`+strconv.FormatBool(b.showTargets)+`"`)
	if b.anchor >= 0 && b.sel >= 0 {
		_, _, legal := b.previewAt(b.anchor)
		tool(&h, l, "place", "primary", "duo.place", "", legal, "")
	}
	if b.sel >= 0 {
		tool(&h, l, "drop", "", "duo.drop", "", true, "")
	}
	return h.W(`</div></div>`).String()
}

// tray writes a colour's pieces: to pick when active, used ones dimmed.
func (b *Board) tray(h *svg.B, s *blokusduo.State, colour int, big, active bool) {
	cls := ""
	if big {
		cls = " big"
	}
	if active {
		cls += " active"
	}
	c := svg.Int(colour)
	h.W(`<div class="tray seat$$" id="tray-$">`, c, cls, c)
	for p := blokusduo.Piece(0); p < blokusduo.NumPieces; p++ {
		used := s.Used(colour, p)
		selected := active && int(p) == b.sel
		playable := active && !used && b.hasPiece[p]
		cls := "piece"
		if used {
			cls += " used"
		}
		if selected {
			cls += " selected"
		}
		if active && !used && !playable {
			cls += " blocked"
		}
		var pic string
		if selected {
			pic = pieceSVG(b.shape(), colour, true)
		} else {
			pic = pieceSVG(trayShape(p), colour, false)
		}
		if !active {
			h.W(`<div class="$">$</div>`, cls, pic)
			continue
		}
		disabled := ""
		if !playable {
			disabled = " disabled"
		}
		h.W(`<button class="$" id="piece-$" data-act="pick" data-id="$" data-size="$" aria-label="$" aria-pressed="$"$>$</button>`,
			cls, p.Name(), svg.Int(int(p)), svg.Int(p.Size()), p.Name(), strconv.FormatBool(selected), disabled, pic)
	}
	h.W(`</div>`)
}

// tool writes a button of the tools, labelled with the text of key; it
// shows text, or the label when text is "".
func tool(h *svg.B, l i18n.Lang, id, cls, key, text string, enabled bool, extra string) {
	disabled := ""
	if !enabled {
		disabled = " disabled"
	}
	label := l.T(key)
	if text == "" {
		text = label
	}
	h.W(`<button class="btn $" id="$" data-act="$" title="~" aria-label="~"$$>~</button>`, cls, id, id, label, label, extra, disabled, text)
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

// trayShape returns the orientation a piece has in the tray: the flattest
// (at most three squares tall, so the tray's boxes are 5 × 3).
func trayShape(p blokusduo.Piece) blokusduo.Shape {
	var best blokusduo.Shape
	bestH := 99
	for _, sh := range p.Shapes() {
		h := 0
		for _, c := range sh {
			h = max(h, c[1]+1)
		}
		if h < bestH {
			best, bestH = sh, h
		}
	}
	return best
}

// pieceSVG draws a piece in a 5 × 3 box, or, with fit, in a box that
// fits it (the selected piece, in any orientation).
func pieceSVG(sh blokusduo.Shape, colour int, fit bool) string {
	w, h := 0, 0
	for _, c := range sh {
		w, h = max(w, c[0]+1), max(h, c[1]+1)
	}
	bw, bh := 5, 3
	if fit {
		bw, bh = max(w, h, 3), max(w, h, 3)
	}
	ox, oy := float64(bw-w)/2, float64(bh-h)/2
	var g svg.B
	g.N(`<svg xmlns="`+svg.NS+`" viewBox="0 0 % %" class="seat%">`, float64(bw), float64(bh), float64(colour))
	for _, c := range sh {
		x, y := ox+float64(c[0]), oy+float64(h-1-c[1])
		g.N(`<rect class="fill" x="%" y="%" width="0.88" height="0.88" rx="0.14"/>`, x+0.06, y+0.06)
	}
	return g.W(`</svg>`).String()
}

// dispatch runs f on the UI goroutine: ctx.Dispatch called through a
// variable, so never inlined (each inlined copy adds its closure to the
// WebAssembly; go-app has the function already).
var dispatch = app.Context.Dispatch

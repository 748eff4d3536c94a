package duoview

import (
	"errors"
	"strconv"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/rules/blokusduo"
)

// draw draws position s, the trays and the controls in language l.
func (b *Board) draw(s *blokusduo.State, l i18n.Lang) app.UI {
	mover := b.mover()
	on := b.onPointer
	side, why, high := b.sideHTML(s, l, mover)
	// Why the piece set down cannot go there, in the rules' words, on
	// the board's edge away from the piece: where the player looks, and
	// nothing beside the board moves when it comes and goes. An element
	// of its own, kept from one drawing to the next, so that screen
	// readers announce its changes.
	whyAt := ""
	if high {
		whyAt = "duo-why-low"
	}
	return app.Div().Class("duo", "board-view").Body(
		board.Area("duo-board", l.T("duo.kb.board"), l.T("duo.kb.keys"), &b.focus, func() string { return b.said(s, l) },
			app.Raw(b.boardSVG(s)), app.Raw(b.overlaySVG(s, mover)),
			app.P().Class("duo-why", whyAt).ID("duo-why").Attr("role", "status").Text(why)).
			On("pointermove", on).
			On("pointerdown", on).
			On("pointerleave", on).
			On("click", on),
		app.Div().Class("side").On("click", b.onSide).OnKeyDown(board.Rove(".tray", trayPieces)).Body(
			app.Raw(side),
		),
	)
}

// viewBox is the board's drawing area, one unit per square (see viewX).
var viewBox = svg.Nums(viewX, viewY, viewW, viewH)

// boardSVG draws the board with its pieces, the last move marked.
func (b *Board) boardSVG(s *blokusduo.State) string {
	var g svg.B
	g.Open(viewBox, `class="board" role="img" aria-label="Blokus Duo"`)
	g.El(`rect class="board-bg" width="14" height="14" rx="0.15"`)
	grid(&g)
	for i := 0; i < blokusduo.Size; i++ {
		g.Label("coord", string(rune('a'+i)), float64(i)+0.5, 14.55)
		g.Label("coord", strconv.Itoa(i+1), -0.38, float64(blokusduo.Size-1-i)+0.62)
	}
	for _, sq := range []blokusduo.Square{blokusduo.StartE10, blokusduo.StartJ5} {
		if s.At(sq) < 0 {
			x, y := xy(sq)
			g.Circle("start", x+0.5, y+0.5, 0.28)
		}
	}
	var last squareSet
	m, fresh, ok := board.Last(b.P)
	if ok {
		last.add(blokusduo.Cells(m))
	}
	for sq := blokusduo.Square(0); sq < blokusduo.Sq(0, blokusduo.Size); sq++ {
		if c := s.At(sq); c >= 0 && sq.Col() < blokusduo.Size {
			cls := ""
			if last[sq] {
				cls = " " + board.LastClass(fresh)
			}
			cell(&g, sq, c, cls)
		}
	}
	return g.Close()
}

// overlaySVG draws what changes with the pointer: where pieces may start,
// the suggestion, and the piece being placed.
func (b *Board) overlaySVG(s *blokusduo.State, mover int) string {
	var g svg.B
	g.Open(viewBox, `class="board overlay" aria-hidden="true"`)
	if mover >= 0 && (b.showTargets || b.P.ShowTargets || b.sel >= 0) {
		for _, sq := range b.targets(s, mover) {
			x, y := xy(sq)
			g.Circle("target seat"+strconv.Itoa(mover), x+0.5, y+0.5, 0.17)
		}
	}
	if b.P.HasHint && !b.P.HintStart {
		for _, sq := range blokusduo.Cells(b.P.Hint) {
			x, y := xy(sq)
			g.Rect("hint", x+0.08, y+0.08, 0.84, 0.84, 0.12, "data-sq", sq.String())
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
		g.Start(`g id="preview"`, "class", "preview "+state, "data-state", state)
		for _, c := range cells {
			if c[0] < 0 || c[1] < 0 || c[0] >= blokusduo.Size || c[1] >= blokusduo.Size {
				continue
			}
			cell(&g, blokusduo.Sq(c[0], c[1]), mover, "")
		}
		g.End("g")
	}
	if b.focus.On {
		// The keyboard's cursor: the square it points at, or the one
		// the piece's handle is on.
		at := blokusduo.Sq(b.kc.X, b.kc.Y)
		if b.sel >= 0 && b.anchor >= 0 {
			at = b.anchor
		}
		x, y := xy(at)
		g.Rect("duo-cursor", x+0.02, y+0.02, 0.96, 0.96, 0.12, "data-cursor", at.String())
		g.Rect("duo-cursor in", x+0.12, y+0.12, 0.76, 0.76, 0.08)
	}
	return g.Close()
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
	x, y := xy(sq)
	g.Group("cell seat"+strconv.Itoa(colour)+cls, x, y, "data-sq", sq.String())
	g.El(`rect class="fill" x="0.04" y="0.04" width="0.92" height="0.92" rx="0.14"`)
	if colour == 0 {
		g.El(`circle class="mark" cx="0.5" cy="0.5" r="0.13"`)
	} else {
		g.El(`path class="mark" d="M0.5 0.331L0.669 0.5L0.5 0.669L0.331 0.5Z"`)
	}
	g.End("g")
}

// grid draws the lines between the squares.
func grid(g *svg.B) {
	var d svg.Path
	for i := 1.0; i < blokusduo.Size; i++ {
		d.Cmd('M', i, 0).Cmd('V', 14).Cmd('M', 0, i).Cmd('H', 14)
	}
	g.El(`path class="grid"`, "d", d.String())
}

// sideHTML writes both trays (the person's large, pieces to pick when
// they may move; used pieces dimmed) and the tools, and why the piece
// set down cannot go there ("" when it can, or none is set down), high
// when it lies in the board's top rows.
func (b *Board) sideHTML(s *blokusduo.State, l i18n.Lang, mover int) (html, why string, high bool) {
	var h svg.B
	h.Start(`div class="side-in"`)
	b.tray(&h, s, l, 1-b.mine(), false, false)
	b.tray(&h, s, l, b.mine(), true, mover >= 0)
	h.Start(`div class="tools"`)
	targets := "icon off"
	if b.showTargets || b.P.ShowTargets {
		targets = "icon on"
	}
	tool(&h, l, "rotate", "icon", "duo.rotate", "⟳", b.sel >= 0)
	tool(&h, l, "flip", "icon", "duo.flip", "⇋", b.sel >= 0)
	tool(&h, l, "targets", targets, "duo.targets", "◌", mover >= 0, "aria-pressed", strconv.FormatBool(b.showTargets))
	if b.anchor >= 0 && b.sel >= 0 {
		cells, _, legal := b.previewAt(b.anchor)
		tool(&h, l, "place", "primary", "duo.place", "✓", legal)
		if !legal && mover >= 0 {
			why = refusal(s, l, cells)
		}
		for _, c := range cells {
			high = high || c[1] >= blokusduo.Size-4
		}
	}
	if b.sel >= 0 {
		tool(&h, l, "drop", "", "duo.drop", "↩", true)
	}
	h.End("div")
	return h.End("div").String(), why, high
}

// refusals are the texts of the placement rules a piece set down can
// break.
var refusals = []struct {
	rule error
	key  string
}{
	{blokusduo.ErrCovered, "duo.why.covered"},
	{blokusduo.ErrOwnEdge, "duo.why.edge"},
	{blokusduo.ErrStart, "duo.why.start"},
	{blokusduo.ErrCorner, "duo.why.corner"},
}

// refusal says in l why the piece covering cells (column, row) cannot be
// placed in s, as the rules refuse it; "" when they give no placement
// rule.
func refusal(s *blokusduo.State, l i18n.Lang, cells [][2]int) string {
	squares := make([]string, len(cells))
	for i, c := range cells {
		if c[0] < 0 || c[1] < 0 || c[0] >= blokusduo.Size || c[1] >= blokusduo.Size {
			return l.T("duo.why.off")
		}
		squares[i] = blokusduo.Sq(c[0], c[1]).String()
	}
	_, err := s.ParseMove(strings.Join(squares, ","))
	for _, r := range refusals {
		if errors.Is(err, r.rule) {
			return l.T(r.key)
		}
	}
	return ""
}

// tray writes a colour's pieces: to pick when active (each button
// named in words, "the V-tromino"), used ones dimmed, those that fit
// nowhere now marked "blocked" (drawn as outlines).
func (b *Board) tray(h *svg.B, s *blokusduo.State, l i18n.Lang, colour int, big, active bool) {
	cls := ""
	if big {
		cls = " big"
	}
	if active {
		cls += " active"
	}
	c := strconv.Itoa(colour)
	h.Start("div", "class", "tray seat"+c+cls, "id", "tray-"+c)
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
			pic = trayPicture(colour, p)
		}
		if !active {
			h.Start("div", "class", cls).Raw(pic).End("div")
			continue
		}
		button := `button data-act="pick"`
		if !playable {
			button += " disabled"
		}
		h.Start(button, "class", cls, "id", "piece-"+p.Name(), "data-id", strconv.Itoa(int(p)), "data-size", strconv.Itoa(p.Size()),
			"aria-label", pieceName(l, p), "aria-pressed", strconv.FormatBool(selected)).Raw(pic).End("button")
	}
	h.End("div")
}

// tool writes a button of the tools, labelled with the text of key, and
// any further attributes; it shows text, or the label when text is "",
// and under a symbol the word of key.short where there is one.
func tool(h *svg.B, l i18n.Lang, id, cls, key, text string, enabled bool, attrs ...string) {
	label := l.T(key)
	if text == "" {
		text = label
	}
	button := "button"
	if !enabled {
		button += " disabled"
	}
	attrs = append([]string{"class", "btn " + cls, "id", id, "data-act", id, "title", label, "aria-label", label}, attrs...)
	// A symbol with a word of its own shows both, one over the other: a
	// bare ⟳ tells nobody it turns the piece.
	if short := key + ".short"; text != label && l.Has(short) {
		h.Start(button, attrs...)
		h.TextEl(`span class="sym" aria-hidden="true"`, text)
		h.TextEl(`span class="short" aria-hidden="true"`, l.T(short))
		h.End("button")
		return
	}
	h.TextEl(button, text, attrs...)
}

// trayPictures are the pieces as the trays show them, by colour: drawn
// once (trayOnce), not again for every piece at every move.
var (
	trayPictures [2][blokusduo.NumPieces]string
	trayOnce     sync.Once
)

// trayPicture returns the picture of piece p of colour c in the tray.
func trayPicture(c int, p blokusduo.Piece) string {
	trayOnce.Do(func() {
		for c := range trayPictures {
			for p := range trayPictures[c] {
				trayPictures[c][p] = pieceSVG(trayShape(blokusduo.Piece(p)), c, false)
			}
		}
	})
	return trayPictures[c][p]
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
	g.Open(svg.Nums(0, 0, float64(bw), float64(bh)), "", "class", "seat"+strconv.Itoa(colour))
	for _, c := range sh {
		x, y := ox+float64(c[0]), oy+float64(h-1-c[1])
		g.Rect("fill", x+0.06, y+0.06, 0.88, 0.88, 0.14)
	}
	return g.Close()
}

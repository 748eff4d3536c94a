// Package bloqsview draws Bloqs: the stepped board of squares numbered
// along its edge, the blocks on it in 3-D with their heights, the squares
// each player isolated in their colour and mark, and the making of a
// turn: choose a footprint, see the block where it would go, with whether
// it is legal, the rule it breaks, or the squares it would score or leave
// dead. It offers only the moves it is given as legal.
package bloqsview

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/bloqs"
)

// Board is the Bloqs board component.
//
// A turn: choose a footprint with the buttons, the keys 1, 2, 3 (6, 8 or
// 12 squares) and R (rotate), or the mouse wheel over the board. With a
// mouse, the block shows under the pointer and a click places it; on a
// touch screen a tap shows it there, and a second tap on it (or Place)
// places it, while a tap elsewhere or the arrows under the board move it.
// Escape takes the preview back.
type Board struct {
	app.Compo
	board.Props
	keys board.Keys

	// moves are the legal placements, and the seat making a turn
	// (Mover); legal holds them as a set.
	moves board.Moves[rules.Move]
	legal map[rules.Move]bool

	// foot is the footprint chosen (an index of bloqs.Footprints);
	// anchor is the square a tap put the block on (-1: none); hot the
	// square under the mouse (-1: none). A square is numbered
	// (r-1)*Cols + c-1.
	foot   int
	anchor int
	hot    int
	// touch is set after a touch or a pen: previews then stay put.
	touch bool
	// kc is the keyboard's cursor on the board (see keys.go); focus
	// follows whether the board has the keyboard's focus.
	kc    board.Cursor
	focus board.KeyFocus

	// hit is the pointer layer for the moves and the footprint chosen;
	// targets holds the legal placements of that footprint by the
	// square under their middle. aim makes both when either changes.
	hit     string
	targets map[int]rules.Move
}

func (b *Board) state() *bloqs.State { return board.State[*bloqs.State](b.P) }

// OnInit starts with the standing block chosen and nothing shown, and
// indexes the legal moves of the props the board is mounted with.
func (b *Board) OnInit() {
	b.clear()
	b.reindex()
}

// OnUpdate indexes the legal moves of new props (see reindex), before
// they are drawn.
func (b *Board) OnUpdate(ctx app.Context) { b.reindex() }

// Render draws the board (see draw).
func (b *Board) Render() app.UI { return board.Draw(b.P, b.draw) }

// clear drops the preview.
func (b *Board) clear() { b.anchor, b.hot = -1, -1 }

// reindex fits the keyboard's cursor to the board, indexes the legal
// moves when they changed, and starts the turn afresh (keeping the
// footprint chosen).
func (b *Board) reindex() {
	s := b.state()
	if s == nil {
		return
	}
	b.fit(s.Board())
	if !b.moves.Update(b.P, func(m rules.Move) (rules.Move, bool) { return m, true }) {
		return
	}
	b.clear()
	b.legal = make(map[rules.Move]bool, len(b.moves.List))
	for _, m := range b.moves.List {
		b.legal[m] = true
	}
	b.aim(s)
}

// preview is a block shown where it would go, and what the rules say of
// it.
type preview struct {
	// f is the footprint, c and r its lowest-left square (from 1, maybe
	// outside the frame).
	f, c, r int
	// m is the placement, when the block lies inside the frame (inFrame).
	m       rules.Move
	inFrame bool
	// legal tells whether m is among the moves given; why is the rule it
	// breaks (one of bloqs.ErrOffBoard, …), nil when legal or when the
	// rules allow it but it is not the person's turn.
	legal bool
	why   error
	// points are the squares it would isolate. When legal, scores and
	// dead list the squares it would isolate and those it would leave
	// dead (no block can go there any more, though their region stays
	// open), numbered as the pointer's (see square).
	points       int
	scores, dead []int
}

// reasons are the rules a placement can break, in the order Check tests
// them.
var reasons = []error{bloqs.ErrOffBoard, bloqs.ErrCovered, bloqs.ErrEdge, bloqs.ErrNoContact, bloqs.ErrSameHeight}

// judge returns the block of footprint f placed over the square at column
// c, row r (the square under the pointer: the block's lowest-left square
// shifted so that the pointer is near its middle), whether it is one of
// the legal moves, or which rule forbids it, and its points.
func judge(s *bloqs.State, legal map[rules.Move]bool, f, c, r int) preview {
	fp := bloqs.Footprints[f]
	p := preview{f: f, c: c - (fp.W-1)/2, r: r - (fp.H-1)/2}
	p.m, p.inFrame = s.Board().MoveOf(fp.W, fp.H, p.c, p.r)
	if !p.inFrame {
		p.why = bloqs.ErrOffBoard
		return p
	}
	p.legal = legal[p.m]
	p.points = s.Points(p.m)
	if err := s.Check(p.m); err != nil && !p.legal {
		p.why = err
		for _, e := range reasons {
			if errors.Is(err, e) {
				p.why = e
			}
		}
	}
	return p
}

// square returns the column and row (from 1) of square number sq.
func square(bd *bloqs.Board, sq int) (c, r int) { return sq%bd.Cols + 1, sq/bd.Cols + 1 }

// current returns the preview shown: at the square a tap chose, or under
// the mouse; ok is false when there is none.
func (b *Board) current(s *bloqs.State) (p preview, ok bool) {
	sq := b.anchor
	if !b.touch {
		sq = b.hot
	}
	if sq < 0 || b.moves.Mover() < 0 {
		return p, false
	}
	c, r := square(s.Board(), sq)
	p = judge(s, b.legal, b.foot, c, r)
	if p.legal {
		p.scores, p.dead = isolates(s, p.m)
	}
	return p, true
}

// shown returns the preview shown (current), nil when there is none: a
// drawing judges it once, for every part that shows it.
func (b *Board) shown(s *bloqs.State) *preview {
	if pv, ok := b.current(s); ok {
		return &pv
	}
	return nil
}

// isolates returns the squares placing m in s would isolate, and those
// it would leave dead: empty, covered by no empty 2 × 3 or 3 × 2
// rectangle any more, in a region still open.
func isolates(s *bloqs.State, m rules.Move) (scores, dead []int) {
	after := s.Clone().(*bloqs.State)
	after.Apply(m)
	bd := s.Board()
	was, is := live(s), live(after)
	for sq := range was {
		c, r := square(bd, sq)
		switch {
		case s.ScoredBy(c, r) < 0 && after.ScoredBy(c, r) >= 0:
			scores = append(scores, sq)
		case was[sq] && !is[sq] && after.HeightAt(c, r) == 0 && after.ScoredBy(c, r) < 0:
			dead = append(dead, sq)
		}
	}
	return scores, dead
}

// live returns which squares of s a block could still cover, by number:
// those of an empty 2 × 3 or 3 × 2 rectangle.
func live(s *bloqs.State) []bool {
	bd := s.Board()
	empty := make([]bool, bd.Cols*bd.Rows)
	for sq := range empty {
		c, r := square(bd, sq)
		empty[sq] = bd.On(c, r) && s.HeightAt(c, r) == 0
	}
	out := make([]bool, len(empty))
	// The standing block, both ways: the smallest footprints, in every
	// other.
	for _, f := range bloqs.Footprints[:2] {
		for r := 1; r+f.H-1 <= bd.Rows; r++ {
			for c := 1; c+f.W-1 <= bd.Cols; c++ {
				if fits(empty, bd.Cols, f, c, r) {
					for y := r; y < r+f.H; y++ {
						for x := c; x < c+f.W; x++ {
							out[(y-1)*bd.Cols+x-1] = true
						}
					}
				}
			}
		}
	}
	return out
}

// fits reports whether footprint f at column c, row r covers squares
// marked in empty only (a frame cols squares wide).
func fits(empty []bool, cols int, f bloqs.Footprint, c, r int) bool {
	for y := r; y < r+f.H; y++ {
		for x := c; x < c+f.W; x++ {
			if !empty[(y-1)*cols+x-1] {
				return false
			}
		}
	}
	return true
}

// squareNamed returns the number of the square named "c,r" on bd, or -1.
func squareNamed(bd *bloqs.Board, name string) int {
	cs, rs, _ := strings.Cut(name, ",")
	c, err1 := strconv.Atoi(cs)
	r, err2 := strconv.Atoi(rs)
	if err1 != nil || err2 != nil || !bd.On(c, r) {
		return -1
	}
	return (r-1)*bd.Cols + c - 1
}

// pointerAt returns the square under the middle of the block of move m
// (where the pointer shows it, see judge), by number.
func pointerAt(bd *bloqs.Board, m rules.Move) int {
	f, c, r, _ := bd.Placement(m)
	return (r+(f.H-1)/2-1)*bd.Cols + c + (f.W-1)/2 - 1
}

// onPreview reports whether square sq is under the legal block a tap
// put down: a second tap there places it.
func (b *Board) onPreview(s *bloqs.State, sq int) bool {
	pv, ok := b.current(s)
	if !ok || !pv.legal || !b.touch {
		return false
	}
	c, r := square(s.Board(), sq)
	fp := bloqs.Footprints[pv.f]
	return c >= pv.c && c < pv.c+fp.W && r >= pv.r && r < pv.r+fp.H
}

// place plays the block shown, when it is legal.
func (b *Board) place(ctx app.Context, s *bloqs.State) {
	if p, ok := b.current(s); ok && p.legal {
		b.clear()
		view.Play(ctx, p.m)
	}
}

// choose makes footprint f the chosen one.
func (b *Board) choose(f int) {
	b.foot = (f%len(bloqs.Footprints) + len(bloqs.Footprints)) % len(bloqs.Footprints)
	if s := b.state(); s != nil {
		b.aim(s)
	}
}

// size chooses the footprint of n squares (0: 6, 1: 8, 2: 12), keeping the
// rotation.
func (b *Board) size(n int) { b.choose(2*n + b.foot%2) }

// rotate turns the footprint a quarter turn.
func (b *Board) rotate() { b.choose(b.foot ^ 1) }

// nudge moves the block a tap showed one square the way of arrow key
// (ArrowLeft, …), as the arrow keys move the keyboard's cursor: a finger
// lands within a square or two on a phone's board, and the arrows then
// put the block where it was meant.
func (b *Board) nudge(s *bloqs.State, key string) {
	if b.anchor < 0 {
		return
	}
	b.fit(s.Board())
	b.kc.Set(b.anchor%b.kc.W, b.anchor/b.kc.W)
	b.kc.Step(key)
	b.anchor, b.touch = b.kc.Y*b.kc.W+b.kc.X, true
}

// nudges are the nudge buttons, in their order on the screen: the arrow
// key each stands for, the way it names (its id and text end in it) and
// its face.
var nudges = [4]struct{ key, way, face string }{
	{"ArrowLeft", "left", "←"}, {"ArrowUp", "up", "↑"}, {"ArrowDown", "down", "↓"}, {"ArrowRight", "right", "→"},
}

// The buttons carry data-a: the footprint buttons actFoot plus the size
// (0–2), the buttons actRotate, actBack and actPlace, and the nudge
// buttons actNudge plus their index in nudges. The squares of the
// pointer layer carry data-square, their name.
const (
	actFoot   = 10000
	actRotate = 10010
	actBack   = 10011
	actPlace  = 10012
	actNudge  = 10020
)

// OnMount listens to the keyboard: 1, 2, 3 choose the size, R rotates,
// Enter places the block shown, Escape takes it back.
func (b *Board) OnMount(ctx app.Context) {
	b.keys.ListenArea(ctx, "bq-board", "1 2 3 r Enter Escape", b.key)
}

// OnDismount stops listening to the keyboard.
func (b *Board) OnDismount() { b.keys.Stop() }

// key runs the keys: those of the board's when pressed on it (see
// areaKey), else the page's, during a turn.
func (b *Board) key(ctx app.Context, k board.Key) {
	s := b.state()
	if s == nil || k.Area && b.areaKey(ctx, s, k) || b.moves.Mover() < 0 {
		return
	}
	switch k.Name {
	case "1", "2", "3":
		b.size(int(k.Name[0] - '1'))
	case "r":
		b.rotate()
	case "Enter":
		b.place(ctx, s)
	case "Escape":
		b.clear()
	}
}

// on handles every event of the board and its panel: the pointer, the
// wheel and the elements with data-a.
func (b *Board) on(ctx app.Context, e app.Event) {
	s := b.state()
	kind := e.Get("type").String()
	if s == nil || b.moves.Mover() < 0 {
		ctx.PreventUpdate()
		return
	}
	switch kind {
	case "pointerdown":
		b.touch = e.Get("pointerType").String() != "mouse"
		ctx.PreventUpdate()
		return
	case "wheel":
		e.PreventDefault()
		if e.Get("deltaY").Float() < 0 {
			b.choose(b.foot - 1)
		} else {
			b.choose(b.foot + 1)
		}
		return
	}
	a, sq := -1, -1
	if el := e.Get("target").Call("closest", "[data-a],[data-square]"); el.Truthy() {
		if name := el.Call("getAttribute", "data-square"); name.Truthy() {
			sq = squareNamed(s.Board(), name.String())
		} else if n, err := strconv.Atoi(el.Call("getAttribute", "data-a").String()); err == nil {
			a = n
		}
	}
	switch {
	case kind == "pointermove":
		if sq == b.hot || e.Get("pointerType").String() != "mouse" {
			ctx.PreventUpdate()
			return
		}
		b.hot, b.touch = sq, false
	case a >= actFoot && a < actFoot+3:
		b.size(a - actFoot)
		if e.Get("detail").Int() == 0 {
			// Chosen with the keyboard: on to the board with it.
			b.fit(s.Board())
			b.anchor, b.touch = b.kc.Y*b.kc.W+b.kc.X, true
			board.Focus(ctx, "#bq-board")
		}
	case a == actRotate:
		b.rotate()
	case a == actBack:
		b.clear()
	case a == actPlace:
		b.place(ctx, s)
	case a >= actNudge && a < actNudge+len(nudges):
		b.nudge(s, nudges[a-actNudge].key)
	case sq < 0:
		ctx.PreventUpdate()
	case !b.touch:
		b.hot = sq
		b.place(ctx, s)
	case b.onPreview(s, sq):
		b.place(ctx, s)
	default:
		b.anchor = sq
	}
}

// Package blockadeview draws Blockade and Cul de Sac: the grooved board
// with its pawns, goals and walls, and the making of a turn (a pawn move,
// then a wall) with a preview at each step. It offers only the moves it
// is given as legal.
package blockadeview

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/view"
	"impasse/rules"
	bk "impasse/rules/blockade"
)

// Board is the Blockade and Cul de Sac board component.
//
// A turn is made in steps: pick a pawn, pick its destination (the pawn
// moves there provisionally), then point at a groove: the wall is
// previewed there, and a click (or a second tap, or Confirm) plays the
// whole turn. Back, Escape or a tap on the moved pawn steps back.
//
// The pointer is read from a transparent layer of shapes on top of the
// board, one per square or wall place, each naming what it stands for
// (data-h: a square, or hitWall plus a wall), so that no geometry is
// needed here.
type Board struct {
	app.Compo
	board.Props
	keys board.Keys

	// moves are the legal moves, decoded; mover is the seat making a
	// turn, or -1.
	moves board.Moves[opt]
	mover int

	// sel is the pawn picked and dest its destination (NoSquare: none);
	// moved is set once the pawn move is chosen (or when no pawn can
	// move), and the turn is at its wall.
	sel, dest bk.Square
	moved     bool
	// wall is the wall previewed (NoWall: none). anchored is set when a
	// tap put it there: it stays until confirmed or moved.
	wall     bk.Wall
	anchored bool
	// hot is the shape under the mouse (-1: none); turned is set when the
	// person turned the wall it shows to the other kind.
	hot    int
	turned bool
	// touch is set after a touch or a pen: previews then stay put.
	touch bool
	// routes shows each pawn's shortest route; steps are the routes'
	// lengths, for the panel.
	routes bool
	steps  [2]int
	// kc is the keyboard's cursor on the squares, wc the one on the
	// walls' crossings (see keys.go); focus follows whether the board
	// has the keyboard's focus.
	kc, wc board.Cursor
	focus  board.KeyFocus
}

// opt is one legal move, decoded.
type opt struct {
	from, to bk.Square
	w        bk.Wall
	m        rules.Move
}

func decode(m rules.Move) (opt, bool) {
	from, to, w := bk.DecodeMove(m)
	return opt{from: from, to: to, w: w, m: m}, true
}

// hitWall is added to a wall to name its shape in the pointer layer.
const hitWall = 1000

func (b *Board) state() *bk.State { return board.State[*bk.State](b.P) }

// OnInit starts with nothing chosen.
func (b *Board) OnInit() {
	b.clear()
	b.mover = -1
	b.kc = board.Cursor{X: bk.Cols / 2, Y: bk.Rows / 2, W: bk.Cols, H: bk.Rows}
	b.wc = board.Cursor{X: bk.Cols / 2, Y: bk.Rows / 2, W: bk.Cols - 1, H: bk.Rows - 1}
}

// clear drops the turn being made.
func (b *Board) clear() {
	b.sel, b.dest, b.wall, b.hot = bk.NoSquare, bk.NoSquare, bk.NoWall, -1
	b.moved, b.anchored, b.turned = false, false, false
}

// reindex decodes the legal moves when the position changed, and starts
// the turn afresh.
func (b *Board) reindex(s *bk.State) {
	if !b.moves.Update(b.P, decode) {
		return
	}
	b.mover = -1
	b.clear()
	if len(b.moves.List) == 0 {
		return
	}
	b.mover = s.ToMove()
	only := bk.Square(-2)
	for _, o := range b.moves.List {
		if only == -2 || only == o.from {
			only = o.from
		} else {
			only = -3
		}
	}
	// With a single pawn able to move, it is picked already; with none,
	// the turn is a wall alone (a pass the shell plays by itself).
	if only >= 0 {
		b.sel = only
	}
	b.moved = only == bk.NoSquare
}

// find returns the legal move of the turn being made with wall w (NoWall:
// none).
func (b *Board) find(w bk.Wall) (rules.Move, bool) {
	o, ok := b.moves.Find(func(o opt) bool { return o.from == b.sel && o.to == b.dest && o.w == w })
	return o.m, ok
}

// wants reports whether the turn being made goes on with a wall.
func (b *Board) wants() bool {
	return b.moves.Any(func(o opt) bool { return o.from == b.sel && o.to == b.dest && o.w != bk.NoWall })
}

// movable reports whether the pawn on sq is the mover's and can move.
func (b *Board) movable(sq bk.Square) bool {
	return sq != bk.NoSquare && b.moves.Any(func(o opt) bool { return o.from == sq })
}

// targets returns the squares the picked pawn may go to.
func (b *Board) targets() []bk.Square {
	var out []bk.Square
	for _, o := range b.moves.List {
		if o.from == b.sel && b.sel != bk.NoSquare && (len(out) == 0 || out[len(out)-1] != o.to) {
			out = append(out, o.to)
		}
	}
	return out
}

// target reports whether the picked pawn may go to sq.
func (b *Board) target(sq bk.Square) bool {
	for _, t := range b.targets() {
		if t == sq {
			return true
		}
	}
	return false
}

// ready returns the move the turn made so far amounts to, if complete.
func (b *Board) ready() (rules.Move, bool) {
	if !b.moved || b.wall == bk.NoWall && b.wants() {
		return 0, false
	}
	return b.find(b.wall)
}

// legal reports whether the turn made so far is complete.
func (b *Board) legal() bool {
	_, ok := b.ready()
	return ok
}

// confirm plays the turn when it is complete.
func (b *Board) confirm(ctx app.Context) {
	if m, ok := b.ready(); ok {
		b.clear()
		view.Play(ctx, m)
	}
}

// back steps back: the wall, then the pawn move, then the pick.
func (b *Board) back() {
	switch {
	case b.wall != bk.NoWall:
		b.wall, b.anchored, b.turned = bk.NoWall, false, false
	case b.moved && b.sel != bk.NoSquare:
		b.moved, b.dest = false, bk.NoSquare
	case !b.moved:
		b.sel = bk.NoSquare
	}
}

// flip returns the wall of the other kind at the same crossing.
func flip(w bk.Wall) bk.Wall { return bk.MakeWall(1-w.Kind(), w.Col(), w.Row()) }

// turn turns the previewed wall to the other kind.
func (b *Board) turn() {
	if b.wall != bk.NoWall {
		b.wall = flip(b.wall)
		b.turned = !b.turned && !b.anchored
	}
}

// OnMount listens to the keyboard (see key).
func (b *Board) OnMount(ctx app.Context) {
	b.keys.ListenArea(ctx, "bk-board", "h v r Space Enter Escape", b.key)
}

// OnDismount stops listening to the keyboard.
func (b *Board) OnDismount() { b.keys.Stop() }

// on handles every event of the board and its panel: the pointer and the
// panel's buttons (data-bk).
func (b *Board) on(ctx app.Context, e app.Event) {
	kind := e.Get("type").String()
	t := e.Get("target")
	if kind == "pointerdown" {
		b.touch = e.Get("pointerType").String() != "mouse"
		ctx.PreventUpdate()
		return
	}
	if el := t.Call("closest", "[data-bk]"); kind == "click" && el.Truthy() {
		b.act(ctx, el.Get("id").String(), el.Get("disabled").Bool())
		return
	}
	h, err := strconv.Atoi(t.Call("getAttribute", "data-h").String())
	if err != nil || b.mover < 0 {
		h = -1
	}
	if kind == "pointermove" {
		if h == b.hot || e.Get("pointerType").String() != "mouse" {
			ctx.PreventUpdate()
			return
		}
		// A wall turned by a key stays turned while the mouse stays on
		// its crossing.
		if h < hitWall || b.hot < hitWall || bk.Wall((h-hitWall)/2).Centre() != bk.Wall((b.hot-hitWall)/2).Centre() {
			b.turned = false
		}
		b.hot, b.touch = h, false
	}
	b.point(ctx, h, kind == "click")
}

// point follows the mouse over shape h (click false), or makes the turn's
// next step (click true).
func (b *Board) point(ctx app.Context, h int, click bool) {
	sq := bk.Square(h)
	switch {
	case h < 0:
	case !b.moved && !click:
		// The pawn phase's shapes are the squares; the mouse only points.
	case !b.moved && b.target(sq):
		b.dest, b.moved = sq, true
		b.wall, b.anchored, b.turned = bk.NoWall, false, false
	case !b.moved && b.movable(sq) && sq != b.sel:
		b.sel = sq
	case !b.moved:
		b.sel = bk.NoSquare
	case h < hitWall:
		// The moved pawn, or where it came from: take the move back.
		if click && b.sel != bk.NoSquare {
			b.moved, b.dest, b.wall = false, bk.NoSquare, bk.NoWall
		}
	case !b.wants():
	case !click || !b.touch:
		// Mouse: the preview follows the pointer; a click places it.
		b.wall, b.anchored = bk.Wall((h-hitWall)/2), false
		if b.turned {
			b.wall = flip(b.wall)
		}
		if click {
			b.confirm(ctx)
		}
	case b.anchored && b.wall != bk.NoWall && onWall(b.wall, h) && b.legal():
		// Touch: a tap on the (legal) wall put down confirms it.
		b.confirm(ctx)
	default:
		b.wall, b.anchored = bk.Wall((h-hitWall)/2), true
	}
}

// onWall reports whether shape h of the pointer layer lies on wall w: w's
// own crossing, or the near half of a neighbour's shape along w.
func onWall(w bk.Wall, h int) bool {
	t := bk.Wall((h - hitWall) / 2)
	wx, wy := wallMid(w)
	tx, ty := wallMid(t)
	d := tx - wx + ty - wy
	if w.Kind() == bk.Horizontal && ty != wy || w.Kind() == bk.Vertical && tx != wx {
		d = 9
	}
	return d == 0 || t.Kind() == w.Kind() && (d == 1 && h%2 == 0 || d == -1 && h%2 == 1)
}

// key runs the keys: those of the board's cursor when pressed on the
// board (see areaKey); else H and V choose the wall's kind, Space or R
// turns it, Enter confirms, Escape or Backspace steps back.
func (b *Board) key(ctx app.Context, k board.Key) {
	if k.Area && b.areaKey(ctx, k) {
		return
	}
	switch k.Name {
	case "h", "v":
		if b.wall != bk.NoWall && (b.wall.Kind() == bk.Vertical) == (k.Name == "h") {
			b.turn()
		}
	case " ", "r":
		b.turn()
	case "Enter":
		b.confirm(ctx)
	case "Escape", "Backspace":
		b.back()
	}
}

// act runs a button of the panel, named by its id.
func (b *Board) act(ctx app.Context, id string, disabled bool) {
	switch {
	case disabled:
	case id == "bk-back":
		b.back()
	case id == "bk-turn":
		b.turn()
	case id == "bk-routes":
		b.routes = !b.routes
	case id == "bk-confirm":
		b.confirm(ctx)
	}
}

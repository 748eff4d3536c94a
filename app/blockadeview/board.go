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
// (data-h: see hit), so that no geometry is needed here.
//
// The legal moves are indexed, and the turn started afresh, when the
// board is given a new position (OnInit, OnUpdate); Render only reads.
type Board struct {
	app.Compo
	board.Props
	keys board.Keys

	// moves are the legal moves, decoded, and the seat making a turn
	// (Mover).
	moves board.Moves[opt]

	// sel is the pawn picked and dest its destination (NoSquare: none);
	// moved is set once the pawn move is chosen (or when no pawn can
	// move), and the turn is at its wall.
	sel, dest bk.Square
	moved     bool
	// wall is the wall previewed (NoWall: none). anchored is set when a
	// tap put it there: it stays until confirmed or moved.
	wall     bk.Wall
	anchored bool
	// hot is the shape under the mouse (noHit: none); turned is set when
	// the person turned the wall it shows to the other kind.
	hot    hit
	turned bool
	// touch is set after a touch or a pen: previews then stay put.
	touch bool
	// showRoutes shows each pawn's shortest route (see shortest).
	showRoutes bool
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

// hit names a shape of the pointer layer (its data-h): a square, or one
// half of a wall's bow tie (see hitSVG).
type hit int

const (
	// noHit is no shape: the pointer is on none, or nothing is to be
	// chosen.
	noHit hit = -1
	// wallHits is the first wall's first half: the walls' shapes come
	// after the squares', two a wall.
	wallHits = hit(bk.NumSquares)
)

// squareHit returns the shape of square sq.
func squareHit(sq bk.Square) hit { return hit(sq) }

// wallHit returns the shape of half of wall w's bow tie: 0, or 1 for
// the right or lower half.
func wallHit(w bk.Wall, half int) hit { return wallHits + hit(2*int(w)+half) }

// square returns the square of h, or NoSquare when h is no square's.
func (h hit) square() bk.Square {
	if h < 0 || h >= wallHits {
		return bk.NoSquare
	}
	return bk.Square(h)
}

// wall returns the wall of h, or NoWall when h is no wall's.
func (h hit) wall() bk.Wall {
	if h < wallHits {
		return bk.NoWall
	}
	return bk.Wall((h - wallHits) / 2)
}

// half returns the half of its wall's bow tie h is (see wallHit).
func (h hit) half() int { return int(h-wallHits) % 2 }

// String returns h as data-h writes it.
func (h hit) String() string { return strconv.Itoa(int(h)) }

func (b *Board) state() *bk.State { return board.State[*bk.State](b.P) }

// OnInit starts with nothing chosen, and indexes the legal moves of the
// props the board is mounted with.
func (b *Board) OnInit() {
	b.clear()
	b.kc = board.Cursor{X: bk.Cols / 2, Y: bk.Rows / 2, W: bk.Cols, H: bk.Rows}
	b.wc = board.Cursor{X: bk.Cols / 2, Y: bk.Rows / 2, W: bk.Cols - 1, H: bk.Rows - 1}
	b.reindex()
}

// OnUpdate indexes the legal moves of new props (see reindex), before
// they are drawn.
func (b *Board) OnUpdate(ctx app.Context) { b.reindex() }

// Render draws the board (see draw).
func (b *Board) Render() app.UI { return board.Draw(b.P, b.draw) }

// clear drops the turn being made.
func (b *Board) clear() {
	b.sel, b.dest, b.wall, b.hot = bk.NoSquare, bk.NoSquare, bk.NoWall, noHit
	b.moved, b.anchored, b.turned = false, false, false
}

// reindex decodes the legal moves when the position changed, and starts
// the turn afresh.
func (b *Board) reindex() {
	if b.state() == nil || !b.moves.Update(b.P, decode) {
		return
	}
	b.clear()
	// With a single pawn able to move, it is picked already; with none,
	// the turn is a wall alone (a pass the shell plays by itself).
	if from, ok := b.onlyFrom(); ok {
		b.sel = from
		b.moved = from == bk.NoSquare
	}
}

// onlyFrom returns the square every legal move moves a pawn from
// (NoSquare: none moves a pawn), and false when the moves move several
// pawns, or there are none.
func (b *Board) onlyFrom() (bk.Square, bool) {
	if len(b.moves.List) == 0 {
		return bk.NoSquare, false
	}
	from := b.moves.List[0].from
	for _, o := range b.moves.List[1:] {
		if o.from != from {
			return bk.NoSquare, false
		}
	}
	return from, true
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
	h := noHit
	if n, err := strconv.Atoi(t.Call("getAttribute", "data-h").String()); err == nil && b.moves.Mover() >= 0 {
		h = hit(n)
	}
	if kind == "pointermove" {
		if h == b.hot || e.Get("pointerType").String() != "mouse" {
			ctx.PreventUpdate()
			return
		}
		// A wall turned by a key stays turned while the mouse stays on
		// its crossing.
		if w, was := h.wall(), b.hot.wall(); w == bk.NoWall || was == bk.NoWall || w.Centre() != was.Centre() {
			b.turned = false
		}
		b.hot, b.touch = h, false
	}
	b.point(ctx, h, kind == "click")
}

// point follows the mouse over shape h (click false), or makes the turn's
// next step (click true).
func (b *Board) point(ctx app.Context, h hit, click bool) {
	sq := h.square()
	switch {
	case h == noHit:
	case !b.moved && !click:
		// The pawn phase's shapes are the squares; the mouse only points.
	case !b.moved && b.target(sq):
		b.dest, b.moved = sq, true
		b.wall, b.anchored, b.turned = bk.NoWall, false, false
	case !b.moved && b.movable(sq) && sq != b.sel:
		b.sel = sq
	case !b.moved:
		b.sel = bk.NoSquare
	case h.wall() == bk.NoWall:
		// The moved pawn, or where it came from: take the move back.
		if click && b.sel != bk.NoSquare {
			b.moved, b.dest, b.wall = false, bk.NoSquare, bk.NoWall
		}
	case !b.wants():
	case !click || !b.touch:
		// Mouse: the preview follows the pointer; a click places it.
		b.wall, b.anchored = h.wall(), false
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
		b.wall, b.anchored = h.wall(), true
	}
}

// onWall reports whether shape h of the pointer layer lies on wall w: w's
// own crossing, or the near half of a neighbour's shape along w.
func onWall(w bk.Wall, h hit) bool {
	t := h.wall()
	wx, wy := wallMid(w)
	tx, ty := wallMid(t)
	if w.Kind() == bk.Horizontal && ty != wy || w.Kind() == bk.Vertical && tx != wx {
		return false // off w's line
	}
	d := tx - wx + ty - wy
	return d == 0 || t.Kind() == w.Kind() && (d == 1 && h.half() == 0 || d == -1 && h.half() == 1)
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
		b.showRoutes = !b.showRoutes
	case id == "bk-confirm":
		b.confirm(ctx)
	}
}

// Package blockersview draws Blockers! and its expert variant: the 9 × 9
// board of symbol boxes with the tiles on it, the rack of the person at
// the device (never anyone else's hidden rack), the captures and the live
// score of every player, and the making of a turn: pick a tile of your
// rack, see where it may go, put it there. It offers only the moves it is
// given as legal.
package blockersview

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/view"
	"impasse/rules"
	bl "impasse/rules/blockers"
)

// Board is the Blockers! board component.
//
// A turn: tap a tile of your rack; the squares it may go to are marked
// (a frame round a tile it would capture). With a mouse, the tile shows
// under the pointer and a click plays it; on a touch screen a tap puts it
// down to look at, and a second tap (or Confirm) plays it. Back or
// Escape steps back.
type Board struct {
	app.Compo
	board.Props
	keys board.Keys

	// moves are the legal placements, decoded, and the seat making a
	// turn (Mover).
	moves board.Moves[opt]

	// selC and selK are the tile picked (selC -1: none); anchor is the
	// square it was put down on by a tap (-1: none); hot is the square
	// under the mouse (-1: none).
	selC   int
	selK   bl.Kind
	anchor int
	hot    int
	// touch is set after a touch or a pen: previews then stay put.
	touch bool
	// kc is the keyboard's cursor on the board (see keys.go); focus
	// follows whether the board has the keyboard's focus.
	kc    board.Cursor
	focus board.KeyFocus
}

// opt is one legal placement, decoded.
type opt struct {
	c  int
	k  bl.Kind
	sq int
	m  rules.Move
}

func (b *Board) state() *bl.State { return board.State[*bl.State](b.P) }

// OnInit starts with nothing chosen, and indexes the legal moves of the
// props the board is mounted with.
func (b *Board) OnInit() {
	b.clear()
	b.kc = board.Cursor{X: bl.Size / 2, Y: bl.Size / 2, W: bl.Size, H: bl.Size}
	b.reindex()
}

// OnUpdate indexes the legal moves of new props (see reindex), before
// they are drawn.
func (b *Board) OnUpdate(ctx app.Context) { b.reindex() }

// Render draws the board (see draw).
func (b *Board) Render() app.UI { return board.Draw(b.P, b.draw) }

// clear drops the turn being made.
func (b *Board) clear() { b.selC, b.anchor, b.hot = -1, -1, -1 }

// reindex decodes the legal moves when they changed, and starts the turn
// afresh. (A new drawing of the same position, when a hint comes, keeps
// the tile picked.)
func (b *Board) reindex() {
	s := b.state()
	if s == nil {
		return
	}
	decode := func(m rules.Move) (opt, bool) {
		c, k, sq, ok := s.Placement(s.ToMove(), m)
		return opt{c, k, sq, m}, ok
	}
	if !b.moves.Update(b.P, decode) {
		return
	}
	b.clear()
	// When a single tile can be played, it is picked already.
	if len(b.moves.List) > 0 {
		o := b.moves.List[0]
		for _, p := range b.moves.List {
			if p.c != o.c || p.k != o.k {
				return
			}
		}
		b.selC, b.selK = o.c, o.k
	}
}

// playable reports whether the tile of colour c and kind k has a square.
func (b *Board) playable(c int, k bl.Kind) bool {
	return b.moves.Any(func(o opt) bool { return o.c == c && o.k == k })
}

// find returns the legal move putting the picked tile on sq.
func (b *Board) find(sq int) (rules.Move, bool) {
	o, ok := b.moves.Find(func(o opt) bool { return o.c == b.selC && o.k == b.selK && o.sq == sq && b.selC >= 0 })
	return o.m, ok
}

// play plays the picked tile on sq when it may go there.
func (b *Board) play(ctx app.Context, sq int) {
	if m, ok := b.find(sq); ok {
		b.clear()
		view.Play(ctx, m)
	}
}

// back steps back: the tile put down, then the tile picked.
func (b *Board) back() {
	if b.anchor >= 0 {
		b.anchor = -1
	} else {
		b.selC = -1
	}
}

// The elements that do something carry data-a: a square of the pointer
// layer its number (0–80), a rack tile actTile plus colour<<5 | kind, the
// buttons actBack and actConfirm.
const (
	actTile    = 100
	actBack    = 300
	actConfirm = 301
)

// OnMount listens to the keyboard: Enter confirms the tile put down,
// Escape steps back.
func (b *Board) OnMount(ctx app.Context) {
	b.keys.ListenArea(ctx, "bl-board", "Enter Escape", b.key)
}

// OnDismount stops listening to the keyboard.
func (b *Board) OnDismount() { b.keys.Stop() }

// key runs the keys: those of the board's when pressed on it (see
// areaKey), else the page's.
func (b *Board) key(ctx app.Context, k board.Key) {
	if k.Area && b.areaKey(ctx, k) {
		return
	}
	switch {
	case k.Name == "Escape":
		b.back()
	case k.Name == "Enter" && b.anchor >= 0:
		b.play(ctx, b.anchor)
	}
}

// on handles every event of the board and its panel: the pointer and the
// elements with data-a.
func (b *Board) on(ctx app.Context, e app.Event) {
	kind := e.Get("type").String()
	if kind == "pointerdown" {
		b.touch = e.Get("pointerType").String() != "mouse"
		ctx.PreventUpdate()
		return
	}
	t := e.Get("target")
	a := -1
	if el := t.Call("closest", "[data-a]"); el.Truthy() {
		if n, err := strconv.Atoi(el.Call("getAttribute", "data-a").String()); err == nil {
			a = n
		}
	}
	sq := a
	if a >= bl.Squares || b.moves.Mover() < 0 {
		sq = -1
	}
	_, ok := b.find(sq)
	switch {
	case kind == "pointermove":
		if sq == b.hot || e.Get("pointerType").String() != "mouse" || b.selC < 0 {
			ctx.PreventUpdate()
			return
		}
		b.hot, b.touch = sq, false
	case a == actBack:
		b.back()
	case a == actConfirm:
		b.play(ctx, b.anchor)
	case a >= actTile:
		c, k := (a-actTile)>>5, bl.Kind((a-actTile)&31)
		if !b.playable(c, k) {
			return
		}
		if b.selC == c && b.selK == k {
			b.selC = -1
		} else {
			b.selC, b.selK = c, k
		}
		b.anchor, b.hot = -1, -1
		if e.Get("detail").Int() == 0 && b.selC >= 0 {
			// Picked with the keyboard: on to the board with it.
			b.picked()
			board.Focus(ctx, "#bl-board")
		}
	case sq < 0:
		ctx.PreventUpdate()
	case !ok:
		// Not a square for the picked tile: take it back up.
		b.anchor = -1
	case !b.touch || b.anchor == sq:
		b.play(ctx, sq)
	default:
		b.anchor = sq
	}
}

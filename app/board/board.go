// Package board is what every game's board component shares: keeping
// the props the shell gives, the position as the game's own type, the
// keyboard, the index of the legal moves, the last move's mark, the
// rules page, and form controls drawn right before app.wasm runs.
//
// A board embeds app.Compo and Props, and keeps its keys and its index
// of moves in unexported fields (go-app copies a board's exported fields
// from each new drawing of the shell, and leaves the others alone). It
// derives its index from the props when it is given them: in OnInit
// (the shell sets the props before go-app mounts the board) and in
// OnUpdate (go-app calls it when the props changed, before Render).
// Render only reads; what it draws from the index and the turn being
// made it computes there, into locals, and writes to no field:
//
//	type Board struct {
//		app.Compo
//		board.Props
//		keys  board.Keys
//		moves board.Moves[opt]
//	}
//
//	func (b *Board) OnInit()                  { b.clear(); b.reindex() }
//	func (b *Board) OnUpdate(ctx app.Context) { b.reindex() }
//	func (b *Board) OnMount(ctx app.Context)  { b.keys.Listen(ctx, "r f Escape Enter", b.key) }
//	func (b *Board) OnDismount()              { b.keys.Stop() }
//
//	func (b *Board) reindex() {
//		if b.moves.Update(b.P, decode) {
//			b.clear() // a new position: start the turn afresh
//		}
//	}
//
//	func (b *Board) Render() app.UI { return board.Draw(b.P, b.draw) }
//
//	func (b *Board) draw(s *mygame.State, l i18n.Lang) app.UI {
//		…
//	}
package board

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// Props keeps what the shell gives a board (view.Board's SetProps).
type Props struct {
	// P is what the shell gave the board last.
	P view.Props
}

// SetProps gives the board what to draw.
func (b *Props) SetProps(p view.Props) { b.P = p }

// State returns the position of p as the game's own type, or the zero
// value (nil) when it is of another game or missing.
func State[S rules.State](p view.Props) S {
	s, _ := p.State.(S)
	return s
}

// Draw returns draw's drawing of the position of p, of the game's own
// type S, in p's language: a board's Render. It returns an empty div
// when p holds no position of the game.
func Draw[S rules.State](p view.Props, draw func(s S, l i18n.Lang) app.UI) app.UI {
	s, ok := p.State.(S)
	if !ok {
		return app.Div()
	}
	return draw(s, p.Lang)
}

// Key is a key pressed while a board is on the page.
type Key struct {
	// Name is the key as the browser names it ("Enter", "Escape", " "),
	// letters in lower case ("r" for R and Shift+R).
	Name  string
	Shift bool
	// Area is set when the key was pressed on the board's area, which
	// had the focus (see ListenArea).
	Area bool
}

// Keys listens to the keyboard for a board while it is on the page.
type Keys struct {
	fn app.Func
}

// areaKeys are the keys of a board's area (see Area): those of its
// cursor (see Cursor.Step), and those that choose and step back.
const areaKeys = "ArrowLeft ArrowRight ArrowUp ArrowDown Home End PageUp PageDown Enter Space Escape Backspace"

// Listen calls f on the UI goroutine for each of the keys named in names
// (separated by spaces; "Space" for the space bar) pressed anywhere on
// the page, until Stop. It leaves out keys
// typed into a form field, keys with Ctrl, Meta or Alt held, and Enter
// or Space on a focused button or link (the button's own action). A key
// passed on does nothing else: the space bar no longer scrolls the page,
// an arrow key no longer scrolls it, and a key that moves the focus to a
// form field is not typed into it.
func (k *Keys) Listen(ctx app.Context, names string, f func(ctx app.Context, k Key)) {
	k.ListenArea(ctx, "", names, f)
}

// ListenArea is Listen for a board with an area (see Area), the element
// with id area: pressed on it, the keys of its cursor (the arrows, Home,
// End, PageUp, PageDown, Enter, Space, Escape, Backspace) come to f too,
// and every key comes with Key.Area set. So each key comes once, to one
// function that knows where it was pressed. A handler of the area's own
// (OnKeyDown) would not do: go-app runs it when it gets to it, before or
// after this listener looks at the key, so a key would come to both, or
// to one, as it happens.
func (k *Keys) ListenArea(ctx app.Context, area, names string, f func(ctx app.Context, k Key)) {
	k.Stop()
	wanted, onArea := set(names), set(areaKeys)
	k.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		name := e.Get("key").String()
		if len(name) == 1 {
			name = strings.ToLower(name)
		}
		t := e.Get("target")
		isArea := area != "" && t.Get("id").String() == area
		if !wanted[name] && !(isArea && onArea[name]) || e.Get("defaultPrevented").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
			return nil
		}
		switch strings.ToLower(t.Get("tagName").String()) {
		case "input", "select", "textarea":
			return nil
		case "button", "a":
			if name == "Enter" || name == " " {
				return nil
			}
		}
		e.Call("preventDefault")
		key := Key{Name: name, Shift: e.Get("shiftKey").Bool(), Area: isArea}
		ctx.Dispatch(func(ctx app.Context) { f(ctx, key) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", k.fn)
}

// set returns the keys named in names, separated by spaces ("Space" for
// the space bar).
func set(names string) map[string]bool {
	keys := map[string]bool{}
	for _, n := range strings.Fields(names) {
		if n == "Space" {
			n = " "
		}
		keys[n] = true
	}
	return keys
}

// Stop stops listening to the keyboard.
func (k *Keys) Stop() {
	if k.fn != nil {
		app.Window().Call("removeEventListener", "keydown", k.fn)
		k.fn.Release()
		k.fn = nil
	}
}

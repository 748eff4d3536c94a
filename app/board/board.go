// Package board is what every game's board component shares: keeping
// the props the shell gives, the position as the game's own type, the
// keyboard, the index of the legal moves, and the marks of the last move
// and the hint.
//
// A board embeds Base and decodes its legal moves into a Moves:
//
//	type Board struct {
//		board.Base
//		moves board.Moves[opt]
//	}
//
//	func (b *Board) OnMount(ctx app.Context) { b.ListenKeys(ctx, "r f Escape Enter", b.key) }
//
//	func (b *Board) Render() app.UI {
//		s := board.State[*mygame.State](b.P)
//		if b.moves.Update(b.P, decode) { b.clear() }
//		…
//	}
package board

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/view"
	"impasse/rules"
)

// Base is embedded in a board component: it keeps the props and listens
// to the keyboard while the board is on the page.
type Base struct {
	app.Compo
	// P is what the shell gave the board last.
	P view.Props

	keys app.Func
}

// SetProps gives the board what to draw (view.Board).
func (b *Base) SetProps(p view.Props) { b.P = p }

// State returns the position of p as the game's own type, or the zero
// value (nil) when it is of another game or missing.
func State[S rules.State](p view.Props) S {
	s, _ := p.State.(S)
	return s
}

// Key is a key pressed while a board is on the page.
type Key struct {
	// Name is the key as the browser names it ("Enter", "Escape", " "),
	// letters in lower case ("r" for R and Shift+R).
	Name  string
	Shift bool
}

// ListenKeys calls f on the UI goroutine for each of the keys named in
// names (separated by spaces; "Space" for the space bar) pressed
// anywhere on the page until the board leaves it. It leaves out keys
// typed into a form field, keys with Ctrl, Meta or Alt held, and Enter
// or Space on a focused button or link (the button's own action). The
// space bar no longer scrolls the page.
func (b *Base) ListenKeys(ctx app.Context, names string, f func(ctx app.Context, k Key)) {
	b.StopKeys()
	wanted := map[string]bool{}
	for _, n := range strings.Fields(names) {
		if n == "Space" {
			n = " "
		}
		wanted[n] = true
	}
	b.keys = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		name := e.Get("key").String()
		if len(name) == 1 {
			name = strings.ToLower(name)
		}
		if !wanted[name] || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
			return nil
		}
		switch strings.ToLower(e.Get("target").Get("tagName").String()) {
		case "input", "select", "textarea":
			return nil
		case "button", "a":
			if name == "Enter" || name == " " {
				return nil
			}
		}
		if name == " " {
			e.Call("preventDefault")
		}
		k := Key{Name: name, Shift: e.Get("shiftKey").Bool()}
		ctx.Dispatch(func(ctx app.Context) { f(ctx, k) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", b.keys)
}

// StopKeys stops listening to the keyboard.
func (b *Base) StopKeys() {
	if b.keys != nil {
		app.Window().Call("removeEventListener", "keydown", b.keys)
		b.keys.Release()
		b.keys = nil
	}
}

// OnDismount stops listening to the keyboard when the board leaves the
// page.
func (b *Base) OnDismount() { b.StopKeys() }

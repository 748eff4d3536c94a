package board

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
)

// Cursor is a point of a lattice of W × H points that the arrow keys
// move over a board: its squares, or the crossings between them. X
// counts columns from the left and Y rows from the bottom, from 0.
type Cursor struct {
	X, Y, W, H int
}

// Step moves the cursor for key: an arrow one point that way, Home to
// the first column, End to the last, PageUp to the top row, PageDown to
// the bottom one, never off the lattice. It reports whether key is one
// of those keys.
func (c *Cursor) Step(key string) bool {
	x, y := c.X, c.Y
	switch key {
	case "ArrowLeft":
		x--
	case "ArrowRight":
		x++
	case "ArrowUp":
		y++
	case "ArrowDown":
		y--
	case "Home":
		x = 0
	case "End":
		x = c.W - 1
	case "PageUp":
		y = c.H - 1
	case "PageDown":
		y = 0
	default:
		return false
	}
	c.Set(x, y)
	return true
}

// Set puts the cursor at column x, row y, or at the nearest point of the
// lattice.
func (c *Cursor) Set(x, y int) {
	c.X, c.Y = max(0, min(x, c.W-1)), max(0, min(y, c.H-1))
}

// Name names the cursor's square as most boards do: the column's letter,
// then the row's number from 1 ("e10").
func (c Cursor) Name() string { return string(rune('a'+c.X)) + strconv.Itoa(c.Y+1) }

// Area is a board's stop for the keyboard, the div of class board-wrap
// and id id: focusable with Tab, an application for screen readers, named
// by label, its keys told by keys. It holds layers, the board's drawing
// (the position first, what catches the pointer last), and a Said
// element with what its cursor points at, as
// say tells it while f.On. Its keys come from Keys.ListenArea, not from
// a handler of its own.
//
// What a board draws while its area has the focus (the cursor, a word on
// the keys) must not share an app.Raw with buttons: a click on a button
// takes the focus, and a button drawn anew between the mouse's press and
// its release never gets the click.
//
// f follows the area's focus: a board draws its cursor while f.On.
func Area(id, label, keys string, f *KeyFocus, say func() string, layers ...app.UI) app.HTMLDiv {
	said := ""
	if f.On {
		said = say()
	}
	return app.Div().Class("board-wrap").ID(id).TabIndex(0).Role("application").Aria("label", label).Aria("roledescription", keys).
		OnFocus(f.focus).OnBlur(f.blur).Body(append(layers, Said(said))...)
}

// Pointed returns the element holding a board drawn in layers whose
// last catches the pointer: of the classes prefix ("bk"), "board-view",
// those of more and, while turn (a person is making a turn),
// prefix+"-turn"; its clicks, pointer moves and pointer presses all go
// to on, which reads what is under the pointer.
func Pointed(prefix string, turn bool, on app.EventHandler, more ...string) app.HTMLDiv {
	cls := prefix + " board-view"
	for _, c := range more {
		cls += " " + c
	}
	if turn {
		cls += " " + prefix + "-turn"
	}
	return app.Div().Class(cls).On("click", on).On("pointermove", on).On("pointerdown", on)
}

// KeyFocus tells whether a board's area has the focus from the keyboard.
// Area keeps it up to date; a board sets On when a key is pressed on its
// area (a click gave the focus, the keyboard now uses it).
type KeyFocus struct {
	On bool
}

func (f *KeyFocus) focus(ctx app.Context, e app.Event) { f.On = FocusVisible(e) }
func (f *KeyFocus) blur(ctx app.Context, e app.Event)  { f.On = false }

// FocusVisible reports whether the element a focus event is for shows
// its focus (:focus-visible): reached with the keyboard rather than by a
// click, so that a board draws its cursor for the keyboard only.
func FocusVisible(e app.Event) bool {
	t := e.Get("target")
	return t.Truthy() && t.Get("matches").Truthy() && t.Call("matches", ":focus-visible").Bool()
}

// Said says text politely to screen readers, unseen: what a board's
// cursor points at.
func Said(text string) app.UI {
	return app.Span().Class("sr-only").Aria("live", "polite").Text(text)
}

// Focus gives the focus to the first element matching selector once the
// page is drawn anew.
func Focus(ctx app.Context, selector string) {
	ctx.Defer(func(app.Context) {
		if el := app.Window().Get("document").Call("querySelector", selector); el.Truthy() {
			el.Call("focus")
		}
	})
}

// Rove returns the key handler of a tray, a rack or a set of buttons: an
// arrow key, Home or End moves the focus among the elements matching
// items in the closest element matching group round the element focused:
// Left and Up to the one before, Right and Down to the one after, Home to
// the first, End to the last. Nothing is drawn anew for it.
func Rove(group, items string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.PreventUpdate()
		t := e.Get("target")
		if !t.Truthy() || !t.Get("closest").Truthy() {
			return
		}
		g := t.Call("closest", group)
		if !g.Truthy() {
			return
		}
		list := app.Window().Get("Array").Call("from", g.Call("querySelectorAll", items))
		if to, ok := rove(list.Call("indexOf", t).Int(), list.Length(), e.Get("key").String()); ok {
			e.PreventDefault()
			list.Index(to).Call("focus")
		}
	}
}

// rove returns the index a key moves to from index i of n items (-1:
// none of them), and whether the key moves at all.
func rove(i, n int, key string) (int, bool) {
	switch {
	case i < 0 || i >= n:
	case key == "ArrowLeft" || key == "ArrowUp":
		return max(i-1, 0), true
	case key == "ArrowRight" || key == "ArrowDown":
		return min(i+1, n-1), true
	case key == "Home":
		return 0, true
	case key == "End":
		return n - 1, true
	}
	return i, false
}

// CursorKeys says what the keys of a board with a Cursor do, for
// view.Spec.Shortcuts: each field is a text of the page's language.
type CursorKeys struct {
	// Tab is what Tab goes through before the board ("": only the board
	// takes the focus).
	Tab string
	// Arrows is what the arrow keys do.
	Arrows string
	// Enter is what Enter and Space do.
	Enter string
	// Back is what Escape and Backspace do.
	Back string
}

// List lists the keys: Tab, the arrows, the keys to the board's edges,
// Enter and Space, then more, the game's own keys, and last Escape and
// Backspace.
func (k CursorKeys) List(l i18n.Lang, more ...view.Shortcut) []view.Shortcut {
	var keys []view.Shortcut
	if k.Tab != "" {
		keys = append(keys, view.Shortcut{Keys: "Tab", Does: k.Tab})
	}
	keys = append(keys,
		view.Shortcut{Keys: "← → ↑ ↓", Does: k.Arrows},
		view.Shortcut{Keys: l.T("board.k.edges"), Does: l.T("board.kb.edges")},
		view.Shortcut{Keys: l.T("board.k.enter"), Does: k.Enter})
	keys = append(keys, more...)
	return append(keys, view.Shortcut{Keys: l.T("board.k.back"), Does: k.Back})
}

func init() {
	i18n.AddTexts(`
board.kb.edges = Move to the board's edge
board.k.edges = Home, End, PgUp, PgDn
board.k.enter = Enter, Space
board.k.back = Esc, Backspace
`, `
board.kb.edges = Aller au bord du plateau
board.k.edges = Début, Fin, Pg.Préc, Pg.Suiv
board.k.enter = Entrée, Espace
board.k.back = Échap, Retour arrière
`)
}

package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// The app's dialogs are each a .modal-back around a .modal. What they
// share as dialogs, whoever draws them, is done here once, for the page:
// Escape presses their way out (dismiss, listenDialogKeys), Tab stays
// within the one on top, and the focus goes into each as it opens and
// back to where it was once it closes (focusDialogs).

// dismiss marks b as the way out of its dialog, the button that closes it
// without acting (Cancel, Close, No): Escape presses it (see
// listenDialogKeys).
func dismiss(b app.HTMLButton) app.HTMLButton { return b.DataSet("dismiss", true) }

// keysUsed is set once a key has been pressed on the page: a person
// using the keyboard, whose focus a closing dialog gives to the board
// when what had it is gone (see focusDialogs).
var keysUsed bool

// focusable selects the elements of a dialog that take the focus.
const focusable = `button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`

// topDialog returns the dialog on top, the last .modal-back on the page,
// and false when none is open.
func topDialog() (app.Value, bool) {
	backs := app.Window().Get("document").Call("querySelectorAll", ".modal-back")
	if n := backs.Length(); n > 0 {
		return backs.Index(n - 1), true
	}
	return nil, false
}

// listenDialogKeys makes Escape press the way out (see dismiss) of the
// dialog on top, and Tab and Shift+Tab go round its controls only, as
// in a modal dialog. It listens before anything else on the page does
// (in the capture phase), so that a board's own keys do not take them
// while a dialog covers it.
func listenDialogKeys() {
	app.Window().Call("addEventListener", "keydown", app.FuncOf(func(this app.Value, args []app.Value) any {
		keysUsed = true
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		top, open := topDialog()
		if !open {
			return nil
		}
		switch e.Get("key").String() {
		case "Escape":
			out := top.Call("querySelector", "[data-dismiss]")
			if !out.Truthy() {
				return nil
			}
			e.Call("preventDefault")
			e.Call("stopPropagation")
			out.Call("click")
		case "Tab":
			items := top.Call("querySelectorAll", focusable)
			n := items.Length()
			if n == 0 {
				return nil
			}
			first, last := items.Index(0), items.Index(n-1)
			at := app.Window().Get("document").Get("activeElement")
			inside := at.Truthy() && top.Call("contains", at).Bool()
			switch back := e.Get("shiftKey").Bool(); {
			case !inside && back, inside && back && at.Equal(first):
				last.Call("focus")
			case !inside, !back && at.Equal(last):
				first.Call("focus")
			default:
				return nil
			}
			e.Call("preventDefault")
		}
		return nil
	}), true)
}

// focusDialogs moves the focus into each dialog as it opens, to its
// first control, and gives it back, once the dialog closes, to what had
// it before; when that is gone (Start left the page it was on), to the
// board, else to the page's first heading, once a key has been pressed
// on the page (keysUsed). It watches the page for
// dialogs coming and going, so that no dialog needs to do it itself.
func focusDialogs() {
	doc := app.Window().Get("document")
	type opened struct{ back, opener app.Value }
	var stack []opened
	sync := func() {
		var restore app.Value
		for len(stack) > 0 && !stack[len(stack)-1].back.Get("isConnected").Bool() {
			restore = stack[len(stack)-1].opener
			stack = stack[:len(stack)-1]
		}
		backs := doc.Call("querySelectorAll", ".modal-back")
		for i := 0; i < backs.Length(); i++ {
			b := backs.Index(i)
			known := false
			for _, o := range stack {
				known = known || o.back.Equal(b)
			}
			if known {
				continue
			}
			stack = append(stack, opened{back: b, opener: doc.Get("activeElement")})
			if first := b.Call("querySelector", focusable); first.Truthy() {
				first.Call("focus")
			}
			restore = nil
		}
		if restore == nil {
			return
		}
		if at := doc.Get("activeElement"); at.Truthy() && !at.Equal(doc.Get("body")) {
			return // the focus is somewhere already: it is not taken
		}
		if !restore.Truthy() || !restore.Get("isConnected").Bool() || restore.Equal(doc.Get("body")) {
			if !keysUsed {
				// On a touch screen the board's focus would draw its
				// keyboard cursor (a dashed square) where nobody asked.
				return
			}
			restore = doc.Call("querySelector", ".board-wrap")
			if !restore.Truthy() {
				restore = doc.Call("querySelector", "h2, h1")
			}
			if restore.Truthy() && !restore.Call("hasAttribute", "tabindex").Bool() {
				restore.Call("setAttribute", "tabindex", "-1")
			}
		}
		if restore.Truthy() {
			restore.Call("focus")
		}
	}
	observer := app.Window().Get("MutationObserver").New(app.FuncOf(func(this app.Value, args []app.Value) any {
		sync()
		return nil
	}))
	observer.Call("observe", doc.Get("body"), map[string]any{"childList": true, "subtree": true})
	sync() // a dialog open as the page starts
}

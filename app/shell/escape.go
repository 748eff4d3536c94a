package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// dismiss marks b as the way out of its dialog, the button that closes it
// without acting (Cancel, Close, No): Escape presses it (see
// listenEscape).
func dismiss(b app.HTMLButton) app.HTMLButton { return b.DataSet("dismiss", true) }

// listenEscape makes Escape press the way out (see dismiss) of the dialog
// on top, the last one on the page. It listens before anything else on
// the page does (in the capture phase), so that a board's own Escape does
// not take the key while a dialog covers it.
func listenEscape() {
	app.Window().Call("addEventListener", "keydown", app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 || args[0].Get("key").String() != "Escape" {
			return nil
		}
		backs := app.Window().Get("document").Call("querySelectorAll", ".modal-back")
		n := backs.Length()
		if n == 0 {
			return nil
		}
		out := backs.Index(n-1).Call("querySelector", "[data-dismiss]")
		if !out.Truthy() {
			return nil
		}
		args[0].Call("preventDefault")
		args[0].Call("stopPropagation")
		out.Call("click")
		return nil
	}), true)
}

package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// copyText puts text on the clipboard and, once the clipboard has taken
// it, says done and calls then (when not nil). A browser without a
// clipboard, or one that refuses it (the page not in focus, no
// permission), is said in l, and then is not called: a person told
// "copied" pastes nothing.
func copyText(ctx app.Context, l i18n.Lang, text, done string, then func(app.Context)) {
	say := func(ctx app.Context, text string) { ctx.NewActionWithValue(notifyAction, text) }
	cb := app.Window().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		say(ctx, l.T("copy.failed"))
		return
	}
	settled(ctx, cb.Call("writeText", text), func(ctx app.Context, _ app.Value) {
		say(ctx, done)
		if then != nil {
			then(ctx)
		}
	}, func(ctx app.Context, _ app.Value) { say(ctx, l.T("copy.failed")) })
}

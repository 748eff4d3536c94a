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
	var copied, refused app.Func
	release := func() {
		copied.Release()
		refused.Release()
	}
	copied = app.FuncOf(func(this app.Value, args []app.Value) any {
		release()
		ctx.Dispatch(func(ctx app.Context) {
			say(ctx, done)
			if then != nil {
				then(ctx)
			}
		})
		return nil
	})
	refused = app.FuncOf(func(this app.Value, args []app.Value) any {
		release()
		ctx.Dispatch(func(ctx app.Context) { say(ctx, l.T("copy.failed")) })
		return nil
	})
	cb.Call("writeText", text).Call("then", copied, refused)
}

package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// settled calls ok with the value the JavaScript promise p is fulfilled
// with, or failed with the reason it is rejected with, on the UI
// goroutine (ctx.Dispatch); the functions given to p are released then.
func settled(ctx app.Context, p app.Value, ok, failed func(ctx app.Context, v app.Value)) {
	var kept, broken app.Func
	settle := func(f func(ctx app.Context, v app.Value)) app.Func {
		return app.FuncOf(func(this app.Value, args []app.Value) any {
			kept.Release()
			broken.Release()
			v := app.Undefined()
			if len(args) > 0 {
				v = args[0]
			}
			ctx.Dispatch(func(ctx app.Context) { f(ctx, v) })
			return nil
		})
	}
	kept, broken = settle(ok), settle(failed)
	p.Call("then", kept, broken)
}

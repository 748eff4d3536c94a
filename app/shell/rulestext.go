package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// RulesFile returns the path of the file that holds the rules of game id
// in language l, texts and figures, as HTML: the server writes it from
// the game's view (view.Spec.Rules, see RulesFiles), and the page reads
// it, so the page's wasm carries no rules.
func RulesFile(id string, l i18n.Lang) string {
	return "/web/rules/" + id + "." + string(l) + ".html"
}

// rulesText shows a game's rules in the page, read from their file
// (RulesFile), which the service worker keeps for offline use.
type rulesText struct {
	app.Compo

	ID   string
	Lang i18n.Lang

	// file is the address of the file read or being read; html is its
	// content once read, unless failed.
	file   string
	html   string
	failed bool
}

// OnMount reads the rules.
func (r *rulesText) OnMount(ctx app.Context) { r.load(ctx) }

// OnUpdate reads the rules again when the game or the language changed.
func (r *rulesText) OnUpdate(ctx app.Context) { r.load(ctx) }

// load reads the file of the rules asked for, unless it is the one read
// already.
func (r *rulesText) load(ctx app.Context) {
	file := pathOf(RulesFile(r.ID, r.Lang))
	if file == r.file {
		return
	}
	r.file, r.html, r.failed = file, "", false
	fetchText(file, func(text string, ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if r.file == file { // not another file asked for since
				r.html, r.failed = text, !ok
			}
		})
	})
}

// Render draws the rules, nothing while they are read, or a line saying
// they could not be read.
func (r *rulesText) Render() app.UI {
	if r.failed {
		return app.P().Class("rules-text").Text(r.Lang.T("rules.unread"))
	}
	return app.Raw(`<div class="rules-text">` + r.html + `</div>`)
}

// fetchText fetches url and calls done with the body of the answer, or
// with ok false when the fetch fails or the answer is not 200 OK.
func fetchText(url string, done func(text string, ok bool)) {
	var answered, read, failed app.Func
	release := func() {
		answered.Release()
		read.Release()
		failed.Release()
	}
	answered = app.FuncOf(func(this app.Value, args []app.Value) any {
		if res := args[0]; res.Get("ok").Bool() {
			res.Call("text").Call("then", read, failed)
			return nil
		}
		release()
		done("", false)
		return nil
	})
	read = app.FuncOf(func(this app.Value, args []app.Value) any {
		release()
		done(args[0].String(), true)
		return nil
	})
	failed = app.FuncOf(func(this app.Value, args []app.Value) any {
		release()
		done("", false)
		return nil
	})
	app.Window().Call("fetch", url).Call("then", answered, failed)
}

package shell

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// The overlays that are always in the page: each owns what it shows and
// draws nothing (an empty text) while it has nothing to show, so that it
// keeps its place among the overlays, and its state, as dialogs come and
// go before it.

// Actions the shell sends to its overlays: a passing message (a string)
// and a question (a *question).
const (
	notifyAction = "impasse.notify"
	askAction    = "impasse.ask"
)

// notify shows a passing message for a few seconds in the toast. It is
// sent one step later, so that a message from the shell's OnMount, which
// runs before the overlays are mounted, is heard.
func (s *Shell) notify(text string) {
	s.root.Dispatch(func(ctx app.Context) { ctx.NewActionWithValue(notifyAction, text) })
}

// toast is the passing message: shown for a few seconds, or until
// closed.
type toast struct {
	app.Compo

	Lang i18n.Lang

	text string
	// id numbers the messages, so that only the last one's timer hides
	// it.
	id int
}

// OnMount listens for messages.
func (t *toast) OnMount(ctx app.Context) {
	ctx.Handle(notifyAction, func(ctx app.Context, a app.Action) {
		t.text, _ = a.Value.(string)
		t.id++
		id := t.id
		ctx.After(6*time.Second, func(ctx app.Context) {
			if t.id == id {
				t.text = ""
			}
		})
	})
}

// Render draws the message, if any.
func (t *toast) Render() app.UI {
	if t.text == "" {
		return app.Text("")
	}
	return app.Div().Class("notice", "toast").Role("alert").Body(
		app.Span().Text(t.text),
		app.Button().Class("btn", "icon").Aria("label", t.Lang.T("nav.close")).Text("×").
			OnClick(func(ctx app.Context, e app.Event) { t.text = "" }),
	)
}

// updateNotice says that a new version of the app is ready; the games in
// progress are saved after every move, so updating loses nothing.
type updateNotice struct {
	app.Compo

	Lang  i18n.Lang
	ready bool
}

// OnAppUpdate shows the notice.
func (u *updateNotice) OnAppUpdate(ctx app.Context) { u.ready = true }

// Render draws the notice once an update is ready.
func (u *updateNotice) Render() app.UI {
	if !u.ready {
		return app.Text("")
	}
	l := u.Lang
	return app.Div().Class("notice", "update").Role("status").Body(
		app.Span().Text(l.T("update.ready")),
		app.Button().Class("btn", "primary").Text(l.T("update.reload")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
		button("", l.T("update.later"), func(ctx app.Context, e app.Event) { u.ready = false }),
	)
}

// question is a question waiting for Yes or No, and what Yes does.
type question struct {
	text string
	yes  func(ctx app.Context)
}

// ask puts a question to the person: yes runs if they answer Yes.
func ask(ctx app.Context, text string, yes func(ctx app.Context)) {
	ctx.NewActionWithValue(askAction, &question{text: text, yes: yes})
}

// confirmDialog asks the last question put, until answered or until the
// page changes.
type confirmDialog struct {
	app.Compo

	Lang i18n.Lang

	q *question
}

// OnMount listens for questions.
func (d *confirmDialog) OnMount(ctx app.Context) {
	ctx.Handle(askAction, func(ctx app.Context, a app.Action) { d.q, _ = a.Value.(*question) })
}

// OnNav drops the question: it was about the page left.
func (d *confirmDialog) OnNav(ctx app.Context) { d.q = nil }

// Render draws the question, if any.
func (d *confirmDialog) Render() app.UI {
	if d.q == nil {
		return app.Text("")
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "confirm").Role("alertdialog").Body(
			app.P().Text(d.q.text),
			app.Div().Class("actions").Body(
				button("", d.Lang.T("game.no"), func(ctx app.Context, e app.Event) { d.q = nil }),
				app.Button().Class("btn", "primary").ID("confirm-yes").Text(d.Lang.T("game.yes")).
					OnClick(func(ctx app.Context, e app.Event) {
						if q := d.q; q != nil {
							d.q = nil
							q.yes(ctx)
						}
					}),
			),
		),
	)
}

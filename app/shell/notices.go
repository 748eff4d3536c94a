package shell

import (
	"time"
	"unicode/utf8"

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

// notify shows a passing message for a few seconds (see notice). It is
// sent one step later, so that a message from the shell's OnMount, which
// runs before the overlays are mounted, is heard.
func (s *Shell) notify(text string) {
	s.root.Dispatch(func(ctx app.Context) { ctx.NewActionWithValue(notifyAction, text) })
}

// notice is a notice to the person. With Update, it is a bar under the
// header saying that a new version of the app is ready, until the
// person updates (the games in progress are saved after every move, so
// updating loses nothing) or puts it off; without, it is the passing
// message the shell sends with notify, at the foot of the page, shown
// for a few seconds or until closed.
type notice struct {
	app.Compo

	Lang   i18n.Lang
	Update bool

	// ready is set once an update is ready; text is the message.
	ready bool
	text  string
	// id numbers the messages, so that only the last one's timer hides
	// it.
	id int
}

// OnMount listens for messages.
func (n *notice) OnMount(ctx app.Context) {
	if n.Update {
		return
	}
	ctx.Handle(notifyAction, func(ctx app.Context, a app.Action) {
		n.text, _ = a.Value.(string)
		n.id++
		id := n.id
		ctx.After(readingTime(n.text), func(ctx app.Context) {
			if n.id == id {
				n.text = ""
			}
		})
	})
}

// readingTime is how long a message shows: time to read it, from 4 s
// for a word to 20 s for a paragraph.
func readingTime(text string) time.Duration {
	return min(4*time.Second+time.Duration(utf8.RuneCountInString(text))*60*time.Millisecond, 20*time.Second)
}

// OnAppUpdate shows the update's notice.
func (n *notice) OnAppUpdate(ctx app.Context) { n.ready = n.Update }

// Render draws the notice, if any.
func (n *notice) Render() app.UI {
	switch {
	case n.ready:
		return n.update()
	case n.text != "":
		return n.toast()
	}
	return app.Text("")
}

// update draws the notice of an update ready to load.
func (n *notice) update() app.UI {
	l := n.Lang
	return app.Div().Class("notice", "update").Role("status").Body(
		app.Span().Text(l.T("update.ready")),
		app.Button().Class("btn", "primary").ID("update-now").Text(l.T("update.reload")).
			// The waiting version takes over; the page then reloads
			// (AppJS).
			OnClick(func(ctx app.Context, e app.Event) { app.Window().Call("impasseUpdate") }),
		button("update-later", l.T("update.later"), func(ctx app.Context, e app.Event) { n.ready = false }),
	)
}

// toast draws the message shown.
func (n *notice) toast() app.UI {
	return app.Div().Class("notice", "toast").Role("alert").Body(
		app.Span().Text(n.text),
		app.Button().Class("btn", "icon").Aria("label", n.Lang.T("nav.close")).Text("×").
			OnClick(func(ctx app.Context, e app.Event) { n.text = "" }),
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
	return d.dialog()
}

// dialog draws the question asked.
func (d *confirmDialog) dialog() app.UI {
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "confirm").Role("alertdialog").Aria("modal", "true").Aria("labelledby", "confirm-text").Body(
			app.P().ID("confirm-text").Text(d.q.text),
			app.Div().Class("actions").Body(
				dismiss(button("confirm-no", d.Lang.T("game.no"), func(ctx app.Context, e app.Event) { d.q = nil })),
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

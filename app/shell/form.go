package shell

import (
	"impasse/app/board"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// choice is one option of a select: its value and its text, and off
// when it cannot be chosen now (shown greyed).
type choice struct {
	value, text string
	off         bool
}

// selectRow is a form row: a label, and a select among choices with the
// one of value cur chosen, id its element id when not empty.
func selectRow(label, id string, choices []choice, cur string, onChoose func(ctx app.Context, value string)) app.HTMLLabel {
	opts := make([]app.UI, len(choices))
	for i, c := range choices {
		opts[i] = board.Option(c.value, c.text, c.value == cur).Disabled(c.off)
	}
	// The choice is read by its place: go-app writes no empty value
	// attribute, and an option without one has its text as its value.
	sel := app.Select().OnChange(func(ctx app.Context, e app.Event) {
		if i := ctx.JSSrc().Get("selectedIndex").Int(); i >= 0 && i < len(choices) {
			onChoose(ctx, choices[i].value)
		}
	}).Body(opts...)
	if id != "" {
		sel = sel.ID(id)
	}
	return app.Label().Class("row").Body(app.Span().Text(label), sel)
}

// checkRow is a form row: a checkbox, ticked when on, and its label.
func checkRow(label, id string, on bool, onChange app.EventHandler) app.UI {
	return app.Label().Class("row", "check").Body(
		board.Checkbox(id, on).OnChange(onChange),
		app.Span().Text(label),
	)
}

// button is a button of the app's style, id its element id when not
// empty.
func button(id, text string, onClick app.EventHandler) app.HTMLButton {
	b := app.Button().Class("btn")
	if id != "" {
		b = b.ID(id)
	}
	return b.Text(text).OnClick(onClick)
}

// openItem is one entry of a list, a finished game or a variation, drawn
// as a button that opens entry Index.
type openItem struct {
	app.Compo

	ID, Class string
	Index     int
	Label     string
	OnOpen    func(ctx app.Context, i int)
}

// Render draws the entry's button.
func (o *openItem) Render() app.UI {
	return app.Li().Body(
		app.Button().Class("btn", o.Class).ID(o.ID).Text(o.Label).
			OnClick(func(ctx app.Context, e app.Event) { o.OnOpen(ctx, o.Index) }),
	)
}

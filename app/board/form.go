package board

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// go-app writes a false boolean attribute into the page it draws on the
// server as selected="false" or checked="false", which a browser reads
// as true: until app.wasm ran, the last option of every select showed
// chosen. Option and Checkbox leave a false one out of that page; in the
// browser they set it either way, since go-app sets the element's
// property from it (removing the attribute would not untick a box the
// player has ticked).

// Option returns an option of a select, chosen when selected.
func Option(value, text string, selected bool) app.HTMLOption {
	o := app.Option().Value(value).Text(text)
	if selected || app.IsClient {
		o = o.Selected(selected)
	}
	return o
}

// Checkbox returns a checkbox with this id, ticked when on.
func Checkbox(id string, on bool) app.HTMLInput {
	in := app.Input().Type("checkbox").ID(id)
	if on || app.IsClient {
		in = in.Checked(on)
	}
	return in
}

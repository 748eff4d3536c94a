package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/qr"
	"impasse/rules"
)

// sendDialog offers to send the link of a game played by links after a
// move: the system's share sheet where there is one, a copy button, and
// the link as a QR code for the other phone's camera. It draws the code
// when the link changes (OnMount, OnUpdate), not in Render.
type sendDialog struct {
	app.Compo

	// URL is the link to send, or "" while closed.
	URL  string
	Lang i18n.Lang
	// To says whom to send it to.
	To string
	// OnClose closes the dialog.
	OnClose app.EventHandler

	// of is the link the code is drawn for; path draws the code's dark
	// modules in a square of size modules, or is "" when the link is too
	// long for a code; share is set when the browser has a share sheet.
	of    string
	path  string
	size  int
	share bool
}

// OnMount draws the code of a dialog open at once.
func (d *sendDialog) OnMount(ctx app.Context) { d.load() }

// OnUpdate draws the code of a new link.
func (d *sendDialog) OnUpdate(ctx app.Context) { d.load() }

func (d *sendDialog) load() {
	if d.URL == d.of {
		return
	}
	d.of, d.path, d.size = d.URL, "", 0
	if d.URL == "" {
		return
	}
	if code, err := qr.Encode(d.URL); err == nil {
		d.path, d.size = code.Path(), code.Size
	}
	d.share = app.Window().Get("navigator").Get("share").Truthy()
}

// quiet is the light margin around a QR code, in modules.
const quiet = 4

// Render draws the dialog while open.
func (d *sendDialog) Render() app.UI {
	if d.URL == "" || d.of != d.URL {
		return app.Text("")
	}
	l := d.Lang
	var code app.UI = app.P().Class("send-long").ID("send-long").Text(l.T("send.tooLong"))
	if d.path != "" {
		side := strconv.Itoa(d.size + 2*quiet)
		code = svgElem("svg").ID("send-qr").Class("send-qr").
			Attr("viewBox", "-"+strconv.Itoa(quiet)+" -"+strconv.Itoa(quiet)+" "+side+" "+side).
			Attr("shape-rendering", "crispEdges").Attr("role", "img").Aria("label", l.T("send.qr")).Body(
			svgElem("rect").Attr("x", -quiet).Attr("y", -quiet).Attr("width", side).Attr("height", side).Attr("fill", "#fff"),
			svgElem("path").Attr("d", d.path).Attr("fill", "#000"),
		)
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "send").ID("send").Role("dialog").Aria("labelledby", "send-title").Body(
			app.H2().ID("send-title").Text(l.T("send.title")),
			app.P().Class("send-to").Text(d.To),
			code,
			app.Input().Class("send-url").ID("send-url").ReadOnly(true).Value(d.URL).Aria("label", l.T("send.url")),
			app.Div().Class("actions").Body(
				app.If(d.share, func() app.UI {
					return app.Button().Class("btn", "primary").ID("send-share").Text(l.T("send.share")).OnClick(d.shareLink)
				}),
				button("send-copy", l.T("link.copy"), d.copy),
				button("send-close", l.T("nav.close"), d.OnClose),
			),
		),
	)
}

// copy puts the link on the clipboard.
func (d *sendDialog) copy(ctx app.Context, e app.Event) {
	if cb := app.Window().Get("navigator").Get("clipboard"); cb.Truthy() {
		cb.Call("writeText", d.URL)
		ctx.NewActionWithValue(notifyAction, d.Lang.T("link.copied"))
	}
}

// shareLink opens the system's share sheet with the link; a sheet
// closed without sharing is no error.
func (d *sendDialog) shareLink(ctx app.Context, e app.Event) {
	data := map[string]any{"title": d.Lang.T("app.name"), "text": d.To, "url": d.URL}
	p := app.Window().Get("navigator").Call("share", data)
	var ignore app.Func
	ignore = app.FuncOf(func(this app.Value, args []app.Value) any {
		ignore.Release()
		return nil
	})
	p.Call("then", ignore, ignore)
}

// offerSend opens the send dialog with the link of the game shown, a
// game played by links, as it stands.
func (s *Shell) offerSend() {
	code, err := rules.EncodeLink(s.sess.Game, friendLink(s.sess))
	if err != nil {
		s.notify(linkError(s.lang, err))
		return
	}
	origin := app.Window().Get("location").Get("origin").String()
	s.sendURL = origin + pathOf("/play/"+s.sess.Game.Info().ID) + "#" + linkPrefix + code
}

// sendOf returns the send dialog of the game shown.
func (s *Shell) sendOf(l i18n.Lang) *sendDialog {
	d := &sendDialog{URL: s.sendURL, Lang: l, OnClose: func(ctx app.Context, e app.Event) { s.sendURL = "" }}
	if s.sess == nil || s.sendURL == "" {
		return d
	}
	if t := s.sess.ToMove(); t >= 0 {
		d.To = l.T("send.to", s.seatName(t))
	} else {
		d.To = l.T("send.over")
	}
	return d
}

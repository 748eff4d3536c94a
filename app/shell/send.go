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
// the link as a QR code for the other phone's camera.
type sendDialog struct {
	app.Compo

	// URL is the link to send, or "" while closed.
	URL  string
	Lang i18n.Lang
	// Title names what is sent (a move, a new game, the end); To says
	// whom to send it to.
	Title, To string
	// OnClose closes the dialog; OnSent is called once the link is
	// copied or shared.
	OnClose, OnSent app.EventHandler

	// share is set when the browser has a share sheet.
	share bool
}

// OnMount looks for a share sheet.
func (d *sendDialog) OnMount(ctx app.Context) {
	d.share = app.Window().Get("navigator").Get("share").Truthy()
}

// Render draws the dialog while open.
func (d *sendDialog) Render() app.UI {
	if d.URL == "" {
		return app.Text("")
	}
	return d.dialog()
}

// dialog draws the open dialog.
func (d *sendDialog) dialog() app.UI {
	l := d.Lang
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "send").ID("send").Role("dialog").Aria("modal", "true").Aria("labelledby", "send-title").Body(
			app.H2().ID("send-title").Text(d.Title),
			app.P().Class("send-to").Text(d.To),
			&qrCode{Text: d.URL, Label: l.T("send.qr"), TooLong: l.T("send.tooLong")},
			app.Input().Class("send-url").ID("send-url").ReadOnly(true).Value(d.URL).Aria("label", l.T("send.url")),
			app.Div().Class("actions").Body(
				app.If(d.share, func() app.UI {
					return app.Button().Class("btn", "primary").ID("send-share").Text(l.T("send.share")).OnClick(d.shareLink)
				}),
				button("send-copy", l.T("link.copy"), d.copy),
				dismiss(button("send-close", l.T("nav.close"), d.OnClose)),
			),
		),
	)
}

// copy puts the link on the clipboard; the link counts as sent once the
// clipboard has taken it. The handler is the one of the link copied:
// by the time the clipboard answers, the dialog may offer another.
func (d *sendDialog) copy(ctx app.Context, e app.Event) {
	sent := d.OnSent
	copyText(ctx, d.Lang, d.URL, d.Lang.T("link.copied"), func(ctx app.Context) { sent(ctx, e) })
}

// shareLink opens the system's share sheet with the link; a sheet
// closed without sharing is no error, and the link is not sent. As for
// copy, the handler is the one of the link shared.
func (d *sendDialog) shareLink(ctx app.Context, e app.Event) {
	sent := d.OnSent
	data := map[string]any{"title": d.Lang.T("app.name"), "text": d.To, "url": d.URL}
	settled(ctx, app.Window().Get("navigator").Call("share", data),
		func(ctx app.Context, _ app.Value) { sent(ctx, e) }, func(app.Context, app.Value) {})
}

// outgoing is a link the send dialog offers: its address, and the game
// it was made of as the game stood (sentKey).
type outgoing struct {
	// URL is the link, or "" while the dialog is closed.
	URL  string
	game *Session
	key  uint64
}

// of reports whether o is the link of game g as it stands.
func (o outgoing) of(g *Session) bool {
	return o.game != nil && o.game == g && sentKey(g) == o.key
}

// sentNow marks the game shown as sent, when o is its link as it
// stands: a share sheet answers later, when another game or a friend's
// move may have come.
func (s *Shell) sentNow(ctx app.Context, o outgoing) {
	if !o.of(s.sess) {
		return
	}
	s.sess.markSent()
	s.saveGame(ctx)
}

// sendMove sends the game shown to the friends' devices after a move
// here: over the live connection when there is one, else by the send
// dialog.
func (s *Shell) sendMove() {
	if !s.sendLive() {
		s.offerSend()
	}
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
	url := origin + pathOf("/play/"+s.sess.Game.Info().ID) + "#" + linkPrefix + code
	s.sending = outgoing{URL: url, game: s.sess, key: sentKey(s.sess)}
}

// sendOf returns the send dialog of the game shown.
func (s *Shell) sendOf(l i18n.Lang) *sendDialog {
	o := s.sending
	d := &sendDialog{URL: o.URL, Lang: l,
		OnClose: func(ctx app.Context, e app.Event) { s.sending = outgoing{} },
		OnSent:  func(ctx app.Context, e app.Event) { s.sentNow(ctx, o) },
	}
	if s.sess == nil || o.URL == "" {
		return d
	}
	switch t := s.sess.ToMove(); {
	case s.sess.Over() || t < 0:
		d.Title, d.To = l.T("send.titleOver"), l.T("send.over")
	case len(s.sess.Moves()) == 0:
		d.Title, d.To = l.T("send.titleNew"), l.T("send.to", s.seatName(t))
	default:
		d.Title, d.To = l.T("send.title"), l.T("send.to", s.seatName(t))
	}
	return d
}

// qrCode draws Text as a QR code, said as Label, or says TooLong when
// the text is too long for one. It makes the code when the text changes
// (OnMount, OnUpdate), not in Render.
type qrCode struct {
	app.Compo

	Text, Label, TooLong string

	// of is the text the code is drawn for; path draws the code's dark
	// modules in a square of size modules, or is "" when the text is too
	// long for a code.
	of   string
	path string
	size int
}

// OnMount makes the code.
func (q *qrCode) OnMount(ctx app.Context) { q.load() }

// OnUpdate makes the code of a new text.
func (q *qrCode) OnUpdate(ctx app.Context) { q.load() }

func (q *qrCode) load() {
	if q.Text == q.of {
		return
	}
	q.of, q.path, q.size = q.Text, "", 0
	if code, err := qr.Encode(q.Text); err == nil {
		q.path, q.size = code.Path(), code.Size
	}
}

// quiet is the light margin around a QR code, in modules.
const quiet = 4

// Render draws the code (nothing before it is made).
func (q *qrCode) Render() app.UI {
	if q.of != q.Text {
		return app.Div().Class("send-qr")
	}
	if q.path == "" {
		return app.P().Class("send-long").ID("send-long").Text(q.TooLong)
	}
	side := strconv.Itoa(q.size + 2*quiet)
	return svgElem("svg").ID("send-qr").Class("send-qr").
		Attr("viewBox", "-"+strconv.Itoa(quiet)+" -"+strconv.Itoa(quiet)+" "+side+" "+side).
		Attr("shape-rendering", "crispEdges").Attr("role", "img").Aria("label", q.Label).Body(
		svgElem("rect").Attr("x", -quiet).Attr("y", -quiet).Attr("width", side).Attr("height", side).Attr("fill", "#fff"),
		svgElem("path").Attr("d", q.path).Attr("fill", "#000"),
	)
}

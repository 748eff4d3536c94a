package shell

import (
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// Live play: two devices in one room link up by WebRTC with no server
// at all, and the moves of a game played by links travel over a data
// channel as they are played. One device (the host) shows its
// connection offer as an address (a QR code, or text to copy); the other
// opens it and shows its answer, an address too: scanned on the host,
// it opens a page that hands it to the page of the offer (by the
// browser's BroadcastChannel); or the host pastes it. No STUN or TURN
// server is named, so the devices find each other only on the same
// network (their host candidates). What travels is the game's link
// (see friend.go), after each move: each device checks every move with
// the rules as for a link, and a dropped connection leaves both with
// the game, to go on by links.

// livePrefix starts the address fragment of a connection offer:
// /play/alignement#live=….
const livePrefix = "live="

// liveAnswerPrefix starts the address fragment of the answer:
// /play/alignement#la=….
const liveAnswerPrefix = "la="

// liveRelay names the BroadcastChannel on which a page opened at an
// answer's address hands it to the page of this device that offered,
// which says liveRelayTaken back.
const (
	liveRelay      = "impasse-live"
	liveRelayTaken = "taken"
)

// liveRelayWait is how long the page of an answer waits to hear that the
// page of the offer took it.
const liveRelayWait = 3 * time.Second

// liveChannel names the data channel.
const liveChannel = "impasse"

// liveConn is a WebRTC connection to a friend's device.
type liveConn struct {
	pc, ch app.Value
	// host is set on the device that made the offer.
	host bool
	// code is what this device shows the other (the offer's address, or
	// the answer), "" while the connection gathers its candidates.
	code string
	// open is set while the data channel is open.
	open bool
	// game is the id of the game whose page made the connection: the
	// moves it carries are that game's.
	game string
	// relay hears, on the host, the answer another page of this device
	// was opened at (liveRelay); nil where the browser has none.
	relay    app.Value
	handlers []liveHandler
}

// liveHandler is a handler set on the connection or its channel: the
// object, the property and the function.
type liveHandler struct {
	on   app.Value
	name string
	fn   app.Func
}

// on sets handler name of v to f, released when the connection closes.
func (c *liveConn) on(v app.Value, name string, f func(args []app.Value)) {
	fn := app.FuncOf(func(this app.Value, args []app.Value) any {
		f(args)
		return nil
	})
	c.handlers = append(c.handlers, liveHandler{v, name, fn})
	v.Set(name, fn)
}

// close ends the connection and releases its handlers, taken off first:
// the channel's close event comes after, and a released function called
// is an error ("call to released function").
func (c *liveConn) close() {
	for _, h := range c.handlers {
		h.on.Set(h.name, nil)
		h.fn.Release()
	}
	c.handlers = nil
	if c.relay != nil {
		c.relay.Call("close")
	}
	if c.ch != nil {
		c.ch.Call("close")
	}
	c.pc.Call("close")
}

// awaitsAnswer reports whether the connection, the host's, has made its
// offer and has taken no answer yet.
func (c *liveConn) awaitsAnswer() bool {
	return c.host && !c.open && c.pc.Get("signalingState").String() == "have-local-offer"
}

// errNoWebRTC: the browser has no RTCPeerConnection.
var errNoWebRTC = errors.New("this browser cannot connect devices directly")

// newLive starts a connection with no ICE server: only the devices' own
// addresses are offered.
func (s *Shell) newLive(host bool) (*liveConn, error) {
	ctor := app.Window().Get("RTCPeerConnection")
	if !ctor.Truthy() {
		return nil, errNoWebRTC
	}
	c := &liveConn{pc: ctor.New(map[string]any{"iceServers": []any{}}), host: host, game: s.at.id}
	c.on(c.pc, "onicegatheringstatechange", func([]app.Value) {
		if c.pc.Get("iceGatheringState").String() != "complete" {
			return
		}
		sdp := c.pc.Get("localDescription").Get("sdp").String()
		s.root.Dispatch(func(ctx app.Context) { s.liveGathered(c, sdp) })
	})
	c.on(c.pc, "onconnectionstatechange", func([]app.Value) {
		if st := c.pc.Get("connectionState").String(); st == "failed" || st == "closed" {
			s.root.Dispatch(func(ctx app.Context) { s.liveDropped(c) })
		}
	})
	return c, nil
}

// await calls ok with what promise p gives, or says text and drops
// the connection when p is rejected (the browser refused an offer or an
// answer), each on the UI goroutine and only while c is the
// connection.
func (s *Shell) await(c *liveConn, p app.Value, text string, ok func(ctx app.Context, v app.Value)) {
	settled(s.root, p, func(ctx app.Context, v app.Value) {
		if s.live == c {
			ok(ctx, v)
		}
	}, func(ctx app.Context, v app.Value) {
		if s.live == c {
			s.liveFailed(c, text)
		}
	})
}

// liveFailed ends connection c, which the browser could not make, and
// says text.
func (s *Shell) liveFailed(c *liveConn, text string) {
	if s.live != c {
		return
	}
	s.notify(text)
	s.stopLive()
	s.liveShown = false
}

// channel takes the connection's data channel.
func (s *Shell) channel(c *liveConn, ch app.Value) {
	c.ch = ch
	c.on(ch, "onopen", func([]app.Value) {
		s.root.Dispatch(func(ctx app.Context) { s.liveOpened(ctx, c) })
	})
	c.on(ch, "onclose", func([]app.Value) {
		s.root.Dispatch(func(ctx app.Context) { s.liveDropped(c) })
	})
	c.on(ch, "onmessage", func(args []app.Value) {
		data := args[0].Get("data").String()
		s.root.Dispatch(func(ctx app.Context) { s.liveMessage(ctx, c, data) })
	})
	if ch.Get("readyState").String() == "open" {
		// Opened before its handlers were set.
		s.root.Dispatch(func(ctx app.Context) { s.liveOpened(ctx, c) })
	}
}

// hostLive starts a live connection from the game shown: the offer, to
// show once gathered.
func (s *Shell) hostLive(ctx app.Context) {
	s.stopLive()
	c, err := s.newLive(true)
	if err != nil {
		s.notify(s.lang.T("live.failed", err))
		return
	}
	s.live = c
	if ctor := app.Window().Get("BroadcastChannel"); ctor.Truthy() {
		c.relay = ctor.New(liveRelay)
		c.on(c.relay, "onmessage", func(args []app.Value) {
			text := args[0].Get("data").String()
			if text == liveRelayTaken {
				return // another page offering took it
			}
			s.root.Dispatch(func(ctx app.Context) {
				if s.live == c && c.awaitsAnswer() {
					c.relay.Call("postMessage", liveRelayTaken)
					s.liveAnswer(ctx, text)
				}
			})
		})
	}
	s.channel(c, c.pc.Call("createDataChannel", liveChannel))
	failed := s.lang.T("live.failed", s.lang.T("live.noOffer"))
	s.await(c, c.pc.Call("createOffer"), failed, func(ctx app.Context, d app.Value) {
		s.await(c, c.pc.Call("setLocalDescription", d), failed, func(app.Context, app.Value) {})
	})
}

// offerLive takes the offer of a friend's device, read from the address
// of the game shown, and asks the person whether to connect: nothing
// is sent to the addresses it names before they accept (acceptLive).
func (s *Shell) offerLive(ctx app.Context, fragment string) {
	app.Window().Get("history").Call("replaceState", nil, "", pathOf("/play/"+s.at.id))
	sdp, err := expandSDP(strings.TrimPrefix(fragment, livePrefix))
	if err != nil {
		s.notify(s.lang.T("live.badOffer"))
		return
	}
	s.liveOffer = sdp
	s.liveShown = true
}

// relayAnswer takes the answer of a friend's device opened as an
// address (its code scanned on the host): to this page's own offer, or
// to the page of this device that made it, by liveRelay. This page then
// says where to go on, or that no page took it.
func (s *Shell) relayAnswer(ctx app.Context, fragment string) {
	app.Window().Get("history").Call("replaceState", nil, "", pathOf("/play/"+s.at.id))
	text := strings.TrimPrefix(fragment, liveAnswerPrefix)
	if c := s.live; c != nil && c.awaitsAnswer() {
		s.liveAnswer(ctx, text)
		return
	}
	ctor := app.Window().Get("BroadcastChannel")
	if !ctor.Truthy() {
		s.notify(s.lang.T("live.noRelay"))
		return
	}
	relay := ctor.New(liveRelay)
	taken := false
	heard := app.FuncOf(func(this app.Value, args []app.Value) any {
		taken = taken || args[0].Get("data").String() == liveRelayTaken
		return nil
	})
	relay.Set("onmessage", heard)
	relay.Call("postMessage", text)
	time.AfterFunc(liveRelayWait, func() {
		s.root.Dispatch(func(ctx app.Context) {
			relay.Set("onmessage", nil)
			heard.Release()
			relay.Call("close")
			if taken {
				s.notify(s.lang.T("live.relayed"))
			} else {
				s.notify(s.lang.T("live.notRelayed"))
			}
		})
	})
}

// acceptLive answers the offer the person accepted.
func (s *Shell) acceptLive(ctx app.Context, e app.Event) {
	sdp := s.liveOffer
	s.liveOffer = ""
	if sdp != "" {
		s.joinLive(ctx, sdp)
	}
}

// joinLive answers sdp, the offer of a friend's device.
func (s *Shell) joinLive(ctx app.Context, sdp string) {
	s.stopLive()
	c, err := s.newLive(false)
	if err != nil {
		s.notify(s.lang.T("live.failed", err))
		return
	}
	s.live = c
	// The channel's handlers are set on the UI goroutine, which runs
	// the dispatch before the browser goes on: no event of the channel
	// comes before them.
	c.on(c.pc, "ondatachannel", func(args []app.Value) {
		ch := args[0].Get("channel")
		s.root.Dispatch(func(ctx app.Context) {
			if s.live == c {
				s.channel(c, ch)
			}
		})
	})
	refused := s.lang.T("live.offerRefused")
	s.await(c, c.pc.Call("setRemoteDescription", map[string]any{"type": "offer", "sdp": sdp}), refused, func(app.Context, app.Value) {
		s.await(c, c.pc.Call("createAnswer"), refused, func(ctx app.Context, d app.Value) {
			s.await(c, c.pc.Call("setLocalDescription", d), refused, func(app.Context, app.Value) {})
		})
	})
}

// liveGathered shows what this device's connection offers: the host's
// offer, or the answer, as an address of the app.
func (s *Shell) liveGathered(c *liveConn, sdp string) {
	if s.live != c || c.code != "" {
		return
	}
	compact, err := compactSDP(sdp)
	if err != nil {
		// No address of this device to offer (no network).
		s.liveDropped(c)
		return
	}
	prefix := livePrefix
	if !c.host {
		prefix = liveAnswerPrefix
	}
	origin := app.Window().Get("location").Get("origin").String()
	c.code = origin + pathOf("/play/"+c.game) + "#" + prefix + compact
}

// liveAnswer takes the answer pasted on the host: a text that is none
// is said and the offer kept, to paste again; an answer the browser
// refuses ends the connection, with a message.
func (s *Shell) liveAnswer(ctx app.Context, text string) {
	c := s.live
	if c == nil || !c.host {
		return
	}
	if strings.Contains(text, "#"+livePrefix) {
		s.notify(s.lang.T("live.pastedOffer"))
		return
	}
	if !c.awaitsAnswer() {
		return // an answer taken already (its code scanned twice)
	}
	// The answer's address, or the answer alone.
	if _, after, ok := strings.Cut(text, "#"+liveAnswerPrefix); ok {
		text = after
	}
	sdp, err := expandSDP(strings.TrimSpace(text))
	if err != nil {
		s.notify(s.lang.T("live.badAnswer"))
		return
	}
	s.await(c, c.pc.Call("setRemoteDescription", map[string]any{"type": "answer", "sdp": sdp}), s.lang.T("live.answerRefused"),
		func(app.Context, app.Value) {})
}

// liveOpened: the devices are linked; each sends the game it holds.
func (s *Shell) liveOpened(ctx app.Context, c *liveConn) {
	if s.live != c || c.open {
		return
	}
	c.open = true
	s.notify(s.lang.T("live.connected"))
	s.sendLive()
}

// liveDropped forgets a connection that failed or closed, and says so
// when it was open.
func (s *Shell) liveDropped(c *liveConn) {
	if s.live != c {
		return
	}
	if c.open {
		s.notify(s.lang.T("live.dropped"))
	} else {
		s.notify(s.lang.T("live.unreachable"))
	}
	s.stopLive()
}

// stopLive closes the live connection, if any.
func (s *Shell) stopLive() {
	if s.live != nil {
		c := s.live
		s.live = nil
		c.close()
	}
}

// liveMessage takes the game a friend's device sent: its new moves, or
// the game new here, as a link would. The same game again is no news;
// an older one means the friend missed moves (this device was on
// another page), sent back. A message that comes while this device
// shows another page is left: the device sends its game when it comes
// back (see OnNav), and the friend's answer brings the moves.
func (s *Shell) liveMessage(ctx app.Context, c *liveConn, code string) {
	if s.live != c || s.at != (route{page: pagePlay, id: c.game}) {
		return
	}
	g, _ := rules.Lookup(c.game)
	l, _, err := rules.DecodeLink(g, code)
	if err == nil && l.ID == 0 {
		err = rules.ErrLinkDamaged
	}
	if err == nil {
		err = s.openFriend(ctx, g, l, true)
	}
	stale, isStale := errors.AsType[*staleError](err)
	switch {
	case isStale && stale.Link < stale.Here:
		s.sendLive()
	case err != nil && !isStale:
		s.notify(linkError(s.lang, err))
	}
}

// sendLive sends the game shown, one played by links, over the live
// connection when it is that game's; it reports whether it was sent.
func (s *Shell) sendLive() bool {
	c := s.live
	if c == nil || !c.open || s.sess == nil || !s.sess.Friends() || s.sess.Game.Info().ID != c.game {
		return false
	}
	code, err := rules.EncodeLink(s.sess.Game, friendLink(s.sess))
	if err != nil {
		s.notify(linkError(s.lang, err))
		return true
	}
	c.ch.Call("send", code)
	return true
}

// liveDialog links this device to a friend's: on the host, its offer
// (a QR code of an address, and the address to copy) and a box for the
// answer; on the other device, the answer to copy. It closes once the
// devices are linked.
type liveDialog struct {
	app.Compo

	Open bool
	// Asking is set while a friend's device's offer waits for the
	// person to accept it (OnAccept).
	Asking bool
	// Host is set on the device that offers; Code is what this device
	// shows ("" while it gathers).
	Host bool
	Code string
	Lang i18n.Lang
	// OnAnswer takes the answer pasted on the host.
	OnAnswer func(ctx app.Context, text string)
	OnAccept app.EventHandler
	OnClose  app.EventHandler

	// answer is the text pasted.
	answer string
}

// Render draws the dialog while open.
func (d *liveDialog) Render() app.UI {
	if !d.Open {
		return app.Text("")
	}
	return d.dialog()
}

// dialog draws the open dialog.
func (d *liveDialog) dialog() app.UI {
	l := d.Lang
	var body []app.UI
	switch {
	case d.Asking:
		body = append(body, app.P().ID("live-ask").Text(l.T("live.ask")))
	case d.Code == "":
		body = append(body, app.P().ID("live-wait").Text(l.T("live.gathering")))
	case d.Host:
		body = append(body,
			app.P().Text(l.T("live.offer")),
			d.offerQR(),
			app.Input().Class("send-url").ID("live-offer").ReadOnly(true).Value(d.Code).Aria("label", l.T("live.offerText")),
			app.Div().Class("actions").Body(button("live-offer-copy", l.T("link.copy"), d.copy)),
			app.P().Text(l.T("live.paste")),
			app.Textarea().Class("send-url").ID("live-answer-in").Aria("label", l.T("live.answerText")).
				OnInput(func(ctx app.Context, e app.Event) { d.answer = ctx.JSSrc().Get("value").String() }),
		)
	default:
		body = append(body,
			app.P().Text(l.T("live.answer")),
			&qrCode{Text: d.Code, Label: l.T("live.answerQR"), TooLong: l.T("live.answerTooLong")},
			app.Textarea().Class("send-url", "live-answer").ID("live-answer").ReadOnly(true).Text(d.Code).Aria("label", l.T("live.answerText")),
		)
	}
	actions := []app.UI{}
	if d.Asking {
		actions = append(actions, app.Button().Class("btn", "primary").ID("live-accept").Text(l.T("live.accept")).OnClick(d.OnAccept))
	}
	if !d.Asking && d.Host && d.Code != "" {
		actions = append(actions, app.Button().Class("btn", "primary").ID("live-connect").Text(l.T("live.connect")).
			OnClick(func(ctx app.Context, e app.Event) { d.OnAnswer(ctx, d.answer) }))
	}
	if !d.Asking && !d.Host && d.Code != "" {
		actions = append(actions, button("live-copy", l.T("live.copy"), d.copy))
	}
	actions = append(actions, dismiss(button("live-close", l.T("nav.close"), d.OnClose)))
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "send", "live").ID("live").Role("dialog").Aria("modal", "true").Aria("labelledby", "live-title").Body(
			append([]app.UI{app.H2().ID("live-title").Text(l.T("live.title"))}, append(body, app.Div().Class("actions").Body(actions...))...)...,
		),
	)
}

// offerQR returns the QR code of the host's offer, or the words saying
// that the offer is too long for one.
func (d *liveDialog) offerQR() *qrCode {
	return &qrCode{Text: d.Code, Label: d.Lang.T("live.qr"), TooLong: d.Lang.T("live.tooLong")}
}

// copy puts the offer's address (on the host) or the answer on the
// clipboard.
func (d *liveDialog) copy(ctx app.Context, e app.Event) {
	said := "live.copied"
	if d.Host {
		said = "link.copied"
	}
	copyText(ctx, d.Lang, d.Code, d.Lang.T(said), nil)
}

// liveOf returns the live dialog of the page: a friend's offer to
// accept, or the connection being made.
func (s *Shell) liveOf(l i18n.Lang) *liveDialog {
	d := &liveDialog{Lang: l, OnAnswer: s.liveAnswer, OnAccept: s.acceptLive, OnClose: func(ctx app.Context, e app.Event) {
		if s.liveOffer != "" {
			s.liveOffer = ""
		} else if s.live != nil && !s.live.open {
			s.stopLive()
		}
		s.liveShown = false
	}}
	if s.liveOffer != "" && s.liveShown {
		d.Open, d.Asking = true, true
		return d
	}
	if s.live == nil || !s.liveShown || s.live.open {
		return d
	}
	d.Open, d.Host, d.Code = true, s.live.host, s.live.code
	return d
}

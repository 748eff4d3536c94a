package shell

import (
	"errors"
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/rules"
)

// replay is the replay of a game: the position after a number of
// moves, stepped through while the game itself stays as it is. The
// Session keeps it, so that the page asks the game shown for the
// position to draw, and the replay bar steps through it.
type replay struct {
	on bool
	// at is the number of moves played in the position shown.
	at int
	// of identifies the position that pos and before were replayed
	// for.
	of          replayKey
	pos, before rules.State
	// last is the position before the last move of the game, for the
	// position lastOf identifies (see LastBefore).
	last   rules.State
	lastOf replayKey
}

type replayKey struct {
	at    int
	moves int
	hash  uint64
}

// Replaying reports whether the replay is on, and the number of moves of
// the position it shows.
func (s *Session) Replaying() (on bool, at int) { return s.replay.on, s.replay.at }

// ReplayTo shows the position after the first k moves of the game
// (clamped to the game) in the replay, which it starts.
func (s *Session) ReplayTo(k int) {
	s.replay.on = true
	s.replay.at = max(0, min(k, len(s.moves)))
}

// ReplayStep moves the replay d moves on (back when d < 0).
func (s *Session) ReplayStep(d int) { s.ReplayTo(s.replay.at + d) }

// CloseReplay ends the replay: the game shows as it stands.
func (s *Session) CloseReplay() { s.replay.on = false }

// ReplayPositions returns the position the replay shows and the one
// before it (nil at the start), replayed once per position; they are
// not to be modified.
func (s *Session) ReplayPositions() (pos, before rules.State) {
	r := &s.replay
	key := replayKey{r.at, len(s.moves), s.state.Hash()}
	if r.of != key || r.pos == nil {
		r.of = key
		r.pos = s.PositionAt(r.at)
		r.before = nil
		if r.at > 0 {
			r.before = s.PositionAt(r.at - 1)
		}
	}
	return r.pos, r.before
}

// LastBefore returns the position before the last move (nil when none
// was played), replayed once per position of the game; it is not to be
// modified.
func (s *Session) LastBefore() rules.State {
	r := &s.replay
	key := replayKey{moves: len(s.moves), hash: s.state.Hash()}
	if r.lastOf != key || r.last == nil {
		r.lastOf, r.last = key, s.Before()
	}
	return r.last
}

// replayTo shows the position after the first k moves of the game, in
// replay.
func (s *Shell) replayTo(ctx app.Context, k int) { s.sess.ReplayTo(k) }

// closeReplay shows the game as it stands again.
func (s *Shell) closeReplay(ctx app.Context) {
	s.sess.CloseReplay()
	s.next(ctx)
}

// branch plays on from the position the replay shows: the moves after
// it become a variation of the game.
func (s *Shell) branch(ctx app.Context) {
	s.ai.stop()
	_, at := s.sess.Replaying()
	timed, rated := s.sess.Clock() != nil, s.sess.Rated()
	if err := s.sess.Branch(at); err != nil {
		s.notify(branchText(s.lang, err))
		return
	}
	// What the game leaves behind is said.
	switch {
	case rated && !s.sess.Rated():
		s.notify(s.lang.T("rat.branched"))
	case timed && s.sess.Clock() == nil:
		s.notify(s.lang.T("clock.branched"))
	}
	s.sess.CloseReplay()
	s.saveGame(ctx)
	s.next(ctx)
}

// branchText says why a game may not be played on from an earlier
// position (Session.Branch's error).
func branchText(l i18n.Lang, err error) string {
	switch {
	case errors.Is(err, errTimedBranch):
		return l.T("clock.noBranch")
	case errors.Is(err, errRatedBranch):
		return l.T("rat.noBranch")
	case errors.Is(err, errFriendBranch):
		return l.T("friend.noBranch")
	}
	return err.Error()
}

// switchTo makes variation i the game, and shows in replay where it
// leaves the game it was.
func (s *Shell) switchTo(ctx app.Context, i int) {
	s.ai.stop()
	fork := s.sess.Fork(s.sess.Variations()[i])
	if err := s.sess.SwitchTo(i); errors.Is(err, errFriendBranch) {
		s.notify(s.lang.T("friend.noBranch"))
		return
	} else if err != nil {
		s.notify(err.Error())
		return
	}
	s.saveGame(ctx)
	s.sess.ReplayTo(fork + 1)
}

// replayBarOf returns the replay's controls for the game shown.
func (s *Shell) replayBarOf(l i18n.Lang) *replayBar {
	sess := s.sess
	_, at := sess.Replaying()
	bar := &replayBar{
		Lang:     l,
		Sess:     sess,
		At:       at,
		N:        len(sess.Moves()),
		OnBranch: func(ctx app.Context, e app.Event) { s.branch(ctx) },
		OnClose:  func(ctx app.Context, e app.Event) { s.closeReplay(ctx) },
		OnSwitch: s.switchTo,
		Friends:  sess.Friends(),
	}
	if err := sess.branchable(); err != nil {
		bar.NoBranch = branchText(l, err)
	}
	for i, v := range sess.Variations() {
		// One the game has come to include since is no longer offered.
		if fork := sess.Fork(v); fork < len(v) {
			bar.Vars = append(bar.Vars, variationItem{Index: i, Label: l.Count("replay.variation", len(v)-fork, fork+1, len(v)-fork)})
		}
	}
	return bar
}

// variationItem is a variation offered: its index among the session's
// variations and its name.
type variationItem struct {
	Index int
	Label string
}

// replayBar steps through a game: first, back, forward, last, a slider
// and the arrow keys (Home and End too), moving the replay of its game
// (Session.ReplayTo; the page draws the position the game's replay
// shows); it branches from the position shown, and lists the variations
// kept with the game.
type replayBar struct {
	app.Compo

	Lang i18n.Lang
	// Sess is the game replayed; At is the number of moves in the
	// position shown, of N.
	Sess  *Session
	At, N int
	// Vars are the variations of the game offered.
	Vars []variationItem
	// Friends is set for a game played by links, which is played on
	// from its last move only: the bar offers no variation.
	Friends bool
	// NoBranch says why the game may not be played on from the position
	// shown now (a game by links, a rated game or one with a clock still
	// going), in place of the button; "" offers it.
	NoBranch string
	// OnBranch plays on from the position shown; OnClose ends the
	// replay; OnSwitch makes variation i the game.
	OnSwitch          func(ctx app.Context, i int)
	OnBranch, OnClose app.EventHandler

	keys board.Keys
}

// OnMount listens to the arrow keys, and scrolls the bar and the
// analysis's button after it into view, as far as the board allows: on
// a phone they open under the board (see showUnderBoard).
func (b *replayBar) OnMount(ctx app.Context) {
	b.keys.Listen(ctx, "ArrowLeft ArrowRight Home End", b.key)
	ctx.Defer(func(ctx app.Context) { showUnderBoard("#analysis .analysis-head", "#replay-bar") })
}

// showUnderBoard scrolls the page down until the first element that
// one of selectors matches, tried in turn, shows whole at the foot of
// the screen; where the board stands above it (a phone), no further
// than keeps the board's top under the page's header: the position
// replayed matters more than what is under it. Where the board's top is
// above the header, the board beside the element (a phone held sideways,
// scrolled down to reach Replay), it scrolls up to the board's top under
// the header instead, if the element's first row stays in sight.
func showUnderBoard(selectors ...string) {
	doc := app.Window().Get("document")
	el := app.Null()
	for _, sel := range selectors {
		if el = doc.Call("querySelector", sel); el.Truthy() {
			break
		}
	}
	if !el.Truthy() {
		return
	}
	at := el.Call("getBoundingClientRect")
	top, bottom, height := at.Get("top").Float(), at.Get("bottom").Float(), app.Window().Get("innerHeight").Float()
	over := math.Ceil(bottom - height)
	board, header := doc.Call("querySelector", ".board-wrap"), doc.Call("querySelector", ".top")
	if board.Truthy() && header.Truthy() {
		b := board.Call("getBoundingClientRect")
		under := header.Call("getBoundingClientRect").Get("bottom").Float()
		// Scrolling by up puts the board's top right under the header.
		up := math.Floor(b.Get("top").Float() - under)
		switch {
		case b.Get("bottom").Float() <= top:
			over = min(over, up)
		case up < 0 && top-up >= under && top-up+minInSight <= height:
			app.Window().Call("scrollBy", 0, up)
			return
		}
	}
	if over > 0 {
		app.Window().Call("scrollBy", 0, over)
	}
}

// minInSight is how much of an element showUnderBoard shows at the
// least, in CSS pixels: a row of buttons.
const minInSight = 48

// OnDismount stops listening to the keys.
func (b *replayBar) OnDismount() { b.keys.Stop() }

func (b *replayBar) key(ctx app.Context, k board.Key) {
	switch k.Name {
	case "ArrowLeft":
		b.Sess.ReplayStep(-1)
	case "ArrowRight":
		b.Sess.ReplayStep(1)
	case "Home":
		b.Sess.ReplayTo(0)
	case "End":
		b.Sess.ReplayTo(len(b.Sess.Moves()))
	}
}

// Render draws the bar. No handler depends on the position drawn (the
// game's replay keeps it), so go-app may keep the handlers of an earlier
// drawing, and keys pressed faster than the page draws all count.
func (b *replayBar) Render() app.UI {
	l := b.Lang
	step := func(id, sym, label string, enabled bool, click app.EventHandler) app.UI {
		return app.Button().Class("btn").ID(id).Title(label).Aria("label", label).Disabled(!enabled).Text(sym).OnClick(click)
	}
	var vars []app.UI
	for i, v := range b.Vars {
		vars = append(vars, &openItem{ID: "variation-" + strconv.Itoa(i+1), Class: "small", Index: v.Index, Label: v.Label, OnOpen: b.OnSwitch})
	}
	return app.Section().Class("replay").ID("replay-bar").Aria("label", l.T("replay.title")).Body(
		app.Div().Class("replay-steps").Body(
			step("replay-first", "⇤", l.T("replay.first"), b.At > 0, func(ctx app.Context, e app.Event) { b.Sess.ReplayTo(0) }),
			step("replay-back", "◀", l.T("replay.back"), b.At > 0, func(ctx app.Context, e app.Event) { b.Sess.ReplayStep(-1) }),
			app.Span().Class("replay-pos").ID("replay-pos").Aria("live", "polite").Text(l.T("replay.position", b.At, b.N)),
			step("replay-forward", "▶", l.T("replay.forward"), b.At < b.N, func(ctx app.Context, e app.Event) { b.Sess.ReplayStep(1) }),
			step("replay-last", "⇥", l.T("replay.last"), b.At < b.N, func(ctx app.Context, e app.Event) { b.Sess.ReplayTo(len(b.Sess.Moves())) }),
		),
		app.Input().Type("range").Class("replay-slider").ID("replay-slider").Aria("label", l.T("replay.slider")).
			Min(0).Max(b.N).Step(1).Value(b.At).
			OnInput(func(ctx app.Context, e app.Event) {
				if k, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					b.Sess.ReplayTo(k)
				}
			}),
		app.If(b.NoBranch != "", func() app.UI {
			return app.P().Class("replay-nobranch").ID("replay-nobranch").Text(b.NoBranch)
		}),
		app.Div().Class("replay-actions").Body(
			app.If(b.NoBranch == "", func() app.UI {
				return app.Button().Class("btn", "primary").ID("branch").Text(l.T("replay.branch")).OnClick(b.OnBranch)
			}),
			button("replay-close", l.T("replay.close"), b.OnClose),
		),
		app.If(!b.Friends, func() app.UI {
			return app.Ul().Class("variations").ID("variations").Aria("label", l.T("replay.variations")).Body(vars...)
		}),
	)
}

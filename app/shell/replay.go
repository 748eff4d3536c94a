package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/rules"
)

// replayView is the replay of the game shown: the position after a
// number of moves, stepped through while the game itself stays as it
// is.
type replayView struct {
	on bool
	// at is the number of moves played in the position shown.
	at int
	// of identifies the game and position that pos and before were
	// replayed for.
	of          replayKey
	pos, before rules.State
}

type replayKey struct {
	sess  *Session
	at    int
	moves int
	hash  uint64
}

// positions returns the position the replay shows and the one before it
// (nil at the start), replayed once per position.
func (s *Shell) positions() (pos, before rules.State) {
	r := &s.replay
	key := replayKey{s.sess, r.at, len(s.sess.Moves()), s.sess.State().Hash()}
	if r.of != key || r.pos == nil {
		r.of = key
		r.pos = s.sess.PositionAt(r.at)
		r.before = nil
		if r.at > 0 {
			r.before = s.sess.PositionAt(r.at - 1)
		}
	}
	return r.pos, r.before
}

// replayTo shows the position after the first k moves of the game, in
// replay.
func (s *Shell) replayTo(ctx app.Context, k int) {
	s.replay.on = true
	s.replay.at = max(0, min(k, len(s.sess.Moves())))
}

// replayStep moves the replay d moves on (back when d < 0).
func (s *Shell) replayStep(ctx app.Context, d int) { s.replayTo(ctx, s.replay.at+d) }

// closeReplay shows the game as it stands again.
func (s *Shell) closeReplay(ctx app.Context) {
	s.replay.on = false
	s.next(ctx)
}

// branch plays on from the position the replay shows: the moves after
// it become a variation of the game.
func (s *Shell) branch(ctx app.Context) {
	s.ai.stop()
	if err := s.sess.Branch(s.replay.at); err != nil {
		s.notify(err.Error())
		return
	}
	s.replay.on = false
	s.asking = false
	s.aiFailed = false
	// The person at the board now is whoever moves from here.
	s.shown = s.onlyPerson()
	s.saveGame(ctx)
	s.next(ctx)
}

// switchTo makes variation i the game, and shows in replay where it
// leaves the game it was.
func (s *Shell) switchTo(ctx app.Context, i int) {
	s.ai.stop()
	fork := s.sess.Fork(s.sess.Variations()[i])
	if err := s.sess.SwitchTo(i); err != nil {
		s.notify(err.Error())
		return
	}
	s.asking = false
	s.aiFailed = false
	s.saveGame(ctx)
	s.replayTo(ctx, fork+1)
}

// replayBarOf returns the replay's controls for the game shown.
func (s *Shell) replayBarOf(l i18n.Lang) *replayBar {
	sess := s.sess
	bar := &replayBar{
		Lang:     l,
		At:       s.replay.at,
		N:        len(sess.Moves()),
		OnGo:     s.replayTo,
		OnStep:   s.replayStep,
		OnBranch: func(ctx app.Context, e app.Event) { s.branch(ctx) },
		OnClose:  func(ctx app.Context, e app.Event) { s.closeReplay(ctx) },
		OnSwitch: s.switchTo,
	}
	for i, v := range sess.Variations() {
		// One the game has come to include since is no longer offered.
		if fork := sess.Fork(v); fork < len(v) {
			bar.Vars = append(bar.Vars, variationItem{Index: i, Label: l.T("replay.variation", fork+1, len(v)-fork)})
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

// lastPosition asks OnGo for the last position, however many moves the
// game has by then.
const lastPosition = 1 << 30

// replayBar steps through a game: first, back, forward, last, a slider
// and the arrow keys (Home and End too); it branches from the position
// shown, and lists the variations kept with the game.
type replayBar struct {
	app.Compo

	Lang i18n.Lang
	// At is the number of moves in the position shown, of N.
	At, N int
	// Vars are the variations of the game offered.
	Vars []variationItem
	// OnGo shows the position after k moves (clamped to the game),
	// OnStep the one d moves on; OnBranch plays on from the position
	// shown; OnClose ends the replay; OnSwitch makes variation i the
	// game.
	OnGo, OnStep, OnSwitch func(ctx app.Context, k int)
	OnBranch, OnClose      app.EventHandler

	keys board.Keys
}

// OnMount listens to the arrow keys, and brings the bar and the
// analysis after it into view: on a phone they open under the board.
func (b *replayBar) OnMount(ctx app.Context) {
	b.keys.Listen(ctx, "ArrowLeft ArrowRight Home End", b.key)
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().GetElementByID("analysis"); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest"})
		}
	})
}

// OnDismount stops listening to the keys.
func (b *replayBar) OnDismount() { b.keys.Stop() }

func (b *replayBar) key(ctx app.Context, k board.Key) {
	switch k.Name {
	case "ArrowLeft":
		b.OnStep(ctx, -1)
	case "ArrowRight":
		b.OnStep(ctx, 1)
	case "Home":
		b.OnGo(ctx, 0)
	case "End":
		b.OnGo(ctx, lastPosition)
	}
}

// Render draws the bar. No handler depends on the position drawn (the
// shell keeps it), so go-app may keep the handlers of an earlier
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
			step("replay-first", "⇤", l.T("replay.first"), b.At > 0, func(ctx app.Context, e app.Event) { b.OnGo(ctx, 0) }),
			step("replay-back", "◀", l.T("replay.back"), b.At > 0, func(ctx app.Context, e app.Event) { b.OnStep(ctx, -1) }),
			app.Span().Class("replay-pos").ID("replay-pos").Aria("live", "polite").Text(l.T("replay.position", b.At, b.N)),
			step("replay-forward", "▶", l.T("replay.forward"), b.At < b.N, func(ctx app.Context, e app.Event) { b.OnStep(ctx, 1) }),
			step("replay-last", "⇥", l.T("replay.last"), b.At < b.N, func(ctx app.Context, e app.Event) { b.OnGo(ctx, lastPosition) }),
		),
		app.Input().Type("range").Class("replay-slider").ID("replay-slider").Aria("label", l.T("replay.slider")).
			Min(0).Max(b.N).Step(1).Value(b.At).
			OnInput(func(ctx app.Context, e app.Event) {
				if k, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					b.OnGo(ctx, k)
				}
			}),
		app.Div().Class("replay-actions").Body(
			app.Button().Class("btn", "primary").ID("branch").Text(l.T("replay.branch")).OnClick(b.OnBranch),
			button("replay-close", l.T("replay.close"), b.OnClose),
		),
		app.Ul().Class("variations").ID("variations").Aria("label", l.T("replay.variations")).Body(vars...),
	)
}

package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// gamePage is the game shown: whose turn it is and the scores, the board,
// the controls and the moves, and the summary once the game is over.
func (s *Shell) gamePage(l i18n.Lang) app.UI {
	sess := s.sess
	if seat := sess.Curtain(); seat >= 0 {
		// Pass the device: nothing of the previous person's shows. The
		// curtain takes the status's place and no board is drawn; the
		// panel keeps its place, hidden (.curtained), so that its
		// components keep their state (the moves unfolded) for the next
		// person.
		name := s.seatName(seat)
		return app.Div().Class("game", "curtained").Body(
			app.Div().Class("curtain").ID("curtain").Body(
				app.P().Text(l.T("game.passTo", name)),
				app.Button().Class("btn", "primary").ID("reveal").Text(l.T("game.iAm", name)).OnClick(func(ctx app.Context, e app.Event) { s.sess.Reveal() }),
			),
			app.Div().Class("board-area"),
			s.panel(l, ""),
		)
	}
	props := view.Props{
		State:       s.boardState(),
		ShowTargets: s.settings.Targets,
		Animate:     s.animate(),
		Lang:        l,
		Hint:        s.ai.hint.move,
		HasHint:     s.ai.hint.sess == sess && s.ai.hint.at == here(sess),
		Viewer:      sess.Viewer(),
	}
	replaying, at := sess.Replaying()
	switch {
	case replaying:
		// A position of the replay: nothing to play there, nobody
		// thinking.
		props.Still = true
		pos, before := sess.ReplayPositions()
		props.State = s.masked(pos)
		if k := at; k > 0 {
			props.Last, props.HasLast, props.LastBy = sess.Moves()[k-1], true, sess.Mover(k-1)
			props.Before = s.masked(before)
		}
	case sess.Over():
		// Over by a resignation or the clock, which the position does
		// not show: nobody is to move.
		props.Still = true
	case sess.HumanTurn():
		props.Legal = props.State.Legal(nil)
	case sess.ToMove() >= 0:
		props.Away = sess.Seats[sess.ToMove()].Friend
	}
	if n := len(sess.Moves()); n > 0 && !replaying {
		props.Last, props.HasLast, props.LastBy = sess.Moves()[n-1], true, sess.Mover(n-1)
		props.Before = sess.LastBefore()
		if sess.hidden() {
			// The board names what the last move took (a capture).
			props.Before = s.masked(props.Before)
		}
	}
	board := s.spec().NewBoard()
	board.SetProps(props)
	page := []app.UI{
		s.hud(l),
		app.Div().Class("board-area").Body(board),
		s.panel(l, s.hintWords(l, props)),
		s.aids(l, props),
	}
	// The summary keeps its place, drawing nothing while closed.
	page = append(page, s.summaryOf(l))
	return app.Div().Class("game").Body(page...)
}

// hud is whose turn it is (or the result) and the scores.
func (s *Shell) hud(l i18n.Lang) app.UI {
	text, thinking := s.status(l)
	shown := s.sess.State()
	replaying, at := s.sess.Replaying()
	if replaying {
		var before rules.State
		shown, before = s.sess.ReplayPositions()
		text, thinking = l.T("replay.status", at, len(s.sess.Moves())), false
		if at > 0 {
			// The move stepped to, in words, for whoever cannot see it.
			seat := s.sess.Mover(at - 1)
			said := sayMove(s.spec(), l, s.masked(before), s.masked(shown), s.sess.Moves()[at-1], seat, s.seatName(seat))
			text += ". " + said.Text
		}
	}
	// Only the words are live: the buttons beside them are not said
	// with every change. Move now is with the controls (see panel): here
	// it would make the line wrap on a phone, and the board jump down
	// each time the computer thinks.
	status := []app.UI{app.Span().ID("status-text").Aria("live", "polite").Text(text)}
	if out := s.outText(l); out != "" && !replaying {
		// Said once, in a region of its own, not again with each move.
		status = append([]app.UI{app.Span().ID("status-out").Aria("live", "polite").Text(out + " ")}, status...)
	}
	switch {
	case thinking && !s.ai.failed:
		status = append(status, app.Span().Class("dots").Aria("hidden", true).Body(app.Span(), app.Span(), app.Span()))
	case s.liveNow():
		status = append(status, app.Span().Class("live-on").ID("live-on").Text(l.T("live.on")))
	case s.sess.Friends() && !replaying:
		if s.sess.owesLink() {
			// Once sent, sending again is no longer the thing to do.
			send := app.Button().Class("btn", "small").ID("send-open").Text(l.T("send.button")).
				OnClick(func(ctx app.Context, e app.Event) { s.offerSend() })
			if !s.sess.linkSent() {
				send = send.Class("primary")
			}
			status = append(status, send)
		}
		if !s.sess.Over() {
			status = append(status, app.Button().Class("btn", "small").ID("live-open").Text(l.T("live.button")).
				OnClick(func(ctx app.Context, e app.Event) {
					s.hostLive(ctx)
					s.liveShown = true
				}))
		}
	case thinking:
		status = append(status, app.Button().Class("btn", "small", "primary").ID("retry").Text(l.T("game.retry")).
			OnClick(func(ctx app.Context, e app.Event) {
				s.ai.stop() // forgets the failure
				s.next(ctx)
			}))
	}
	// A game that keeps no score shows none: the status says who won.
	var scores []int
	if !s.sess.Game.Info().Unscored {
		scores = shown.Scores()
	}
	toMove := s.sess.ToMove()
	if replaying {
		toMove = shown.ToMove()
	}
	teams := rules.TeamsOf(s.sess.State())
	var seats []app.UI
	for i, seat := range s.sess.Seats {
		who := l.T("game.human")
		switch {
		case seat.AI:
			who = l.T("game.computer", seat.Level)
		case seat.Friend:
			who = l.T("game.friend")
		}
		if teams != nil {
			who += " · " + l.T("new.team", teams[i]+1)
		}
		li := app.Li().Class("seat").ID("seat-"+strconv.Itoa(i+1)).Body(
			app.Span().Class("chip").Style("background", s.seatColour(i)),
			app.Span().Class("name").Text(s.seatName(i)),
			app.Span().Class("who").Text(who),
			app.If(scores != nil, func() app.UI {
				return app.Span().Class("score").Text(scoreText(scores[i]))
			}),
			or(s.clockOf(l, i)),
		)
		if i == toMove {
			li = li.Class("to-move")
		}
		seats = append(seats, li)
	}
	return app.Div().Class("hud").Body(
		app.P().Class("status").ID("status").Body(status...),
		app.Ul().Class("seats").Body(seats...),
	)
}

// control is a game control: its symbol and a word (short), shown one
// above the other on small screens, and its label, shown on wider ones
// and said.
func control(id, sym, short, label string, enabled bool, click app.EventHandler) app.HTMLButton {
	return app.Button().Class("btn").ID(id).Disabled(!enabled).Title(label).Aria("label", label).Body(
		app.Span().Class("sym").Aria("hidden", true).Text(sym),
		app.Span().Class("short").Aria("hidden", true).Text(short),
		app.Span().Class("label").Text(label),
	).OnClick(click)
}

// or returns ui, or an empty text when it is nil: an element that comes
// and goes keeps the place of those after it.
func or(ui app.UI) app.UI {
	if ui == nil {
		return app.Text("")
	}
	return ui
}

// panel is the controls, the hint in words (hint, "" for none) and the
// move list.
func (s *Shell) panel(l i18n.Lang, hint string) app.UI {
	sess := s.sess
	hintLabel := l.T("game.hint")
	if s.ai.asking() {
		hintLabel = l.T("game.hintWait")
	}
	rec := sess.Record()
	moves := &moveList{Lang: l, Game: s.opened, Moves: rec.Moves, Chips: make([]string, len(rec.Moves)), OnJump: s.replayTo}
	for i := range moves.Chips {
		moves.Chips[i] = s.seatColour(sess.Mover(i))
	}
	replaying, at := sess.Replaying()
	if replaying {
		moves.Shown = at
	}
	// The game's own controls wait while the replay shows another
	// position.
	live := !replaying
	// While the computer thinks, Move now takes Hint's place, which
	// waits for a person's turn: the same button, so that the controls
	// keep their places and the keyboard's focus.
	hintControl := control("hint", "?", l.T("ctl.hint"), hintLabel, live && sess.HumanTurn() && !sess.Rated(), s.askHint).
		Aria("disabled", s.ai.asking())
	if _, _, thinking := sess.AITurn(); thinking && !sess.Over() && !s.ai.failed && live {
		hintControl = control("move-now", "»", l.T("ctl.moveNow"), l.T("game.moveNow"), true,
			func(ctx app.Context, e app.Event) { s.ai.hurry() })
	}
	var bar app.UI
	if replaying {
		bar = s.replayBarOf(l)
	}
	return app.Div().Class("panel").Body(
		app.Div().Class("controls").Body(
			control("undo", "↶", l.T("ctl.undo"), l.T("game.undo"), live && sess.CanUndo(),
				func(ctx app.Context, e app.Event) { s.undo(ctx, false) }),
			control("redo", "↷", l.T("ctl.redo"), l.T("game.redo"), live && sess.CanRedo(),
				func(ctx app.Context, e app.Event) { s.undo(ctx, true) }),
			// While the computer looks for a hint, Hint is only marked
			// unavailable: a disabled button would drop the keyboard's
			// focus to the page. askHint ignores a press meanwhile.
			hintControl,
			control("replay", "⟲", l.T("ctl.replay"), l.T("replay.button"), len(sess.Moves()) > 0, func(ctx app.Context, e app.Event) {
				if on, _ := s.sess.Replaying(); on {
					s.closeReplay(ctx)
				} else {
					s.sess.ReplayTo(len(s.sess.Moves()))
				}
			}),
			control("resign", "⚑", l.T("ctl.resign"), l.T("game.resign"), live && s.canResign(),
				func(ctx app.Context, e app.Event) {
					ask(ctx, l.T("game.confirmResign"), s.resign)
				}),
			control("records", "⇅", l.T("ctl.records"), l.T("rec.button"), true, openRecords),
			control("new-game-button", "+", l.T("ctl.new"), l.T("game.newGame"), true,
				func(ctx app.Context, e app.Event) { s.openNew(ctx, sess.Game.Info().ID) }),
		),
		// Always there, so that a screen reader hears what comes in it.
		app.P().Class("hint-words").ID("hint-words").Aria("live", "polite").Text(hint),
		// An empty text when there is none, so that the list after it
		// keeps its place, and its state.
		or(ratedBadge(l, sess)),
		or(s.solvePanel(l)),
		moves,
		// Beside the moves' toggle on a phone.
		s.picturesOf(l),
		// The analysis stays after the bar, which keeps its place.
		or(bar),
		s.analysisOf(l),
	)
}

// summaryOf returns the summary dialog of the game shown: what it says
// once the game is over.
func (s *Shell) summaryOf(l i18n.Lang) *summaryDialog {
	sess := s.sess
	replaying, _ := sess.Replaying()
	d := &summaryDialog{
		At:      gameEnd{Game: s.opened, Moves: len(sess.Moves()), Resigned: sess.Resigned, TimedOut: sess.TimedOut()},
		Over:    sess.Over(),
		Replay:  replaying,
		Waits:   s.sending.URL != "",
		Lang:    l,
		OnCopy:  s.copyRecord,
		OnAgain: s.again,
	}
	if !d.Over {
		return d
	}
	d.Result = s.resultText(l)
	sp := s.spec()
	if info := sess.Game.Info(); !info.Unscored {
		d.Totals = sess.State().Scores()
		d.ScoreLabel = scoreLabel(l, sp, info)
	}
	d.Seats = s.seatLabels()
	d.Rating = ratingMoved(l, sess)
	if sess.Resigned < 0 && sess.TimedOut() < 0 {
		if sp.Breakdown != nil {
			d.Lines = sp.Breakdown(l, sess.State())
		}
		if sp.Ending != nil {
			d.Ending = sp.Ending(l, sess.State())
		}
	}
	return d
}

// gameEnd is where the game shown stands, as the summary tells one
// ending from the next: the game (see Shell.opened), its number of moves
// and the seat that resigned or ran out of time.
type gameEnd struct {
	Game, Moves, Resigned, TimedOut int
}

// seatLabel is how a seat is shown: its name and colour.
type seatLabel struct {
	Name, Colour string
}

// seatLabels returns how each seat of the game shown is shown.
func (s *Shell) seatLabels() []seatLabel {
	seats := make([]seatLabel, len(s.sess.Seats))
	for i := range seats {
		seats[i] = seatLabel{Name: s.seatName(i), Colour: s.seatColour(i)}
	}
	return seats
}

// summaryDialog shows the result of a game and how each score was made.
// It opens when the game shown ends (or ends again, after a move taken
// back and played again), not when a game already over is opened, and
// stays closed once closed, or once the replay starts, until the game
// moves on.
type summaryDialog struct {
	app.Compo

	// At is where the game stands; Over says that it is over, Replay
	// that the replay shows it.
	At     gameEnd
	Over   bool
	Replay bool
	// Waits is set while the send dialog shows the link of a game with
	// friends that has just ended: the summary shows once it closes, so
	// that the end reaches the friends before Play again starts anew.
	Waits  bool
	Lang   i18n.Lang
	Result string
	// Ending says how the game ended, under the result, and Rating how
	// a rated game moved the player's rating; "" shows nothing.
	Ending, Rating string
	Seats          []seatLabel
	// Lines explain the result or the scores, one per rule; Totals are
	// the scores, none in a game that keeps none, and ScoreLabel names
	// their row (see scoreLabel).
	Lines      []view.Line
	Totals     []int
	ScoreLabel string
	// OnCopy copies the record, OnAgain starts the same game again.
	OnCopy, OnAgain app.EventHandler

	// of is where the game stood at the last update; open is set while
	// the dialog shows.
	of   gameEnd
	open bool
}

// OnInit takes where the game stands, the dialog closed: a game opened
// over shows no summary.
func (d *summaryDialog) OnInit() { d.of = d.At }

// OnUpdate opens the dialog when the game shown moves on (to show once
// it is over), closes it when another game is shown or the replay
// starts. A move made during the replay (the computer's last) is taken
// once the replay closes.
func (d *summaryDialog) OnUpdate(ctx app.Context) {
	if d.Replay {
		d.open = false
		return
	}
	if d.At != d.of {
		d.open = d.At.Game == d.of.Game
		d.of = d.At
	}
}

// view closes the dialog, to see the board.
func (d *summaryDialog) view(ctx app.Context, e app.Event) { d.open = false }

// Render draws the dialog while open and the game over, the send dialog
// closed.
func (d *summaryDialog) Render() app.UI {
	if !d.open || !d.Over || d.Waits {
		return app.Text("")
	}
	return d.dialog()
}

// dialog draws the open dialog.
func (d *summaryDialog) dialog() app.UI {
	l := d.Lang
	head := []app.UI{app.Th()}
	for _, seat := range d.Seats {
		head = append(head, app.Th().Body(
			app.Span().Class("chip").Style("background", seat.Colour),
			app.Text(seat.Name),
		))
	}
	var rows []app.UI
	for _, line := range d.Lines {
		cells := []app.UI{app.Th().Text(line.Label)}
		for _, v := range line.Values {
			cells = append(cells, app.Td().Text(v))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	if d.Totals != nil {
		total := []app.UI{app.Th().Text(d.ScoreLabel)}
		for _, v := range d.Totals {
			total = append(total, app.Td().Text(scoreText(v)))
		}
		rows = append(rows, app.Tr().Class("total").Body(total...))
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "summary").ID("summary").Role("dialog").Aria("modal", "true").Aria("labelledby", "summary-title").Body(
			app.H2().ID("summary-title").Text(d.Result),
			app.If(d.Ending != "", func() app.UI {
				return app.P().Class("ending").Text(d.Ending)
			}),
			app.If(d.Rating != "", func() app.UI {
				return app.P().Class("ending").ID("summary-rating").Text(d.Rating)
			}),
			app.If(len(rows) > 0, func() app.UI {
				return app.Table().Class("breakdown").Body(
					app.THead().Body(app.Tr().Body(head...)),
					app.TBody().Body(rows...),
				)
			}),
			app.Div().Class("actions").Body(
				dismiss(button("", l.T("game.view"), d.view)),
				button("", l.T("game.copyRecord"), d.OnCopy),
				app.Button().Class("btn", "primary").ID("play-again").Text(l.T("game.again")).OnClick(d.OnAgain),
			),
		),
	)
}

// copyRecord puts the game's record on the clipboard.
func (s *Shell) copyRecord(ctx app.Context, e app.Event) {
	copyText(ctx, s.lang, s.sess.Record().String(), s.lang.T("game.copied"), nil)
}

// scoreLabel names the scores of a game of info, whose view is sp: what
// they count where the view says ("Thrones held"), else points, the
// lowest winning where they do.
func scoreLabel(l i18n.Lang, sp view.Spec, info rules.Info) string {
	if sp.Score != nil {
		if label := sp.Score(l); label != "" {
			return label
		}
	}
	if info.LowWins {
		return l.T("game.scoreLow")
	}
	return l.T("game.score")
}

// signedText writes a change with its sign: +20, −20, 0.
func signedText(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return scoreText(n)
}

// scoreText writes a score as the games' breakdowns do, a negative one
// with a minus sign (−12), not a hyphen.
func scoreText(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

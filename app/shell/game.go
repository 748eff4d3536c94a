package shell

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// spec returns the view of the game in progress.
func (s *Shell) spec() view.Spec {
	sp, _ := view.Lookup(s.sess.Game.Info().ID)
	return sp
}

// seatName names a seat of the game in progress.
func (s *Shell) seatName(seat int) string {
	sp := s.spec()
	if sp.SeatName == nil {
		return fmt.Sprintf("%d", seat+1)
	}
	return sp.SeatName(s.lang, seat, len(s.sess.Seats))
}

func (s *Shell) seatColour(seat int) string {
	sp := s.spec()
	if sp.SeatColour == nil {
		return "var(--seat" + strconv.Itoa(seat) + ")"
	}
	return sp.SeatColour(seat, len(s.sess.Seats))
}

// humans counts the seats played by people.
func (s *Shell) humans() int {
	n := 0
	for _, seat := range s.sess.Seats {
		if !seat.AI {
			n++
		}
	}
	return n
}

// status is the line saying whose turn it is or how the game ended.
func (s *Shell) status(l i18n.Lang) (string, bool) {
	sess := s.sess
	if sess.Over() {
		return s.resultText(l), false
	}
	seat := sess.ToMove()
	if seat < 0 {
		return "", false
	}
	name := s.seatName(seat)
	if sess.Seats[seat].AI {
		return l.T("game.thinking", name), true
	}
	if s.humans() == 1 {
		return l.T("game.yourTurn", name), false
	}
	return l.T("game.toPlay", name), false
}

// resultText says who won.
func (s *Shell) resultText(l i18n.Lang) string {
	sess := s.sess
	if sess.Resigned >= 0 {
		return l.T("game.resigned", s.seatName(sess.Resigned))
	}
	r := sess.Results()
	best := 0.0
	for _, v := range r {
		best = max(best, v)
	}
	var winners []string
	for i, v := range r {
		if v == best {
			winners = append(winners, s.seatName(i))
		}
	}
	switch {
	case len(winners) == 1:
		return l.T("game.wins", winners[0])
	case len(winners) == len(r):
		return l.T("game.draw")
	}
	return l.T("game.sharedWin", strings.Join(winners, ", "))
}

func (s *Shell) renderGame(l i18n.Lang) app.UI {
	sess := s.sess
	sp := s.spec()
	st := sess.State()
	props := view.Props{
		State:       st,
		ShowTargets: s.settings.Targets,
		Animate:     s.animate(),
		Lang:        l,
		Hint:        s.hint,
		HasHint:     s.hasHint,
	}
	if sess.HumanTurn() {
		props.Legal = st.Legal(nil)
	}
	props.Viewer = s.viewer()
	if n := len(sess.Moves()); n > 0 {
		props.Last, props.HasLast, props.LastBy = sess.Moves()[n-1], true, sess.Mover(n-1)
	}
	board := sp.NewBoard()
	board.SetProps(props)
	status, thinking := s.status(l)
	return app.Div().Class("game").Body(
		app.Div().Class("hud").Body(
			app.P().Class("status").ID("status").Attr("aria-live", "polite").Body(
				app.Span().Text(status),
				app.If(thinking && !s.aiFailed, func() app.UI {
					return app.Span().Class("dots").Attr("aria-hidden", "true").Body(app.Span(), app.Span(), app.Span())
				}),
				app.If(thinking && !s.aiFailed, func() app.UI {
					return app.Button().ID("move-now").Class("btn", "small").Text(l.T("game.moveNow")).
						OnClick(func(ctx app.Context, e app.Event) { s.ai.hurry() })
				}),
				app.If(thinking && s.aiFailed, func() app.UI {
					return app.Button().ID("retry").Class("btn", "small", "primary").Text(l.T("game.retry")).
						OnClick(func(ctx app.Context, e app.Event) {
							s.aiFailed = false
							s.next(ctx)
						})
				}),
			),
			s.renderSeats(l),
		),
		app.Div().Class("board-area").Body(board),
		app.Div().Class("panel").Body(
			s.renderControls(l),
			s.renderMoveList(l),
		),
		app.If(s.summary && sess.Over(), func() app.UI { return s.renderSummary(l) }),
	)
}

// viewer returns the seat of the person at the board: the person to
// move, else the only person seated, else -1.
func (s *Shell) viewer() int {
	if s.sess.HumanTurn() {
		return s.sess.ToMove()
	}
	seat := -1
	for i, st := range s.sess.Seats {
		if !st.AI {
			if seat >= 0 {
				return -1
			}
			seat = i
		}
	}
	return seat
}

// playHuman plays a person's move chosen on the board.
func (s *Shell) playHuman(ctx app.Context, a app.Action) {
	m, ok := a.Value.(rules.Move)
	if !ok || s.sess == nil || !s.sess.HumanTurn() || !rules.IsLegal(s.sess.State(), m) {
		return
	}
	s.apply(ctx, m)
}

// renderSeats lists the players with their scores, the one to move
// marked.
func (s *Shell) renderSeats(l i18n.Lang) app.UI {
	sess := s.sess
	scores := sess.State().Scores()
	toMove := sess.ToMove()
	var h strings.Builder
	h.WriteString(`<ul class="seats">`)
	for i, seat := range sess.Seats {
		who := l.T("game.human")
		if seat.AI {
			who = l.T("game.computer", seat.Level)
		}
		cls := "seat"
		if i == toMove {
			cls += " to-move"
		}
		fmt.Fprintf(&h, `<li class="%s" id="seat-%d"><span class="chip" style="background:%s"></span><span class="name">%s</span><span class="who">%s</span><span class="score">%d</span></li>`,
			cls, i+1, s.seatColour(i), html.EscapeString(s.seatName(i)), html.EscapeString(who), scores[i])
	}
	h.WriteString(`</ul>`)
	return app.Raw(h.String())
}

// controlIcons are the symbols of the game controls, shown alone on
// small screens.
var controlIcons = map[string]string{"undo": "↶", "redo": "↷", "hint": "?", "resign": "⚑", "new-game": "+"}

func (s *Shell) renderControls(l i18n.Lang) app.UI {
	sess := s.sess
	btn := func(id, label string, enabled bool, f func(ctx app.Context)) app.UI {
		return app.Button().ID(id).Class("btn").Attr("title", label).Attr("aria-label", label).Disabled(!enabled).Body(
			app.Span().Class("sym").Attr("aria-hidden", "true").Text(controlIcons[id]),
			app.Span().Class("label").Text(label),
		).OnClick(func(ctx app.Context, e app.Event) { f(ctx) })
	}
	canResign := !sess.Over() && len(sess.Seats) == 2 && s.humans() > 0
	hintLabel := l.T("game.hint")
	if s.asking {
		hintLabel = l.T("game.hintWait")
	}
	return app.Div().Class("controls").Body(
		btn("undo", l.T("game.undo"), sess.CanUndo(), s.undo),
		btn("redo", l.T("game.redo"), sess.CanRedo(), s.redo),
		btn("hint", hintLabel, sess.HumanTurn() && !s.asking, s.askHint),
		btn("resign", l.T("game.resign"), canResign, func(ctx app.Context) {
			s.confirm = &question{text: l.T("game.confirmResign"), yes: s.resign}
		}),
		btn("new-game", l.T("game.newGame"), true, func(ctx app.Context) {
			s.openNew(ctx, sess.Game.Info().ID)
		}),
	)
}

func (s *Shell) undo(ctx app.Context) {
	s.ai.stop()
	s.asking = false
	s.aiFailed = false
	if s.sess.Undo() {
		s.hasHint = false
		s.summary = false
		s.saveGame(ctx)
	}
	s.next(ctx)
}

func (s *Shell) redo(ctx app.Context) {
	s.ai.stop()
	s.asking = false
	s.aiFailed = false
	if s.sess.Redo() {
		s.hasHint = false
		s.saveGame(ctx)
		if s.sess.Over() {
			s.summary = true
		}
	}
	s.next(ctx)
}

// resign gives up for the person to move, or the only person seated.
func (s *Shell) resign(ctx app.Context) {
	sess := s.sess
	seat := sess.ToMove()
	if seat < 0 || sess.Seats[seat].AI {
		for i, st := range sess.Seats {
			if !st.AI {
				seat = i
			}
		}
	}
	s.ai.stop()
	if err := sess.Resign(seat); err != nil {
		s.say(ctx, err.Error())
		return
	}
	s.saveGame(ctx)
	s.summary = true
}

// renderMoveList shows the moves in the game's notation; on small
// screens it opens on request.
func (s *Shell) renderMoveList(l i18n.Lang) app.UI {
	rec := s.sess.Record()
	var h strings.Builder
	h.WriteString(`<ol id="move-list">`)
	for i, text := range rec.Moves {
		fmt.Fprintf(&h, `<li><span class="chip" style="background:%s"></span>%s</li>`, s.seatColour(s.sess.Mover(i)), html.EscapeString(text))
	}
	h.WriteString(`</ol>`)
	cls := "moves"
	if s.movesOpen {
		cls += " open"
	}
	return app.Div().Class(cls).Body(
		app.Button().Class("btn", "toggle").Attr("aria-expanded", s.movesOpen).
			Text(l.T("game.moves")+" ("+strconv.Itoa(len(rec.Moves))+")").
			OnClick(func(ctx app.Context, e app.Event) { s.movesOpen = !s.movesOpen }),
		app.If(len(rec.Moves) > 0, func() app.UI { return app.Raw(h.String()) }),
	)
}

// renderSummary shows the result and how each score was made.
func (s *Shell) renderSummary(l i18n.Lang) app.UI {
	sess := s.sess
	sp := s.spec()
	st := sess.State()
	esc := html.EscapeString
	var h strings.Builder
	h.WriteString(`<table class="breakdown"><thead><tr><th></th>`)
	for i := range sess.Seats {
		fmt.Fprintf(&h, `<th><span class="chip" style="background:%s"></span>%s</th>`, s.seatColour(i), esc(s.seatName(i)))
	}
	h.WriteString(`</tr></thead><tbody>`)
	if sp.Breakdown != nil && sess.Resigned < 0 {
		for _, line := range sp.Breakdown(l, st) {
			fmt.Fprintf(&h, `<tr><th>%s</th>`, esc(line.Label))
			for _, v := range line.Values {
				fmt.Fprintf(&h, `<td>%s</td>`, esc(v))
			}
			h.WriteString(`</tr>`)
		}
	}
	fmt.Fprintf(&h, `<tr class="total"><th>%s</th>`, esc(l.T("game.score")))
	for _, v := range st.Scores() {
		fmt.Fprintf(&h, `<td>%d</td>`, v)
	}
	h.WriteString(`</tr></tbody></table>`)
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "summary").ID("summary").Attr("role", "dialog").Body(
			app.H2().Text(s.resultText(l)),
			app.Raw(h.String()),
			app.Div().Class("actions").Body(
				app.Button().Class("btn").Text(l.T("game.view")).OnClick(func(ctx app.Context, e app.Event) {
					s.summary = false
				}),
				app.Button().Class("btn").Text(l.T("game.copyRecord")).OnClick(func(ctx app.Context, e app.Event) {
					app.Window().Get("navigator").Get("clipboard").Call("writeText", sess.Record().String())
					s.say(ctx, l.T("game.copied"))
				}),
				app.Button().Class("btn", "primary").ID("play-again").Text(l.T("game.again")).OnClick(func(ctx app.Context, e app.Event) {
					s.again(ctx)
				}),
			),
		),
	)
}

// again starts a new game with the same game, options and seats.
func (s *Shell) again(ctx app.Context) {
	old := s.sess
	sess, err := NewSession(old.Game, old.Start().Setup(), old.Seats, len(rules.LevelsOf(old.Game)))
	if err != nil {
		s.say(ctx, err.Error())
		return
	}
	s.start(ctx, sess)
}

// start makes sess the game in progress.
func (s *Shell) start(ctx app.Context, sess *Session) {
	s.ai.stop()
	s.ai.warm()
	s.sess = sess
	s.aiFailed = false
	s.summary = false
	s.hasHint = false
	s.asking = false
	s.saveGame(ctx)
	s.show(ctx, screenGame, "")
	s.next(ctx)
}

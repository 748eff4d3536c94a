package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/aiclient"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// search is a solve request and what it found so far, for the position
// it was asked about.
type search struct {
	// at is the position searched: the result is offered only there.
	at position
	// running is set until the worker's final answer.
	running bool
	best    *aiclient.Solution
	err     string
}

// position identifies a position of a game: its hash and the number of
// moves played.
type position struct {
	hash  uint64
	moves int
}

// here returns the position sess has come to.
func here(sess *Session) position { return position{sess.State().Hash(), len(sess.Moves())} }

// suggestion is a move the computer suggests in the position at of game
// sess.
type suggestion struct {
	sess *Session
	at   position
	move rules.Move
}

// solvePanel returns, in a game played alone, the solve panel of the
// position shown, or nil when it would offer nothing.
func (s *Shell) solvePanel(l i18n.Lang) app.UI {
	sess := s.sess
	if sess.Over() {
		return nil
	}
	_, solver := sess.State().(rules.Solver)
	solver = solver && len(sess.Seats) == 1
	if s.spec().Solutions == nil && !solver {
		return nil
	}
	return &solvePanel{Lang: l, Sess: sess, Here: here(sess),
		Solver: solver, AI: s.ai, Follow: s.follow}
}

// solvePanel offers the known solutions from the position shown and, for
// a game that can be solved, a search for the best line by the computer,
// each to step through with Redo. It owns the search.
type solvePanel struct {
	app.Compo

	Lang i18n.Lang
	Sess *Session
	// Here is the position shown, Solver set when the computer can
	// search for the best line from it, which AI does.
	Here   position
	Solver bool
	AI     *computer
	// Follow makes a line the moves Redo plays next, and plays its first.
	Follow func(ctx app.Context, moves []string)

	// search is the last search, or nil.
	search *search
}

// Render draws the known solutions and the search.
func (p *solvePanel) Render() app.UI {
	l := p.Lang
	var body []app.UI
	if sp, _ := view.Lookup(p.Sess.Game.Info().ID); sp.Solutions != nil {
		for i, line := range sp.Solutions(l, p.Sess.State()) {
			body = append(body, button("known-"+strconv.Itoa(i), line.Label, func(ctx app.Context, e app.Event) { p.Follow(ctx, line.Moves) }))
		}
	}
	if p.Solver {
		body = append(body, p.searchPanel(l)...)
	}
	if len(body) == 0 {
		return app.Text("")
	}
	return app.Div().Class("solve").ID("solve").Body(body...)
}

// searchPanel is the computer's search: its button, then what it found.
func (p *solvePanel) searchPanel(l i18n.Lang) []app.UI {
	sr := p.search
	if sr == nil || sr.at != p.Here {
		return []app.UI{button("solve-find", l.T("solve.find"), p.find)}
	}
	var out []app.UI
	if text := searchText(l, sr); text != "" {
		out = append(out, app.P().Class("solve-found").ID("solve-found").Aria("live", "polite").Text(text))
	}
	if sr.running {
		out = append(out, button("solve-stop", l.T("solve.stop"), func(ctx app.Context, e app.Event) { p.AI.hurry() }))
	}
	if sr.best != nil && len(sr.best.Moves) > 0 && !sr.running {
		moves := sr.best.Moves
		out = append(out, app.Button().Class("btn", "primary").ID("solve-follow").Text(l.T("solve.step")).
			OnClick(func(ctx app.Context, e app.Event) { p.Follow(ctx, moves) }))
	}
	if !sr.running {
		out = append(out, button("solve-find", l.T("solve.again"), p.find))
	}
	return out
}

// searchText says what the search found and proved: the line found,
// whether it is the best, else whether a line could leave fewer, else
// how long the shortest line leaving as few can be.
func searchText(l i18n.Lang, sr *search) string {
	switch {
	case sr.err != "":
		return sr.err
	case sr.best == nil || len(sr.best.Moves) == 0:
		if sr.running {
			return l.T("solve.searching")
		}
		return l.T("solve.nothing")
	}
	b := sr.best
	text := l.T("solve.best", len(b.Moves), b.Score)
	switch {
	case b.Proven:
		text += " " + l.T("solve.proven")
	case b.ScoreBound < b.Score:
		text += " " + l.T("solve.maybe", b.ScoreBound)
	default:
		text += " " + l.T("solve.fewest")
		if b.Bound > 0 && b.Bound < len(b.Moves) {
			text += " " + l.T("solve.between", b.Score, b.Bound, len(b.Moves))
		}
	}
	if sr.running {
		text = l.T("solve.searching") + " " + text
	}
	return text
}

// find asks the worker for the best line from here. Its answers come
// through the shell, which draws the page, and this panel, again.
func (p *solvePanel) find(ctx app.Context, e app.Event) {
	sr := &search{at: p.Here, running: true}
	p.search = sr
	p.AI.solve(p.Sess, func(ctx app.Context, r aiclient.Reply) {
		if p.search != sr || sr.at != p.Here {
			p.AI.stop() // the person played on: the search is moot
			return
		}
		if r.Solution != nil {
			sr.best = r.Solution
		}
	}, func(ctx app.Context, r aiclient.Reply) {
		sr.running = false
		switch {
		case r.Solution != nil:
			sr.best = r.Solution
		case r.Error != "":
			sr.err = p.Lang.T("solve.failed", r.Error)
		}
	})
}

// follow makes a line the moves Redo plays next, and plays its first.
func (s *Shell) follow(ctx app.Context, moves []string) {
	if err := s.sess.Follow(moves); err != nil {
		s.notify(s.lang.T("solve.bad", err.Error()))
		return
	}
	s.undo(ctx, true)
	s.notify(s.lang.T("solve.follow", len(moves)))
}

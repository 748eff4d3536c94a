package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/aiclient"
	"impasse/app/i18n"
	"impasse/rules"
)

// search is a solve request and what it found so far, for the position
// it was asked about.
type search struct {
	// of is the hash of the position searched, and moves the number of
	// moves played then: the result is offered only there.
	of    uint64
	moves int
	// running is set until the worker's final answer.
	running bool
	best    *aiclient.Solution
	err     string
}

// solvePanel offers, in a game played alone, the known solutions from the
// position shown and a search for the best line by the computer, each to
// step through with Redo.
func (s *Shell) solvePanel(l i18n.Lang) app.UI {
	sess := s.sess
	if sess.Over() {
		return nil
	}
	var body []app.UI
	if sp := s.spec(); sp.Solutions != nil {
		for i, line := range sp.Solutions(l, sess.State()) {
			body = append(body, button("known-"+strconv.Itoa(i), line.Label, func(ctx app.Context, e app.Event) { s.follow(ctx, line.Moves) }))
		}
	}
	if _, ok := sess.State().(rules.Solver); ok && len(sess.Seats) == 1 {
		body = append(body, s.searchPanel(l)...)
	}
	if len(body) == 0 {
		return nil
	}
	return app.Div().Class("solve").ID("solve").Body(body...)
}

// searchPanel is the computer's search: its button, then what it found.
func (s *Shell) searchPanel(l i18n.Lang) []app.UI {
	sr := s.search
	if sr == nil || !s.searchedHere() {
		return []app.UI{button("solve-find", l.T("solve.find"), s.findSolution)}
	}
	var out []app.UI
	if text := searchText(l, sr); text != "" {
		out = append(out, app.P().Class("solve-found").ID("solve-found").Aria("live", "polite").Text(text))
	}
	if sr.running {
		out = append(out, button("solve-stop", l.T("solve.stop"), func(ctx app.Context, e app.Event) { s.ai.hurry() }))
	}
	if sr.best != nil && len(sr.best.Moves) > 0 && !sr.running {
		moves := sr.best.Moves
		out = append(out, app.Button().Class("btn", "primary").ID("solve-follow").Text(l.T("solve.step")).
			OnClick(func(ctx app.Context, e app.Event) { s.follow(ctx, moves) }))
	}
	if !sr.running {
		out = append(out, button("solve-find", l.T("solve.again"), s.findSolution))
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

// searchedHere reports whether the search was made from the position
// shown.
func (s *Shell) searchedHere() bool {
	return s.search != nil && s.search.of == s.sess.State().Hash() && s.search.moves == len(s.sess.Moves())
}

// findSolution asks the worker for the best line from here.
func (s *Shell) findSolution(ctx app.Context, e app.Event) {
	sess := s.sess
	sr := &search{of: sess.State().Hash(), moves: len(sess.Moves()), running: true}
	s.search = sr
	s.ai.solve(s.root, sess, func(ctx app.Context, r aiclient.Reply) {
		if s.search != sr || !s.searchedHere() {
			s.ai.stop() // the person played on: the search is moot
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
			sr.err = s.lang.T("solve.failed", r.Error)
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

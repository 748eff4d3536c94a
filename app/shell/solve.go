package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// solvePanel offers a puzzle's known solutions from the position shown,
// each to step through with Redo.
func (s *Shell) solvePanel(l i18n.Lang) app.UI {
	sp := s.spec()
	if sp.Solutions == nil || s.sess.Over() {
		return nil
	}
	lines := sp.Solutions(l, s.sess.State())
	if len(lines) == 0 {
		return nil
	}
	var buttons []app.UI
	for i, line := range lines {
		buttons = append(buttons, app.Button().Class("btn").ID("known-"+strconv.Itoa(i)).Text(line.Label).
			OnClick(func(ctx app.Context, e app.Event) { s.follow(ctx, line.Moves) }))
	}
	return app.Div().Class("solve").Body(buttons...)
}

// follow makes a line the moves Redo plays next, and plays its first.
func (s *Shell) follow(ctx app.Context, moves []string) {
	if err := s.sess.Follow(moves); err != nil {
		s.say(s.lang.T("solve.bad", err.Error()))
		return
	}
	s.undo(ctx, true)
	s.say(s.lang.T("solve.follow", len(moves)))
}

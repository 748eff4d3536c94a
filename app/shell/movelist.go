package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// moveList is the moves of the game shown, each a button that shows the
// position after it in the replay; on small screens it is folded under
// a toggle, and a person unfolds it.
type moveList struct {
	app.Compo

	Lang i18n.Lang
	// Game tells one game shown from the next (see Shell.opened): the
	// list is unfolded for the game it was unfolded in only.
	Game int
	// Moves are the moves in notation, Chips the colour of the seat that
	// played each.
	Moves, Chips []string
	// Shown is the number of moves of the position the replay shows, 0
	// when none is marked.
	Shown int
	// OnJump shows the position after the first k moves in the replay.
	OnJump func(ctx app.Context, k int)

	// openIn is the game the list was unfolded in, or 0.
	openIn int
}

// Render draws the toggle and the list.
func (m *moveList) Render() app.UI {
	l := m.Lang
	var list app.UI
	if len(m.Moves) > 0 {
		items := make([]app.UI, len(m.Moves))
		for i, text := range m.Moves {
			// A move's place in the list never changes, so go-app may
			// keep its handler: it jumps to that move in the replay.
			li := app.Li().Body(
				app.Button().Class("move").Title(l.T("replay.jump", i+1)).Body(
					app.Span().Class("chip").Style("background", m.Chips[i]),
					app.Text(text),
				).OnClick(func(ctx app.Context, e app.Event) { m.OnJump(ctx, i+1) }),
			)
			if i == m.Shown-1 {
				li = li.Class("shown")
			}
			items[i] = li
		}
		list = app.Ol().ID("move-list").Body(items...)
	}
	open := m.openIn == m.Game
	div := app.Div().Class("moves")
	if open {
		div = div.Class("open")
	}
	return div.Body(
		app.Button().Class("btn", "toggle").Aria("expanded", open).
			Text(l.T("game.moves")+" ("+strconv.Itoa(len(m.Moves))+")").
			OnClick(func(ctx app.Context, e app.Event) {
				if m.openIn == m.Game {
					m.openIn = 0
				} else {
					m.openIn = m.Game
				}
			}),
		list,
	)
}

package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// A buzz is a vibration pattern, as navigator.vibrate takes it: the
// milliseconds of vibration and of pause in turn.
type buzz []int

// The vibrations of the game page: a tap for a move, two for a move that
// takes something (as the move's words say: view.Said.Took), a longer
// rhythm for the end of the game.
var (
	buzzMove = buzz{30}
	buzzTake = buzz{40, 60, 40}
	buzzEnd  = buzz{120, 80, 120, 80, 240}
)

// buzzOf returns the vibration for what the page shows since it was last
// drawn: moves played (grew), one of them taking something (took), the
// game ended (ended); nil when nothing calls for one.
func buzzOf(grew, took, ended bool) buzz {
	switch {
	case ended:
		return buzzEnd
	case grew && took:
		return buzzTake
	case grew:
		return buzzMove
	}
	return nil
}

// vibrate plays a vibration where the browser can (navigator.vibrate);
// elsewhere nothing happens.
func vibrate(b buzz) {
	nav := app.Window().Get("navigator")
	if !nav.Truthy() || !nav.Get("vibrate").Truthy() {
		return
	}
	pattern := make([]any, len(b))
	for i, ms := range b {
		pattern[i] = ms
	}
	nav.Call("vibrate", pattern)
}

// The vibration setting's text.
func init() {
	i18n.AddTexts(
		"settings.vibrate = Vibrate for moves, captures and the end of a game (on phones that can)\n",
		"settings.vibrate = Vibrer pour les coups, les prises et la fin de partie (sur les téléphones qui le peuvent)\n",
	)
}

// Package shell is Impasse's user interface around the boards: the game
// list, the new-game dialog, the game page with its move list and
// controls, the rules pages and the settings.
package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Register declares the app's routes. Both the browser entry point and
// the server call it, so the server can pre-render the pages.
func Register() {
	app.Route("/", func() app.Composer { return &Shell{} })
}

// Shell is the root component.
type Shell struct {
	app.Compo
}

// Render draws the current screen.
func (s *Shell) Render() app.UI {
	return app.Div().ID("impasse").Body(
		app.H1().Text("Impasse"),
		app.P().Text("Twelve blocking games."),
	)
}

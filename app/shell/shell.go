// Package shell is Impasse's user interface around the boards: the game
// list, the new-game dialog, the game page with its move list and
// controls, the rules pages and the settings. It knows games only through
// the rules interfaces and the view registry, so a new game needs no
// change here.
package shell

import (
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// Register declares the app's routes. Both the browser entry point and
// the server call it, so the server can pre-render the pages.
func Register() {
	app.Route("/", func() app.Composer { return &Shell{} })
}

// The screens of the app.
const (
	screenHome     = "home"
	screenGame     = "game"
	screenRules    = "rules"
	screenSettings = "settings"
)

// Shell is the root component: it owns the screen shown, the settings,
// the game in progress and the computer players.
type Shell struct {
	app.Compo

	settings Settings
	lang     i18n.Lang
	screen   string
	// rulesID is the game whose rules are shown; newID the game of the
	// new-game dialog ("" when closed).
	rulesID string
	newID   string
	form    newForm

	sess    *Session
	ai      *computer
	hint    rules.Move
	hasHint bool
	asking  bool // waiting for a hint
	// aiFailed is set when the computer could not move; the player may
	// ask it again.
	aiFailed bool

	// confirm holds a question waiting for Yes or No.
	confirm *question
	// toast is a passing message; toastID ages it out.
	toast   string
	toastID int
	// summary is shown over the board once a game ends, until closed.
	summary bool
	// movesOpen shows the move list on small screens.
	movesOpen bool
	// shown is the seat whose hidden material the device shows now, in a
	// game with hidden information, or -1.
	shown int

	updateReady bool
	// root is the shell's own context, for answers that come later.
	root app.Context
}

type question struct {
	text string
	yes  func(ctx app.Context)
}

// OnMount loads the settings and the saved game and follows a link.
func (s *Shell) OnMount(ctx app.Context) {
	s.root = ctx
	ctx.Handle(view.PlayAction, s.playHuman)
	s.settings = loadSettings(ctx)
	s.applySettings()
	s.screen = screenHome
	s.ai = newComputer(ctx)
	if sess, err := loadGame(ctx); err != nil {
		s.say(ctx, s.lang.T("err.saveCorrupt", err))
	} else if sess != nil {
		s.sess = sess
		s.shown = s.onlyPerson()
		s.ai.warm()
	}
	s.follow(ctx, app.Window().URL())
	// A link followed inside the page changes only the fragment.
	app.Window().Call("addEventListener", "hashchange", app.FuncOf(func(this app.Value, args []app.Value) any {
		dispatch(ctx, func(ctx app.Context) { s.follow(ctx, app.Window().URL()) })
		return nil
	}))
	// v10 does not look for updates by itself.
	ctx.Async(app.TryUpdate)
	app.Window().Call("addEventListener", "visibilitychange", app.FuncOf(func(this app.Value, args []app.Value) any {
		if app.Window().Get("document").Get("visibilityState").String() == "visible" {
			app.TryUpdate()
		}
		return nil
	}))
	s.next(ctx)
}

// OnDismount stops the computer.
func (s *Shell) OnDismount() {
	if s.ai != nil {
		s.ai.stop()
	}
}

// OnAppUpdate shows the update notice; the game in progress is saved
// after every move, so updating loses nothing.
func (s *Shell) OnAppUpdate(ctx app.Context) {
	s.updateReady = true
}

// follow opens what a link asks for: #rules/ID, #new/ID, #settings,
// #game; anything else is reported.
func (s *Shell) follow(ctx app.Context, u *url.URL) {
	if u == nil || u.Fragment == "" {
		return
	}
	what, id, _ := strings.Cut(u.Fragment, "/")
	switch what {
	case "settings":
		s.screen = screenSettings
		return
	case "game":
		if s.sess != nil {
			s.screen = screenGame
		}
		return
	case "rules", "new":
		if spec, ok := view.Lookup(id); ok {
			if _, built := rules.Lookup(id); built {
				if what == "rules" {
					s.rulesID = spec.ID
					s.screen = screenRules
				} else {
					s.newID = spec.ID
				}
				return
			}
		}
	}
	s.say(ctx, s.lang.T("err.link", "#"+u.Fragment))
}

// go shows a screen and writes it into the address, so a reload or a
// bookmark comes back to it.
func (s *Shell) show(ctx app.Context, screen, id string) {
	s.screen = screen
	frag := ""
	switch screen {
	case screenRules:
		s.rulesID = id
		frag = "#rules/" + id
	case screenSettings:
		frag = "#settings"
	case screenGame:
		frag = "#game"
	}
	app.Window().Get("history").Call("replaceState", nil, "", locationWithout()+frag)
	app.Window().Call("scrollTo", 0, 0)
}

// locationWithout returns the page address without its fragment.
func locationWithout() string {
	u := app.Window().URL()
	if u == nil {
		return ""
	}
	u.Fragment = ""
	return u.String()
}

// say shows a passing message for a few seconds.
func (s *Shell) say(ctx app.Context, text string) {
	s.toast = text
	s.toastID++
	id := s.toastID
	ctx.After(6*time.Second, func(ctx app.Context) {
		if s.toastID == id {
			s.toast = ""
		}
	})
}

// Render draws the header, the current screen and the overlays.

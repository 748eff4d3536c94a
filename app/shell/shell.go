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
	"impasse/rules/catalog"
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
		s.ai.warm()
	}
	s.follow(ctx, app.Window().URL())
	// v10 does not look for updates by itself.
	ctx.Async(func() {
		app.TryUpdate()
	})
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
			if _, built := catalog.Lookup(id); built {
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
func (s *Shell) Render() app.UI {
	l := s.lang
	if l == "" {
		l = i18n.English
	}
	var main app.UI
	switch s.screen {
	case screenGame:
		if s.sess != nil {
			main = s.renderGame(l)
		} else {
			main = s.renderHome(l)
		}
	case screenRules:
		main = s.renderRules(l)
	case screenSettings:
		main = s.renderSettings(l)
	default:
		main = s.renderHome(l)
	}
	return app.Div().ID("impasse").Class("shell", "screen-"+s.screen).Body(
		s.renderHeader(l),
		app.Main().Class("main").Body(main),
		app.If(s.newID != "", func() app.UI { return s.renderNewGame(l) }),
		app.If(s.confirm != nil, func() app.UI { return s.renderConfirm(l) }),
		app.If(s.updateReady, func() app.UI {
			return app.Div().Class("notice", "update").Attr("role", "status").Body(
				app.Span().Text(l.T("update.ready")),
				app.Button().Class("btn", "primary").Text(l.T("update.reload")).OnClick(func(ctx app.Context, e app.Event) {
					ctx.Reload()
				}),
				app.Button().Class("btn").Text(l.T("update.later")).OnClick(func(ctx app.Context, e app.Event) {
					s.updateReady = false
				}),
			)
		}),
		app.If(s.toast != "", func() app.UI {
			return app.Div().Class("notice", "toast").Attr("role", "alert").Body(
				app.Span().Text(s.toast),
				app.Button().Class("btn", "icon").Attr("aria-label", l.T("nav.close")).Text("×").OnClick(func(ctx app.Context, e app.Event) {
					s.toast = ""
				}),
			)
		}),
	)
}

func (s *Shell) renderHeader(l i18n.Lang) app.UI {
	title := l.T("app.name")
	if s.screen == screenGame && s.sess != nil {
		title = s.sess.Game.Info().Title
	}
	return app.Header().Class("top").Body(
		app.Button().Class("btn", "nav", "home").Attr("aria-label", l.T("nav.home")).Body(
			logo(), app.Span().Class("label").Text(l.T("nav.home")),
		).OnClick(func(ctx app.Context, e app.Event) { s.show(ctx, screenHome, "") }),
		app.H1().Class("title").Text(title),
		app.If(s.sess != nil && s.screen != screenGame, func() app.UI {
			return app.Button().Class("btn", "nav", "resume").Text(l.T("home.continue")).OnClick(func(ctx app.Context, e app.Event) {
				s.show(ctx, screenGame, "")
			})
		}),
		app.Button().Class("btn", "nav", "settings").Attr("aria-label", l.T("nav.settings")).Body(
			gearIcon(), app.Span().Class("label").Text(l.T("nav.settings")),
		).OnClick(func(ctx app.Context, e app.Event) { s.show(ctx, screenSettings, "") }),
	)
}

func (s *Shell) renderConfirm(l i18n.Lang) app.UI {
	q := s.confirm
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "confirm").Attr("role", "alertdialog").Body(
			app.P().Text(q.text),
			app.Div().Class("actions").Body(
				app.Button().Class("btn").Text(l.T("game.no")).OnClick(func(ctx app.Context, e app.Event) {
					s.confirm = nil
				}),
				app.Button().Class("btn", "primary").ID("confirm-yes").Text(l.T("game.yes")).OnClick(func(ctx app.Context, e app.Event) {
					s.confirm = nil
					q.yes(ctx)
				}),
			),
		),
	)
}

func (s *Shell) renderRules(l i18n.Lang) app.UI {
	spec, ok := view.Lookup(s.rulesID)
	g, built := catalog.Lookup(s.rulesID)
	if !ok || !built {
		return s.renderHome(l)
	}
	return app.Article().Class("rules").Body(
		app.H2().Text(l.T("rules.title", g.Info().Title)),
		app.Raw(`<div class="rules-text">`+spec.Rules(l)+`</div>`),
		app.Div().Class("actions").Body(
			app.Button().Class("btn", "primary").Text(l.T("rules.play", g.Info().Title)).OnClick(func(ctx app.Context, e app.Event) {
				s.newID = g.Info().ID
			}),
		),
	)
}

// logo is the small mark in the header: three blocks meeting at a corner.
func logo() app.UI {
	return app.Raw(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="logo" aria-hidden="true">` +
		`<rect x="2" y="2" width="9" height="9" rx="1.5" fill="var(--seat0)"/>` +
		`<rect x="13" y="13" width="9" height="9" rx="1.5" fill="var(--seat1)"/>` +
		`<rect x="13" y="2" width="9" height="9" rx="1.5" fill="var(--seat2)"/></svg>`)
}

func gearIcon() app.UI {
	return app.Raw(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="icon" aria-hidden="true">` +
		`<circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" stroke-width="2"/>` +
		`<path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" ` +
		`stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`)
}

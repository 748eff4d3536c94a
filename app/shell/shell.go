// Package shell is Impasse's user interface around the boards: the game
// list, the new-game dialog, the game page with its move list and
// controls, the rules pages and the settings. It knows games only through
// the rules interfaces and the view registry, so a new game needs no
// change here.
//
// Every page is a path: / (the game list), /settings, /rules/<id>,
// /play/<id> (that game's page: its game in progress, or the new-game
// dialog when there is none), /puzzles/<id> (the puzzles of a game that
// has a puzzle file), /daily (the puzzle of the day), /learn/<id> (the
// lesson of a game that has a lesson file) and /ratings (the player's
// ratings); any other path shows the not-found page.
// One root component, Shell, serves them all: it keeps the page shown,
// the settings and the games in progress, and draws the game page's
// frame (gamePage, hud, panel). Each feature is a component of its own
// that owns its state and is given what it needs as typed props (a
// func prop reports back): the game list, the settings, the new-game
// and records dialogs, the move list, the solve and analysis panels,
// the replay bar, the summary. What a feature shows of a game is
// derived from the game (the Session) rather than copied and reset: the
// replay is the game's (Session.ReplayTo), stepped by the replay bar,
// and the page draws the position it shows; so is the curtain of a game
// with hidden material passed from person to person (Session.Curtain).
// Whether a hint is awaited, the last hint and whether the computer
// could not move are the computer's (see computer). The question (ask),
// the passing message (notify) and the records dialog (openRecords) are
// sent to their overlays as actions. The boards are the views'
// components.
package shell

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// Register declares the app's routes. Both the browser entry point and
// the server call it, so the server can pre-render the pages.
//
// Every path leads to a Shell, which reads the path itself (see route):
// that way an unknown path gets the app's own not-found page, and going
// from page to page keeps the one Shell, since go-app reuses a root
// component of the same type and only tells it, with OnNav, that the
// address changed.
func Register() {
	app.RouteWithRegexp("^/", func() app.Composer { return &Shell{} })
}

// The pages of the app.
const (
	pageHome     = "home"
	pageSettings = "settings"
	pageRules    = "rules"
	pagePlay     = "play"
	pagePuzzles  = "puzzles"
	pageDaily    = "daily"
	pageLearn    = "learn"
	pageRatings  = "ratings"
	pageNotFound = "not-found"
)

// route is where the address points: a page and, for the rules and play
// pages, a game id.
type route struct {
	page string
	id   string
}

// parseRoute reads a path of the app, without the site's prefix. A rules
// or play page of a game that is not built is not found.
func parseRoute(path string) route {
	switch path {
	case "/", "":
		return route{page: pageHome}
	case "/settings":
		return route{page: pageSettings}
	case "/" + pageDaily:
		return route{page: pageDaily}
	case "/" + pageRatings:
		return route{page: pageRatings}
	}
	page, id, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	if page == pagePuzzles && !hasPuzzles(id) || page == pageLearn && !hasLesson(id) {
		return route{page: pageNotFound}
	}
	if page == pageRules || page == pagePlay || page == pagePuzzles || page == pageLearn {
		if _, built := rules.Lookup(id); built {
			if _, shown := view.Lookup(id); shown {
				return route{page: page, id: id}
			}
		}
	}
	return route{page: pageNotFound}
}

// pathOf returns the address of a page of the app, with the site's
// prefix ("/impasse-test/play/blokusduo").
func pathOf(p string) string {
	return strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/") + p
}

// Shell is the root component: it owns the page shown, the settings,
// the games in progress and the computer players. It has no exported
// field, so a navigation keeps it as it is.
type Shell struct {
	app.Compo

	settings Settings
	lang     i18n.Lang
	at       route
	// moved is set once the person has gone from page to page in the
	// app, so that leaving a page may go back in the history.
	moved bool

	// games holds the game in progress of each game, by id; sess is the
	// one of the page shown, or nil.
	games map[string]*Session
	sess  *Session
	// opened counts the games shown, so that the page tells another
	// game from moves taken back.
	opened int

	// newID is the game of the new-game dialog ("" when closed); the
	// dialog keeps its choices.
	newID string
	// sending is the link the send dialog offers (its URL "" when
	// closed).
	sending outgoing
	// live is the live connection to a friend's device, or nil;
	// liveOffer is the session description a friend's device offers,
	// opened from an address, until the person accepts it or closes
	// the dialog ("" when none); liveShown is set while the live dialog
	// shows.
	live      *liveConn
	liveOffer string
	liveShown bool

	// ai plays the computer's seats and gives hints: it keeps whether a
	// hint is awaited, the last one and whether it could not move.
	ai *computer

	// root is the shell's own context, for answers that come later.
	root app.Context
}

// OnMount loads the settings and the saved games, and starts looking for
// updates.
func (s *Shell) OnMount(ctx app.Context) {
	s.root = ctx
	ctx.Handle(view.PlayAction, s.playHuman)
	s.settings = loadSettings(ctx)
	s.applySettings(ctx)
	s.ai = newComputer(ctx)
	s.games = map[string]*Session{}
	for _, err := range s.loadGames(ctx) {
		s.notify(s.lang.T("err.saveCorrupt", err))
	}
	if cutFragment > 0 {
		s.notify(s.lang.T("link.oversize", cutFragment))
	}
	s.watchTabs(ctx)
	s.watchClock(ctx)
	listenDialogKeys()
	focusDialogs()
	s.listenLinks(ctx)
	// v10 does not look for updates by itself: the page does at start,
	// when it comes back into sight, and every hour while in sight (an
	// app left open for days).
	ctx.Async(app.TryUpdate)
	visible := func() bool { return app.Window().Get("document").Get("visibilityState").String() == "visible" }
	app.Window().Call("addEventListener", "visibilitychange", app.FuncOf(func(this app.Value, args []app.Value) any {
		if visible() {
			app.TryUpdate()
		}
		return nil
	}))
	// A goroutine of its own, not ctx.Async, whose goroutines go-app
	// waits for: this one never ends.
	go func() {
		for range time.Tick(updateEvery) {
			if visible() {
				app.TryUpdate()
			}
		}
	}()
}

// updateEvery is how often a page in sight looks for a new version.
const updateEvery = time.Hour

// OnNav shows the page the address names: at load, after a link or a
// navigation, and when the browser goes back or forward.
func (s *Shell) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	path := strings.TrimPrefix(u.Path, strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/"))
	if old := oldLink(u.Fragment); old != "" {
		// A link from before the pages had paths (#rules/ID, #game, …):
		// the address becomes the page's path, with no history entry
		// that would bring the old link back.
		path = old
		app.Window().Get("history").Call("replaceState", nil, "", pathOf(path))
	}
	prev := s.at
	s.at = parseRoute(path)
	if prev.page != "" {
		s.moved = true
	}
	var sess *Session
	if s.at.page == pagePlay {
		sess = s.games[s.at.id]
	}
	if s.at.page != pagePlay || s.newID != s.at.id {
		// The new-game dialog belongs to its game's page (opened before
		// going there: OnNav comes after the navigation).
		s.newID = ""
	}
	s.open(ctx, sess)
	live := s.at.page == pagePlay && strings.HasPrefix(u.Fragment, livePrefix)
	answer := s.at.page == pagePlay && strings.HasPrefix(u.Fragment, liveAnswerPrefix)
	if s.at.page == pagePlay && sess == nil && s.newID == "" && !live && !answer {
		s.openNew(ctx, s.at.id)
	}
	switch {
	case live:
		s.offerLive(ctx, u.Fragment)
	case answer:
		s.relayAnswer(ctx, u.Fragment)
	case prev != s.at:
		// An offer not accepted belongs to the page left.
		s.liveOffer = ""
		// Back on a game played live: the friend may have sent moves
		// meanwhile (see liveMessage).
		s.sendLive()
	}
	if s.at.page == pagePlay && strings.HasPrefix(u.Fragment, linkPrefix) {
		s.openLink(ctx, s.at.id, u.Fragment)
	}
	if prev != s.at {
		app.Window().Call("scrollTo", 0, 0)
	}
	s.setTitle(ctx)
}

// setTitle names the page in the browser's title, which is what a
// screen reader says on coming to it (the page, then the app), and in
// its description. Both are also written into the page the server
// draws, so that a page's title and description are its own before the
// app runs: in a bookmark, a search result or a link's preview.
func (s *Shell) setTitle(ctx app.Context) {
	ctx.Page().SetTitle("%s", pageTitle(s.lang, s.at))
	ctx.Page().SetDescription("%s", pageDescription(s.lang, s.at))
}

// pageDescription describes the page at route r in l: a page of a
// game starts with what the game is about; every page says what the app
// is.
func pageDescription(l i18n.Lang, r route) string {
	g, ok := rules.Lookup(r.id)
	spec, shown := view.Lookup(r.id)
	if !ok || !shown || r.page == pageSettings || r.page == pageRatings || r.page == pageDaily {
		return l.T("app.description")
	}
	return l.T("app.gameDescription", g.Info().Title, spec.Blurb(l))
}

// pageTitle is the title of the page at route r in l: its own words and
// the app's name, or for the game list the app's title.
func pageTitle(l i18n.Lang, r route) string {
	name := ""
	if g, ok := rules.Lookup(r.id); ok {
		name = g.Info().Title
	}
	page := ""
	switch {
	case r.page == pageSettings:
		page = l.T("settings.title")
	case r.page == pageRatings:
		page = l.T("rat.title")
	case r.page == pageDaily:
		page = l.T("puz.day")
	case name == "":
	case r.page == pagePlay:
		page = name
	case r.page == pageRules:
		page = l.T("rules.title", name)
	case r.page == pageLearn:
		page = l.T("learn.title", name)
	case r.page == pagePuzzles:
		page = l.T("puz.title", name)
	}
	if page == "" {
		return l.T("app.title")
	}
	return page + " — " + l.T("app.name")
}

// oldLink returns the path that an address fragment of the app's first
// version stood for, or "".
func oldLink(fragment string) string {
	what, id, _ := strings.Cut(fragment, "/")
	switch what {
	case "settings":
		return "/settings"
	case "game":
		return "/"
	case "rules":
		return "/rules/" + id
	case "new":
		return "/play/" + id
	}
	return ""
}

// open makes sess, a game in progress or nil, the one shown: the
// computer drops what it was asked, the features that tell one game from
// the next see opened change, and sess shows as it stands (Session.Open).
func (s *Shell) open(ctx app.Context, sess *Session) {
	if sess == s.sess {
		return
	}
	s.ai.stop()
	showClock(s.sess, sess)
	s.sess = sess
	s.opened++
	s.sending = outgoing{}
	if sess == nil {
		return
	}
	sess.Open()
	// The worker loads a second after the game opens, not while the
	// page draws the board; a question before then starts it at once.
	s.root.After(workerDelay, func(ctx app.Context) {
		if s.sess == sess {
			s.ai.warm()
		}
	})
	s.next(ctx)
}

// workerDelay is how long after a game opens the AI worker starts.
const workerDelay = time.Second

// OnDismount stops the computer.
func (s *Shell) OnDismount() {
	if s.ai != nil {
		s.ai.stop()
	}
	s.stopLive()
}

// navigate goes to a page of the app (a path without the site's prefix),
// as a new entry of the browser's history.
func (s *Shell) navigate(ctx app.Context, path string) {
	ctx.Navigate(pathOf(path))
}

// leave goes back to the page before, or home when the app was opened on
// this page.
func (s *Shell) leave(ctx app.Context) {
	if s.moved {
		app.Window().Get("history").Call("back")
		return
	}
	s.navigate(ctx, "/")
}

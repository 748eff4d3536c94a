package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"unicode/utf8"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// gameList returns the home page for the games in progress now.
func (s *Shell) gameList(l i18n.Lang) app.UI {
	going, friends := map[string]bool{}, map[string]string{}
	for id, sess := range s.games {
		going[id] = sess != nil && !sess.Over()
		switch {
		case !going[id] || !sess.Friends():
		case sess.HumanTurn():
			friends[id] = l.T("home.friendsYours")
		default:
			friends[id] = l.T("home.friendsWait", seatNameOf(l, sess, sess.ToMove()))
		}
	}
	return &gameList{Lang: l, Going: going, Friends: friends, OnPlay: s.play}
}

// Render draws the header, the update's notice, the page the address
// names and the overlays: the new-game dialog, a question and a message.
func (s *Shell) Render() app.UI {
	l := s.lang
	if l == "" {
		l = i18n.English
	}
	var page app.UI
	switch s.at.page {
	case pageSettings:
		page = &settingsPage{Lang: l, Settings: s.settings, OnChange: s.setSettings}
	case pageRules:
		page = s.rulesPage(l)
	case pagePlay:
		if s.sess == nil {
			page = s.gameList(l) // under the new-game dialog
		} else {
			page = s.gamePage(l)
		}
	case pagePuzzles, pageDaily:
		page = &puzzlePage{Game: s.at.id, Lang: l, Animate: s.animate(), Targets: s.settings.Targets}
	case pageLearn:
		page = &lessonPage{Game: s.at.id, Lang: l, Animate: s.animate(), Targets: s.settings.Targets, OnPlay: s.startNew}
	case pageRatings:
		page = &ratingsPage{Lang: l}
	case pageNotFound:
		page = s.notFoundPage(l)
	case pageHome:
		page = s.gameList(l)
	default:
		// Before OnNav has read the address, the page is not known yet:
		// drawing the game list there would cost every other page's
		// first render its thumbnails.
		page = app.Div()
	}
	// Each overlay keeps its place (an empty text while it is closed), so
	// that the ones after it keep their state as it comes and goes. Its
	// Render calls the method that draws it only while it is open: the
	// browser compiles each function of the wasm on its first call, so an
	// overlay not opened costs the page's start nothing.
	newGame := &newGameDialog{
		Game:     s.newID,
		Lang:     l,
		OnStart:  s.startNew,
		OnCancel: s.cancelNew,
	}
	screen := s.at.page
	if screen == pagePlay && s.sess != nil {
		screen = "game"
	}
	return app.Div().ID("impasse").Class("shell", "screen-"+screen).Body(
		s.header(l),
		// The update's notice stays until answered: in the page's flow,
		// under the header, where it hides nothing.
		&notice{Lang: l, Update: true},
		app.Main().Class("main").Body(page),
		app.Div().Class("overlays").Body(
			newGame,
			s.recordsOf(l),
			s.sendOf(l),
			s.liveOf(l),
			&confirmDialog{Lang: l},
			&notice{Lang: l},
		),
	)
}

// header is the bar at the top: a link home, the page's title, in a
// game a link to its rules, and a link to the settings.
func (s *Shell) header(l i18n.Lang) app.UI {
	title := l.T("app.name")
	var rules app.UI
	if s.at.page == pagePlay && s.sess != nil {
		info := s.sess.Game.Info()
		title = info.Title
		rules = app.A().Class("btn", "nav", "rules").ID("game-rules").Href(pathOf("/rules/"+info.ID)).
			Title(l.T("rules.title", info.Title)).Aria("label", l.T("nav.rules")).Body(
			app.Raw(book),
			app.Span().Class("label").Text(l.T("nav.rules")),
		)
	}
	cls := "top"
	if utf8.RuneCountInString(title) > longTitle {
		cls = "top long"
	}
	return app.Header().Class(cls).Body(
		app.A().Class("btn", "nav", "home").Href(pathOf("/")).Aria("label", l.T("nav.home")).Body(
			app.Raw(logo),
			app.Span().Class("label").Text(l.T("nav.home")),
		),
		app.H1().Class("title").Text(title),
		rules,
		app.A().Class("btn", "nav", "settings").Href(pathOf("/settings")).Aria("label", l.T("nav.settings")).Body(
			app.Raw(gear),
			app.Span().Class("label").Text(l.T("nav.settings")),
		),
	)
}

// longTitle is the most letters of a title that fit beside the word
// Rules in a phone's header (at 390 px, in bold); a longer title takes
// the word's room, and the book alone says Rules.
const longTitle = 12

const svgNS = "http://www.w3.org/2000/svg"

// svgElem returns an SVG element (go-app needs the namespace on each).
func svgElem(tag string) app.HTMLElem { return app.Elem(tag).XMLNS(svgNS) }

// logo is the small mark in the header, three blocks meeting at a
// corner, gear the settings icon and book the rules' icon: fixed markup,
// written as markup.
const (
	logo = `<svg xmlns="` + svgNS + `" viewBox="0 0 24 24" class="logo" aria-hidden="true">` +
		`<rect x="2" y="2" width="9" height="9" rx="1.5" fill="var(--seat0)"/>` +
		`<rect x="13" y="13" width="9" height="9" rx="1.5" fill="var(--seat1)"/>` +
		`<rect x="13" y="2" width="9" height="9" rx="1.5" fill="var(--seat2)"/></svg>`
	gear = `<svg xmlns="` + svgNS + `" viewBox="0 0 24 24" class="icon" aria-hidden="true">` +
		`<circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" stroke-width="2"/>` +
		`<path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" ` +
		`stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`
	book = `<svg xmlns="` + svgNS + `" viewBox="0 0 24 24" class="icon" aria-hidden="true">` +
		`<path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5v13" ` +
		`fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>`
)

// rulesPage is a game's rules, as its view writes them, and a button to
// play it. The server draws them itself; the page, whose views do not
// write rules, reads the file the server wrote (rulesText).
func (s *Shell) rulesPage(l i18n.Lang) app.UI {
	spec, _ := view.Lookup(s.at.id)
	g, _ := rules.Lookup(s.at.id)
	info := g.Info()
	var text app.UI = &rulesText{ID: info.ID, Lang: l}
	if spec.Rules != nil {
		text = app.Raw(`<div class="rules-text">` + spec.Rules(l) + `</div>`)
	}
	return app.Article().Class("rules").Body(
		app.H2().Text(l.T("rules.title", info.Title)),
		text,
		app.Div().Class("actions").Body(
			&rulesLearnLink{Lang: l, Game: info.ID},
			or(puzzlesLink(l, info.ID, "rules-puzzles")),
			app.Button().Class("btn", "primary").Text(l.T("rules.play", info.Title)).
				OnClick(func(ctx app.Context, e app.Event) { s.play(ctx, info.ID) }),
		),
	)
}

// notFoundPage answers an address that is no page of the app.
func (s *Shell) notFoundPage(l i18n.Lang) app.UI {
	return app.Section().Class("not-found").ID("not-found").Body(
		app.H2().Text(l.T("notFound.title")),
		app.P().Text(l.T("notFound.text")),
		app.A().Class("btn", "primary").ID("go-home").Href(pathOf("/")).Text(l.T("notFound.home")),
	)
}

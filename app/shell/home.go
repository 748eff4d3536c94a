package shell

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// gameList is the home page: the built games in the order registered,
// those with a game in progress marked and with a Continue button, then
// the games to come. The order never changes, so a game stays where a
// player last saw it.
type gameList struct {
	app.Compo

	Lang i18n.Lang
	// Going holds the ids of the games with a game in progress.
	Going map[string]bool
	// Friends says, for each game in progress played with friends by
	// links, whose turn it is.
	Friends map[string]string
	// OnPlay opens the new-game dialog of a game.
	OnPlay func(ctx app.Context, id string)

	// learned is what the device keeps of the lessons, read as the list
	// shows.
	learned lessonProgress
}

// OnMount reads which lessons are finished (none when what is kept
// cannot be read: the lesson page says so).
func (g *gameList) OnMount(ctx app.Context) { g.learned, _ = loadLessons(ctx) }

// Render draws the list.
func (g *gameList) Render() app.UI {
	l := g.Lang
	var cards []app.UI
	for _, game := range rules.Games() {
		info := game.Info()
		spec, ok := view.Lookup(info.ID)
		if !ok {
			continue
		}
		players := strconv.Itoa(info.MinPlayers)
		if info.MaxPlayers > info.MinPlayers {
			players += "–" + strconv.Itoa(info.MaxPlayers)
		}
		c := card{id: info.ID, title: info.Title, players: players, thumb: spec.Thumbnail(), blurb: spec.Blurb(l)}
		cards = append(cards, g.builtCard(c))
	}
	return app.Div().Class("home").Body(
		app.P().Class("intro").Text(l.T("home.intro")),
		or(dailyCard(l)),
		app.Ul().Class("cards").Body(cards...),
		app.P().Class("note").Body(app.A().ID("ratings-link").Href(pathOf("/"+pageRatings)).Text(l.T("rat.link"))),
		app.P().Class("note").Text(l.T("home.offlineNote")),
	)
}

// card is what the game list shows of a game.
type card struct {
	id, title, players, blurb string
	// friends says whose turn it is in a game with friends, or is "".
	friends string
	// thumb is a small picture of the game, as SVG markup from its view.
	thumb string
}

// builtCard is a game that can be played: its rules, a new game, and
// Continue when it has a game in progress.
func (g *gameList) builtCard(c card) app.UI {
	l := g.Lang
	newGame := func(ctx app.Context, e app.Event) { g.OnPlay(ctx, c.id) }
	rulesLink := app.A().Class("btn").ID("rules-" + c.id).Href(pathOf("/rules/" + c.id)).Text(l.T("home.rules"))
	puzzles := or(puzzlesLink(l, c.id, "puzzles-"+c.id))
	learn := or(lessonLink(l, c.id, "learn-"+c.id, g.learned.done(c.id)))
	if !g.Going[c.id] {
		return cardItem(l, c, "", rulesLink, learn, puzzles,
			app.Button().Class("btn", "primary").ID("play-"+c.id).Text(l.T("home.play")).OnClick(newGame))
	}
	c.friends = g.Friends[c.id]
	return cardItem(l, c, "going", rulesLink, learn, puzzles,
		button("play-"+c.id, l.T("game.newGame"), newGame),
		app.A().Class("btn", "primary").ID("continue-"+c.id).Href(pathOf("/play/"+c.id)).Text(l.T("home.continue")))
}

// cardItem is one game of the list, with its actions; class is "" for a
// game, "going" for one with a game in progress.
func cardItem(l i18n.Lang, c card, class string, actions ...app.UI) app.UI {
	shown := l.T("home.playersN", c.players)
	if c.players == "1" {
		shown = l.T("home.players1")
	}
	thumb := app.Div().Class("thumb")
	if c.thumb != "" {
		thumb = thumb.Body(app.Raw(c.thumb))
	}
	return app.Li().Class("card", class).ID("card-"+c.id).Body(
		thumb,
		app.Div().Class("text").Body(
			app.H3().Text(c.title),
			app.P().Class("players").Text(shown),
			app.P().Class("blurb").Text(c.blurb),
			app.If(c.friends != "", func() app.UI {
				return app.P().Class("friends").ID("friends-" + c.id).Text(c.friends)
			}),
		),
		app.Div().Class("actions").Body(actions...),
	)
}

// play opens the new-game dialog of game id, on that game's page.
func (s *Shell) play(ctx app.Context, id string) {
	s.openNew(ctx, id)
	if s.at != (route{page: pagePlay, id: id}) {
		s.navigate(ctx, "/play/"+id)
	}
}

// lessonLink is a link to the lesson of game id, with the element id
// elem, marked when done says the lesson is finished; nil when the game
// has no lesson.
func lessonLink(l i18n.Lang, id, elem string, done bool) app.UI {
	if !hasLesson(id) {
		return nil
	}
	a := app.A().Class("btn").ID(elem).Href(pathOf("/" + pageLearn + "/" + id))
	if done {
		title := id
		if g, ok := rules.Lookup(id); ok {
			title = g.Info().Title
		}
		return a.Class("learned").Aria("label", l.T("learn.linkDoneLabel", title)).Text(l.T("learn.linkDone"))
	}
	return a.Text(l.T("learn.link"))
}

// rulesLearnLink is the link to a game's lesson on its rules page,
// marked as on the game list once the lesson is finished: it reads what
// the device keeps of the lessons as it shows.
type rulesLearnLink struct {
	app.Compo

	Lang i18n.Lang
	Game string

	done bool
}

// OnMount reads whether the lesson is finished.
func (k *rulesLearnLink) OnMount(ctx app.Context) { k.read(ctx) }

// OnUpdate reads it again for another game's rules.
func (k *rulesLearnLink) OnUpdate(ctx app.Context) { k.read(ctx) }

// read reads whether the lesson of the game shown is finished (not when
// what is kept cannot be read: the lesson page says so).
func (k *rulesLearnLink) read(ctx app.Context) {
	p, _ := loadLessons(ctx)
	k.done = p.done(k.Game)
}

// Render draws the link, or nothing when the game has no lesson.
func (k *rulesLearnLink) Render() app.UI {
	return or(lessonLink(k.Lang, k.Game, "rules-learn", k.done))
}

// puzzlesLink is a link to the puzzles of game id, with the element id
// elem, or nil when the game has none.
func puzzlesLink(l i18n.Lang, id, elem string) app.UI {
	if !hasPuzzles(id) {
		return nil
	}
	return app.A().Class("btn").ID(elem).Href(pathOf("/" + pagePuzzles + "/" + id)).Text(l.T("puz.link"))
}

// dailyCard is the puzzle of the day on the game list: which game's, and
// a link to it; nil when no game has puzzles.
func dailyCard(l i18n.Lang) app.UI {
	id, n, ok := dailyPuzzle(dateKey(time.Now()), puzzleGames())
	g, built := rules.Lookup(id)
	if !ok || !built {
		return nil
	}
	return app.Section().Class("daily").ID("daily").Body(
		app.H2().Text(l.T("puz.day")),
		app.P().ID("daily-which").Text(l.T("puz.dailyWhich", g.Info().Title, n+1)),
		app.A().Class("btn", "primary").ID("daily-open").Href(pathOf("/"+pageDaily)).Text(l.T("puz.solve")),
	)
}

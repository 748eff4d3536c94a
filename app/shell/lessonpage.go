package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/lesson"
)

// lessonPage is a game's lesson on its board: each step's position, what
// to do there, and the person's move answered, a right one with what
// follows from it and the next step, a wrong one with why it is wrong
// and the step tried again; after the last step, a game against the
// gentlest level. It reads the game's lesson file (LessonFile), which
// the service worker keeps for offline use, and keeps on the device the
// step each lesson was left at and the lessons finished (keyLessons).
type lessonPage struct {
	app.Compo

	Game    string
	Lang    i18n.Lang
	Animate bool
	// Targets marks where pieces may go, as the setting asks.
	Targets bool
	// OnPlay starts the game that ends the lesson.
	OnPlay func(ctx app.Context, sess *Session)

	// file is the address of the lesson file read or being read; game
	// the game it is of.
	game, file string
	// c is the lesson being followed once its file is read; failed says
	// why it could not be (a note to show instead).
	c      *course
	failed *note
	// progress is what the device keeps of the lessons.
	progress lessonProgress
	// answer is what the page says of the last move tried (right tells
	// which kind), told a note of the page's own; said tells the last
	// move in words, for the live region.
	answer lesson.Text
	right  bool
	told   *note
	said   string
}

// OnMount takes the moves the board sends, reads the progress kept and
// the lesson file.
func (p *lessonPage) OnMount(ctx app.Context) {
	ctx.Handle(view.PlayAction, p.play)
	var err error
	if p.progress, err = loadLessons(ctx); err != nil {
		ctx.LocalStorage().Del(keyLessons)
		p.told = &note{key: "learn.progressReset"}
	}
	p.load(ctx)
}

// OnUpdate reads another game's file when the page shows another game.
func (p *lessonPage) OnUpdate(ctx app.Context) { p.load(ctx) }

// loadLessons returns the lessons as kept on the device: none when
// nothing is kept, and none with errLessons when what is kept cannot be
// read.
func loadLessons(ctx app.Context) (lessonProgress, error) {
	if !ctx.LocalStorage().Contains(keyLessons) {
		return newLessonProgress(), nil
	}
	var raw string
	if err := ctx.LocalStorage().Get(keyLessons, &raw); err != nil {
		return newLessonProgress(), errLessons
	}
	return decodeLessons(raw)
}

// load reads the lesson file of the game asked for, unless it is the one
// read already.
func (p *lessonPage) load(ctx app.Context) {
	file := pathOf(LessonFile(p.Game))
	if file == p.file {
		return
	}
	p.game, p.file = p.Game, file
	p.c, p.failed = nil, nil
	p.forget()
	game := p.Game
	fetchText(file, func(text string, ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if p.file == file { // not another file asked for since
				p.read(text, ok, game)
			}
		})
	})
}

// read takes the text of the lesson file (ok false: it could not be
// fetched) and opens the lesson where the person left it.
func (p *lessonPage) read(text string, ok bool, game string) {
	g, built := rules.Lookup(game)
	if !ok || !built {
		p.failed = &note{key: "learn.unread"}
		return
	}
	l, err := lesson.Parse(text)
	switch {
	case err != nil:
		p.failed = &note{key: "learn.damaged", args: []any{err.Error()}}
		return
	case len(l.Steps) == 0:
		p.failed = &note{key: "learn.none"}
		return
	}
	p.c = newCourse(g, l, p.progress.At[game])
}

// forget clears what the page says of the last move.
func (p *lessonPage) forget() {
	p.answer, p.right, p.said = lesson.Text{}, false, ""
	if p.told != nil && p.told.key != "learn.progressReset" {
		p.told = nil
	}
}

// play takes the person's move: a right one is played and answered, any
// other is answered with why, and the step waits again.
func (p *lessonPage) play(ctx app.Context, a app.Action) {
	m, ok := a.Value.(rules.Move)
	c := p.c
	if !ok || c == nil || !c.waiting() || !rules.IsLegal(c.start, m) {
		return
	}
	before := c.start
	right, say := c.try(m)
	p.told = nil
	p.right, p.answer = right, say
	sp, _ := view.Lookup(p.game)
	seat := before.ToMove()
	name := seatNameIn(p.Lang, p.game, seat, before.Players())
	if !right {
		p.said = ""
		p.told = &note{key: "learn.wrong", args: []any{inWords(sp, p.Lang, before, m, name)}}
		return
	}
	p.said = sayMove(sp, p.Lang, before, c.state(), m, seat, name).Text
}

// goTo opens step i (the game that ends the lesson past the last) and
// keeps it as where the lesson was left; reaching that game finishes
// the lesson.
func (p *lessonPage) goTo(ctx app.Context, i int) {
	p.c.open(i)
	p.forget()
	p.progress.At[p.game] = p.c.at
	if p.c.finished() && !p.progress.done(p.game) {
		p.progress.Done = append(p.progress.Done, p.game)
	}
	if err := ctx.LocalStorage().Set(keyLessons, p.progress.encode()); err != nil {
		p.told = &note{key: "err.save", args: []any{storageCause(err)}}
	}
}

// startGame starts the game that ends the lesson: the person at the
// first seat, the computer at its gentlest level at the others.
func (p *lessonPage) startGame(ctx app.Context, e app.Event) {
	g := p.c.game
	levels := len(rules.LevelsOf(g))
	opts := FreshOptions(g, p.c.lesson.Play.Setup, newSeed())
	st, err := g.New(opts)
	if err != nil {
		ctx.NewActionWithValue(notifyAction, err.Error())
		return
	}
	seats := make([]Seat, st.Players())
	for i := 1; i < len(seats); i++ {
		seats[i] = Seat{AI: true, Level: 1}
	}
	sess, err := NewSession(g, opts, seats, levels)
	if err != nil {
		ctx.NewActionWithValue(notifyAction, err.Error())
		return
	}
	p.OnPlay(ctx, sess)
}

// Render draws the page: a message while the file is read or when it
// cannot be used, else the lesson.
func (p *lessonPage) Render() app.UI {
	l := p.Lang
	title := l.T("learn.link")
	if g, ok := rules.Lookup(p.Game); ok {
		title = l.T("learn.title", g.Info().Title)
	}
	if p.c != nil {
		title = p.c.lesson.Title.In(string(l))
	}
	head := app.H2().Class("puzzle-title").ID("lesson-title").Text(title)
	switch {
	case p.failed != nil:
		return app.Div().Class("puzzles").Body(
			head,
			app.P().Class("puzzle-error").ID("lesson-error").Role("alert").Text(p.failed.text(l)),
			app.A().Class("btn").Href(pathOf("/")).Text(l.T("nav.home")),
		)
	case p.c == nil:
		return app.Div().Class("puzzles").Body(head, app.P().Text(l.T("learn.loading")))
	}
	return app.Div().Class("game", "puzzle", "lesson").Body(
		app.Div().Class("hud").Body(head, p.status(l)),
		app.Div().Class("board-area").Body(p.board(l)),
		p.panel(l),
	)
}

// status says which step shows and what to do there, what the page says
// of the last move tried, and in a live region the move played.
func (p *lessonPage) status(l i18n.Lang) app.UI {
	c := p.c
	lang := string(l)
	where := l.T("learn.step", c.at+1, len(c.lesson.Steps))
	say := ""
	switch s := c.step(); {
	case s == nil:
		where, say = l.T("learn.last"), c.lesson.Play.Say.In(lang)
	case c.bad != nil:
		say = l.T("learn.badStep", c.at+1, c.bad.Error())
	case c.anew:
		say = l.T("learn.anew") + " " + s.Say.In(lang)
	default:
		say = s.Say.In(lang)
	}
	told := p.answer.In(lang)
	if p.told != nil {
		told = strings.TrimSpace(p.told.text(l) + " " + told)
		if p.told.key == "learn.wrong" {
			told += " " + l.T("learn.again")
		}
	}
	class := "puzzle-told"
	if p.told != nil && p.told.key == "learn.wrong" {
		class += " wrong"
	}
	if p.right {
		class += " done"
		if told == "" {
			told = l.T("learn.right")
		}
	}
	return app.Div().Class("puzzle-status").Body(
		app.P().Class("lesson-where").ID("lesson-step").Text(where),
		app.P().Class("status", "lesson-say").ID("lesson-say").Aria("live", "polite").Text(say),
		app.P().Class(class).ID("lesson-told").Aria("live", "polite").Text(told),
		app.P().Class("sr-only").ID("lesson-said").Aria("live", "polite").Text(p.said),
		or(p.onward(l)),
	)
}

// onward is the way on, next to what the page says so that a phone
// shows it without scrolling: the next step once the move is right, the
// game against the computer at the lesson's end; nil while the step
// waits for its move.
func (p *lessonPage) onward(l i18n.Lang) app.UI {
	c := p.c
	switch {
	case c.finished():
		play := l.T("learn.play")
		if c.game.Info().MaxPlayers == 1 {
			play = l.T("learn.playAlone")
		}
		return app.Button().Class("btn", "primary").ID("lesson-play").Text(play).OnClick(p.startGame)
	case c.right || c.bad != nil:
		// Each handler reads the step when clicked: go-app may keep a
		// handler of a button drawn before.
		return app.Button().Class("btn", "primary").ID("lesson-next").Text(l.T("learn.next")).
			OnClick(func(ctx app.Context, e app.Event) { p.goTo(ctx, p.c.at+1) })
	}
	return nil
}

// board draws the step's position on the game's board, with the moves
// the person may choose while the step waits for one.
func (p *lessonPage) board(l i18n.Lang) app.UI {
	c := p.c
	st := c.state()
	if st == nil {
		return app.Text("")
	}
	props := view.Props{State: st, Viewer: c.start.ToMove(), Animate: p.Animate, ShowTargets: p.Targets, Lang: l}
	if c.waiting() {
		props.Legal = st.Legal(nil)
	} else {
		props.Before, props.Last, props.HasLast, props.LastBy = c.start, c.last, true, c.start.ToMove()
		props.Still = true
	}
	sp, _ := view.Lookup(p.game)
	b := sp.NewBoard()
	b.SetProps(props)
	return b
}

// panel is the controls (the step again, the step before, the lesson
// from the start) and the board in words.
func (p *lessonPage) panel(l i18n.Lang) app.UI {
	c := p.c
	// Each handler reads the step when clicked: go-app may keep a
	// handler of a button drawn before.
	goTo := func(step func() int) app.EventHandler {
		return func(ctx app.Context, e app.Event) { p.goTo(ctx, step()) }
	}
	return app.Div().Class("panel").Body(
		app.Div().Class("controls").Body(
			control("lesson-again", "↺", l.T("learn.againShort"), l.T("learn.againStep"), c.right,
				func(ctx app.Context, e app.Event) { p.c.again(); p.forget() }),
			control("lesson-prev", "←", l.T("learn.prevShort"), l.T("learn.prev"), c.at > 0,
				goTo(func() int { return p.c.at - 1 })),
			control("lesson-restart", "⟲", l.T("learn.restartShort"), l.T("learn.restart"), c.at > 0,
				goTo(func() int { return 0 })),
		),
		app.If(p.progress.done(p.game), func() app.UI {
			return app.P().Class("puzzle-count").ID("lesson-done").Text(l.T("learn.done"))
		}),
		words(l, p.game, c.state()),
	)
}

package shell

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// puzzlePage shows the puzzles of a game on its board, or the puzzle of
// the day: the task ("White to play and win in 2"), the board where the
// person plays the solver's moves, the defence answered from the line, a
// hint, the solution played, and the list of the game's puzzles with
// those solved marked. It reads the game's puzzle file (PuzzleFile),
// which the service worker keeps for offline use, and keeps what is
// solved on the device (keyPuzzles).
type puzzlePage struct {
	app.Compo

	// Game is the game whose puzzles show; "" shows the puzzle of the
	// day.
	Game    string
	Lang    i18n.Lang
	Animate bool
	// Targets marks where pieces may go, as the setting asks.
	Targets bool

	// game is the game shown, day the date of the puzzle of the day
	// shown ("" on a game's page); file is the address of its puzzle
	// file, read or being read.
	game, day, file string
	// puzzles are the file's puzzles once read; failed says why they
	// could not be (a note to show instead).
	puzzles []puzzle.Puzzle
	failed  *note
	// at is the puzzle shown, t the trial of it, or nil when it could
	// not be set up (bad says why).
	at  int
	t   *trial
	bad string
	// solved holds the keys (puzzleKey) of the puzzles solved.
	solved map[string]bool
	// said tells the last moves in words, for the live region; told is
	// what the page says of the last try, hint how much of the answer's
	// move is marked on the board.
	said string
	told *note
	hint hintShown
	// showing is set while the solution plays.
	showing bool
	// gen counts the puzzles opened, taken back and shown, so that a
	// move planned for one of them is not played on the next.
	gen int
}

// note is a text of the page in the language shown: its key and
// arguments.
type note struct {
	key  string
	args []any
}

// text returns n in l.
func (n *note) text(l i18n.Lang) string { return l.T(n.key, n.args...) }

// replyDelay is how long the defence waits after the solver's move, and
// the solution between its moves: time to see each.
const replyDelay = 700 * time.Millisecond

// OnMount takes the moves the board sends, reads the progress kept and
// the puzzle file.
func (p *puzzlePage) OnMount(ctx app.Context) {
	ctx.Handle(view.PlayAction, p.play)
	p.solved = map[string]bool{}
	if solved, err := loadProgress(ctx); err != nil {
		ctx.LocalStorage().Del(keyPuzzles)
		p.told = &note{key: "puz.progressReset"}
	} else {
		p.solved = solved
	}
	p.load(ctx)
}

// OnUpdate reads another game's file when the page shows another game.
func (p *puzzlePage) OnUpdate(ctx app.Context) { p.load(ctx) }

// loadProgress returns the puzzles solved, as kept on the device: none
// when nothing is kept, errProgress when what is kept cannot be read.
func loadProgress(ctx app.Context) (map[string]bool, error) {
	if !ctx.LocalStorage().Contains(keyPuzzles) {
		return map[string]bool{}, nil
	}
	var raw string
	if err := ctx.LocalStorage().Get(keyPuzzles, &raw); err != nil {
		return map[string]bool{}, errProgress
	}
	return decodeProgress(raw)
}

// load reads the puzzle file of the game asked for (for the puzzle of
// the day, the game of today's), unless it is the one read already.
func (p *puzzlePage) load(ctx app.Context) {
	game, day, at := p.Game, "", -1
	if game == "" {
		day = dateKey(time.Now())
		id, n, ok := dailyPuzzle(day, puzzleGames())
		if !ok {
			p.failed = &note{key: "puz.noneAtAll"}
			return
		}
		game, at = id, n
	}
	file := pathOf(PuzzleFile(game))
	if file == p.file && day == p.day {
		return
	}
	p.game, p.day, p.file = game, day, file
	p.puzzles, p.failed, p.t, p.bad = nil, nil, nil, ""
	p.gen++
	fetchText(file, func(text string, ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if p.file == file && p.day == day { // not another file asked for since
				p.read(text, ok, at)
			}
		})
	})
}

// read takes the text of the puzzle file (ok false: it could not be
// fetched) and shows puzzle at, or the first one not solved when at is
// negative.
func (p *puzzlePage) read(text string, ok bool, at int) {
	if !ok {
		p.failed = &note{key: "puz.unread"}
		return
	}
	g, known := rules.Lookup(p.game)
	if !known {
		p.failed = &note{key: "puz.none"}
		return
	}
	ps, err := puzzle.Parse(text, puzzle.KindOf(g))
	switch {
	case err != nil:
		p.failed = &note{key: "puz.damaged", args: []any{err.Error()}}
		return
	case len(ps) == 0:
		p.failed = &note{key: "puz.none"}
		return
	}
	p.puzzles = ps
	if at < 0 || at >= len(ps) {
		at = 0
		for i := range ps {
			if !p.solved[puzzleKey(p.game, &ps[i])] {
				at = i
				break
			}
		}
	}
	p.open(at)
}

// hintShown is how much of the answer's move a puzzle's hint marks: a
// first hint marks where it starts (view.Spec.HintStart), a second all
// of it.
type hintShown int

const (
	hintNone hintShown = iota
	hintStart
	hintWhole
)

// open shows puzzle i from its position.
func (p *puzzlePage) open(i int) {
	p.at, p.gen, p.hint, p.said, p.bad, p.showing = i, p.gen+1, hintNone, "", "", false
	if p.told != nil && p.told.key != "puz.progressReset" {
		p.told = nil
	}
	g, _ := rules.Lookup(p.game)
	t, err := newTrial(g, &p.puzzles[i])
	p.t = t
	if err != nil {
		p.bad = err.Error()
	}
}

// goTo shows puzzle i of the list.
func (p *puzzlePage) goTo(i int) {
	if i >= 0 && i < len(p.puzzles) {
		p.open(i)
		p.told = nil
	}
}

// play takes the person's move: the line's move is played and answered
// by the defence, another is refused, said, and may be tried again.
func (p *puzzlePage) play(ctx app.Context, a app.Action) {
	m, ok := a.Value.(rules.Move)
	t := p.t
	if !ok || t == nil || p.showing || !t.solverTurn() || !rules.IsLegal(t.state(), m) {
		return
	}
	before := t.state()
	if !t.try(m) {
		p.told = &note{key: p.textKey("puz.wrong"), args: []any{p.inWords(before, m)}}
		p.said = ""
		return
	}
	p.hint = hintNone
	p.say(before)
	switch {
	case t.done():
		p.finish(ctx)
	case t.alone:
		p.told = &note{key: "puz.rightAlone"}
	case t.onPoints:
		p.told = &note{key: "puz.rightPoints"}
		p.later(ctx, p.solutionStep)
	default:
		p.told = &note{key: "puz.right"}
		p.later(ctx, p.defend)
	}
}

// later runs f after replyDelay, unless the puzzle was left, taken back
// or shown meanwhile.
func (p *puzzlePage) later(ctx app.Context, f func(ctx app.Context)) {
	gen := p.gen
	ctx.After(replyDelay, func(ctx app.Context) {
		if p.gen == gen {
			f(ctx)
		}
	})
}

// say tells the line's last move on the board, played from before.
func (p *puzzlePage) say(before rules.State) {
	t := p.t
	sp, _ := view.Lookup(p.game)
	seat := before.ToMove()
	m := t.line[t.played-1]
	p.said = sayMove(sp, p.Lang, before, t.state(), m, seat, p.seatName(seat)).Text
}

// inWords returns move m from before in words (see inWords).
func (p *puzzlePage) inWords(before rules.State, m rules.Move) string {
	sp, _ := view.Lookup(p.game)
	return inWords(sp, p.Lang, before, m, p.seatName(before.ToMove()))
}

// defend plays the defence's move of the line.
func (p *puzzlePage) defend(ctx app.Context) {
	before := p.t.state()
	if p.t.reply() {
		p.say(before)
		p.told = &note{key: "puz.yourTurn"}
	}
}

// finish marks the puzzle solved, unless its solution was shown, and
// keeps that on the device.
func (p *puzzlePage) finish(ctx app.Context) {
	switch {
	case p.showing:
		p.showing = false
		key := "puz.shown"
		if p.day != "" {
			key = "puz.shownDaily" // the puzzle of the day has no next one
		}
		p.told = &note{key: key}
		return
	case !p.t.solved():
		p.told = &note{key: "puz.solvedShown"}
		return
	}
	p.told = &note{key: "puz.solved"}
	switch n := p.t.missed; {
	case n == 1:
		p.told = &note{key: "puz.solvedAfter1"}
	case n > 1:
		p.told = &note{key: "puz.solvedAfter", args: []any{n}}
	}
	p.solved[puzzleKey(p.game, &p.puzzles[p.at])] = true
	if err := ctx.LocalStorage().Set(keyPuzzles, encodeProgress(p.solved)); err != nil {
		p.told = &note{key: "err.save", args: []any{storageCause(err)}}
	}
}

// showSolution plays the line from the puzzle's position.
func (p *puzzlePage) showSolution(ctx app.Context, e app.Event) {
	p.gen++
	p.hint, p.said, p.showing = hintNone, "", true
	p.t.showSolution()
	p.told = &note{key: "puz.showing"}
	p.later(ctx, p.solutionStep)
}

// solutionStep plays the solution's next move, and plans the one after:
// the solution shown, or a game won on points played out after the
// answer.
func (p *puzzlePage) solutionStep(ctx app.Context) {
	before := p.t.state()
	if !p.t.step() {
		return
	}
	p.say(before)
	if p.t.done() {
		p.finish(ctx)
		return
	}
	p.later(ctx, p.solutionStep)
}

// showHint marks the answer's move on the board and says it: first
// where it starts, when the game's view can tell that apart, then all
// of it.
func (p *puzzlePage) showHint(ctx app.Context, e app.Event) {
	m, ok := p.t.next()
	if !ok || !p.t.solverTurn() {
		return
	}
	if sp, _ := view.Lookup(p.game); p.hint == hintNone && sp.HintStart != nil {
		if start := sp.HintStart(p.Lang, p.t.state(), m); start != "" {
			p.hint = hintStart
			p.told = &note{key: "puz.hintStart", args: []any{start}}
			return
		}
	}
	p.hint = hintWhole
	p.told = &note{key: p.textKey("puz.hinted"), args: []any{p.inWords(p.t.state(), m)}}
}

// restart takes the moves back, to try the puzzle again.
func (p *puzzlePage) restart(ctx app.Context, e app.Event) {
	p.gen++
	p.t.restart()
	p.hint, p.said, p.told, p.showing = hintNone, "", nil, false
}

// textKey returns the key of a text that differs for a puzzle played
// alone, key+"Alone" then, or won on points, key+"Points".
func (p *puzzlePage) textKey(key string) string {
	switch {
	case p.t != nil && p.t.alone:
		return key + "Alone"
	case p.t != nil && p.t.onPoints:
		return key + "Points"
	}
	return key
}

// seatName names a seat of the puzzle shown.
func (p *puzzlePage) seatName(seat int) string {
	return seatNameIn(p.Lang, p.game, seat, p.t.start.Players())
}

// Render draws the page: a message while the file is read or when it
// cannot be used, else the puzzle.
func (p *puzzlePage) Render() app.UI {
	l := p.Lang
	title := l.T("puz.day")
	if g, ok := rules.Lookup(p.game); ok {
		title = l.T("puz.title", g.Info().Title)
		if p.day != "" {
			title = l.T("puz.dayOf", g.Info().Title, p.at+1)
		}
	}
	head := app.H2().Class("puzzle-title").ID("puzzle-title").Text(title)
	switch {
	case p.failed != nil:
		return app.Div().Class("puzzles").Body(
			head,
			app.P().Class("puzzle-error").ID("puzzle-error").Role("alert").Text(p.failed.text(l)),
			app.A().Class("btn").Href(pathOf("/")).Text(l.T("nav.home")),
		)
	case p.puzzles == nil:
		return app.Div().Class("puzzles").Body(head, app.P().Text(l.T("puz.loading")))
	}
	return app.Div().Class("game", "puzzle").Body(
		app.Div().Class("hud").Body(head, p.status(l)),
		app.Div().Class("board-area").Body(p.board(l)),
		p.panel(l),
	)
}

// status says the task, what the page says of the last try, and in a
// live region the moves played.
func (p *puzzlePage) status(l i18n.Lang) app.UI {
	task := l.T("puz.badPuzzle", p.at+1, p.bad)
	if t := p.t; t != nil {
		task = p.task(l, t)
	}
	told := ""
	if p.told != nil {
		told = p.told.text(l)
	}
	class := "puzzle-told"
	if p.t != nil && p.t.done() {
		class += " done"
	}
	scores := p.scoresText(l)
	return app.Div().Class("puzzle-status").Body(
		app.P().Class("status").ID("puzzle-task").Text(task),
		app.P().Class(class).ID("puzzle-told").Aria("live", "polite").Text(told),
		app.If(scores != "", func() app.UI { return app.P().ID("puzzle-end").Text(scores) }),
		app.P().Class("sr-only").ID("puzzle-said").Aria("live", "polite").Text(p.said),
	)
}

// scoresText says, in a puzzle won on points, the scores: as they stand
// while it is played (its task speaks of points), and once the game is
// played out, what each player scored at its end; else "".
func (p *puzzlePage) scoresText(l i18n.Lang) string {
	t := p.t
	if t == nil || !t.onPoints {
		return ""
	}
	key := "puz.nowScores"
	if t.done() {
		key = "puz.endScores"
	}
	sc := t.state().Scores()
	return l.T(key, p.seatName(0), scoreText(sc[0]), p.seatName(1), scoreText(sc[1]))
}

// task says what trial t asks: win in so many moves, or played alone
// reach its score ("Leave one piece in 4 moves"), or won on points the
// only move that wins, or does not lose, or the best by so many points.
func (p *puzzlePage) task(l i18n.Lang, t *trial) string {
	switch {
	case t.onPoints && t.margin > 0 && t.margin <= t.by:
		return l.T("puz.taskOnlyWin", p.seatName(t.solver()))
	case t.onPoints && t.margin == 0:
		return l.T("puz.taskOnlyDraw", p.seatName(t.solver()))
	case t.onPoints:
		return l.T("puz.taskBest", p.seatName(t.solver()), t.by)
	case t.alone && t.score == 1:
		return l.T("puz.leaveOne", t.moves())
	case t.alone:
		return l.T("puz.leaveN", t.score, t.moves())
	}
	return l.Count("puz.task", t.moves(), p.seatName(t.solver()), t.moves())
}

// board draws the puzzle's position on the game's board, with the moves
// the person may choose when it is the solver's turn.
func (p *puzzlePage) board(l i18n.Lang) app.UI {
	t := p.t
	if t == nil {
		return app.Text("")
	}
	st := t.state()
	props := view.Props{State: st, Viewer: t.solver(), Animate: p.Animate, ShowTargets: p.Targets, Lang: l}
	if t.solverTurn() && !p.showing {
		props.Legal = st.Legal(nil)
	}
	if t.played > 0 {
		props.Before = t.at(t.played - 1)
		props.Last, props.HasLast, props.LastBy = t.line[t.played-1], true, props.Before.ToMove()
	}
	if p.hint != hintNone {
		props.Hint, props.HasHint = t.next()
		props.HintStart = p.hint == hintStart
	}
	sp, _ := view.Lookup(p.game)
	b := sp.NewBoard()
	b.SetProps(props)
	return b
}

// panel is the controls, the list of the game's puzzles (on the puzzle
// of the day, a link to them) and the board in words.
func (p *puzzlePage) panel(l i18n.Lang) app.UI {
	t := p.t
	open := t != nil && !t.done() && !p.showing
	controls := app.Div().Class("controls").Body(
		control("puzzle-hint", "?", l.T("ctl.hint"), l.T("puz.hint"), open && t.solverTurn() && p.hint != hintWhole, p.showHint),
		control("puzzle-solution", "✓", l.T("puz.solutionShort"), l.T("puz.solution"), open, p.showSolution),
		control("puzzle-restart", "↺", l.T("puz.restartShort"), l.T("puz.restart"), t != nil && t.played > 0, p.restart),
	)
	var inWords app.UI = app.Text("")
	if t != nil {
		inWords = words(l, p.game, t.state())
	}
	if p.day != "" {
		return app.Div().Class("panel").Body(
			controls,
			app.A().Class("btn").ID("puzzle-more").Href(pathOf("/"+pagePuzzles+"/"+p.game)).Text(l.T("puz.more")),
			inWords,
		)
	}
	var items []app.UI
	for i := range p.puzzles {
		solved := p.solved[puzzleKey(p.game, &p.puzzles[i])]
		label := l.T("puz.item", i+1)
		text := strconv.Itoa(i + 1)
		if solved {
			label, text = l.T("puz.itemSolved", i+1), text+" ✓"
		}
		b := app.Button().Class("btn").ID("puzzle-"+strconv.Itoa(i+1)).Aria("label", label).Text(text).
			OnClick(func(ctx app.Context, e app.Event) { p.goTo(i) })
		if solved {
			b = b.Class("solved")
		}
		if i == p.at {
			b = b.Aria("current", "true")
		}
		items = append(items, app.Li().Body(b))
	}
	return app.Div().Class("panel").Body(
		controls,
		app.Div().Class("controls").Body(
			control("puzzle-prev", "←", l.T("puz.prevShort"), l.T("puz.prev"), p.at > 0,
				func(ctx app.Context, e app.Event) { p.goTo(p.at - 1) }),
			control("puzzle-next", "→", l.T("puz.nextShort"), l.T("puz.next"), p.at+1 < len(p.puzzles),
				func(ctx app.Context, e app.Event) { p.goTo(p.at + 1) }),
		),
		app.P().Class("puzzle-count").ID("puzzle-count").Text(l.T("puz.count", p.solvedCount(), len(p.puzzles))),
		app.Ul().Class("puzzle-list").Aria("label", l.T("puz.list")).Body(items...),
		inWords,
	)
}

// solvedCount returns how many of the game's puzzles are solved.
func (p *puzzlePage) solvedCount() int {
	n := 0
	for i := range p.puzzles {
		if p.solved[puzzleKey(p.game, &p.puzzles[i])] {
			n++
		}
	}
	return n
}

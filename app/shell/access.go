package shell

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// aids returns the game page's aids for playing without the board, given
// what the board is given: a box where a move is typed, the last move
// said in words through a live region, the board in words and as text,
// the keys.
func (s *Shell) aids(l i18n.Lang, p view.Props) app.UI {
	sp := s.spec()
	a := &aidsPanel{Lang: l, Game: s.opened, ID: s.sess.Game.Info().ID, State: p.State, Legal: p.Legal, Over: s.sess.Over(), Played: s.said(l, sp)}
	if sp.Shortcuts != nil {
		a.Keys = sp.Shortcuts(l)
	}
	return a
}

// hintWords returns the hint the board shows, in words, for the panel
// to show (and say) beside the marks, which may not tell it all (which
// piece La Porte brings in); "" when there is none. It tells the board's
// position, as the viewer sees it.
func (s *Shell) hintWords(l i18n.Lang, p view.Props) string {
	if !p.HasHint || !slices.Contains(p.Legal, p.Hint) {
		return ""
	}
	return l.T("acc.hint", inWords(s.spec(), l, p.State, p.Hint, s.seatName(p.State.ToMove())))
}

// sayings are the sentences of the last game told, kept between
// drawings so that only the moves played since are told: key names the
// game, its start and the language.
var sayings struct {
	key   string
	moves []rules.Move
	said  []view.Said
}

// said tells each move of the game in words, from the position before
// it as the board may show it.
func (s *Shell) said(l i18n.Lang, sp view.Spec) []view.Said {
	moves := s.sess.Moves()
	key := sp.ID + " " + string(l) + " " + strconv.FormatUint(s.sess.Start().Hash(), 16)
	k := 0
	if sayings.key == key {
		for k < len(moves) && k < len(sayings.moves) && moves[k] == sayings.moves[k] {
			k++
		}
	}
	// Clipped, so that the sentences told are never written over.
	said := slices.Clip(sayings.said[:k])
	if k < len(moves) {
		// Two positions walk the game side by side, before and after each
		// move: one pass, with no copy of a position per move.
		st := s.sess.Start().Clone()
		for _, m := range moves[:k] {
			st.Apply(m)
		}
		after := st.Clone()
		for i, m := range moves[k:] {
			seat := s.sess.Mover(k + i)
			after.Apply(m)
			said = append(said, sayMove(sp, l, s.masked(st), s.masked(after), m, seat, s.seatName(seat)))
			st.Apply(m)
		}
	}
	sayings.key, sayings.moves, sayings.said = key, slices.Clone(moves), said
	return said
}

// sayMove tells move m, played by seat (called name) from position
// before to position after, through the game's Say, or as the seat's
// name and the move's notation when the game has none or it says
// nothing.
func sayMove(sp view.Spec, l i18n.Lang, before, after rules.State, m rules.Move, seat int, name string) view.Said {
	if sp.Say != nil {
		if said := sp.Say(l, before, after, m, seat); said.Text != "" {
			return said
		}
	}
	return view.Said{Text: l.T("acc.played", name, before.MoveString(m))}
}

// inWords returns move m, played from before by the seat to move there
// (its name given), in the words sayMove tells it, for a note about a
// move the person tried or is shown: its notation means little to a
// newcomer.
func inWords(sp view.Spec, l i18n.Lang, before rules.State, m rules.Move, name string) string {
	after := before.Clone()
	after.Apply(m)
	return sayMove(sp, l, before, after, m, before.ToMove(), name).Text
}

// news returns what the live region says of the moves played from move
// from on, and whether any of them took something.
func news(played []view.Said, from int) (text string, took bool) {
	texts := make([]string, 0, len(played)-from)
	for _, p := range played[from:] {
		texts = append(texts, p.Text)
		took = took || p.Took
	}
	return strings.Join(texts, " "), took
}

// takenBack returns what the live region says when the moves heard from
// move n on were taken back: those moves, the last first, or, for more
// than two (a game against the computer that one side ended alone), how
// many and the last.
func takenBack(l i18n.Lang, heard []view.Said, n int) string {
	if k := len(heard) - n; k > 2 {
		return l.T("acc.undoneMany", k, heard[len(heard)-1].Text)
	}
	texts := make([]string, 0, len(heard)-n)
	for i := len(heard) - 1; i >= n; i-- {
		texts = append(texts, heard[i].Text)
	}
	return l.T("acc.undone", strings.Join(texts, " "))
}

// aidsPanel is a box where the person types a move in the game's
// notation, suggesting the legal moves that start as typed; a live
// region saying the last moves in words; the board in words and as a
// text diagram on request; and, with the ? key, the keys of the game
// page.
type aidsPanel struct {
	app.Compo

	Lang i18n.Lang
	// Game tells one game shown from the next: moves gone with the
	// game before were not taken back.
	Game  int
	State rules.State
	// Legal are the moves the person may type now (none while the
	// computer thinks).
	Legal []rules.Move
	// Played says each move of the game in words; Over tells whether
	// the game has ended.
	Played []view.Said
	Over   bool
	// ID is the game's, whose view tells the position in words (see
	// boardWords). (A function here would differ at each drawing of the
	// page, for go-app, and update the panel each time.)
	ID string
	// Keys are the board's own keys.
	Keys []view.Shortcut

	typed string
	err   string
	help  bool
	keys  board.Keys
	// said is what the live region says: the moves played since the
	// last drawing, or those taken back, or that a new game begins;
	// heard are the moves it knew of at the last drawing, of game
	// heardGame.
	said      string
	heard     []view.Said
	heardGame int
	// over is whether the game heard was over at the last drawing.
	over bool
}

// maxSuggestions is how many legal moves the box suggests at most.
const maxSuggestions = 12

// OnMount listens to the keys that open the list of keys (?) and go to
// the move box (/).
func (a *aidsPanel) OnMount(ctx app.Context) {
	a.heard, a.heardGame, a.over = slices.Clone(a.Played), a.Game, a.Over
	a.keys.Listen(ctx, "? /", a.key)
}

// OnDismount stops listening.
func (a *aidsPanel) OnDismount() { a.keys.Stop() }

// OnUpdate says the moves played since the last drawing (the person's,
// a pass played at once, the computer's), and sounds them, or says the
// moves taken back, or that a new game begins; it vibrates for the
// moves and the end of the game.
func (a *aidsPanel) OnUpdate(ctx app.Context) {
	same := a.Game == a.heardGame
	grew, took := a.tell()
	ended := same && a.Over && !a.over
	a.over = a.Over
	if b := buzzOf(grew, took, ended); b != nil && vibrateToggle.on(ctx) {
		vibrate(b)
	}
	if grew && soundToggle.on(ctx) {
		switch {
		case a.Over:
			playSound(soundEnd)
		case took:
			playSound(soundTake)
		default:
			playSound(soundMove)
		}
	}
}

// tell sets what the live region says of the game and moves now shown
// (see said), and reports whether moves were played and whether any took
// something.
func (a *aidsPanel) tell() (grew, took bool) {
	n, was := len(a.Played), len(a.heard)
	switch {
	case a.Game != a.heardGame:
		// Another game: a game opened in progress is not told again.
		a.said = ""
		if n == 0 {
			a.said = a.Lang.T("acc.newGame")
		}
	case n > was:
		a.said, took = news(a.Played, was)
		grew = true
	case n < was:
		a.said = takenBack(a.Lang, a.heard, n)
	default:
		return false, false
	}
	a.heard, a.heardGame = slices.Clone(a.Played), a.Game
	return grew, took
}

func (a *aidsPanel) key(ctx app.Context, k board.Key) {
	switch k.Name {
	case "?":
		a.showHelp(ctx, !a.help)
	case "/":
		if box := app.Window().GetElementByID("move-box"); box.Truthy() {
			box.Call("focus")
		}
	}
}

// Render draws the aids.
func (a *aidsPanel) Render() app.UI {
	l := a.Lang
	var opts []app.UI
	for _, m := range suggest(a.State, a.Legal, a.typed, maxSuggestions) {
		opts = append(opts, app.Option().Value(m))
	}
	// The rarer elements are made with app.Elem: each element type of
	// go-app's own costs the page some kilobytes.
	return app.Div().Class("aids").Body(
		app.P().Class("sr-only").ID("said").Role("status").Aria("live", "polite").Text(a.said),
		app.Div().Class("move-form").Body(
			app.Label().For("move-box").Class("sr-only").Text(l.T("acc.box")),
			app.Input().ID("move-box").Type("text").List("legal-moves").
				Placeholder(l.T("acc.box")).AutoComplete(false).Attr("autocapitalize", "off").Attr("spellcheck", "false").
				OnInput(a.input).OnKeyDown(a.enter),
			app.Elem("datalist").ID("legal-moves").Body(opts...),
			app.Button().Class("btn", "small").ID("move-play").Text(l.T("acc.play")).OnClick(a.submit),
			app.Button().Class("btn", "small").ID("keys-help").Aria("label", l.T("acc.keys")).Title(l.T("acc.keys")).Text("?").OnClick(a.toggleHelp),
		),
		app.P().Class("move-msg").ID("move-msg").Aria("live", "assertive").Text(a.err),
		words(l, a.ID, a.State),
		app.If(a.help, func() app.UI { return a.helpDialog() }),
	)
}

// boardWords shows the position in words (the view's Describe) and as
// the rules' text diagram, each behind a button, for playing without
// seeing the board: on the game, puzzle and lesson pages.
type boardWords struct {
	app.Compo

	Lang i18n.Lang
	// ID is the game's, whose view tells the position (see aidsPanel).
	ID    string
	State rules.State
	// Position is State's hash: the game page's state is one object
	// moved on, which go-app would not see change.
	Position uint64

	// wordsOn and diagramOn show the board in words and as a diagram.
	wordsOn, diagramOn bool
}

// words returns the board in words of state s of game id, or none.
func words(l i18n.Lang, id string, s rules.State) app.UI {
	if s == nil {
		return app.Text("")
	}
	return &boardWords{Lang: l, ID: id, State: s, Position: s.Hash()}
}

// Render draws the two buttons, and under each what it shows.
func (w *boardWords) Render() app.UI {
	l := w.Lang
	sp, _ := view.Lookup(w.ID)
	describe := sp.Describe
	return app.Div().Class("board-words").Body(
		app.If(describe != nil && w.State != nil, func() app.UI {
			var lines []app.UI
			if w.wordsOn {
				for line := range strings.Lines(describe(l, w.State)) {
					lines = append(lines, app.P().Text(strings.TrimSuffix(line, "\n")))
				}
			}
			return disclosure("board-words", l.T("acc.words"), w.wordsOn, w.toggleWords, lines...)
		}),
		disclosure("board-text", l.T("acc.describe"), w.diagramOn, w.toggleDiagram, app.If(w.diagramOn && w.State != nil, func() app.UI {
			return app.Elem("pre").Aria("label", l.T("acc.describe")).Text(w.State.String())
		})),
	)
}

func (w *boardWords) toggleWords(ctx app.Context, e app.Event)   { w.wordsOn = !w.wordsOn }
func (w *boardWords) toggleDiagram(ctx app.Context, e app.Event) { w.diagramOn = !w.diagramOn }

// disclosure is a button that shows or hides what follows it, as a
// details element would; a button, whose Enter and Space the boards'
// keys leave alone.
func disclosure(id, label string, open bool, toggle app.EventHandler, body ...app.UI) app.UI {
	return app.Div().Class("board-text").ID(id).Body(
		app.Button().Class("btn", "small").ID(id+"-toggle").Aria("expanded", open).Aria("controls", id+"-body").Text(label).OnClick(toggle),
		app.Div().ID(id+"-body").Hidden(!open).Body(body...),
	)
}

// helpDialog lists the keys of the game page.
func (a *aidsPanel) helpDialog() app.UI {
	l := a.Lang
	rows := []app.UI{
		keyRow("?", l.T("acc.k.help")),
		keyRow("/", l.T("acc.k.box")),
		keyRow("Enter", l.T("acc.k.enter")),
		keyRow("Tab", l.T("acc.k.tab")),
	}
	for _, k := range a.Keys {
		rows = append(rows, keyRow(k.Keys, k.Does))
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "keys").ID("keys").Role("dialog").Aria("modal", "true").Aria("labelledby", "keys-title").Body(
			app.H2().ID("keys-title").Text(l.T("acc.keys")),
			app.Table().Body(app.TBody().Body(rows...)),
			app.Div().Class("actions").Body(
				dismiss(app.Button().Class("btn", "primary").ID("keys-close").Text(l.T("acc.close")).OnClick(a.toggleHelp)),
			),
		),
	)
}

func keyRow(keys, does string) app.UI {
	return app.Tr().Body(app.Th().Body(app.Elem("kbd").Text(keys)), app.Td().Text(does))
}

func (a *aidsPanel) toggleHelp(ctx app.Context, e app.Event) { a.showHelp(ctx, !a.help) }

// showHelp opens or closes the list of keys; open, it takes the focus
// (on its Close button), which Escape presses (see dismiss).
func (a *aidsPanel) showHelp(ctx app.Context, on bool) {
	a.help = on
	if on {
		ctx.Defer(func(app.Context) {
			if b := app.Window().GetElementByID("keys-close"); b.Truthy() {
				b.Call("focus")
			}
		})
	}
}

func (a *aidsPanel) input(ctx app.Context, e app.Event) {
	a.typed = ctx.JSSrc().Get("value").String()
	a.err = ""
}

// enter plays the move typed when Enter is pressed in the box, even
// while the browser shows its suggestions (which would otherwise take
// the key).
func (a *aidsPanel) enter(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Enter" {
		e.PreventDefault()
		a.submit(ctx, e)
	}
}

// submit plays the move typed, through the same path as the board's, or
// says why it cannot.
func (a *aidsPanel) submit(ctx app.Context, e app.Event) {
	m, err := typedMove(a.State, a.Legal, a.typed)
	if err != "" {
		a.err = a.Lang.T(err, strings.TrimSpace(a.typed))
		return
	}
	a.typed, a.err = "", ""
	// The box is emptied here: its value is the person's, not drawn.
	app.Window().GetElementByID("move-box").Set("value", "")
	view.Play(ctx, m)
}

// typedMove returns the move of s that text writes, if it is among
// legal; otherwise the key of the text saying why not.
func typedMove(s rules.State, legal []rules.Move, text string) (rules.Move, string) {
	text = strings.TrimSpace(text)
	switch {
	case s == nil || len(legal) == 0:
		return 0, "acc.wait"
	case text == "":
		return 0, "acc.empty"
	}
	m, err := s.ParseMove(text)
	if err != nil {
		return 0, "acc.bad"
	}
	if !slices.Contains(legal, m) {
		return 0, "acc.illegal"
	}
	return m, ""
}

// suggest returns up to max of the legal moves of s, in notation, that
// begin as prefix does (letter case aside), in the order given.
func suggest(s rules.State, legal []rules.Move, prefix string, max int) []string {
	if s == nil {
		return nil
	}
	prefix = strings.ToLower(strings.TrimSpace(prefix))
	var out []string
	for _, m := range legal {
		text := s.MoveString(m)
		if strings.HasPrefix(strings.ToLower(text), prefix) && !slices.Contains(out, text) {
			out = append(out, text)
			if len(out) == max {
				break
			}
		}
	}
	return out
}

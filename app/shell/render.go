package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/app/view"
	"impasse/rules"
)

// The shell writes its screens as HTML text and handles every click and
// change in one place, from the data-act (and data-id) attributes of the
// element: far less WebAssembly than building each element and a handler
// for each, and a cheaper update. Only the boards are components.

// markup accumulates HTML, from templates (see svg.B.W and svg.B.L):
// one call per piece of markup, with the constant parts and the texts'
// keys in the template, keeps the WebAssembly small.
type markup struct {
	svg.B
	l i18n.Lang
}

// h writes template t with texts in the markup's language (svg.B.L).
func (m *markup) h(t string, v ...string) { m.L(m.l, t, v...) }

// option writes an option of a select, selected when value is cur.
//
//go:noinline
func (m *markup) option(cur, value, text string) {
	sel := ""
	if value == cur {
		sel = " selected"
	}
	m.W(`<option value="~"$>~</option>`, value, sel, text)
}

// Render draws the header, the current screen and the overlays.
func (s *Shell) Render() app.UI {
	l := s.lang
	if l == "" {
		l = i18n.English
	}
	var main app.UI
	switch {
	case s.screen == screenGame && s.sess != nil:
		main = s.renderGame(l)
	case s.screen == screenRules:
		main = app.Raw(s.rulesHTML(l))
	case s.screen == screenSettings:
		main = app.Raw(s.settingsHTML(l))
	default:
		main = app.Raw(s.homeHTML(l))
	}
	over := markup{l: l}
	over.W(`<div class="overlays">`)
	if s.newID != "" {
		s.newGameHTML(&over, l)
	}
	if s.confirm != nil {
		over.h(`<div class="modal-back"><div class="modal confirm" role="alertdialog"><p>~</p><div class="actions">`+
			`<button class="btn " data-act="confirm-no">{game.no}</button>`+
			`<button class="btn primary" id="confirm-yes" data-act="confirm-yes">{game.yes}</button></div></div></div>`, s.confirm.text)
	}
	if s.updateReady {
		over.h(`<div class="notice update" role="status"><span>{update.ready}</span>` +
			`<button class="btn primary" data-act="update-reload">{update.reload}</button>` +
			`<button class="btn " data-act="update-later">{update.later}</button></div>`)
	}
	if s.toast != "" {
		over.h(`<div class="notice toast" role="alert"><span>~</span>`+
			`<button class="btn icon" data-act="toast-close" aria-label="{nav.close}">×</button></div>`, s.toast)
	}
	over.W(`</div>`)
	return app.Div().ID("impasse").Class("shell", "screen-"+s.screen).
		On("click", s.onClick).
		On("change", s.onChange).
		Body(
			app.Raw(s.headerHTML(l)),
			app.Main().Class("main").Body(main),
			app.Raw(over.String()),
		)
}

// The actions of clicks (data-act). The handlers switch on an action's
// index: much less WebAssembly than a switch on the strings.
const (
	actHome = iota
	actSettings
	actResume
	actRules
	actPlay
	actUndo
	actRedo
	actHint
	actResign
	actNewGame
	actMoveNow
	actRetry
	actReveal
	actToggleMoves
	actConfirmYes
	actConfirmNo
	actUpdateReload
	actUpdateLater
	actToastClose
	actSummaryView
	actSummaryCopy
	actSummaryAgain
	actNewCancel
	actNewStart
	actSeatPerson
	actSeatComputer
)

var clickActs = [...]string{
	actHome:         "home",
	actSettings:     "settings",
	actResume:       "resume",
	actRules:        "rules",
	actPlay:         "play",
	actUndo:         "undo",
	actRedo:         "redo",
	actHint:         "hint",
	actResign:       "resign",
	actNewGame:      "new-game",
	actMoveNow:      "move-now",
	actRetry:        "retry",
	actReveal:       "reveal",
	actToggleMoves:  "toggle-moves",
	actConfirmYes:   "confirm-yes",
	actConfirmNo:    "confirm-no",
	actUpdateReload: "update-reload",
	actUpdateLater:  "update-later",
	actToastClose:   "toast-close",
	actSummaryView:  "summary-view",
	actSummaryCopy:  "summary-copy",
	actSummaryAgain: "summary-again",
	actNewCancel:    "new-cancel",
	actNewStart:     "new-start",
	actSeatPerson:   "seat-person",
	actSeatComputer: "seat-computer",
}

// The actions of changes (data-act of a select or a checkbox).
const (
	chPlayers = iota
	chLevel
	chOption
	chLang
	chTheme
	chMotion
	chTargets
)

var changeActs = [...]string{
	chPlayers: "players",
	chLevel:   "level",
	chOption:  "option",
	chLang:    "set-lang",
	chTheme:   "set-theme",
	chMotion:  "set-motion",
	chTargets: "set-targets",
}

// indexOf returns the index of s in list, or -1.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// onClick does what the clicked element's data-act says.
func (s *Shell) onClick(ctx app.Context, e app.Event) {
	act, id := action(e)
	l := s.lang
	switch i := indexOf(clickActs[:], act); i {
	case actHome:
		s.show(ctx, screenHome, "")
	case actSettings:
		s.show(ctx, screenSettings, "")
	case actResume:
		s.show(ctx, screenGame, "")
	case actRules:
		s.show(ctx, screenRules, id)
	case actPlay:
		s.openNew(ctx, id)
	case actUndo, actRedo:
		s.undo(ctx, i == actRedo)
	case actHint:
		s.askHint(ctx)
	case actResign:
		s.confirm = &question{text: l.T("game.confirmResign"), yes: s.resign}
	case actNewGame:
		s.openNew(ctx, s.sess.Game.Info().ID)
	case actMoveNow:
		s.ai.hurry()
	case actRetry:
		s.aiFailed = false
		s.next(ctx)
	case actReveal:
		if s.sess != nil && s.sess.HumanTurn() {
			s.shown = s.sess.ToMove()
		}
	case actToggleMoves:
		s.movesOpen = !s.movesOpen
	case actConfirmYes:
		q := s.confirm
		s.confirm = nil
		if q != nil {
			q.yes(ctx)
		}
	case actConfirmNo:
		s.confirm = nil
	case actUpdateReload:
		ctx.Reload()
	case actUpdateLater:
		s.updateReady = false
	case actToastClose:
		s.toast = ""
	case actSummaryView:
		s.summary = false
	case actSummaryCopy:
		if cb := app.Window().Get("navigator").Get("clipboard"); cb.Truthy() {
			cb.Call("writeText", s.sess.Record().String())
			s.say(ctx, l.T("game.copied"))
		}
	case actSummaryAgain:
		s.again(ctx)
	case actNewCancel:
		s.newID = ""
	case actNewStart:
		s.startNew(ctx)
	case actSeatPerson, actSeatComputer:
		if i, err := strconv.Atoi(id); err == nil && i >= 0 && i < len(s.form.Seats) {
			seat := &s.form.Seats[i]
			seat.AI = act == "seat-computer"
			if seat.AI && seat.Level == 0 {
				seat.Level = (len(rules.LevelsOf(s.newGame())) + 1) / 2
			}
		}
	default:
		ctx.PreventUpdate()
	}
}

// onChange takes the value of a changed select or checkbox.
func (s *Shell) onChange(ctx app.Context, e app.Event) {
	el := e.Get("target")
	if !el.Truthy() || !el.Get("getAttribute").Truthy() {
		return
	}
	act := el.Call("getAttribute", "data-act").String()
	id := el.Call("getAttribute", "data-id").String()
	value := el.Get("value").String()
	switch i := indexOf(changeActs[:], act); i {
	case chPlayers:
		if n, err := strconv.Atoi(value); err == nil {
			old := s.form.Seats
			s.form.Players = n
			s.form.Seats = defaultSeats(n, len(rules.LevelsOf(s.newGame())))
			copy(s.form.Seats, old)
		}
	case chLevel:
		i, err1 := strconv.Atoi(id)
		n, err2 := strconv.Atoi(value)
		if err1 == nil && err2 == nil && i >= 0 && i < len(s.form.Seats) {
			s.form.Seats[i].Level = n
		}
	case chOption:
		s.form.Opts[id] = value
	case chLang, chTheme, chMotion:
		st := &s.settings
		*[...]*string{chLang: &st.Lang, chTheme: &st.Theme, chMotion: &st.Motion}[i] = value
		s.saveSettings(ctx)
	case chTargets:
		s.settings.Targets = el.Get("checked").Bool()
		s.saveSettings(ctx)
	default:
		ctx.PreventUpdate()
	}
}

func (s *Shell) headerHTML(l i18n.Lang) string {
	m := markup{l: l}
	title := l.T("app.name")
	if s.screen == screenGame && s.sess != nil {
		title = s.sess.Game.Info().Title
	}
	resume := ""
	if s.sess != nil && s.screen != screenGame {
		resume = `<button class="btn nav resume" data-act="resume">{home.continue}</button>`
	}
	m.h(`<header class="top"><button class="btn nav home" data-act="home" aria-label="{nav.home}">`+logoSVG+
		`<span class="label">{nav.home}</span></button><h1 class="title">~</h1>`, title)
	m.h(resume + `<button class="btn nav settings" data-act="settings" aria-label="{nav.settings}">` + gearSVG +
		`<span class="label">{nav.settings}</span></button></header>`)
	return m.String()
}

// logoSVG is the small mark in the header: three blocks meeting at a
// corner.
const logoSVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="logo" aria-hidden="true">` +
	`<rect x="2" y="2" width="9" height="9" rx="1.5" fill="var(--seat0)"/>` +
	`<rect x="13" y="13" width="9" height="9" rx="1.5" fill="var(--seat1)"/>` +
	`<rect x="13" y="2" width="9" height="9" rx="1.5" fill="var(--seat2)"/></svg>`

const gearSVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="icon" aria-hidden="true">` +
	`<circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" stroke-width="2"/>` +
	`<path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" ` +
	`stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`

func (s *Shell) homeHTML(l i18n.Lang) string {
	m := markup{l: l}
	m.h(`<div class="home"><p class="intro">{home.intro}</p>`)
	if s.sess != nil {
		m.W(`<button class="btn primary continue" id="continue" data-act="resume">~</button>`, l.T("home.continueOf", s.sess.Game.Info().Title))
	}
	m.W(`<ul class="cards">`)
	for _, g := range rules.Games() {
		info := g.Info()
		players := svg.Int(info.MinPlayers)
		if info.MaxPlayers > info.MinPlayers {
			players += "–" + svg.Int(info.MaxPlayers)
		}
		blurb := ""
		if sp, ok := view.Lookup(info.ID); ok && sp.Blurb != nil {
			blurb = sp.Blurb(l)
		}
		s.writeCard(&m, info.ID, info.Title, players, blurb, true)
	}
	for _, c := range view.Upcoming() {
		s.writeCard(&m, c.ID, c.Title, c.Players, c.Blurb[l], false)
	}
	m.h(`</ul><p class="note">{home.offlineNote}</p></div>`)
	return m.String()
}

func (s *Shell) rulesHTML(l i18n.Lang) string {
	spec, ok := view.Lookup(s.rulesID)
	g, built := rules.Lookup(s.rulesID)
	if !ok || !built {
		return s.homeHTML(l)
	}
	info := g.Info()
	var m markup
	m.W(`<article class="rules"><h2>~</h2><div class="rules-text">$</div><div class="actions">`+
		`<button class="btn primary" data-act="play" data-id="~">~</button></div></article>`,
		l.T("rules.title", info.Title), spec.Rules(l), info.ID, l.T("rules.play", info.Title))
	return m.String()
}

// settingChoices are the selects of the settings after the language:
// the action (and id), the label's key, then values and their texts' keys.
var settingChoices = [...][]string{
	{"set-theme", "settings.theme", "", "settings.themeAuto", "light", "settings.themeLight", "dark", "settings.themeDark"},
	{"set-motion", "settings.motion", "", "settings.motionAuto", "off", "settings.motionOff"},
}

func (s *Shell) settingsHTML(l i18n.Lang) string {
	m := markup{l: l}
	st := s.settings
	m.h(`<section class="settings"><h2>{settings.title}</h2><div class="form">` +
		`<label class="row"><span>{settings.language}</span><select id="set-lang" data-act="set-lang">`)
	m.option(st.Lang, "", l.T("settings.langAuto"))
	for _, x := range i18n.Langs {
		m.option(st.Lang, string(x), x.Name())
	}
	for i, c := range settingChoices {
		cur := st.Theme
		if i == 1 {
			cur = st.Motion
		}
		m.W(`</select></label><label class="row"><span>~</span><select id="$" data-act="$">`, l.T(c[1]), c[0], c[0])
		for j := 2; j+1 < len(c); j += 2 {
			m.option(cur, c[j], l.T(c[j+1]))
		}
	}
	checked := ""
	if st.Targets {
		checked = " checked"
	}
	m.h(`</select></label><label class="row check"><input type="checkbox" id="set-targets" data-act="set-targets"$><span>{settings.hints}</span></label>`+
		`</div><p class="about">{settings.about}</p><p class="version">~</p></section>`, checked, l.T("settings.version", Version))
	return m.String()
}

// renderGame draws the game page: the status and scores, the board
// component, the controls and the moves, and the result once over.
func (s *Shell) renderGame(l i18n.Lang) app.UI {
	sess := s.sess
	if seat := s.curtain(); seat >= 0 {
		// Pass the device: nothing of the previous person's shows.
		var m markup
		name := s.seatName(seat)
		m.W(`<div class="game"><div class="curtain" id="curtain"><p>~</p>`+
			`<button class="btn primary" id="reveal" data-act="reveal">~</button></div></div>`,
			l.T("game.passTo", name), l.T("game.iAm", name))
		return app.Raw(m.String())
	}
	props := view.Props{
		State:       s.boardState(),
		ShowTargets: s.settings.Targets,
		Animate:     s.animate(),
		Lang:        l,
		Hint:        s.hint,
		HasHint:     s.hasHint,
		Viewer:      s.viewer(),
	}
	if sess.HumanTurn() {
		props.Legal = props.State.Legal(nil)
	}
	if n := len(sess.Moves()); n > 0 {
		props.Last, props.HasLast, props.LastBy = sess.Moves()[n-1], true, sess.Mover(n-1)
		if s.hidden() {
			// The board names what the last move took (a capture).
			props.Before = s.masked(sess.Before())
		}
	}
	board := s.spec().NewBoard()
	board.SetProps(props)
	ui := []app.UI{
		app.Raw(s.hudHTML(l)),
		app.Div().Class("board-area").Body(board),
		app.Raw(s.panelHTML(l)),
	}
	if s.summary && sess.Over() {
		ui = append(ui, app.Raw(s.summaryHTML(l)))
	}
	return app.Div().Class("game").Body(ui...)
}

// hudHTML is whose turn it is (or the result) and the scores.
func (s *Shell) hudHTML(l i18n.Lang) string {
	m := markup{l: l}
	status, thinking := s.status(l)
	wait := ""
	switch {
	case thinking && !s.aiFailed:
		wait = `<span class="dots" aria-hidden="true"><span></span><span></span><span></span></span>` +
			`<button class="btn small" id="move-now" data-act="move-now">{game.moveNow}</button>`
	case thinking:
		wait = `<button class="btn small primary" id="retry" data-act="retry">{game.retry}</button>`
	}
	m.h(`<div class="hud"><p class="status" id="status" aria-live="polite"><span>~</span>`+wait+`</p><ul class="seats">`, status)
	scores := s.sess.State().Scores()
	toMove := s.sess.ToMove()
	for i, seat := range s.sess.Seats {
		who := l.T("game.human")
		if seat.AI {
			who = l.T("game.computer", seat.Level)
		}
		cls := "seat"
		if i == toMove {
			cls += " to-move"
		}
		m.W(`<li class="$" id="seat-$"><span class="chip" style="background:$"></span><span class="name">~</span><span class="who">~</span><span class="score">$</span></li>`,
			cls, svg.Int(i+1), s.seatColour(i), s.seatName(i), who, svg.Int(scores[i]))
	}
	m.W(`</ul></div>`)
	return m.String()
}

// control writes a game control: its symbol, shown alone on small
// screens, and its label (the text of key).
//
//go:noinline
func (m *markup) control(act, sym, key string, enabled bool) {
	disabled := ""
	if !enabled {
		disabled = " disabled"
	}
	label := m.l.T(key)
	m.W(`<button class="btn " id="$" data-act="$"$ title="~" aria-label="~"><span class="sym" aria-hidden="true">$</span><span class="label">~</span></button>`,
		act, act, disabled, label, label, sym, label)
}

// panelHTML is the controls and the move list.
func (s *Shell) panelHTML(l i18n.Lang) string {
	sess := s.sess
	m := markup{l: l}
	m.W(`<div class="panel"><div class="controls">`)
	hint := "game.hint"
	if s.asking {
		hint = "game.hintWait"
	}
	m.control("undo", "↶", "game.undo", sess.CanUndo())
	m.control("redo", "↷", "game.redo", sess.CanRedo())
	m.control("hint", "?", hint, sess.HumanTurn() && !s.asking)
	m.control("resign", "⚑", "game.resign", !sess.Over() && len(sess.Seats) == 2 && s.humans() > 0)
	m.control("new-game", "+", "game.newGame", true)
	rec := sess.Record()
	cls, open := "moves", "false"
	if s.movesOpen {
		cls, open = "moves open", "true"
	}
	m.W(`</div><div class="$"><button class="btn toggle" data-act="toggle-moves" aria-expanded="$">~ ($)</button>`,
		cls, open, l.T("game.moves"), svg.Int(len(rec.Moves)))
	if len(rec.Moves) > 0 {
		m.W(`<ol id="move-list">`)
		for i, text := range rec.Moves {
			m.W(`<li><span class="chip" style="background:$"></span>~</li>`, s.seatColour(sess.Mover(i)), text)
		}
		m.W(`</ol>`)
	}
	m.W(`</div></div>`)
	return m.String()
}

// summaryHTML shows the result and how each score was made.
func (s *Shell) summaryHTML(l i18n.Lang) string {
	sess := s.sess
	sp := s.spec()
	st := sess.State()
	m := markup{l: l}
	m.W(`<div class="modal-back"><div class="modal summary" id="summary" role="dialog"><h2>~</h2><table class="breakdown"><thead><tr><th></th>`, s.resultText(l))
	for i := range sess.Seats {
		m.W(`<th><span class="chip" style="background:$"></span>~</th>`, s.seatColour(i), s.seatName(i))
	}
	m.W(`</tr></thead><tbody>`)
	if sp.Breakdown != nil && sess.Resigned < 0 {
		for _, line := range sp.Breakdown(l, st) {
			m.W(`<tr><th>~</th>`, line.Label)
			for _, v := range line.Values {
				m.W(`<td>~</td>`, v)
			}
			m.W(`</tr>`)
		}
	}
	m.h(`<tr class="total"><th>{game.score}</th>`)
	for _, v := range st.Scores() {
		m.W(`<td>$</td>`, svg.Int(v))
	}
	m.h(`</tr></tbody></table><div class="actions">` +
		`<button class="btn " data-act="summary-view">{game.view}</button>` +
		`<button class="btn " data-act="summary-copy">{game.copyRecord}</button>` +
		`<button class="btn primary" id="play-again" data-act="summary-again">{game.again}</button></div></div></div>`)
	return m.String()
}

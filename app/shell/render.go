package shell

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/catalog"
)

// The shell writes its screens as HTML text and handles every click and
// change in one place, from the data-act (and data-id) attributes of the
// element: far less WebAssembly than building each element and a handler
// for each, and a cheaper update. Only the boards are components.

// markup accumulates HTML.
type markup struct{ strings.Builder }

func (m *markup) f(format string, args ...any) { fmt.Fprintf(&m.Builder, format, args...) }

// esc escapes text for HTML.
func esc(s string) string { return html.EscapeString(s) }

// button writes a button; act names what it does (data-act).
func (m *markup) button(id, class, act, arg, label string, enabled bool, extra string) {
	m.f(`<button class="btn %s"`, class)
	if id != "" {
		m.f(` id="%s"`, id)
	}
	m.f(` data-act="%s"`, act)
	if arg != "" {
		m.f(` data-id="%s"`, esc(arg))
	}
	if !enabled {
		m.WriteString(" disabled")
	}
	m.f(`%s>%s</button>`, extra, label)
}

// Render draws the header, the current screen and the overlays.
func (s *Shell) Render() app.UI {
	l := s.lang
	if l == "" {
		l = i18n.English
	}
	var main []app.UI
	switch {
	case s.screen == screenGame && s.sess != nil:
		main = s.renderGame(l)
	case s.screen == screenRules:
		main = []app.UI{app.Raw(s.rulesHTML(l))}
	case s.screen == screenSettings:
		main = []app.UI{app.Raw(s.settingsHTML(l))}
	default:
		main = []app.UI{app.Raw(s.homeHTML(l))}
	}
	var over markup
	over.WriteString(`<div class="overlays">`)
	if s.newID != "" {
		s.newGameHTML(&over, l)
	}
	if s.confirm != nil {
		over.f(`<div class="modal-back"><div class="modal confirm" role="alertdialog"><p>%s</p><div class="actions">`, esc(s.confirm.text))
		over.button("", "", "confirm-no", "", esc(l.T("game.no")), true, "")
		over.button("confirm-yes", "primary", "confirm-yes", "", esc(l.T("game.yes")), true, "")
		over.WriteString(`</div></div></div>`)
	}
	if s.updateReady {
		over.f(`<div class="notice update" role="status"><span>%s</span>`, esc(l.T("update.ready")))
		over.button("", "primary", "update-reload", "", esc(l.T("update.reload")), true, "")
		over.button("", "", "update-later", "", esc(l.T("update.later")), true, "")
		over.WriteString(`</div>`)
	}
	if s.toast != "" {
		over.f(`<div class="notice toast" role="alert"><span>%s</span>`, esc(s.toast))
		over.button("", "icon", "toast-close", "", "×", true, fmt.Sprintf(` aria-label="%s"`, esc(l.T("nav.close"))))
		over.WriteString(`</div>`)
	}
	over.WriteString(`</div>`)
	return app.Div().ID("impasse").Class("shell", "screen-"+s.screen).
		On("click", s.onClick).
		On("change", s.onChange).
		Body(
			app.Raw(s.headerHTML(l)),
			app.Main().Class("main").Body(main...),
			app.Raw(over.String()),
		)
}

// onClick does what the clicked element's data-act says.
func (s *Shell) onClick(ctx app.Context, e app.Event) {
	act, id := action(e)
	l := s.lang
	switch act {
	case "home":
		s.show(ctx, screenHome, "")
	case "settings":
		s.show(ctx, screenSettings, "")
	case "resume":
		s.show(ctx, screenGame, "")
	case "rules":
		s.show(ctx, screenRules, id)
	case "play":
		s.openNew(ctx, id)
	case "undo":
		s.undo(ctx)
	case "redo":
		s.redo(ctx)
	case "hint":
		s.askHint(ctx)
	case "resign":
		s.confirm = &question{text: l.T("game.confirmResign"), yes: s.resign}
	case "new-game":
		s.openNew(ctx, s.sess.Game.Info().ID)
	case "move-now":
		s.ai.hurry()
	case "retry":
		s.aiFailed = false
		s.next(ctx)
	case "reveal":
		if s.sess != nil && s.sess.HumanTurn() {
			s.shown = s.sess.ToMove()
		}
	case "toggle-moves":
		s.movesOpen = !s.movesOpen
	case "confirm-yes":
		q := s.confirm
		s.confirm = nil
		if q != nil {
			q.yes(ctx)
		}
	case "confirm-no":
		s.confirm = nil
	case "update-reload":
		ctx.Reload()
	case "update-later":
		s.updateReady = false
	case "toast-close":
		s.toast = ""
	case "summary-view":
		s.summary = false
	case "summary-copy":
		if cb := app.Window().Get("navigator").Get("clipboard"); cb.Truthy() {
			cb.Call("writeText", s.sess.Record().String())
			s.say(ctx, l.T("game.copied"))
		}
	case "summary-again":
		s.again(ctx)
	case "new-cancel":
		s.newID = ""
	case "new-start":
		s.startNew(ctx)
	case "seat-person", "seat-computer":
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
	switch act {
	case "players":
		if n, err := strconv.Atoi(value); err == nil {
			old := s.form.Seats
			s.form.Players = n
			s.form.Seats = defaultSeats(n, len(rules.LevelsOf(s.newGame())))
			copy(s.form.Seats, old)
		}
	case "level":
		i, err1 := strconv.Atoi(id)
		n, err2 := strconv.Atoi(value)
		if err1 == nil && err2 == nil && i >= 0 && i < len(s.form.Seats) {
			s.form.Seats[i].Level = n
		}
	case "option":
		s.form.Opts[id] = value
	case "set-lang":
		s.settings.Lang = value
		s.saveSettings(ctx)
	case "set-theme":
		s.settings.Theme = value
		s.saveSettings(ctx)
	case "set-motion":
		s.settings.Motion = value
		s.saveSettings(ctx)
	case "set-targets":
		s.settings.Targets = el.Get("checked").Bool()
		s.saveSettings(ctx)
	default:
		ctx.PreventUpdate()
	}
}

func (s *Shell) headerHTML(l i18n.Lang) string {
	var m markup
	title := l.T("app.name")
	if s.screen == screenGame && s.sess != nil {
		title = s.sess.Game.Info().Title
	}
	m.f(`<header class="top"><button class="btn nav home" data-act="home" aria-label="%s">%s<span class="label">%s</span></button>`,
		esc(l.T("nav.home")), logoSVG, esc(l.T("nav.home")))
	m.f(`<h1 class="title">%s</h1>`, esc(title))
	if s.sess != nil && s.screen != screenGame {
		m.button("", "nav resume", "resume", "", esc(l.T("home.continue")), true, "")
	}
	m.f(`<button class="btn nav settings" data-act="settings" aria-label="%s">%s<span class="label">%s</span></button></header>`,
		esc(l.T("nav.settings")), gearSVG, esc(l.T("nav.settings")))
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
	var m markup
	m.f(`<div class="home"><p class="intro">%s</p>`, esc(l.T("home.intro")))
	if s.sess != nil {
		m.button("continue", "primary continue", "resume", "", esc(l.T("home.continueOf", s.sess.Game.Info().Title)), true, "")
	}
	m.WriteString(`<ul class="cards">`)
	for _, e := range catalog.Family() {
		s.writeCard(&m.Builder, l, e)
	}
	m.f(`</ul><p class="note">%s</p></div>`, esc(l.T("home.offlineNote")))
	return m.String()
}

func (s *Shell) rulesHTML(l i18n.Lang) string {
	spec, ok := view.Lookup(s.rulesID)
	g, built := catalog.Lookup(s.rulesID)
	if !ok || !built {
		return s.homeHTML(l)
	}
	var m markup
	m.f(`<article class="rules"><h2>%s</h2><div class="rules-text">%s</div><div class="actions">`,
		esc(l.T("rules.title", g.Info().Title)), spec.Rules(l))
	m.button("", "primary", "play", g.Info().ID, esc(l.T("rules.play", g.Info().Title)), true, "")
	m.WriteString(`</div></article>`)
	return m.String()
}

func (s *Shell) settingsHTML(l i18n.Lang) string {
	var m markup
	choice := func(act, label, cur string, values [][2]string) {
		m.f(`<label class="row"><span>%s</span><select id="%s" data-act="%s">`, esc(label), act, act)
		for _, v := range values {
			sel := ""
			if v[0] == cur {
				sel = " selected"
			}
			m.f(`<option value="%s"%s>%s</option>`, esc(v[0]), sel, esc(v[1]))
		}
		m.WriteString(`</select></label>`)
	}
	m.f(`<section class="settings"><h2>%s</h2><div class="form">`, esc(l.T("settings.title")))
	langs := [][2]string{{"", l.T("settings.langAuto")}}
	for _, x := range i18n.Langs {
		langs = append(langs, [2]string{string(x), x.Name()})
	}
	choice("set-lang", l.T("settings.language"), s.settings.Lang, langs)
	choice("set-theme", l.T("settings.theme"), s.settings.Theme, [][2]string{
		{"", l.T("settings.themeAuto")}, {"light", l.T("settings.themeLight")}, {"dark", l.T("settings.themeDark")},
	})
	choice("set-motion", l.T("settings.motion"), s.settings.Motion, [][2]string{
		{"", l.T("settings.motionAuto")}, {"off", l.T("settings.motionOff")},
	})
	checked := ""
	if s.settings.Targets {
		checked = " checked"
	}
	m.f(`<label class="row check"><input type="checkbox" id="set-targets" data-act="set-targets"%s><span>%s</span></label>`, checked, esc(l.T("settings.hints")))
	m.f(`</div><p class="about">%s</p><p class="version">%s</p></section>`, esc(l.T("settings.about")), esc(l.T("settings.version", Version)))
	return m.String()
}

// renderGame draws the game page: the status and scores, the board
// component, the controls and the moves, and the result once over.
func (s *Shell) renderGame(l i18n.Lang) []app.UI {
	sess := s.sess
	if seat := s.curtain(); seat >= 0 {
		// Pass the device: nothing of the previous person's shows.
		var m markup
		m.f(`<div class="game"><div class="curtain" id="curtain"><p>%s</p>`, esc(l.T("game.passTo", s.seatName(seat))))
		m.button("reveal", "primary", "reveal", "", esc(l.T("game.iAm", s.seatName(seat))), true, "")
		m.WriteString(`</div></div>`)
		return []app.UI{app.Raw(m.String())}
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
	return []app.UI{app.Div().Class("game").Body(ui...)}
}

// hudHTML is whose turn it is (or the result) and the scores.
func (s *Shell) hudHTML(l i18n.Lang) string {
	var m markup
	status, thinking := s.status(l)
	m.f(`<div class="hud"><p class="status" id="status" aria-live="polite"><span>%s</span>`, esc(status))
	switch {
	case thinking && !s.aiFailed:
		m.WriteString(`<span class="dots" aria-hidden="true"><span></span><span></span><span></span></span>`)
		m.button("move-now", "small", "move-now", "", esc(l.T("game.moveNow")), true, "")
	case thinking:
		m.button("retry", "small primary", "retry", "", esc(l.T("game.retry")), true, "")
	}
	m.WriteString(`</p><ul class="seats">`)
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
		m.f(`<li class="%s" id="seat-%d"><span class="chip" style="background:%s"></span><span class="name">%s</span><span class="who">%s</span><span class="score">%d</span></li>`,
			cls, i+1, s.seatColour(i), esc(s.seatName(i)), esc(who), scores[i])
	}
	m.WriteString(`</ul></div>`)
	return m.String()
}

// controlIcons are the symbols of the game controls, shown alone on
// small screens.
var controlIcons = map[string]string{"undo": "↶", "redo": "↷", "hint": "?", "resign": "⚑", "new-game": "+"}

// panelHTML is the controls and the move list.
func (s *Shell) panelHTML(l i18n.Lang) string {
	sess := s.sess
	var m markup
	m.WriteString(`<div class="panel"><div class="controls">`)
	btn := func(act, label string, enabled bool) {
		m.button(act, "", act, "", fmt.Sprintf(`<span class="sym" aria-hidden="true">%s</span><span class="label">%s</span>`, controlIcons[act], esc(label)),
			enabled, fmt.Sprintf(` title="%s" aria-label="%s"`, esc(label), esc(label)))
	}
	hintLabel := l.T("game.hint")
	if s.asking {
		hintLabel = l.T("game.hintWait")
	}
	btn("undo", l.T("game.undo"), sess.CanUndo())
	btn("redo", l.T("game.redo"), sess.CanRedo())
	btn("hint", hintLabel, sess.HumanTurn() && !s.asking)
	btn("resign", l.T("game.resign"), !sess.Over() && len(sess.Seats) == 2 && s.humans() > 0)
	btn("new-game", l.T("game.newGame"), true)
	m.WriteString(`</div>`)
	rec := sess.Record()
	cls := "moves"
	if s.movesOpen {
		cls += " open"
	}
	m.f(`<div class="%s">`, cls)
	m.button("", "toggle", "toggle-moves", "", esc(l.T("game.moves")+" ("+strconv.Itoa(len(rec.Moves))+")"), true,
		fmt.Sprintf(` aria-expanded="%v"`, s.movesOpen))
	if len(rec.Moves) > 0 {
		m.WriteString(`<ol id="move-list">`)
		for i, text := range rec.Moves {
			m.f(`<li><span class="chip" style="background:%s"></span>%s</li>`, s.seatColour(sess.Mover(i)), esc(text))
		}
		m.WriteString(`</ol>`)
	}
	m.WriteString(`</div></div>`)
	return m.String()
}

// summaryHTML shows the result and how each score was made.
func (s *Shell) summaryHTML(l i18n.Lang) string {
	sess := s.sess
	sp := s.spec()
	st := sess.State()
	var m markup
	m.f(`<div class="modal-back"><div class="modal summary" id="summary" role="dialog"><h2>%s</h2>`, esc(s.resultText(l)))
	m.WriteString(`<table class="breakdown"><thead><tr><th></th>`)
	for i := range sess.Seats {
		m.f(`<th><span class="chip" style="background:%s"></span>%s</th>`, s.seatColour(i), esc(s.seatName(i)))
	}
	m.WriteString(`</tr></thead><tbody>`)
	if sp.Breakdown != nil && sess.Resigned < 0 {
		for _, line := range sp.Breakdown(l, st) {
			m.f(`<tr><th>%s</th>`, esc(line.Label))
			for _, v := range line.Values {
				m.f(`<td>%s</td>`, esc(v))
			}
			m.WriteString(`</tr>`)
		}
	}
	m.f(`<tr class="total"><th>%s</th>`, esc(l.T("game.score")))
	for _, v := range st.Scores() {
		m.f(`<td>%d</td>`, v)
	}
	m.WriteString(`</tr></tbody></table><div class="actions">`)
	m.button("", "", "summary-view", "", esc(l.T("game.view")), true, "")
	m.button("", "", "summary-copy", "", esc(l.T("game.copyRecord")), true, "")
	m.button("play-again", "primary", "summary-again", "", esc(l.T("game.again")), true, "")
	m.WriteString(`</div></div></div>`)
	return m.String()
}

package shell

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/catalog"
)

// newForm is the new-game dialog's state.
type newForm struct {
	Players int           `json:"players"`
	Seats   []Seat        `json:"seats"`
	Opts    rules.Options `json:"opts,omitempty"`
}

const keyLastForm = "impasse.new."

// openNew opens the new-game dialog for game id, with the choices made
// last time for that game.
func (s *Shell) openNew(ctx app.Context, id string) {
	g, ok := catalog.Lookup(id)
	if !ok {
		return
	}
	info := g.Info()
	levels := rules.LevelsOf(g)
	var f newForm
	var raw string
	if err := ctx.LocalStorage().Get(keyLastForm+id, &raw); err == nil && raw != "" {
		_ = json.Unmarshal([]byte(raw), &f)
	}
	if f.Players < info.MinPlayers || f.Players > info.MaxPlayers {
		f.Players = max(info.MinPlayers, min(2, info.MaxPlayers))
	}
	if len(f.Seats) != f.Players {
		f.Seats = defaultSeats(f.Players, len(levels))
	}
	for i := range f.Seats {
		if f.Seats[i].AI && (f.Seats[i].Level < 1 || f.Seats[i].Level > len(levels)) {
			f.Seats[i].Level = (len(levels) + 1) / 2
		}
	}
	if f.Opts == nil {
		f.Opts = rules.Options{}
	}
	s.form = f
	s.newID = id
}

// defaultSeats puts a person on the first seat and the computer, at a
// middle level, on the others.
func defaultSeats(n, levels int) []Seat {
	seats := make([]Seat, n)
	for i := 1; i < n; i++ {
		seats[i] = Seat{AI: true, Level: (levels + 1) / 2}
	}
	return seats
}

// newGame returns the game of the new-game dialog.
func (s *Shell) newGame() rules.Game {
	g, _ := catalog.Lookup(s.newID)
	return g
}

// newGameHTML writes the new-game dialog: who plays each seat, at which
// level, and the game's options.
func (s *Shell) newGameHTML(m *markup, l i18n.Lang) {
	g, ok := catalog.Lookup(s.newID)
	if !ok {
		return
	}
	spec, _ := view.Lookup(s.newID)
	info := g.Info()
	levels := rules.LevelsOf(g)
	f := &s.form
	selectOpts := func(values [][2]string, cur string) {
		for _, v := range values {
			sel := ""
			if v[0] == cur {
				sel = " selected"
			}
			m.f(`<option value="%s"%s>%s</option>`, esc(v[0]), sel, esc(v[1]))
		}
	}
	m.f(`<div class="modal-back"><div class="modal new-game" id="new-game" role="dialog"><h2>%s</h2><div class="form">`, esc(l.T("new.title", info.Title)))
	if info.MinPlayers < info.MaxPlayers {
		var vals [][2]string
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			vals = append(vals, [2]string{strconv.Itoa(n), strconv.Itoa(n)})
		}
		m.f(`<label class="row"><span>%s</span><select id="players" data-act="players">`, esc(l.T("new.players")))
		selectOpts(vals, strconv.Itoa(f.Players))
		m.WriteString(`</select></label>`)
	}
	var levelVals [][2]string
	for n, lv := range levels {
		levelVals = append(levelVals, [2]string{strconv.Itoa(n + 1), l.T("new.levelShort", n+1) + " · " + l.T("level."+lv.Name)})
	}
	for i, seat := range f.Seats {
		name := strconv.Itoa(i + 1)
		colour := "var(--seat" + strconv.Itoa(i) + ")"
		if spec.SeatName != nil {
			name = spec.SeatName(l, i, f.Players)
		}
		if spec.SeatColour != nil {
			colour = spec.SeatColour(i, f.Players)
		}
		idx := strconv.Itoa(i)
		m.f(`<div class="row seat-row" id="seat-%d"><span class="chip" style="background:%s"></span><span class="name">%s</span><div class="segmented" role="group">`,
			i+1, colour, esc(name))
		m.button("", "seg "+on(!seat.AI), "seat-person", idx, esc(l.T("new.person")), true, fmt.Sprintf(` aria-pressed="%v"`, !seat.AI))
		m.button("", "seg "+on(seat.AI), "seat-computer", idx, esc(l.T("new.computer")), true, fmt.Sprintf(` aria-pressed="%v"`, seat.AI))
		m.WriteString(`</div>`)
		if seat.AI {
			m.f(`<select class="level" data-act="level" data-id="%d" aria-label="%s">`, i, esc(l.T("new.level")))
			selectOpts(levelVals, strconv.Itoa(seat.Level))
			m.WriteString(`</select>`)
		}
		m.WriteString(`</div>`)
	}
	for _, o := range g.Options() {
		if o.Key == rules.KeyPlayers || len(o.Values) < 2 {
			continue
		}
		var vals [][2]string
		for _, v := range o.Values {
			vals = append(vals, [2]string{v, optionText(l, info.ID, o.Key, v)})
		}
		m.f(`<label class="row"><span>%s</span><select data-act="option" data-id="%s">`, esc(optionText(l, info.ID, o.Key, "")), esc(o.Key))
		selectOpts(vals, f.Opts.Get(o.Key, o.Default))
		m.WriteString(`</select></label>`)
	}
	m.WriteString(`</div><div class="actions">`)
	m.button("", "", "new-cancel", "", esc(l.T("new.cancel")), true, "")
	m.button("start", "primary", "new-start", "", esc(l.T("new.start")), true, "")
	m.WriteString(`</div></div></div>`)
}

func on(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// optionText names an option, or one of its values, from the game's
// texts ("opt.ID.Key" and "opt.ID.Key.value"), or shows it as it is.
func optionText(l i18n.Lang, id, key, value string) string {
	k := "opt." + id + "." + key
	if value != "" {
		k += "." + value
		if !l.Has(k) && !i18n.English.Has(k) {
			return value
		}
		return l.T(k)
	}
	if !l.Has(k) && !i18n.English.Has(k) {
		return key
	}
	return l.T(k)
}

// startNew starts the game of the dialog, after a confirmation when it
// would replace an unfinished game.
func (s *Shell) startNew(ctx app.Context) {
	g, _ := catalog.Lookup(s.newID)
	f := s.form
	opts := f.Opts.Clone()
	if g.Info().MinPlayers < g.Info().MaxPlayers {
		opts[rules.KeyPlayers] = strconv.Itoa(f.Players)
	}
	sess, err := NewSession(g, opts, append([]Seat(nil), f.Seats...), len(rules.LevelsOf(g)))
	if err != nil {
		s.say(ctx, err.Error())
		return
	}
	if b, err := json.Marshal(f); err == nil {
		_ = ctx.LocalStorage().Set(keyLastForm+s.newID, string(b))
	}
	begin := func(ctx app.Context) {
		s.newID = ""
		s.start(ctx, sess)
	}
	if s.sess != nil && !s.sess.Over() && len(s.sess.Moves()) > 0 {
		s.confirm = &question{text: s.lang.T("game.confirmNew"), yes: begin}
		return
	}
	begin(ctx)
}

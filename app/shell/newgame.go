package shell

import (
	"encoding/json"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/app/view"
	"impasse/rules"
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
	g, ok := rules.Lookup(id)
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
	g, _ := rules.Lookup(s.newID)
	return g
}

// newGameHTML writes the new-game dialog: who plays each seat, at which
// level, and the game's options.
func (s *Shell) newGameHTML(m *markup, l i18n.Lang) {
	g, ok := rules.Lookup(s.newID)
	if !ok {
		return
	}
	spec, _ := view.Lookup(s.newID)
	info := g.Info()
	levels := rules.LevelsOf(g)
	f := &s.form
	m.W(`<div class="modal-back"><div class="modal new-game" id="new-game" role="dialog"><h2>~</h2><div class="form">`, l.T("new.title", info.Title))
	if info.MinPlayers < info.MaxPlayers {
		m.L(l, `<label class="row"><span>{new.players}</span><select id="players" data-act="players">`)
		cur := svg.Int(f.Players)
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			v := svg.Int(n)
			m.option(cur, v, v)
		}
		m.W(`</select></label>`)
	}
	for i, seat := range f.Seats {
		name := svg.Int(i + 1)
		colour := "var(--seat" + svg.Int(i) + ")"
		if spec.SeatName != nil {
			name = spec.SeatName(l, i, f.Players)
		}
		if spec.SeatColour != nil {
			colour = spec.SeatColour(i, f.Players)
		}
		idx := svg.Int(i)
		person, computer := "on", "off"
		if seat.AI {
			person, computer = "off", "on"
		}
		m.L(l, `<div class="row seat-row" id="seat-$"><span class="chip" style="background:$"></span><span class="name">~</span><div class="segmented" role="group">`+
			`<button class="btn seg $" data-act="seat-person" data-id="$" aria-pressed="$">{new.person}</button>`+
			`<button class="btn seg $" data-act="seat-computer" data-id="$" aria-pressed="$">{new.computer}</button></div>`,
			svg.Int(i+1), colour, name, person, idx, strconv.FormatBool(!seat.AI), computer, idx, strconv.FormatBool(seat.AI))
		if seat.AI {
			m.L(l, `<select class="level" data-act="level" data-id="$" aria-label="{new.level}">`, idx)
			cur := svg.Int(seat.Level)
			for n, lv := range levels {
				m.option(cur, svg.Int(n+1), l.T("new.levelShort", n+1)+" · "+l.T("level."+lv.Name))
			}
			m.W(`</select>`)
		}
		m.W(`</div>`)
	}
	for _, o := range g.Options() {
		if o.Key == rules.KeyPlayers || len(o.Values) < 2 {
			continue
		}
		m.W(`<label class="row"><span>~</span><select data-act="option" data-id="~">`, optionText(l, info.ID, o.Key, ""), o.Key)
		cur := f.Opts.Get(o.Key, o.Default)
		for _, v := range o.Values {
			m.option(cur, v, optionText(l, info.ID, o.Key, v))
		}
		m.W(`</select></label>`)
	}
	m.L(l, `</div><div class="actions"><button class="btn " data-act="new-cancel">{new.cancel}</button>`+
		`<button class="btn primary" id="start" data-act="new-start">{new.start}</button></div></div></div>`)
}

// optionText names an option, or one of its values, from the game's
// texts ("opt.ID.Key" and "opt.ID.Key.value"), or shows it as it is.
func optionText(l i18n.Lang, id, key, value string) string {
	k, shown := "opt."+id+"."+key, key
	if value != "" {
		k, shown = k+"."+value, value
	}
	if !l.Has(k) && !i18n.English.Has(k) {
		return shown
	}
	return l.T(k)
}

// startNew starts the game of the dialog, after a confirmation when it
// would replace an unfinished game.
func (s *Shell) startNew(ctx app.Context) {
	g, _ := rules.Lookup(s.newID)
	f := s.form
	opts := FreshOptions(g, f.Opts, newSeed())
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

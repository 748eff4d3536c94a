package shell

import (
	"encoding/json"
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

func (s *Shell) renderNewGame(l i18n.Lang) app.UI {
	g, ok := catalog.Lookup(s.newID)
	if !ok {
		return app.Div()
	}
	spec, _ := view.Lookup(s.newID)
	info := g.Info()
	levels := rules.LevelsOf(g)
	f := &s.form
	var rows []app.UI
	if info.MinPlayers < info.MaxPlayers {
		var opts []app.UI
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			opts = append(opts, app.Option().Value(strconv.Itoa(n)).Text(strconv.Itoa(n)).Selected(n == f.Players))
		}
		rows = append(rows, app.Label().Class("row").Body(
			app.Span().Text(l.T("new.players")),
			app.Select().ID("players").Body(opts...).OnChange(func(ctx app.Context, e app.Event) {
				n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
				if err != nil {
					return
				}
				f.Players = n
				old := f.Seats
				f.Seats = defaultSeats(n, len(levels))
				copy(f.Seats, old)
			}),
		))
	}
	for i := range f.Seats {
		i := i
		name := strconv.Itoa(i + 1)
		colour := "var(--seat" + strconv.Itoa(i) + ")"
		if spec.SeatName != nil {
			name = spec.SeatName(l, i, f.Players)
		}
		if spec.SeatColour != nil {
			colour = spec.SeatColour(i, f.Players)
		}
		seat := &f.Seats[i]
		var levelOpts []app.UI
		for n, lv := range levels {
			label := l.T("new.levelShort", n+1) + " · " + l.T("level."+lv.Name)
			levelOpts = append(levelOpts, app.Option().Value(strconv.Itoa(n+1)).Text(label).Selected(seat.Level == n+1))
		}
		rows = append(rows, app.Div().Class("row", "seat-row").ID("seat-"+strconv.Itoa(i+1)).Body(
			app.Span().Class("chip").Style("background", colour),
			app.Span().Class("name").Text(name),
			app.Div().Class("segmented").Attr("role", "group").Body(
				app.Button().Class("btn", "seg", on(!seat.AI)).Attr("aria-pressed", !seat.AI).Text(l.T("new.person")).
					OnClick(func(ctx app.Context, e app.Event) { seat.AI = false }),
				app.Button().Class("btn", "seg", on(seat.AI)).Attr("aria-pressed", seat.AI).Text(l.T("new.computer")).
					OnClick(func(ctx app.Context, e app.Event) {
						seat.AI = true
						if seat.Level == 0 {
							seat.Level = (len(levels) + 1) / 2
						}
					}),
			),
			app.If(seat.AI, func() app.UI {
				return app.Select().Class("level").Attr("aria-label", l.T("new.level")).Body(levelOpts...).OnChange(func(ctx app.Context, e app.Event) {
					if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						seat.Level = n
					}
				})
			}),
		))
	}
	for _, o := range g.Options() {
		if o.Key == rules.KeyPlayers || len(o.Values) < 2 {
			continue
		}
		o := o
		var opts []app.UI
		cur := f.Opts.Get(o.Key, o.Default)
		for _, v := range o.Values {
			opts = append(opts, app.Option().Value(v).Text(optionText(l, info.ID, o.Key, v)).Selected(v == cur))
		}
		rows = append(rows, app.Label().Class("row").Body(
			app.Span().Text(optionText(l, info.ID, o.Key, "")),
			app.Select().Body(opts...).OnChange(func(ctx app.Context, e app.Event) {
				f.Opts[o.Key] = ctx.JSSrc().Get("value").String()
			}),
		))
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "new-game").ID("new-game").Attr("role", "dialog").Body(
			app.H2().Text(l.T("new.title", info.Title)),
			app.Div().Class("form").Body(rows...),
			app.Div().Class("actions").Body(
				app.Button().Class("btn").Text(l.T("new.cancel")).OnClick(func(ctx app.Context, e app.Event) {
					s.newID = ""
				}),
				app.Button().Class("btn", "primary").ID("start").Text(l.T("new.start")).OnClick(func(ctx app.Context, e app.Event) {
					s.startNew(ctx)
				}),
			),
		),
	)
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

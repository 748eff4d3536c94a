package shell

import (
	"encoding/json"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// newForm is the new-game dialog's state.
type newForm struct {
	Players int           `json:"players"`
	Seats   []Seat        `json:"seats"`
	Opts    rules.Options `json:"opts,omitempty"`
	// Friends plays with friends on other devices, by links: each seat
	// is this device's or a friend's.
	Friends bool `json:"friends,omitempty"`
	// Clock is the time control chosen, one of clockPresets, or none.
	Clock rules.TimeControl `json:"clock,omitzero"`
	// Rated plays a rated game (see ratings.go), when the other choices
	// allow one.
	Rated bool `json:"rated,omitempty"`
}

const keyLastForm = "impasse.new."

// openNew opens the new-game dialog for game id; the dialog takes the
// choices made last time for that game.
func (s *Shell) openNew(ctx app.Context, id string) {
	if _, ok := rules.Lookup(id); ok {
		s.newID = id
	}
}

// loadForm returns the choices made last time in the new-game dialog of
// game g, made right for it.
func loadForm(ctx app.Context, g rules.Game) newForm {
	info := g.Info()
	levels := rules.LevelsOf(g)
	var f newForm
	var raw string
	if err := ctx.LocalStorage().Get(keyLastForm+info.ID, &raw); err == nil && raw != "" {
		_ = json.Unmarshal([]byte(raw), &f)
	}
	if f.Players < info.MinPlayers || f.Players > info.MaxPlayers {
		f.Players = max(info.MinPlayers, min(2, info.MaxPlayers))
	}
	if len(f.Seats) != f.Players {
		f.Seats = defaultSeats(f.Players, len(levels))
	}
	f.Friends = f.Friends && friendly(g)
	for i := range f.Seats {
		if f.Friends {
			f.Seats[i].AI = false
		} else {
			f.Seats[i].Friend = false
		}
		if f.Seats[i].AI && (f.Seats[i].Level < 1 || f.Seats[i].Level > len(levels)) {
			f.Seats[i].Level = (len(levels) + 1) / 2
		}
	}
	if f.Opts == nil {
		f.Opts = rules.Options{}
	}
	if !slices.Contains(clockPresets, f.Clock) {
		f.Clock = rules.TimeControl{}
	}
	return f
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

// newGameDialog is the new-game dialog of a game: who plays each seat,
// at which level, and the game's options. It keeps the choices, read
// from the ones made last time when it opens (OnMount, OnUpdate), and
// makes the game of them. It stays in its place while closed (Game
// empty), drawing nothing.
type newGameDialog struct {
	app.Compo

	// Game is the id of the game to start, or "" while closed.
	Game string
	Lang i18n.Lang
	// OnStart receives the game made of the choices; OnCancel handles
	// the Cancel button.
	OnStart  func(ctx app.Context, sess *Session)
	OnCancel app.EventHandler

	// of is the game the choices are for ("" before they are read).
	of   string
	form newForm
	// rating is the player's rating in the game and played the number of
	// their rated games of it, read with the choices.
	rating float64
	played int
}

// OnMount reads the choices, when the dialog is open at once.
func (d *newGameDialog) OnMount(ctx app.Context) { d.load(ctx) }

// OnUpdate reads the choices when the dialog opens, or opens for
// another game.
func (d *newGameDialog) OnUpdate(ctx app.Context) { d.load(ctx) }

// load reads the choices made last time for the dialog's game, unless
// they are read already, and forgets them once the dialog is closed.
func (d *newGameDialog) load(ctx app.Context) {
	if d.Game == d.of {
		return
	}
	d.of, d.form = "", newForm{}
	if g, ok := rules.Lookup(d.Game); ok {
		d.of, d.form = d.Game, loadForm(ctx, g)
		d.fitOptions(g)
		d.readRating(ctx)
	}
}

// Render draws the dialog for the game chosen, and nothing before one is.
func (d *newGameDialog) Render() app.UI {
	if d.Game == "" || d.of != d.Game {
		return app.Text("")
	}
	return d.dialog()
}

// dialog draws the open dialog: the game's options and the buttons to
// start and cancel.
func (d *newGameDialog) dialog() app.UI {
	l := d.Lang
	g, _ := rules.Lookup(d.Game)
	spec, _ := view.Lookup(d.Game)
	info := g.Info()
	f := d.form
	var rows []app.UI
	if info.MinPlayers < info.MaxPlayers {
		var counts []choice
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			counts = append(counts, choice{value: strconv.Itoa(n), text: strconv.Itoa(n)})
		}
		rows = append(rows, selectRow(l.T("new.players"), "players", counts, strconv.Itoa(f.Players), d.setPlayers))
	}
	switch {
	case friendly(g):
		rows = append(rows, app.Div().Class("row", "where-row").Body(
			app.Span().Class("name").Text(l.T("new.where")),
			app.Div().Class("segmented").Role("group").Body(
				segment(l.T("new.here"), !f.Friends, func(ctx app.Context, e app.Event) { d.setFriends(ctx, false) }).ID("where-here"),
				segment(l.T("new.friends"), f.Friends, func(ctx app.Context, e app.Event) { d.setFriends(ctx, true) }).ID("where-friends"),
			),
		))
	case info.MaxPlayers >= 2:
		rows = append(rows, app.P().Class("row", "note").ID("no-friends").Text(l.T("new.noFriends", info.Title)))
	}
	levels := rules.LevelsOf(g)
	teams := d.teams(g)
	for i, seat := range f.Seats {
		name, colour := strconv.Itoa(i+1), "var(--seat"+strconv.Itoa(i)+")"
		if spec.SeatName != nil {
			name = spec.SeatName(l, i, f.Players)
		}
		if spec.SeatColour != nil {
			colour = spec.SeatColour(i, f.Players)
		}
		if teams != nil {
			name += " · " + l.T("new.team", teams[i]+1)
		}
		choices := app.Div().Class("segmented").Role("group").Body(
			segment(l.T("new.person"), !seat.AI, func(ctx app.Context, e app.Event) { d.setSeat(ctx, i, false) }),
			segment(l.T("new.computer"), seat.AI, func(ctx app.Context, e app.Event) { d.setSeat(ctx, i, true) }),
		)
		if f.Friends {
			choices = app.Div().Class("segmented").Role("group").Body(
				segment(l.T("new.me"), !seat.Friend, func(ctx app.Context, e app.Event) { d.setFriend(ctx, i, false) }),
				segment(l.T("new.friend"), seat.Friend, func(ctx app.Context, e app.Event) { d.setFriend(ctx, i, true) }),
			)
		}
		row := []app.UI{
			app.Span().Class("chip").Style("background", colour),
			app.Span().Class("name").Text(name),
			choices,
		}
		if seat.AI && d.rated() {
			row = append(row, app.Span().Class("level").ID("rated-level").Text(d.ratedLevelText(l)))
		} else if seat.AI {
			var opts []app.UI
			for n, lv := range levels {
				opts = append(opts, board.Option(strconv.Itoa(n+1), l.T("new.levelShort", n+1)+" · "+l.T("level."+lv.Name), n+1 == seat.Level))
			}
			row = append(row, app.Select().Class("level").Aria("label", l.T("new.level")).
				OnChange(func(ctx app.Context, e app.Event) { d.setLevel(ctx, i) }).Body(opts...))
		}
		rows = append(rows, app.Div().Class("row", "seat-row").ID("seat-"+strconv.Itoa(i+1)).Body(row...))
	}
	for _, o := range g.Options() {
		if o.Key == rules.KeyPlayers || len(o.Values) < 2 {
			continue
		}
		var values []choice
		allowed := 0
		for _, v := range o.Values {
			ok := d.allows(g, o.Key, v)
			values = append(values, choice{value: v, text: optionText(l, info.ID, o.Key, v), off: !ok})
			if ok {
				allowed++
			}
		}
		// An option with one value allowed at this number of players
		// (teams need four) is no choice: hidden, it keeps its place.
		rows = append(rows, selectRow(optionText(l, info.ID, o.Key, ""), "", values, f.Opts.Get(o.Key, o.Default),
			func(ctx app.Context, v string) { d.setOption(ctx, o.Key, v) }).Hidden(allowed < 2))
	}
	rows = append(rows, d.clockRows(l)...)
	rows = append(rows, d.ratedRows(l)...)
	// Last, so that the rows above keep their places (go-app updates an
	// element in place, its handlers with it) when the note comes or goes.
	if teams != nil {
		rows = append(rows, app.P().Class("row", "teams").ID("teams").Text(l.T("new.teams")))
	}
	var lots app.UI
	if len(f.Seats) > 1 {
		lots = button("draw-lots", l.T("new.drawLots"), d.drawLots)
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "new-game").ID("new-game").Role("dialog").Aria("modal", "true").Aria("labelledby", "new-game-title").Body(
			app.H2().ID("new-game-title").Text(l.T("new.title", info.Title)),
			app.Div().Class("form").Body(rows...),
			app.Div().Class("actions").Body(
				lots,
				dismiss(button("", l.T("new.cancel"), d.OnCancel)),
				app.Button().Class("btn", "primary").ID("start").Text(l.T("new.start")).OnClick(d.start),
			),
		),
	)
}

// segment is one button of a segmented choice, pressed when on.
func segment(text string, on bool, click app.EventHandler) app.HTMLButton {
	state := "off"
	if on {
		state = "on"
	}
	return app.Button().Class("btn", "seg", state).Aria("pressed", on).Text(text).OnClick(click)
}

// choices returns a copy of the choices, for a change to make.
func (d *newGameDialog) choices() newForm {
	f := d.form
	f.Seats = slices.Clone(f.Seats)
	f.Opts = maps.Clone(f.Opts)
	return f
}

// setPlayers takes the number of players chosen, keeping the seats
// already set.
func (d *newGameDialog) setPlayers(ctx app.Context, v string) {
	n, err := strconv.Atoi(v)
	if err != nil {
		return
	}
	g, _ := rules.Lookup(d.Game)
	f := d.choices()
	f.Players = n
	f.Seats = defaultSeats(n, len(rules.LevelsOf(g)))
	for i := range f.Seats {
		if f.Friends {
			f.Seats[i] = Seat{Friend: i > 0}
		}
	}
	copy(f.Seats, d.form.Seats)
	d.form = f
	d.fitOptions(g)
	d.seatRated()
}

// setFriends chooses between a game on this device and one with friends
// on other devices: then the first seat is this device's and the others
// friends'.
func (d *newGameDialog) setFriends(ctx app.Context, on bool) {
	f := d.choices()
	f.Friends = on
	for i := range f.Seats {
		if on {
			f.Seats[i] = Seat{Friend: i > 0}
		} else {
			f.Seats[i].Friend = false
		}
	}
	d.form = f
	d.seatRated()
}

// setFriend gives seat i to a friend, or takes it for this device.
func (d *newGameDialog) setFriend(ctx app.Context, i int, friend bool) {
	f := d.choices()
	f.Seats[i] = Seat{Friend: friend}
	d.form = f
}

// setSeat puts a person, or the computer, on seat i.
func (d *newGameDialog) setSeat(ctx app.Context, i int, ai bool) {
	g, _ := rules.Lookup(d.Game)
	f := d.choices()
	seat := &f.Seats[i]
	seat.AI = ai
	if ai && seat.Level == 0 {
		seat.Level = (len(rules.LevelsOf(g)) + 1) / 2
	}
	if d.rated() {
		// One person against the computer: the other seat changes too.
		other := &f.Seats[1-i]
		other.AI = !ai
		if other.AI && other.Level == 0 {
			other.Level = 1
		}
	}
	d.form = f
}

// setLevel takes the level chosen for the computer on seat i.
func (d *newGameDialog) setLevel(ctx app.Context, i int) {
	if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		f := d.choices()
		f.Seats[i].Level = n
		d.form = f
	}
}

// teams returns the teams the dialog's choices make, or nil when every
// seat plays alone (or the choices make no game).
func (d *newGameDialog) teams(g rules.Game) []int {
	opts := d.form.Opts.Clone()
	opts[rules.KeyPlayers] = strconv.Itoa(d.form.Players)
	st, err := g.New(opts)
	if err != nil {
		return nil
	}
	return rules.TeamsOf(st)
}

// drawLots deals the seats at random: who sits where, and so who moves
// first, is left to chance, as the compendium's sheets ask.
func (d *newGameDialog) drawLots(ctx app.Context, e app.Event) {
	f := d.choices()
	rand.Shuffle(len(f.Seats), func(i, j int) { f.Seats[i], f.Seats[j] = f.Seats[j], f.Seats[i] })
	d.form = f
}

// setOption takes the value chosen for the game's option key.
func (d *newGameDialog) setOption(ctx app.Context, key, value string) {
	f := d.choices()
	f.Opts[key] = value
	d.form = f
}

// options returns the options of a game of g made from the choices, its
// shuffle from seed.
func (d *newGameDialog) options(g rules.Game, seed uint64) rules.Options {
	opts := FreshOptions(g, d.form.Opts, seed)
	if g.Info().MinPlayers < g.Info().MaxPlayers {
		opts[rules.KeyPlayers] = strconv.Itoa(d.form.Players)
	}
	return opts
}

// allows reports whether g can be played with value of option key and
// the other choices as they stand: a variant in teams, say, only by
// four players.
func (d *newGameDialog) allows(g rules.Game, key, value string) bool {
	opts := d.options(g, 1)
	opts[key] = value
	_, err := g.New(opts)
	return err == nil
}

// fitOptions sets each option whose value the number of players no
// longer allows to the first value it allows (a remembered variant in
// teams, at two players).
func (d *newGameDialog) fitOptions(g rules.Game) {
	for _, o := range g.Options() {
		if o.Key == rules.KeyPlayers || len(o.Values) < 2 || d.allows(g, o.Key, d.form.Opts.Get(o.Key, o.Default)) {
			continue
		}
		for _, v := range o.Values {
			if d.allows(g, o.Key, v) {
				if d.form.Opts == nil {
					d.form.Opts = rules.Options{}
				}
				d.form.Opts[o.Key] = v
				break
			}
		}
	}
}

// optionText names an option, or one of its values, from the game's
// texts ("opt.ID.Key" and "opt.ID.Key.value"), else the names the games
// share ("opt.Key", "opt.Key.value"), else shows it as it is.
func optionText(l i18n.Lang, id, key, value string) string {
	k, shown := key, key
	if value != "" {
		k, shown = key+"."+value, value
	}
	for _, k := range []string{"opt." + id + "." + k, "opt." + k} {
		if l.Has(k) || i18n.English.Has(k) {
			return l.T(k)
		}
	}
	return shown
}

// start makes the game of the choices, keeps the choices for next time
// and hands the game to OnStart.
func (d *newGameDialog) start(ctx app.Context, e app.Event) {
	g, ok := rules.Lookup(d.of)
	if !ok {
		return
	}
	f := d.form
	sess, err := d.session(g)
	if err != nil {
		ctx.NewActionWithValue(notifyAction, err.Error())
		return
	}
	if f.Friends {
		if mine := sess.mine(); mine == 0 || mine == 1<<len(f.Seats)-1 {
			ctx.NewActionWithValue(notifyAction, d.Lang.T("new.friendSeats"))
			return
		}
		if err := sess.befriend(friendGame{ID: newFriendID()}); err != nil {
			ctx.NewActionWithValue(notifyAction, err.Error())
			return
		}
	}
	if b, err := json.Marshal(f); err == nil {
		_ = ctx.LocalStorage().Set(keyLastForm+d.of, string(b))
	}
	d.OnStart(ctx, sess)
}

// session makes the game of the choices: its options, seats, and its
// clock or its rating.
func (d *newGameDialog) session(g rules.Game) (*Session, error) {
	f := d.form
	seats := append([]Seat(nil), f.Seats...)
	levelRating := 0
	if d.rated() {
		levelRating = d.ratedLevel(seats)
	}
	sess, err := NewSession(g, d.options(g, newSeed()), seats, len(rules.LevelsOf(g)))
	switch {
	case err != nil:
	case levelRating != 0:
		// A rated game has no clock (see clockRows).
		err = sess.rate(levelRating)
	case f.Clock != (rules.TimeControl{}) && f.Players == 2 && !f.Friends:
		err = sess.SetClock(f.Clock)
	}
	return sess, err
}

// cancelNew closes the new-game dialog; on a play page with no game in
// progress, it leaves the page too.
func (s *Shell) cancelNew(ctx app.Context, e app.Event) {
	s.newID = ""
	if s.sess == nil {
		s.leave(ctx)
	}
}

// startNew starts sess, the game of the new-game dialog, after a
// confirmation when it would replace an unfinished game of the same game
// (games of other games stay as they are).
func (s *Shell) startNew(ctx app.Context, sess *Session) {
	info := sess.Game.Info()
	if old := s.games[info.ID]; old != nil && !old.Over() && len(old.Moves()) > 0 {
		ask(ctx, confirmReplace(s.lang, old, "game.confirmNew", info.Title), func(ctx app.Context) { s.start(ctx, sess) })
		return
	}
	s.start(ctx, sess)
}

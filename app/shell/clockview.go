package shell

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/aiproto"
	"impasse/app/i18n"
	"impasse/rules"
)

// clockPresets are the time controls the new-game dialog offers, the
// quickest first: a quarter of a minute (lichess's UltraBullet), bullet,
// blitz, rapid and classical.
var clockPresets = []rules.TimeControl{
	{Base: 15 * time.Second},
	{Base: time.Minute},
	{Base: 3 * time.Minute, Increment: 2 * time.Second},
	{Base: 5 * time.Minute, Increment: 3 * time.Second},
	{Base: 10 * time.Minute, Increment: 5 * time.Second},
	{Base: 30 * time.Minute},
}

// presetText names a time control in the new-game dialog: "3 min + 2 s".
func presetText(l i18n.Lang, tc rules.TimeControl) string {
	base := l.T("clock.minutes", int(tc.Base/time.Minute))
	if tc.Base < time.Minute || tc.Base%time.Minute != 0 {
		base = l.T("clock.sec", int(tc.Base/time.Second))
	}
	if tc.Increment == 0 {
		return base
	}
	return l.T("clock.plus", base, int(tc.Increment/time.Second))
}

// lowTime is the time left under which a clock shows tenths of a
// second, looks urgent and is said once.
const lowTime = 10 * time.Second

// clockText writes a time left as a clock shows it: "4:05", "1:02:03",
// and under lowTime "9.4".
func clockText(d time.Duration) string {
	if d < lowTime {
		tenths := int(d / (100 * time.Millisecond))
		return strconv.Itoa(tenths/10) + "." + strconv.Itoa(tenths%10)
	}
	s := int((d + time.Second - 1) / time.Second) // a clock rounds up
	two := func(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }
	if s >= 3600 {
		return strconv.Itoa(s/3600) + ":" + two(s/60%60) + ":" + two(s%60)
	}
	return strconv.Itoa(s/60) + ":" + two(s%60)
}

// clockWords says a time left in words, for a screen reader.
func clockWords(l i18n.Lang, d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	if s >= 60 {
		return l.T("clock.minSec", s/60, s%60)
	}
	return l.T("clock.sec", s)
}

// seatClock is one seat's clock on the game page: its time left, ticking
// while it runs, highlighted then, urgent under lowTime. It tells a
// screen reader once when the seat's time goes under lowTime, and
// reports, with OnFlag, that the time ran out; it never changes the
// clock itself.
type seatClock struct {
	app.Compo

	Lang  i18n.Lang
	Clock *rules.Clock
	Seat  int
	Name  string
	// OnFlag is told that the seat's time is out.
	OnFlag func(ctx app.Context)

	// left is the time left at the last tick; ticking is set while a
	// tick is due; warned once the seat was told of its low time, until
	// it has more again.
	left    time.Duration
	ticking bool
	warned  bool
	said    string
}

// OnMount reads the time and starts the ticks.
func (c *seatClock) OnMount(ctx app.Context) {
	c.read()
	c.schedule(ctx)
}

// OnUpdate reads the time again (a move was made, the clock paused) and
// starts the ticks when the seat's time runs.
func (c *seatClock) OnUpdate(ctx app.Context) {
	c.read()
	if !c.ticking {
		c.schedule(ctx)
	}
}

// runs reports whether the seat's time runs now.
func (c *seatClock) runs() bool {
	return c.Clock.Running() == c.Seat && !c.Clock.Paused() && c.Clock.Flagged() < 0
}

// schedule asks for the next tick, while the seat's time runs, when the
// clock's text changes: at the next second, each tenth under lowTime.
func (c *seatClock) schedule(ctx app.Context) {
	if !c.runs() {
		return
	}
	next := c.left % time.Second
	if c.left <= lowTime+time.Second {
		next = c.left % (100 * time.Millisecond)
	}
	c.ticking = true
	ctx.After(next+time.Millisecond, c.tick)
}

// tick reads the time, reports a time out and asks for the next tick.
func (c *seatClock) tick(ctx app.Context) {
	c.ticking = false
	c.read()
	if c.left == 0 && c.runs() && c.OnFlag != nil {
		c.OnFlag(ctx)
	}
	c.schedule(ctx)
}

// read takes the time left and says when it goes low.
func (c *seatClock) read() {
	c.left = c.Clock.Left(c.Seat)
	switch {
	case c.left > lowTime:
		c.warned = false
	case !c.warned && c.runs():
		c.warned = true
		c.said = c.Lang.T("clock.low", c.Name, int(lowTime/time.Second))
	}
}

// Render draws the clock.
func (c *seatClock) Render() app.UI {
	l := c.Lang
	el := app.Span().Class("clock").ID("clock-"+strconv.Itoa(c.Seat+1)).Role("timer").
		Aria("label", l.T("clock.label", c.Name, clockWords(l, c.left)))
	if c.Clock.Running() == c.Seat && c.Clock.Flagged() < 0 {
		el = el.Class("running")
	}
	if c.left < lowTime {
		el = el.Class("low")
	}
	return app.Span().Class("clock-cell").Body(
		el.Body(app.Span().Aria("hidden", true).Text(clockText(c.left))),
		app.Span().Class("sr-only").Role("status").Aria("live", "assertive").Text(c.said),
	)
}

// The clocks' texts.
const clockEnglish = `
clock.choose = Clock
clock.none = No clock
clock.minutes = %d min
clock.plus = %s + %d s
clock.note = Each player's time, plus seconds added after each move. Running out of time loses. A game with a clock cannot be taken back.
clock.noClockFriends = No clock with friends on other devices: a move can take days to reach the other device.
clock.noClockRated = No clock in a rated game: the computer plays its level as it was rated, taking the time it needs.
clock.noClockAlone = No clock when you play alone: take your time.
clock.noClockMany = The clock is for games of two players: with more, running out of time would not say who wins.
clock.label = %s: %s left
clock.minSec = %d min %d s
clock.sec = %d s
clock.low = %s: less than %d seconds left.
clock.timeOutWins = %s ran out of time: %s win.
clock.timeOutWins.one = %s ran out of time: %s wins.
clock.noBranch = A game with a clock is played on from an earlier move only once it is over.
clock.branched = The game goes on from here without its clock.
clock.damagedRestart = %s: the clock of the saved game could not be read (%v); each player's time starts again.
clock.damagedDropped = %s: the clock of the saved game could not be read (%v); the game goes on without a clock.
`

const clockFrench = `
clock.choose = Pendule
clock.none = Sans pendule
clock.minutes = %d min
clock.plus = %s + %d s
clock.note = Le temps de chaque joueur, plus des secondes ajoutées après chaque coup. Qui n'a plus de temps perd. Une partie à la pendule ne se reprend pas.
clock.noClockFriends = Pas de pendule avec des amis sur d'autres appareils : un coup peut mettre des jours à parvenir à l'autre appareil.
clock.noClockRated = Pas de pendule dans une partie classée : l'ordinateur joue son niveau tel qu'il a été classé, en prenant le temps qu'il faut.
clock.noClockAlone = Pas de pendule quand vous jouez seul : prenez votre temps.
clock.noClockMany = La pendule est pour les parties à deux : à plus, le temps écoulé ne dirait pas qui gagne.
clock.label = %s : il reste %s
clock.minSec = %d min %d s
clock.sec = %d s
clock.low = %s : moins de %d secondes.
clock.timeOutWins = %s n'a plus de temps : %s gagne.
clock.timeOutWins.one = %s n'a plus de temps : %s gagne.
clock.noBranch = Une partie à la pendule ne se rejoue depuis un coup passé qu'une fois finie.
clock.branched = La partie continue d'ici sans sa pendule.
clock.damagedRestart = %s : la pendule de la partie enregistrée est illisible (%v) ; le temps de chaque joueur repart du début.
clock.damagedDropped = %s : la pendule de la partie enregistrée est illisible (%v) ; la partie continue sans pendule.
`

func init() { i18n.AddTexts(clockEnglish, clockFrench) }

// clockOf returns the clock of seat in the game shown, or nil when the
// game has none.
func (s *Shell) clockOf(l i18n.Lang, seat int) app.UI {
	c := s.sess.Clock()
	if c == nil {
		return nil
	}
	return &seatClock{Lang: l, Clock: c, Seat: seat, Name: s.seatName(seat), OnFlag: s.timeOut}
}

// timeOut ends the game shown when the time of the seat to move is out,
// or takes the end a move found (Play refused it, the time out): the
// computer stops, and the game is saved, lost on time.
func (s *Shell) timeOut(ctx app.Context) {
	if !endsOnTime(s.sess) {
		return
	}
	s.ai.stop()
	s.saveGame(ctx)
}

// thinkingCap returns the most milliseconds the computer thinks on a
// move with left on its clock and inc added after each move: a
// twenty-fifth of its time and most of the increment, as a player
// keeps time for the moves to come, never less than a tenth of a
// second (it may then run out, as a person may) and never more than the
// worker takes on any search (aiproto.MaxMillis).
func thinkingCap(left, inc time.Duration) int {
	return int(min(max(left/25+inc*3/4, 100*time.Millisecond).Milliseconds(), aiproto.MaxMillis))
}

// endsOnTime ends sess when the time of the seat to move is out, and
// reports whether sess ended on time, now or at a move that came too
// late (Session.Play found the time out and refused it).
func endsOnTime(sess *Session) bool {
	return sess != nil && (sess.CheckClock() || sess.TimedOut() >= 0)
}

// againstComputer reports whether sess seats the computer: its clock
// stops while the game is not in sight.
func againstComputer(sess *Session) bool {
	return sess != nil && sess.people() < len(sess.Seats)
}

// showClock pauses the clock of the game that leaves the page, when it
// is played against the computer, and resumes that of the game shown.
func showClock(from, to *Session) {
	if from != to && againstComputer(from) && from.Clock() != nil {
		from.Clock().Pause()
	}
	if againstComputer(to) && to.Clock() != nil {
		to.Clock().Resume()
	}
}

// watchClock keeps the clock of the game shown when the page is hidden:
// it saves the times (the time while the app is closed does not count),
// and stops the clock of a game against the computer until the page
// shows again, and its search with it (the computer is asked again
// then), so that it thinks on no time of its own. The times are saved
// in the browser's handler itself, not in a dispatch to come: a page
// being reloaded or closed runs no more Go once the handler returns,
// and the time since the last save would come back at the next visit.
func (s *Shell) watchClock(ctx app.Context) {
	doc := app.Window().Get("document")
	// Only a game under way, its clock running, whose last save is this
	// tab's: a tab left behind by another that has played since would
	// put its old game back in the newer one's place.
	saveTimes := func() {
		sess := s.sess
		if sess == nil || sess.Clock() == nil || sess.Over() || s.at.page != pagePlay {
			return
		}
		id := sess.Game.Info().ID
		if readRev(s.root.LocalStorage(), id) == tabRevs[id] {
			s.saveGame(s.root)
		}
	}
	app.Window().Call("addEventListener", "pagehide", app.FuncOf(func(this app.Value, args []app.Value) any {
		saveTimes()
		return nil
	}))
	app.Window().Call("addEventListener", "visibilitychange", app.FuncOf(func(this app.Value, args []app.Value) any {
		hidden := doc.Get("visibilityState").String() == "hidden"
		if hidden {
			saveTimes()
		}
		s.root.Dispatch(func(ctx app.Context) {
			sess := s.sess
			if sess == nil || sess.Clock() == nil || s.at.page != pagePlay {
				return
			}
			switch {
			case hidden && againstComputer(sess):
				sess.Clock().Pause()
				s.ai.stop()
			case !hidden && againstComputer(sess):
				sess.Clock().Resume()
				s.next(ctx)
			}
		})
		return nil
	}))
}

// clockRows are the new-game dialog's choice of a clock, for a
// two-player game, or why there is none.
func (d *newGameDialog) clockRows(l i18n.Lang) []app.UI {
	if d.form.Players == 1 {
		return []app.UI{app.P().Class("row", "note").ID("no-clock").Text(l.T("clock.noClockAlone"))}
	}
	if d.form.Players != 2 {
		return []app.UI{app.P().Class("row", "note").ID("no-clock").Text(l.T("clock.noClockMany"))}
	}
	if d.form.Friends {
		return []app.UI{app.P().Class("row", "note").ID("no-clock").Text(l.T("clock.noClockFriends"))}
	}
	if d.rated() {
		// A clock would cut the computer's thinking short, and make its
		// level weaker than its rating says.
		return []app.UI{app.P().Class("row", "note").ID("no-clock").Text(l.T("clock.noClockRated"))}
	}
	choices := []choice{{value: "none", text: l.T("clock.none")}}
	for _, tc := range clockPresets {
		choices = append(choices, choice{value: tc.String(), text: presetText(l, tc)})
	}
	cur := "none"
	if d.form.Clock != (rules.TimeControl{}) {
		cur = d.form.Clock.String()
	}
	rows := []app.UI{selectRow(l.T("clock.choose"), "clock-choice", choices, cur, d.setClock)}
	if cur != "none" {
		rows = append(rows, app.P().Class("row", "note").ID("clock-note").Text(l.T("clock.note")))
	}
	return rows
}

// setClock takes the time control chosen, one of clockPresets or
// "none".
func (d *newGameDialog) setClock(ctx app.Context, v string) {
	f := d.choices()
	f.Clock = rules.TimeControl{}
	for _, tc := range clockPresets {
		if tc.String() == v {
			f.Clock = tc
		}
	}
	d.form = f
}

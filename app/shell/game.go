package shell

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// spec returns the view of the game in progress.
func (s *Shell) spec() view.Spec {
	sp, _ := view.Lookup(s.sess.Game.Info().ID)
	return sp
}

// seatName names a seat of the game in progress.
func (s *Shell) seatName(seat int) string { return seatNameOf(s.lang, s.sess, seat) }

// seatNameOf names a seat of sess in l.
func seatNameOf(l i18n.Lang, sess *Session, seat int) string {
	return seatNameIn(l, sess.Game.Info().ID, seat, len(sess.Seats))
}

// seatNameIn names in l a seat of game id played by players.
func seatNameIn(l i18n.Lang, id string, seat, players int) string {
	sp, _ := view.Lookup(id)
	if sp.SeatName == nil {
		return strconv.Itoa(seat + 1)
	}
	return sp.SeatName(l, seat, players)
}

// seatCount is how many colours the name of a seat names (see
// view.Spec.SeatCount), the number its sentences agree with.
func (s *Shell) seatCount(seat int) int {
	return seatCountIn(s.sess.Game.Info().ID, seat, len(s.sess.Seats))
}

// seatCountIn is seatCount for a seat of game id played by players.
func seatCountIn(id string, seat, players int) int {
	if sp, _ := view.Lookup(id); sp.SeatCount != nil {
		return sp.SeatCount(seat, players)
	}
	return 1
}

func (s *Shell) seatColour(seat int) string {
	sp := s.spec()
	if sp.SeatColour == nil {
		return "var(--seat" + strconv.Itoa(seat) + ")"
	}
	return sp.SeatColour(seat, len(s.sess.Seats))
}

// outText says, while the game goes on, that the only person seated is
// out of it (rules.Eliminating) and the others play on; else "".
func (s *Shell) outText(l i18n.Lang) string {
	sess := s.sess
	if p := sess.onlyPerson(); p >= 0 && !sess.Over() && rules.IsOut(sess.State(), p) {
		return l.Count("game.out", s.seatCount(p), s.seatName(p))
	}
	return ""
}

// status is the line saying whose turn it is or how the game ended.
func (s *Shell) status(l i18n.Lang) (string, bool) {
	sess := s.sess
	if sess.Over() {
		return s.resultText(l), false
	}
	seat := sess.ToMove()
	if seat < 0 {
		return "", false
	}
	name, count := s.seatName(seat), s.seatCount(seat)
	if sess.Seats[seat].Friend {
		if s.liveNow() {
			// The move comes over the connection: no link to send.
			return l.Count("friend.waitingLive", count, name), false
		}
		if sess.linkSent() {
			return l.Count("friend.sent", count, name), false
		}
		return l.Count("friend.waiting", count, name), false
	}
	if sess.Seats[seat].AI {
		if len(sess.Seats) == 1 {
			// A game played alone names its seat "you": here it is the
			// computer's.
			name, count = l.T("game.theComputer"), 1
		}
		if s.ai.failed {
			// Not "thinking": the computer stopped, and Retry asks again.
			return l.T("game.aiStopped", name), true
		}
		return l.Count("game.thinking", count, name), true
	}
	switch {
	case len(sess.Seats) == 1:
		return l.T("game.yourTurnAlone"), false
	case sess.people() == 1:
		return l.T("game.yourTurn", name), false
	}
	return l.T("game.toPlay", name), false
}

// resultText says who won.
func (s *Shell) resultText(l i18n.Lang) string {
	sess := s.sess
	if sess.Resigned >= 0 {
		// Only a two-player game can be resigned: the other seat wins.
		return l.Count("game.resignedWins", s.seatCount(1-sess.Resigned), s.seatName(sess.Resigned), s.seatName(1-sess.Resigned))
	}
	if seat := sess.TimedOut(); seat >= 0 {
		return l.Count("clock.timeOutWins", s.seatCount(1-seat), s.seatName(seat), s.seatName(1-seat))
	}
	if len(sess.Seats) == 1 {
		// Played alone: how well is the view's to say (Spec.Ending).
		return l.T("game.finished")
	}
	r := sess.Results()
	best := 0.0
	for _, v := range r {
		if v > best {
			best = v
		}
	}
	var winners []string
	winner := -1
	for i, v := range r {
		if v == best {
			winners = append(winners, s.seatName(i))
			winner = i
		}
	}
	switch {
	case len(winners) == 1:
		return l.Count("game.wins", s.seatCount(winner), winners[0])
	case len(winners) == len(r):
		return l.T("game.draw")
	}
	if team := wonByTeam(rules.TeamsOf(sess.State()), r, best); team >= 0 {
		return l.T("game.teamWins", team+1, strings.Join(winners, l.T("game.and")))
	}
	return l.T("game.sharedWin", strings.Join(winners, ", "))
}

// wonByTeam returns the team whose seats, and only they, have the best
// result in results, in a game played in teams; else -1.
func wonByTeam(teams []int, results []float64, best float64) int {
	if len(teams) != len(results) {
		return -1
	}
	team := -1
	for i, v := range results {
		switch {
		case v != best:
		case team < 0:
			team = teams[i]
		case teams[i] != team:
			return -1
		}
	}
	for i, v := range results {
		if teams[i] == team && v != best {
			return -1
		}
	}
	return team
}

// boardState returns what the board may show: the whole position once
// the game is over or when nothing is hidden, otherwise the view of the
// seat at the device (or of nobody's secrets when no one has taken it).
func (s *Shell) boardState() rules.State { return s.masked(s.sess.State()) }

// masked returns what the board may show of st, a position of the game in
// progress: see boardState.
func (s *Shell) masked(st rules.State) rules.State {
	im, ok := st.(rules.Imperfect)
	if !ok || s.sess.Over() {
		return st
	}
	// Nobody at the device (-1) gets an onlooker's view: every rack hidden.
	return im.View(s.sess.Viewer())
}

// playHuman plays a person's move chosen on the board.
func (s *Shell) playHuman(ctx app.Context, a app.Action) {
	m, ok := a.Value.(rules.Move)
	if !ok || s.sess == nil || !s.sess.HumanTurn() || !rules.IsLegal(s.sess.State(), m) {
		return
	}
	s.apply(ctx, m)
}

// undo takes moves back, or with redo plays them again.
func (s *Shell) undo(ctx app.Context, redo bool) {
	s.ai.stop()
	var done bool
	if redo {
		done = s.sess.Redo()
	} else {
		done = s.sess.Undo()
	}
	if done {
		// The summary closes with the move taken back and shows again
		// when a redo ends the game.
		s.saveGame(ctx)
	}
	s.next(ctx)
}

// canResign reports whether the person here may resign the game shown:
// a game of two still going, with a seat here; against a friend playing
// by links, only on one's own turn, since a resignation sent while the
// friend's move is on its way would cross it, and each device would
// refuse the other's link.
func (s *Shell) canResign() bool {
	sess := s.sess
	switch {
	case sess.Over() || len(sess.Seats) != 2 || sess.people() == 0:
		return false
	case sess.Friends() && sess.FriendTurn():
		return s.liveNow()
	}
	return true
}

// liveNow reports whether the game shown is played with a friend over a
// live connection, now open.
func (s *Shell) liveNow() bool {
	return s.sess.Friends() && s.live != nil && s.live.open && s.live.game == s.sess.Game.Info().ID
}

// resign gives up for the person to move, or the only person seated,
// where they may still (the question was open meanwhile).
func (s *Shell) resign(ctx app.Context) {
	if !s.canResign() {
		return
	}
	sess := s.sess
	seat := sess.ToMove()
	if seat < 0 || !sess.Seats[seat].here() {
		for i, st := range sess.Seats {
			if st.here() {
				seat = i
			}
		}
	}
	s.ai.stop()
	if err := sess.Resign(seat); err != nil {
		s.notify(err.Error())
		return
	}
	s.saveGame(ctx)
	if sess.Friends() {
		s.sendMove()
	}
}

// again starts a new game with the same game, options and seats (and
// clock); after a rated game, another, against the level now nearest the
// player's rating.
func (s *Shell) again(ctx app.Context, e app.Event) {
	old := s.sess
	sess, err := NewSession(old.Game, FreshOptions(old.Game, old.Start().Setup(), newSeed()), old.Seats, len(rules.LevelsOf(old.Game)))
	if err == nil && old.Friends() {
		// A new game with the same friends: a new ID, which their
		// devices take as a game new to them.
		err = sess.befriend(friendGame{ID: newFriendID()})
	}
	if err == nil && old.Clock() != nil && !old.Rated() {
		// A rated game has no clock (one of an older version had).
		err = sess.SetClock(old.Clock().Control())
	}
	if err == nil && old.Rated() {
		err = rateAgain(ctx, sess)
	}
	if err != nil {
		s.notify(err.Error())
		return
	}
	s.start(ctx, sess)
}

// start makes sess the game in progress of its game, and shows it; a
// rated game going on that it replaces is lost (abandonRated).
func (s *Shell) start(ctx app.Context, sess *Session) {
	id := sess.Game.Info().ID
	if old := s.games[id]; old != sess {
		s.abandonRated(ctx, old)
	}
	s.games[id] = sess
	s.newID = ""
	s.open(ctx, sess)
	s.saveGame(ctx)
	if sess.Friends() && sess.FriendTurn() && len(sess.Moves()) == 0 {
		// A friend moves first: they need the game.
		s.sendMove()
	}
	if s.at != (route{page: pagePlay, id: id}) {
		s.navigate(ctx, "/play/"+id)
	}
}

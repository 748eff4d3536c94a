package shell

import (
	"errors"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// linkPrefix starts the address fragment of a share link:
// /play/blokusduo#r=AQ….
const linkPrefix = "r="

// linkOf returns the share link code of sess (see rules.EncodeLink),
// opening at position at.
func linkOf(sess *Session, at int) (string, error) {
	l := gameLink(sess, at)
	l.Seats = make([]int, len(sess.Seats))
	for i, seat := range sess.Seats {
		if seat.AI {
			l.Seats[i] = seat.Level
		}
	}
	return rules.EncodeLink(sess.Game, l)
}

// gameLink returns the link of sess's game, its start, moves and
// resignation or time-out, opening at position at.
func gameLink(sess *Session, at int) rules.Link {
	l := rules.Link{Setup: sess.Start().Setup(), Moves: slices.Clone(sess.Moves()), At: at}
	if sess.Resigned >= 0 {
		l.Resigned = sess.Resigned + 1
	}
	if seat := sess.TimedOut(); seat >= 0 {
		l.TimeOut, l.Clock = seat+1, sess.Clock().Control()
	}
	return l
}

// sessionOf rebuilds the game of share link l, read and checked by
// rules.DecodeLink: the moves up to its position played, the rest left
// to redo.
func sessionOf(g rules.Game, l rules.Link) (*Session, error) {
	levels := len(rules.LevelsOf(g))
	start, err := g.New(l.Setup)
	if err != nil {
		return nil, err
	}
	seats := make([]Seat, start.Players())
	for i, v := range l.Seats {
		if v > 0 {
			seats[i] = Seat{AI: true, Level: v}
		}
	}
	sess, err := NewSession(g, l.Setup, seats, levels)
	if err != nil {
		return nil, err
	}
	for _, m := range l.Moves[:l.At] {
		if err := sess.Play(m); err != nil {
			return nil, err
		}
	}
	sess.setRedo(l.Moves[l.At:])
	sess.imported = true
	if l.At == len(l.Moves) {
		switch {
		case l.Resigned > 0:
			err = sess.Resign(l.Resigned - 1)
		case l.TimeOut > 0:
			err = sess.ranOutOfTime(l.Clock, l.TimeOut-1)
		}
	}
	if err != nil {
		return nil, err
	}
	return sess, nil
}

// shareLink returns the address that opens the game shown on any
// device.
func (s *Shell) shareLink() (string, error) {
	code, err := linkOf(s.sess, len(s.sess.Moves()))
	if err != nil {
		return "", err
	}
	origin := app.Window().Get("location").Get("origin").String()
	return origin + pathOf("/play/"+s.sess.Game.Info().ID) + "#" + linkPrefix + code, nil
}

// linkError says in l why a link cannot be made or opened.
func linkError(l i18n.Lang, err error) string {
	me, isMove := errors.AsType[*rules.MoveError](err)
	stale, isStale := errors.AsType[*staleError](err)
	fork, isFork := errors.AsType[*forkError](err)
	taken, isTaken := errors.AsType[*takenError](err)
	played, isPlayed := errors.AsType[*playedError](err)
	resigned, isResigned := errors.AsType[*resignedError](err)
	unfriendly, isUnfriendly := errors.AsType[*unfriendlyError](err)
	long, isLong := errors.AsType[*rules.TooLongError](err)
	switch {
	case isStale && stale.Link == stale.Here:
		return l.T("friend.same", stale.Here)
	case isStale:
		return l.T("friend.stale", stale.Link, stale.Here)
	case isFork:
		return l.T("friend.fork", fork.Move)
	case isTaken:
		return l.T("friend.taken", taken.name(l))
	case isPlayed:
		return l.T("friend.played", played.Move, played.name(l))
	case isResigned:
		return l.T("friend.resigned", resigned.name(l))
	case isUnfriendly:
		return l.T("new.noFriends", unfriendly.Title)
	case isLong:
		return l.T("link.tooLong", long.Moves, rules.MaxMoves)
	case errors.Is(err, rules.ErrLinkHidden):
		return l.T("link.hidden")
	case errors.Is(err, rules.ErrLinkDamaged):
		return l.T("link.damaged")
	case errors.Is(err, rules.ErrLinkVersion):
		return l.T("link.version")
	case errors.Is(err, rules.ErrLinkSetup):
		return l.T("link.setup")
	case errors.Is(err, errSetup):
		return l.T("friend.setup")
	case isMove && errors.Is(me.Err, rules.ErrOver):
		return l.T("link.badMove", me.Number, l.T("link.why.over"))
	case isMove && errors.Is(me.Err, errNotLegal):
		return l.T("link.badMove", me.Number, l.T("link.why.illegal"))
	case isMove:
		return l.T("link.badMove", me.Number, me.Err)
	}
	return l.T("link.bad", err)
}

// listenLinks opens a link opened again in the tab that opened it last.
// openLink takes the link out of the address without go-app's knowing,
// so go-app, still at the link's address, sees no navigation when the
// same link comes back (the player answered No, then thought again):
// only the browser's hashchange says it. A link go-app does navigate to
// has been taken out of the address by then (its navigation, dispatched
// first, opened it), and is not opened twice.
func (s *Shell) listenLinks(ctx app.Context) {
	app.Window().Call("addEventListener", "hashchange", app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) {
			if f := app.Window().URL().Fragment; strings.HasPrefix(f, linkPrefix) || strings.HasPrefix(f, livePrefix) || strings.HasPrefix(f, liveAnswerPrefix) {
				s.OnNav(ctx)
			}
		})
		return nil
	}))
}

// openLink opens the game of a share link (the fragment of the address,
// after linkPrefix) on the page of game id, and takes the link out of
// the address so that a reload does not open it again. A link that does
// not read leaves the game in progress as it was and says why. A
// friend's link (one with an ID) plays its new moves on the game held
// here when it extends it (see receive), or starts the game on this
// device (see join), once the page has drawn the game held.
func (s *Shell) openLink(ctx app.Context, id, fragment string) {
	app.Window().Get("history").Call("replaceState", nil, "", pathOf("/play/"+id))
	g, _ := rules.Lookup(id)
	code := strings.TrimPrefix(fragment, linkPrefix)
	l, _, err := rules.DecodeLink(g, code)
	if err == nil && l.ID != 0 {
		// Once the game held here is drawn, so that the friend's moves
		// are animated and said as the computer's are.
		ctx.Defer(func(ctx app.Context) {
			if err := s.openFriend(ctx, g, l, false); err != nil {
				s.notify(linkError(s.lang, err))
			}
		})
		return
	}
	var sess *Session
	if err == nil {
		sess, err = sessionOf(g, l)
	}
	switch {
	case err != nil:
		s.notify(linkError(s.lang, err))
	case sess != nil:
		s.replace(ctx, sess, nil)
	}
}

// joinedText welcomes a person to a friend's game new to this device:
// which game, which seat is theirs, where its rules are.
func joinedText(l i18n.Lang, sess *Session) string {
	id := sess.Game.Info().ID
	for i, seat := range sess.Seats {
		if seat.here() {
			return l.T("friend.joined", sess.Game.Info().Title, seatNameIn(l, id, i, len(sess.Seats)))
		}
	}
	return ""
}

// openFriend takes friend link l of game g: the moves it adds to the
// game held here, or the game new to this device (see join, for
// anySeat), in place of the game held, after asking where that one is
// under way (see asksToJoin, and replace for a game not played by
// links).
func (s *Shell) openFriend(ctx app.Context, g rules.Game, l rules.Link, anySeat bool) error {
	held := s.games[g.Info().ID]
	if !held.plays(l) {
		sess, err := joinOver(held, g, l, anySeat)
		if err != nil {
			return err
		}
		welcome := func(app.Context) {
			if text := joinedText(s.lang, sess); text != "" {
				s.notify(text)
			}
		}
		if asksToJoin(held, sess) {
			ask(ctx, s.lang.T("friend.other", g.Info().Title), s.opening(sess, welcome))
			return nil
		}
		s.replace(ctx, sess, welcome)
		return nil
	}
	s.open(ctx, held)
	s.ai.stop()
	s.sending = outgoing{}
	from := len(held.Moves())
	if err := held.receive(l); err != nil {
		return err
	}
	// The friend's device played this one's only moves: say them, as
	// this device would have.
	seats, texts := held.forcedHere(from)
	for i, seat := range seats {
		s.sayForced(seat, texts[i])
	}
	s.saveGame(ctx)
	s.playForced(ctx)
	if len(held.Moves()) > len(l.Moves) && !held.HumanTurn() {
		// Forced moves played here, which the others need.
		s.sendMove()
	}
	s.next(ctx)
	return nil
}

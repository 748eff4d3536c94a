package shell

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"impasse/app/i18n"
	"impasse/rules"
)

// A game may have a clock (rules.Clock): each player's time and an
// increment a move, chosen in the new-game dialog. Only a two-player
// game has one: running out of time loses, and only between two players
// does that say who wins (with more, the places of the others would
// need a rule the games do not have; alone, there is nobody to lose
// to). The rules for a game with a clock:
//
//   - The clock runs from the start, for the seat to move, the
//     computer's seats too: its thinking time is its own.
//   - In a game against the computer the clock stops while the game is
//     not in sight (the page hidden, another page shown); between people
//     at one device it keeps running.
//   - A move cannot be taken back, nor played again, and the game cannot
//     be played on from an earlier move (replay) until it is over; it
//     then goes on without its clock. The replay, the analysis and a
//     hint stay: they cost the time of whoever uses them.
//   - The time while the app is closed does not count: a reload goes on
//     from the times saved when the page was last hidden or a move made.
//   - The record says the time control (TimeControl "300+5") and which
//     seat ran out of time (TimeOut "2"); a record read with a
//     TimeControl and not over goes on with each player's whole time.

var (
	// errTimeOut is the error of a move made once the mover's time was
	// out.
	errTimeOut = errors.New("out of time")
	// errTimedBranch is the error of a game with a clock played on from
	// an earlier move before its end.
	errTimedBranch = errors.New("a game with a clock is played on from an earlier move only once over")
)

// clockError is a problem with the clock of a game read: the game is
// read, its clock is not.
type clockError struct {
	// game is the title of the game read, when known.
	game string
	err  error
	// restart is set when each player's time starts again; else the game
	// goes on without a clock.
	restart bool
}

func (e *clockError) Error() string {
	if e.restart {
		return "its clock: " + e.err.Error() + "; each player's time starts again"
	}
	return "its clock: " + e.err.Error() + "; the game goes on without one"
}

// say says e in l.
func (e *clockError) say(l i18n.Lang) string {
	if e.restart {
		return l.T("clock.damagedRestart", e.game, e.err)
	}
	return l.T("clock.damagedDropped", e.game, e.err)
}

func (e *clockError) Unwrap() error { return e.err }

// SetClock gives the game, two-player and with no move made yet, a
// clock of time control tc, which starts at once.
func (s *Session) SetClock(tc rules.TimeControl) error {
	if len(s.Seats) != 2 {
		return errors.New("only a two-player game has a clock")
	}
	if len(s.moves) > 0 {
		return errors.New("a clock is set before the first move")
	}
	if s.rated != nil {
		// It would cut the computer's thinking short, and make its level
		// weaker than its rating says.
		return errors.New("a rated game has no clock")
	}
	s.clock = rules.NewClock(tc, 2, s.now)
	s.clock.Start(s.state.ToMove())
	return nil
}

// Clock returns the game's clock, or nil.
func (s *Session) Clock() *rules.Clock { return s.clock }

// TimedOut returns the seat that ran out of time, or -1.
func (s *Session) TimedOut() int {
	if s.clock == nil || s.clock.Flagged() < 0 {
		return -1
	}
	return s.clock.Flagged()
}

// CheckClock ends the game when the time of the seat to move is out,
// and reports whether it did.
func (s *Session) CheckClock() bool {
	if s.clock == nil || s.Over() {
		return false
	}
	return s.clock.Check() >= 0
}

// pressClock passes the clock on after a move: to the seat to move now
// when another's, or it stops at the end of the game. A turn of several
// moves by one seat is one press.
func (s *Session) pressClock() {
	switch {
	case s.clock == nil:
	case s.state.Over():
		s.clock.Stop()
	case s.state.ToMove() != s.movers[len(s.movers)-1]:
		s.clock.Press(s.state.ToMove())
	}
}

// clockTags writes the clock's tags into rec, the game's record.
func (s *Session) clockTags(rec *rules.Record) {
	if s.clock == nil {
		return
	}
	rec.SetTag(rules.TagTimeControl, s.clock.Control().String())
	if seat := s.TimedOut(); seat >= 0 {
		rec.SetTag(rules.TagTimeOut, strconv.Itoa(seat+1))
		rec.SetTag(rules.TagResult, rules.ResultString(s.Results()))
	}
}

// clockOf gives the game read from rec the clock its tags say: the
// seat that ran out of time, or each seat's whole time, the clock
// running for the seat to move. A tag that does not read is a
// *clockError.
func (s *Session) clockOf(rec *rules.Record) error {
	v := rec.Tag(rules.TagTimeControl)
	timeOut := rec.Tag(rules.TagTimeOut)
	if v == "" {
		if timeOut != "" {
			return &clockError{err: fmt.Errorf("%s %s with no %s", rules.TagTimeOut, rules.Quote(timeOut), rules.TagTimeControl)}
		}
		return nil
	}
	tc, err := rules.ParseTimeControl(v)
	if err == nil && len(s.Seats) != 2 {
		err = fmt.Errorf("a game of %d players has no clock", len(s.Seats))
	}
	if err != nil {
		return &clockError{err: err}
	}
	if timeOut == "" {
		s.clock = rules.NewClock(tc, 2, s.now)
		if !s.Over() {
			s.clock.Start(s.state.ToMove())
		}
		return nil
	}
	n, err := strconv.Atoi(timeOut)
	switch {
	case err != nil || n < 1 || n > 2:
		err = fmt.Errorf("%s %s is not 1 or 2", rules.TagTimeOut, rules.Quote(timeOut))
	case s.Over():
		err = fmt.Errorf("%s %s, but the game was over before", rules.TagTimeOut, rules.Quote(timeOut))
	}
	if err == nil {
		err = s.ranOutOfTime(tc, n-1)
	}
	if err != nil {
		return &clockError{err: err}
	}
	return nil
}

// ranOutOfTime ends the game, played with time control tc, as lost on
// time by seat, whose move it must be: only its clock runs.
func (s *Session) ranOutOfTime(tc rules.TimeControl, seat int) error {
	if len(s.Seats) != 2 || s.Over() {
		return fmt.Errorf("seat %d cannot run out of time here", seat+1)
	}
	if to := s.state.ToMove(); seat != to {
		return fmt.Errorf("seat %d cannot run out of time on seat %d's turn", seat+1, to+1)
	}
	s.clock = rules.NewClock(tc, 2, s.now)
	s.clock.Flag(seat)
	return nil
}

// dropClockTags removes the clock's tags from rec.
func dropClockTags(rec *rules.Record) {
	rec.Tags = slices.DeleteFunc(rec.Tags, func(t rules.Tag) bool {
		return t.Name == rules.TagTimeControl || t.Name == rules.TagTimeOut
	})
}

// clockTimes returns each seat's time left, in milliseconds, to save,
// or nil with no clock.
func (s *Session) clockTimes() []int64 {
	if s.clock == nil {
		return nil
	}
	var ms []int64
	for _, d := range s.clock.Times() {
		ms = append(ms, d.Milliseconds())
	}
	return ms
}

// durationsOf returns times saved in milliseconds as durations, one
// that overflows as -1, which no clock takes.
func durationsOf(ms []int64) []time.Duration {
	left := make([]time.Duration, len(ms))
	for i, v := range ms {
		left[i] = time.Duration(v) * time.Millisecond
		if left[i]/time.Millisecond != time.Duration(v) {
			left[i] = -1 // overflow: out of bounds
		}
	}
	return left
}

// readClock sets the times of the clock of a saved game, as clockTimes
// saved them; times that cannot be set (none, too many, out of bounds)
// are a *clockError, and each seat's time starts again.
func (s *Session) readClock(ms []int64) *clockError {
	if s.clock == nil || s.TimedOut() >= 0 {
		return nil
	}
	if err := s.clock.Set(durationsOf(ms)); err != nil {
		return &clockError{err: err, restart: true}
	}
	return nil
}

package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Tags of a game played with clocks.
const (
	// TagTimeControl is the time control a game was played with, as
	// TimeControl.String writes it: "300+5".
	TagTimeControl = "TimeControl"
	// TagTimeOut is the tag of a game that ended when a seat ran out of
	// time: that seat, counting from 1. It ends the game as a
	// resignation does (see TagResigned).
	TagTimeOut = "TimeOut"
)

// The bounds of a time control: a time per player of 1 s to 10 hours,
// an increment of at most 10 minutes.
const (
	maxBase      = 10 * time.Hour
	maxIncrement = 10 * time.Minute
)

// TimeControl is a clock's setting: each player's time for the game,
// and the increment added to a player's time after each of their moves
// (Fischer's). Both are whole seconds.
type TimeControl struct {
	Base, Increment time.Duration
}

// String writes tc as the TimeControl tag does, in seconds: base, "+",
// increment ("300+5").
func (tc TimeControl) String() string {
	return strconv.Itoa(int(tc.Base/time.Second)) + "+" + strconv.Itoa(int(tc.Increment/time.Second))
}

// ParseTimeControl reads a time control as String writes it: whole
// seconds, the base from 1 s to 10 hours, the increment at most 10
// minutes.
func ParseTimeControl(v string) (TimeControl, error) {
	base, inc, ok := strings.Cut(v, "+")
	b, errB := seconds(base)
	i, errI := seconds(inc)
	switch {
	case !ok || errB != nil || errI != nil:
		return TimeControl{}, fmt.Errorf("%s %s: want seconds per player, \"+\", seconds a move (\"300+5\")", TagTimeControl, Quote(v))
	case b < time.Second || b > maxBase:
		return TimeControl{}, fmt.Errorf("%s %s: the time per player is not 1 to %d seconds", TagTimeControl, Quote(v), int(maxBase/time.Second))
	case i > maxIncrement:
		return TimeControl{}, fmt.Errorf("%s %s: the increment is over %d seconds", TagTimeControl, Quote(v), int(maxIncrement/time.Second))
	}
	return TimeControl{Base: b, Increment: i}, nil
}

// seconds reads a number of seconds written in decimal digits only.
func seconds(v string) (time.Duration, error) {
	if v == "" || len(v) > 6 || strings.Trim(v, "0123456789") != "" {
		return 0, errors.New("not a number of seconds")
	}
	n, err := strconv.Atoi(v)
	return time.Duration(n) * time.Second, err
}

// Clock is a chess clock for the seats of a game: each seat's time
// left, the seat whose time runs, whether it is paused and the seat
// that ran out of time. It reads the time only through the function it
// is given, never from the wall.
type Clock struct {
	control TimeControl
	now     func() time.Time
	// left is each seat's time when its period began; the running
	// seat's time runs from since.
	left    []time.Duration
	running int
	since   time.Time
	paused  bool
	flagged int
}

// NewClock returns a clock for the given number of seats, each with the
// control's base time, stopped: no seat's time runs until Start.
func NewClock(tc TimeControl, seats int, now func() time.Time) *Clock {
	left := make([]time.Duration, seats)
	for i := range left {
		left[i] = tc.Base
	}
	return &Clock{control: tc, now: now, left: left, running: Nobody, flagged: Nobody}
}

// Control returns the clock's time control.
func (c *Clock) Control() TimeControl { return c.control }

// Set sets each seat's time left, as Times returned them: len(left)
// values, none negative nor over the base time and 10 hours. It is an
// error otherwise, and the clock is left as it was.
func (c *Clock) Set(left []time.Duration) error {
	if len(left) != len(c.left) {
		return fmt.Errorf("the clock has %d times for %d seats", len(left), len(c.left))
	}
	for i, d := range left {
		if d < 0 || d > c.control.Base+maxBase {
			return fmt.Errorf("seat %d has %v left, not 0 to %v", i+1, d, c.control.Base+maxBase)
		}
	}
	copy(c.left, left)
	c.since = c.now()
	return nil
}

// Start starts seat's time, the clock being stopped.
func (c *Clock) Start(seat int) {
	c.running, c.since = seat, c.now()
}

// Running returns the seat whose time runs (paused or not), or Nobody.
func (c *Clock) Running() int { return c.running }

// Paused reports whether the clock is paused.
func (c *Clock) Paused() bool { return c.paused }

// Flagged returns the seat that ran out of time, or Nobody.
func (c *Clock) Flagged() int { return c.flagged }

// Left returns seat's time left now, never below zero.
func (c *Clock) Left(seat int) time.Duration {
	d := c.left[seat]
	if seat == c.running && !c.paused {
		d -= c.now().Sub(c.since)
	}
	return max(d, 0)
}

// Times returns each seat's time left now.
func (c *Clock) Times() []time.Duration {
	t := make([]time.Duration, len(c.left))
	for i := range t {
		t[i] = c.Left(i)
	}
	return t
}

// Check flags the running seat when its time is out, and returns the
// seat that ran out of time, or Nobody. A flagged clock stops.
func (c *Clock) Check() int {
	if c.flagged == Nobody && c.running != Nobody && c.Left(c.running) == 0 {
		c.flagged = c.running
		c.stop()
	}
	return c.flagged
}

// Press ends the running seat's move: its time stops, the increment is
// added to it and next's time runs (Nobody: the game is over and the
// clock stops). A seat whose time was out is flagged instead, and
// Press returns false; a paused clock stays paused, next's time ready
// to run.
func (c *Clock) Press(next int) bool {
	if c.Check() != Nobody {
		return false
	}
	if c.running != Nobody {
		c.left[c.running] = c.Left(c.running) + c.control.Increment
	}
	c.running, c.since = next, c.now()
	return true
}

// Pause stops the running seat's time until Resume.
func (c *Clock) Pause() {
	if c.paused || c.running == Nobody {
		return
	}
	c.left[c.running] = c.Left(c.running)
	c.paused = true
}

// Resume runs again the time that Pause stopped.
func (c *Clock) Resume() {
	if c.paused {
		c.paused, c.since = false, c.now()
	}
}

// Stop stops the clock: nobody's time runs.
func (c *Clock) Stop() { c.stop() }

func (c *Clock) stop() {
	if c.running != Nobody && !c.paused {
		c.left[c.running] = c.Left(c.running)
	}
	c.running, c.paused = Nobody, false
}

// Flag makes seat the one that ran out of time, as a record's TimeOut
// tag says, and stops the clock; its time left is none.
func (c *Clock) Flag(seat int) {
	c.stop()
	c.left[seat] = 0
	c.flagged = seat
}

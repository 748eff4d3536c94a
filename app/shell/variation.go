package shell

import (
	"encoding/json"
	"fmt"
	"slices"

	"impasse/rules"
)

// PositionAt returns the position after the first k moves of the game
// (0: the start); it is the caller's to keep.
func (s *Session) PositionAt(k int) rules.State {
	st := s.start.Clone()
	for _, m := range s.moves[:k] {
		st.Apply(m)
	}
	return st
}

// branchable returns why the game may not be played on from an earlier
// position now (see Branch), or nil.
func (s *Session) branchable() error {
	switch {
	case s.friend != nil:
		return errFriendBranch
	case s.clock != nil && !s.Over():
		return errTimedBranch
	case s.rated != nil && !s.Over():
		return errRatedBranch
	}
	return nil
}

// Branch makes the position after the first k moves the one to play on
// from: the moves after it are kept as a variation, and the game goes on
// from there (a resignation or a time out after it no longer holds).
// A game with a clock branches only once over, and goes on without it;
// so does a rated game, unrated;
// a game played by links never does (errFriendBranch).
// The person at the board is whoever moves from there: nobody's hidden
// material shows until they take the device.
func (s *Session) Branch(k int) error {
	if k < 0 || k > len(s.moves) {
		return fmt.Errorf("no position %d in a game of %d moves", k, len(s.moves))
	}
	if err := s.branchable(); err != nil {
		return err
	}
	s.shown = s.onlyPerson()
	if k == len(s.moves) && s.Resigned < 0 && s.TimedOut() < 0 {
		return nil
	}
	old := s.asVariation()
	s.clock, s.rated = nil, nil
	s.truncate(k)
	s.redo = nil
	s.keep(old)
	s.Resigned = -1
	// From here on it is a game played on this device, and another one
	// in the history than the game it branched from.
	s.filed, s.imported = 0, false
	return nil
}

// variation is a line of play kept by Branch or SwitchTo: a whole game
// from the start, and what of its end its moves do not say, which comes
// back with it (see SwitchTo).
type variation struct {
	moves []rules.Move
	end   lineEnd
}

// lineEnd is what a game keeps of its end besides its moves: the seat
// that resigned (or -1), its clock (run out, or stopped at the end; or
// nil), its rated game and its place in the history.
type lineEnd struct {
	resigned int
	clock    *rules.Clock
	rated    *ratedGame
	filed    int64
	imported bool
}

// empty reports whether e keeps nothing: a line that ended by its
// moves, or has not ended, on this device, out of the history.
func (e lineEnd) empty() bool {
	return e.resigned < 0 && e.clock == nil && e.rated == nil && e.filed == 0 && !e.imported
}

// asVariation returns the game as it stands, as a variation.
func (s *Session) asVariation() variation {
	return variation{moves: slices.Clone(s.moves), end: lineEnd{resigned: s.Resigned, clock: s.clock, rated: s.rated, filed: s.filed, imported: s.imported}}
}

// keep adds v to the variations, unless it has no move of its own: it
// is the start of the game, or of a variation kept and has no end of its
// own to keep (the same line kept takes v's end). Variations that the
// game has come to include are dropped.
func (s *Session) keep(v variation) {
	s.variations = slices.DeleteFunc(s.variations, func(w variation) bool { return !s.own(w.moves) })
	if !s.own(v.moves) {
		return
	}
	for i, w := range s.variations {
		if len(w.moves) < len(v.moves) || !slices.Equal(w.moves[:len(v.moves)], v.moves) {
			continue
		}
		switch {
		case v.end.empty():
			return
		case len(w.moves) == len(v.moves):
			s.variations[i] = v
			return
		}
	}
	s.variations = append(s.variations, v)
}

// own reports whether line, a game from the start, has moves of its own:
// it is not the game or the start of it.
func (s *Session) own(line []rules.Move) bool { return s.Fork(line) < len(line) }

// Variations returns the lines kept by Branch and SwitchTo, each a game
// from the start.
func (s *Session) Variations() [][]rules.Move {
	lines := make([][]rules.Move, len(s.variations))
	for i, v := range s.variations {
		lines[i] = v.moves
	}
	return lines
}

// SwitchTo makes variation i the game, as it ended if it did (see
// lineEnd), and keeps the game as it was as a variation when it has
// moves of its own. A game played by links has no
// variations to switch to (errFriendBranch).
func (s *Session) SwitchTo(i int) error {
	if s.friend != nil {
		return errFriendBranch
	}
	if i < 0 || i >= len(s.variations) {
		return fmt.Errorf("no variation %d", i+1)
	}
	v := s.variations[i]
	old := s.asVariation()
	s.variations = slices.Delete(s.variations, i, i+1)
	s.truncate(0)
	s.redo = nil
	s.Resigned = -1
	s.clock, s.rated = nil, nil
	for _, m := range v.moves {
		if err := s.Play(m); err != nil {
			return err
		}
	}
	// The line ends as it did: resigned, or lost on time, with its
	// history entry (filed again, it would be a second game).
	e := v.end
	s.Resigned, s.clock, s.rated, s.filed, s.imported = e.resigned, e.clock, e.rated, e.filed, e.imported
	s.keep(old)
	return nil
}

// Fork returns the number of moves line, a variation, shares with the
// game before it goes its own way.
func (s *Session) Fork(line []rules.Move) int {
	n := 0
	for n < len(line) && n < len(s.moves) && line[n] == s.moves[n] {
		n++
	}
	return n
}

// texts returns the notation of line, a game from the start.
func (s *Session) texts(line []rules.Move) []string {
	st := s.start.Clone()
	out := make([]string, len(line))
	for i, m := range line {
		out[i] = st.MoveString(m)
		st.Apply(m)
	}
	return out
}

// savedLineEnd is a variation's end as saved: the seat that resigned
// and the one that ran out of time, from 1 (0: none), the clock's
// control and each seat's time left in milliseconds, and the history
// entry. A rated game is not saved with it: its result is counted, and
// a line switched back to after a reload is shown unrated.
type savedLineEnd struct {
	Resigned int     `json:"resigned,omitempty"`
	TimeOut  int     `json:"timeOut,omitempty"`
	Control  string  `json:"control,omitempty"`
	Clock    []int64 `json:"clock,omitempty"`
	Filed    int64   `json:"filed,omitempty"`
	Imported bool    `json:"imported,omitempty"`
}

// saveLineEnd returns e as saved, or nil when it keeps nothing saved.
func saveLineEnd(e lineEnd) *savedLineEnd {
	ls := &savedLineEnd{Resigned: e.resigned + 1, Filed: e.filed, Imported: e.imported}
	if c := e.clock; c != nil {
		ls.Control = c.Control().String()
		if c.Flagged() >= 0 {
			ls.TimeOut = c.Flagged() + 1
		}
		for _, d := range c.Times() {
			ls.Clock = append(ls.Clock, d.Milliseconds())
		}
	}
	if ls.Resigned == 0 && ls.Control == "" && ls.Filed == 0 && !ls.Imported {
		return nil
	}
	return ls
}

// readLineEnd returns the end saved in data of line, a variation of s;
// what does not read is left out. A resignation and a clock need two
// players; a clock that did not run out needs the line over.
func readLineEnd(data json.RawMessage, s *Session, line []rules.Move) lineEnd {
	e := lineEnd{resigned: -1}
	var ls savedLineEnd
	if json.Unmarshal(data, &ls) != nil {
		return e
	}
	e.filed, e.imported = ls.Filed, ls.Imported
	if len(s.Seats) != 2 {
		return e
	}
	if ls.Resigned == 1 || ls.Resigned == 2 {
		e.resigned = ls.Resigned - 1
	}
	tc, err := rules.ParseTimeControl(ls.Control)
	if err != nil {
		return e
	}
	flagged := ls.TimeOut == 1 || ls.TimeOut == 2
	if end := s.start.Clone(); !flagged {
		for _, m := range line {
			end.Apply(m)
		}
		if !end.Over() {
			return e
		}
	}
	c := rules.NewClock(tc, 2, s.now)
	_ = c.Set(durationsOf(ls.Clock)) // times that do not read leave the whole times
	if flagged {
		c.Flag(ls.TimeOut - 1)
	}
	e.clock = c
	return e
}

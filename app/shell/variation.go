package shell

import (
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
	s.clock, s.rated = nil, nil
	old := slices.Clone(s.moves)
	s.truncate(k)
	s.redo = nil
	s.keep(old)
	s.Resigned = -1
	// From here on it is a game played on this device, and another one
	// in the history than the game it branched from.
	s.filed, s.imported = 0, false
	return nil
}

// keep adds line, a game from the start, to the variations, unless it
// has no move of its own: it is the start of the game or of a variation
// kept. Variations that the game has come to include are dropped.
func (s *Session) keep(line []rules.Move) {
	s.variations = slices.DeleteFunc(s.variations, func(v []rules.Move) bool { return !s.own(v) })
	if !s.own(line) {
		return
	}
	for _, v := range s.variations {
		if len(v) >= len(line) && slices.Equal(v[:len(line)], line) {
			return
		}
	}
	s.variations = append(s.variations, slices.Clone(line))
}

// own reports whether line, a game from the start, has moves of its own:
// it is not the game or the start of it.
func (s *Session) own(line []rules.Move) bool { return s.Fork(line) < len(line) }

// Variations returns the lines kept by Branch, each a game from the
// start.
func (s *Session) Variations() [][]rules.Move { return s.variations }

// SwitchTo makes variation i the game, and keeps the game as it was as a
// variation when it has moves of its own. A game played by links has no
// variations to switch to (errFriendBranch).
func (s *Session) SwitchTo(i int) error {
	if s.friend != nil {
		return errFriendBranch
	}
	if i < 0 || i >= len(s.variations) {
		return fmt.Errorf("no variation %d", i+1)
	}
	line := s.variations[i]
	old := slices.Clone(s.moves)
	s.variations = slices.Delete(s.variations, i, i+1)
	s.truncate(0)
	s.redo = nil
	s.Resigned = -1
	s.clock = nil
	for _, m := range line {
		if err := s.Play(m); err != nil {
			return err
		}
	}
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

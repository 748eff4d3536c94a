package shell

// The curtain of a game with hidden material (Blockers' racks) played by
// several people at one device: the Session keeps whose material the
// device shows, hides it when a move is chosen, and shows the person to
// move theirs once they say they took the device (Reveal).

// people counts the seats played by people at this device.
func (s *Session) people() int {
	n := 0
	for _, seat := range s.Seats {
		if seat.here() {
			n++
		}
	}
	return n
}

// onlyPerson returns the seat of the only person seated, or -1.
func (s *Session) onlyPerson() int {
	seat := -1
	for i, st := range s.Seats {
		if st.here() {
			if seat >= 0 {
				return -1
			}
			seat = i
		}
	}
	return seat
}

// hidden reports whether the game hides material from some players.
func (s *Session) hidden() bool { return s.Game.Info().Hidden }

// secretRecord reports whether the game's record, which holds every
// player's hidden material (Blockers!' piles), is kept until the end.
func (s *Session) secretRecord() bool { return s.hidden() && !s.Over() }

// passed reports whether the device passes from person to person with
// material hidden between them: a game with hidden material and several
// people seated.
func (s *Session) passed() bool { return s.hidden() && s.people() >= 2 }

// Open readies the game to be shown afresh: as it stands (the replay
// closed) and, when the device passes from person to person, with
// nobody's material shown until the person to move takes it.
func (s *Session) Open() {
	s.CloseReplay()
	s.shown = s.onlyPerson()
	s.curtainClock()
}

// Viewer returns the seat of the person at the board, or -1: in a game
// with hidden material, the one whose material the device shows; else
// the person to move, else the only person seated.
func (s *Session) Viewer() int {
	if s.hidden() {
		return s.shown
	}
	if s.HumanTurn() {
		return s.ToMove()
	}
	return s.onlyPerson()
}

// Curtain returns the seat the device must be passed to before the board
// may be shown, or -1: when the device passes from person to person, a
// person's turn after another's shows a screen that hides the previous
// one's material until the next one takes over (Reveal).
func (s *Session) Curtain() int {
	if !s.passed() || !s.HumanTurn() {
		return -1
	}
	if t := s.ToMove(); t != s.shown {
		return t
	}
	return -1
}

// Reveal shows the material of the person to move, who took the device.
func (s *Session) Reveal() {
	if s.HumanTurn() {
		s.shown = s.ToMove()
	}
	s.curtainClock()
}

// curtainClock stops the clock while the curtain is up, and runs it
// again once the person to move took the device: until then they cannot
// see their material, nor may they move. Where the device passes from
// person to person, nothing else stops the clock (a clock is for two
// seats, here both people's): the curtain alone says whether it runs.
func (s *Session) curtainClock() {
	switch {
	case s.clock == nil || !s.passed():
	case s.Curtain() >= 0:
		s.clock.Pause()
	default:
		s.clock.Resume()
	}
}

// handOver hides, after a move chosen when the device passes from person
// to person, the material of whoever chose it: nobody's shows until the
// next person takes the device, not even during the computer's turns.
// A forced move (a pass) changes nothing: nobody chose it.
func (s *Session) handOver(forced bool) {
	if !forced && s.passed() {
		s.shown = -1
	}
}

package shell

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"impasse/rules"
)

// Seat says who plays a seat: a person at this device, a friend at
// another (a game played by links, see friend.go), or the computer at a
// level.
type Seat struct {
	AI     bool `json:"ai"`
	Level  int  `json:"level,omitempty"`
	Friend bool `json:"friend,omitempty"`
}

// here reports whether a person plays the seat at this device.
func (s Seat) here() bool { return !s.AI && !s.Friend }

// tag writes the seat as its record tag value: "person", "friend" or
// "computer 3".
func (s Seat) tag() string {
	switch {
	case s.AI:
		return "computer " + strconv.Itoa(s.Level)
	case s.Friend:
		return "friend"
	}
	return "person"
}

// parseSeat reads a seat tag value.
func parseSeat(v string, levels int) (Seat, error) {
	switch v {
	case "person":
		return Seat{}, nil
	case "friend":
		return Seat{Friend: true}, nil
	}
	if rest, ok := strings.CutPrefix(v, "computer "); ok {
		n, err := strconv.Atoi(rest)
		if err == nil && n >= 1 && n <= levels {
			return Seat{AI: true, Level: n}, nil
		}
	}
	return Seat{}, fmt.Errorf("seat %s is not \"person\", \"friend\" nor \"computer 1\" to \"computer %d\"", rules.Quote(v), levels)
}

// Session is one game being played on this device: its setup, the seats,
// the moves so far and the moves taken back (redo).
type Session struct {
	Game  rules.Game
	Seats []Seat
	// Resigned is the seat that resigned, or -1.
	Resigned int

	start  rules.State
	state  rules.State
	moves  []rules.Move
	movers []int  // the seat that played each move
	forced []bool // whether each move was the only legal one
	redo   []rules.Move
	levels int
	// legal holds the legal moves of the position now while Play looks
	// at them, kept to spare an allocation a move.
	legal []rules.Move
	// variations are the lines of play left by branching: each a whole
	// game from the start, kept with the game as Pentobi keeps them.
	variations []variation
	// filed identifies the game in the history once it has ended (when
	// it was filed, in Unix milliseconds), or is 0.
	filed int64
	// imported is set for a game read from a record or a link, not
	// played on this device: the history does not count it.
	imported bool
	// notes are the tags and comments of the record the game was read
	// from that Record writes again (see records.go).
	notes notes
	// analysis is the computer's analysis of the game, as it stood then
	// (see analysis.of), or nil.
	analysis *analysis
	// replay steps through the game while it stays as it is.
	replay replay
	// shown is the seat whose hidden material the device shows, in a
	// game with hidden material, or -1 (see curtain.go).
	shown int
	// friend is set for a game played by links with friends at other
	// devices (see friend.go).
	friend *friendGame
	// clock is the game's clock, or nil (see clock.go); now is the time
	// it reads.
	clock *rules.Clock
	now   func() time.Time
	// rated is set for a rated game (see ratings.go).
	rated *ratedGame
}

// FreshOptions returns the options of a new game of g made from opts:
// only the keys g offers (not the piles or the first player a finished
// game's setup names), and a new random Seed when g takes any seed, so
// that every game of a game with chance deals afresh.
func FreshOptions(g rules.Game, opts rules.Options, seed uint64) rules.Options {
	o := rules.Options{}
	for _, op := range g.Options() {
		if v, ok := opts[op.Key]; ok {
			o[op.Key] = v
		}
		if op.Key == rules.KeySeed && len(op.Values) == 0 {
			o[op.Key] = strconv.FormatUint(seed, 10)
		}
	}
	return o
}

// newSeed returns a seed for a new game's shuffle.
func newSeed() uint64 { return rand.Uint64() }

// NewSession starts a game of g with options opts and the given seats
// (one per seat of the game).
func NewSession(g rules.Game, opts rules.Options, seats []Seat, levels int) (*Session, error) {
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	if len(seats) != st.Players() {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), st.Players())
	}
	for i, s := range seats {
		if s.AI && (s.Level < 1 || s.Level > levels) {
			return nil, fmt.Errorf("seat %d: level %d is not 1 to %d", i+1, s.Level, levels)
		}
	}
	sess := &Session{Game: g, Seats: seats, Resigned: -1, start: st, state: st.Clone(), levels: levels, now: time.Now}
	sess.shown = sess.onlyPerson()
	return sess, nil
}

// State returns the current position; callers must not modify it.
func (s *Session) State() rules.State { return s.state }

// Start returns the start position; callers must not modify it.
func (s *Session) Start() rules.State { return s.start }

// Before returns the position before the last move, or nil when no move
// has been played; it is the caller's to keep.
func (s *Session) Before() rules.State {
	n := len(s.moves)
	if n == 0 {
		return nil
	}
	st := s.start.Clone()
	for _, m := range s.moves[:n-1] {
		st.Apply(m)
	}
	return st
}

// Moves returns the moves played.
func (s *Session) Moves() []rules.Move { return s.moves }

// Mover returns the seat that played move i.
func (s *Session) Mover(i int) int { return s.movers[i] }

// Over reports whether the game has ended, by the rules, by
// resignation or on time.
func (s *Session) Over() bool { return s.Resigned >= 0 || s.TimedOut() >= 0 || s.state.Over() }

// Results returns each seat's result once the game is over.
func (s *Session) Results() []float64 {
	if lost := max(s.Resigned, s.TimedOut()); lost >= 0 {
		r := make([]float64, len(s.Seats))
		for i := range r {
			if i != lost {
				r[i] = 1 / float64(len(r)-1)
			}
		}
		return r
	}
	return s.state.Results()
}

// ToMove returns the seat to move, or rules.Nobody once over.
func (s *Session) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.state.ToMove()
}

// AITurn returns the seat and level when the computer is to move.
func (s *Session) AITurn() (seat, level int, ok bool) {
	t := s.ToMove()
	if t < 0 || !s.Seats[t].AI {
		return 0, 0, false
	}
	return t, s.Seats[t].Level, true
}

// HumanTurn reports whether a person at this device is to move.
func (s *Session) HumanTurn() bool {
	t := s.ToMove()
	return t >= 0 && s.Seats[t].here()
}

// Forced returns the only legal move when there is exactly one, which
// the shell plays without asking (and says so).
func (s *Session) Forced() (rules.Move, bool) {
	if s.Over() || s.state.ToMove() < 0 {
		return 0, false
	}
	legal := s.state.Legal(nil)
	if len(legal) == 1 {
		return legal[0], true
	}
	return 0, false
}

// Play plays m, which must be legal. Playing the move that redo would
// play keeps the rest of the redo list; any other move clears it. A
// move chosen when the device passes from person to person hides the
// material of whoever chose it (see Curtain).
func (s *Session) Play(m rules.Move) error {
	if s.Over() {
		return rules.ErrOver
	}
	if s.clock != nil && s.clock.Check() >= 0 {
		return errTimeOut
	}
	s.legal = s.state.Legal(s.legal[:0])
	if !slices.Contains(s.legal, m) {
		return fmt.Errorf("move %d is not legal here", m)
	}
	forced := len(s.legal) == 1
	s.movers = append(s.movers, s.state.ToMove())
	s.forced = append(s.forced, forced)
	s.state.Apply(m)
	s.moves = append(s.moves, m)
	s.pressClock()
	s.handOver(forced)
	s.curtainClock()
	if n := len(s.redo); n > 0 && s.redo[n-1] == m {
		s.redo = s.redo[:n-1]
	} else {
		s.redo = nil
	}
	return nil
}

// forcedHere returns the moves from move i on of seats played at this
// device that were the only legal ones: the seat and the move's
// notation of each. A friend's device plays them for the seats of
// this one (see Shell.playForced), and says so.
func (s *Session) forcedHere(i int) (seats []int, texts []string) {
	for ; i < len(s.moves); i++ {
		if s.forced[i] && s.Seats[s.movers[i]].here() {
			seats = append(seats, s.movers[i])
			texts = append(texts, s.PositionAt(i).MoveString(s.moves[i]))
		}
	}
	return seats, texts
}

// decision reports whether move i was the choice of a person at this
// device (not the computer's, not forced).
func (s *Session) decision(i int) bool {
	return s.Seats[s.movers[i]].here() && !s.forced[i]
}

// CanUndo reports whether there is a move to take back: not in a game
// played by links, whose moves other devices may have, nor in a game on
// the clock (see clock.go), nor in a rated game (see ratings.go).
func (s *Session) CanUndo() bool {
	return len(s.moves) > 0 && s.Resigned < 0 && s.friend == nil && s.clock == nil && s.rated == nil
}

// Undo takes back moves up to and including the last choice of a person,
// so that it is a person's turn again (against the computer, its reply
// goes too). With no person seated it takes back one move.
func (s *Session) Undo() bool {
	if !s.CanUndo() {
		return false
	}
	human := s.people() > 0
	n := len(s.moves)
	for n > 0 {
		n--
		if !human || s.decision(n) {
			break
		}
	}
	if human && !s.decision(n) {
		// No person's choice in the game yet: take back everything.
		n = 0
	}
	for i := len(s.moves) - 1; i >= n; i-- {
		s.redo = append(s.redo, s.moves[i])
	}
	s.truncate(n)
	return true
}

// CanRedo reports whether taken-back moves can be played again.
func (s *Session) CanRedo() bool {
	return len(s.redo) > 0 && !s.Over() && s.clock == nil && s.rated == nil
}

// Redo plays again the moves taken back by the last Undo, up to the next
// choice of a person.
func (s *Session) Redo() bool {
	if !s.CanRedo() {
		return false
	}
	first := true
	for len(s.redo) > 0 && !s.Over() {
		m := s.redo[len(s.redo)-1]
		if !first && s.HumanTurn() && len(s.state.Legal(nil)) > 1 {
			break
		}
		if err := s.Play(m); err != nil {
			s.redo = nil
			return false
		}
		first = false
	}
	return true
}

// truncate keeps the first n moves, replaying them from the start.
func (s *Session) truncate(n int) {
	s.state = s.start.Clone()
	for _, m := range s.moves[:n] {
		s.state.Apply(m)
	}
	s.moves, s.movers, s.forced = s.moves[:n], s.movers[:n], s.forced[:n]
}

// Resign ends the game: seat gives up. Only two-player games can be
// resigned.
func (s *Session) Resign(seat int) error {
	if s.Over() {
		return rules.ErrOver
	}
	if len(s.Seats) != 2 {
		return errors.New("only a two-player game can be resigned")
	}
	s.Resigned = seat
	s.redo = nil
	if s.clock != nil {
		s.clock.Stop()
	}
	return nil
}

// tagSeat starts the tags of a session's record that say who plays each
// seat: Seat1, Seat2, …
const tagSeat = "Seat"

// tagRated is the tag of a rated game's record: the rating of the
// computer's level it was played against.
const tagRated = "Rated"

// Record returns the game's record, with the seats, any resignation, the
// clock's tags and, for a rated game, the level's rating.
func (s *Session) Record() *rules.Record {
	var extra []rules.Tag
	for i, seat := range s.Seats {
		extra = append(extra, rules.Tag{Name: tagSeat + strconv.Itoa(i+1), Value: seat.tag()})
	}
	rec := rules.NewRecord(s.Game, s.start, s.moves, extra...)
	if s.Resigned >= 0 {
		rec.SetTag(rules.TagResigned, strconv.Itoa(s.Resigned+1))
		rec.SetTag(rules.TagResult, rules.ResultString(s.Results()))
	}
	s.clockTags(rec)
	if s.rated != nil {
		rec.SetTag(tagRated, strconv.Itoa(s.rated.Rating))
	}
	s.notes.addTo(rec)
	return rec
}

// saved is a session as kept in the browser's storage.
type saved struct {
	Version int      `json:"v"`
	Record  string   `json:"record"`
	Redo    []string `json:"redo,omitempty"`
	// Vars are the variations, each a line of moves from the start, and
	// Ends how each ended besides its moves (null: by its moves, or not
	// ended), none when none did.
	Vars [][]string      `json:"vars,omitempty"`
	Ends json.RawMessage `json:"ends,omitempty"`
	// Filed and Imported are the session's fields of those names.
	Filed    int64 `json:"filed,omitempty"`
	Imported bool  `json:"imported,omitempty"`
	// Friend is the session's friend, for a game played by links.
	Friend *friendGame `json:"friend,omitempty"`
	// Clock is each seat's time left on the clock, in milliseconds, in
	// a game with a clock.
	Clock []int64 `json:"clock,omitempty"`
	// Rated is the session's rated game, for a rated game.
	Rated *ratedGame `json:"rated,omitempty"`
}

const savedVersion = 1

// Marshal returns the session as saved data.
func (s *Session) Marshal() ([]byte, error) {
	sv := saved{Version: savedVersion, Record: s.Record().String(), Filed: s.filed, Imported: s.imported, Friend: s.friend, Clock: s.clockTimes(), Rated: s.rated}
	st := s.state.Clone()
	for i := len(s.redo) - 1; i >= 0; i-- {
		m := s.redo[i]
		if st.Over() || !rules.IsLegal(st, m) {
			break
		}
		sv.Redo = append(sv.Redo, st.MoveString(m))
		st.Apply(m)
	}
	var ends []*savedLineEnd
	for _, v := range s.variations {
		sv.Vars = append(sv.Vars, s.texts(v.moves))
		ends = append(ends, saveLineEnd(v.end))
	}
	if slices.ContainsFunc(ends, func(e *savedLineEnd) bool { return e != nil }) {
		sv.Ends, _ = json.Marshal(ends) // numbers and strings only
	}
	return json.Marshal(sv)
}

// Unmarshal reads saved data back into a session. Any problem (another
// format, a record that does not replay) is an error; nothing is lost,
// since the caller keeps the data aside. A clock that cannot be read
// is a *clockError that comes with the session read (see readClock).
func Unmarshal(data []byte, lookup func(id string) (rules.Game, int, bool)) (*Session, error) {
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		return nil, fmt.Errorf("not a saved game: %v", err)
	}
	if sv.Version != savedVersion {
		return nil, fmt.Errorf("saved by another version of the app (format %d, not %d)", sv.Version, savedVersion)
	}
	rec, err := rules.ParseRecord(sv.Record)
	if err != nil {
		return nil, err
	}
	s, err := FromRecord(rec, lookup)
	var clockErr *clockError
	if errors.As(err, &clockErr) {
		// The game goes on without its clock.
		dropClockTags(rec)
		s, err = FromRecord(rec, lookup)
	}
	if err != nil {
		return nil, err
	}
	if clockErr == nil {
		clockErr = s.readClock(sv.Clock)
	}
	// A saved redo list that no longer replays is cut where it fails.
	redo, _ := s.line(sv.Redo)
	s.setRedo(redo)
	s.filed, s.imported = sv.Filed, sv.Imported
	// A rated game saved with seats it cannot be rated with goes on
	// unrated.
	if sv.Rated != nil && s.rate(sv.Rated.Rating) == nil {
		s.rated.Counted, s.rated.Before, s.rated.After = sv.Rated.Counted, sv.Rated.Before, sv.Rated.After
	}
	if sv.Friend != nil {
		if err := s.befriend(*sv.Friend); err != nil {
			return nil, err
		}
	} else {
		s.local()
	}
	// A variation that no longer replays is dropped, an end that does
	// not read is left out; the game is kept.
	var ends []json.RawMessage
	_ = json.Unmarshal(sv.Ends, &ends) // none that read: no end
	for i, texts := range sv.Vars {
		line, err := lineFrom(s.start, texts)
		if err != nil {
			continue
		}
		v := variation{moves: line, end: lineEnd{resigned: -1}}
		if i < len(ends) {
			v.end = readLineEnd(ends[i], s, line)
		}
		s.variations = append(s.variations, v)
	}
	if clockErr != nil {
		return s, clockErr
	}
	return s, nil
}

// Follow makes line, moves in notation from the position now, the moves
// Redo plays next: a solution to step through. A line that does not
// replay is an error, and the redo list stays as it was.
func (s *Session) Follow(line []string) error {
	moves, err := s.line(line)
	if err != nil {
		return err
	}
	s.setRedo(moves)
	return nil
}

// line reads moves in notation from the position now, up to the first
// that does not replay, and the error that stopped it.
func (s *Session) line(texts []string) ([]rules.Move, error) {
	return lineFrom(s.state, texts)
}

// lineFrom reads moves in notation from position from (which is not
// modified), up to the first that does not replay, and the error that
// stopped it.
func lineFrom(from rules.State, texts []string) ([]rules.Move, error) {
	st := from.Clone()
	var moves []rules.Move
	for i, text := range texts {
		m, err := rules.Play(st, text)
		if err != nil {
			return moves, fmt.Errorf("move %d (%s): %w", i+1, text, err)
		}
		moves = append(moves, m)
	}
	return moves, nil
}

// setRedo makes moves, in the order played, the redo list.
func (s *Session) setRedo(moves []rules.Move) {
	s.redo = s.redo[:0]
	for i := len(moves) - 1; i >= 0; i-- {
		s.redo = append(s.redo, moves[i])
	}
}

// FromRecord rebuilds a session from its record, checking every move.
func FromRecord(rec *rules.Record, lookup func(id string) (rules.Game, int, bool)) (*Session, error) {
	id := rec.Tag(rules.TagGame)
	g, levels, ok := lookup(id)
	if !ok {
		return nil, fmt.Errorf("unknown game %s", rules.Quote(id))
	}
	opts := rec.Options()
	start, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	seats := make([]Seat, start.Players())
	for i := range seats {
		v := rec.Tag(tagSeat + strconv.Itoa(i+1))
		if v == "" {
			continue // a record from elsewhere: people on every seat
		}
		if seats[i], err = parseSeat(v, levels); err != nil {
			return nil, err
		}
	}
	s, err := NewSession(g, opts, seats, levels)
	if err != nil {
		return nil, err
	}
	for i, text := range rec.Moves {
		m, err := s.state.ParseMove(text)
		if err != nil {
			return nil, &rules.MoveError{Number: i + 1, Text: text, Err: err}
		}
		if err := s.Play(m); err != nil {
			return nil, &rules.MoveError{Number: i + 1, Text: text, Err: err}
		}
	}
	if v := rec.Tag(rules.TagResigned); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > len(seats) {
			return nil, fmt.Errorf("resigned seat %s is not 1 to %d", rules.Quote(v), len(seats))
		}
		if err := s.Resign(n - 1); err != nil {
			return nil, err
		}
	}
	if err := s.clockOf(rec); err != nil {
		return nil, err
	}
	s.notes = notesOf(rec, s.Record())
	return s, nil
}

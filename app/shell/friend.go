package shell

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"impasse/app/i18n"
	"impasse/rules"
)

// A game played by links ("with friends on other devices"): each device
// holds the game and plays its own seats, those of the others being
// Friend seats. After a move the device sends the game's link (see
// sendDialog); opening a friend's link plays the moves it adds to the
// game held here, checked by the rules, as the computer's would be. The
// link names the game by a random ID and says which seats devices have
// taken, so that the device that opens a game's first link takes the
// seat to move, and a link that does not extend the game held here is
// refused with the reason, the game kept.

// friendGame is what a game played by links keeps beyond its record.
type friendGame struct {
	// ID names the game, the same at every device (rules.Link.ID).
	ID uint32 `json:"id"`
	// Claimed has bit i set once a device is known to have taken seat i.
	Claimed uint32 `json:"claimed"`
	// Sent identifies the game as it stood when its link was last
	// copied or shared here (sentKey), or is 0.
	Sent uint64 `json:"sent,omitempty"`
}

// sentKey identifies s as it stands, for friendGame.Sent: its position
// and its number of moves, and a seat that resigned or ran out of time;
// never 0. A game nobody ended keeps the key of the versions before
// those two counted, so that a link sent then stays sent.
func sentKey(s *Session) uint64 {
	k := s.state.Hash()*31 + uint64(len(s.Moves()))
	if s.Resigned >= 0 || s.TimedOut() >= 0 {
		k = (k*31+uint64(s.Resigned+1))*31 + uint64(s.TimedOut()+1)
	}
	return k | 1
}

// markSent notes that the link of s, a game played by links, has been
// copied or shared as it stands.
func (s *Session) markSent() {
	if s.friend != nil {
		s.friend.Sent = sentKey(s)
	}
}

// linkSent reports whether the link of s as it stands has been copied
// or shared.
func (s *Session) linkSent() bool {
	return s.friend != nil && s.friend.Sent == sentKey(s)
}

// newFriendID draws the ID of a new game played by links: never 0,
// which names none.
func newFriendID() uint32 { return rand.Uint32N(1<<32-1) + 1 }

// befriend makes s a game played by links as f names it; the seats
// played here are claimed.
func (s *Session) befriend(f friendGame) error {
	if f.ID == 0 {
		return errors.New("a game played by links has no ID")
	}
	if f.Claimed >= 1<<len(s.Seats) {
		return fmt.Errorf("seats %b claimed of %d", f.Claimed, len(s.Seats))
	}
	f.Claimed |= s.mine()
	s.friend = &f
	return nil
}

// local makes the friends' seats of a game not played by links (one read
// from a record) people's at this device, who would else never move.
func (s *Session) local() {
	if s.friend != nil {
		return
	}
	for i := range s.Seats {
		s.Seats[i].Friend = false
	}
	s.shown = s.onlyPerson()
}

// mine returns the seats played at this device, bit i for seat i.
func (s *Session) mine() uint32 {
	var m uint32
	for i, seat := range s.Seats {
		if seat.here() {
			m |= 1 << i
		}
	}
	return m
}

// Friends reports whether the game is played by links with friends at
// other devices.
func (s *Session) Friends() bool { return s.friend != nil }

// owesLink reports whether the friend has yet to hear of the game as it
// stands here: it is their turn, or the game ended here, by a move or a
// resignation of a seat here. A game ended by the friend's link owes
// nothing.
func (s *Session) owesLink() bool {
	switch n := len(s.Moves()); {
	case s.Resigned >= 0:
		return !s.Seats[s.Resigned].Friend
	case s.Over():
		return n > 0 && !s.Seats[s.Mover(n-1)].Friend
	}
	return s.FriendTurn()
}

// FriendTurn reports whether a friend at another device is to move.
func (s *Session) FriendTurn() bool {
	t := s.ToMove()
	return t >= 0 && s.Seats[t].Friend
}

// errFriendBranch is the error of a game played by links played on
// from an earlier move, or switched to a variation: the friends'
// devices hold the game as it was, and would refuse every link of the
// changed one.
var errFriendBranch = errors.New("a game played with friends on other devices cannot be played on from an earlier move")

// staleError: the link holds no move that the game held here has not.
type staleError struct {
	Link, Here int // the moves of each
}

func (e *staleError) Error() string {
	return fmt.Sprintf("the link holds %d moves, none past the %d here", e.Link, e.Here)
}

// forkError: the link's game and the one held here part at a move.
type forkError struct {
	Move int // from 1
}

func (e *forkError) Error() string {
	return fmt.Sprintf("the link and the game here differ at move %d", e.Move)
}

// seatOf is a seat of a game, which an error of a friend's link names.
type seatOf struct {
	// Game is the game's id; Seat counts from 0, of Players.
	Game          string
	Seat, Players int
}

// name names the seat in l.
func (s seatOf) name(l i18n.Lang) string { return seatNameIn(l, s.Game, s.Seat, s.Players) }

// seatOfSession returns seat of sess, for an error.
func seatOfSession(sess *Session, seat int) seatOf {
	return seatOf{Game: sess.Game.Info().ID, Seat: seat, Players: len(sess.Seats)}
}

// takenError: the seat to move in the game of a link new to this
// device is another device's: the link is for it.
type takenError struct {
	seatOf
}

func (e *takenError) Error() string {
	return fmt.Sprintf("seat %d is played at another device", e.Seat+1)
}

// playedError: the link holds a move of a seat played at this device,
// made at another: the link's game and the one held here have parted.
type playedError struct {
	seatOf
	// Move is the move's number, from 1.
	Move int
}

func (e *playedError) Error() string {
	return fmt.Sprintf("move %d, of seat %d, which this device plays, was made at another device", e.Move, e.Seat+1)
}

// errNotLegal: a link's move is not among the legal moves of its
// position.
var errNotLegal = errors.New("it is not a legal move")

// errSetup: the link's game starts otherwise than the game held here
// of the same ID.
var errSetup = errors.New("the link's game was set up otherwise than the one held here")

// unfriendlyError: a friend's link of a game that is not played by
// links (see friendly).
type unfriendlyError struct {
	Title string
}

func (e *unfriendlyError) Error() string {
	return e.Title + " is not played by links between devices"
}

// resignedError: the link says that a seat played at this device
// resigned, which it did not here.
type resignedError struct {
	seatOf
}

func (e *resignedError) Error() string {
	return fmt.Sprintf("the link says that seat %d, which this device plays, resigned", e.Seat+1)
}

// extension returns the moves that friend link l adds to held, a game
// played by links with the same ID, after checking that l extends it:
// the same setup, the same moves first, more after, each legal and none
// by a seat played here, nor a resignation of one.
func extension(held *Session, l rules.Link) ([]rules.Move, error) {
	if !rules.SameSetup(held.Game, held.Start().Setup(), l.Setup) {
		return nil, errSetup
	}
	here := held.Moves()
	n := min(len(here), len(l.Moves))
	for i := range n {
		if here[i] != l.Moves[i] {
			return nil, &forkError{Move: i + 1}
		}
	}
	if len(l.Moves) < len(here) || len(l.Moves) == len(here) && (l.Resigned == 0 || held.Over()) {
		return nil, &staleError{Link: len(l.Moves), Here: len(here)}
	}
	if l.Resigned > 0 && len(held.Seats) != 2 {
		return nil, errors.New("only a two-player game can be resigned")
	}
	if r := l.Resigned - 1; r >= 0 && r < len(held.Seats) && held.Seats[r].here() && held.Resigned != r {
		return nil, &resignedError{seatOfSession(held, r)}
	}
	st := held.State().Clone()
	var legal []rules.Move
	for i, m := range l.Moves[len(here):] {
		number := len(here) + i + 1
		if held.Over() || st.Over() {
			return nil, &rules.MoveError{Number: number, Text: fmt.Sprint("#", m), Err: rules.ErrOver}
		}
		legal = st.Legal(legal)
		if !slices.Contains(legal, m) {
			return nil, &rules.MoveError{Number: number, Text: fmt.Sprint("#", m), Err: errNotLegal}
		}
		if t := st.ToMove(); t >= 0 && held.Seats[t].here() && len(legal) > 1 {
			return nil, &playedError{seatOf: seatOfSession(held, t), Move: number}
		}
		st.Apply(m)
	}
	return l.Moves[len(here):], nil
}

// receive plays the moves friend link l adds to held (see extension),
// and its resignation.
func (held *Session) receive(l rules.Link) error {
	moves, err := extension(held, l)
	if err != nil {
		return err
	}
	for _, m := range moves {
		if err := held.Play(m); err != nil {
			return err
		}
	}
	held.friend.Claimed |= l.Claimed
	if l.Resigned > 0 && !held.Over() {
		return held.Resign(l.Resigned - 1)
	}
	return nil
}

// plays reports whether held, the game held here (or nil), is the game
// of friend link l.
func (held *Session) plays(l rules.Link) bool {
	return held != nil && held.friend != nil && held.friend.ID == l.ID
}

// joinOver returns the game of friend link l, new to this device (see
// join), to take the place of held, the game held here (or nil), which
// is not l's game. A game not played by links (see friendly) is
// refused, as the new-game dialog does, with an *unfriendlyError.
func joinOver(held *Session, g rules.Game, l rules.Link, anySeat bool) (*Session, error) {
	if !friendly(g) {
		return nil, &unfriendlyError{Title: g.Info().Title}
	}
	return join(g, l, anySeat)
}

// asksToJoin reports whether sess, the game of a friend's link new to
// this device, takes the place of held, another game played by links,
// only once the person agrees: held is under way, or it has no move yet
// and sess is over (an old link). A game with no move yet gives way to
// one under way without a question: when two friends both start a new
// game (both tap "Play again"), the first link either sends replaces
// the other's game, and the device that opens it takes the seat to
// move, the one its own game gave it.
func asksToJoin(held, sess *Session) bool {
	return held != nil && held.friend != nil && !held.Over() && (len(held.Moves()) > 0 || sess.Over())
}

// join makes the game of friend link l, new to this device: this
// device takes the seat to move, unless another has; then with anySeat
// (over a live connection, where the seat to move is the sender's) the
// first seat no device has. The others are friends'. A game over is
// shown as it ended.
func join(g rules.Game, l rules.Link, anySeat bool) (*Session, error) {
	start, err := g.New(l.Setup)
	if err != nil {
		return nil, err
	}
	st := start.Clone()
	for _, m := range l.Moves {
		st.Apply(m)
	}
	seats := make([]Seat, start.Players())
	for i := range seats {
		seats[i] = Seat{Friend: true}
	}
	if t := st.ToMove(); !st.Over() && l.Resigned == 0 {
		free := bits.TrailingZeros32(^l.Claimed)
		switch {
		case t >= 0 && l.Claimed&(1<<t) == 0:
		case anySeat && free < len(seats):
			t = free
		default:
			return nil, &takenError{seatOf{Game: g.Info().ID, Seat: t, Players: len(seats)}}
		}
		seats[t] = Seat{}
	}
	sess, err := NewSession(g, l.Setup, seats, len(rules.LevelsOf(g)))
	if err != nil {
		return nil, err
	}
	for _, m := range l.Moves {
		if err := sess.Play(m); err != nil {
			return nil, err
		}
	}
	if l.Resigned > 0 {
		if err := sess.Resign(l.Resigned - 1); err != nil {
			return nil, err
		}
	}
	return sess, sess.befriend(friendGame{ID: l.ID, Claimed: l.Claimed})
}

// friendLink returns the link of s, a game played by links.
func friendLink(s *Session) rules.Link {
	l := gameLink(s, len(s.Moves()))
	l.ID, l.Claimed = s.friend.ID, s.friend.Claimed
	return l
}

// friendly reports whether g may be played by links: by two or more,
// and with nothing hidden (a link would show a player's tiles to the
// others) and no chance (its seed would tell the draws to come).
func friendly(g rules.Game) bool {
	info := g.Info()
	return info.MaxPlayers >= 2 && !info.Hidden && !info.Chance
}

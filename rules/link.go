package rules

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"maps"
	"math"
	"math/bits"
	"slices"
	"strconv"
)

// Link is a game, or one position of it, as a share link carries it: the
// start, the moves, who sat where, and the position to open at.
type Link struct {
	// Setup recreates the start (State.Setup of the start position).
	Setup Options
	// Moves are the moves played from the start.
	Moves []Move
	// At is the position to open at, as a number of moves from the start
	// (at most len(Moves)).
	At int
	// Seats says who plays each seat: 0 a person, n the computer at level
	// n. Nil means people at every seat.
	Seats []int
	// Resigned is the seat that resigned, counting from 1, or 0.
	Resigned int
	// ID identifies a game played by links between devices (each
	// device playing its own seats), or is 0 for a game shared as it
	// stands. It is drawn at random when the game starts: a name, not a
	// secret.
	ID uint32
	// Claimed has bit i set once a device has taken seat i of a game
	// played by links.
	Claimed uint32
	// TimeOut is the seat that ran out of time, counting from 1, or 0;
	// Clock is then the time control the game was played with.
	TimeOut int
	Clock   TimeControl
}

// LinkVersion is the newest version of the link format, the one
// EncodeLink writes for a game lost on time; it writes every other link
// as version 2, which has no time-out, so that apps from before version
// 3 still open them. DecodeLink reads those two and version 1 (no ID nor
// Claimed, each move's index a varint). A link of another version is
// refused: a game's moves are written as indexes among its legal moves,
// whose order may change between versions of the rules.
const LinkVersion = linkVersionTimeOut

// The versions of the link format that added fields: from version 2 a
// link has an ID and the seats claimed, from version 3 the time-out and
// the time control.
const (
	linkVersionID      = 2
	linkVersionTimeOut = 3
)

// MaxLinkSize bounds the text DecodeLink reads.
const MaxLinkSize = 64 << 10

// MaxMoves is the most moves of a game that a link or a record read by
// the app may hold. Real games are far shorter; the bound keeps a
// hostile or absurd one (the 64 KB of a link hold tens of thousands of
// moves) from taking a phone minutes to open, and the game in progress
// from being replaced by one too long to show. A link of MaxMoves La
// Porte moves opens in a browser in about a second and a half on a
// desktop, most of it drawing the move list.
const MaxMoves = 2000

// TooLongError reports a game of more than MaxMoves moves.
type TooLongError struct {
	Moves int
}

func (e *TooLongError) Error() string {
	return fmt.Sprintf("the game has %d moves, more than the %d allowed", e.Moves, MaxMoves)
}

// Errors of DecodeLink and EncodeLink that callers may tell apart.
var (
	// ErrLinkDamaged: the text is not a link, or was cut or changed.
	ErrLinkDamaged = errors.New("the link is damaged: it was cut short or changed")
	// ErrLinkVersion: the link was written by another version of the
	// format.
	ErrLinkVersion = errors.New("the link was made by another version of the app")
	// ErrLinkSetup: the link's game starts with options, or seats at
	// levels, that this version of the game does not offer.
	ErrLinkSetup = errors.New("the link asks for a setup or a level this version does not offer")
	// ErrLinkHidden: a game with hidden information is shared only once
	// it is over.
	ErrLinkHidden = errors.New("a game with hidden information can be shared only once it is over")
)

// linkSum is the length of the checksum that ends a link's bytes.
const linkSum = 4

// EncodeLink writes l, a game of g, as text fit for the fragment of an
// address: base64url of a version byte, the position to open at, the
// seats, the setup options that differ from g's defaults, the ID and the
// seats claimed, for a game lost on time its time control and the seat
// that ran out of time, each move as its index among the legal moves of
// its position in just the bits that their number needs (none for a
// move that leaves no choice), and a CRC-32 of g's id and all that. The
// moves must replay from the setup. A game with hidden information that
// is not over gives ErrLinkHidden: its setup and draws would show what
// is hidden.
func EncodeLink(g Game, l Link) (string, error) {
	s, err := g.New(l.Setup)
	if err != nil {
		return "", err
	}
	if l.At < 0 || l.At > len(l.Moves) {
		return "", fmt.Errorf("position %d is not 0 to %d", l.At, len(l.Moves))
	}
	version := byte(linkVersionID)
	if l.TimeOut != 0 {
		if err := checkTimeOut(l, s.Players()); err != nil {
			return "", err
		}
		version = linkVersionTimeOut
	}
	b := []byte{version}
	b = binary.AppendUvarint(b, uint64(l.At))
	b = binary.AppendUvarint(b, uint64(l.Resigned))
	b = binary.AppendUvarint(b, uint64(len(l.Seats)))
	for _, v := range l.Seats {
		b = binary.AppendUvarint(b, uint64(v))
	}
	setup := linkSetup(g, l.Setup)
	b = binary.AppendUvarint(b, uint64(len(setup)))
	for _, k := range setup.Keys() {
		b = appendString(b, k)
		b = appendString(b, setup[k])
	}
	if l.Claimed >= 1<<s.Players() {
		return "", fmt.Errorf("claimed seats %b of %d", l.Claimed, s.Players())
	}
	b = binary.AppendUvarint(b, uint64(l.ID))
	b = binary.AppendUvarint(b, uint64(l.Claimed))
	if version >= linkVersionTimeOut {
		b = appendString(b, l.Clock.String())
		b = binary.AppendUvarint(b, uint64(l.TimeOut))
	}
	b = binary.AppendUvarint(b, uint64(len(l.Moves)))
	var legal []Move
	var w bitWriter
	for i, m := range l.Moves {
		legal = s.Legal(legal)
		at := slices.Index(legal, m)
		if at < 0 {
			return "", fmt.Errorf("move %d is not legal", i+1)
		}
		w.write(uint(at), indexBits(len(legal)))
		s.Apply(m)
	}
	b = append(b, w.b...)
	if err := checkTimeOutAt(l, s); err != nil {
		return "", err
	}
	if g.Info().Hidden && !s.Over() && l.Resigned == 0 && l.TimeOut == 0 {
		return "", ErrLinkHidden
	}
	b = binary.BigEndian.AppendUint32(b, linkChecksum(g, b))
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// damaged returns err, the reason why a link read whole does not hold
// together, as ErrLinkDamaged: such a link was made by hand or changed,
// and is refused as one cut short is.
func damaged(err error) error { return fmt.Errorf("%w: %v", ErrLinkDamaged, err) }

// checkTimeOut reports what is wrong with l's time-out, for a game of
// the given number of players: a seat that is not one of them, a
// resignation besides, a time control out of bounds.
func checkTimeOut(l Link, players int) error {
	switch {
	case l.TimeOut < 1 || l.TimeOut > players:
		return fmt.Errorf("seat %d ran out of time, of %d", l.TimeOut, players)
	case l.Resigned != 0:
		return errors.New("a game ends once: by a resignation or on time")
	}
	_, err := ParseTimeControl(l.Clock.String())
	return err
}

// checkTimeOutAt reports what is wrong with l's time-out at s, the
// position after its moves: only the clock of the seat to move runs, so
// a seat out of time is the one to move, in a game not over.
func checkTimeOutAt(l Link, s State) error {
	switch {
	case l.TimeOut == 0:
		return nil
	case s.Over():
		return fmt.Errorf("seat %d ran out of time after the game was over", l.TimeOut)
	case s.ToMove() != l.TimeOut-1:
		return fmt.Errorf("seat %d ran out of time on seat %d's turn", l.TimeOut, s.ToMove()+1)
	}
	return nil
}

// linkSetup returns the options of setup that differ from g's defaults
// (New fills those in again), and without the number of players when g
// plays only one number.
func linkSetup(g Game, setup Options) Options {
	out := setup.Clone()
	for _, o := range g.Options() {
		if v, ok := out[o.Key]; ok && v == o.Default {
			delete(out, o.Key)
		}
	}
	if info := g.Info(); info.MinPlayers == info.MaxPlayers && out[KeyPlayers] == strconv.Itoa(info.MinPlayers) {
		delete(out, KeyPlayers)
	}
	return out
}

// SameSetup reports whether setups a and b of g start the same game:
// the same options once g's defaults are left out, as a link writes
// them.
func SameSetup(g Game, a, b Options) bool {
	return maps.Equal(linkSetup(g, a), linkSetup(g, b))
}

// indexBits returns how many bits the index of a move among n takes.
func indexBits(n int) int { return bits.Len(uint(n - 1)) }

// bitWriter packs numbers, most significant bit first, into bytes; the
// last byte is padded with zeros.
type bitWriter struct {
	b    []byte
	used int // bits used in the last byte, 0 to 7 (0: a new byte next)
}

func (w *bitWriter) write(v uint, n int) {
	for i := n - 1; i >= 0; i-- {
		if w.used == 0 {
			w.b = append(w.b, 0)
		}
		w.b[len(w.b)-1] |= byte(v>>i&1) << (7 - w.used)
		w.used = (w.used + 1) % 8
	}
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func linkChecksum(g Game, b []byte) uint32 {
	h := crc32.NewIEEE()
	h.Write([]byte(g.Info().ID))
	h.Write(b)
	return h.Sum32()
}

// DecodeLink reads a link EncodeLink wrote for g and replays its moves,
// checking each. It returns the link and the position after its last
// move. A link that is not one, or was cut or changed, gives
// ErrLinkDamaged; another version, ErrLinkVersion; a setup or a seat's
// level this version does not offer, ErrLinkSetup; more than MaxMoves
// moves, a *TooLongError; a move that does not replay, a *MoveError with
// its number; a game with hidden information that is not over,
// ErrLinkHidden, as EncodeLink.
func DecodeLink(g Game, text string) (Link, State, error) {
	if len(text) > MaxLinkSize {
		return Link{}, nil, ErrLinkDamaged
	}
	b, err := base64.RawURLEncoding.Strict().DecodeString(text)
	if err != nil || len(b) < 1+linkSum {
		return Link{}, nil, ErrLinkDamaged
	}
	body, sum := b[:len(b)-linkSum], b[len(b)-linkSum:]
	if binary.BigEndian.Uint32(sum) != linkChecksum(g, body) {
		return Link{}, nil, ErrLinkDamaged
	}
	version := body[0]
	if version < 1 || version > LinkVersion {
		return Link{}, nil, ErrLinkVersion
	}
	r := linkReader{b: body[1:]}
	l := Link{At: int(r.uvarint(math.MaxInt32)), Resigned: int(r.uvarint(math.MaxInt32))}
	if n := r.count(); n > 0 {
		l.Seats = make([]int, n)
		for i := range l.Seats {
			l.Seats[i] = int(r.uvarint(math.MaxInt32))
		}
	}
	l.Setup = Options{}
	for n := r.count(); n > 0 && r.err == nil; n-- {
		k := r.string()
		l.Setup[k] = r.string()
	}
	var n int
	if version < linkVersionID {
		n = r.count()
	} else {
		l.ID, l.Claimed = uint32(r.uvarint(math.MaxUint32)), uint32(r.uvarint(math.MaxUint32))
		if version >= linkVersionTimeOut {
			clock := r.string()
			l.TimeOut = int(r.uvarint(math.MaxInt32))
			if r.err == nil {
				l.Clock, err = ParseTimeControl(clock)
			}
		}
		n = int(r.uvarint(math.MaxInt32))
	}
	if r.err != nil {
		return Link{}, nil, r.err
	}
	if err != nil {
		return Link{}, nil, damaged(err)
	}
	if n > MaxMoves {
		return Link{}, nil, &TooLongError{Moves: n}
	}
	s, err := g.New(l.Setup)
	if err != nil {
		return Link{}, nil, fmt.Errorf("%w: %v", ErrLinkSetup, err)
	}
	if l.Seats != nil && len(l.Seats) != s.Players() {
		return Link{}, nil, damaged(fmt.Errorf("the link names %d seats for %d players", len(l.Seats), s.Players()))
	}
	levels := len(LevelsOf(g))
	for i, v := range l.Seats {
		if v > levels {
			return Link{}, nil, fmt.Errorf("%w: seat %d: level %d is not 1 to %d", ErrLinkSetup, i+1, v, levels)
		}
	}
	if l.Resigned > s.Players() {
		return Link{}, nil, damaged(fmt.Errorf("resigned seat %d of %d", l.Resigned, s.Players()))
	}
	if l.Claimed >= 1<<s.Players() {
		return Link{}, nil, damaged(fmt.Errorf("the link claims seats %b of %d", l.Claimed, s.Players()))
	}
	if version >= linkVersionTimeOut {
		if err := checkTimeOut(l, s.Players()); err != nil {
			return Link{}, nil, damaged(err)
		}
	}
	var legal []Move
	for i := range n {
		over := s.Over()
		if !over {
			legal = s.Legal(legal)
		}
		var at int
		switch {
		case version < linkVersionID:
			at = int(r.uvarint(math.MaxInt32))
		case !over:
			at = r.bits(indexBits(len(legal)))
		}
		if r.err != nil {
			return Link{}, nil, r.err
		}
		if over {
			return Link{}, nil, &MoveError{Number: i + 1, Text: fmt.Sprint("#", at), Err: damaged(ErrOver)}
		}
		if at >= len(legal) {
			return Link{}, nil, &MoveError{Number: i + 1, Text: fmt.Sprint("#", at),
				Err: damaged(fmt.Errorf("there are only %d legal moves", len(legal)))}
		}
		l.Moves = append(l.Moves, legal[at])
		s.Apply(legal[at])
	}
	if r.used > 0 {
		// The padding of the last byte of the moves must be zeros.
		if r.b[0]&(0xff>>r.used) != 0 {
			return Link{}, nil, ErrLinkDamaged
		}
		r.b = r.b[1:]
	}
	if len(r.b) > 0 {
		return Link{}, nil, ErrLinkDamaged
	}
	if l.At > len(l.Moves) {
		return Link{}, nil, damaged(fmt.Errorf("position %d is past the last move, %d", l.At, len(l.Moves)))
	}
	if err := checkTimeOutAt(l, s); err != nil {
		return Link{}, nil, damaged(err)
	}
	if g.Info().Hidden && !s.Over() && l.Resigned == 0 && l.TimeOut == 0 {
		// What EncodeLink refuses to write: a link made otherwise would
		// show this device what its seats must not see.
		return Link{}, nil, ErrLinkHidden
	}
	return l, s, nil
}

// linkReader reads a link's fields; the first error sticks.
type linkReader struct {
	b   []byte
	err error
	// used is how many bits of b[0] bits has read (0: none).
	used int
}

// uvarint reads an unsigned varint of at most max: math.MaxInt32 for a
// number or a count (an int on every platform), math.MaxUint32 for the
// ID and the seats claimed.
func (r *linkReader) uvarint(max uint64) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 || v > max {
		r.err = ErrLinkDamaged
		return 0
	}
	r.b = r.b[n:]
	return v
}

// bits reads an n-bit number packed by bitWriter.
func (r *linkReader) bits(n int) int {
	v := 0
	for ; n > 0 && r.err == nil; n-- {
		if len(r.b) == 0 {
			r.err = ErrLinkDamaged
			return 0
		}
		v = v<<1 | int(r.b[0]>>(7-r.used)&1)
		r.used++
		if r.used == 8 {
			r.b, r.used = r.b[1:], 0
		}
	}
	return v
}

// count reads a number of items that follow, each at least a byte long.
func (r *linkReader) count() int {
	n := int(r.uvarint(math.MaxInt32))
	if n > len(r.b) {
		r.err = ErrLinkDamaged
		return 0
	}
	return n
}

func (r *linkReader) string() string {
	n := r.count()
	if r.err != nil {
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

package rules_test

import (
	"encoding/base64"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	_ "impasse/games"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// randomGame plays up to n random moves of g from the start options opts
// (chance outcomes drawn at random too) and returns the link of it.
func randomGame(t testing.TB, g rules.Game, opts rules.Options, n int, rng *rand.Rand) (rules.Link, rules.State) {
	t.Helper()
	s, err := g.New(opts)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	l := rules.Link{Setup: s.Setup()}
	var legal []rules.Move
	for len(l.Moves) < n && !s.Over() {
		legal = s.Legal(legal)
		m := legal[rng.IntN(len(legal))]
		l.Moves = append(l.Moves, m)
		s.Apply(m)
	}
	l.At = len(l.Moves)
	return l, s
}

// TestLinkRoundTrip: for every game, a finished game and a game cut short
// read back from their links as they were: setup, moves, seats, the
// position to open at, and the final position.
func TestLinkRoundTrip(t *testing.T) {
	for _, g := range rules.Games() {
		t.Run(g.Info().ID, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(len(g.Info().ID))))
			for _, n := range []int{1 << 20, 9} {
				l, end := randomGame(t, g, rules.Options{rules.KeySeed: "42"}, n, rng)
				l.At = len(l.Moves) / 2
				players := end.Players()
				l.Seats = make([]int, players)
				l.Seats[players-1] = len(rules.LevelsOf(g))
				text, err := rules.EncodeLink(g, l)
				if g.Info().Hidden && !end.Over() {
					if !errors.Is(err, rules.ErrLinkHidden) {
						t.Fatalf("EncodeLink of a hidden game under way: got %v, want %v", err, rules.ErrLinkHidden)
					}
					continue
				}
				if err != nil {
					t.Fatalf("EncodeLink: %v", err)
				}
				back, s, err := rules.DecodeLink(g, text)
				if err != nil {
					t.Fatalf("DecodeLink(%q): %v", text, err)
				}
				if !slices.Equal(back.Moves, l.Moves) {
					t.Errorf("moves: got %v, want %v", back.Moves, l.Moves)
				}
				if back.At != l.At || back.Resigned != 0 || !slices.Equal(back.Seats, l.Seats) {
					t.Errorf("at, resigned, seats: got %d %d %v, want %d 0 %v", back.At, back.Resigned, back.Seats, l.At, l.Seats)
				}
				if s.Hash() != end.Hash() || s.String() != end.String() {
					t.Errorf("final position: got\n%v\nwant\n%v", s, end)
				}
				start, err := g.New(back.Setup)
				if err != nil {
					t.Fatalf("New(setup read back): %v", err)
				}
				if got, want := start.Setup(), l.Setup; !equalOptions(got, want) {
					t.Errorf("setup: got %v, want %v", got, want)
				}
			}
		})
	}
}

func equalOptions(a, b rules.Options) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestLinkDuoLength: a Blokus Duo game of 30 moves against the computer
// fits in well under 200 characters.
func TestLinkDuoLength(t *testing.T) {
	g, _ := rules.Lookup("blokusduo")
	l, _ := randomGame(t, g, nil, 30, rand.New(rand.NewPCG(1, 2)))
	if len(l.Moves) != 30 {
		t.Fatalf("got %d moves, want 30", len(l.Moves))
	}
	l.Seats = []int{0, 4}
	text, err := rules.EncodeLink(g, l)
	if err != nil {
		t.Fatal(err)
	}
	if len(text) > 120 {
		t.Errorf("got %d characters (%s), want at most 120", len(text), text)
	}
}

// TestLinkDamaged: every link cut short, and every link with one
// character changed, is refused, never read as another game.
func TestLinkDamaged(t *testing.T) {
	g, _ := rules.Lookup("blockade")
	l, _ := randomGame(t, g, nil, 12, rand.New(rand.NewPCG(3, 4)))
	text, err := rules.EncodeLink(g, l)
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(text) {
		if _, _, err := rules.DecodeLink(g, text[:n]); err == nil {
			t.Errorf("the link cut to %d characters was read", n)
		}
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	for i := range len(text) {
		for _, c := range alphabet {
			if byte(c) == text[i] {
				continue
			}
			bad := text[:i] + string(c) + text[i+1:]
			if _, _, err := rules.DecodeLink(g, bad); err == nil {
				t.Fatalf("the link with character %d changed to %c was read", i, c)
			}
		}
	}
	other, _ := rules.Lookup("culdesac")
	if _, _, err := rules.DecodeLink(other, text); !errors.Is(err, rules.ErrLinkDamaged) {
		t.Errorf("a Blockade link read as Cul de Sac: got %v, want %v", err, rules.ErrLinkDamaged)
	}
}

// TestLinkRefused: links that are well formed but say impossible things
// are refused with the reason.
func TestLinkRefused(t *testing.T) {
	g, _ := rules.Lookup("blokusduo")
	cases := []struct {
		name string
		link rules.Link
	}{
		{"at past the end", rules.Link{At: 1}},
		{"illegal move", rules.Link{Moves: []rules.Move{-1}}},
		{"bad option", rules.Link{Setup: rules.Options{rules.KeyPlayers: "3"}}},
	}
	for _, c := range cases {
		if text, err := rules.EncodeLink(g, c.link); err == nil {
			t.Errorf("%s: EncodeLink gave %q, want an error", c.name, text)
		}
	}
	good, err := rules.EncodeLink(g, rules.Link{Seats: []int{0, 1}, Resigned: 2})
	if err != nil {
		t.Fatal(err)
	}
	if l, _, err := rules.DecodeLink(g, good); err != nil || l.Resigned != 2 {
		t.Errorf("resigned: got %d, %v, want 2, nil", l.Resigned, err)
	}
	// A level this version does not have is another version's setup;
	// the other faults, damage.
	for _, c := range []struct {
		link rules.Link
		want error
	}{{rules.Link{Seats: []int{0}}, rules.ErrLinkDamaged}, {rules.Link{Seats: []int{0, 99}}, rules.ErrLinkSetup}, {rules.Link{Resigned: 3}, rules.ErrLinkDamaged}} {
		text, err := rules.EncodeLink(g, c.link)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := rules.DecodeLink(g, text); !errors.Is(err, c.want) {
			t.Errorf("%+v: got %v, want %v", c.link, err, c.want)
		}
	}
	// Options this version does not offer (sealed as a link that another
	// version wrote: version 2, at 0, nobody resigned, no seats, one
	// setup pair, Players = 3, no moves).
	bad := rules.SealLink(g, []byte{2, 0, 0, 0, 1, 7, 'P', 'l', 'a', 'y', 'e', 'r', 's', 1, '3', 0, 0, 0})
	if _, _, err := rules.DecodeLink(g, bad); !errors.Is(err, rules.ErrLinkSetup) {
		t.Errorf("three players of Blokus Duo: got %v, want %v", err, rules.ErrLinkSetup)
	}
}

// TestLinkHidden: a well-sealed link of a game with hidden information
// under way, which EncodeLink does not write, is refused; one over
// reads.
func TestLinkHidden(t *testing.T) {
	g, _ := rules.Lookup("blockers")
	// Version 2, at 0, nobody resigned, no seats, no setup, ID 0, no
	// seat claimed, no moves.
	under := rules.SealLink(g, []byte{2, 0, 0, 0, 0, 0, 0, 0})
	if _, _, err := rules.DecodeLink(g, under); !errors.Is(err, rules.ErrLinkHidden) {
		t.Errorf("under way: got %v, want %v", err, rules.ErrLinkHidden)
	}
	resigned := rules.SealLink(g, []byte{2, 0, 1, 0, 0, 0, 0, 0})
	if _, _, err := rules.DecodeLink(g, resigned); err != nil {
		t.Errorf("resigned: got %v, want nil", err)
	}
}

// TestLinkBounds: the numbers of a link read up to their bounds and are
// refused past them: the ID and the seats claimed a uint32, a position
// an int32.
func TestLinkBounds(t *testing.T) {
	g, _ := rules.Lookup("blokusduo")
	cases := []struct {
		name string
		body []byte
		ok   bool
	}{
		{"ID 2³²-1", []byte{2, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x0f, 0, 0}, true},
		{"ID 2³²", []byte{2, 0, 0, 0, 0, 0x80, 0x80, 0x80, 0x80, 0x10, 0, 0}, false},
		{"claimed 2³²", []byte{2, 0, 0, 0, 0, 1, 0x80, 0x80, 0x80, 0x80, 0x10, 0}, false},
		{"position 2³¹", []byte{2, 0x80, 0x80, 0x80, 0x80, 0x08, 0, 0, 0, 0, 0, 0}, false},
	}
	for _, c := range cases {
		l, _, err := rules.DecodeLink(g, rules.SealLink(g, c.body))
		switch {
		case c.ok && (err != nil || l.ID != 1<<32-1):
			t.Errorf("%s: got %d, %v, want %d, nil", c.name, l.ID, err, uint32(1<<32-1))
		case !c.ok && !errors.Is(err, rules.ErrLinkDamaged):
			t.Errorf("%s: got %v, want %v", c.name, err, rules.ErrLinkDamaged)
		}
	}
}

// TestLinkTooLong: a link of more than MaxMoves moves is refused before
// any move is replayed, with how many it holds; one of MaxMoves opens.
func TestLinkTooLong(t *testing.T) {
	g, _ := rules.Lookup("porte")
	start, err := g.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	moves := rulestest.LongGame(start, rules.MaxMoves+1, 1)
	if len(moves) != rules.MaxMoves+1 {
		t.Fatalf("LongGame: got %d moves, want %d", len(moves), rules.MaxMoves+1)
	}
	for _, n := range []int{rules.MaxMoves, rules.MaxMoves + 1} {
		text, err := rules.EncodeLink(g, rules.Link{Setup: start.Setup(), Moves: moves[:n], At: n})
		if err != nil {
			t.Fatal(err)
		}
		l, _, err := rules.DecodeLink(g, text)
		long, isLong := errors.AsType[*rules.TooLongError](err)
		switch {
		case n <= rules.MaxMoves && (err != nil || len(l.Moves) != n):
			t.Errorf("%d moves: got %d moves, %v, want %d, nil", n, len(l.Moves), err, n)
		case n > rules.MaxMoves && (!isLong || long.Moves != n):
			t.Errorf("%d moves: got %v, want a TooLongError of %d moves", n, err, n)
		}
	}
}

// TestLinkVersion: a link of another version is refused as such.
func TestLinkVersion(t *testing.T) {
	g, _ := rules.Lookup("alignement")
	text, err := rules.EncodeLink(g, rules.Link{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := rules.DecodeLink(g, text); err != nil {
		t.Fatalf("DecodeLink(%q): %v", text, err)
	}
	// Version 0, and the version after the newest, with their checksum
	// right.
	for _, v := range []byte{0, rules.LinkVersion + 1} {
		forged := rules.SealLink(g, []byte{v, 0, 0, 0, 0, 0, 0, 0})
		if _, _, err := rules.DecodeLink(g, forged); !errors.Is(err, rules.ErrLinkVersion) {
			t.Errorf("version %d: got %v, want %v", v, err, rules.ErrLinkVersion)
		}
	}
}

// TestLinkTimeOut: a game lost on time reads back with its time control
// and the seat that ran out of time, in a link of version 3; every
// other link is still written as version 2, which apps from before
// version 3 read. A time-out that cannot be is refused both ways.
func TestLinkTimeOut(t *testing.T) {
	g, _ := rules.Lookup("blockade")
	l, _ := randomGame(t, g, nil, 7, rand.New(rand.NewPCG(3, 4)))
	if text, err := rules.EncodeLink(g, l); err != nil || linkBody(t, text)[0] != 2 {
		t.Fatalf("no time-out: got %q, %v, want a link of version 2", text, err)
	}
	tc := rules.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}
	l.TimeOut, l.Clock = 2, tc
	text, err := rules.EncodeLink(g, l)
	if err != nil {
		t.Fatal(err)
	}
	if v := linkBody(t, text)[0]; v != rules.LinkVersion {
		t.Errorf("version %d, want %d", v, rules.LinkVersion)
	}
	back, _, err := rules.DecodeLink(g, text)
	if err != nil || back.TimeOut != 2 || back.Clock != tc || !slices.Equal(back.Moves, l.Moves) {
		t.Fatalf("got %+v, %v, want seat 2 out of time at %v", back, err, tc)
	}

	over, _ := randomGame(t, g, nil, 1<<20, rand.New(rand.NewPCG(3, 4)))
	over.TimeOut, over.Clock = 1, tc
	for _, tt := range []struct {
		name string
		l    rules.Link
		want string
	}{
		{"seat 3 of 2", rules.Link{Moves: l.Moves, At: l.At, TimeOut: 3, Clock: tc}, "seat 3 ran out of time, of 2"},
		{"resigned too", rules.Link{Moves: l.Moves, At: l.At, TimeOut: 1, Resigned: 2, Clock: tc}, "a game ends once"},
		{"no time", rules.Link{Moves: l.Moves, At: l.At, TimeOut: 1}, "TimeControl \"0+0\": the time per player"},
		{"game over", over, "ran out of time after the game was over"},
		{"not to move", rules.Link{Moves: l.Moves, At: l.At, TimeOut: 1, Clock: tc}, "seat 1 ran out of time on seat 2's turn"},
	} {
		if _, err := rules.EncodeLink(g, tt.l); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: EncodeLink got %v, want %q", tt.name, err, tt.want)
		}
	}
	// The same, sealed by hand: version 3, at 0, nobody resigned, no
	// seats, no setup, ID 0, no seat claimed, the clock, the seat, no
	// move.
	for _, tt := range []struct {
		name  string
		clock string
		seat  byte
		want  string
	}{
		{"read", "300+3", 1, ""},
		{"seat 0", "300+3", 0, "seat 0 ran out of time"},
		{"seat 3", "300+3", 3, "seat 3 ran out of time"},
		{"not to move", "300+3", 2, "seat 2 ran out of time on seat 1's turn"},
		{"clock", "300", 1, "TimeControl \"300\""},
	} {
		body := append([]byte{3, 0, 0, 0, 0, 0, 0, byte(len(tt.clock))}, tt.clock...)
		body = append(body, tt.seat, 0)
		l, _, err := rules.DecodeLink(g, rules.SealLink(g, body))
		switch {
		case tt.want == "" && (err != nil || l.TimeOut != int(tt.seat) || l.Clock != tc):
			t.Errorf("%s: got %+v, %v, want seat %d out of time at %v", tt.name, l, err, tt.seat, tc)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		case tt.want != "" && !errors.Is(err, rules.ErrLinkDamaged):
			// Said to a person as a damaged link, in their language.
			t.Errorf("%s: got %v, want it to be %v", tt.name, err, rules.ErrLinkDamaged)
		}
	}
}

// TestLinkVersion1: a link of the first version (each move's index a
// varint, no ID) still opens.
func TestLinkVersion1(t *testing.T) {
	g, _ := rules.Lookup("alignement")
	// At 2, nobody resigned, no seats, no setup, two moves: the first
	// legal, then the second.
	old := rules.SealLink(g, []byte{1, 2, 0, 0, 0, 2, 0, 1})
	l, _, err := rules.DecodeLink(g, old)
	if err != nil {
		t.Fatalf("DecodeLink: %v", err)
	}
	s, _ := g.New(nil)
	first := s.Legal(nil)[0]
	s.Apply(first)
	want := []rules.Move{first, s.Legal(nil)[1]}
	if !slices.Equal(l.Moves, want) || l.ID != 0 || l.At != 2 {
		t.Errorf("got moves %v, id %d, at %d, want %v, 0, 2", l.Moves, l.ID, l.At, want)
	}
}

// TestLinkFriend: the game's ID and the seats claimed read back; seats
// claimed that the game has not are refused.
func TestLinkFriend(t *testing.T) {
	g, _ := rules.Lookup("saute")
	l, _ := randomGame(t, g, rules.Options{rules.KeyPlayers: "3"}, 10, rand.New(rand.NewPCG(5, 6)))
	l.ID, l.Claimed, l.Seats = 1<<32-1, 0b101, []int{0, 0, 0}
	text, err := rules.EncodeLink(g, l)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := rules.DecodeLink(g, text)
	if err != nil || back.ID != l.ID || back.Claimed != l.Claimed || !slices.Equal(back.Moves, l.Moves) {
		t.Errorf("got id %d, claimed %b, %v, want %d, %b, nil", back.ID, back.Claimed, err, l.ID, l.Claimed)
	}
	l.Claimed = 0b1000
	if _, err := rules.EncodeLink(g, l); err == nil {
		t.Errorf("EncodeLink with seat 4 of 3 claimed: got no error")
	}
	// Version 2, at 0, nobody resigned, no seats, no setup, ID 1, seat
	// 3 of 2 claimed, no moves.
	duo, _ := rules.Lookup("blokusduo")
	bad := rules.SealLink(duo, []byte{2, 0, 0, 0, 0, 1, 4, 0})
	if _, _, err := rules.DecodeLink(duo, bad); err == nil {
		t.Errorf("a link claiming seat 3 of 2 was read")
	}
}

// TestLinkPadding: the bits after the last move's must be zeros, so that
// no two links read as one game.
func TestLinkPadding(t *testing.T) {
	g, _ := rules.Lookup("alignement")
	s, _ := g.New(nil)
	bits := 0
	for n := len(s.Legal(nil)) - 1; n > 0; n >>= 1 {
		bits++
	}
	if bits%8 == 0 {
		t.Fatalf("the first move takes %d bits: no padding to test", bits)
	}
	// Version 2, at 0, nobody resigned, no seats, no setup, no ID, none
	// claimed, one move: index 0, then padding.
	good := rules.SealLink(g, []byte{2, 0, 0, 0, 0, 0, 0, 1, 0})
	if _, _, err := rules.DecodeLink(g, good); err != nil {
		t.Fatalf("DecodeLink: %v", err)
	}
	bad := rules.SealLink(g, []byte{2, 0, 0, 0, 0, 0, 0, 1, 1})
	if _, _, err := rules.DecodeLink(g, bad); !errors.Is(err, rules.ErrLinkDamaged) {
		t.Errorf("padding not zero: got %v, want %v", err, rules.ErrLinkDamaged)
	}
}

// FuzzDecodeLink: the link reader never panics, and whatever it reads
// encodes back to a link that reads the same. The fuzzer changes the
// bytes of a link's body, sealed with the right checksum, so that its
// inputs reach the parser rather than die at the checksum; the seeds
// are the bodies of a short random game of every game, and a few made
// by hand.
func FuzzDecodeLink(f *testing.F) {
	for i, g := range rules.Games() {
		l, _ := randomGame(f, g, nil, 6+i, rand.New(rand.NewPCG(uint64(i), 5)))
		l.ID, l.Claimed = uint32(i+1)*0x9e3779b9, 1
		if text, err := rules.EncodeLink(g, l); err == nil {
			f.Add(g.Info().ID, linkBody(f, text))
		}
	}
	// Nothing; a link of version 1 of three moves; one of version 2
	// whose second move is past the legal ones; one of version 3, lost
	// on time before a move; four players, an ID of five bytes, every
	// seat claimed, no move.
	f.Add("blokusduo", []byte{})
	f.Add("blokusduo", []byte{1, 0, 0, 0, 0, 3, 0, 0, 100})
	f.Add("alignement", []byte{2, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff})
	f.Add("blockade", []byte{3, 0, 0, 0, 0, 0, 0, 5, '3', '0', '0', '+', '3', 1, 0})
	f.Add("empire", []byte{2, 0, 0, 0, 1, 7, 'P', 'l', 'a', 'y', 'e', 'r', 's', 1, '4', 0x80, 0x80, 0x80, 0x80, 0x0f, 0x0f, 0})
	f.Fuzz(func(t *testing.T, id string, body []byte) {
		g, ok := rules.Lookup(id)
		if !ok {
			return
		}
		text := rules.SealLink(g, body)
		l, s, err := rules.DecodeLink(g, text)
		if err != nil {
			return
		}
		again, err := rules.EncodeLink(g, l)
		if errors.Is(err, rules.ErrLinkHidden) {
			t.Fatalf("a hidden game under way was read from %q", text)
		}
		if err != nil {
			t.Fatalf("EncodeLink of a link read back: %v", err)
		}
		l2, s2, err := rules.DecodeLink(g, again)
		if err != nil || !slices.Equal(l2.Moves, l.Moves) || s2.Hash() != s.Hash() || l2.ID != l.ID || l2.Claimed != l.Claimed ||
			l2.TimeOut != l.TimeOut || l2.Clock != l.Clock {
			t.Fatalf("read %q, wrote %q, read back %+v %v", text, again, l2, err)
		}
	})
}

// linkBody returns the body of link text: its bytes without the
// checksum.
func linkBody(t testing.TB, text string) []byte {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil || len(b) < 4 {
		t.Fatalf("link %q: %v", text, err)
	}
	return b[:len(b)-4]
}

// TestLinkMoveNumber: a well-sealed link whose third move is no legal
// move is refused with that move's number.
func TestLinkMoveNumber(t *testing.T) {
	g, _ := rules.Lookup("alignement")
	// Version 1, at 0, nobody resigned, no seats, no setup, three moves:
	// the first legal, the first legal, the 101st.
	bad := rules.SealLink(g, []byte{1, 0, 0, 0, 0, 3, 0, 0, 100})
	var me *rules.MoveError
	if _, _, err := rules.DecodeLink(g, bad); !errors.As(err, &me) || me.Number != 3 {
		t.Errorf("version 1: got %v, want move 3's error", err)
	}
	// Version 2, the same three moves: 0 in as many bits as the first
	// and second take, then all ones (more than there are legal moves).
	st, _ := g.New(nil)
	w := 0
	for range 2 {
		legal := st.Legal(nil)
		w += bits.Len(uint(len(legal) - 1))
		st.Apply(legal[0])
	}
	third := bits.Len(uint(len(st.Legal(nil)) - 1))
	if 1<<third == len(st.Legal(nil)) {
		t.Fatalf("the third position has %d legal moves: every index is one", len(st.Legal(nil)))
	}
	packed := make([]byte, (w+third+7)/8)
	for i := w; i < w+third; i++ {
		packed[i/8] |= 0x80 >> (i % 8)
	}
	bad = rules.SealLink(g, append([]byte{2, 0, 0, 0, 0, 0, 0, 3}, packed...))
	if _, _, err := rules.DecodeLink(g, bad); !errors.As(err, &me) || me.Number != 3 || !errors.Is(err, rules.ErrLinkDamaged) {
		t.Errorf("got %v, want move 3's error, the link damaged", err)
	}
}

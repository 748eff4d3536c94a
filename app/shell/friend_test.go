package shell

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/qr"
	"impasse/rules"
)

// device is one device of a game played by links, in a test: the game
// it holds.
type device struct {
	t    testing.TB
	held *Session
}

// send returns the link of the game the device holds.
func (d *device) send() string {
	d.t.Helper()
	code, err := rules.EncodeLink(d.held.Game, friendLink(d.held))
	if err != nil {
		d.t.Fatalf("EncodeLink: %v", err)
	}
	return code
}

// open takes a friend's link as the shell does: the moves it adds to
// the game held, or the game new to the device.
func (d *device) open(g rules.Game, code string) error {
	l, _, err := rules.DecodeLink(g, code)
	if err != nil {
		return err
	}
	if d.held.plays(l) {
		return d.held.receive(l)
	}
	sess, err := joinOver(d.held, g, l, false)
	if err == nil {
		d.held = sess
	}
	return err
}

// asks reports whether the device asks its person before it takes a
// friend's link of a game new to it.
func (d *device) asks(g rules.Game, code string) bool {
	d.t.Helper()
	l, _, err := rules.DecodeLink(g, code)
	if err != nil {
		d.t.Fatal(err)
	}
	if d.held.plays(l) {
		d.t.Fatalf("the link is of the game held here")
	}
	sess, err := joinOver(d.held, g, l, false)
	if err != nil {
		d.t.Fatal(err)
	}
	return asksToJoin(d.held, sess)
}

// play plays a random move for the device's seat to move.
func (d *device) play(rng *rand.Rand) {
	d.t.Helper()
	if !d.held.HumanTurn() {
		d.t.Fatalf("not this device's turn: seat %d", d.held.ToMove())
	}
	legal := d.held.State().Legal(nil)
	if err := d.held.Play(legal[rng.IntN(len(legal))]); err != nil {
		d.t.Fatal(err)
	}
}

// newFriendGame starts a game of id with players seats at device 0,
// which holds seat 0, the others friends'.
func newFriendGame(t testing.TB, id string, players int) *Session {
	t.Helper()
	g, _ := rules.Lookup(id)
	seats := make([]Seat, players)
	for i := 1; i < players; i++ {
		seats[i] = Seat{Friend: true}
	}
	opts := rules.Options{}
	if g.Info().MinPlayers < g.Info().MaxPlayers {
		opts[rules.KeyPlayers] = string(rune('0' + players))
	}
	sess, err := NewSession(g, opts, seats, len(rules.LevelsOf(g)))
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.befriend(friendGame{ID: 77}); err != nil {
		t.Fatal(err)
	}
	return sess
}

// TestFriendGame: three devices play a whole game of Saute by links
// passed round in seat order, each opening the one before's link; each
// device takes the seat it is sent, and all end with the same game.
func TestFriendGame(t *testing.T) {
	g, _ := rules.Lookup("saute")
	rng := rand.New(rand.NewPCG(1, 2))
	devs := []*device{{t: t, held: newFriendGame(t, "saute", 3)}, {t: t}, {t: t}}
	for turn := 0; turn < rules.MaxMoves && !devs[0].held.Over(); turn++ {
		from := devs[turn%3]
		if !from.held.Over() && from.held.HumanTurn() {
			from.play(rng)
		}
		to := devs[(turn+1)%3]
		if err := to.open(g, from.send()); err != nil {
			t.Fatalf("turn %d: device %d opening device %d's link: %v", turn, (turn+1)%3, turn%3, err)
		}
		if got, want := to.held.Moves(), from.held.Moves(); !slices.Equal(got, want) {
			t.Fatalf("turn %d: got %v, want %v", turn, got, want)
		}
	}
	if !devs[0].held.Over() {
		t.Fatalf("no end after %d moves", len(devs[0].held.Moves()))
	}
	for i, d := range devs {
		if d.held.mine() != 1<<i {
			t.Errorf("device %d: got seats %b, want %b", i, d.held.mine(), 1<<i)
		}
		if d.held.friend.Claimed != 0b111 && i == 0 {
			t.Errorf("device %d: got claimed %b, want 111", i, d.held.friend.Claimed)
		}
	}
}

// TestFriendRefused: a stale link, a forked one, one whose seat to move
// another device has, and one that plays this device's seat are refused,
// each with its reason, the game held unchanged.
func TestFriendRefused(t *testing.T) {
	g, _ := rules.Lookup("blockade")
	rng := rand.New(rand.NewPCG(3, 4))
	a := &device{t: t, held: newFriendGame(t, "blockade", 2)}
	a.play(rng)
	first := a.send()
	b := &device{t: t}
	if err := b.open(g, first); err != nil {
		t.Fatal(err)
	}
	b.play(rng)
	second := b.send()
	// Another device opens the first link too and plays otherwise.
	c := &device{t: t}
	if err := c.open(g, first); err != nil {
		t.Fatal(err)
	}
	for slices.Equal(c.held.Moves(), b.held.Moves()) || len(c.held.Moves()) < 2 {
		c.held.truncate(1)
		c.play(rng)
	}
	forked := c.send()

	kept := slices.Clone(b.held.Moves())
	var stale *staleError
	if err := b.open(g, first); !errors.As(err, &stale) || stale.Link != 1 || stale.Here != 2 {
		t.Errorf("stale: got %v, want a staleError of 1 and 2 moves", err)
	}
	var fork *forkError
	if err := b.open(g, forked); !errors.As(err, &fork) || fork.Move != 2 {
		t.Errorf("forked: got %v, want a forkError at move 2", err)
	}
	if !slices.Equal(b.held.Moves(), kept) {
		t.Errorf("the game held: got %v, want %v", b.held.Moves(), kept)
	}
	var taken *takenError
	d := &device{t: t}
	if err := d.open(g, second); !errors.As(err, &taken) || taken.Seat != 0 || d.held != nil {
		t.Errorf("seat taken: got %v, %v, want a takenError of seat 0 and no game", err, d.held)
	} else if got, want := linkError(i18n.English, err), "In this link's game, White, whose turn it is, plays on another device: the link is for them. Your game is unchanged."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// A link in which another device played b's seat after a's move.
	if err := a.open(g, second); err != nil {
		t.Fatalf("a opening b's link: %v", err)
	}
	a.play(rng)
	l := friendLink(a.held)
	l.Moves = append(l.Moves, a.held.State().Legal(nil)[0])
	l.At = len(l.Moves)
	var played *playedError
	if err := b.held.receive(l); !errors.As(err, &played) || played.Seat != 1 || played.Move != len(l.Moves) {
		t.Errorf("b's seat played elsewhere: got %v, want a playedError of seat 1, move %d", err, len(l.Moves))
	} else if got, want := linkError(i18n.English, err), fmt.Sprintf("This link's move %d is one of Black, who plays on this device, but it was made on another: the link does not follow your game. Your game is unchanged.", len(l.Moves)); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !slices.Equal(b.held.Moves(), kept) {
		t.Errorf("the game held: got %v, want %v", b.held.Moves(), kept)
	}
}

// TestFriendSaved: a game played by links comes back from its saved
// data with its ID, the seats claimed and whose each seat is.
func TestFriendSaved(t *testing.T) {
	sess := newFriendGame(t, "empire", 4)
	sess.friend.Claimed |= 0b100
	back := reread(t, sess)
	if back.friend == nil || *back.friend != *sess.friend || !slices.Equal(back.Seats, sess.Seats) {
		t.Errorf("got %+v %v, want %+v %v", back.friend, back.Seats, sess.friend, sess.Seats)
	}
	if back.CanUndo() || !back.HumanTurn() || back.FriendTurn() {
		t.Errorf("undo, here, friend's turn: got %v %v %v, want false true false", back.CanUndo(), back.HumanTurn(), back.FriendTurn())
	}
}

// TestFriendLinkFits: the link of the longest of many random games of
// every game played by links (to the end, or MaxMoves, the most the app
// holds), at a long address, fits in a QR code. Were one not to, the
// send dialog says so and offers Share and Copy.
func TestFriendLinkFits(t *testing.T) {
	const address = "https://someone.github.io/impasse/play/culdesac#r="
	for _, g := range rules.Games() {
		if !friendly(g) {
			continue
		}
		longest := 0
		for seed := range uint64(20) {
			for players := g.Info().MinPlayers; players <= g.Info().MaxPlayers; players++ {
				opts := rules.Options{}
				if g.Info().MinPlayers < g.Info().MaxPlayers {
					opts[rules.KeyPlayers] = string(rune('0' + players))
				}
				st, err := g.New(opts)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 9))
				l := rules.Link{Setup: st.Setup(), ID: 1<<32 - 1, Claimed: 1<<players - 1}
				for !st.Over() && len(l.Moves) < rules.MaxMoves {
					legal := st.Legal(nil)
					m := legal[rng.IntN(len(legal))]
					l.Moves = append(l.Moves, m)
					st.Apply(m)
				}
				l.At = len(l.Moves)
				code, err := rules.EncodeLink(g, l)
				if err != nil {
					t.Fatal(err)
				}
				longest = max(longest, len(address+code))
			}
		}
		t.Logf("%s: longest link %d characters of the %d a QR code holds", g.Info().ID, longest, qr.MaxBytes)
		if longest > qr.MaxBytes {
			t.Errorf("%s: got a link of %d characters, want at most %d", g.Info().ID, longest, qr.MaxBytes)
		}
	}
}

// FuzzFriendLink: any link body, sealed with the right checksum so that
// the fuzzer's inputs reach the parser and the shell, opened as a
// friend's link on a device that holds a game played by links either
// adds moves to it, by the rules, or is refused with the game held
// unchanged; one of another game starts it by the rules or is refused.
// It never panics. The seeds are the bodies of the two devices' links
// of a game of La Porte, one of its ID with a move no position has, and
// one resigned.
func FuzzFriendLink(f *testing.F) {
	g, _ := rules.Lookup("porte")
	rng := rand.New(rand.NewPCG(5, 6))
	a := &device{t: f, held: newFriendGame(f, "porte", 2)}
	a.play(rng)
	if got, want := sealLink(g, linkBody(f, a.send())), a.send(); got != want {
		f.Fatalf("sealLink: got %q, want %q", got, want)
	}
	f.Add(linkBody(f, a.send()))
	b := &device{t: f}
	if err := b.open(g, a.send()); err != nil {
		f.Fatal(err)
	}
	b.play(rng)
	f.Add(linkBody(f, b.send()))
	// Version 2, at 0, nobody resigned, no seats, no setup, ID 77, seats
	// 1 and 2 claimed, two moves: all ones, past the legal moves.
	f.Add([]byte{2, 0, 0, 0, 0, 77, 3, 2, 0xff, 0xff, 0xff})
	if err := b.held.Resign(1); err != nil {
		f.Fatal(err)
	}
	f.Add(linkBody(f, b.send()))
	f.Fuzz(func(t *testing.T, body []byte) {
		held := newFriendGame(t, "porte", 2)
		if err := held.Play(held.State().Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
		kept := slices.Clone(held.Moves())
		code := sealLink(g, body)
		l, end, err := rules.DecodeLink(g, code)
		if err != nil {
			return
		}
		if !held.plays(l) {
			if sess, err := joinOver(nil, g, l, true); err == nil && sess.State().Hash() != end.Hash() {
				t.Fatalf("joined %q: got %v, want the link's game", code, sess.Moves())
			}
			return
		}
		if err := held.receive(l); err != nil {
			if !slices.Equal(held.Moves(), kept) || held.Over() {
				t.Fatalf("refused (%v), the game held changed: got %v, over %v, want %v", err, held.Moves(), held.Over(), kept)
			}
			return
		}
		if held.State().Hash() != end.Hash() || !slices.Equal(held.Moves()[:len(kept)], kept) {
			t.Fatalf("received %q: got %v, want the link's game", code, held.Moves())
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

// sealLink makes a link of g from body, its checksum right: a CRC-32 of
// the game's id and the body, as rules.EncodeLink writes it (the rules
// package's own SealLink is for its tests only).
func sealLink(g rules.Game, body []byte) string {
	h := crc32.NewIEEE()
	h.Write([]byte(g.Info().ID))
	h.Write(body)
	return base64.RawURLEncoding.EncodeToString(binary.BigEndian.AppendUint32(slices.Clip(body), h.Sum32()))
}

// TestFriendJoinLive: over a live connection the device new to a game
// takes the first seat no device has when the seat to move is taken;
// by a link it is refused.
func TestFriendJoinLive(t *testing.T) {
	g, _ := rules.Lookup("empire")
	host := newFriendGame(t, "empire", 3)
	l := friendLink(host)
	var taken *takenError
	if _, err := join(g, l, false); !errors.As(err, &taken) || taken.Seat != 0 {
		t.Errorf("by link: got %v, want a takenError of seat 0", err)
	}
	sess, err := join(g, l, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := sess.mine(); got != 0b10 {
		t.Errorf("live: got seats %b, want 10", got)
	}
}

// TestFriendRecordLocal: a game played by links read back from its
// record alone (no ID) is played by people at this device.
func TestFriendRecordLocal(t *testing.T) {
	sess := newFriendGame(t, "saute", 2)
	b, _ := json.Marshal(saved{Version: savedVersion, Record: sess.Record().String()})
	back, err := Unmarshal(b, lookupGame)
	if err != nil {
		t.Fatal(err)
	}
	if back.Friends() || back.mine() != 0b11 {
		t.Errorf("got friends %v, seats here %b, want false, 11", back.Friends(), back.mine())
	}
}

// started returns a new game with friends of game id on two devices: a
// started it and played, b opened a's link and played, its link not yet
// sent.
func started(t *testing.T, id string, rng *rand.Rand) (g rules.Game, a, b *device) {
	t.Helper()
	g, _ = rules.Lookup(id)
	a = &device{t: t, held: newFriendGame(t, id, 2)}
	a.play(rng)
	b = &device{t: t}
	if err := b.open(g, a.send()); err != nil {
		t.Fatal(err)
	}
	b.play(rng)
	return g, a, b
}

// TestFriendNoBranch: a game played by links is not played on from an
// earlier move nor switched to a variation, even over (the friend's
// resignation stays): the friends' devices would refuse every later
// link.
func TestFriendNoBranch(t *testing.T) {
	g, a, b := started(t, "blockade", rand.New(rand.NewPCG(7, 8)))
	if err := a.open(g, b.send()); err != nil {
		t.Fatal(err)
	}
	kept := slices.Clone(a.held.Moves())
	if err := a.held.Branch(1); !errors.Is(err, errFriendBranch) {
		t.Errorf("branch: got %v, want %v", err, errFriendBranch)
	}
	if err := a.held.SwitchTo(0); !errors.Is(err, errFriendBranch) {
		t.Errorf("switch: got %v, want %v", err, errFriendBranch)
	}
	if err := b.held.Resign(1); err != nil {
		t.Fatal(err)
	}
	if err := a.open(g, b.send()); err != nil {
		t.Fatal(err)
	}
	if err := a.held.Branch(len(kept)); !errors.Is(err, errFriendBranch) || a.held.Resigned != 1 {
		t.Errorf("branch at the end of a game resigned: got %v, resigned %d, want %v, 1", err, a.held.Resigned, errFriendBranch)
	}
	if !slices.Equal(a.held.Moves(), kept) {
		t.Errorf("moves: got %v, want %v", a.held.Moves(), kept)
	}
}

// TestFriendBothAgain: both friends start a new game with the same
// seats (both tap "Play again"), each with its own ID. The first link
// either sends replaces the other's game while it has no move, each
// device keeping its seat; once a game has begun, the other's link
// replaces it only if the person agrees (asksToJoin), and so does a
// link of a game over where one has no move yet.
func TestFriendBothAgain(t *testing.T) {
	g, _ := rules.Lookup("blockade")
	rng := rand.New(rand.NewPCG(9, 10))
	again := func() (*device, *device) {
		a := &device{t: t, held: newFriendGame(t, "blockade", 2)}
		sess, err := NewSession(g, nil, []Seat{{Friend: true}, {}}, len(rules.LevelsOf(g)))
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.befriend(friendGame{ID: 88}); err != nil {
			t.Fatal(err)
		}
		return a, &device{t: t, held: sess}
	}
	// a moves first and sends its game; b's has no move and gives way.
	a, b := again()
	fromB := b.send()
	a.play(rng)
	if err := b.open(g, a.send()); err != nil {
		t.Fatalf("b opening a's new game: %v", err)
	}
	if b.held.friend.ID != 77 || b.held.mine() != 0b10 || !b.held.HumanTurn() {
		t.Errorf("b: got ID %d, seats %b, turn %v, want 77, 10, true", b.held.friend.ID, b.held.mine(), b.held.HumanTurn())
	}
	// b's link of its own new game, sent as it started, comes late.
	if !a.asks(g, fromB) {
		t.Errorf("a, its game begun, opening b's new game: got no question, want one")
	}
	// b's link comes first: a's game, with no move yet, gives way, and a
	// keeps seat 0.
	a, b = again()
	if a.asks(g, b.send()) {
		t.Errorf("a, its game not begun, opening b's new game: got a question, want none")
	}
	if err := a.open(g, b.send()); err != nil {
		t.Fatalf("a opening b's new game: %v", err)
	}
	if a.held.friend.ID != 88 || a.held.mine() != 0b01 || !a.held.HumanTurn() {
		t.Errorf("a: got ID %d, seats %b, turn %v, want 88, 1, true", a.held.friend.ID, a.held.mine(), a.held.HumanTurn())
	}
	// A link of a game over, b's resigned, to a whose new game has no
	// move: an old link, which asks before it takes the new game's place.
	a, b = again()
	if err := b.held.Resign(1); err != nil {
		t.Fatal(err)
	}
	if !a.asks(g, b.send()) {
		t.Errorf("a, its game not begun, opening a game over: got no question, want one")
	}
}

// TestFriendChecked: a friend's link of the game held whose setup
// differs, or whose new move is not legal, is refused, the game kept.
func TestFriendChecked(t *testing.T) {
	_, a, b := started(t, "saute", rand.New(rand.NewPCG(11, 12)))
	kept := slices.Clone(a.held.Moves())

	l := friendLink(b.held)
	l.Setup = l.Setup.Clone()
	l.Setup[rules.KeyPlayers] = "3"
	if err := a.held.receive(l); !errors.Is(err, errSetup) {
		t.Errorf("another setup: got %v, want %v", err, errSetup)
	}
	l = friendLink(b.held)
	l.Moves[len(l.Moves)-1] = 1 << 30
	var me *rules.MoveError
	if err := a.held.receive(l); !errors.As(err, &me) || me.Number != len(l.Moves) || !errors.Is(err, errNotLegal) {
		t.Errorf("a move not legal: got %v, want move %d's error %v", err, len(l.Moves), errNotLegal)
	}
	if !slices.Equal(a.held.Moves(), kept) {
		t.Errorf("the game held: got %v, want %v", a.held.Moves(), kept)
	}
	if err := a.held.receive(friendLink(b.held)); err != nil {
		t.Errorf("the link itself: got %v, want nil", err)
	}
}

// TestFriendResignedHere: a friend's link that says a seat played here
// resigned is refused, the game kept, while the friend's own
// resignation is taken.
func TestFriendResignedHere(t *testing.T) {
	_, a, b := started(t, "blockade", rand.New(rand.NewPCG(13, 14)))
	l := friendLink(b.held)
	l.Resigned = 1
	var resigned *resignedError
	if err := a.held.receive(l); !errors.As(err, &resigned) || resigned.Seat != 0 {
		t.Errorf("a's seat resigned elsewhere: got %v, want a resignedError of seat 0", err)
	} else if got, want := linkError(i18n.English, err), "This link says that White resigned, but that seat is played on this device, where it did not resign: the link does not follow your game. Your game is unchanged."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if a.held.Over() || len(a.held.Moves()) != 1 {
		t.Errorf("the game held: got over %v, %d moves, want false, 1", a.held.Over(), len(a.held.Moves()))
	}
	l.Resigned = 2
	if err := a.held.receive(l); err != nil || a.held.Resigned != 1 {
		t.Errorf("the friend's resignation: got %v, resigned %d, want nil, 1", err, a.held.Resigned)
	}
}

// TestFriendUnfriendly: a friend's link of a game not played by links
// (Blockers!, its tiles hidden), even one over, is refused with the
// new-game dialog's reason, the game held kept.
func TestFriendUnfriendly(t *testing.T) {
	g, _ := rules.Lookup("blockers")
	st, err := g.New(rules.Options{rules.KeySeed: "1"})
	if err != nil {
		t.Fatal(err)
	}
	code, err := rules.EncodeLink(g, rules.Link{Setup: st.Setup(), Resigned: 1, ID: 5})
	if err != nil {
		t.Fatal(err)
	}
	d := &device{t: t}
	var unfriendly *unfriendlyError
	if err := d.open(g, code); !errors.As(err, &unfriendly) || d.held != nil {
		t.Errorf("got %v, %v, want an unfriendlyError and no game", err, d.held)
	} else if got, want := linkError(i18n.English, err), "Blockers! is played on one device only: a link would show each player's hidden tiles to the others."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestStaleLinkSaid: a link behind the game here says where each stops;
// one that holds the game as it stands here says so, not that it is
// older.
func TestStaleLinkSaid(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want string
	}{
		{&staleError{Link: 1, Here: 2}, "This link is older than your game: it stops at move 1, and yours has reached move 2. Your game is unchanged."},
		{&staleError{Link: 3, Here: 3}, "This link holds the game just as you have it, up to move 3. Your game is unchanged."},
	} {
		if got := linkError(i18n.English, tt.err); got != tt.want {
			t.Errorf("%v: got %q, want %q", tt.err, got, tt.want)
		}
	}
}

// TestLinkErrorsSaid: what a link that does not open says is in the
// person's language, with no English detail from the rules: a level or
// setup from another version, a move past the end or out of the legal
// ones (damage), a friend's move that does not replay here.
func TestLinkErrorsSaid(t *testing.T) {
	g, _ := rules.Lookup("blokusduo")
	text, err := rules.EncodeLink(g, rules.Link{Seats: []int{0, 99}})
	if err != nil {
		t.Fatal(err)
	}
	_, _, level := rules.DecodeLink(g, text)
	for _, tt := range []struct {
		err  error
		want string
	}{
		{level, "La partie de ce lien commence avec un plateau, des joueurs ou un niveau de l'ordinateur que cette version d'Impasse ne propose pas. Votre partie n'a pas changé."},
		{&rules.MoveError{Number: 4, Text: "#9", Err: fmt.Errorf("%w: there are only 3 legal moves", rules.ErrLinkDamaged)}, "Ce lien est abîmé (coupé ou modifié), ou c'est le lien d'un autre jeu. Votre partie n'a pas changé."},
		{&rules.MoveError{Number: 4, Text: "#9", Err: rules.ErrOver}, "Le coup 4 de ce lien ne peut pas être joué : la partie était déjà finie. Votre partie n'a pas changé."},
		{&rules.MoveError{Number: 5, Text: "#9", Err: errNotLegal}, "Le coup 5 de ce lien ne peut pas être joué : ce coup n'est pas permis dans la partie tenue ici. Votre partie n'a pas changé."},
	} {
		if got := linkError(i18n.French, tt.err); got != tt.want {
			t.Errorf("%v: got %q, want %q", tt.err, got, tt.want)
		}
	}
}

// TestFriendResignOnOwnTurn: against a friend playing by links, the
// person resigns only on their own turn: a resignation sent while the
// friend's move is on its way crossed it, and each device refused the
// other's link. Over a live connection, whose moves cross in order, and
// on one device, any time. The friend's turn asks for the link only when
// there is one to send.
func TestFriendResignOnOwnTurn(t *testing.T) {
	g, a, b := started(t, "alignement", rand.New(rand.NewPCG(15, 16)))
	if err := a.open(g, b.send()); err != nil {
		t.Fatal(err)
	}
	sh := &Shell{sess: a.held}
	if !sh.canResign() {
		t.Error("on one's own turn: cannot resign")
	}
	sh.sess = b.held
	if sh.canResign() {
		t.Error("on the friend's turn, by links: can resign")
	}
	if got, _ := sh.status(i18n.English); !strings.HasSuffix(got, "plays on another device: send them the link.") {
		t.Errorf("on the friend's turn, by links: got status %q", got)
	}
	sh.live = &liveConn{open: true, game: "alignement"}
	if !sh.canResign() {
		t.Error("on the friend's turn, live: cannot resign")
	}
	// Live, the move comes over the connection: no link to send.
	if got, _ := sh.status(i18n.English); !strings.HasSuffix(got, "plays on the other device.") {
		t.Errorf("on the friend's turn, live: got status %q", got)
	}
	sess, err := NewSession(g, nil, []Seat{{}, {AI: true, Level: 1}}, len(rules.LevelsOf(g)))
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if sh.sess = sess; !sh.canResign() {
		t.Error("on the computer's turn: cannot resign")
	}
}

// TestFriendOwesLink: Send the link is offered while the friend has yet
// to hear of the game as it stands here: on their turn, or once it ended
// here; not on one's own turn, nor once the friend's link ended it.
func TestFriendOwesLink(t *testing.T) {
	g, a, b := started(t, "alignement", rand.New(rand.NewPCG(17, 18)))
	if !b.held.owesLink() {
		t.Error("the friend's turn: owes no link")
	}
	if err := a.open(g, b.send()); err != nil {
		t.Fatal(err)
	}
	if a.held.owesLink() {
		t.Error("one's own turn: owes a link")
	}
	seat := a.held.ToMove()
	if err := a.held.Resign(seat); err != nil {
		t.Fatal(err)
	}
	if !a.held.owesLink() {
		t.Error("resigned here: owes no link")
	}
	if err := b.open(g, a.send()); err != nil {
		t.Fatal(err)
	}
	if !b.held.Over() || b.held.owesLink() {
		t.Errorf("the friend's resignation received: over %v, owes a link %v, want true, false", b.held.Over(), b.held.owesLink())
	}
}

// TestSendTitle: the send dialog names what is sent: a new game the
// friend opens, a move, the end of the game.
func TestSendTitle(t *testing.T) {
	sess := newFriendGame(t, "alignement", 2)
	sh := &Shell{sess: sess, lang: i18n.English, sending: outgoing{URL: "http://x/"}}
	title := func() string { return sh.sendOf(i18n.English).Title }
	if got, want := title(), "Send the new game"; got != want {
		t.Errorf("no move yet: got %q, want %q", got, want)
	}
	if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if got, want := title(), "Send your move"; got != want {
		t.Errorf("a move played: got %q, want %q", got, want)
	}
	if err := sess.Resign(0); err != nil {
		t.Fatal(err)
	}
	if got, want := title(), "Send the end of the game"; got != want {
		t.Errorf("resigned: got %q, want %q", got, want)
	}
}

// TestFriendSent: once the link of a move is copied or shared, the
// status says so and waits for the friend's answer, after a reload too;
// the next move asks for its own link again.
func TestFriendSent(t *testing.T) {
	sess := newFriendGame(t, "alignement", 2)
	sh := &Shell{sess: sess, lang: i18n.English, sending: outgoing{URL: "http://x/"}}
	status := func() string {
		text, _ := sh.status(i18n.English)
		return text
	}
	legal := sess.State().Legal(nil)
	if err := sess.Play(legal[0]); err != nil {
		t.Fatal(err)
	}
	if got, want := status(), "Blue plays on another device: send them the link."; got != want {
		t.Errorf("before: got %q, want %q", got, want)
	}
	sess.markSent()
	want := "Blue plays on another device: the link is sent; open the one they send back."
	if got := status(); got != want {
		t.Errorf("sent: got %q, want %q", got, want)
	}
	sh.sess = reread(t, sess)
	if got := status(); got != want {
		t.Errorf("sent, read back: got %q, want %q", got, want)
	}
	// The friend's move, then another one here: not sent yet.
	for range 2 {
		if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if sess.linkSent() {
		t.Errorf("a new move: got sent, want not")
	}
	// A game nobody ended keeps the key saved by earlier versions.
	if got, want := sentKey(sess), sess.state.Hash()*31+uint64(len(sess.Moves()))|1; got != want {
		t.Errorf("the key of a game in progress: got %d, want %d as before", got, want)
	}
	// Sent, then resigned in the same position: the resignation is not.
	sess.markSent()
	if err := sess.Resign(sess.ToMove()); err != nil {
		t.Fatal(err)
	}
	if sess.linkSent() {
		t.Errorf("resigned after the link was sent: got sent, want not")
	}
}

// TestOutgoing: a link offered is its game's as the game stood, not once
// the game has moved on, nor another game's: a share sheet that answers
// late marks nothing.
func TestOutgoing(t *testing.T) {
	sess := newFriendGame(t, "alignement", 2)
	other := newFriendGame(t, "alignement", 2)
	o := outgoing{URL: "http://x/", game: sess, key: sentKey(sess)}
	if !o.of(sess) {
		t.Errorf("the game as it stood: got not its link, want its link")
	}
	if o.of(other) || (outgoing{}).of(sess) {
		t.Errorf("another game, or no link: got its link, want not")
	}
	if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if o.of(sess) {
		t.Errorf("the game moved on: got its link, want not")
	}
}

// TestJoinedText: a friend's game new to this device says which game,
// which seat is the person's, and where the rules are.
func TestJoinedText(t *testing.T) {
	_, _, b := started(t, "alignement", rand.New(rand.NewPCG(19, 20)))
	if got, want := joinedText(i18n.English, b.held), "A game of Alignement from a friend: you play Blue. Its rules are under Rules, at the top of the page."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestFriendForcedSaid: a device that plays the only move of a seat of
// its friend's device sends it with its own; the friend's device finds
// it among the moves received, to say it (forcedHere).
func TestFriendForcedSaid(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 200 && found == 0; seed++ {
		g, a, b := started(t, "alignement", rand.New(rand.NewPCG(seed, 99)))
		if err := a.open(g, b.send()); err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		from, to := a, b
		for turn := 0; turn < 400 && !from.held.Over(); turn++ {
			if !from.held.HumanTurn() {
				from, to = to, from
				continue
			}
			before := len(to.held.Moves())
			from.play(rng)
			var want []string
			for !from.held.Over() && !from.held.HumanTurn() {
				legal := from.held.State().Legal(nil)
				if len(legal) != 1 {
					break
				}
				want = append(want, from.held.State().MoveString(legal[0]))
				if err := from.held.Play(legal[0]); err != nil {
					t.Fatal(err)
				}
			}
			if err := to.open(g, from.send()); err != nil {
				t.Fatalf("seed %d, turn %d: %v", seed, turn, err)
			}
			_, got := to.held.forcedHere(before)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d, turn %d: got forced %v, want %v", seed, turn, got, want)
			}
			found += len(want)
			from, to = to, from
		}
	}
	if found == 0 {
		t.Fatal("no forced move met: the test checked nothing")
	}
}

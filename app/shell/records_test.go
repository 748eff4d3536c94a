package shell

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
	"impasse/rules/blokusduo"
)

// randomSession plays up to n random moves of a game of g (with its
// default options and a fixed seed) with the computer at the last seat.
func randomSession(t testing.TB, g rules.Game, n int, rng *rand.Rand) *Session {
	t.Helper()
	levels := len(rules.LevelsOf(g))
	st, err := g.New(rules.Options{rules.KeySeed: "7"})
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]Seat, st.Players())
	seats[len(seats)-1] = Seat{AI: true, Level: levels}
	sess, err := NewSession(g, rules.Options{rules.KeySeed: "7"}, seats, levels)
	if err != nil {
		t.Fatal(err)
	}
	for len(sess.Moves()) < n && !sess.Over() {
		legal := sess.State().Legal(nil)
		if err := sess.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return sess
}

// sameGame fails t unless b is the game a is: the same start, moves,
// seats and position.
func sameGame(t *testing.T, got, want *Session) {
	t.Helper()
	if !slices.Equal(got.Moves(), want.Moves()) {
		t.Errorf("moves: got %v, want %v", got.Record().Moves, want.Record().Moves)
	}
	if !slices.Equal(got.Seats, want.Seats) || got.Resigned != want.Resigned {
		t.Errorf("seats, resigned: got %v %d, want %v %d", got.Seats, got.Resigned, want.Seats, want.Resigned)
	}
	if got.State().String() != want.State().String() || got.State().Hash() != want.State().Hash() {
		t.Errorf("position: got\n%v\nwant\n%v", got.State(), want.State())
	}
}

// TestRecordRoundTrip: for every game, a finished game and one under way,
// exported as text and read back on the game's page, are the game they
// were, chance and hidden information included (Blockers' piles).
func TestRecordRoundTrip(t *testing.T) {
	for _, g := range rules.Games() {
		t.Run(g.Info().ID, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(5, uint64(len(g.Info().ID))))
			for _, n := range []int{1 << 20, 7} {
				sess := randomSession(t, g, n, rng)
				back, err := readRecord(sess.Record().String(), g)
				if err != nil {
					t.Fatalf("readRecord: %v\n%s", err, sess.Record())
				}
				sameGame(t, back, sess)
			}
		})
	}
}

// TestReadRecordRefused: what cannot be read says where and why.
func TestReadRecordRefused(t *testing.T) {
	duo := blokusduo.Game{}
	good := randomSession(t, duo, 8, rand.New(rand.NewPCG(1, 1))).Record()
	bad := *good
	bad.Moves = slices.Clone(good.Moves)
	bad.Moves[4] = "z99"
	_, err := readRecord(bad.String(), duo)
	var me *rules.MoveError
	if !errors.As(err, &me) || me.Number != 5 {
		t.Errorf("a bad fifth move: got %v, want move 5's error", err)
	}
	for _, text := range []string{
		"",
		"  \n",
		`[Game "nosuchgame"]` + "\n\n*",
		`[Game "blokusduo"` + "\n",
		`[Game "blokusduo"]` + "\n" + `[Result "1-0"]` + "\n\n1. e10 2. j5 1-0",
		"(;GM[Go])",
	} {
		if _, err := readRecord(text, duo); err == nil {
			t.Errorf("%q: got no error", text)
		}
	}
}

// TestReadRecordOtherFormat: a game that reads another program's files
// (Blokus Duo, Pentobi's .blksgf) has them read on its page, and on any
// other game's page too.
func TestReadRecordOtherFormat(t *testing.T) {
	duo := blokusduo.Game{}
	sess := randomSession(t, duo, 1<<20, rand.New(rand.NewPCG(2, 2)))
	var f rules.Formatter = duo
	sgf, err := f.WriteFormat(sess.Record())
	if err != nil {
		t.Fatal(err)
	}
	alignement, _ := rules.Lookup("alignement")
	for _, page := range []rules.Game{duo, alignement} {
		back, err := readRecord(sgf, page)
		if err != nil {
			t.Fatalf("readRecord of the SGF on %s's page: %v", page.Info().ID, err)
		}
		// Pentobi's files name no seats: people at both.
		if !slices.Equal(back.Moves(), sess.Moves()) || back.State().Hash() != sess.State().Hash() {
			t.Errorf("SGF read back: got %v, want %v", back.Record().Moves, sess.Record().Moves)
		}
	}
}

// TestLinkSession: a game's link opens the game at its position, the
// moves after it left to redo; a hidden game under way has no link.
func TestLinkSession(t *testing.T) {
	for _, g := range rules.Games() {
		t.Run(g.Info().ID, func(t *testing.T) {
			sess := randomSession(t, g, 1<<20, rand.New(rand.NewPCG(3, 3)))
			at := len(sess.Moves()) / 2
			code, err := linkOf(sess, at)
			if err != nil {
				t.Fatalf("linkOf: %v", err)
			}
			back, err := sessionFromLink(g, code)
			if err != nil {
				t.Fatalf("sessionFromLink: %v", err)
			}
			if got, want := back.Moves(), sess.Moves()[:at]; !slices.Equal(got, want) {
				t.Errorf("moves: got %v, want %v", got, want)
			}
			for back.CanRedo() {
				back.Redo()
			}
			sameGame(t, back, sess)
			if g.Info().Hidden {
				under := randomSession(t, g, 3, rand.New(rand.NewPCG(4, 4)))
				if _, err := linkOf(under, 3); !errors.Is(err, rules.ErrLinkHidden) {
					t.Errorf("a hidden game under way: got %v, want %v", err, rules.ErrLinkHidden)
				}
			}
		})
	}
	duo := blokusduo.Game{}
	sess := randomSession(t, duo, 4, rand.New(rand.NewPCG(6, 6)))
	if err := sess.Resign(0); err != nil {
		t.Fatal(err)
	}
	code, err := linkOf(sess, 4)
	if err != nil {
		t.Fatal(err)
	}
	back, err := sessionFromLink(duo, code)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, sess)
	if _, err := sessionFromLink(duo, code[:len(code)-1]); !errors.Is(err, rules.ErrLinkDamaged) {
		t.Errorf("a link cut short: got %v, want %v", err, rules.ErrLinkDamaged)
	}
}

// FuzzReadRecord: reading a record on a game's page never panics, and
// whatever is read writes a record that reads as the same game.
func FuzzReadRecord(f *testing.F) {
	for i, g := range rules.Games() {
		sess := randomSession(f, g, 5+i, rand.New(rand.NewPCG(uint64(i), 9)))
		f.Add(g.Info().ID, sess.Record().String())
	}
	f.Add("blokusduo", "(;GM[Blokus Duo];B[e10];W[j5])")
	f.Add("blokusduo", "1. e10 2. j5 3. zz")
	f.Fuzz(func(t *testing.T, id, text string) {
		g, ok := rules.Lookup(id)
		if !ok {
			return
		}
		sess, err := readRecord(text, g)
		if err != nil {
			var me *rules.MoveError
			if errors.As(err, &me) && me.Number < 1 {
				t.Fatalf("move number %d in %v", me.Number, err)
			}
			return
		}
		back, err := readRecord(sess.Record().String(), g)
		if err != nil {
			t.Fatalf("the record written from %q does not read: %v", text, err)
		}
		if !slices.Equal(back.Moves(), sess.Moves()) || back.Game.Info().ID != sess.Game.Info().ID {
			t.Fatalf("read back %v, want %v", back.Record().Moves, sess.Record().Moves)
		}
	})
}

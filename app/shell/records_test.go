package shell

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
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

// openShared rebuilds the game of share link code as openLink does:
// rules.DecodeLink, then sessionOf.
func openShared(g rules.Game, code string) (*Session, error) {
	l, _, err := rules.DecodeLink(g, code)
	if err != nil {
		return nil, err
	}
	return sessionOf(g, l)
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
			back, err := openShared(g, code)
			if err != nil {
				t.Fatalf("openShared: %v", err)
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
	back, err := openShared(duo, code)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, back, sess)
	if _, err := openShared(duo, code[:len(code)-1]); !errors.Is(err, rules.ErrLinkDamaged) {
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

// TestReadRecordKeepsNotes: the tags a record brings from elsewhere
// (event, names, date) and its comments are written out again with the
// game, saved with it, and after a move taken back the comments about the
// moves still played; the same for a Pentobi file and its .blksgf.
func TestReadRecordKeepsNotes(t *testing.T) {
	duo := blokusduo.Game{}
	text := "[Game \"blokusduo\"]\n[Event \"Club night\"]\n[Player1 \"Ann\"]\n[Player2 \"Bob\"]\n[Date \"2026-01-02\"]\n\n" +
		"{A friendly game} 1. e10 {a quiet start} 2. j5 3. c9,d9 {too slow} *"
	sess, err := readRecord(text, duo)
	if err != nil {
		t.Fatal(err)
	}
	reloaded := reread(t, sess)
	for name, s := range map[string]*Session{"read": sess, "saved and read back": reloaded} {
		out := s.Record().String()
		for _, want := range []string{`[Event "Club night"]`, `[Player1 "Ann"]`, `[Player2 "Bob"]`, `[Date "2026-01-02"]`,
			"{A friendly game} 1. e10 {a quiet start} 2. j5 3. c9,d9 {too slow} *"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the record written out:\n%s\nwant it to hold %q", name, out, want)
			}
		}
	}
	sess.Undo()
	if out := sess.Record().String(); strings.Contains(out, "too slow") || !strings.Contains(out, "{a quiet start}") {
		t.Errorf("after a move taken back: got\n%s\nwant the comments on the first two moves only", out)
	}

	sgf := "(;FF[4]CA[UTF-8]GM[Blokus Duo]PB[Ann]PW[Bob]DT[2026-01-02]EV[Club night]C[A friendly game]\n;B[e10]C[a quiet start]\n;W[j5])"
	sess, err = readRecord(sgf, duo)
	if err != nil {
		t.Fatal(err)
	}
	out, err := duo.WriteFormat(sess.Record())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"PB[Ann]", "PW[Bob]", "DT[2026-01-02]", "EV[Club night]", "C[A friendly game]", ";B[e10]C[a quiet start]"} {
		if !strings.Contains(out, want) {
			t.Errorf(".blksgf written out: got %q, want it to hold %q", out, want)
		}
	}
	if rec := sess.Record(); rec.Tag("Event") != "Club night" || rec.Tag("Player1") != "Ann" {
		t.Errorf("record of the .blksgf: got\n%s\nwant its event and names", rec)
	}
}

// TestReadRecordNotRecord: text that is no record says so, in both
// languages, rather than naming a move.
func TestReadRecordNotRecord(t *testing.T) {
	for _, text := range []string{"hello", "Dear Ann, here is our game.", "{just a comment}"} {
		_, err := readRecord(text, blokusduo.Game{})
		if !errors.Is(err, rules.ErrNotRecord) {
			t.Errorf("readRecord(%q): got %v, want %v", text, err, rules.ErrNotRecord)
		}
		if got, want := recordError(i18n.English, err), i18n.English.T("rec.notRecord"); got != want {
			t.Errorf("recordError: got %q, want %q", got, want)
		}
	}
	// A record without tags whose moves read is one.
	if _, err := readRecord("e10 j5", blokusduo.Game{}); err != nil {
		t.Errorf(`readRecord("e10 j5"): %v`, err)
	}
}

// TestRecordErrorsShort: a tag value or a move of megabytes is quoted
// shortened in what the player is told, whichever game and tag.
func TestRecordErrorsShort(t *testing.T) {
	long := strings.Repeat("x", 3<<20)
	for _, g := range rules.Games() {
		names := []string{rules.TagGame, rules.TagResult, "Seat1", "Resigned"}
		for _, o := range g.Options() {
			names = append(names, o.Key)
		}
		for _, name := range names {
			rec := rules.NewRecord(g, mustStart(t, g), nil)
			rec.SetTag(name, long)
			rec.Moves = []string{"x" + long[:rules.MaxMoveSize-1]}
			if name == rules.TagResult {
				rec.Moves = nil
			}
			_, err := readRecord(rec.String(), g)
			if err == nil {
				continue // a tag the game does not read
			}
			if msg := recordError(i18n.English, err); len(msg) > 300 {
				t.Errorf("%s, a long %s: the message is %d bytes long, want at most 300: %.100s…", g.Info().ID, name, len(msg), msg)
			}
		}
	}
}

// mustStart returns the start of a game of g with its default options.
func mustStart(t *testing.T, g rules.Game) rules.State {
	t.Helper()
	st, err := g.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestRecordsDialogShown: the records dialog shows while open for the
// game shown, and not once closed, for another game than the one it
// opened for, or with no game shown.
func TestRecordsDialogShown(t *testing.T) {
	for _, tc := range []struct {
		name      string
		open      bool
		of, shown int
		game      string
		want      bool
	}{
		{"open", true, 3, 3, "blokusduo", true},
		{"closed", false, 3, 3, "blokusduo", false},
		{"another game shown", true, 3, 4, "blokusduo", false},
		{"no game shown", true, 3, 3, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := &recordsDialog{Lang: i18n.English, Game: tc.game, Shown: tc.shown, open: tc.open, of: tc.of,
				Share: func() (string, error) { return "https://example.org/play/blokusduo#g1", nil }}
			d.makeLink() // as show does
			html := app.HTMLString(d)
			if got := strings.Contains(html, `id="records-dialog"`); got != tc.want {
				t.Errorf("dialog drawn got %v, want %v:\n%s", got, tc.want, html)
			}
			if tc.want && !strings.Contains(html, "#g1") {
				t.Errorf("the share link is missing:\n%s", html)
			}
		})
	}
}

// The share link, which replays every move, is made when the dialog
// opens and again only when the game moves on, not at each drawing (each
// key pasted); a game that cannot be shared says why.
func TestRecordsDialogLink(t *testing.T) {
	made := 0
	d := &recordsDialog{Lang: i18n.English, Game: "blokusduo", open: true, At: position{hash: 1, moves: 2},
		Share: func() (string, error) { made++; return "#g" + strconv.Itoa(made), nil }}
	d.makeLink()
	for i, st := range []struct {
		at   position
		link string
		made int
	}{
		{position{1, 2}, "#g1", 1}, // drawn again, the same position
		{position{5, 3}, "#g2", 2}, // the computer moved
		{position{5, 3}, "#g2", 2},
	} {
		d.At = st.at
		d.OnUpdate(app.Context{})
		if d.link != st.link || made != st.made {
			t.Errorf("step %d: got link %q made %d times, want %q made %d times", i+1, d.link, made, st.link, st.made)
		}
	}
	d.Share = func() (string, error) { return "", &rules.TooLongError{Moves: 9} }
	d.At = position{6, 4}
	d.OnUpdate(app.Context{})
	if d.link != "" || d.linkNote == "" {
		t.Errorf("a game too long: got link %q, note %q, want none and a note", d.link, d.linkNote)
	}
}

// TestRecordsSecret: a game with hidden tiles still going gives no
// record, which holds every player's piles (Blockers!' Pile tags), to
// download or copy, and says why; once over it does.
func TestRecordsSecret(t *testing.T) {
	g, _ := rules.Lookup("blockers")
	sess, err := NewSession(g, rules.Options{rules.KeyPlayers: "3", rules.KeySeed: "5"}, []Seat{{}, {}, {}}, len(rules.LevelsOf(g)))
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{sess: sess, lang: i18n.English, at: route{page: pagePlay, id: "blockers"}}
	for _, over := range []bool{false, true} {
		if over {
			for !sess.Over() {
				if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
		}
		d := sh.recordsOf(i18n.English)
		d.open, d.of, d.Shown = true, 1, 1
		d.Share = func() (string, error) { return "", nil }
		html := app.HTMLString(d)
		secret := strings.Contains(html, "its record, which holds every player")
		tag := regexp.MustCompile(`<button[^>]*id="download"[^>]*>`).FindString(html)
		disabled := strings.Contains(tag, "disabled") && !strings.Contains(tag, `disabled="false"`)
		if secret == over || (disabled != !over) {
			t.Errorf("over %v: said secret %v, download disabled %v:\n%s", over, secret, disabled, html)
		}
		if !over {
			if err := sh.download(app.Context{}, recordExt); err == nil {
				t.Error("still going: downloaded the record")
			}
		}
	}
}

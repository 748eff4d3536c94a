package shell

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// openLong opens the first n moves of a long game of g from its link and
// tells them all in words, as the game page does when it first shows the
// game, and returns the bytes that took.
func openLong(t *testing.T, g rules.Game, moves []rules.Move, n int) uint64 {
	t.Helper()
	start, err := g.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	code, err := rules.EncodeLink(g, rules.Link{Setup: start.Setup(), Moves: moves[:n], At: n, Seats: make([]int, start.Players())})
	if err != nil {
		t.Fatal(err)
	}
	sp, _ := view.Lookup(g.Info().ID)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	sess, err := openShared(g, code)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess}
	if said := s.said(i18n.English, sp); len(said) != n {
		t.Fatalf("said %d moves, want %d", len(said), n)
	}
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestOpenLongGameLinear: opening a long game from a link and telling its
// moves costs in proportion to its moves. Twice the moves may take about
// twice the memory, not four times as a copy of the position per move
// did (a 31,000-move link of La Porte ran a phone out of memory, and
// every later visit with it).
func TestOpenLongGameLinear(t *testing.T) {
	for _, id := range []string{"porte", "empire", "blockade"} {
		t.Run(id, func(t *testing.T) {
			g, _ := rules.Lookup(id)
			start, err := g.New(nil)
			if err != nil {
				t.Fatal(err)
			}
			const n = rules.MaxMoves / 2
			moves := rulestest.LongGame(start, 2*n, 1)
			if len(moves) < 2*n {
				t.Fatalf("LongGame: %d moves, want %d", len(moves), 2*n)
			}
			openLong(t, g, moves, 100) // warm up
			short, long := openLong(t, g, moves, n), openLong(t, g, moves, 2*n)
			if ratio := float64(long) / float64(short); ratio > 2.8 {
				t.Errorf("%d moves took %d bytes, %d moves %d bytes: got %.1f times, want about 2", n, short, 2*n, long, ratio)
			}
		})
	}
}

// TestOpenTooLong: a link of a game too long to show is refused with a
// sentence, and the game in progress stays.
func TestOpenTooLong(t *testing.T) {
	g, _ := rules.Lookup("porte")
	start, err := g.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	moves := rulestest.LongGame(start, rules.MaxMoves+1, 1)
	code, err := rules.EncodeLink(g, rules.Link{Setup: start.Setup(), Moves: moves, At: len(moves)})
	if err != nil {
		t.Fatal(err)
	}
	_, err = openShared(g, code)
	if !errors.As(err, new(*rules.TooLongError)) {
		t.Fatalf("got %v, want a TooLongError", err)
	}
	want := fmt.Sprintf("This link's game has %d moves, more than the %d this app opens. Your game is unchanged.", rules.MaxMoves+1, rules.MaxMoves)
	if got := linkError(i18n.English, err); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestImportTooLong: a record of a game too long to show is refused with
// a sentence before any move is replayed.
func TestImportTooLong(t *testing.T) {
	g, _ := rules.Lookup("empire")
	var text strings.Builder
	text.WriteString("[Game \"empire\"]\n")
	for i := 0; i <= rules.MaxMoves; i++ {
		text.WriteString("a1-a2 ")
	}
	_, err := readRecord(text.String(), g)
	want := fmt.Sprintf("This record has %d moves, more than the %d this app opens. Your game is unchanged.", rules.MaxMoves+1, rules.MaxMoves)
	if got := recordError(i18n.English, err); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestImportChecksEnd: a record whose Scores or Result disagree with its
// moves is refused, saying which, as the command line's replay does.
func TestImportChecksEnd(t *testing.T) {
	data, err := os.ReadFile("../../rules/blokusduo/testdata/golden/all21-orange.txt")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rules.Lookup("blokusduo")
	if _, err := readRecord(string(data), g); err != nil {
		t.Fatalf("the record as written: %v", err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{`[Scores "-38 15"]`, `[Scores "-38 16"]`, "Scores"},
		{`[Result "0-1"]`, `[Result "1-0"]`, "Result"},
	} {
		_, err := readRecord(strings.Replace(string(data), tc.from, tc.to, 1), g)
		if err == nil || !strings.Contains(recordError(i18n.English, err), tc.want) {
			t.Errorf("%s: got %v, want an error naming %s", tc.to, err, tc.want)
		}
	}
}

// TestImportBadClock: a record whose clock tags do not read is refused
// like any record with a bad tag, saying so, not as a saved game that
// goes on without its clock.
func TestImportBadClock(t *testing.T) {
	g, _ := rules.Lookup("blokusduo")
	text := "[Game \"blokusduo\"]\n[TimeControl \"60+0\"]\n[TimeOut \"7\"]\n\n1. f9,e10,f10,g10,f11\n"
	_, err := readRecord(text, g)
	got := recordError(i18n.English, err)
	if err == nil || !strings.Contains(got, `TimeOut "7" is not 1 or 2`) || strings.Contains(got, "goes on") {
		t.Errorf("got %q, want the clock's fault and no game going on", got)
	}
}

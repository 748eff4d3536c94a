package shell

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// TestBranch: playing on from move 5 keeps the moves after it as a
// variation, saved with the game; switching back makes it the game again
// and keeps the branch.
func TestBranch(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11", "g6,f7,g7,h7,g8", "g10,h10,h11,i11,i12",
		"i8,i9,j9,j10", "g12,f13,g13,h13,g14", "k11,k12,j13,k13,j14")
	main := slices.Clone(s.Moves())
	if got := s.PositionAt(5).Hash(); got == s.State().Hash() {
		t.Fatalf("the position after move 5 is the last one")
	}
	if err := s.Branch(5); err != nil {
		t.Fatal(err)
	}
	if got, want := len(s.Moves()), 5; got != want {
		t.Fatalf("moves after the branch: got %d, want %d", got, want)
	}
	if s.CanRedo() {
		t.Errorf("redo after a branch: the old moves are a variation, not redo")
	}
	if err := s.Play(s.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if slices.Equal(s.Moves(), main[:6]) {
		t.Fatalf("the branch played the game's own sixth move")
	}
	if got, want := s.Variations(), [][]rules.Move{main}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("variations: got %v, want %v", got, want)
	}
	if got, want := s.Fork(main), 5; got != want {
		t.Errorf("fork: got %d, want %d", got, want)
	}
	branch := slices.Clone(s.Moves())

	back := reread(t, s)
	if got := back.Variations(); len(got) != 1 || !slices.Equal(got[0], main) {
		t.Fatalf("variations saved: got %v, want [%v]", got, main)
	}

	if err := back.SwitchTo(0); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Moves(), main) {
		t.Errorf("moves after switching: got %v, want %v", back.Moves(), main)
	}
	if got := back.Variations(); len(got) != 1 || !slices.Equal(got[0], branch) {
		t.Errorf("variations after switching: got %v, want [%v]", got, branch)
	}
	// Branching at the end changes nothing; a line already kept is not
	// kept twice.
	if err := back.Branch(len(main)); err != nil || len(back.Variations()) != 1 {
		t.Errorf("a branch at the end: got %v and %d variations, want nil and 1", err, len(back.Variations()))
	}
	if err := back.Branch(99); err == nil {
		t.Errorf("a branch past the end: got no error")
	}
}

// TestBranchResigned: a game resigned goes on from a branch, the
// resignation no longer holding.
func TestBranchResigned(t *testing.T) {
	s := duo(t, Seat{}, Seat{AI: true, Level: 1})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11")
	if err := s.Resign(0); err != nil {
		t.Fatal(err)
	}
	if err := s.Branch(2); err != nil {
		t.Fatal(err)
	}
	if s.Over() || s.Resigned != -1 {
		t.Errorf("after a branch: over %v, resigned %d, want false, -1", s.Over(), s.Resigned)
	}
}

// TestUnmarshalBadVariation: a saved variation that no longer replays is
// dropped, and the game is kept.
func TestUnmarshalBadVariation(t *testing.T) {
	data := []byte(`{"v":1,"record":"[Game \"blokusduo\"]\n\n1. h3,h4,h5,i5,j5 2. d9,e9,e10,e11,f11 *",` +
		`"vars":[["h3,h4,h5,i5,j5","zz"],["h3,h4,h5,i5,j5","d9,e9,e10,e11,f11","g6,f7,g7,h7,g8"]]}`)
	s, err := Unmarshal(data, lookupGame)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(s.Variations()); got != 1 || len(s.Variations()[0]) != 3 {
		t.Errorf("variations: got %v, want one of 3 moves", s.Variations())
	}
}

// TestVariationNoMovesOfItsOwn: a line with no move of its own (the game
// as it stands after an undo, or a variation the game has come back to)
// is neither kept nor offered.
func TestVariationNoMovesOfItsOwn(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11", "g6,f7,g7,h7,g8", "g10,h10,h11,i11,i12")
	main := slices.Clone(s.Moves())
	if err := s.Branch(2); err != nil {
		t.Fatal(err)
	}
	other := s.State().Legal(nil)[0]
	if other == main[2] {
		t.Fatalf("the first legal move is the game's own")
	}
	if err := s.Play(other); err != nil {
		t.Fatal(err)
	}
	s.Undo()
	// The game is now the start of the old line: opening it keeps nothing.
	if err := s.SwitchTo(0); err != nil {
		t.Fatal(err)
	}
	if got := s.Variations(); len(got) != 0 {
		t.Errorf("variations after reopening the old line: got %v, want none", got)
	}

	// Played again move for move, a variation is the game: not offered.
	if err := s.Branch(2); err != nil {
		t.Fatal(err)
	}
	for _, m := range main[2:] {
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	sh := &Shell{sess: s}
	if got := sh.replayBarOf(i18n.English).Vars; len(got) != 0 {
		t.Errorf("variations offered: got %v, want none", got)
	}
}

// TestReplay: the game keeps its replay, clamped to its moves, and gives
// the position the replay shows and the one before it, and the position
// before the last move, which follows the game.
func TestReplay(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11", "g6,f7,g7,h7,g8")
	if on, _ := s.Replaying(); on {
		t.Fatalf("a new game is in replay")
	}
	s.ReplayTo(2)
	if on, at := s.Replaying(); !on || at != 2 {
		t.Fatalf("after ReplayTo(2): on %v at %d, want on at 2", on, at)
	}
	pos, before := s.ReplayPositions()
	if pos.Hash() != s.PositionAt(2).Hash() || before.Hash() != s.PositionAt(1).Hash() {
		t.Errorf("positions at 2: not the game's after 2 and 1 moves")
	}
	s.ReplayStep(-5)
	if _, at := s.Replaying(); at != 0 {
		t.Errorf("stepping back past the start: at %d, want 0", at)
	}
	if _, before := s.ReplayPositions(); before != nil {
		t.Errorf("the position before the start: got one, want nil")
	}
	s.ReplayTo(1 << 30)
	if _, at := s.Replaying(); at != 3 {
		t.Errorf("past the end: at %d, want 3", at)
	}
	if got, want := s.LastBefore().Hash(), s.PositionAt(2).Hash(); got != want {
		t.Errorf("before the last move: not the position after 2 moves")
	}
	// The computer may move while the replay shows the game.
	if err := s.Play(s.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if pos, _ := s.ReplayPositions(); pos.Hash() != s.PositionAt(3).Hash() {
		t.Errorf("the replay after a move: not the position after 3 moves")
	}
	if got, want := s.LastBefore().Hash(), s.PositionAt(3).Hash(); got != want {
		t.Errorf("before the last move after another: not the position after 3 moves")
	}
	s.CloseReplay()
	if on, _ := s.Replaying(); on {
		t.Errorf("the replay is still on once closed")
	}
}

// TestReplayNoBranch: the replay offers Play from here only where the
// game may be played on from there; in a rated game or one with a clock
// still going it says why instead, and offers it once the game is over.
func TestReplayNoBranch(t *testing.T) {
	rated := duo(t, Seat{}, Seat{AI: true, Level: 1})
	if err := rated.rate(800); err != nil {
		t.Fatal(err)
	}
	timed, _ := timedDuo(t, clockPresets[0], Seat{}, Seat{})
	for _, tc := range []struct {
		name string
		sess *Session
		want string
	}{
		{"rated", rated, "A rated game can be played on from an earlier move only once it is over."},
		{"timed", timed, "A game with a clock is played on from an earlier move only once it is over."},
	} {
		sess := tc.sess
		if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
		sess.ReplayTo(0)
		sh := &Shell{sess: sess, lang: i18n.English}
		bar := sh.replayBarOf(i18n.English)
		if bar.NoBranch != tc.want {
			t.Errorf("%s, going on: got %q, want %q", tc.name, bar.NoBranch, tc.want)
		}
		if html := app.HTMLString(bar); strings.Contains(html, `id="branch"`) {
			t.Errorf("%s, going on: Play from here offered:\n%s", tc.name, html)
		}
		if err := sess.Resign(0); err != nil {
			t.Fatal(err)
		}
		if bar := sh.replayBarOf(i18n.English); bar.NoBranch != "" {
			t.Errorf("%s, over: got %q, want Play from here", tc.name, bar.NoBranch)
		}
	}
}

// TestSwitchBackEnds: a game resigned, or lost on time, played on from
// an earlier move and switched back to, ends again as it did, in the
// same history entry, after a save too.
func TestSwitchBackEnds(t *testing.T) {
	branchAndBack := func(s *Session) *Session {
		t.Helper()
		if err := s.Branch(1); err != nil {
			t.Fatal(err)
		}
		if s.Over() {
			t.Fatalf("the branch is over")
		}
		if err := s.Play(s.State().Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
		back := reread(t, s)
		if err := back.SwitchTo(0); err != nil {
			t.Fatal(err)
		}
		return back
	}

	s := duo(t, Seat{}, Seat{AI: true, Level: 1})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11")
	if err := s.Resign(0); err != nil {
		t.Fatal(err)
	}
	s.filed = 1764000000000
	back := branchAndBack(s)
	if back.Resigned != 0 || !back.Over() || back.filed != 1764000000000 {
		t.Errorf("resigned, switched back: got resigned %d, over %v, filed %d, want 0, true, 1764000000000", back.Resigned, back.Over(), back.filed)
	}

	s, now := timedDuo(t, rules.TimeControl{Base: time.Minute}, Seat{}, Seat{})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11")
	*now = now.Add(61 * time.Second)
	if !s.CheckClock() || s.TimedOut() != 0 {
		t.Fatalf("the clock: got timed out %d, want 0", s.TimedOut())
	}
	back = branchAndBack(s)
	if back.TimedOut() != 0 || !back.Over() || back.Clock() == nil || back.Clock().Control().String() != "60+0" {
		t.Errorf("lost on time, switched back: got timed out %d, over %v, clock %v, want 0, true, 60+0", back.TimedOut(), back.Over(), back.Clock())
	}
}

// TestVariationEndKept: a line that ended otherwise than by its moves
// keeps its end when a longer variation holds its moves too.
func TestVariationEndKept(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11", "g6,f7,g7,h7,g8", "g10,h10,h11,i11,i12", "i8,i9,j9,j10", "g12,f13,g13,h13,g14")
	if err := s.Branch(4); err != nil {
		t.Fatal(err)
	}
	if err := s.Resign(0); err != nil {
		t.Fatal(err)
	}
	s.filed = 42
	if err := s.Branch(2); err != nil {
		t.Fatal(err)
	}
	for i, v := range s.Variations() {
		if len(v) == 4 {
			if err := s.SwitchTo(i); err != nil {
				t.Fatal(err)
			}
			if s.Resigned != 0 || s.filed != 42 {
				t.Errorf("the resigned line: got resigned %d, filed %d, want 0, 42", s.Resigned, s.filed)
			}
			return
		}
	}
	t.Errorf("variations: got %v, want the resigned line of 4 moves among them", s.Variations())
}

// TestVariationEndsDamaged: saved ends that do not read are left out,
// the game and its variations kept: the wrong type, a time out of
// bounds, a clock that did not run out on a line not over.
func TestVariationEndsDamaged(t *testing.T) {
	game := `{"v":1,"record":"[Game \"blokusduo\"]\n[Seat1 \"person\"]\n[Seat2 \"person\"]\n\n1. h3,h4,h5,i5,j5 2. d9,e9,e10,e11,f11 *",` +
		`"vars":[["h3,h4,h5,i5,j5","d9,e9,e10,e11,e12"]],"ends":`
	for _, ends := range []string{`{}`, `[1]`, `[{"resigned":"x"}]`, `[{"resigned":7}]`,
		`[{"control":"60+0","timeOut":1,"clock":[18446744073710,5]}]`, `[{"control":"60+0","clock":[1000,1000]}]`} {
		s, err := Unmarshal([]byte(game+ends+"}"), lookupGame)
		if err != nil {
			if ends == `{}` || ends == `[1]` {
				t.Errorf("ends %s: got %v, want the game kept", ends, err)
			}
			continue
		}
		if len(s.Variations()) != 1 {
			t.Fatalf("ends %s: got %d variations, want 1", ends, len(s.Variations()))
		}
		if err := s.SwitchTo(0); err != nil {
			t.Fatal(err)
		}
		if c := s.Clock(); c != nil && c.Flagged() < 0 {
			t.Errorf("ends %s: got a clock that did not run out on a line not over", ends)
		}
		if c := s.Clock(); c != nil && c.Left(1) > time.Minute {
			t.Errorf("ends %s: got %v left of a minute", ends, c.Left(1))
		}
		if s.Resigned != -1 {
			t.Errorf("ends %s: got resigned %d, want -1", ends, s.Resigned)
		}
	}
}

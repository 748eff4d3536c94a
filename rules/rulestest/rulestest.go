// Package rulestest is the conformance suite every Impasse game runs: random
// games to the end with every invariant of the rules interfaces checked
// along the way.
//
// A game package calls Check from a test:
//
//	func TestConformance(t *testing.T) {
//		rulestest.Check(t, blokusduo.Game{}, rulestest.Config{})
//	}
package rulestest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"impasse/rules"
)

// Config tunes Check. The zero value is usable.
type Config struct {
	// Options lists the setups to test; nil means the game's defaults.
	Options []rules.Options
	// Games is the number of random games per setup (default 20).
	Games int
	// MaxPlies fails a game that has not ended after so many moves
	// (default 10000).
	MaxPlies int
	// DeepEvery checks the costly invariants (every legal move's notation,
	// clone independence, imperfect views) every DeepEvery plies
	// (default 1: every position).
	DeepEvery int
	// Seed varies the random games.
	Seed uint64
	// Pick chooses the move in positions where a seat is to move (a
	// player such as an AI); nil picks at random. Check fails a game in
	// which it picks an illegal move. Chance moves are always drawn at
	// random with their odds.
	Pick func(s rules.State, legal []rules.Move, rng *rand.Rand) rules.Move
}

func (c *Config) defaults() {
	if len(c.Options) == 0 {
		c.Options = []rules.Options{{}}
	}
	if c.Games == 0 {
		c.Games = 20
	}
	if c.MaxPlies == 0 {
		c.MaxPlies = 10000
	}
	if c.DeepEvery == 0 {
		c.DeepEvery = 1
	}
}

// reporter is what the checks report to. *testing.T satisfies it through
// testReporter; the suite's own tests use a recording reporter, so they
// can check that a broken game fails.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	// Fatalf reports an error and stops the current check, as
	// testing.T.Fatalf does (it must not return).
	Fatalf(format string, args ...any)
	Logf(format string, args ...any)
	// Run runs f as the named sub-check and reports whether it passed.
	Run(name string, f func(t reporter)) bool
}

// testReporter adapts *testing.T to reporter. Helper, Errorf, Fatalf and
// Logf are promoted from the embedded *testing.T; its Run is replaced.
type testReporter struct{ *testing.T }

func (r testReporter) Run(name string, f func(t reporter)) bool {
	return r.T.Run(name, func(t *testing.T) { f(testReporter{t}) })
}

// Check plays random games of g and checks every invariant of the rules
// interfaces on the positions met.
func Check(t *testing.T, g rules.Game, cfg Config) {
	t.Helper()
	check(testReporter{t}, g, cfg)
}

func check(t reporter, g rules.Game, cfg Config) {
	t.Helper()
	cfg.defaults()
	checkInfo(t, g)
	for _, opts := range cfg.Options {
		name := "default"
		if len(opts) > 0 {
			var parts []string
			for _, k := range opts.Keys() {
				parts = append(parts, k+"="+opts[k])
			}
			name = strings.Join(parts, ",")
		}
		t.Run(name, func(t reporter) {
			for i := 0; i < cfg.Games; i++ {
				rng := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
				if !playRandom(t, g, opts, cfg, rng) {
					return
				}
			}
		})
	}
}

func checkInfo(t reporter, g rules.Game) {
	t.Helper()
	info := g.Info()
	if info.ID == "" || info.Title == "" {
		t.Errorf("Info() = %+v, want an ID and a Title", info)
	}
	if info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers || info.MaxPlayers > 5 {
		t.Errorf("players %d..%d, want 1 <= min <= max <= 5", info.MinPlayers, info.MaxPlayers)
	}
	for _, o := range g.Options() {
		if o.Key == "" || strings.ContainsFunc(o.Key, unicode.IsSpace) {
			t.Errorf("option key %q, want a tag name", o.Key)
		}
		if len(o.Values) > 0 && !slices.Contains(o.Values, o.Default) {
			t.Errorf("option %s: default %q not among %v", o.Key, o.Default, o.Values)
		}
	}
	if _, err := g.New(rules.Options{rules.KeyPlayers: "99"}); err == nil {
		t.Errorf("New(Players=99): got no error, want one")
	}
}

// playRandom plays one random game and checks it; it returns false after
// a failure so that one broken rule does not flood the log.
func playRandom(t reporter, g rules.Game, opts rules.Options, cfg Config, rng *rand.Rand) bool {
	t.Helper()
	start, err := g.New(opts)
	if err != nil {
		t.Fatalf("New(%v): %v", opts, err)
	}
	info := g.Info()
	if n := start.Players(); n < info.MinPlayers || n > info.MaxPlayers {
		t.Errorf("New(%v).Players() = %d, want %d to %d", opts, n, info.MinPlayers, info.MaxPlayers)
		return false
	}
	if _, isImperfect := start.(rules.Imperfect); info.Hidden && !isImperfect {
		t.Errorf("Info().Hidden is true, but %T does not implement rules.Imperfect", start)
	}
	s := start.Clone()
	var moves []rules.Move
	var buf []rules.Move
	// played keeps the notation of recent moves: texts that were legal
	// somewhere in this game, which ParseMove must refuse where they are
	// not legal.
	var played []string
	for ply := 0; !s.Over(); ply++ {
		if ply >= cfg.MaxPlies {
			t.Errorf("game not over after %d moves:\n%s", ply, s)
			return false
		}
		if s.ToMove() == rules.Chance && !info.Chance {
			t.Errorf("ToMove() = Chance, but Info().Chance is false\nposition:\n%s", s)
			return false
		}
		if !checkPosition(t, s, ply%cfg.DeepEvery == 0, played, rng) {
			t.Logf("moves so far: %s", rules.NewRecord(g, start, moves).String())
			return false
		}
		buf = s.Legal(buf)
		var m rules.Move
		if cfg.Pick != nil && s.ToMove() != rules.Chance {
			if m = cfg.Pick(s, buf, rng); !slices.Contains(buf, m) {
				t.Errorf("Pick chose %d, not a legal move\nposition:\n%s", m, s)
				return false
			}
		} else {
			m = pick(s, buf, rng)
		}
		moves = append(moves, m)
		text := s.MoveString(m)
		if !slices.Contains(played, text) {
			if len(played) == maxPlayed {
				played = slices.Delete(played, 0, 1)
			}
			played = append(played, text)
		}
		s.Apply(m)
	}
	if s.ToMove() != rules.Nobody {
		t.Errorf("ToMove() = %d after the end, want Nobody", s.ToMove())
	}
	if l := s.Legal(nil); len(l) != 0 {
		t.Errorf("Legal() after the end = %d moves, want none", len(l))
	}
	checkResults(t, s)
	return checkRecord(t, g, start, moves, s)
}

// maxPlayed bounds the notations of earlier moves tried on each position.
const maxPlayed = 16

// pick chooses a random move, using the chance odds at chance nodes.
func pick(s rules.State, legal []rules.Move, rng *rand.Rand) rules.Move {
	if s.ToMove() == rules.Chance {
		if cs, ok := s.(rules.ChanceState); ok {
			odds := cs.Odds(legal, nil)
			x := rng.Float64()
			for i, p := range odds {
				x -= p
				if x < 0 {
					return legal[i]
				}
			}
			return legal[len(legal)-1]
		}
	}
	return legal[rng.IntN(len(legal))]
}

func checkPosition(t reporter, s rules.State, deep bool, played []string, rng *rand.Rand) bool {
	t.Helper()
	ok := true
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf(format+"\nposition:\n%s", append(args, s)...)
		ok = false
	}
	seat := s.ToMove()
	if seat != rules.Chance && (seat < 0 || seat >= s.Players()) {
		fail("ToMove() = %d, want a seat in [0,%d) or Chance", seat, s.Players())
		return false
	}
	legal := s.Legal(nil)
	if len(legal) == 0 {
		fail("Legal() is empty before the end")
		return false
	}
	if again := s.Legal(make([]rules.Move, 3)); !slices.Equal(legal, again) {
		fail("Legal() differs between calls: got %v, want %v", again, legal)
	}
	if r := s.Results(); r != nil {
		fail("Results() = %v before the end, want nil", r)
	}
	if sc := s.Scores(); len(sc) != s.Players() {
		fail("len(Scores()) = %d, want %d", len(sc), s.Players())
	}
	seen := make(map[rules.Move]bool, len(legal))
	for _, m := range legal {
		if seen[m] {
			fail("Legal() lists %d (%s) twice", m, s.MoveString(m))
		}
		seen[m] = true
	}
	if ms, isSpacer := s.(rules.MoveSpacer); isSpacer {
		for _, m := range legal {
			if m < 0 || int(m) >= ms.MoveSpace() {
				fail("move %d outside MoveSpace() = %d", m, ms.MoveSpace())
			}
		}
	}
	hash := s.Hash()
	checkCapabilities(t, s, legal, seen, rng, fail)
	if s.Hash() != hash || !slices.Equal(s.Legal(nil), legal) {
		fail("the optional capabilities (PlayoutMove, GreedyMove, SearchMoves, Evaluate, Priors, Odds) changed the state")
		return false
	}
	if !deep {
		return ok
	}
	// Notation round trip for every legal move.
	for _, m := range legal {
		text := s.MoveString(m)
		if text == "" || strings.ContainsFunc(text, unicode.IsSpace) {
			fail("MoveString(%d) = %q, want non-empty text without spaces", m, text)
			continue
		}
		got, err := s.ParseMove(text)
		if err != nil {
			fail("ParseMove(%q): %v", text, err)
		} else if got != m {
			fail("ParseMove(MoveString(%d)) = %d (%q), want %d", m, got, text, m)
		}
	}
	// Junk and the notation of earlier moves never panic and never yield
	// an illegal move.
	for _, junk := range append(junkFor(s, legal, rng), played...) {
		if m, err := s.ParseMove(junk); err == nil && !seen[m] {
			fail("ParseMove(%q) = %d, an illegal move, with no error", junk, m)
		}
	}
	// Clone independence and hash stability.
	before := s.String()
	c := s.Clone()
	if c.String() != before || c.Hash() != hash {
		fail("Clone differs from the original")
	}
	if c.Hash() != s.Clone().Hash() {
		fail("Hash is not stable")
	}
	m := legal[rng.IntN(len(legal))]
	c.Apply(m)
	if s.String() != before || s.Hash() != hash || !slices.Equal(s.Legal(nil), legal) {
		fail("applying %s to a Clone changed the original", s.MoveString(m))
	}
	if cp, isCopier := s.(rules.Copier); isCopier {
		orig := s.Clone()
		cp.CopyFrom(c)
		if s.String() != c.String() || s.Hash() != c.Hash() {
			fail("CopyFrom: got a different state")
		}
		copied := s.String()
		if next := c.Legal(nil); !c.Over() && len(next) > 0 {
			c.Apply(next[0])
			if s.String() != copied {
				fail("CopyFrom: the copy shares memory with its source")
			}
		}
		cp.CopyFrom(orig)
		c = orig.Clone()
		c.Apply(m)
	}
	if u, isUndoer := c.(rules.Undoer); isUndoer {
		u.Undo()
		if c.String() != before || c.Hash() != hash {
			fail("Undo after %s: got a different state", s.MoveString(m))
		}
	}
	if _, isImperfect := s.(rules.Imperfect); isImperfect && seat >= 0 {
		checkImperfect(t, s, seat, legal, rng, fail)
	}
	return ok
}

func checkCapabilities(t reporter, s rules.State, legal []rules.Move, seen map[rules.Move]bool, rng *rand.Rand, fail func(string, ...any)) {
	t.Helper()
	seat := s.ToMove()
	if seat == rules.Chance {
		if cs, ok := s.(rules.ChanceState); ok {
			odds := cs.Odds(legal, nil)
			sum := 0.0
			for _, p := range odds {
				if !(p >= 0 && p <= 1) {
					fail("odds %v out of [0,1]", odds)
				}
				sum += p
			}
			if len(odds) != len(legal) || !(math.Abs(sum-1) <= 1e-9) {
				fail("Odds() = %v for %d outcomes, want probabilities summing to 1", odds, len(legal))
			}
		}
		return
	}
	if p, ok := s.(rules.PlayoutPolicy); ok {
		c := s.Clone().(rules.PlayoutPolicy)
		if m := c.PlayoutMove(rng); !seen[m] {
			fail("PlayoutMove() = %d, not a legal move", m)
		}
		_ = p
	}
	if g, ok := s.(rules.Greedy); ok {
		if m := g.GreedyMove(rng); !seen[m] {
			fail("GreedyMove() = %d, not a legal move", m)
		}
	}
	if p, ok := s.(rules.Pruner); ok {
		sm := p.SearchMoves(nil)
		if len(sm) == 0 {
			fail("SearchMoves() is empty")
		}
		for _, m := range sm {
			if !seen[m] {
				fail("SearchMoves() lists %d, not a legal move", m)
			}
		}
	}
	if e, ok := s.(rules.Evaluator); ok {
		v := e.Evaluate(nil)
		if len(v) != s.Players() {
			fail("len(Evaluate()) = %d, want %d", len(v), s.Players())
		}
		for _, x := range v {
			if x < 0 || x > 1 || math.IsNaN(x) {
				fail("Evaluate() = %v, want values in [0,1]", v)
			}
		}
	}
	if pr, ok := s.(rules.Prior); ok {
		w := make([]float64, len(legal))
		pr.Priors(legal, w)
		for i := range legal {
			if w[i] < 0 || math.IsNaN(w[i]) || math.IsInf(w[i], 0) {
				fail("Priors()[%d] = %v, want a finite weight >= 0", i, w[i])
			}
		}
	}
}

func checkImperfect(t reporter, s rules.State, seat int, legal []rules.Move, rng *rand.Rand, fail func(string, ...any)) {
	t.Helper()
	im := s.(rules.Imperfect)
	view := im.View(seat)
	want := view.String()
	if vl := view.Legal(nil); !slices.Equal(vl, legal) {
		fail("View(%d).Legal() = %v, want the mover's own legal moves %v", seat, vl, legal)
	}
	for i := 0; i < 3; i++ {
		sample := view.(rules.Imperfect).Sample(seat, rng)
		if got := sample.(rules.Imperfect).View(seat).String(); got != want {
			fail("View(%d) of a Sample differs:\ngot\n%s\nwant\n%s", seat, got, want)
		}
		if sl := sample.Legal(nil); !slices.Equal(sl, legal) {
			fail("a Sample's legal moves differ for the seat to move")
		}
		if got := im.Sample(seat, rng).(rules.Imperfect).View(seat).String(); got != want {
			fail("View(%d) of Sample(%d) of the full state differs", seat, seat)
		}
	}
}

func checkResults(t reporter, s rules.State) {
	t.Helper()
	r := s.Results()
	if len(r) != s.Players() {
		t.Errorf("len(Results()) = %d, want %d", len(r), s.Players())
		return
	}
	sum := 0.0
	for _, v := range r {
		if !(v >= 0 && v <= 1) {
			t.Errorf("Results() = %v, want values in [0,1]", r)
		}
		sum += v
	}
	if !(math.Abs(sum-1) <= 1e-9) {
		t.Errorf("Results() = %v sum to %v, want 1", r, sum)
	}
	if sc := s.Scores(); len(sc) != s.Players() {
		t.Errorf("len(Scores()) = %d, want %d", len(sc), s.Players())
	}
	teams := rules.TeamsOf(s)
	if teams != nil && len(teams) != s.Players() {
		t.Errorf("len(Teams()) = %d, want %d", len(teams), s.Players())
		return
	}
	for a := range teams {
		for b := range teams {
			if rules.Partners(teams, a, b) && r[a] != r[b] {
				t.Errorf("Results() = %v: partners %d and %d differ (teams %v)", r, a, b, teams)
			}
		}
	}
}

// checkRecord writes the game's record, reads it back and replays it.
func checkRecord(t reporter, g rules.Game, start rules.State, moves []rules.Move, end rules.State) bool {
	t.Helper()
	rec := rules.NewRecord(g, start, moves)
	text := rec.String()
	parsed, err := rules.ParseRecord(text)
	if err != nil {
		t.Errorf("ParseRecord of a written record: %v\n%s", err, text)
		return false
	}
	got, gotMoves, err := rules.Replay(g, parsed)
	if err != nil {
		t.Errorf("Replay of a written record: %v\n%s", err, text)
		return false
	}
	if !slices.Equal(gotMoves, moves) {
		t.Errorf("Replay moves = %v, want %v", gotMoves, moves)
	}
	if got.String() != end.String() || got.Hash() != end.Hash() {
		t.Errorf("Replay ends in\n%s\nwant\n%s", got, end)
		return false
	}
	if fmt.Sprint(got.Results()) != fmt.Sprint(end.Results()) {
		t.Errorf("Replay results %v, want %v", got.Results(), end.Results())
	}
	if want := rules.ResultOf(end); parsed.Tag(rules.TagResult) != want {
		t.Errorf("Result tag %q, want %q", parsed.Tag(rules.TagResult), want)
	}
	return true
}

// junkFor returns malformed and near-miss move texts for s.
func junkFor(s rules.State, legal []rules.Move, rng *rand.Rand) []string {
	junk := []string{"", " ", "pass ", "@", ",", "-", "/", "zz99", "a0", "\x00", "∞", "1@", "x9@C,R", strings.Repeat("a1,", 40)}
	some := s.MoveString(legal[rng.IntN(len(legal))])
	junk = append(junk, some+",", some+"x", strings.ToUpper(some)+"!", some[:len(some)/2], some+some)
	b := []byte(some)
	if len(b) > 0 {
		b[rng.IntN(len(b))] ^= byte(1 + rng.IntN(127))
		junk = append(junk, string(b))
	}
	return junk
}

// ParseMove is the body of a game's move-parser fuzz target: text given
// to s.ParseMove leaves s unchanged, is refused with a message or
// accepted as a legal move, and an accepted move's notation reads back as
// the same move.
//
//	f.Fuzz(func(t *testing.T, text string, pos uint8) {
//		rulestest.ParseMove(t, positions[int(pos)%len(positions)], text)
//	})
func ParseMove(t testing.TB, s rules.State, text string) {
	t.Helper()
	before, hash := s.String(), s.Hash()
	m, err := s.ParseMove(text)
	if s.String() != before || s.Hash() != hash {
		t.Fatalf("ParseMove(%q) changed the state", text)
	}
	if err != nil {
		if err.Error() == "" {
			t.Fatalf("ParseMove(%q): empty error", text)
		}
		return
	}
	if !rules.IsLegal(s, m) {
		t.Fatalf("ParseMove(%q) = %d (%s), not a legal move", text, m, s.MoveString(m))
	}
	if back, err := s.ParseMove(s.MoveString(m)); err != nil || back != m {
		t.Fatalf("MoveString(%d) = %q does not parse back: %v", m, s.MoveString(m), err)
	}
}

// Replay is the body of a game's record fuzz target: text that reads as
// a record and replays as a game of g is written back as a record that
// replays to the same position. Text that is no record, or no legal game
// of g, is refused without a panic.
//
//	f.Fuzz(func(t *testing.T, text string) { rulestest.Replay(t, mygame.Game{}, text) })
func Replay(t testing.TB, g rules.Game, text string) {
	t.Helper()
	rec, err := rules.ParseRecord(text)
	if err != nil {
		return
	}
	s, moves, err := rules.Replay(g, rec)
	if err != nil {
		return
	}
	start, err := g.New(rec.Options())
	if err != nil {
		t.Fatalf("the record replays, but its options give no start: %v", err)
	}
	again, err := rules.ParseRecord(rules.NewRecord(g, start, moves).String())
	if err != nil {
		t.Fatalf("the written record does not read: %v", err)
	}
	s2, _, err := rules.Replay(g, again)
	if err != nil {
		t.Fatalf("the written record does not replay: %v", err)
	}
	if s2.String() != s.String() {
		t.Fatalf("the written record replays to\n%s\nwant\n%s", s2, s)
	}
}

package rulestest

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"impasse/rules"
)

// toyGame is a small game with every optional capability, correct unless
// bug names a defect to plant. Two or three seats take turns adding 1 or
// 2 ("+1", "+2") to a running total; whoever brings it exactly to the
// target (Target, default 10) wins. Each seat also holds a secret card,
// 1 to 3, dealt from the Seed and hidden from the other seats; the cards
// only count in the final scores.
type toyGame struct{ bug string }

// salts makes the hashReplay bug's hash differ between New calls.
var salts atomic.Uint64

func (g toyGame) Info() rules.Info {
	info := rules.Info{ID: "toy", Title: "Toy", MinPlayers: 2, MaxPlayers: 3, Chance: true, Hidden: true}
	switch g.bug {
	case "noID":
		info.ID = ""
	case "chanceUndeclared":
		info.Chance = false
	}
	return info
}

func (g toyGame) Options() []rules.Option {
	return []rules.Option{
		{Key: rules.KeyPlayers, Values: []string{"2", "3"}, Default: "2"},
		{Key: "Target", Values: []string{"7", "10"}, Default: "10"},
		{Key: rules.KeySeed},
	}
}

func (g toyGame) New(opts rules.Options) (rules.State, error) {
	if g.bug == "anyPlayers" {
		opts = opts.Clone()
		delete(opts, rules.KeyPlayers)
	}
	o, err := rules.Resolve(g.Options(), opts)
	if err != nil {
		return nil, err
	}
	n, err := rules.PlayerCount(g.Info(), o, 2)
	if err != nil {
		return nil, err
	}
	target, _ := strconv.Atoi(o["Target"])
	seed := rand.Uint64()
	if v := o[rules.KeySeed]; v != "" {
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return nil, fmt.Errorf("Seed %q: %v", v, err)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	s := &toyState{
		bug: g.bug, players: n, target: target, seed: seed, winner: -1,
		added: make([]int, n), cards: make([]int, n),
	}
	for i := range s.cards {
		s.cards[i] = 1 + rng.IntN(3)
	}
	switch g.bug {
	case "hashReplay":
		s.salt = salts.Add(1)
	case "hiddenNotImperfect":
		return opaque{s}, nil
	}
	return s, nil
}

// opaque hides every method of a State but those of rules.State.
type opaque struct{ rules.State }

type toyState struct {
	bug     string
	players int
	target  int
	seed    uint64
	total   int
	turn    int          // the seat to move
	winner  int          // -1 until the game ends
	added   []int        // what each seat has added to the total
	cards   []int        // the secret cards; 0 where unknown (in a View)
	history []rules.Move // for Undo
	salt    uint64       // the hashReplay bug
	gen     int          // the hashClone bug
	calls   int          // the legalUnstable bug
}

func (s *toyState) Players() int {
	if s.bug == "players" {
		return 7
	}
	return s.players
}

func (s *toyState) ToMove() int {
	switch {
	case s.Over() && s.bug != "toMoveAfterEnd":
		return rules.Nobody
	case s.bug == "chanceUndeclared" && s.total == 0:
		return rules.Chance // the first move is a chance event
	}
	return s.turn
}

func (s *toyState) Over() bool { return s.winner >= 0 }

func (s *toyState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Over() || (s.bug == "legalEmpty" && s.turn == 1) {
		return buf
	}
	for m := rules.Move(1); m <= 2; m++ {
		if s.total+int(m) <= s.target {
			buf = append(buf, m)
		}
	}
	switch s.bug {
	case "dupLegal":
		buf = append(buf, buf[0])
	case "legalUnstable":
		if s.calls++; s.calls%2 == 0 {
			slices.Reverse(buf)
		}
	}
	return buf
}

func (s *toyState) legal(m rules.Move) bool {
	return !s.Over() && (m == 1 || m == 2) && s.total+int(m) <= s.target
}

func (s *toyState) Apply(m rules.Move) {
	s.history = append(s.history, m)
	s.added[s.turn] += int(m)
	s.total += int(m)
	switch {
	case s.total == s.target && s.bug == "neverEnds":
		s.total = 0 // starts over instead of ending
	case s.total == s.target:
		s.winner = s.turn
	}
	s.turn = (s.turn + 1) % s.players
}

func (s *toyState) Results() []float64 {
	if !s.Over() {
		if s.bug == "resultsEarly" {
			return make([]float64, s.players)
		}
		return nil
	}
	r := make([]float64, s.players)
	for i := range r {
		if s.bug == "resultsSum" {
			r[i] = 0.5
		}
	}
	r[s.winner] = 1
	if s.bug == "resultsNaN" {
		r[s.winner] = math.NaN()
	}
	return r
}

func (s *toyState) Scores() []int {
	sc := make([]int, s.players)
	if s.bug == "scoresLen" {
		sc = append(sc, 0)
	}
	for i := range s.added {
		sc[i] = s.added[i]
		if s.Over() {
			sc[i] += s.cards[i]
		}
	}
	return sc
}

func (s *toyState) Clone() rules.State {
	c := *s
	if s.bug != "cloneShares" {
		c.added = slices.Clone(s.added)
		c.cards = slices.Clone(s.cards)
		c.history = slices.Clone(s.history)
	}
	if s.bug == "hashClone" {
		c.gen++
	}
	return &c
}

func (s *toyState) Hash() uint64 {
	h := fnv.New64a()
	fmt.Fprint(h, s.total, s.target, s.turn, s.winner, s.added, s.cards, s.salt, s.gen)
	return h.Sum64()
}

func (s *toyState) MoveString(m rules.Move) string {
	switch s.bug {
	case "space":
		return fmt.Sprintf("+ %d", m)
	case "notation":
		return "+1"
	}
	return fmt.Sprintf("+%d", m)
}

func (s *toyState) ParseMove(text string) (rules.Move, error) {
	var m rules.Move
	switch text {
	case "+1":
		m = 1
	case "+2":
		m = 2
	default:
		return 0, fmt.Errorf("%q is not a move: want +1 or +2", text)
	}
	if !s.legal(m) && s.bug != "parseIllegal" {
		return 0, fmt.Errorf("%s is not legal at a total of %d", text, s.total)
	}
	return m, nil
}

func (s *toyState) Setup() rules.Options {
	o := rules.Options{
		rules.KeyPlayers: strconv.Itoa(s.players),
		"Target":         strconv.Itoa(s.target),
		rules.KeySeed:    strconv.FormatUint(s.seed, 10),
	}
	if s.bug == "setupNoSeed" {
		delete(o, rules.KeySeed)
	}
	return o
}

func (s *toyState) String() string {
	cards := make([]string, len(s.cards))
	for i, c := range s.cards {
		cards[i] = "?"
		if c > 0 {
			cards[i] = strconv.Itoa(c)
		}
	}
	return fmt.Sprintf("total %d of %d, seat %d to move, added %v, cards %s\n",
		s.total, s.target, s.turn, s.added, strings.Join(cards, " "))
}

// Capabilities.

func (s *toyState) PlayoutMove(rng *rand.Rand) rules.Move {
	if s.bug == "playoutIllegal" {
		return 3
	}
	l := s.Legal(nil)
	return l[rng.IntN(len(l))]
}

func (s *toyState) GreedyMove(rng *rand.Rand) rules.Move {
	if s.bug == "greedyIllegal" {
		return 0
	}
	if s.legal(2) && s.total+2 == s.target {
		return 2
	}
	return s.PlayoutMove(rng)
}

func (s *toyState) SearchMoves(buf []rules.Move) []rules.Move {
	switch s.bug {
	case "prunerIllegal":
		return append(s.Legal(buf), 7)
	case "prunerEmpty":
		return buf[:0]
	}
	return s.Legal(buf)
}

func (s *toyState) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	for range s.players {
		buf = append(buf, 1/float64(s.players))
	}
	switch s.bug {
	case "evaluateRange":
		buf[0] = 2
	case "evaluateMutates":
		s.added[0]++
	}
	return buf
}

func (s *toyState) Priors(moves []rules.Move, weights []float64) {
	for i, m := range moves {
		weights[i] = float64(m)
		if s.bug == "priorsNegative" {
			weights[i] = -1
		}
	}
}

func (s *toyState) CopyFrom(src rules.State) {
	o := src.(*toyState)
	if s.bug == "copyFromShares" {
		*s = *o
		return
	}
	added, cards, history := s.added, s.cards, s.history
	*s = *o
	s.added = append(added[:0], o.added...)
	s.cards = append(cards[:0], o.cards...)
	s.history = append(history[:0], o.history...)
}

func (s *toyState) MoveSpace() int {
	if s.bug == "moveSpace" {
		return 2
	}
	return 3
}

func (s *toyState) Undo() {
	n := len(s.history) - 1
	m := s.history[n]
	s.history = s.history[:n]
	s.turn = (s.turn + s.players - 1) % s.players
	if s.bug != "undoWrong" {
		s.added[s.turn] -= int(m)
	}
	if s.bug == "neverEnds" && s.total == 0 {
		s.total = s.target
	}
	s.total -= int(m)
	s.winner = -1
}

func (s *toyState) View(seat int) rules.State {
	v := s.Clone().(*toyState)
	if s.bug != "viewShowsAll" {
		for i := range v.cards {
			if i != seat {
				v.cards[i] = 0
			}
		}
	}
	return v
}

func (s *toyState) Sample(seat int, rng *rand.Rand) rules.State {
	c := s.Clone().(*toyState)
	for i := range c.cards {
		if i != seat || s.bug == "sampleChangesView" {
			c.cards[i] = 1 + rng.IntN(3)
		}
	}
	return c
}

// Every capability the suite knows, so a new one is not silently skipped.
var (
	_ rules.PlayoutPolicy = (*toyState)(nil)
	_ rules.Greedy        = (*toyState)(nil)
	_ rules.Pruner        = (*toyState)(nil)
	_ rules.Evaluator     = (*toyState)(nil)
	_ rules.Prior         = (*toyState)(nil)
	_ rules.Copier        = (*toyState)(nil)
	_ rules.MoveSpacer    = (*toyState)(nil)
	_ rules.Undoer        = (*toyState)(nil)
	_ rules.Imperfect     = (*toyState)(nil)
)

// recorder is a reporter that keeps what the checks report instead of
// failing the test, so a test can demand that a broken game fails.
type recorder struct {
	log    *recording
	name   string
	failed bool
}

type recording struct {
	mu      sync.Mutex
	errors  []string // "name: message" for Errorf and Fatalf
	fatals  int
	logs    []string
	subs    []string // names of the sub-checks run
	helpers int
}

func newRecorder() *recorder { return &recorder{log: &recording{}, name: "check"} }

func (r *recorder) add(list *[]string, format string, args ...any) {
	r.log.mu.Lock()
	defer r.log.mu.Unlock()
	*list = append(*list, r.name+": "+fmt.Sprintf(format, args...))
}

func (r *recorder) Helper() {
	r.log.mu.Lock()
	r.log.helpers++
	r.log.mu.Unlock()
}

func (r *recorder) Errorf(format string, args ...any) {
	r.add(&r.log.errors, format, args...)
	r.failed = true
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.add(&r.log.errors, format, args...)
	r.log.mu.Lock()
	r.log.fatals++
	r.log.mu.Unlock()
	r.failed = true
	runtime.Goexit() // ends the goroutine run started for this check
}

func (r *recorder) Logf(format string, args ...any) { r.add(&r.log.logs, format, args...) }

// Run runs f on its own goroutine, as testing.T.Run does, so that Fatalf
// ends only that sub-check.
func (r *recorder) Run(name string, f func(t reporter)) bool {
	sub := &recorder{log: r.log, name: r.name + "/" + name}
	r.log.mu.Lock()
	r.log.subs = append(r.log.subs, sub.name)
	r.log.mu.Unlock()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(sub)
	}()
	<-done
	if sub.failed {
		r.failed = true
	}
	return !sub.failed
}

// runCheck runs the suite on g against a recorder.
func runCheck(g rules.Game, cfg Config) *recorder {
	top := newRecorder()
	top.Run("Check", func(t reporter) { check(t, g, cfg) })
	return top
}

// toyConfig tests the setups the toy offers.
var toyConfig = Config{
	Options: []rules.Options{
		{},
		{rules.KeyPlayers: "3"},
		{"Target": "7", rules.KeySeed: "42"},
	},
	MaxPlies: 200,
}

func TestCheckPassesToy(t *testing.T) {
	Check(t, toyGame{}, toyConfig)
}

func TestCheckPassesToyRecorded(t *testing.T) {
	r := runCheck(toyGame{}, toyConfig)
	if r.failed || len(r.log.errors) != 0 {
		t.Errorf("got errors %q, want none", r.log.errors)
	}
	want := []string{"check/Check", "check/Check/default", "check/Check/Players=3", "check/Check/Seed=42,Target=7"}
	if !slices.Equal(r.log.subs, want) {
		t.Errorf("sub-checks %q, want %q", r.log.subs, want)
	}
	if r.log.helpers == 0 {
		t.Errorf("Helper was never called, want the checks to mark themselves as helpers")
	}
}

// TestCheckCatchesBrokenGames proves each check can fail: every variant of
// the toy game breaks one rule, and Check must report it with the message
// of the check that guards that rule.
func TestCheckCatchesBrokenGames(t *testing.T) {
	tests := []struct {
		bug  string
		want string // a piece of the error the responsible check reports
	}{
		{"noID", "want an ID and a Title"},
		{"anyPlayers", "New(Players=99): got no error"},
		{"players", "Players() = 7, want 2 to 3"},
		{"hiddenNotImperfect", "does not implement rules.Imperfect"},
		{"chanceUndeclared", "ToMove() = Chance, but Info().Chance is false"},
		{"dupLegal", "twice"},
		{"legalUnstable", "Legal() differs between calls"},
		{"legalEmpty", "Legal() is empty before the end"},
		{"notation", "ParseMove(MoveString("},
		{"space", "want non-empty text without spaces"},
		{"parseIllegal", "an illegal move, with no error"},
		{"cloneShares", "to a Clone changed the original"},
		{"hashClone", "Clone differs from the original"},
		{"hashReplay", "Replay ends in"},
		{"setupNoSeed", "Replay ends in"},
		{"resultsSum", "sum to"},
		{"resultsNaN", "want values in [0,1]"},
		{"resultsEarly", "before the end, want nil"},
		{"toMoveAfterEnd", "after the end, want Nobody"},
		{"neverEnds", "game not over after 200 moves"},
		{"scoresLen", "len(Scores()) = 3, want 2"},
		{"playoutIllegal", "PlayoutMove() = 3, not a legal move"},
		{"greedyIllegal", "GreedyMove() = 0, not a legal move"},
		{"prunerIllegal", "SearchMoves() lists 7, not a legal move"},
		{"prunerEmpty", "SearchMoves() is empty"},
		{"evaluateRange", "want values in [0,1]"},
		{"evaluateMutates", "capabilities"},
		{"priorsNegative", "want a finite weight >= 0"},
		{"moveSpace", "outside MoveSpace() = 2"},
		{"copyFromShares", "CopyFrom: the copy shares memory with its source"},
		{"undoWrong", "Undo after"},
		{"sampleChangesView", "of a Sample differs"},
		{"viewShowsAll", "of a Sample differs"},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			r := runCheck(toyGame{bug: tt.bug}, toyConfig)
			if !r.failed {
				t.Fatalf("Check passed, want it to fail")
			}
			found := slices.ContainsFunc(r.log.errors, func(e string) bool { return strings.Contains(e, tt.want) })
			if !found {
				t.Errorf("errors %q, want one containing %q", r.log.errors, tt.want)
			}
		})
	}
}

// A game whose New fails stops its sub-check through Fatalf, and only it.
type failingGame struct{ toyGame }

func (failingGame) New(opts rules.Options) (rules.State, error) {
	return nil, errors.New("no start position")
}

func TestCheckFatalStopsSubCheck(t *testing.T) {
	cfg := Config{Options: []rules.Options{{"Target": "7"}, {"Target": "10"}}}
	r := runCheck(failingGame{}, cfg)
	if got, want := r.log.fatals, 2; got != want {
		t.Errorf("fatals = %d, want %d (one per setup)", got, want)
	}
	if got, want := len(r.log.errors), 2; got != want {
		t.Errorf("errors %q: got %d, want %d", r.log.errors, got, want)
	}
	for _, e := range r.log.errors {
		if !strings.Contains(e, "no start position") {
			t.Errorf("error %q, want the error of New", e)
		}
	}
}

func TestConfigDefaults(t *testing.T) {
	var c Config
	c.defaults()
	if len(c.Options) != 1 || len(c.Options[0]) != 0 || c.Games != 20 || c.MaxPlies != 10000 || c.DeepEvery != 1 {
		t.Errorf("defaults: got %+v, want one empty setup, 20 games, 10000 plies, deep every ply", c)
	}
	c = Config{Options: []rules.Options{{"Target": "7"}}, Games: 3, MaxPlies: 5, DeepEvery: 4}
	want := fmt.Sprint(c)
	c.defaults()
	if got := fmt.Sprint(c); got != want {
		t.Errorf("defaults changed set fields: got %v, want %v", got, want)
	}
}

// TestCheckPick checks that Check plays the moves Pick chooses and fails
// a game in which it chooses an illegal one.
func TestCheckPick(t *testing.T) {
	picked := 0
	cfg := toyConfig
	cfg.Pick = func(s rules.State, legal []rules.Move, rng *rand.Rand) rules.Move {
		picked++
		return legal[len(legal)-1]
	}
	if r := runCheck(toyGame{}, cfg); r.failed {
		t.Errorf("got errors %q, want none", r.log.errors)
	}
	if picked == 0 {
		t.Errorf("Pick was never called")
	}
	cfg.Pick = func(s rules.State, legal []rules.Move, rng *rand.Rand) rules.Move { return -5 }
	r := runCheck(toyGame{}, cfg)
	if !r.failed || !slices.ContainsFunc(r.log.errors, func(e string) bool { return strings.Contains(e, "Pick chose -5, not a legal move") }) {
		t.Errorf("errors %q, want one saying Pick chose an illegal move", r.log.errors)
	}
}

package ai_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"impasse/ai"
	"impasse/internal/toy"
	"impasse/rules"
	"impasse/rules/empire"
)

func mctsPlayer(iterations int) ai.Player {
	return ai.Player{Name: "mcts", New: func(seed uint64) (ai.Bot, error) {
		return &ai.MCTS{Iterations: iterations, Seed: seed}, nil
	}}
}

var randomPlayer = ai.Player{Name: "random", New: func(seed uint64) (ai.Bot, error) { return ai.NewRandom(seed), nil }}

// checkMatch plays cfg and checks what every match must do: games reported
// in order, seats taken in turn, records that replay to the same end, a
// summary that adds up. It returns the games.
func checkMatch(t *testing.T, cfg ai.MatchConfig) (ai.MatchResult, []ai.GameResult) {
	t.Helper()
	var mu sync.Mutex
	var games []ai.GameResult
	cfg.Done = func(i int, g ai.GameResult) {
		mu.Lock()
		defer mu.Unlock()
		if i != len(games) {
			t.Errorf("Done(%d) after %d games, want games in order", i, len(games))
		}
		games = append(games, g)
	}
	res, err := ai.Match(context.Background(), cfg)
	if err != nil {
		t.Fatalf("Match: %v", err)
	}
	if len(games) != cfg.Games || res.Games != cfg.Games {
		t.Fatalf("%d games reported, result %+v; want %d", len(games), res, cfg.Games)
	}
	if res.Wins+res.Draws+res.Losses != res.Games {
		t.Errorf("result %+v does not add up", res)
	}
	if math.IsNaN(res.Elo) || math.IsInf(res.Elo, 0) || math.IsNaN(res.EloError) || math.IsInf(res.EloError, 0) || res.EloError < 0 {
		t.Errorf("Elo %v ± %v, want finite numbers", res.Elo, res.EloError)
	}
	if share := res.Share(); share < 0 || share > 1 || res.String() == "" {
		t.Errorf("Share() = %v, String() = %q", share, res.String())
	}
	wins, sumMine := 0, 0.0
	for i, g := range games {
		text := g.Record.String()
		rec, err := rules.ParseRecord(text)
		if err != nil {
			t.Fatalf("game %d: ParseRecord: %v\n%s", i, err, text)
		}
		end, _, err := rules.Replay(cfg.Game, rec)
		if err != nil {
			t.Fatalf("game %d: Replay: %v\n%s", i, err, text)
		}
		if !end.Over() {
			t.Errorf("game %d: the record ends before the game:\n%s", i, text)
			continue
		}
		n := end.Players()
		if g.ASeat != i%n {
			t.Errorf("game %d: A in seat %d, want %d", i, g.ASeat, i%n)
		}
		if got, want := rec.Tag(rules.TagResult), rules.ResultOf(end); got != want {
			t.Errorf("game %d: Result tag %q, replayed %q", i, got, want)
		}
		if got := rec.Tag(fmt.Sprintf("Player%d", g.ASeat+1)); got != cfg.A.Name {
			t.Errorf("game %d: Player%d is %q, want %q", i, g.ASeat+1, got, cfg.A.Name)
		}
		if rec.Tag("Round") != strconv.Itoa(i+1) {
			t.Errorf("game %d: Round %q", i, rec.Tag("Round"))
		}
		// A's side is A's seat and, in team play, its partners.
		teams := rules.TeamsOf(end)
		sc := end.Scores()
		others, nOthers := 0.0, 0
		for seat := range sc {
			if !rules.Partners(teams, seat, g.ASeat) {
				nOthers++
			}
		}
		for seat, v := range sc {
			if !rules.Partners(teams, seat, g.ASeat) {
				others += float64(v) / float64(nOthers)
			}
		}
		if g.Mine != float64(sc[g.ASeat]) || math.Abs(g.Others-others) > 1e-9 {
			t.Errorf("game %d: Mine %v, Others %v; want %v, %v from scores %v", i, g.Mine, g.Others, sc[g.ASeat], others, sc)
		}
		sumMine += g.Mine
		// A's score: 1 for a sole win (of A's side), 1/2 for a
		// shared first place.
		r := end.Results()
		top, ties := 0.0, 1
		for _, v := range r {
			top = max(top, v)
		}
		for seat, v := range r {
			if v == top && !rules.Partners(teams, seat, g.ASeat) {
				ties++
			}
		}
		want := 0.0
		if r[g.ASeat] == top {
			want = 1 / float64(min(ties, 2))
		}
		if g.Score != want {
			t.Errorf("game %d: score %v, want %v for results %v", i, g.Score, want, r)
		}
		if g.Score == 1 {
			wins++
		}
	}
	if len(games) > 0 && math.Abs(res.MeanScore-sumMine/float64(len(games))) > 1e-9 {
		t.Errorf("MeanScore %v, want %v", res.MeanScore, sumMine/float64(len(games)))
	}
	if wins != res.Wins {
		t.Errorf("%d games won, result says %d", wins, res.Wins)
	}
	return res, games
}

// A search never loses a won Nim position to a random player.
func TestMatchNim(t *testing.T) {
	for _, a := range []ai.Player{
		mctsPlayer(1000),
		{Name: "alphabeta", New: func(seed uint64) (ai.Bot, error) { return &ai.AlphaBeta{Depth: 30, Seed: seed}, nil }},
	} {
		res, games := checkMatch(t, ai.MatchConfig{
			Game: toy.Nim{}, Options: rules.Options{"Pile": "14"},
			A: a, B: randomPlayer, Games: 8, Jobs: 3, Seed: 1,
		})
		for i, g := range games {
			if g.ASeat == 0 && g.Score != 1 {
				t.Errorf("%s, game %d: lost from a won pile:\n%s", a.Name, i, g.Record)
			}
		}
		if res.Wins < 4 || res.Elo <= 0 {
			t.Errorf("%s against random: %v", a.Name, res)
		}
	}
}

func TestMatchGames(t *testing.T) {
	tests := []struct {
		game rules.Game
		opts rules.Options
	}{
		{toy.Count{}, nil},
		{toy.Count{}, rules.Options{rules.KeyPlayers: "4", "Target": "8"}},
		{toy.Race{}, nil},
		{toy.Duel{}, nil},
		{toy.TicTacToe{}, nil},
	}
	for _, tt := range tests {
		checkMatch(t, ai.MatchConfig{Game: tt.game, Options: tt.opts, A: mctsPlayer(200), B: randomPlayer, Games: 6, Jobs: 2, Seed: 3})
	}
}

// Perfect players draw tic-tac-toe every time.
func TestMatchDraws(t *testing.T) {
	ab := ai.Player{Name: "alphabeta", New: func(seed uint64) (ai.Bot, error) { return &ai.AlphaBeta{Depth: 9}, nil }}
	res, _ := checkMatch(t, ai.MatchConfig{Game: toy.TicTacToe{}, A: ab, B: ab, Games: 4})
	if res.Draws != 4 || res.Elo != 0 || res.EloError != 0 || res.Share() != 0.5 {
		t.Errorf("perfect players: %v, want 4 draws at Elo 0 ± 0", res)
	}
}

// The games of a match differ: chance moves and shuffled deals vary from
// game to game.
func TestMatchVaries(t *testing.T) {
	_, games := checkMatch(t, ai.MatchConfig{Game: toy.Race{}, A: randomPlayer, B: randomPlayer, Games: 6, Seed: 2})
	rolls := map[string]bool{}
	for _, g := range games {
		rolls[strings.Join(g.Record.Moves, " ")] = true
	}
	_, games = checkMatch(t, ai.MatchConfig{Game: toy.Duel{}, A: randomPlayer, B: randomPlayer, Games: 6, Seed: 2})
	deals := map[string]bool{}
	for _, g := range games {
		deals[g.Record.Tag("Deal")] = true
	}
	if len(rolls) < 3 || len(deals) < 3 {
		t.Errorf("6 games: %d different races, %d different deals; want variety", len(rolls), len(deals))
	}
	// Options given by the caller are kept.
	_, games = checkMatch(t, ai.MatchConfig{Game: toy.Duel{}, Options: rules.Options{"Deal": "1,2,3,4,5,6,7"}, A: randomPlayer, B: randomPlayer, Games: 3})
	for i, g := range games {
		if d := g.Record.Tag("Deal"); d != "1,2,3,4,5,6,7" {
			t.Errorf("game %d: Deal %q, want the one given", i, d)
		}
	}
}

// Searches that always play alike meet in one game a seat order; with
// random opening moves, the two games of a round share theirs, and the
// rounds differ.
func TestMatchRandomPlies(t *testing.T) {
	ab := ai.Player{Name: "alphabeta", New: func(seed uint64) (ai.Bot, error) { return &ai.AlphaBeta{Depth: 9}, nil }}
	lines := func(plies int) []string {
		_, games := checkMatch(t, ai.MatchConfig{Game: toy.TicTacToe{}, A: ab, B: ab, Games: 8, Seed: 5, RandomPlies: plies})
		var out []string
		for _, g := range games {
			out = append(out, strings.Join(g.Record.Moves, " "))
		}
		return out
	}
	if got := lines(0); got[0] != got[2] || got[1] != got[3] {
		t.Errorf("no random plies: got %q, want the games of each seat order alike", got)
	}
	got := lines(2)
	openings := map[string]bool{}
	for i := 0; i < len(got); i += 2 {
		first, second := strings.Fields(got[i])[:2], strings.Fields(got[i+1])[:2]
		if !slices.Equal(first, second) {
			t.Errorf("round %d: openings %q and %q, want the same", i/2+1, first, second)
		}
		openings[strings.Join(first, " ")] = true
	}
	if len(openings) < 3 {
		t.Errorf("2 random plies: %d different openings in 4 rounds, want variety: %q", len(openings), got)
	}
}

// illegalBot plays a move that is never legal.
type illegalBot struct{}

func (illegalBot) Move(context.Context, rules.State) (rules.Move, ai.Stats, error) {
	return 99, ai.Stats{}, nil
}

func TestMatchErrors(t *testing.T) {
	failing := ai.Player{Name: "broken", New: func(uint64) (ai.Bot, error) { return nil, errors.New("no bot") }}
	illegal := ai.Player{Name: "cheat", New: func(uint64) (ai.Bot, error) { return illegalBot{}, nil }}
	tests := []struct {
		cfg  ai.MatchConfig
		want string
	}{
		{ai.MatchConfig{Game: toy.Nim{}, A: failing, B: randomPlayer, Games: 2}, "no bot"},
		{ai.MatchConfig{Game: toy.Nim{}, A: randomPlayer, B: illegal, Games: 2, Jobs: 2}, "illegal move"},
		{ai.MatchConfig{Game: toy.Nim{}, Options: rules.Options{"Pile": "0"}, A: randomPlayer, B: randomPlayer, Games: 1}, "Pile"},
	}
	for _, tt := range tests {
		_, err := ai.Match(context.Background(), tt.cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Match(%s vs %s): got %v, want an error about %q", tt.cfg.A.Name, tt.cfg.B.Name, err, tt.want)
		}
	}
	// A cancelled match stops soon.
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	slow := ai.Player{Name: "slow", New: func(seed uint64) (ai.Bot, error) { return &ai.MCTS{Time: time.Hour, Seed: seed}, nil }}
	_, err := ai.Match(ctx, ai.MatchConfig{Game: toy.TicTacToe{}, A: slow, B: slow, Games: 100, Jobs: 2})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cancelled match: got %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 10*time.Second { // the games would take hours
		t.Errorf("cancelled match returned after %v", d)
	}
}

// cancellingBot cancels the match at its first move and waits for the
// cancellation to reach it, as a bot interrupted mid-game does.
type cancellingBot struct{ cancel context.CancelFunc }

func (b cancellingBot) Move(ctx context.Context, _ rules.State) (rules.Move, ai.Stats, error) {
	b.cancel()
	<-ctx.Done()
	return 0, ai.Stats{}, ctx.Err()
}

// A match interrupted during a game sums up the games played before it
// (an interrupted arena prints that summary) and leaves the cut one out.
func TestMatchInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	bots := 0
	a := ai.Player{Name: "random, then interrupted", New: func(seed uint64) (ai.Bot, error) {
		if bots++; bots > 3 {
			return cancellingBot{cancel}, nil
		}
		return ai.NewRandom(seed), nil
	}}
	var margins []int
	cfg := ai.MatchConfig{Game: toy.Nim{}, A: a, B: randomPlayer, Games: 10, Seed: 1,
		Done: func(_ int, g ai.GameResult) {
			if g.Err == nil {
				margins = append(margins, g.Margin)
			}
		}}
	res, err := ai.Match(ctx, cfg)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got error %v, want context.Canceled", err)
	}
	if res.Games != 3 || len(margins) != 3 {
		t.Fatalf("got %d games summed up and %d reported, want the 3 played before the cut", res.Games, len(margins))
	}
	sum := 0
	for _, m := range margins {
		sum += m
	}
	if want := float64(sum) / 3; res.MeanMargin != want {
		t.Errorf("MeanMargin %v, want %v, the mean of %v", res.MeanMargin, want, margins)
	}
	if res.Wins+res.Draws+res.Losses != 3 || math.IsNaN(res.Elo) {
		t.Errorf("summary %v does not add up", res)
	}
}

// In team play A takes its seat and its partner's: a strong side of two
// against two random players wins nearly every game, as a team.
func TestMatchTeams(t *testing.T) {
	g := empire.Game
	greedy := ai.Player{Name: "greedy", New: func(seed uint64) (ai.Bot, error) { return ai.NewGreedy(seed), nil }}
	res, games := checkMatch(t, ai.MatchConfig{Game: g, Options: rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: "teams"}, A: greedy, B: randomPlayer, Games: 8, Seed: 1})
	for _, gm := range games {
		partner := gm.ASeat ^ 1 // seats 1 + 2 and 3 + 4
		if got := gm.Record.Tag(fmt.Sprintf("Player%d", partner+1)); got != "greedy" {
			t.Errorf("seat %d, A's partner, was played by %q, want greedy", partner+1, got)
		}
	}
	if res.Wins < 6 {
		t.Errorf("greedy teams won %d of 8 against random teams, want most", res.Wins)
	}
}

// observer is a random bot that keeps its own game from what it is told,
// as an engine in another process does.
type observer struct {
	*ai.Random
	game   rules.State
	closed *int
	errs   *[]string
}

func (o *observer) Move(ctx context.Context, s rules.State) (rules.Move, ai.Stats, error) {
	if o.game.Hash() != s.Hash() {
		*o.errs = append(*o.errs, "asked to move in a position it was not told of")
	}
	return o.Random.Move(ctx, s)
}

func (o *observer) Observe(before rules.State, m rules.Move) error {
	if !rules.IsLegal(o.game, m) {
		*o.errs = append(*o.errs, fmt.Sprintf("told of move %d, not legal in its game", m))
	}
	o.game.Apply(m)
	return nil
}

func (o *observer) Close() error {
	*o.closed++
	return nil
}

// An Observer is told every move, its own included, and a bot that is an
// io.Closer is closed after its game.
func TestMatchObserver(t *testing.T) {
	var closed int
	var errs []string
	obs := ai.Player{Name: "observer", New: func(seed uint64) (ai.Bot, error) {
		s, _ := toy.TicTacToe{}.New(nil)
		return &observer{Random: ai.NewRandom(seed), game: s, closed: &closed, errs: &errs}, nil
	}}
	res, err := ai.Match(context.Background(), ai.MatchConfig{Game: toy.TicTacToe{}, A: obs, B: randomPlayer, Games: 6})
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != 6 || closed != 6 {
		t.Errorf("got %d games and %d bots closed, want 6 and 6", res.Games, closed)
	}
	if len(errs) > 0 {
		t.Errorf("the observer's game went astray: %v", errs[0])
	}
}

// timedBot is a random bot that says it used a fixed processor time.
type timedBot struct {
	*ai.Random
	cpu time.Duration
}

func (b timedBot) CPUTime() (time.Duration, error) { return b.cpu, nil }

// A match sums the processor time each side's bots report, counts their
// moves and splits A's results by seat; one bot that cannot tell its
// time leaves the match's time unknown.
func TestMatchCPUAndSeats(t *testing.T) {
	timed := func(d time.Duration) ai.Player {
		return ai.Player{Name: d.String(), New: func(seed uint64) (ai.Bot, error) { return timedBot{ai.NewRandom(seed), d}, nil }}
	}
	res, err := ai.Match(context.Background(), ai.MatchConfig{Game: toy.TicTacToe{}, A: timed(3 * time.Second), B: timed(time.Second), Games: 6, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !res.CPUKnown || res.CPU != [2]time.Duration{18 * time.Second, 6 * time.Second} {
		t.Errorf("CPU: got %v (known %v), want [18s 6s]", res.CPU, res.CPUKnown)
	}
	if res.Moves[0]+res.Moves[1] < 6*5 || res.Moves[0] == 0 || res.Moves[1] == 0 {
		t.Errorf("moves: got %v for 6 games of noughts and crosses", res.Moves)
	}
	if len(res.BySeat) != 2 || res.BySeat[0].Games != 3 || res.BySeat[1].Games != 3 {
		t.Fatalf("by seat: got %+v, want 3 games from each seat", res.BySeat)
	}
	for seat, sr := range res.BySeat {
		if sr.Wins+sr.Draws+sr.Losses != sr.Games {
			t.Errorf("seat %d: got %+v, which does not add up", seat+1, sr)
		}
	}
	if res.BySeat[0].Wins+res.BySeat[1].Wins != res.Wins {
		t.Errorf("wins by seat %+v do not add up to %d", res.BySeat, res.Wins)
	}
	if s := res.String(); !strings.Contains(s, "A as seat 2") || !strings.Contains(s, "A/B 3.00") {
		t.Errorf("the summary %q lacks the seats or the CPU ratio", s)
	}
	res, err = ai.Match(context.Background(), ai.MatchConfig{Game: toy.TicTacToe{}, A: timed(time.Second), B: randomPlayer, Games: 2})
	if err != nil || res.CPUKnown || strings.Contains(res.String(), "CPU") {
		t.Errorf("with a bot that cannot tell its time: got %v, known %v, error %v", res, res.CPUKnown, err)
	}
}

package ai

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"impasse/rules"
)

// Player makes a Bot for a game of a match; each game gets a fresh bot
// seeded with seed, so a match is repeatable. A bot that is an io.Closer
// is closed after its game.
type Player struct {
	Name string
	New  func(seed uint64) (Bot, error)
}

// MatchConfig describes a match between two players, A and B.
type MatchConfig struct {
	Game    rules.Game
	Options rules.Options
	A, B    Player
	// Games is the number of games; seats alternate, so A takes the
	// first seat in even games. With more than two seats, A takes one
	// seat in turn (and its partners, in team play) and B all the
	// others.
	Games int
	// Jobs plays that many games at once (default 1).
	Jobs int
	// Seed varies the games.
	Seed uint64
	// RandomPlies opens each game with that many random legal moves,
	// the same for the games of one round (one game a seat for A, games
	// 0 to n-1, n to 2n-1, … of n seats): searches that always play
	// alike then still meet in many positions.
	RandomPlies int
	// Done, when set, is called after each game with its record, in
	// order of game number.
	Done func(i int, g GameResult)
}

// An Observer is a bot that keeps its own copy of the game, such as an
// engine in another process: a match tells it every move played, its own
// included, with the position before the move.
type Observer interface {
	Bot
	Observe(before rules.State, m rules.Move) error
}

// A CPUTimer is a bot that tells the processor time it used in its game,
// such as an engine in another process (GTP's cputime): a match between
// such bots compares their computing, whatever else runs on the machine.
type CPUTimer interface {
	Bot
	CPUTime() (time.Duration, error)
}

// GameResult is one game of a match.
type GameResult struct {
	// ASeat is the seat A played.
	ASeat int
	// Score is A's result in [0, 1] (1/2 for a draw).
	Score float64
	// Margin is A's score minus the best other seat's (or, for games
	// where the lowest score wins, the other way round).
	Margin int
	// Mine is A's game score and Others the mean game score of the
	// other seats (Scores of the final state).
	Mine, Others float64
	// Moves counts the moves A's and B's bots played; CPU is the processor time each side used, when
	// every bot is a CPUTimer (CPUKnown).
	Moves    [2]int
	CPU      [2]time.Duration
	CPUKnown bool
	Record   *rules.Record
	Err      error
}

// MatchResult sums up a match from A's side.
type MatchResult struct {
	Games, Wins, Draws, Losses int
	// MeanMargin is A's mean score margin.
	MeanMargin float64
	// MeanScore is A's mean game score and MeanOthers the mean game
	// score of the other seats.
	MeanScore, MeanOthers float64
	// Elo is A's rating advantage and EloError its 95% error bound.
	Elo, EloError float64
	// BySeat sums up the games A played from each seat.
	BySeat []SeatResult
	// Moves and CPU sum GameResult's, A's first; CPUKnown is set when
	// every game knew its CPU.
	Moves    [2]int
	CPU      [2]time.Duration
	CPUKnown bool
}

// SeatResult counts the games A played from one seat.
type SeatResult struct {
	Games, Wins, Draws, Losses int
}

func (r MatchResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games: %d wins, %d draws, %d losses (%.1f%%); mean margin %+.2f; mean score %.2f, others %.2f; Elo %+.0f ± %.0f",
		r.Games, r.Wins, r.Draws, r.Losses, 100*r.Share(), r.MeanMargin, r.MeanScore, r.MeanOthers, r.Elo, r.EloError)
	for seat, sr := range r.BySeat {
		if sr.Games > 0 {
			fmt.Fprintf(&b, "\nA as seat %d: %d-%d-%d (%.1f%%)", seat+1, sr.Wins, sr.Draws, sr.Losses,
				100*(float64(sr.Wins)+float64(sr.Draws)/2)/float64(sr.Games))
		}
	}
	if r.CPUKnown && r.Games > 0 {
		perMove := func(side int) float64 { return r.CPU[side].Seconds() / float64(max(r.Moves[side], 1)) }
		fmt.Fprintf(&b, "\nCPU: A %.1f s (%.3f s a move), B %.1f s (%.3f s a move); A/B %.2f",
			r.CPU[0].Seconds(), perMove(0), r.CPU[1].Seconds(), perMove(1), r.CPU[0].Seconds()/max(r.CPU[1].Seconds(), 1e-9))
	}
	return b.String()
}

// Share returns A's points per game.
func (r MatchResult) Share() float64 {
	if r.Games == 0 {
		return 0
	}
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games)
}

// Match plays the games of cfg and returns the summary from A's side of
// the games that finished, with the first game's error, or the context's
// when the match was cancelled (the games it cut short are left out).
func Match(ctx context.Context, cfg MatchConfig) (MatchResult, error) {
	jobs := max(cfg.Jobs, 1)
	results := make([]GameResult, cfg.Games)
	next := 0
	var mu sync.Mutex
	var wg sync.WaitGroup
	done := make([]bool, cfg.Games)
	reported := 0
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= cfg.Games || ctx.Err() != nil {
					return
				}
				g := PlayGame(ctx, cfg, i)
				mu.Lock()
				results[i] = g
				done[i] = true
				for reported < cfg.Games && done[reported] {
					if cfg.Done != nil {
						cfg.Done(reported, results[reported])
					}
					reported++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	var res MatchResult
	var scores []float64
	var err error
	res.CPUKnown = true
	for _, g := range results {
		if g.Err != nil {
			if err == nil && ctx.Err() == nil {
				err = g.Err
			}
			continue
		}
		if g.Record == nil {
			continue
		}
		res.Games++
		switch {
		case g.Score > 0.99:
			res.Wins++
		case g.Score < 0.01:
			res.Losses++
		default:
			res.Draws++
		}
		for g.ASeat >= len(res.BySeat) {
			res.BySeat = append(res.BySeat, SeatResult{})
		}
		sr := &res.BySeat[g.ASeat]
		sr.Games++
		switch {
		case g.Score > 0.99:
			sr.Wins++
		case g.Score < 0.01:
			sr.Losses++
		default:
			sr.Draws++
		}
		for side := range res.Moves {
			res.Moves[side] += g.Moves[side]
			res.CPU[side] += g.CPU[side]
		}
		res.CPUKnown = res.CPUKnown && g.CPUKnown
		res.MeanMargin += float64(g.Margin)
		res.MeanScore += g.Mine
		res.MeanOthers += g.Others
		scores = append(scores, g.Score)
	}
	if res.Games > 0 {
		res.MeanMargin /= float64(res.Games)
		res.MeanScore /= float64(res.Games)
		res.MeanOthers /= float64(res.Games)
		res.Elo, res.EloError = elo(scores)
	}
	if err == nil {
		err = ctx.Err()
	}
	return res, err
}

// PlayGame plays game i of a match.
func PlayGame(ctx context.Context, cfg MatchConfig, i int) GameResult {
	seed := cfg.Seed*1_000_003 + uint64(i)*7919
	opts := cfg.Options
	if opts.Get(rules.KeySeed, "") == "" && freeSeed(cfg.Game) {
		// Each game gets its own shuffle, not the game's default one.
		opts = opts.Clone()
		opts[rules.KeySeed] = strconv.FormatUint(seed, 10)
	}
	s, err := cfg.Game.New(opts)
	if err != nil {
		return GameResult{Err: err}
	}
	start := s.Clone()
	n := s.Players()
	aSeat := i % n
	// In team play A also takes its partners' seats.
	teams := rules.TeamsOf(s)
	isA := func(seat int) bool { return rules.Partners(teams, seat, aSeat) }
	bots := make([]Bot, n)
	defer func() {
		for _, b := range bots {
			if c, ok := b.(io.Closer); ok {
				c.Close()
			}
		}
	}()
	for seat := range bots {
		p := cfg.B
		if isA(seat) {
			p = cfg.A
		}
		if bots[seat], err = p.New(seed + uint64(seat)); err != nil {
			return GameResult{Err: err}
		}
	}
	var moves []rules.Move
	var chosen [2]int // moves A's and B's bots chose
	rng := rand.New(rand.NewPCG(seed, 3))
	opening := rand.New(rand.NewPCG(cfg.Seed, uint64(i/n)))
	for !s.Over() {
		if ctx.Err() != nil {
			return GameResult{}
		}
		seat := s.ToMove()
		var m rules.Move
		switch {
		case seat == rules.Chance:
			m = ChanceMove(s, rng)
		case len(moves) < cfg.RandomPlies:
			legal := s.Legal(nil)
			m = legal[opening.IntN(len(legal))]
		default:
			m, _, err = bots[seat].Move(ctx, s)
			if err != nil {
				return GameResult{Err: fmt.Errorf("game %d, move %d: %v", i+1, len(moves)+1, err)}
			}
			if !rules.IsLegal(s, m) {
				return GameResult{Err: fmt.Errorf("game %d, move %d: illegal move %d from %s", i+1, len(moves)+1, m, playerName(cfg, isA(seat)))}
			}
			chosen[side(isA(seat))]++
		}
		for _, b := range bots {
			if o, ok := b.(Observer); ok {
				if err := o.Observe(s, m); err != nil {
					return GameResult{Err: fmt.Errorf("game %d, move %d: %v", i+1, len(moves)+1, err)}
				}
			}
		}
		s.Apply(m)
		moves = append(moves, m)
	}
	names := make([]rules.Tag, n)
	for seat := range names {
		names[seat] = rules.Tag{Name: fmt.Sprintf("Player%d", seat+1), Value: playerName(cfg, isA(seat))}
	}
	rec := rules.NewRecord(cfg.Game, start, moves, names...)
	rec.SetTag("Round", fmt.Sprint(i+1))
	r := s.Results()
	sc := s.Scores()
	best, others, nOthers := math.MinInt, 0.0, 0
	for seat := range sc {
		if !isA(seat) {
			nOthers++
		}
	}
	for seat, v := range sc {
		if isA(seat) {
			continue
		}
		others += float64(v) / float64(nOthers)
		if cfg.Game.Info().LowWins {
			v = -v
		}
		best = max(best, v)
	}
	mine := sc[aSeat]
	if cfg.Game.Info().LowWins {
		mine = -mine
	}
	// A's share: 1 for a sole win, 1/2 for a shared first place, 0 else,
	// so that multi-player results read like two-player ones.
	score := 0.0
	top := 0.0
	for _, v := range r {
		top = max(top, v)
	}
	if r[aSeat] == top {
		score = 1
		ties := 1 // A's side, its partners with it
		for seat, v := range r {
			if v == top && !isA(seat) {
				ties++
			}
		}
		if ties > 1 {
			score = 0.5
		}
	}
	res := GameResult{ASeat: aSeat, Score: score, Margin: mine - best, Mine: float64(sc[aSeat]), Others: others, Moves: chosen, Record: rec}
	res.CPU, res.CPUKnown = cpuTimes(bots, isA)
	return res
}

// side returns 0 for A's seats and 1 for B's.
func side(isA bool) int {
	if isA {
		return 0
	}
	return 1
}

// cpuTimes sums the processor time the bots of each side used, A's
// first; known is false unless every bot is a CPUTimer that answered.
func cpuTimes(bots []Bot, isA func(seat int) bool) (cpu [2]time.Duration, known bool) {
	for seat, b := range bots {
		t, ok := b.(CPUTimer)
		if !ok {
			return cpu, false
		}
		d, err := t.CPUTime()
		if err != nil {
			return cpu, false
		}
		cpu[side(isA(seat))] += d
	}
	return cpu, true
}

// freeSeed reports whether g offers a Seed option that takes any value.
func freeSeed(g rules.Game) bool {
	for _, o := range g.Options() {
		if o.Key == rules.KeySeed {
			return len(o.Values) == 0
		}
	}
	return false
}

func playerName(cfg MatchConfig, isA bool) string {
	if isA {
		return cfg.A.Name
	}
	return cfg.B.Name
}

// elo returns the Elo difference for a mean score and its 95% error
// bound, from the spread of the game scores.
func elo(scores []float64) (float64, float64) {
	n := float64(len(scores))
	mean := 0.0
	for _, s := range scores {
		mean += s
	}
	mean /= n
	v := 0.0
	for _, s := range scores {
		v += (s - mean) * (s - mean)
	}
	if n > 1 {
		v /= n - 1
	}
	se := math.Sqrt(v / n)
	toElo := func(p float64) float64 {
		p = min(max(p, 1e-3), 1-1e-3)
		return -400 * math.Log10(1/p-1)
	}
	e := toElo(mean)
	lo, hi := toElo(mean-1.96*se), toElo(mean+1.96*se)
	return e, (hi - lo) / 2
}

package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"impasse/rules"
)

// Random plays a uniformly random legal move.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rand.New(rand.NewPCG(seed, 1))} }

// Move returns a random legal move.
func (r *Random) Move(ctx context.Context, s rules.State) (rules.Move, Stats, error) {
	if err := validate(s); err != nil {
		return 0, Stats{}, err
	}
	legal := s.Legal(nil)
	return legal[r.rng.IntN(len(legal))], Stats{Value: 0.5}, nil
}

// GreedyBot plays the game's one-move heuristic (rules.Greedy), or the
// playout policy's move when the game has no heuristic.
type GreedyBot struct {
	rng *rand.Rand
}

// NewGreedy returns a greedy player seeded with seed.
func NewGreedy(seed uint64) *GreedyBot { return &GreedyBot{rand.New(rand.NewPCG(seed, 2))} }

// Move returns the greedy move, seen from the mover's view.
func (g *GreedyBot) Move(ctx context.Context, s rules.State) (rules.Move, Stats, error) {
	if err := validate(s); err != nil {
		return 0, Stats{}, err
	}
	if im, ok := s.(rules.Imperfect); ok {
		s = im.View(s.ToMove())
	} else {
		s = s.Clone()
	}
	switch p := s.(type) {
	case rules.Greedy:
		return p.GreedyMove(g.rng), Stats{Value: 0.5}, nil
	case rules.PlayoutPolicy:
		return p.PlayoutMove(g.rng), Stats{Value: 0.5}, nil
	}
	legal := s.Legal(nil)
	return legal[g.rng.IntN(len(legal))], Stats{Value: 0.5}, nil
}

// Levels returns the AI levels of g, weakest first (see rules.LevelsOf).
func Levels(g rules.Game) []rules.Level { return rules.LevelsOf(g) }

// FromLevel returns the bot a level describes. A level whose search
// depends on the number of players gives a bot that chooses at each move;
// a caller that knows the number resolves the level first (Level.For).
func FromLevel(l rules.Level, seed uint64) (Bot, error) {
	if l.TwoPlayers != nil {
		two, err := FromLevel(l.For(2), seed)
		if err != nil {
			return nil, err
		}
		more, err := FromLevel(l.For(3), seed)
		if err != nil {
			return nil, err
		}
		return byPlayers{two: two, more: more}, nil
	}
	switch l.Search {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(seed), nil
	case "alphabeta":
		ab := &AlphaBeta{Depth: l.Depth, Time: time.Duration(l.Millis) * time.Millisecond, Seed: seed, Noise: l.Noise}
		switch l.Tuning {
		case "":
		case "book=1":
			ab.Book = true
		default:
			return nil, fmt.Errorf("ai: alpha-beta tuning %q: only book=1 is known", l.Tuning)
		}
		return ab, nil
	case "solve":
		return &Solving{Time: time.Duration(l.Millis) * time.Millisecond}, nil
	case "mcts", "":
		m := &MCTS{Iterations: l.Iterations, Time: time.Duration(l.Millis) * time.Millisecond, Seed: seed, Noise: l.Noise}
		if err := Tune(m, l.Tuning); err != nil {
			return nil, err
		}
		return m, nil
	}
	return nil, fmt.Errorf("ai: unknown search %q", l.Search)
}

// byPlayers is the bot of a level whose search depends on the number of
// players.
type byPlayers struct {
	two, more Bot
}

// Move asks the two-player bot in a game of two players, the other one in
// a game of more.
func (b byPlayers) Move(ctx context.Context, s rules.State) (rules.Move, Stats, error) {
	if s.Players() == 2 {
		return b.two.Move(ctx, s)
	}
	return b.more.Move(ctx, s)
}

// Tune sets MCTS parameters from a tuning string, space-separated
// name=value pairs: explore, prior (PriorCount), rave, score, length,
// expand, expanddepth, playout (PlayoutDepth), threads, priorcut,
// nopriors=1, book=1 (play the game's opening book) and reuse=1 (search
// on in the last search's tree).
func Tune(m *MCTS, tuning string) error {
	for _, kv := range strings.Fields(tuning) {
		k, v, _ := strings.Cut(kv, "=")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("ai: tuning %q: %q is not a number", kv, v)
		}
		switch k {
		case "explore":
			m.Explore = f
		case "prior":
			m.PriorCount = f
		case "rave":
			m.RAVE = f
		case "score":
			m.ScoreWeight = f
		case "length":
			m.LengthWeight = f
		case "expand":
			m.ExpandBase = f
		case "expanddepth":
			m.ExpandPerDepth = f
		case "playout":
			m.PlayoutDepth = int(f)
		case "threads":
			m.Threads = int(f)
		case "nopriors":
			m.NoPriors = f != 0
		case "book":
			m.Book = f != 0
		case "reuse":
			m.Reuse = f != 0
		case "priorcut":
			m.PriorCut = f
		default:
			return fmt.Errorf("ai: unknown tuning parameter %q", k)
		}
	}
	return nil
}

// ForLevel returns the bot for level number n (from 1) of game g, or a
// baseline player for the names "random" and "greedy".
func ForLevel(g rules.Game, level string, seed uint64) (Bot, error) {
	switch level {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(seed), nil
	}
	n, err := strconv.Atoi(level)
	levels := Levels(g)
	if err != nil || n < 1 || n > len(levels) {
		return nil, fmt.Errorf("level %q: want 1 to %d, random or greedy", level, len(levels))
	}
	return FromLevel(levels[n-1], seed)
}

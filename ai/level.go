package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
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
	if err := checkTuning(l); err != nil {
		return nil, err
	}
	t, budget := l.Tuning, time.Duration(l.Millis)*time.Millisecond
	switch l.Search {
	case rules.SearchMCTS:
		return &MCTS{
			Iterations: l.Iterations, Time: budget, Seed: seed, Noise: l.Noise,
			Explore: t.Explore, PriorCount: t.PriorCount, RAVE: t.RAVE, ScoreWeight: t.ScoreWeight,
			LengthWeight: t.LengthWeight, ExpandBase: t.ExpandBase, ExpandPerDepth: t.ExpandPerDepth,
			PlayoutDepth: t.PlayoutDepth, Threads: t.Threads, PriorCut: t.PriorCut, NoPriors: t.NoPriors,
			Book: t.Book, Reuse: t.Reuse,
		}, nil
	case rules.SearchAlphaBeta:
		return &AlphaBeta{Depth: l.Depth, Nodes: l.Nodes, Time: budget, Seed: seed, Noise: l.Noise, Book: t.Book}, nil
	case rules.SearchSolve:
		return &Solving{Time: budget}, nil
	case rules.SearchGreedy:
		return NewGreedy(seed), nil
	case rules.SearchRandom:
		return NewRandom(seed), nil
	}
	return nil, fmt.Errorf("ai: unknown search %v", l.Search)
}

// checkTuning returns an error when l's tuning sets a parameter its
// search does not read: MCTS reads them all, alpha-beta only Book, the
// other searches none.
func checkTuning(l rules.Level) error {
	var read rules.Tuning
	reads := "none"
	switch l.Search {
	case rules.SearchMCTS:
		return nil
	case rules.SearchAlphaBeta:
		read.Book, reads = l.Tuning.Book, "only Book"
	}
	if l.Tuning != read {
		return fmt.Errorf("ai: tuning %+v: a %v level reads %s", l.Tuning, l.Search, reads)
	}
	return nil
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

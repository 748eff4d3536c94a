package ai

import (
	"context"
	"errors"
	"time"

	"impasse/rules"
)

// Solving plays a game played alone through its solver (rules.Solver):
// the first move of the best line found within Time. It is the level
// "solve", for a hint or the computer in a puzzle.
type Solving struct {
	// Time bounds the search (0: until ctx is done).
	Time time.Duration
	// Tick, when set, is called every few milliseconds of the search (a
	// Web Worker yields to its event loop there).
	Tick func()
}

// Move returns the first move of the best line the solver finds. When
// it finds none in time, it plays the first legal move.
func (b *Solving) Move(ctx context.Context, s rules.State) (rules.Move, Stats, error) {
	if err := validate(s); err != nil {
		return 0, Stats{}, err
	}
	sv, ok := s.(rules.Solver)
	if !ok {
		return 0, Stats{}, errors.New("ai: this game has no solver")
	}
	start := time.Now()
	if b.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.Time)
		defer cancel()
	}
	sol := sv.Solve(ctx, rules.SolveLimits{Tick: b.Tick}, nil)
	st := Stats{Iterations: int(sol.Nodes), Depth: len(sol.Moves), Elapsed: time.Since(start), Value: 0.5}
	if len(sol.Moves) == 0 {
		return s.Legal(nil)[0], st, nil
	}
	if sol.Proven {
		st.Value = 1
	}
	return sol.Moves[0], st, nil
}

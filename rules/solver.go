package rules

import "context"

// Solver is implemented by the States of games played alone (Solitaire)
// that can search for their best line from the position: the best score,
// and the fewest moves that reach it. The search may be long; it stops
// when ctx is done or a limit is reached and returns the best it knows.
type Solver interface {
	// Solve searches from the position, which it leaves unchanged.
	// progress, when not nil, is called with each better line or
	// bound, in the goroutine that called Solve.
	Solve(ctx context.Context, limits SolveLimits, progress func(Solution)) Solution
}

// SolveLimits bounds and paces a Solver's search; time is bounded by the
// context. The zero value searches until the context is done.
type SolveLimits struct {
	// Nodes bounds the positions searched (0: no bound).
	Nodes int64
	// Memory bounds the solver's tables, in bytes (0: the solver's
	// default).
	Memory int
	// Tick, when not nil, is called about every 20 ms of search: a host
	// with one thread (the Web Worker) reads its messages there.
	Tick func()
	// Goal, when above 0, asks only whether a line can end with Goal or
	// a better score: the search stops once it finds one (Score at most
	// Goal) or proves that none can (ScoreBound above Goal), and does
	// not look for the fewest moves. The puzzles played alone ask it at
	// every move.
	Goal int
}

// Solution is what a Solver found: the best line, and what it proved.
type Solution struct {
	// Moves is the best line found from the position searched (nil when
	// none was found yet).
	Moves []Move
	// Score is the score the line ends with (Solitaire: pieces left),
	// the lower the better.
	Score int
	// ScoreBound is the best score any line could end with, as far as
	// the search proved: Score equals it when no line does better.
	ScoreBound int
	// Bound is the fewest moves any line ending with Score could take,
	// as far as the search proved.
	Bound int
	// Proven says the line is the best there is: no line ends with a
	// better score, and none reaches its score in fewer moves.
	Proven bool
	// Nodes counts the positions searched.
	Nodes int64
}

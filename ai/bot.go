// Package ai is Impasse's game-agnostic search: Monte Carlo tree search for
// any number of players (with sampling of hidden information and chance),
// alpha-beta for two-player games, and simple baseline players. It knows
// games only through the interfaces of package rules; a game tunes it by
// implementing the optional capabilities there (playout policy, priors,
// evaluation, pruning) and by listing its levels.
package ai

import (
	"context"
	"errors"
	"fmt"
	"time"

	"impasse/rules"
)

// Bot chooses moves.
type Bot interface {
	// Move returns the move to play in s for the seat to move. It does
	// not modify s. It stops early, returning its best move so far, when
	// ctx is done; it fails only when s is over or not its to play.
	Move(ctx context.Context, s rules.State) (rules.Move, Stats, error)
}

// Stats describes a search.
type Stats struct {
	// Iterations counts MCTS simulations, or alpha-beta nodes.
	Iterations int
	// Nodes counts tree or table entries created.
	Nodes int
	// Depth is the deepest line searched (alpha-beta: the last depth
	// completed).
	Depth int
	// Value is the expected result of the chosen move for the mover, in
	// [0, 1]. A move played unsearched (Iterations 0: the only legal one,
	// the book's, a level that does not search) has Value 1/2, which says
	// nothing of the position.
	Value float64
	// Elapsed is the time the search took.
	Elapsed time.Duration
	// Top lists the best moves found, best first, at most five.
	Top []MoveStat
}

// MoveStat is one root move of a search.
type MoveStat struct {
	Move   rules.Move
	Visits int
	Value  float64
}

// ErrNoMove is returned when asked to move in a finished game.
var ErrNoMove = errors.New("ai: the game is over")

// validate returns an error when s cannot be searched.
func validate(s rules.State) error {
	if s.Over() {
		return ErrNoMove
	}
	if s.ToMove() < 0 {
		return fmt.Errorf("ai: seat to move is %d, not a player", s.ToMove())
	}
	return nil
}

// deadline returns the time a search must end given its budget, or the
// zero time when there is no time bound.
func deadline(start time.Time, d time.Duration) time.Time {
	if d <= 0 {
		return time.Time{}
	}
	return start.Add(d)
}

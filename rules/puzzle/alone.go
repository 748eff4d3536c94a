package puzzle

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"impasse/rules"
)

// A puzzle played alone (Alone) is proved by the game's own solver
// (rules.Solver), which is exact: a line it finds is played, and a score
// it proves out of reach is out of reach. A Solver's scores are the
// fewer the better (Solitaire's pieces left).

// aloneMemory is the size of the solver's table in each search of a
// puzzle played alone: its positions are small (sixteen pieces at most
// in Solitaire), and one search is run for every legal move along the
// line.
const aloneMemory = 1 << 20

// errNoSolver reports a game played alone whose State cannot solve.
var errNoSolver = errors.New("puzzle: the game has no solver")

// prover asks a game's solver which scores can be reached, and counts
// the positions searched against a limit (0: none).
type prover struct {
	nodes, limit int64
}

// solve runs s's solver, asked for goal (rules.SolveLimits.Goal), until
// done holds of its solution, and returns that; ErrTooBig when the limit
// stopped it first.
func (x *prover) solve(s rules.State, goal int, done func(rules.Solution) bool) (rules.Solution, error) {
	sv, ok := s.(rules.Solver)
	if !ok {
		return rules.Solution{}, errNoSolver
	}
	limits := rules.SolveLimits{Memory: aloneMemory, Goal: goal}
	if x.limit > 0 {
		if x.nodes >= x.limit {
			return rules.Solution{}, ErrTooBig
		}
		limits.Nodes = x.limit - x.nodes
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sol := sv.Solve(ctx, limits, func(sol rules.Solution) {
		if done(sol) {
			cancel()
		}
	})
	x.nodes += sol.Nodes
	if !done(sol) {
		return sol, ErrTooBig
	}
	return sol, nil
}

// best returns the best score a line from s can end with.
func (x *prover) best(s rules.State) (int, error) {
	sol, err := x.solve(s, 0, func(sol rules.Solution) bool { return sol.ScoreBound >= sol.Score })
	return sol.Score, err
}

// reaches reports whether a line from s can end with score or better.
func (x *prover) reaches(s rules.State, score int) (bool, error) {
	sol, err := x.solve(s, max(score, 0), func(sol rules.Solution) bool { return sol.Score <= score || sol.ScoreBound > score })
	return err == nil && sol.Score <= score, err
}

// keeping returns the legal moves of s after which a line can still end
// with score or better.
func (x *prover) keeping(s rules.State, score int) ([]rules.Move, error) {
	var out []rules.Move
	for _, m := range s.Legal(nil) {
		after := s.Clone()
		after.Apply(m)
		ok, err := x.reaches(after, score)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// Keeping returns the legal moves of s, a position of a game played
// alone whose State is a rules.Solver, after which a line can still end
// with score or better (Solitaire: leave one piece, for a score of 1).
// It gives up past limit positions searched (0: no limit) with
// ErrTooBig.
func Keeping(s rules.State, score int, limit int64) ([]rules.Move, error) {
	x := &prover{limit: limit}
	return x.keeping(s, score)
}

// findAlone returns the line of a puzzle played alone at s, if s is
// one: the best score from s is reached within MaxAlonePlies moves, and
// at each step only one legal move keeps it in reach.
func findAlone(s rules.State, limit int64) ([]rules.Move, bool) {
	x := &prover{limit: limit}
	score, err := x.best(s)
	if err != nil {
		return nil, false
	}
	var line []rules.Move
	cur := s.Clone()
	for !cur.Over() {
		keep, err := x.keeping(cur, score)
		if err != nil || len(keep) != 1 || len(line) == MaxAlonePlies {
			return nil, false
		}
		line = append(line, keep[0])
		cur.Apply(keep[0])
	}
	return line, true
}

// checkAlone proves the line of a puzzle played alone from its position
// s by the game's solver: the line ends the game, no line from s ends
// with a better score, and at each step the line's move keeps its score
// in reach and every other legal move does not.
func checkAlone(s rules.State, line []string, limit int64) error {
	if n := s.Players(); n != 1 {
		return fmt.Errorf("a game of %d players: want 1", n)
	}
	moves := make([]rules.Move, len(line))
	end := s.Clone()
	for i, text := range line {
		m, err := rules.Play(end, text)
		if err != nil {
			return fmt.Errorf("line move %d: %v", i+1, err)
		}
		if end.Over() != (i == len(line)-1) {
			return fmt.Errorf("line move %d: the game is over %v", i+1, end.Over())
		}
		moves[i] = m
	}
	score := end.Scores()[0]
	x := &prover{limit: limit}
	better, err := x.reaches(s, score-1)
	switch {
	case err != nil:
		return err
	case better:
		return fmt.Errorf("a line ends with a better score than %d", score)
	}
	cur := s.Clone()
	for i, m := range moves {
		keep, err := x.keeping(cur, score)
		if err != nil {
			return err
		}
		if !slices.Equal(keep, []rules.Move{m}) {
			return fmt.Errorf("line move %d: %s is not the one move that keeps a score of %d in reach (%d do)", i+1, line[i], score, len(keep))
		}
		cur.Apply(m)
	}
	return nil
}

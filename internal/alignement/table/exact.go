package table

import (
	"errors"
	"slices"

	"impasse/rules"
	"impasse/rules/alignement"
)

// Scores of positions, for the side to move: 0 for a draw, Mate minus
// the ply (counted from the start of the game) at which the game ends
// for a win, its opposite for a loss. Shorter wins and longer losses
// score higher.
const Mate = 10000

// Full is the number of turns after which every piece is on the board.
const Full = 11

// Solver gives the exact score of any position: the table's for a full
// board, a search down to the table before. It remembers the positions
// it has searched.
type Solver struct {
	t  *Table
	tt map[uint64]bound
}

type bound struct {
	lo, hi int32
	best   rules.Move
}

// NewSolver returns a solver that reads t.
func NewSolver(t *Table) *Solver { return &Solver{t: t, tt: map[uint64]bound{}} }

// OpenSolver returns a solver that reads the table in the file named
// file, as the commands given -table (check, book) do; an empty name is
// an error that says so.
func OpenSolver(file string) (*Solver, error) {
	if file == "" {
		return nil, errors.New("-table: name the table written by solve")
	}
	t, err := Load(file)
	if err != nil {
		return nil, err
	}
	return NewSolver(t), nil
}

// PosOf returns the pieces of s as the table sees them.
func PosOf(s *alignement.State) Pos {
	var p Pos
	for c := 0; c < 16; c++ {
		if seat, k, ok := s.At(c); ok {
			p[seat][k] |= 1 << c
		}
	}
	return p
}

// Score returns the exact score of s for the side to move, history
// aside (a repetition drawn already scores 0).
func (sv *Solver) Score(s *alignement.State) int {
	return sv.search(s, -Mate-1, Mate+1)
}

// lookup returns the table's score of s, which has every piece placed.
func (sv *Solver) lookup(s *alignement.State) int {
	d, ok := sv.t.Value(PosOf(s), s.Ply()%6)
	switch {
	case !ok:
		return 0
	case d%2 == 1:
		return Mate - s.Ply() - d
	}
	return -(Mate - s.Ply() - d)
}

func (sv *Solver) search(s *alignement.State, alpha, beta int) int {
	if s.Over() {
		if s.Ending() == alignement.Repetition {
			return 0
		}
		return -(Mate - s.Ply())
	}
	if s.Ply() >= Full {
		return sv.lookup(s)
	}
	b, ok := sv.tt[s.Hash()]
	if !ok {
		b = bound{-Mate - 1, Mate + 1, -1}
	}
	if b.lo == b.hi || int(b.lo) >= beta {
		return int(b.lo)
	}
	if int(b.hi) <= alpha {
		return int(b.hi)
	}
	alpha, beta = max(alpha, int(b.lo)), min(beta, int(b.hi))
	a0 := alpha
	best := -Mate - 1
	moves := s.Legal(nil)
	if i := slices.Index(moves, b.best); i > 0 {
		moves[0], moves[i] = moves[i], moves[0]
	}
	for _, m := range moves {
		c := s.Clone().(*alignement.State)
		c.Apply(m)
		v := -sv.search(c, -beta, -alpha)
		if v > best {
			best, b.best = v, m
			if v > alpha {
				alpha = v
			}
			if v >= beta {
				break
			}
		}
	}
	switch {
	case best <= a0:
		b.hi = int32(best)
	case best >= beta:
		b.lo = int32(best)
	default:
		b.lo, b.hi = int32(best), int32(best)
	}
	sv.tt[s.Hash()] = b
	return best
}

// Child returns the exact score, for the side to move in s, of playing m.
func (sv *Solver) Child(s *alignement.State, m rules.Move) int {
	c := s.Clone().(*alignement.State)
	c.Apply(m)
	return -sv.search(c, -Mate-1, Mate+1)
}

// Best returns the best move of s and its exact score: the shortest win,
// else a draw, else the longest loss; the first in Legal's order among
// equals.
func (sv *Solver) Best(s *alignement.State) (rules.Move, int) {
	best, bestScore := rules.Move(-1), -Mate-1
	for _, m := range s.Legal(nil) {
		c := s.Clone().(*alignement.State)
		c.Apply(m)
		// Only a move better than the best so far needs its exact score.
		if v := -sv.search(c, -Mate-1, -bestScore); v > bestScore {
			best, bestScore = m, v
		}
	}
	return best, bestScore
}

// Forget empties the solver's memory of searched positions once it holds
// more than n.
func (sv *Solver) Forget(n int) {
	if len(sv.tt) > n {
		clear(sv.tt)
	}
}

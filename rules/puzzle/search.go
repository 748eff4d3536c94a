package puzzle

import (
	"errors"
	"fmt"
	"slices"

	"impasse/rules"
)

// ErrTooBig reports a search that gave up at its limit of positions.
var ErrTooBig = errors.New("puzzle: the search is too big")

// searcher runs exact searches in one position's game: whether a seat
// can force a win within a number of plies. It keeps a state and a move
// list per ply (and a state for the moves tried at the root, last), so a
// search allocates little once they exist.
type searcher struct {
	workspace
	// killers holds, for each ply, the move that last settled a position
	// there, tried first at the next: the same wall often refutes a
	// whole row of moves.
	killers []rules.Move
}

// newSearcher returns a searcher for positions like s that gives up past
// limit positions (0: never).
func newSearcher(s rules.State, limit int64) *searcher {
	x := &searcher{workspace: workspace{limit: limit, lists: make([][]rules.Move, MaxPlies+1)}, killers: make([]rules.Move, MaxPlies+1)}
	for range MaxPlies + 2 {
		x.scratch = append(x.scratch, s.Clone())
	}
	return x
}

// won reports whether the game over at s is a win of seat: its result
// above every other seat's.
func won(s rules.State, seat int) bool {
	r := s.Results()
	for i, v := range r {
		if i != seat && v >= r[seat] {
			return false
		}
	}
	return true
}

// wins reports whether seat can force a win from s within plies moves,
// its own and the others'. depth is the ply of s in the search, which
// picks the scratch state and move list it uses.
func (x *searcher) wins(s rules.State, seat, plies, depth int) (bool, error) {
	if s.Over() {
		return won(s, seat), nil
	}
	if plies == 0 {
		return false, nil
	}
	if err := x.visit(); err != nil {
		return false, err
	}
	mine := s.ToMove() == seat
	if r, ok := s.(rules.Racer); ok {
		if w, sure := x.race(r, seat, plies, mine, depth); sure {
			return w, nil
		}
	}
	moves := x.legal(s, depth)
	killerFirst(moves, x.killers[depth])
	for _, m := range moves {
		child := x.copyOf(s, depth)
		child.Apply(m)
		w, err := x.wins(child, seat, plies-1, depth+1)
		if err != nil {
			return false, err
		}
		if w == mine {
			x.killers[depth] = m
			return w, nil
		}
	}
	return !mine, nil
}

// winners returns the moves of the seat to move at s that force a win
// within plies moves (that move included).
func (x *searcher) winners(s rules.State, plies int) ([]rules.Move, error) {
	seat := s.ToMove()
	var out []rules.Move
	for _, m := range s.Legal(nil) {
		after := x.copyOf(s, MaxPlies)
		after.Apply(m)
		w, err := x.wins(after, seat, plies-1, 0)
		if err != nil {
			return nil, err
		}
		if w {
			out = append(out, m)
		}
	}
	return out, nil
}

// fewest returns the fewest odd plies, up to max, within which the seat
// to move at s forces a win, and the moves that do it then; 0 and nil
// when it cannot within max.
func (x *searcher) fewest(s rules.State, max int) (int, []rules.Move, error) {
	for plies := 1; plies <= max; plies += 2 {
		w, err := x.winners(s, plies)
		if err != nil || len(w) > 0 {
			return plies, w, err
		}
	}
	return 0, nil, nil
}

// Find returns the solving line of a puzzle at s, if s is one. In a
// two-player game the seat to move forces a win within MaxPlies moves,
// and at each of its turns along the longest defence only one move wins
// in the fewest moves left; in a game played alone see findAlone. It
// also asks for a choice at the start: two legal moves at least. It
// gives up past limit positions searched (0: no limit) and returns
// false.
func Find(s rules.State, limit int64) ([]rules.Move, bool) {
	if s.Over() || s.ToMove() < 0 || len(s.Legal(nil)) < 2 {
		return nil, false
	}
	if s.Players() == 1 {
		return findAlone(s, limit)
	}
	x := newSearcher(s, limit)
	var line []rules.Move
	cur := s.Clone()
	seat := cur.ToMove()
	budget := MaxPlies
	for {
		plies, w, err := x.fewest(cur, budget)
		if err != nil || plies == 0 || len(w) != 1 {
			return nil, false
		}
		line = append(line, w[0])
		cur.Apply(w[0])
		if cur.Over() {
			return line, true
		}
		// The defence that puts the win off longest.
		budget = plies - 2
		best, bestPlies := rules.Move(0), 0
		for _, r := range cur.Legal(nil) {
			next := cur.Clone()
			next.Apply(r)
			if next.Over() || next.ToMove() != seat {
				return nil, false // a line of strict turns only
			}
			p, _, err := x.fewest(next, budget)
			if err != nil || p == 0 {
				return nil, false // cannot happen: the win was forced
			}
			if p > bestPlies {
				best, bestPlies = r, p
			}
		}
		line = append(line, best)
		cur.Apply(best)
		budget = bestPlies
	}
}

// Check replays p in g and proves its line by exact search. In a
// two-player game: each of the solver's moves the only one that wins
// within the moves left, the first in the fewest moves, the defences
// legal, the last move a win; in a game played alone see checkAlone; in
// a game won on points, checkPoints. It
// gives up past limit positions searched (0: no limit) with ErrTooBig.
func Check(g rules.Game, p *Puzzle, limit int64) error {
	n := p.Plies()
	kind := KindOf(g)
	if err := kind.checkLength(n); err != nil {
		return err
	}
	s, err := p.Position(g)
	if err != nil {
		return err
	}
	switch kind {
	case Alone:
		return checkAlone(s, p.Line, limit)
	case OnPoints:
		return checkPoints(g, s, p, limit)
	}
	if s.Players() != 2 {
		return fmt.Errorf("a game of %d players: want 2", s.Players())
	}
	seat := s.ToMove()
	if seat < 0 {
		return errors.New("nobody is to move")
	}
	x := newSearcher(s, limit)
	if n > 1 {
		w, err := x.winners(s, n-2)
		if err != nil {
			return err
		}
		if len(w) > 0 {
			return fmt.Errorf("%s wins in fewer moves", s.MoveString(w[0]))
		}
	}
	for i, text := range p.Line {
		var w []rules.Move
		if i%2 == 0 {
			if s.ToMove() != seat {
				return fmt.Errorf("line move %d: the solver is not to move", i+1)
			}
			if w, err = x.winners(s, n-i); err != nil {
				return err
			}
		}
		m, err := rules.Play(s, text)
		if err != nil {
			return fmt.Errorf("line move %d: %v", i+1, err)
		}
		if i%2 == 0 && !slices.Equal(w, []rules.Move{m}) {
			return fmt.Errorf("line move %d: %s is not the one winning move (%d win)", i+1, text, len(w))
		}
		if s.Over() != (i == n-1) {
			return fmt.Errorf("line move %d: the game is over %v", i+1, s.Over())
		}
	}
	if !won(s, seat) {
		return errors.New("the line does not end in the solver's win")
	}
	return nil
}

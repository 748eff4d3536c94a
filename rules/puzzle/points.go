package puzzle

import (
	"errors"
	"fmt"
	"math"

	"impasse/rules"
)

// A puzzle of a game won on points (OnPoints: rules.Info.OnPoints) asks
// for the one best move of the player to move, both sides playing their
// best to the game's end: the move after which its final margin (its
// score less the other's, more being better) is highest, every other
// move's at least By points lower. Its line is that move, then a line of
// best play to the end (each move keeping the margin). Passes are moves
// like any other, and a player may move twice in a row. It is proved by
// an exact search of the rest of the game, bounded by the positions it
// may visit, never by depth. Its grade is the length of its line, the
// moves to the game's end.
//
// A puzzle asks what is clear: the answer is the only move that wins
// (the margin above 0, every other's 0 or less), or the only one that
// draws (0, every other's below), or better than every other by
// MinPointsGap points at least.

// MaxPointsPlies bounds the line of a puzzle won on points: the rest of
// the game, which an exact search covers.
const MaxPointsPlies = 24

// MinPointsGap is the fewest points by which a puzzle's answer must be
// better than every other move, when it is not the only move that wins
// or draws.
const MinPointsGap = 3

// ender runs exact searches to the end of a two-player game won on
// points: the final margin of seat under best play by both.
type ender struct {
	workspace
	seat int
	// sign is 1, or -1 when the lowest score wins.
	sign int
	// table, when not nil, keeps the bounds found of the positions
	// searched, by hash: it speeds the mining up, and Check does
	// without it, so that a proof rests on no hash.
	table map[uint64]bounds
}

// bounds are what a search found of a position's margin: it lies
// between lo and hi, both included.
type bounds struct{ lo, hi int }

// newEnder returns an ender for seat in positions of game g, giving up
// past limit positions (0: never).
func newEnder(g rules.Game, seat int, limit int64) *ender {
	x := &ender{workspace: workspace{limit: limit}, seat: seat, sign: 1}
	if g.Info().LowWins {
		x.sign = -1
	}
	return x
}

// margin returns seat's final margin at s, a game over: its score less
// the other seat's, counted so that more is better.
func (x *ender) margin(s rules.State) int {
	sc := s.Scores()
	return x.sign * (sc[x.seat] - sc[1-x.seat])
}

// value returns seat's final margin from s under best play, when it
// lies strictly between alpha and beta; else a bound on the same side
// (alpha-beta, fail-soft). depth is the ply of s in the search.
func (x *ender) value(s rules.State, alpha, beta, depth int) (int, error) {
	if s.Over() {
		return x.margin(s), nil
	}
	if err := x.visit(); err != nil {
		return 0, err
	}
	b, known := bounds{math.MinInt, math.MaxInt}, false
	if x.table != nil {
		if b, known = x.table[s.Hash()]; known {
			switch {
			case b.lo == b.hi, b.lo >= beta:
				return b.lo, nil
			case b.hi <= alpha:
				return b.hi, nil
			}
			alpha, beta = max(alpha, b.lo), min(beta, b.hi)
		} else {
			b = bounds{math.MinInt, math.MaxInt}
		}
	}
	a0, b0 := alpha, beta
	moves := x.legal(s, depth)
	mine := s.ToMove() == x.seat
	best := math.MaxInt
	if mine {
		best = math.MinInt
	}
	for _, m := range moves {
		child := x.copyOf(s, depth)
		child.Apply(m)
		v, err := x.value(child, alpha, beta, depth+1)
		if err != nil {
			return 0, err
		}
		if mine {
			best, alpha = max(best, v), max(alpha, v)
		} else {
			best, beta = min(best, v), min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	if x.table != nil {
		if best > a0 {
			b.lo = max(b.lo, best)
		}
		if best < b0 {
			b.hi = min(b.hi, best)
		}
		x.table[s.Hash()] = b
	}
	return best, nil
}

// exact returns seat's final margin from s under best play.
func (x *ender) exact(s rules.State) (int, error) {
	return x.value(s, math.MinInt, math.MaxInt, 0)
}

// ranked returns the best move of the seat to move at s (seat), its
// final margin and the best margin of every other move; second is
// math.MinInt when s has one legal move.
func (x *ender) ranked(s rules.State) (best rules.Move, v, second int, err error) {
	v, second = math.MinInt, math.MinInt
	for _, m := range s.Legal(nil) {
		// A margin at second or below changes nothing.
		got, err := x.value(rules.After(s, m), second, math.MaxInt, 0)
		if err != nil {
			return 0, 0, 0, err
		}
		switch {
		case got > v:
			best, v, second = m, got, v
		case got > second:
			second = got
		}
	}
	return best, v, second, nil
}

// clearCut reports whether an answer of margin v, every other move's at v
// less by or below, makes a puzzle: the only move that wins, the only
// one that draws, or better by MinPointsGap at least.
func clearCut(v, by int) bool {
	switch {
	case by < 1:
		return false
	case by >= MinPointsGap:
		return true
	case v > 0:
		return v-by <= 0 // the only move that wins
	}
	return v == 0 // the only move that draws
}

// FindOnPoints returns the puzzle at s, a position of g, a game won on
// points (rules.Info.OnPoints), if s is one: its line, the one best
// move of the seat to move and then best play to the end of the game
// within MaxPointsPlies moves in all, and by how many points every
// other move ends worse (see MinPointsGap). The line's moves after the
// first are the first in Legal's order that keep the margin. It gives
// up past limit positions searched (0: no limit) and returns false.
func FindOnPoints(g rules.Game, s rules.State, limit int64) (line []rules.Move, by int, ok bool) {
	if s.Over() || s.Players() != 2 || s.ToMove() < 0 || len(s.Legal(nil)) < 2 {
		return nil, 0, false
	}
	x := newEnder(g, s.ToMove(), limit)
	x.table = map[uint64]bounds{}
	best, v, second, err := x.ranked(s)
	if err != nil || !clearCut(v, v-second) {
		return nil, 0, false
	}
	line = []rules.Move{best}
	cur := rules.After(s, best)
	for !cur.Over() {
		if len(line) == MaxPointsPlies {
			return nil, 0, false
		}
		kept := false
		for _, m := range cur.Legal(nil) {
			after := rules.After(cur, m)
			got, err := x.value(after, v-1, v+1, 0)
			if err != nil {
				return nil, 0, false
			}
			if got == v {
				line = append(line, m)
				cur, kept = after, true
				break
			}
		}
		if !kept {
			return nil, 0, false // cannot happen: some move keeps the margin
		}
	}
	return line, v - second, true
}

// checkPoints proves puzzle p of game g, won on points, from its
// position s by exact search to the game's end: the line ends the game;
// each of its moves after the first keeps the final margin the first
// leaves; every other first move leaves at least p.By points less; and
// the answer is clear (see MinPointsGap).
func checkPoints(g rules.Game, s rules.State, p *Puzzle, limit int64) error {
	if n := s.Players(); n != 2 {
		return fmt.Errorf("a game of %d players: want 2", n)
	}
	seat := s.ToMove()
	if seat < 0 {
		return errors.New("nobody is to move")
	}
	x := newEnder(g, seat, limit)
	cur := s.Clone()
	moves := make([]rules.Move, len(p.Line))
	for i, text := range p.Line {
		m, err := rules.Play(cur, text)
		if err != nil {
			return fmt.Errorf("line move %d: %v", i+1, err)
		}
		moves[i] = m
		if cur.Over() != (i == len(p.Line)-1) {
			return fmt.Errorf("line move %d: the game is over %v", i+1, cur.Over())
		}
	}
	// The margin the answer leaves, which every later move keeps.
	after := rules.After(s, moves[0])
	v, err := x.exact(after)
	if err != nil {
		return err
	}
	for i, m := range moves[1:] {
		after.Apply(m)
		if got, err := x.value(after, v-1, v+1, 0); err != nil {
			return err
		} else if got != v {
			return fmt.Errorf("line move %d: %s is not a move of best play (a margin of %d, not %d)", i+2, p.Line[i+1], got, v)
		}
	}
	if !clearCut(v, p.By) {
		return fmt.Errorf("a margin of %d, every other move's %d lower: not a clear answer", v, p.By)
	}
	for _, m := range s.Legal(nil) {
		if m == moves[0] {
			continue
		}
		// Every other move ends the game at v-By or lower.
		got, err := x.value(rules.After(s, m), v-p.By, v-p.By+1, 0)
		if err != nil {
			return err
		}
		if got > v-p.By {
			return fmt.Errorf("%s ends the game less than %d points worse than %s", s.MoveString(m), p.By, p.Line[0])
		}
	}
	return nil
}

package ai

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"time"

	"impasse/rules"
)

// AlphaBeta is negamax search with alpha-beta pruning, iterative deepening
// and a transposition table, for two-player games whose states implement
// rules.Evaluator. Moves are ordered by the transposition table's best
// move, then killer moves, then history, then the game's priors.
// Chance nodes are not searched through: they are evaluated as leaves.
type AlphaBeta struct {
	// Depth bounds the search depth in plies (0: until Time or Nodes run
	// out, at most 64).
	Depth int
	// Time bounds the search time (0: no bound; then Depth or Nodes must
	// be set).
	Time time.Duration
	// Nodes bounds the positions searched (0: no bound), looked at every
	// 256: the search then plays the best move of the last depth it
	// finished. Unlike Time, it gives the same move on any machine.
	Nodes int
	// TableBits sizes the transposition table: 2^TableBits entries
	// (default 18).
	TableBits int
	// Seed and Noise let weak levels pick among moves within Noise of the
	// best value (Noise in [0, 1], a share of a win).
	Seed  uint64
	Noise float64
	// Book plays the game's opening book (rules.Book) where it has a move.
	Book bool
	// Tick, when set, is called every 20 ms or so, before the deadline is
	// checked: a search that runs to a Time of more than 20 ms calls it
	// at least once.
	Tick func()
}

// Score scale: a win is worth winScore minus the plies to reach it; the
// evaluator's values map to ±evalScale.
const (
	winScore  = 1 << 20
	evalScale = 10000
	maxPly    = 64
)

var errStop = errors.New("stop")

type ttEntry struct {
	key   uint64
	move  rules.Move
	score int32
	depth int8
	flag  int8
}

const (
	ttExact int8 = iota + 1
	ttLower
	ttUpper
)

type abSearch struct {
	cfg      *AlphaBeta
	ctx      context.Context
	end      time.Time
	lastTick time.Time
	tt       []ttEntry
	mask     uint64
	stack    []rules.State
	copier   bool
	nodes    int
	killers  [maxPly][2]rules.Move
	history  map[rules.Move]int32
	moveBufs [maxPly][]rules.Move
	scores   [maxPly][]float64
	evalBuf  []float64
	rootMove rules.Move
	rootVals map[rules.Move]int32
	// margin is Noise as a score: root moves within it of the best need
	// exact values, not just bounds.
	margin int32
}

// Move searches s and returns the move for the seat to move.
func (ab *AlphaBeta) Move(ctx context.Context, s rules.State) (rules.Move, Stats, error) {
	start := time.Now()
	if err := validate(s); err != nil {
		return 0, Stats{}, err
	}
	if s.Players() != 2 {
		return 0, Stats{}, errors.New("ai: alpha-beta needs a two-player game")
	}
	if _, ok := s.(rules.Evaluator); !ok {
		return 0, Stats{}, errors.New("ai: alpha-beta needs an evaluator")
	}
	if _, ok := s.(rules.Imperfect); ok {
		// It would search what the mover cannot see.
		return 0, Stats{}, errors.New("ai: alpha-beta cannot play a game with hidden information")
	}
	if b, ok := s.(rules.Book); ok && ab.Book {
		if mv, ok := b.BookMove(); ok && rules.IsLegal(s, mv) {
			return mv, Stats{Elapsed: time.Since(start), Value: 0.5, Top: []MoveStat{{Move: mv}}}, nil
		}
	}
	maxDepth := ab.Depth
	if maxDepth <= 0 || maxDepth > maxPly-1 {
		maxDepth = maxPly - 1
	}
	if ab.Time <= 0 && ab.Depth <= 0 && ab.Nodes <= 0 {
		maxDepth = 4
	}
	bits := ab.TableBits
	if bits == 0 {
		bits = 18
	}
	se := &abSearch{
		cfg:      ab,
		ctx:      ctx,
		end:      deadline(start, ab.Time),
		lastTick: start,
		tt:       make([]ttEntry, 1<<bits),
		mask:     1<<bits - 1,
		history:  map[rules.Move]int32{},
		margin:   int32(ab.Noise * 2 * evalScale),
	}
	se.stack = make([]rules.State, maxPly+1)
	se.stack[0] = s.Clone()
	_, se.copier = s.(rules.Copier)
	root := searchMoves(s, nil)
	if len(root) == 1 {
		return root[0], Stats{Elapsed: time.Since(start), Value: 0.5, Top: []MoveStat{{Move: root[0]}}}, nil
	}
	best := root[0]
	bestScore := int32(0)
	var vals map[rules.Move]int32
	completed := 0
	for depth := 1; depth <= maxDepth; depth++ {
		se.rootVals = map[rules.Move]int32{}
		score, err := se.negamax(0, depth, -winScore-1, winScore+1, s.ToMove())
		if err != nil {
			break
		}
		best, bestScore, completed = se.rootMove, score, depth
		vals = se.rootVals
		if score >= winScore-maxPly || score <= -winScore+maxPly {
			break // a forced result: deeper search changes nothing
		}
		if !se.end.IsZero() {
			now := time.Now()
			se.tick(now)
			if now.Sub(start) > se.end.Sub(now) {
				break // the next depth would not finish
			}
		}
	}
	if ab.Noise > 0 && vals != nil {
		rng := rand.New(rand.NewPCG(ab.Seed, 7))
		margin := se.margin
		var near []rules.Move
		for _, m := range root {
			if v, ok := vals[m]; ok && v >= bestScore-margin {
				near = append(near, m)
			}
		}
		if len(near) > 0 {
			best = near[rng.IntN(len(near))]
			bestScore = vals[best]
		}
	}
	st := Stats{
		Iterations: se.nodes,
		Nodes:      len(se.tt),
		Depth:      completed,
		Value:      scoreValue(bestScore),
		Elapsed:    time.Since(start),
		Top:        []MoveStat{{Move: best, Value: scoreValue(bestScore)}},
	}
	return best, st, nil
}

// scoreValue maps a negamax score to an expected result in [0, 1].
func scoreValue(score int32) float64 {
	switch {
	case score >= winScore-maxPly:
		return 1
	case score <= -winScore+maxPly:
		return 0
	}
	return clamp01(0.5 + float64(score)/(2*evalScale))
}

// checkStop returns errStop when the search is cancelled, past its
// deadline or its nodes, looking every 256 nodes, and ticks first.
func (se *abSearch) checkStop() error {
	if se.nodes&255 != 0 {
		return nil
	}
	if se.ctx.Err() != nil || se.cfg.Nodes > 0 && se.nodes >= se.cfg.Nodes {
		return errStop
	}
	now := time.Now()
	se.tick(now)
	if !se.end.IsZero() && !now.Before(se.end) {
		return errStop
	}
	return nil
}

// tick calls Tick, when it is set, if more than 20 ms have passed since
// its last call or the search's start.
func (se *abSearch) tick(now time.Time) {
	if se.cfg.Tick != nil && now.Sub(se.lastTick) > 20*time.Millisecond {
		se.cfg.Tick()
		se.lastTick = now
	}
}

// child returns the state after playing m at ply.
func (se *abSearch) child(ply int, m rules.Move) rules.State {
	s := se.stack[ply]
	var c rules.State
	if se.copier {
		if se.stack[ply+1] == nil {
			se.stack[ply+1] = s.Clone()
		} else {
			se.stack[ply+1].(rules.Copier).CopyFrom(s)
		}
		c = se.stack[ply+1]
	} else {
		c = s.Clone()
		se.stack[ply+1] = c
	}
	c.Apply(m)
	return c
}

// negamax returns the score of stack[ply] for seat me, which is the seat
// to move there unless the game is over or at a chance event.
func (se *abSearch) negamax(ply, depth int, alpha, beta int32, me int) (int32, error) {
	se.nodes++
	if err := se.checkStop(); err != nil {
		return 0, err
	}
	s := se.stack[ply]
	if s.Over() {
		return terminalScore(s, me, ply), nil
	}
	if depth <= 0 || ply >= maxPly-1 || s.ToMove() < 0 {
		return se.evaluate(s, me), nil
	}
	alpha0 := alpha
	key := s.Hash()
	e := &se.tt[key&se.mask]
	ttMove := rules.Move(-1)
	if e.key == key && e.flag != 0 {
		ttMove = e.move
		if int(e.depth) >= depth && ply > 0 {
			sc := fromTT(e.score, ply)
			switch {
			case e.flag == ttExact:
				return sc, nil
			case e.flag == ttLower && sc >= beta:
				return sc, nil
			case e.flag == ttUpper && sc <= alpha:
				return sc, nil
			}
		}
	}
	moves := searchMoves(s, se.moveBufs[ply])
	se.moveBufs[ply] = moves
	se.order(ply, s, moves, ttMove)
	best := int32(-winScore - 1)
	bestMove := moves[0]
	for i, m := range moves {
		c := se.child(ply, m)
		a := alpha
		if ply == 0 && se.cfg.Noise > 0 {
			// A root move within the margin of the best must get its
			// exact value, not an upper bound, for Noise to choose
			// among the good moves only.
			a = max(alpha-se.margin-1, -winScore-1)
		}
		var sc int32
		var err error
		if c.ToMove() == me { // the same seat moves again
			sc, err = se.negamax(ply+1, depth-1, a, beta, me)
		} else {
			sc, err = se.negamax(ply+1, depth-1, -beta, -a, 1-me)
			sc = -sc
		}
		if err != nil {
			return 0, err
		}
		if ply == 0 {
			se.rootVals[m] = sc
		}
		if sc > best {
			best, bestMove = sc, m
			if ply == 0 {
				se.rootMove = m
			}
		}
		if sc > alpha {
			alpha = sc
		}
		if alpha >= beta {
			if i > 0 || ttMove != m {
				k := &se.killers[ply]
				if k[0] != m {
					k[1], k[0] = k[0], m
				}
				se.history[m] += int32(depth * depth)
			}
			break
		}
	}
	flag := ttExact
	switch {
	case best <= alpha0:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	*e = ttEntry{key: key, move: bestMove, score: toTT(best, ply), depth: int8(depth), flag: flag}
	return best, nil
}

// order sorts moves: the table move, killers, then by history and priors.
func (se *abSearch) order(ply int, s rules.State, moves []rules.Move, ttMove rules.Move) {
	sc := se.scores[ply][:0]
	for range moves {
		sc = append(sc, 0)
	}
	se.scores[ply] = sc
	if p, ok := s.(rules.Prior); ok {
		p.Priors(moves, sc)
		total := 0.0
		for _, w := range sc {
			total += w
		}
		if total > 0 {
			for i := range sc {
				sc[i] = sc[i] / total * 1000
			}
		}
	}
	k := se.killers[ply]
	for i, m := range moves {
		switch m {
		case ttMove:
			sc[i] += 1e12
		case k[0]:
			sc[i] += 1e9
		case k[1]:
			sc[i] += 1e8
		}
		sc[i] += float64(se.history[m])
	}
	// Insertion sort: move lists are short and mostly ordered.
	for i := 1; i < len(moves); i++ {
		m, v := moves[i], sc[i]
		j := i - 1
		for j >= 0 && sc[j] < v {
			moves[j+1], sc[j+1] = moves[j], sc[j]
			j--
		}
		moves[j+1], sc[j+1] = m, v
	}
}

// evaluate scores a position that is not over for seat me.
func (se *abSearch) evaluate(s rules.State, me int) int32 {
	se.evalBuf = s.(rules.Evaluator).Evaluate(se.evalBuf[:0])
	v := se.evalBuf[me] - se.evalBuf[1-me]
	if math.IsNaN(v) {
		return 0
	}
	return int32(v * evalScale)
}

// terminalScore scores a finished game for seat me: a win is worth more
// the sooner it comes.
func terminalScore(s rules.State, me, ply int) int32 {
	r := s.Results()
	d := r[me] - r[1-me]
	switch {
	case d > 0:
		return winScore - int32(ply)
	case d < 0:
		return -winScore + int32(ply)
	}
	return 0
}

func toTT(score int32, ply int) int32 {
	switch {
	case score >= winScore-maxPly:
		return score + int32(ply)
	case score <= -winScore+maxPly:
		return score - int32(ply)
	}
	return score
}

func fromTT(score int32, ply int) int32 {
	switch {
	case score >= winScore-maxPly:
		return score - int32(ply)
	case score <= -winScore+maxPly:
		return score + int32(ply)
	}
	return score
}

package shell

import (
	"math"
	"slices"

	"impasse/aiproto"
	"impasse/rules"
)

// analysisMillis is how long the computer thinks about each position of
// an analysis.
const analysisMillis = 300

// analysis is the computer's evaluation of every position of a game: for
// each position where a seat is to move, the value of its best move for
// that seat (the worker's Stats.Value), from which each seat's winning
// chances over the game are drawn and the moves that lost the most are
// found.
type analysis struct {
	// line is the game analysed (its moves); an analysis holds only for
	// that game.
	sess *Session
	line []rules.Move
	// movers is the seat to move in each position, the last too while
	// the game goes on (rules.Chance for a chance event), players the
	// number of seats.
	movers  []int
	players int
	// answered marks the positions the worker has answered; value is
	// the mover's value of each, NaN until known. A position whose move
	// the worker played unsearched (the only legal move, its opening
	// book's) is answered but has no value.
	answered []bool
	value    []float64
	// final is each seat's result once the game is over, or nil.
	final []float64
}

// newAnalysis prepares the analysis of sess as it stands.
func newAnalysis(sess *Session) *analysis {
	a := &analysis{sess: sess, line: slices.Clone(sess.Moves()), players: len(sess.Seats)}
	st := sess.Start().Clone()
	for _, m := range a.line {
		a.movers = append(a.movers, st.ToMove())
		a.value = append(a.value, math.NaN())
		a.answered = append(a.answered, false)
		st.Apply(m)
	}
	if sess.Over() {
		a.final = sess.Results()
	} else {
		// The position the game has come to is evaluated too.
		a.movers = append(a.movers, st.ToMove())
		a.value = append(a.value, math.NaN())
		a.answered = append(a.answered, false)
	}
	return a
}

// of reports whether the analysis is of sess as it stands.
func (a *analysis) of(sess *Session) bool {
	return a != nil && a.sess == sess && slices.Equal(a.line, sess.Moves())
}

// next returns the next position to evaluate, and false when every one
// is answered (chance events are not evaluated).
func (a *analysis) next() (int, bool) {
	for k, done := range a.answered {
		if !done && a.movers[k] >= 0 {
			return k, true
		}
	}
	return 0, false
}

// answer keeps the worker's answer about position k: the mover's value
// when the worker searched its move.
func (a *analysis) answer(k int, st *aiproto.Stats) {
	a.answered[k] = true
	if st.Searched() {
		a.value[k] = math.Max(0, math.Min(1, st.Value))
	}
}

// progress returns how many positions are answered, of how many.
func (a *analysis) progress() (done, total int) {
	for k, answered := range a.answered {
		if a.movers[k] < 0 {
			continue
		}
		total++
		if answered {
			done++
		}
	}
	return done, total
}

// valueFor returns seat's winning chances in position k (k = len(line):
// the last), when known: its own value where it was to move, the other
// seat's complement in a game of two, its result once the game is over.
func (a *analysis) valueFor(k, seat int) (float64, bool) {
	if a.final != nil && k == len(a.line) {
		return a.final[seat], true
	}
	v, m := a.value[k], a.movers[k]
	switch {
	case math.IsNaN(v) || m < 0:
		return 0, false
	case m == seat:
		return v, true
	case a.players == 2:
		return 1 - v, true
	}
	return 0, false
}

// curve returns seat's winning chances at each position where they are
// known: the positions and the values.
func (a *analysis) curve(seat int) (at []int, v []float64) {
	for k := 0; k <= len(a.line); k++ {
		if x, ok := a.valueFor(k, seat); ok {
			at = append(at, k)
			v = append(v, x)
		}
	}
	return at, v
}

// blunder is a move that lost its player much of their chances.
type blunder struct {
	// Move is the move's index in the game (from 0), Seat who played it,
	// Loss the winning chances it cost.
	Move, Seat int
	Loss       float64
}

// blunderMin is the least loss of winning chances marked as a blunder.
const blunderMin = 0.12

// blunders returns the moves that lost the most (at most n, each at
// least blunderMin), worst first: for each move, its player's chances
// before it less their chances at the next position where they are
// known.
func (a *analysis) blunders(n int) []blunder {
	var out []blunder
	for k, m := range a.movers {
		if m < 0 {
			continue
		}
		before, ok := a.valueFor(k, m)
		if !ok {
			continue
		}
		for j := k + 1; j <= len(a.line); j++ {
			if after, ok := a.valueFor(j, m); ok {
				if loss := before - after; loss >= blunderMin {
					out = append(out, blunder{Move: k, Seat: m, Loss: loss})
				}
				break
			}
		}
	}
	// The n worst, each the first of the largest losses left, moved to
	// the front with the others kept in order.
	for i := 0; i < min(n, len(out)); i++ {
		w := i
		for j := i + 1; j < len(out); j++ {
			if out[j].Loss > out[w].Loss {
				w = j
			}
		}
		worst := out[w]
		copy(out[i+1:w+1], out[i:w])
		out[i] = worst
	}
	return out[:min(n, len(out))]
}

// request returns the worker's question about position k: the mover's
// best move at a fixed budget, as a hint (no deliberate mistakes).
func (a *analysis) request(k int) (game, record string, seat int) {
	rec := rules.NewRecord(a.sess.Game, a.sess.Start(), a.line[:k])
	return a.sess.Game.Info().ID, rec.String(), a.movers[k]
}

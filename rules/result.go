package rules

import (
	"fmt"
	"strconv"
)

// TagResigned is the tag of a game that ended by resignation: the seat,
// counting from 1, that resigned.
const TagResigned = "Resigned"

// CheckEnd reports whether what r says of the end of its game agrees
// with the game replayed to s. A Resigned tag claims the end of a
// two-player game not over, lost by that seat; without one, Result and
// Scores claim a game over: the Result must be ResultOf(s) (as
// CheckResult checks it), the Scores must be ScoresString of its scores.
// An absent tag, or a Result of "*", claims nothing.
func (r *Record) CheckEnd(s State) error {
	result, scores := r.Tag(TagResult), r.Tag(TagScores)
	if v := r.Tag(TagResigned); v != "" {
		return r.checkResigned(s, v)
	}
	if !s.Over() {
		if result != "" && result != "*" {
			return fmt.Errorf("%s %s says the game is over, but it is not", TagResult, Quote(result))
		}
		if scores != "" {
			return fmt.Errorf("%s %s say the game is over, but it is not", TagScores, Quote(scores))
		}
		return nil
	}
	if err := r.CheckResult(s); err != nil {
		return err
	}
	if want := ScoresString(s.Scores()); scores != "" && scores != want {
		return fmt.Errorf("%s %s, but the game ends with the scores %s", TagScores, Quote(scores), want)
	}
	return nil
}

// checkResigned checks the Resigned tag of r, of value v, against the
// game replayed to s, and the Result and Scores it leaves.
func (r *Record) checkResigned(s State, v string) error {
	seat, err := strconv.Atoi(v)
	switch {
	case s.Players() != 2:
		return fmt.Errorf("%s %s: only a two-player game can be resigned", TagResigned, Quote(v))
	case err != nil || seat < 1 || seat > 2:
		return fmt.Errorf("%s %s: want the seat that resigned, 1 or 2", TagResigned, Quote(v))
	case s.Over():
		return fmt.Errorf("%s %s, but the game was over before", TagResigned, Quote(v))
	case r.Tag(TagScores) != "":
		return fmt.Errorf("%s %s, but the game ended by resignation", TagScores, Quote(r.Tag(TagScores)))
	}
	results := []float64{1, 1}
	results[seat-1] = 0
	if result, want := r.Tag(TagResult), ResultString(results); result != "" && result != "*" && result != want {
		return fmt.Errorf("%s %s, but seat %d resigned: %s", TagResult, Quote(result), seat, want)
	}
	return nil
}

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
// two-player game not over, lost by that seat, and so does a TimeOut
// tag, which needs a TimeControl; a TimeControl tag must read (see
// ParseTimeControl). Without either, Result and Scores claim a game
// over: the Result must be ResultOf(s) (as CheckResult checks it), the
// Scores must be ScoresString of its scores. An absent tag, or a Result
// of "*", claims nothing.
func (r *Record) CheckEnd(s State) error {
	result, scores := r.Tag(TagResult), r.Tag(TagScores)
	tc := r.Tag(TagTimeControl)
	if tc != "" {
		if _, err := ParseTimeControl(tc); err != nil {
			return err
		}
	}
	resigned, timeOut := r.Tag(TagResigned), r.Tag(TagTimeOut)
	switch {
	case resigned != "" && timeOut != "":
		return fmt.Errorf("%s %s and %s %s: a game ends once", TagResigned, Quote(resigned), TagTimeOut, Quote(timeOut))
	case resigned != "":
		return r.checkLost(s, byResignation, resigned)
	case timeOut != "" && tc == "":
		return fmt.Errorf("%s %s, but the game has no %s", TagTimeOut, Quote(timeOut), TagTimeControl)
	case timeOut != "":
		return r.checkLost(s, byTimeOut, timeOut)
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

// loss is how a record says that a seat lost before the end: its tag
// and the words of its errors.
type loss struct {
	tag, can, who, did, by string
}

var (
	byResignation = loss{TagResigned, "resigned", "resigned", "resigned", "resignation"}
	byTimeOut     = loss{TagTimeOut, "lost on time", "ran out of time", "ran out of time", "time out"}
)

// checkLost checks the tag of how (Resigned or TimeOut) of r, of value
// v, against the game replayed to s, and the Result and Scores it
// leaves.
func (r *Record) checkLost(s State, how loss, v string) error {
	seat, err := strconv.Atoi(v)
	switch {
	case s.Players() != 2:
		return fmt.Errorf("%s %s: only a two-player game can be %s", how.tag, Quote(v), how.can)
	case err != nil || seat < 1 || seat > 2:
		return fmt.Errorf("%s %s: want the seat that %s, 1 or 2", how.tag, Quote(v), how.who)
	case s.Over():
		return fmt.Errorf("%s %s, but the game was over before", how.tag, Quote(v))
	case r.Tag(TagScores) != "":
		return fmt.Errorf("%s %s, but the game ended by %s", TagScores, Quote(r.Tag(TagScores)), how.by)
	}
	results := []float64{1, 1}
	results[seat-1] = 0
	if result, want := r.Tag(TagResult), ResultString(results); result != "" && result != "*" && result != want {
		return fmt.Errorf("%s %s, but seat %d %s: %s", TagResult, Quote(result), seat, how.did, want)
	}
	return nil
}

package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrOver is returned when a move is given after the end of the game.
var ErrOver = errors.New("the game is over")

// Play reads text as a move of s and applies it. On error s is unchanged.
// Text longer than MaxMoveSize, or with a character no notation uses
// (beyond ASCII, or a control character), is refused before the game
// reads it, with a message that quotes it shortened.
func Play(s State, text string) (Move, error) {
	if s.Over() {
		return 0, ErrOver
	}
	if err := checkMoveText(text); err != nil {
		return 0, err
	}
	m, err := s.ParseMove(text)
	if err != nil {
		return 0, err
	}
	s.Apply(m)
	return m, nil
}

// checkMoveText refuses what no game's notation can read: text too long,
// or with a character outside printable ASCII.
func checkMoveText(text string) error {
	if len(text) > MaxMoveSize {
		return fmt.Errorf("%s is not a move: %d bytes long, at most %d", Quote(text), len(text), MaxMoveSize)
	}
	for _, c := range text {
		if c < ' ' || c > '~' {
			return fmt.Errorf("%s is not a move: moves are written in ASCII letters, digits and signs, not %q", Quote(text), c)
		}
	}
	return nil
}

// IsLegal reports whether m is among the legal moves of s.
func IsLegal(s State, m Move) bool {
	if s.Over() {
		return false
	}
	for _, l := range s.Legal(nil) {
		if l == m {
			return true
		}
	}
	return false
}

// MoveError reports the first bad move of a record.
type MoveError struct {
	// Number is the move's position in the record, counting from 1.
	Number int
	// Text is the move as written.
	Text string
	// Err says what is wrong with it.
	Err error
}

// Error names the move by its number, and by its text (shortened) unless
// the reason already quotes it.
func (e *MoveError) Error() string {
	msg := e.Err.Error()
	if strings.Contains(msg, strconv.Quote(e.Text)) || strings.Contains(msg, Quote(e.Text)) {
		return fmt.Sprintf("move %d: %s", e.Number, msg)
	}
	return fmt.Sprintf("move %d %s: %s", e.Number, Quote(e.Text), msg)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Replay builds the game a record describes: it checks the Game tag,
// creates the start position from the tags and plays every move. It
// returns the final state and the moves. A bad move gives a *MoveError
// together with the state and moves before it, so a caller can show how
// far the record is good.
func Replay(g Game, r *Record) (State, []Move, error) {
	if id := r.Tag(TagGame); id != "" && id != g.Info().ID {
		return nil, nil, fmt.Errorf("record is for game %s, not %q", Quote(id), g.Info().ID)
	}
	s, err := g.New(r.Options())
	if err != nil {
		return nil, nil, err
	}
	moves := make([]Move, 0, len(r.Moves))
	for i, text := range r.Moves {
		m, err := Play(s, text)
		if err != nil {
			return s, moves, &MoveError{Number: i + 1, Text: text, Err: err}
		}
		moves = append(moves, m)
	}
	return s, moves, nil
}

// NewRecord writes the record of a game that started at start (which is
// not modified) and went on with moves. Setup tags come from
// start.Setup(); extra tags (names, date) follow; Result, and Scores in
// a game that keeps them (not Info.Unscored), are set when the game is
// over.
func NewRecord(g Game, start State, moves []Move, extra ...Tag) *Record {
	r := &Record{}
	r.SetTag(TagGame, g.Info().ID)
	setup := start.Setup()
	for _, k := range orderedKeys(setup) {
		r.SetTag(k, setup[k])
	}
	for _, t := range extra {
		r.SetTag(t.Name, t.Value)
	}
	s := start.Clone()
	for _, m := range moves {
		r.Moves = append(r.Moves, s.MoveString(m))
		s.Apply(m)
	}
	if s.Over() {
		r.SetTag(TagResult, ResultOf(s))
		if !g.Info().Unscored {
			r.SetTag(TagScores, ScoresString(s.Scores()))
		}
	} else {
		r.SetTag(TagResult, "*")
	}
	return r
}

// orderedKeys puts the standard setup keys first, then the rest sorted.
func orderedKeys(o Options) []string {
	var keys []string
	for _, k := range []string{KeyVariant, KeyPlayers, KeySeed} {
		if _, ok := o[k]; ok {
			keys = append(keys, k)
		}
	}
	for _, k := range o.Keys() {
		if k != KeyVariant && k != KeyPlayers && k != KeySeed {
			keys = append(keys, k)
		}
	}
	return keys
}

// ResultString writes per-seat results as a Result tag value: "1-0",
// "0-1", "1/2-1/2" for two seats, and likewise one value per seat joined
// by "-" for more ("1/3-1/3-1/3-0").
func ResultString(results []float64) string {
	if results == nil {
		return "*"
	}
	parts := make([]string, len(results))
	for i, v := range results {
		parts[i] = fraction(v, len(results))
	}
	return strings.Join(parts, "-")
}

func fraction(v float64, n int) string {
	switch {
	case v == 0:
		return "0"
	case v == 1:
		return "1"
	}
	for d := 2; d <= n; d++ {
		num := v * float64(d)
		r := float64(int(num + 0.5))
		if diff := num - r; diff < 1e-9 && diff > -1e-9 {
			switch int(r) {
			case 0:
				return "0"
			case d:
				return "1"
			}
			return fmt.Sprintf("%d/%d", int(r), d)
		}
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}

// ScoresString writes scores as a Scores tag value: "12 -5".
func ScoresString(scores []int) string {
	parts := make([]string, len(scores))
	for i, v := range scores {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}

// Package aiproto defines the messages between the page and the AI Web
// Worker (web/ai-worker.js running web/ai.wasm), and their one codec.
// Both sides use it: the worker (wasm/worker) and the page's client
// (app/aiclient). It imports nothing but the standard library, and not
// encoding/json (which would add 0.6 MB to ai.wasm): the page adds next
// to nothing, the worker no go-app.
//
// Every message is a JavaScript object sent with postMessage. The codec
// (codec.go) turns messages into Go values of the form syscall/js.ValueOf
// takes, and reads them back from values of the form a JavaScript object
// is read into (the form encoding/json's Unmarshal into an any gives):
// objects as map[string]any, arrays as []any, numbers as float64.
//
// Page to worker:
//
//	{id: 7, game: "blokusduo", record: "...", seat: 1, level: 4}
//	    a Request: search the position the record ends in for seat 1.
//	    Optional: timeMs (overrides the level's time budget), hint
//	    (a suggestion for a person: the strongest level unless level
//	    is given, and no deliberate mistakes), seed, yield.
//	    A request with a new id cancels the one in progress.
//	{id: 8, game: "solitaire", record: "...", solve: true, timeMs: 60000}
//	    a solve Request: the best line from where the record ends, for a
//	    game played alone (rules.Solver); timeMs bounds it (at most
//	    MaxSolveMillis, the default).
//	{cancel: 7}   cancel request 7 (no move comes back).
//	{stop: 7}     end request 7 now and answer with the best move (or
//	              line) so far.
//
// Worker to page:
//
//	{ready: true}                          the worker has started
//	{id: 7, move: "e10,e11", stats: {...}}  the answer
//	{id: 7, error: "..."}                   a request that failed
//	{id: 7, error: "cancelled", cancelled: true}
//	{id: 7, progress: {...}}                every ~250 ms of a search
//	{id: 8, solution: {moves: ["F7-F3", ...], score: 1, scoreBound: 1,
//	    bound: 13, proven: true, nodes: 123}}  a solve request's answer
//	{id: 8, progress: {...}, solution: {...}}  its progress: the best so far
//	{fatal: "..."}                          the worker died
package aiproto

import (
	"errors"
	"fmt"
)

// MaxMillis bounds every search, whatever the level or request says: a
// level given only as iterations cannot keep the worker busy for ever.
const MaxMillis = 60_000

// MaxSolveMillis bounds a solve request, the default when it gives no
// timeMs: a person stops it sooner with a stop order.
const MaxSolveMillis = 600_000

// ProgressMillis is how often a search reports progress; the page treats a
// worker silent for much longer than that as hung.
const ProgressMillis = 250

// ErrCancelled is the Error text of a cancelled request.
const ErrCancelled = "cancelled"

// Request asks for a move.
type Request struct {
	// ID identifies the request; replies carry it. The client numbers
	// requests from 1.
	ID int64
	// Game is the game's id (rules.Lookup).
	Game string
	// Record is the game so far as an Impasse record text
	// (rules.Record); the search starts where it ends.
	Record string
	// Seat is the seat the move is for; it must be the one to move.
	Seat int
	// Level is the AI level, from 1 (the weakest); 0 means the
	// strongest.
	Level int
	// TimeMs, when positive, replaces the level's budget by this many
	// milliseconds of thinking.
	TimeMs int
	// CapMs, when positive, bounds the thinking to this many
	// milliseconds within the level's budget: the level searches as it
	// does, and stops there if it has not yet (a game on the clock).
	CapMs int
	// Hint asks for advice to a person rather than a computer player's
	// move: no deliberate mistakes (the level's noise is dropped).
	Hint bool
	// Value asks for the position's value as much as for a move (an
	// analysis): the opening book, whose moves come unsearched and say
	// nothing of the position, is not played.
	Value bool
	// Rated asks for the level as a rated game plays it
	// (rules.Level.Counted): bounded by its count alone, as strong as
	// its rating on any device.
	Rated bool
	// Seed makes a search repeatable (0: a fresh seed). It crosses as a
	// JavaScript number: at most 2⁵³.
	Seed uint64
	// Yield is for measurements only: how the search lets the worker
	// read its messages: "message" (the default, a MessageChannel
	// round trip), "sleep" (time.Sleep(1ms), a clamped setTimeout) or
	// "none" (cancel then only works between searches).
	Yield string
	// Roots asks for the statistics of every root move in Stats.Top,
	// not only the best five, so that the page can add up the searches
	// of several workers (root-parallel search).
	Roots bool
	// Solve asks for the best line from the position of a game played
	// alone (rules.Solver) instead of a move: the reply's Solution.
	// TimeMs bounds the search (0: MaxSolveMillis); Seat, Level and
	// Hint do not matter.
	Solve bool
}

// Message is anything the page sends: a Request, or a cancel or stop
// order for one.
type Message struct {
	Request
	Cancel *int64
	Stop   *int64
}

// Validate checks that m is a request or an order, with sensible values.
func (m *Message) Validate() error {
	switch {
	case m.Cancel != nil && m.Stop != nil:
		return errors.New("bad message: both cancel and stop")
	case m.Cancel != nil || m.Stop != nil:
		return nil
	case m.ID == 0:
		return errors.New("bad message: a request needs a non-zero id")
	case m.Game == "":
		return errors.New("bad request: no game")
	case m.TimeMs < 0 || m.TimeMs > m.maxMillis():
		return fmt.Errorf("bad request: timeMs %d: want 0 to %d", m.TimeMs, m.maxMillis())
	case m.CapMs < 0 || m.CapMs > MaxMillis:
		return fmt.Errorf("bad request: capMs %d: want 0 to %d", m.CapMs, MaxMillis)
	case m.Level < 0:
		return fmt.Errorf("bad request: level %d: levels count from 1", m.Level)
	}
	switch m.Yield {
	case "", "message", "sleep", "none":
	default:
		return fmt.Errorf("bad request: yield %q: want message, sleep or none", m.Yield)
	}
	return nil
}

// maxMillis bounds the request's TimeMs.
func (r *Request) maxMillis() int {
	if r.Solve {
		return MaxSolveMillis
	}
	return MaxMillis
}

// Reply is anything the worker sends.
type Reply struct {
	ID int64
	// Move is the chosen move in the game's notation.
	Move  string
	Stats *Stats
	// Error says why there is no move.
	Error string
	// Cancelled is set, with Error, for a request that was cancelled.
	Cancelled bool
	// Progress reports a search under way.
	Progress *Stats
	// Solution answers a solve request; with Progress, it is the best
	// found so far (absent until the solver's first report).
	Solution *Solution
	// Ready is sent once when the worker has started.
	Ready bool
	// Fatal says the worker has stopped and must be restarted.
	Fatal string
}

// Stats describes a search.
type Stats struct {
	// Iterations counts MCTS simulations or alpha-beta nodes.
	Iterations int
	// ElapsedMs is the search time in milliseconds.
	ElapsedMs float64
	// Value is the expected result of the move for its seat, in [0, 1],
	// when the move was searched (see Searched).
	Value float64
	// Depth is the deepest line searched.
	Depth int
	// Top lists the best moves found, best first (at most five, unless
	// the request asked for Roots).
	Top []TopMove
	// Yields counts the times the search let the worker read its
	// messages, YieldMs the time that took, and MaxGapMs the longest
	// stretch without (the worst delay a cancel order can see).
	Yields   int
	YieldMs  float64
	MaxGapMs float64
}

// Searched reports whether the move was searched, so that Value is the
// search's: a move played unsearched (the only legal one, the opening
// book's, a level that does not search) counts no iteration.
func (s *Stats) Searched() bool { return s.Iterations > 0 }

// TopMove is one of the best moves of a search.
type TopMove struct {
	Move   string
	Visits int
	Value  float64
}

// Solution is what a solve request found (see rules.Solution).
type Solution struct {
	// Moves is the best line, in the game's notation, from the position
	// the request's record ends in.
	Moves []string
	// Score is the score the line ends with (Solitaire: pieces left).
	Score int
	// ScoreBound is the best score any line could end with, as far as
	// the search proved.
	ScoreBound int
	// Bound is the fewest moves a line ending with ScoreBound could take,
	// as far as the search proved.
	Bound int
	// Proven says no line is better than Moves.
	Proven bool
	// Nodes counts the positions searched.
	Nodes int64
}

// Package protocol defines the messages between the page and the AI Web
// Worker (web/ai-worker.js running web/ai.wasm). Both sides use it: the
// worker (wasm/worker) and the page's client (app/aiclient). It imports
// nothing but the standard library, so it adds next to nothing to the UI's
// wasm and nothing of the search.
//
// Every message is a JSON object sent with postMessage.
//
// Page to worker:
//
//	{"id": 7, "game": "blokusduo", "record": "...", "seat": 1, "level": 4}
//	    a Request: search the position the record ends in for seat 1.
//	    Optional: "timeMs" (overrides the level's time budget), "hint"
//	    (a suggestion for a person: the strongest level unless "level"
//	    is given, and no deliberate mistakes), "seed".
//	    A request with a new id cancels the one in progress.
//	{"cancel": 7}   cancel request 7 (no move comes back).
//	{"stop": 7}     end request 7 now and answer with the best move so far.
//
// Worker to page:
//
//	{"ready": true}                              the worker has started
//	{"id": 7, "move": "e10,e11", "stats": {...}}  the answer
//	{"id": 7, "error": "..."}                     a request that failed
//	{"id": 7, "error": "cancelled", "cancelled": true}
//	{"id": 7, "progress": {...}}                  every ~250 ms of a search
//	{"fatal": "..."}                             the worker died
package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
)

// MaxMillis bounds every search, whatever the level or request says: a
// level given only as iterations cannot keep the worker busy for ever.
const MaxMillis = 60_000

// ProgressMillis is how often a search reports progress; the page treats a
// worker silent for much longer than that as hung.
const ProgressMillis = 250

// Request asks for a move.
type Request struct {
	// ID identifies the request; replies carry it. The client numbers
	// requests from 1.
	ID int64 `json:"id"`
	// Game is the game's id (rules/catalog).
	Game string `json:"game"`
	// Record is the game so far as an Impasse record text
	// (rules.Record); the search starts where it ends.
	Record string `json:"record"`
	// Seat is the seat the move is for; it must be the one to move.
	Seat int `json:"seat"`
	// Level is the AI level, from 1 (the weakest); 0 means the
	// strongest.
	Level int `json:"level,omitempty"`
	// TimeMs, when positive, replaces the level's budget by this many
	// milliseconds of thinking.
	TimeMs int `json:"timeMs,omitempty"`
	// Hint asks for advice to a person rather than a computer player's
	// move: no deliberate mistakes (the level's noise is dropped).
	Hint bool `json:"hint,omitempty"`
	// Seed makes a search repeatable (0: a fresh seed).
	Seed uint64 `json:"seed,omitempty"`
	// Yield is for measurements only: how the search lets the worker
	// read its messages: "message" (the default, a MessageChannel
	// round trip), "sleep" (time.Sleep(1ms), a clamped setTimeout) or
	// "none" (cancel then only works between searches).
	Yield string `json:"yield,omitempty"`
}

// Message is anything the page sends: a Request, or a cancel or stop
// order for one.
type Message struct {
	Request
	Cancel *int64 `json:"cancel,omitempty"`
	Stop   *int64 `json:"stop,omitempty"`
}

// Reply is anything the worker sends.
type Reply struct {
	ID int64 `json:"id,omitempty"`
	// Move is the chosen move in the game's notation.
	Move  string `json:"move,omitempty"`
	Stats *Stats `json:"stats,omitempty"`
	// Error says why there is no move.
	Error string `json:"error,omitempty"`
	// Cancelled is set, with Error, for a request that was cancelled.
	Cancelled bool `json:"cancelled,omitempty"`
	// Progress reports a search under way.
	Progress *Stats `json:"progress,omitempty"`
	// Ready is sent once when the worker has started.
	Ready bool `json:"ready,omitempty"`
	// Fatal says the worker has stopped and must be restarted.
	Fatal string `json:"fatal,omitempty"`
}

// Stats describes a search.
type Stats struct {
	// Iterations counts MCTS simulations or alpha-beta nodes.
	Iterations int `json:"iterations"`
	// ElapsedMs is the search time in milliseconds.
	ElapsedMs float64 `json:"elapsedMs"`
	// Value is the expected result of the move for its seat, in [0, 1].
	Value float64 `json:"value"`
	// Depth is the deepest line searched.
	Depth int `json:"depth"`
	// Top lists the best moves found, best first (at most five).
	Top []TopMove `json:"top,omitempty"`
	// Yields counts the times the search let the worker read its
	// messages, YieldMs the time that took, and MaxGapMs the longest
	// stretch without (the worst delay a cancel order can see).
	Yields   int     `json:"yields,omitempty"`
	YieldMs  float64 `json:"yieldMs,omitempty"`
	MaxGapMs float64 `json:"maxGapMs,omitempty"`
}

// TopMove is one of the best moves of a search.
type TopMove struct {
	Move   string  `json:"move"`
	Visits int     `json:"visits"`
	Value  float64 `json:"value"`
}

// ErrCancelled is the Error text of a cancelled request.
const ErrCancelled = "cancelled"

// DecodeMessage reads a message from the page as JSON text and checks it
// (Validate). On error the returned Message still carries the id when one
// could be read, so the error can be answered.
func DecodeMessage(data []byte) (Message, error) {
	var m Message
	if err := json.Unmarshal(data, &m); err != nil {
		// Try to save the id for the error reply.
		var loose struct {
			ID int64 `json:"id"`
		}
		_ = json.Unmarshal(data, &loose)
		m = Message{}
		m.ID = loose.ID
		return m, fmt.Errorf("bad message: %v", err)
	}
	return m, m.Validate()
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
	case m.TimeMs < 0 || m.TimeMs > MaxMillis:
		return fmt.Errorf("bad request: timeMs %d: want 0 to %d", m.TimeMs, MaxMillis)
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

// Fields returns r as the JavaScript object its JSON text describes
// (numbers as float64, omitted fields left out), for syscall/js.ValueOf:
// the worker builds its replies without encoding/json, which would add
// 0.7 MB to ai.wasm.
func (r Reply) Fields() map[string]any {
	o := map[string]any{}
	if r.ID != 0 {
		o["id"] = float64(r.ID)
	}
	if r.Move != "" {
		o["move"] = r.Move
	}
	if r.Stats != nil {
		o["stats"] = r.Stats.fields()
	}
	if r.Error != "" {
		o["error"] = r.Error
	}
	if r.Cancelled {
		o["cancelled"] = true
	}
	if r.Progress != nil {
		o["progress"] = r.Progress.fields()
	}
	if r.Ready {
		o["ready"] = true
	}
	if r.Fatal != "" {
		o["fatal"] = r.Fatal
	}
	return o
}

func (s *Stats) fields() map[string]any {
	o := map[string]any{
		"iterations": float64(s.Iterations),
		"elapsedMs":  s.ElapsedMs,
		"value":      s.Value,
		"depth":      float64(s.Depth),
	}
	if s.Yields != 0 {
		o["yields"] = float64(s.Yields)
	}
	if s.YieldMs != 0 {
		o["yieldMs"] = s.YieldMs
	}
	if s.MaxGapMs != 0 {
		o["maxGapMs"] = s.MaxGapMs
	}
	if len(s.Top) > 0 {
		top := make([]any, len(s.Top))
		for i, t := range s.Top {
			top[i] = map[string]any{"move": t.Move, "visits": float64(t.Visits), "value": t.Value}
		}
		o["top"] = top
	}
	return o
}

// Encode returns the JSON text of v (a Message, Request or Reply).
func Encode(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		// Only a NaN or an infinite float can get here; say so rather
		// than sending nothing.
		b, _ = json.Marshal(Reply{Error: "cannot encode reply: " + err.Error()})
	}
	return b
}

// DecodeReply reads a message from the worker.
func DecodeReply(data []byte) (Reply, error) {
	var r Reply
	if err := json.Unmarshal(data, &r); err != nil {
		return Reply{}, fmt.Errorf("bad reply from the AI worker: %v", err)
	}
	return r, nil
}

package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"impasse/ai"
	"impasse/aiproto"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// receive hands the server a message as the worker script would: a
// string is JSON text for the script to parse, anything else a Message
// or Request, encoded as the page does.
func receive(t testing.TB, s *server, msg any) {
	t.Helper()
	var m aiproto.Object
	switch msg := msg.(type) {
	case string:
		var v any
		if err := json.Unmarshal([]byte(msg), &v); err != nil {
			t.Fatalf("%s: %v", msg, err)
		}
		s.Handle(aiproto.DecodeMessage(v))
		return
	case aiproto.Request:
		m = aiproto.EncodeMessage(aiproto.Message{Request: msg})
	case aiproto.Message:
		m = aiproto.EncodeMessage(msg)
	default:
		t.Fatalf("cannot send a %T", msg)
	}
	s.Handle(aiproto.DecodeMessage(crossJS(t, m)))
}

// crossJS returns o as the other side of postMessage reads it: the
// structured clone keeps what a JSON round trip keeps for these values.
func crossJS(t testing.TB, o aiproto.Object) any {
	t.Helper()
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatalf("%v does not cross: %v", o, err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// harness runs a server and collects its replies.
type harness struct {
	t       *testing.T
	s       *server
	replies chan aiproto.Reply
	yields  atomic.Int64
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, replies: make(chan aiproto.Reply, 100)}
	h.s = newServer(func(r aiproto.Reply) {
		// Every reply must survive the trip to the page.
		back, err := aiproto.DecodeReply(crossJS(t, aiproto.EncodeReply(r)))
		if err != nil {
			t.Errorf("reply %+v: %v", r, err)
		}
		h.replies <- back
	}, func(string) {
		h.yields.Add(1)
		time.Sleep(time.Millisecond)
	})
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.s.Run(ctx)
	return h
}

func (h *harness) send(msg any) {
	h.t.Helper()
	receive(h.t, h.s, msg)
}

// next returns the next reply that is not a progress report.
func (h *harness) next(timeout time.Duration) aiproto.Reply {
	h.t.Helper()
	deadline := time.After(timeout)
	for {
		select {
		case r := <-h.replies:
			if r.Progress != nil {
				continue
			}
			return r
		case <-deadline:
			h.t.Fatalf("no reply within %v", timeout)
			return aiproto.Reply{}
		}
	}
}

const duoStart = "[Game \"blokusduo\"]\n\n*\n"

// duoOut is a position out of the opening book, where the strongest
// level has to search.
const duoOut = "[Game \"blokusduo\"]\n\n1. e10 2. j5"

func TestMove(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoStart, Seat: 0, Level: 2, Seed: 3})
	r := h.next(30 * time.Second)
	if r.ID != 1 || r.Error != "" || r.Move == "" || r.Stats == nil {
		t.Fatalf("reply %+v, want a move for id 1", r)
	}
	// The move is legal in the position.
	s, _ := blokusduo.Game{}.New(nil)
	if _, err := rules.Play(s, r.Move); err != nil {
		t.Errorf("move %q: %v", r.Move, err)
	}
	// The level's 1,000 simulations, or fewer once the choice could no
	// longer change.
	if it := r.Stats.Iterations; it < 100 || it > 1000 {
		t.Errorf("iterations %d, want 100 to the level's 1000", it)
	}
	if len(r.Stats.Top) == 0 {
		t.Errorf("no top moves")
	}
}

func TestRepeatable(t *testing.T) {
	h := newHarness(t)
	req := aiproto.Request{ID: 1, Game: blokusduo.ID, Record: "[Game \"blokusduo\"]\n\n1. e10 2. j5", Seat: 0, Level: 2, Seed: 42}
	h.send(req)
	a := h.next(30 * time.Second)
	req.ID = 2
	h.send(req)
	b := h.next(30 * time.Second)
	if a.Move == "" || a.Move != b.Move {
		t.Errorf("same seed, moves %q and %q", a.Move, b.Move)
	}
}

func TestErrors(t *testing.T) {
	golden, err := os.ReadFile(filepath.Join("..", "..", "rules", "blokusduo", "testdata", "golden", "monomino-last.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		msg    any
		wantID int64
		want   string
	}{
		{"bad field", `{"id": 5, "game": "blokusduo", "seat": "one"}`, 5, "bad message"},
		{"no id", aiproto.Request{Game: "blokusduo", Record: duoStart}, 0, "non-zero id"},
		{"no game", aiproto.Request{ID: 3, Record: duoStart}, 3, "no game"},
		{"unknown game", aiproto.Request{ID: 3, Game: "chess", Record: duoStart}, 3, `unknown game "chess"`},
		{"record syntax", aiproto.Request{ID: 3, Game: "blokusduo", Record: "[Game \"blokusduo\"\n"}, 3, "bad record: line 2: tag Game"},
		{"record for another game", aiproto.Request{ID: 3, Game: "blokusduo", Record: "[Game \"blockers\"]\n"}, 3, "bad record"},
		{"illegal move", aiproto.Request{ID: 3, Game: "blokusduo", Record: "1. e10 2. e11"}, 3, `bad record: move 2 "e11"`},
		{"game over", aiproto.Request{ID: 3, Game: "blokusduo", Record: string(golden)}, 3, "the game is over"},
		{"wrong seat", aiproto.Request{ID: 3, Game: "blokusduo", Record: duoStart, Seat: 1}, 3, "not seat 1's turn: seat 0 is to move"},
		{"no such seat", aiproto.Request{ID: 3, Game: "blokusduo", Record: duoStart, Seat: 2}, 3, "seat 2"},
		{"level too high", aiproto.Request{ID: 3, Game: "blokusduo", Record: duoStart, Level: 99}, 3, "level 99"},
		{"negative level", aiproto.Request{ID: 3, Game: "blokusduo", Record: duoStart, Level: -1}, 3, "level -1"},
		{"time too long", aiproto.Request{ID: 3, Game: "blokusduo", Record: duoStart, TimeMs: 1e9}, 3, "timeMs"},
		{"bad yield", aiproto.Request{ID: 3, Game: "blokusduo", Record: duoStart, Yield: "often"}, 3, "yield"},
		{"cancel and stop", `{"cancel": 1, "stop": 1}`, 0, "both"},
	}
	h := newHarness(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h.send(tt.msg)
			r := h.next(10 * time.Second)
			if r.ID != tt.wantID || !strings.Contains(r.Error, tt.want) || r.Move != "" {
				t.Errorf("reply %+v, want id %d and an error with %q", r, tt.wantID, tt.want)
			}
		})
	}
}

func TestCancel(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoOut, TimeMs: 20000})
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	h.send(aiproto.Message{Cancel: ptr(int64(1))})
	r := h.next(5 * time.Second)
	if !r.Cancelled || r.ID != 1 || r.Move != "" {
		t.Errorf("reply %+v, want request 1 cancelled", r)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("cancel took %v", d)
	}
	if h.yields.Load() == 0 {
		t.Errorf("the search never yielded")
	}
	// A cancel for nothing is ignored; the server still works.
	h.send(aiproto.Message{Cancel: ptr(int64(9))})
	h.send(aiproto.Request{ID: 2, Game: blokusduo.ID, Record: duoStart, Level: 1})
	if r := h.next(10 * time.Second); r.ID != 2 || r.Move == "" {
		t.Errorf("after cancel: %+v", r)
	}
}

func TestNewRequestCancelsOld(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoOut, TimeMs: 20000})
	time.Sleep(100 * time.Millisecond)
	h.send(aiproto.Request{ID: 2, Game: blokusduo.ID, Record: duoStart, Level: 1})
	r1 := h.next(5 * time.Second)
	r2 := h.next(10 * time.Second)
	if r1.ID != 1 || !r1.Cancelled {
		t.Errorf("first reply %+v, want 1 cancelled", r1)
	}
	if r2.ID != 2 || r2.Move == "" {
		t.Errorf("second reply %+v, want a move for 2", r2)
	}
}

func TestPendingRequestReplaced(t *testing.T) {
	// Requests that pile up before the search starts: only the last one
	// is searched; the others are answered as cancelled.
	s := newServer(func(aiproto.Reply) {}, nil)
	var got []aiproto.Reply
	s.post = func(r aiproto.Reply) { got = append(got, r) }
	for id := int64(1); id <= 3; id++ {
		receive(t, s, aiproto.Request{ID: id, Game: blokusduo.ID, Record: duoStart, Level: 1})
	}
	for s.runOne() {
	}
	if len(got) != 3 || !got[0].Cancelled || !got[1].Cancelled || got[2].ID != 3 || got[2].Move == "" {
		t.Errorf("replies %+v", got)
	}
}

func TestStop(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 4, Game: blokusduo.ID, Record: duoStart, TimeMs: 20000})
	time.Sleep(300 * time.Millisecond)
	h.send(aiproto.Message{Stop: ptr(int64(4))})
	r := h.next(5 * time.Second)
	if r.ID != 4 || r.Move == "" || r.Cancelled {
		t.Errorf("reply %+v, want the best move so far", r)
	}
	if r.Stats == nil || r.Stats.ElapsedMs > 5000 {
		t.Errorf("stats %+v", r.Stats)
	}
}

// CapMs bounds a search's thinking (a game on the clock): 20 s asked,
// 200 ms allowed. A time asked, not the strongest level, which counts
// simulations a fast machine may finish within the 1,500 ms checked.
func TestCapMs(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoOut, TimeMs: 20000, CapMs: 200})
	deadline := time.After(10 * time.Second)
	for {
		select {
		case r := <-h.replies:
			if r.Progress != nil {
				continue
			}
			if r.Move == "" || r.Stats == nil {
				t.Fatalf("reply %+v", r)
			}
			if r.Stats.ElapsedMs > 1500 {
				t.Errorf("thought %.0f ms with a cap of 200, want the cap kept (20,000 asked)", r.Stats.ElapsedMs)
			}
			return
		case <-deadline:
			t.Fatal("no reply")
		}
	}
}

func TestProgress(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoOut, TimeMs: 700})
	progress := 0
	deadline := time.After(10 * time.Second)
	for {
		select {
		case r := <-h.replies:
			if r.Progress != nil {
				progress++
				continue
			}
			if r.Move == "" {
				t.Fatalf("reply %+v", r)
			}
			if progress < 1 {
				t.Errorf("%d progress reports in 700 ms", progress)
			}
			if st := r.Stats; st.Yields < 5 || st.YieldMs <= 0 || st.MaxGapMs <= 0 || st.MaxGapMs > 500 {
				t.Errorf("yield stats %+v", st)
			}
			return
		case <-deadline:
			t.Fatal("no reply")
		}
	}
}

func TestHintDropsNoise(t *testing.T) {
	req := aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoStart, Level: 1, Hint: true}
	_, bot, err := prepare(req)
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := bot.(*ai.MCTS); !ok || b.Noise != 0 || b.Time <= 0 {
		t.Errorf("hint bot %+v, want MCTS without noise and with a time bound", bot)
	}
}

// A request for a position's value (an analysis) searches where the
// level would play its opening book, so that the answer carries a value.
func TestValueSkipsBook(t *testing.T) {
	for _, value := range []bool{false, true} {
		_, bot, err := prepare(aiproto.Request{ID: 1, Game: blokusduo.ID, Record: duoStart, Hint: true, TimeMs: 300, Value: value})
		if err != nil {
			t.Fatal(err)
		}
		if b, ok := bot.(*ai.MCTS); !ok || b.Book == value {
			t.Errorf("value %v: bot %+v, want MCTS with the book %v", value, bot, !value)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// A request for the roots' statistics gets every root move, for the page
// to add up several workers' searches.
func TestRoots(t *testing.T) {
	h := newHarness(t)
	record := duoOut + " " + twoMoves(t, duoOut, 0)
	for id, roots := range []bool{false, true} {
		h.send(aiproto.Request{ID: int64(id + 1), Game: blokusduo.ID, Record: record, Seat: 0, Level: 2, Seed: 3, Roots: roots})
		r := h.next(30 * time.Second)
		if r.Error != "" || r.Stats == nil {
			t.Fatalf("reply %+v, want a move", r)
		}
		if got := len(r.Stats.Top) > 5; got != roots {
			t.Errorf("roots %v: %d top moves", roots, len(r.Stats.Top))
		}
	}
}

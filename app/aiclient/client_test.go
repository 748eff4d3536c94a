package aiclient

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"impasse/aiproto"
)

// fakeWorker is a scripted worker: behave decides what it does with each
// message it gets.
type fakeWorker struct {
	f          *fakes
	onMessage  func(any)
	onError    func(string)
	mu         sync.Mutex
	got        []map[string]any
	terminated bool
}

type fakes struct {
	mu      sync.Mutex
	workers []*fakeWorker
	// behave is called (in its own goroutine) for each message; n is the
	// worker's number, from 0.
	behave func(w *fakeWorker, n int, msg map[string]any)
	// ready makes new workers send {"ready":true} at once.
	ready bool
}

func (f *fakes) start(onMessage func(any), onError func(string)) (port, error) {
	w := &fakeWorker{f: f, onMessage: onMessage, onError: onError}
	f.mu.Lock()
	f.workers = append(f.workers, w)
	f.mu.Unlock()
	if f.ready {
		go w.send(aiproto.Reply{Ready: true})
	}
	return w, nil
}

func (f *fakes) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.workers)
}

func (w *fakeWorker) post(msg aiproto.Object) {
	m := crossJS(msg).(map[string]any)
	w.mu.Lock()
	w.got = append(w.got, m)
	w.mu.Unlock()
	w.f.mu.Lock()
	n := 0
	for i, x := range w.f.workers {
		if x == w {
			n = i
		}
	}
	w.f.mu.Unlock()
	if w.f.behave != nil {
		go w.f.behave(w, n, m)
	}
}

func (w *fakeWorker) terminate() {
	w.mu.Lock()
	w.terminated = true
	w.mu.Unlock()
}

func (w *fakeWorker) send(r aiproto.Reply) { w.onMessage(crossJS(aiproto.EncodeReply(r))) }

// crossJS returns o as the other side of postMessage reads it: the
// structured clone keeps what a JSON round trip keeps for these values.
func crossJS(o aiproto.Object) any {
	data, err := json.Marshal(o)
	if err != nil {
		panic(err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		panic(err)
	}
	return v
}

func (w *fakeWorker) messages() []map[string]any {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]map[string]any(nil), w.got...)
}

func newTestClient(f *fakes) *Client {
	return &Client{start: f.start, margin: 200 * time.Millisecond, startup: 300 * time.Millisecond, silence: 150 * time.Millisecond}
}

// answer replies to every request with a move.
func answer(w *fakeWorker, n int, m map[string]any) {
	if id, ok := m["id"].(float64); ok && id != 0 {
		w.send(aiproto.Reply{ID: int64(id), Move: "e10", Stats: &aiproto.Stats{Iterations: 1}})
	}
}

func wait(t *testing.T, ch <-chan Reply) Reply {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(10 * time.Second):
		t.Fatal("no answer")
		return Reply{}
	}
}

func TestAsk(t *testing.T) {
	f := &fakes{ready: true, behave: answer}
	c := newTestClient(f)
	got := make(chan Reply, 2)
	c.Ask(Request{Game: "blokusduo", Record: "*", Seat: 0, Level: 2}, func(r Reply) { got <- r })
	r := wait(t, got)
	if r.Move != "e10" || r.Error != "" || r.ID != 1 {
		t.Errorf("reply %+v", r)
	}
	// A second question reuses the worker, with the next id.
	c.Ask(Request{Game: "blokusduo", Record: "*"}, func(r Reply) { got <- r })
	if r := wait(t, got); r.ID != 2 {
		t.Errorf("second reply %+v", r)
	}
	if n := f.count(); n != 1 {
		t.Errorf("%d workers started, want 1", n)
	}
	msgs := f.workers[0].messages()
	if len(msgs) != 2 || msgs[0]["game"] != "blokusduo" || msgs[0]["level"] != 2.0 {
		t.Errorf("worker got %v", msgs)
	}
}

func TestCancel(t *testing.T) {
	f := &fakes{ready: true, behave: func(w *fakeWorker, n int, m map[string]any) {
		if id, ok := m["id"].(float64); ok && id != 0 {
			time.Sleep(100 * time.Millisecond)
			answer(w, n, m)
		}
	}}
	c := newTestClient(f)
	got := make(chan Reply, 2)
	cancel := c.Ask(Request{Game: "g", TimeMs: 50}, func(r Reply) { got <- r })
	cancel()
	cancel() // twice is harmless
	select {
	case r := <-got:
		t.Errorf("done called after cancel: %+v", r)
	case <-time.After(400 * time.Millisecond):
	}
	msgs := f.workers[0].messages()
	if len(msgs) != 2 || msgs[1]["cancel"] != 1.0 {
		t.Errorf("worker got %v, want the request then a cancel", msgs)
	}
}

func TestNewAskSupersedes(t *testing.T) {
	f := &fakes{ready: true, behave: func(w *fakeWorker, n int, m map[string]any) {
		if id, ok := m["id"].(float64); ok && id == 1 {
			time.Sleep(100 * time.Millisecond)
		}
		answer(w, n, m)
	}}
	c := newTestClient(f)
	first := make(chan Reply, 1)
	second := make(chan Reply, 1)
	c.Ask(Request{Game: "g", TimeMs: 50}, func(r Reply) { first <- r })
	c.Ask(Request{Game: "g", TimeMs: 50}, func(r Reply) { second <- r })
	if r := wait(t, second); r.ID != 2 {
		t.Errorf("second %+v", r)
	}
	select {
	case r := <-first:
		t.Errorf("superseded question answered: %+v", r)
	case <-time.After(300 * time.Millisecond):
	}
}

func TestHungWorkerRestarted(t *testing.T) {
	// The first worker never answers; the second does.
	f := &fakes{ready: true, behave: func(w *fakeWorker, n int, m map[string]any) {
		if n > 0 {
			answer(w, n, m)
		}
	}}
	c := newTestClient(f)
	got := make(chan Reply, 1)
	start := time.Now()
	c.Ask(Request{Game: "g", TimeMs: 10_000}, func(r Reply) { got <- r })
	r := wait(t, got)
	if r.Move != "e10" || r.Error != "" {
		t.Errorf("reply %+v", r)
	}
	// The silence (150 ms) gave it away long before the budget.
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	if n := f.count(); n != 2 || !f.workers[0].terminated {
		t.Errorf("%d workers, first terminated %v", n, f.workers[0].terminated)
	}
}

func TestProgressKeepsItAlive(t *testing.T) {
	// The worker searches for 16 × 50 ms, far longer than the silence it
	// is allowed, but reports progress six times as often as it must. The
	// budget is far away, so only the silence watchdog is tested, and a
	// loaded machine's late sleeps cannot reach it.
	f := &fakes{ready: true, behave: func(w *fakeWorker, n int, m map[string]any) {
		id, ok := m["id"].(float64)
		if !ok || id == 0 {
			return
		}
		for i := 0; i < 16; i++ {
			time.Sleep(50 * time.Millisecond)
			w.send(aiproto.Reply{ID: int64(id), Progress: &aiproto.Stats{}})
		}
		answer(w, n, m)
	}}
	c := newTestClient(f)
	c.silence = 300 * time.Millisecond
	got := make(chan Reply, 1)
	c.Ask(Request{Game: "g", TimeMs: 60_000}, func(r Reply) { got <- r })
	if r := wait(t, got); r.Move != "e10" {
		t.Errorf("reply %+v", r)
	}
	if n := f.count(); n != 1 {
		t.Errorf("%d workers: a busy worker was restarted", n)
	}
}

func TestBudgetExceeded(t *testing.T) {
	// A worker that keeps reporting progress but never answers is hung
	// once the budget and the margin are spent; twice gives an error.
	f := &fakes{ready: true, behave: func(w *fakeWorker, n int, m map[string]any) {
		id, ok := m["id"].(float64)
		if !ok || id == 0 {
			return
		}
		for i := 0; i < 40; i++ {
			time.Sleep(50 * time.Millisecond)
			w.send(aiproto.Reply{ID: int64(id), Progress: &aiproto.Stats{}})
		}
	}}
	c := newTestClient(f)
	got := make(chan Reply, 1)
	start := time.Now()
	c.Ask(Request{Game: "g", TimeMs: 100}, func(r Reply) { got <- r })
	r := wait(t, got)
	if !strings.Contains(r.Error, "did not answer in time") {
		t.Errorf("reply %+v", r)
	}
	if d := time.Since(start); d < 500*time.Millisecond || d > 5*time.Second {
		t.Errorf("gave up after %v, want about 2 × (100 + 200) ms", d)
	}
	if n := f.count(); n != 2 {
		t.Errorf("%d workers, want 2", n)
	}
}

func TestFatalWorker(t *testing.T) {
	// Every worker dies: the question is asked twice, then fails.
	f := &fakes{behave: func(w *fakeWorker, n int, m map[string]any) {
		if n == 0 {
			w.send(aiproto.Reply{Fatal: "the AI stopped"})
		} else {
			w.onError("boom")
		}
	}}
	c := newTestClient(f)
	got := make(chan Reply, 1)
	c.Ask(Request{Game: "g"}, func(r Reply) { got <- r })
	r := wait(t, got)
	if !strings.Contains(r.Error, "boom") {
		t.Errorf("reply %+v", r)
	}
	// The next question gets a new worker.
	f.behave = answer
	c.Ask(Request{Game: "g"}, func(r Reply) { got <- r })
	if r := wait(t, got); r.Move != "e10" {
		t.Errorf("after failures: %+v", r)
	}
	if n := f.count(); n != 3 {
		t.Errorf("%d workers, want 3", n)
	}
}

func TestStaleWorkerIgnored(t *testing.T) {
	f := &fakes{ready: true, behave: func(w *fakeWorker, n int, m map[string]any) {
		if n == 0 {
			return // hangs, then answers late
		}
		answer(w, n, m)
	}}
	c := newTestClient(f)
	got := make(chan Reply, 2)
	c.Ask(Request{Game: "g", TimeMs: 10_000}, func(r Reply) { got <- r })
	r := wait(t, got)
	// The first worker's late answer to the same id changes nothing.
	f.workers[0].send(aiproto.Reply{ID: r.ID, Move: "late"})
	f.workers[0].send(aiproto.Reply{ID: 1, Move: "late"})
	select {
	case r := <-got:
		t.Errorf("second answer %+v", r)
	case <-time.After(200 * time.Millisecond):
	}
}

func TestStop(t *testing.T) {
	f := &fakes{ready: true}
	c := newTestClient(f)
	c.Ask(Request{Game: "g", TimeMs: 1000}, func(Reply) {})
	c.Stop()
	msgs := f.workers[0].messages()
	if len(msgs) != 2 || msgs[1]["stop"] != 1.0 {
		t.Errorf("worker got %v", msgs)
	}
	c.Close()
	if !f.workers[0].terminated {
		t.Error("Close did not end the worker")
	}
}

func TestNative(t *testing.T) {
	// Outside a browser the client does nothing.
	c := New("/web/ai-worker.js")
	called := false
	cancel := c.Ask(Request{Game: "g"}, func(Reply) { called = true })
	cancel()
	c.Start()
	c.Stop()
	c.Close()
	if called {
		t.Error("done called natively")
	}
}

func TestResolve(t *testing.T) {
	tests := []struct{ url, prefix, want string }{
		{"/web/ai-worker.js", "/web", "/web/ai-worker.js"},
		{"/web/ai-worker.js", "/impasse/web", "/impasse/web/ai-worker.js"},
		{"/web/ai-worker.js", "", "/web/ai-worker.js"},
		{"ai-worker.js", "/impasse/web", "ai-worker.js"},
		{"https://x/ai.js", "/impasse/web", "https://x/ai.js"},
	}
	for _, tt := range tests {
		if got := resolve(tt.url, tt.prefix); got != tt.want {
			t.Errorf("resolve(%q, %q) = %q, want %q", tt.url, tt.prefix, got, tt.want)
		}
	}
}

// solver answers a solve request with two progress reports carrying the
// best line so far, then the solution; a stop order gets the best so far
// at once.
func solver(w *fakeWorker, n int, m map[string]any) {
	if id, ok := m["stop"].(float64); ok {
		w.send(aiproto.Reply{ID: int64(id), Solution: &aiproto.Solution{Moves: []string{"F7-F3"}, Score: 30, ScoreBound: 1, Bound: 9}})
		return
	}
	id, ok := m["id"].(float64)
	if !ok || id == 0 || m["solve"] != true {
		return
	}
	if m["seed"] == 1.0 {
		return // the stop order answers
	}
	for i := 1; i <= 2; i++ {
		w.send(aiproto.Reply{ID: int64(id), Progress: &aiproto.Stats{ElapsedMs: float64(250 * i)},
			Solution: &aiproto.Solution{Moves: []string{"F7-F3"}, Score: 36 - i, ScoreBound: 1, Bound: 6 + i}})
	}
	w.send(aiproto.Reply{ID: int64(id), Solution: &aiproto.Solution{Moves: []string{"F7-F3", "G7-G3"}, Score: 1, ScoreBound: 1, Bound: 2, Proven: true}})
}

func TestAskWithProgress(t *testing.T) {
	f := &fakes{ready: true, behave: solver}
	c := newTestClient(f)
	c.silence = 30 * time.Second
	var mu sync.Mutex
	var reports []Reply
	got := make(chan Reply, 1)
	c.AskWithProgress(Request{Game: "solitaire", Record: "*", Solve: true},
		func(r Reply) {
			mu.Lock()
			reports = append(reports, r)
			mu.Unlock()
		},
		func(r Reply) { got <- r })
	r := wait(t, got)
	if r.Solution == nil || !r.Solution.Proven || len(r.Solution.Moves) != 2 {
		t.Errorf("got %+v, want the proven solution", r)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(reports) != 2 {
		t.Fatalf("got %d progress reports, want 2", len(reports))
	}
	for i, p := range reports {
		if p.Progress == nil || p.Solution == nil || p.Solution.Score != 35-i {
			t.Errorf("report %d: got %+v, want progress with the best line so far", i, p)
		}
	}
	msgs := f.workers[0].messages()
	if len(msgs) != 1 || msgs[0]["solve"] != true {
		t.Errorf("worker got %v, want one solve request", msgs)
	}
}

func TestSolveStop(t *testing.T) {
	f := &fakes{ready: true, behave: solver}
	c := newTestClient(f)
	c.silence = 30 * time.Second // a loaded machine may be slow to stop
	got := make(chan Reply, 1)
	c.AskWithProgress(Request{Game: "solitaire", Record: "*", Solve: true, Seed: 1}, nil, func(r Reply) { got <- r })
	c.Stop()
	r := wait(t, got)
	if r.Solution == nil || r.Solution.Proven || r.Solution.Score != 30 {
		t.Errorf("got %+v, want the best line so far", r)
	}
}

// TestSolveBudget: a solve request without a time of its own may run for
// aiproto.MaxSolveMillis, far beyond a move's aiproto.MaxMillis.
func TestSolveBudget(t *testing.T) {
	c := &Client{}
	solve := time.Until(c.deadline(&Request{Solve: true}))
	move := time.Until(c.deadline(&Request{}))
	if solve < aiproto.MaxSolveMillis*time.Millisecond || move > solve-time.Minute {
		t.Errorf("got budgets %v for a solve, %v for a move; want at least %v for a solve", solve, move, aiproto.MaxSolveMillis*time.Millisecond)
	}
}

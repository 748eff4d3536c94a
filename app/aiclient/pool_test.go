package aiclient

import (
	"testing"
	"time"

	"impasse/aiproto"
)

// tm returns a root move's statistics.
func tm(move string, visits int, value float64) TopMove {
	return TopMove{Move: move, Visits: visits, Value: value}
}

func TestMerge(t *testing.T) {
	a := Reply{ID: 1, Move: "a", Stats: &Stats{Iterations: 10, ElapsedMs: 5, Top: []TopMove{tm("a", 6, 0.5), tm("b", 4, 0.25)}}}
	b := Reply{ID: 2, Move: "b", Stats: &Stats{Iterations: 20, ElapsedMs: 7, Top: []TopMove{tm("b", 5, 0.7), tm("a", 2, 0.5), tm("c", 1, 1)}}}
	got := Merge([]Reply{a, b})
	if got.Move != "b" {
		t.Errorf("move got %q, want b (9 visits against 8)", got.Move)
	}
	if got.Stats.Iterations != 30 || got.Stats.ElapsedMs != 7 {
		t.Errorf("iterations and time got %d, %v, want 30, 7", got.Stats.Iterations, got.Stats.ElapsedMs)
	}
	want := []TopMove{tm("b", 9, 0.5), tm("a", 8, 0.5), tm("c", 1, 1)}
	if len(got.Stats.Top) != len(want) {
		t.Fatalf("top got %v, want %v", got.Stats.Top, want)
	}
	for i := range want {
		if got.Stats.Top[i] != want[i] {
			t.Errorf("top %d got %v, want %v", i, got.Stats.Top[i], want[i])
		}
	}
	if got.Stats.Value != 0.5 {
		t.Errorf("value got %v, want 0.5", got.Stats.Value)
	}
	// A failed worker leaves the answer to the others; a book move, with
	// no visits, stands as the first answer's.
	failed := Reply{ID: 3, Error: "the AI stopped"}
	if got := Merge([]Reply{failed, a}); got.Move != "a" {
		t.Errorf("with a failure: move got %q, want a", got.Move)
	}
	book := Reply{ID: 4, Move: "e10", Stats: &Stats{Top: []TopMove{tm("e10", 0, 0.5)}}}
	if got := Merge([]Reply{book, book}); got.Move != "e10" {
		t.Errorf("book: move got %q, want e10", got.Move)
	}
	if got := Merge([]Reply{failed, failed}); got.Error == "" {
		t.Errorf("all failed: got %+v, want an error", got)
	}
}

// visitsBy answers each request with a move that worker n likes: worker
// 0 finds a, the others b, each with 10 visits, and reports whether the
// request asked for the roots.
func visitsBy(w *fakeWorker, n int, m map[string]any) {
	id, ok := m["id"].(float64)
	if !ok || id == 0 {
		return
	}
	best := "b"
	if n == 0 {
		best = "a"
	}
	w.send(aiproto.Reply{ID: int64(id), Move: best, Stats: &aiproto.Stats{Iterations: 10, Top: []TopMove{tm(best, 10, 0.5)}}})
}

func TestPoolAsk(t *testing.T) {
	f := &fakes{ready: true, behave: visitsBy}
	p := NewPool(newTestClient(f), newTestClient(f), newTestClient(f))
	got := make(chan Reply, 4)
	p.Ask(Request{Game: "g", Record: "r", Level: 4}, func(r Reply) { got <- r })
	r := wait(t, got)
	if r.Move != "b" || r.Stats.Iterations != 30 {
		t.Errorf("got %q after %d simulations, want b after 30", r.Move, r.Stats.Iterations)
	}
	if n := f.count(); n != 3 {
		t.Fatalf("%d workers, want 3", n)
	}
	seeds := map[float64]bool{}
	for i, w := range f.workers {
		msgs := w.messages()
		if len(msgs) != 1 || msgs[0]["roots"] != true {
			t.Fatalf("worker %d got %v, want one request for the roots", i, msgs)
		}
		seeds[msgs[0]["seed"].(float64)] = true
	}
	if len(seeds) != 3 {
		t.Errorf("seeds %v, want three different", seeds)
	}
	// The next question goes to each worker with the same seed, so that
	// the worker searches on in its last tree.
	p.Ask(Request{Game: "g", Record: "r2", Level: 4}, func(r Reply) { got <- r })
	wait(t, got)
	for i, w := range f.workers {
		msgs := w.messages()
		if len(msgs) != 2 || msgs[1]["seed"] != msgs[0]["seed"] {
			t.Errorf("worker %d got %v, want two requests with the same seed", i, msgs)
		}
	}
	select {
	case r := <-got:
		t.Errorf("a third answer %+v", r)
	case <-time.After(50 * time.Millisecond):
	}
}

func TestPoolCancelAndStop(t *testing.T) {
	f := &fakes{ready: true} // the workers never answer
	p := NewPool(newTestClient(f), newTestClient(f))
	got := make(chan Reply, 1)
	p.Ask(Request{Game: "g", Record: "r", TimeMs: 60_000}, func(r Reply) { got <- r })
	p.Stop()
	cancel := p.Ask(Request{Game: "g", Record: "r", TimeMs: 60_000}, func(r Reply) { got <- r })
	cancel()
	for i, w := range f.workers {
		var stop, cancelled bool
		for _, m := range w.messages() {
			stop = stop || m["stop"] == float64(1)
			cancelled = cancelled || m["cancel"] == float64(2)
		}
		if !stop || !cancelled {
			t.Errorf("worker %d got %v, want a stop order for 1 and a cancel order for 2", i, w.messages())
		}
	}
	select {
	case r := <-got:
		t.Errorf("an answer %+v after cancel", r)
	case <-time.After(50 * time.Millisecond):
	}
}

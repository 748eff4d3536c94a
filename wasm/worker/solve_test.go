package main

import (
	"strings"
	"testing"
	"time"

	"impasse/aiproto"
	"impasse/rules"
	"impasse/rules/blokusduo"
	"impasse/rules/solitaire"
)

// solitaireAfter is the record of the sheet's solution cut after n moves.
func solitaireAfter(n int) string {
	return "[Game \"solitaire\"]\n\n" + strings.Join(solitaire.Sheet[:n], " ")
}

func TestSolveRequest(t *testing.T) {
	h := newHarness(t)
	record := solitaireAfter(15)
	h.send(aiproto.Request{ID: 1, Game: solitaire.ID, Record: record, Solve: true})
	r := h.next(60 * time.Second)
	if r.ID != 1 || r.Error != "" || r.Solution == nil {
		t.Fatalf("got %+v, want a solution for id 1", r)
	}
	sol := r.Solution
	if !sol.Proven || sol.Score != 1 || len(sol.Moves) != sol.Bound || sol.Bound == 0 || sol.Nodes == 0 {
		t.Errorf("got %+v, want a proven line to one piece", sol)
	}
	rec, err := rules.ParseRecord(record + " " + strings.Join(sol.Moves, " "))
	if err != nil {
		t.Fatal(err)
	}
	end, _, err := rules.Replay(solitaire.Game{}, rec)
	if err != nil {
		t.Fatalf("the solution does not replay: %v", err)
	}
	if !end.Over() || end.Scores()[0] != 1 {
		t.Errorf("the solution ends with %d pieces, over %v; want 1, over", end.Scores()[0], end.Over())
	}
}

// TestSolveProgressAndStop: a long solve reports the best line so far,
// and a stop order ends it with a line, unproven.
func TestSolveProgressAndStop(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: solitaire.ID, Record: "[Game \"solitaire\"]\n\n*", Solve: true})
	deadline := time.After(60 * time.Second)
	for waiting := true; waiting; {
		select {
		case r := <-h.replies:
			if r.Progress == nil {
				t.Fatalf("got %+v before the stop, want progress", r)
			}
			if r.ID != 1 {
				t.Fatalf("progress %+v, want one for id 1", r)
			}
			// The best line so far, once there is one.
			waiting = r.Solution == nil || len(r.Solution.Moves) == 0
		case <-deadline:
			t.Fatal("no progress with a line within 60 s")
		}
	}
	stop := int64(1)
	h.send(aiproto.Message{Stop: &stop})
	r := h.next(30 * time.Second)
	if r.ID != 1 || r.Error != "" || r.Solution == nil || len(r.Solution.Moves) == 0 || r.Solution.Proven {
		t.Fatalf("after stop: got %+v, want the best line so far, unproven", r)
	}
	if h.yields.Load() == 0 {
		t.Errorf("the solver never yielded")
	}
}

func TestSolveCancel(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: solitaire.ID, Record: "[Game \"solitaire\"]\n\n*", Solve: true})
	cancel := int64(1)
	h.send(aiproto.Message{Cancel: &cancel})
	r := h.next(30 * time.Second)
	if r.ID != 1 || !r.Cancelled || r.Solution != nil {
		t.Errorf("got %+v, want request 1 cancelled", r)
	}
}

func TestSolveErrors(t *testing.T) {
	h := newHarness(t)
	for i, tt := range []struct {
		game, record, want string
	}{
		{blokusduo.ID, duoStart, "Blokus Duo has no solver"},
		{solitaire.ID, "[Game \"solitaire\"]\n\n1. A1-A3", `move 1 "A1-A3"`},
	} {
		id := int64(i + 1)
		h.send(aiproto.Request{ID: id, Game: tt.game, Record: tt.record, Solve: true})
		if r := h.next(30 * time.Second); r.ID != id || !strings.Contains(r.Error, tt.want) {
			t.Errorf("%s: got %+v, want an error saying %q", tt.game, r, tt.want)
		}
	}
}

// TestSolveBudget: a solve ends with its best line when its time is up.
func TestSolveBudget(t *testing.T) {
	h := newHarness(t)
	h.send(aiproto.Request{ID: 1, Game: solitaire.ID, Record: "[Game \"solitaire\"]\n\n*", Solve: true, TimeMs: 300})
	r := h.next(60 * time.Second)
	if r.ID != 1 || r.Error != "" || r.Solution == nil || r.Solution.Proven {
		t.Fatalf("got %+v, want the best line so far, unproven", r)
	}
}

package main

import (
	"testing"
	"time"

	"impasse/aiproto"
	"impasse/internal/toy"
	"impasse/rules"
)

// TestToyGame shows that a game registered with package rules is played
// by the worker with no other change: it answers a request for it with a
// legal move, and finds the winning one.
func TestToyGame(t *testing.T) {
	g := toy.TicTacToe{}
	id := g.Info().ID
	if _, dup := rules.Lookup(id); dup {
		t.Fatalf("%s is already registered", id)
	}
	rules.Register(g)
	defer rules.Unregister(id)

	h := newHarness(t)
	tests := []struct {
		record string
		seat   int
		want   string // the move, if only one is right
	}{
		{`[Game "` + id + `"]` + "\n\n*\n", 0, ""},
		{`[Game "` + id + `"]` + "\n\n1. b2", 1, ""},
		// X holds a1 and b1: c1 wins.
		{`[Game "` + id + `"]` + "\n\n1. a1 2. a2 3. b1 4. b2", 0, "c1"},
	}
	for i, tt := range tests {
		reqID := int64(i + 1)
		h.send(aiproto.Request{ID: reqID, Game: id, Record: tt.record, Seat: tt.seat, Level: 2, Seed: 1})
		r := h.next(10 * time.Second)
		if r.ID != reqID || r.Error != "" || r.Move == "" {
			t.Errorf("%q: got %+v, want a move", tt.record, r)
			continue
		}
		rec, err := rules.ParseRecord(tt.record)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err := rules.Replay(g, rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.Play(s, r.Move); err != nil {
			t.Errorf("%q: got move %q: %v", tt.record, r.Move, err)
		}
		if tt.want != "" && r.Move != tt.want {
			t.Errorf("%q: got move %q, want %q", tt.record, r.Move, tt.want)
		}
	}
}

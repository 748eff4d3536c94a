package rules_test

import (
	"testing"

	"impasse/rules"
)

func TestHistory(t *testing.T) {
	var h rules.History
	// Two players: a position with the same player to move comes back
	// every other ply.
	for i, c := range []struct {
		hash uint64
		want int
	}{{1, 1}, {2, 1}, {1, 2}, {2, 2}, {1, 3}} {
		if got := h.Add(c.hash, 2); got != c.want {
			t.Errorf("Add #%d (%d): got %d, want %d", i+1, c.hash, got, c.want)
		}
	}
	// The stride skips positions with the other player to move.
	if got := h.Add(1, 2); got != 1 {
		t.Errorf("hash 1 with the other player to move: got %d, want 1", got)
	}
	c := h.Clone()
	h.Reset()
	if h.Contains(1) || !c.Contains(2) {
		t.Error("Reset emptied the clone, or the clone lost a position")
	}
	if got := h.Add(1, 1); got != 1 {
		t.Errorf("after Reset: got %d, want 1", got)
	}
	h.CopyFrom(c)
	if got := h.Add(1, 1); got != 5 {
		t.Errorf("after CopyFrom, stride 1: got %d, want 5", got)
	}
}

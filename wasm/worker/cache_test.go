package main

import (
	"fmt"
	"testing"

	"impasse/ai"
	"impasse/aiproto"
	"impasse/rules/blokusduo"
)

// The worker hands a request the last search's bot when the game goes on
// from the last request's record at the same level, and a fresh bot
// otherwise.
func TestCachedBot(t *testing.T) {
	const game = "[Game \"blokusduo\"]\n\n"
	first := aiproto.Request{ID: 1, Game: blokusduo.ID, Record: game + "1. e10 2. j5 ", Seat: 0, Level: 4, Seed: 5}
	on := first
	on.Record = first.Record + twoMoves(t, first.Record, 0)
	other := first
	other.Record = first.Record + twoMoves(t, first.Record, 1)
	for _, tt := range []struct {
		name string
		next func(aiproto.Request) aiproto.Request
		same bool
	}{
		{"the game goes on", func(aiproto.Request) aiproto.Request { return on }, true},
		{"the same position", func(r aiproto.Request) aiproto.Request { return r }, false},
		{"another level", func(aiproto.Request) aiproto.Request { r := on; r.Level = 5; return r }, false},
		{"another seed", func(aiproto.Request) aiproto.Request { r := on; r.Seed = 6; return r }, false},
	} {
		s := newServer(func(aiproto.Reply) {}, nil)
		_, a, err := s.prepareCached(first)
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := a.(*ai.MCTS); !ok || !m.Reuse {
			t.Fatalf("level 4 is %T, want an MCTS that reuses its tree", a)
		}
		_, b, err := s.prepareCached(tt.next(first))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := a == b; got != tt.same {
			t.Errorf("%s: same bot got %v, want %v", tt.name, got, tt.same)
		}
	}
	// A game that does not go on from the last one's record.
	s := newServer(func(aiproto.Reply) {}, nil)
	_, a, err := s.prepareCached(on)
	if err != nil {
		t.Fatal(err)
	}
	_, b, err := s.prepareCached(other)
	if err != nil {
		t.Fatal(err)
	}
	if a == b {
		t.Errorf("another game: got the same bot")
	}
}

// twoMoves returns two more moves after record, numbered 3 and 4: the
// legal moves numbered pick.
func twoMoves(t *testing.T, record string, pick int) string {
	t.Helper()
	_, s, err := replay(aiproto.Request{Game: blokusduo.ID, Record: record})
	if err != nil {
		t.Fatal(err)
	}
	out := ""
	for n := 3; n <= 4; n++ {
		m := s.Legal(nil)[pick]
		out += fmt.Sprintf("%d. %s ", n, s.MoveString(m))
		s.Apply(m)
	}
	return out
}

package rules_test

import (
	"reflect"
	"testing"

	"impasse/rules"
)

func TestLevelFor(t *testing.T) {
	two := &rules.Level{Search: rules.SearchAlphaBeta, Depth: 3}
	l := rules.Level{Name: "Medium", Search: rules.SearchMCTS, Iterations: 500, Rating: 1200, TwoPlayers: two}
	for _, tt := range []struct {
		players int
		want    rules.Level
	}{
		{2, rules.Level{Name: "Medium", Search: rules.SearchAlphaBeta, Depth: 3, Rating: 1200}},
		{3, rules.Level{Name: "Medium", Search: rules.SearchMCTS, Iterations: 500, Rating: 1200}},
		{4, rules.Level{Name: "Medium", Search: rules.SearchMCTS, Iterations: 500, Rating: 1200}},
	} {
		if got := l.For(tt.players); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("For(%d) = %+v, want %+v", tt.players, got, tt.want)
		}
	}
	plain := rules.Level{Name: "Easy", Search: rules.SearchMCTS, Iterations: 100}
	if got := plain.For(2); !reflect.DeepEqual(got, plain) {
		t.Errorf("a level without TwoPlayers: For(2) = %+v, want %+v", got, plain)
	}
	if two.Name != "" {
		t.Errorf("For changed the two-player level: %+v", *two)
	}
}

func TestSearchString(t *testing.T) {
	for s, want := range map[rules.Search]string{
		rules.SearchMCTS:       "mcts",
		rules.SearchAlphaBeta:  "alphabeta",
		rules.SearchSolve:      "solve",
		rules.SearchGreedy:     "greedy",
		rules.SearchRandom:     "random",
		rules.SearchRandom + 1: "Search(5)",
		-1:                     "Search(-1)",
	} {
		if got := s.String(); got != want {
			t.Errorf("Search(%d).String() = %q, want %q", int(s), got, want)
		}
	}
}

func TestWithRatings(t *testing.T) {
	levels := []rules.Level{{Name: "Beginner"}, {Name: "Easy"}}
	got := rules.WithRatings(levels, 800, 950)
	if got[0].Rating != 800 || got[1].Rating != 950 || got[1].Name != "Easy" {
		t.Errorf("WithRatings = %+v, want Beginner 800, Easy 950", got)
	}
	if levels[0].Rating != 0 {
		t.Errorf("WithRatings changed the levels it was given: %+v", levels)
	}
}

func TestLevelCounted(t *testing.T) {
	for _, tt := range []struct {
		name string
		l    rules.Level
		want rules.Level
		ok   bool
	}{
		{"simulations and time", rules.Level{Search: rules.SearchMCTS, Iterations: 3000, Millis: 1000}, rules.Level{Search: rules.SearchMCTS, Iterations: 3000}, true},
		{"simulations", rules.Level{Search: rules.SearchMCTS, Iterations: 300, Noise: 0.5}, rules.Level{Search: rules.SearchMCTS, Iterations: 300, Noise: 0.5}, true},
		{"plies and time", rules.Level{Search: rules.SearchAlphaBeta, Depth: 3, Millis: 2000}, rules.Level{Search: rules.SearchAlphaBeta, Depth: 3}, true},
		{"positions and time", rules.Level{Search: rules.SearchAlphaBeta, Nodes: 500, Millis: 2000}, rules.Level{Search: rules.SearchAlphaBeta, Nodes: 500}, true},
		{"greedy", rules.Level{Search: rules.SearchGreedy}, rules.Level{Search: rules.SearchGreedy}, true},
		{"MCTS by time", rules.Level{Search: rules.SearchMCTS, Millis: 1500}, rules.Level{Search: rules.SearchMCTS, Millis: 1500}, false},
		{"alpha-beta by time", rules.Level{Search: rules.SearchAlphaBeta, Millis: 2000}, rules.Level{Search: rules.SearchAlphaBeta, Millis: 2000}, false},
		{"solve", rules.Level{Search: rules.SearchSolve, Millis: 2000}, rules.Level{Search: rules.SearchSolve, Millis: 2000}, false},
	} {
		if got, ok := tt.l.Counted(); ok != tt.ok || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: Counted() = %+v, %v, want %+v, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
	two := rules.Level{Search: rules.SearchMCTS, Iterations: 500, TwoPlayers: &rules.Level{Search: rules.SearchAlphaBeta, Depth: 3, Millis: 1500}}
	if _, ok := two.Counted(); ok {
		t.Errorf("a level not resolved by For: Counted() ok, want not")
	}
	if got, ok := two.For(2).Counted(); !ok || got.Millis != 0 || got.Depth != 3 {
		t.Errorf("For(2).Counted() = %+v, %v, want alpha-beta at depth 3 without time", got, ok)
	}
}

// Timed leaves a level bounded by time alone: no count of any search
// that Counted knows remains, and its other fields stay.
func TestLevelTimed(t *testing.T) {
	for _, l := range []rules.Level{
		{Search: rules.SearchMCTS, Iterations: 3000, Millis: 1000, Noise: 0.5},
		{Search: rules.SearchAlphaBeta, Depth: 3, Millis: 2000},
		{Search: rules.SearchAlphaBeta, Nodes: 500_000, Depth: 4},
		{Search: rules.SearchMCTS, Millis: 1500},
	} {
		got := l.Timed(700)
		if _, counted := got.Counted(); counted || got.Millis != 700 || got.Search != l.Search || got.Noise != l.Noise {
			t.Errorf("%+v.Timed(700) = %+v, want %v at 700 ms alone, its noise kept", l, got, l.Search)
		}
	}
}

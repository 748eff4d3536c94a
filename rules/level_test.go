package rules_test

import (
	"reflect"
	"testing"

	"impasse/rules"
)

func TestLevelFor(t *testing.T) {
	two := &rules.Level{Search: "alphabeta", Depth: 3}
	l := rules.Level{Name: "Medium", Search: "mcts", Iterations: 500, TwoPlayers: two}
	for _, tt := range []struct {
		players int
		want    rules.Level
	}{
		{2, rules.Level{Name: "Medium", Search: "alphabeta", Depth: 3}},
		{3, rules.Level{Name: "Medium", Search: "mcts", Iterations: 500}},
		{4, rules.Level{Name: "Medium", Search: "mcts", Iterations: 500}},
	} {
		if got := l.For(tt.players); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("For(%d) = %+v, want %+v", tt.players, got, tt.want)
		}
	}
	plain := rules.Level{Name: "Easy", Search: "mcts", Iterations: 100}
	if got := plain.For(2); !reflect.DeepEqual(got, plain) {
		t.Errorf("a level without TwoPlayers: For(2) = %+v, want %+v", got, plain)
	}
	if two.Name != "" {
		t.Errorf("For changed the two-player level: %+v", *two)
	}
}

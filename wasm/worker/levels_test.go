package main

import (
	"reflect"
	"testing"

	"impasse/aiproto"
)

// A level whose search depends on the number of players is resolved
// before the worker sets its hooks: L'Empire's levels are alpha-beta at
// two players and MCTS at three and four.
func TestPrepareByPlayers(t *testing.T) {
	for _, tt := range []struct {
		record string
		want   string
	}{
		{`[Game "empire"]` + "\n", "*ai.AlphaBeta"},
		{`[Game "empire"]` + "\n" + `[Players "3"]` + "\n", "*ai.MCTS"},
		{`[Game "empire"]` + "\n" + `[Players "4"]` + "\n" + `[Variant "teams"]` + "\n", "*ai.MCTS"},
	} {
		for level := 1; level <= 4; level++ {
			_, bot, err := prepare(aiproto.Request{ID: 1, Game: "empire", Record: tt.record, Level: level})
			if err != nil {
				t.Fatalf("%q level %d: %v", tt.record, level, err)
			}
			if got := reflect.TypeOf(bot).String(); got != tt.want {
				t.Errorf("%q level %d: got %s, want %s", tt.record, level, got, tt.want)
			}
		}
	}
}

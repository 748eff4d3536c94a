package main

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"impasse/ai"
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

// A rated game's level plays by its count alone, as its rating was
// measured; a level bounded by time alone is not played rated.
func TestPrepareRated(t *testing.T) {
	record := `[Game "saute"]` + "\n"
	for _, tt := range []struct {
		level int
		rated bool
		want  time.Duration
	}{
		{3, false, time.Second},
		{3, true, aiproto.MaxMillis * time.Millisecond},
	} {
		_, bot, err := prepare(aiproto.Request{ID: 1, Game: "saute", Record: record, Level: tt.level, Rated: tt.rated})
		b, ok := bot.(*ai.MCTS)
		if err != nil || !ok || b.Iterations != 3000 || b.Time != tt.want {
			t.Errorf("level %d, rated %v: got %+v (%v), want 3000 simulations within %v", tt.level, tt.rated, bot, err, tt.want)
		}
	}
	if _, _, err := prepare(aiproto.Request{ID: 1, Game: "saute", Record: record, Level: 5, Rated: true}); err == nil || !strings.Contains(err.Error(), "not played rated") {
		t.Errorf("level 5 (by time alone), rated: got %v, want it refused", err)
	}
}

package rules_test

import (
	"testing"

	"impasse/rules"
)

func TestCheckEnd(t *testing.T) {
	over := mustNew(t, "Target", "3")
	play(t, over, "+1", "+2")
	going := mustNew(t)
	play(t, going, "+1")
	solo := soloState()
	tests := []struct {
		name string
		s    rules.State
		tags []rules.Tag
		err  string // "" for none
	}{
		{"over, no tags", over, nil, ""},
		{"over, the result and scores", over, tags("Result", "0-1", "Scores", "1 2"), ""},
		{"over, a star", over, tags("Result", "*"), ""},
		{"over, the other result", over, tags("Result", "1-0"), `Result "1-0", but the game ends 0-1`},
		{"over, other scores", over, tags("Result", "0-1", "Scores", "2 1"), `Scores "2 1", but the game ends with the scores 1 2`},
		{"over, long scores", over, tags("Scores", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17"), `Scores "1 2 3 4 5 6 7 8 9 10 11 12 13 14"…, but the game ends with the scores 1 2`},
		{"going on, no tags", going, nil, ""},
		{"going on, a star", going, tags("Result", "*"), ""},
		{"going on, a result", going, tags("Result", "0-1"), `Result "0-1" says the game is over, but it is not`},
		{"going on, scores", going, tags("Result", "*", "Scores", "1 0"), `Scores "1 0" say the game is over, but it is not`},
		{"resigned", going, tags("Resigned", "1", "Result", "0-1"), ""},
		{"resigned, no result", going, tags("Resigned", "2"), ""},
		{"resigned, the other result", going, tags("Resigned", "2", "Result", "0-1"), `Result "0-1", but seat 2 resigned: 1-0`},
		{"resigned, scores", going, tags("Resigned", "2", "Result", "1-0", "Scores", "1 0"), `Scores "1 0", but the game ended by resignation`},
		{"resigned, seat 3", going, tags("Resigned", "3"), `Resigned "3": want the seat that resigned, 1 or 2`},
		{"resigned, not a seat", going, tags("Resigned", "x"), `Resigned "x": want the seat that resigned, 1 or 2`},
		{"resigned, over", over, tags("Resigned", "1", "Result", "0-1"), `Resigned "1", but the game was over before`},
		{"resigned, alone", solo, tags("Resigned", "1"), `Resigned "1": only a two-player game can be resigned`},
		{"timed", over, tags("TimeControl", "300+5", "Result", "0-1"), ""},
		{"timed, going on", going, tags("TimeControl", "60+0"), ""},
		{"timed, a bad control", going, tags("TimeControl", "5 min"), `TimeControl "5 min": want seconds per player, "+", seconds a move ("300+5")`},
		{"time out", going, tags("TimeControl", "60+0", "TimeOut", "2", "Result", "1-0"), ""},
		{"time out, no result", going, tags("TimeControl", "60+0", "TimeOut", "1"), ""},
		{"time out, the other result", going, tags("TimeControl", "60+0", "TimeOut", "1", "Result", "1-0"), `Result "1-0", but seat 1 ran out of time: 0-1`},
		{"time out, scores", going, tags("TimeControl", "60+0", "TimeOut", "1", "Scores", "0 1"), `Scores "0 1", but the game ended by time out`},
		{"time out, seat 0", going, tags("TimeControl", "60+0", "TimeOut", "0"), `TimeOut "0": want the seat that ran out of time, 1 or 2`},
		{"time out, over", over, tags("TimeControl", "60+0", "TimeOut", "1"), `TimeOut "1", but the game was over before`},
		{"time out, alone", solo, tags("TimeControl", "60+0", "TimeOut", "1"), `TimeOut "1": only a two-player game can be lost on time`},
		{"time out, no control", going, tags("TimeOut", "1"), `TimeOut "1", but the game has no TimeControl`},
		{"time out, a bad control", going, tags("TimeControl", "0+0", "TimeOut", "1"), `TimeControl "0+0": the time per player is not 1 to 36000 seconds`},
		{"time out and resigned", going, tags("TimeControl", "60+0", "TimeOut", "1", "Resigned", "2"), `Resigned "2" and TimeOut "1": a game ends once`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &rules.Record{}
			for _, tag := range tt.tags {
				r.SetTag(tag.Name, tag.Value)
			}
			got := ""
			if err := r.CheckEnd(tt.s); err != nil {
				got = err.Error()
			}
			if got != tt.err {
				t.Errorf("got %q, want %q", got, tt.err)
			}
		})
	}
}

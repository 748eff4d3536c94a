package rulestest

import (
	"impasse/rules"
	"slices"
	"strings"
	"testing"
)

// runPlay runs Play's body on g against a recorder.
func runPlay(g toyGame, choices []byte) *recorder {
	top := newRecorder()
	top.Run("Play", func(t reporter) { play(t, g, choices) })
	return top
}

func TestPlayPassesToy(t *testing.T) {
	for _, choices := range [][]byte{nil, {1}, {0, 1, 2, 3, 4, 5}, {1, 0, 255, 254, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}} {
		if r := runPlay(toyGame{}, choices); r.failed || len(r.log.errors) != 0 {
			t.Errorf("Play(%v): got errors %q, want none", choices, r.log.errors)
		}
	}
}

// TestPlayCatchesBrokenGames proves Play's checks can fail: each broken
// toy is reported whatever moves the stream chooses.
func TestPlayCatchesBrokenGames(t *testing.T) {
	tests := []struct {
		bug  string
		want string
	}{
		{"legalEmpty", "Legal() is empty before the end"},
		{"cloneShares", "to a Clone changed the original"},
		{"hashReplay", "Replay ends in"},
		{"resultsSum", "sum to"},
		{"neverEnds", "game not over after 10000 moves"},
		{"notation", "ParseMove(MoveString("},
		{"undoWrong", "Undo after"},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			r := runPlay(toyGame{bug: tt.bug}, []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
			if !r.failed {
				t.Fatalf("Play passed, want it to fail")
			}
			if !slices.ContainsFunc(r.log.errors, func(e string) bool { return strings.Contains(e, tt.want) }) {
				t.Errorf("errors %q, want one containing %q", r.log.errors, tt.want)
			}
		})
	}
}

// FuzzPlayToy runs FuzzPlay on the toy game given twice, as a package of
// two games: whatever the stream, a correct game passes.
func FuzzPlayToy(f *testing.F) { FuzzPlay(f, toyGame{}, toyGame{}) }

func TestRecords(t *testing.T) {
	texts := Records(toyGame{}, 3)
	if len(texts) != 3 {
		t.Fatalf("got %d records, want 3", len(texts))
	}
	for _, text := range texts {
		rec, err := rules.ParseRecord(text)
		if err != nil {
			t.Fatalf("ParseRecord: %v\n%s", err, text)
		}
		s, _, err := rules.Replay(toyGame{}, rec)
		if err != nil {
			t.Fatalf("Replay: %v\n%s", err, text)
		}
		if !s.Over() {
			t.Errorf("the record's game is not over:\n%s", text)
		}
	}
}

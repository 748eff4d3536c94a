package blokusduo

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

func readGolden(t *testing.T, name string) *rules.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "golden", name))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return rec
}

// TestGoldenGames replays every recorded game and checks its result, its
// scores and its final position against the files beside it.
func TestGoldenGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden games: %v", err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			rec := readGolden(t, name)
			s, _, err := rules.Replay(Game{}, rec)
			if err != nil {
				t.Fatal(err)
			}
			if !s.Over() {
				t.Fatalf("game not over after %d moves", len(rec.Moves))
			}
			if got, want := rules.ResultString(s.Results()), rec.Tag(rules.TagResult); got != want {
				t.Errorf("result %s, want %s", got, want)
			}
			if got, want := rules.ScoresString(s.Scores()), rec.Tag(rules.TagScores); got != want {
				t.Errorf("scores %s, want %s", got, want)
			}
			boardFile := strings.TrimSuffix(file, ".txt") + ".board"
			if *update {
				if err := os.WriteFile(boardFile, []byte(s.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(boardFile)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got := s.String(); got != string(want) {
				t.Errorf("final position\n%s\nwant\n%s", got, want)
			}
			// The written record is the same game.
			again := rules.NewRecord(Game{}, NewState(), mustMoves(t, rec))
			if strings.Join(again.Moves, " ") != strings.Join(rec.Moves, " ") {
				t.Errorf("rewritten moves differ:\n%v\nwant\n%v", again.Moves, rec.Moves)
			}
		})
	}
}

func mustMoves(t *testing.T, rec *rules.Record) []rules.Move {
	t.Helper()
	_, moves, err := rules.Replay(Game{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	return moves
}

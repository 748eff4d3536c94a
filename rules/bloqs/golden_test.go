package bloqs

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules"
)

var update = flag.Bool("update", false, "rewrite the golden final positions")

// TestGoldenGames replays every recorded game and checks its result, its
// scores (also by the reference implementation), its final position
// against the file beside it, and that writing the record again gives the
// same text.
func TestGoldenGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden games: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := rules.ParseRecord(string(data))
			if err != nil {
				t.Fatal(err)
			}
			s, moves, err := rules.Replay(Game{}, rec)
			if err != nil {
				t.Fatal(err)
			}
			if !s.Over() {
				t.Fatalf("game not over after %d moves", len(moves))
			}
			if got, want := rules.ResultString(s.Results()), rec.Tag(rules.TagResult); got != want {
				t.Errorf("got result %v, want %v", got, want)
			}
			if got, want := rules.ScoresString(s.Scores()), rec.Tag(rules.TagScores); got != want {
				t.Errorf("got scores %v, want %v", got, want)
			}
			st := s.(*State)
			rf := newReference(st.Board(), st.Players())
			for _, m := range moves {
				rf.apply(m)
			}
			if got, want := rules.ScoresString(rf.scores), rec.Tag(rules.TagScores); got != want {
				t.Errorf("the reference scores %v, want %v", got, want)
			}
			start, err := Game{}.New(rec.Options())
			if err != nil {
				t.Fatal(err)
			}
			if got := rules.NewRecord(Game{}, start, moves).String(); got != string(data) {
				t.Errorf("the record written again differs:\n%s\nwant\n%s", got, data)
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
				t.Errorf("final position:\n%s\nwant\n%s", got, want)
			}
		})
	}
}

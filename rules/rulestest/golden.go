package rulestest

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules"
)

// update is the flag -update of every test binary that imports
// rulestest: Golden writes the final positions instead of reading them.
var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Updating reports whether the test runs with -update, to write its
// golden files instead of reading them: the one flag of that name for
// every test package (a second would stop the binary at its start).
func Updating() bool { return *update }

// GoldenGame is one game of Golden: the file's name, the record's text
// and what it reads as, the position it ends in and its moves.
type GoldenGame struct {
	Name   string
	Text   string
	Record *rules.Record
	End    rules.State
	Moves  []rules.Move

	game  rules.Game
	start rules.State
}

// Ending returns how the file's name says the game ends: the name up to
// its first "-", without ".txt" ("line-placing.txt" ends by "line").
func (g GoldenGame) Ending() string {
	ending, _, _ := strings.Cut(strings.TrimSuffix(g.Name, ".txt"), "-")
	return ending
}

// Ends is a check for Golden: each game ends as its file's name says
// (GoldenGame.Ending), ending saying how a position ended.
func Ends[E ~string](ending func(rules.State) E) func(t *testing.T, game GoldenGame) {
	return func(t *testing.T, game GoldenGame) {
		t.Helper()
		if got, want := string(ending(game.End)), game.Ending(); got != want {
			t.Errorf("got ending %v, want %v", got, want)
		}
	}
}

// Written returns the record of the game written again, with tags: for a
// game whose files are written as the game writes them, the same text.
func (g GoldenGame) Written(tags ...rules.Tag) string {
	return rules.NewRecord(g.game, g.start, g.Moves, tags...).String()
}

// goldenDir is the folder of a package's golden games.
var goldenDir = filepath.Join("testdata", "golden")

// goldenFiles returns the files of the package's golden games, their
// records (goldenDir/*.txt).
func goldenFiles() ([]string, error) { return filepath.Glob(filepath.Join(goldenDir, "*.txt")) }

// Golden replays every record in testdata/golden (files *.txt) as a game
// of g and checks that it ends, with the Result and Scores its tags say,
// in the position written in the file beside it (the same name, ending
// .board), and that writing the record again gives the same moves. With
// the flag -update, it writes the .board files instead of reading them.
// check, when not nil, looks further at each game.
func Golden(t *testing.T, g rules.Game, check func(t *testing.T, game GoldenGame)) {
	t.Helper()
	files, err := goldenFiles()
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden games in %s: %v", goldenDir, err)
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
			s, moves, err := rules.Replay(g, rec)
			if err != nil {
				t.Fatal(err)
			}
			if !s.Over() {
				t.Fatalf("game not over after %d moves", len(moves))
			}
			if got, want := rules.ResultOf(s), rec.Tag(rules.TagResult); got != want {
				t.Errorf("got result %v, want %v", got, want)
			}
			if got, want := rules.ScoresString(s.Scores()), rec.Tag(rules.TagScores); got != want {
				t.Errorf("got scores %v, want %v", got, want)
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
			start, err := g.New(rec.Options())
			if err != nil {
				t.Fatal(err)
			}
			if got, want := strings.Join(rules.NewRecord(g, start, moves).Moves, " "), strings.Join(rec.Moves, " "); got != want {
				t.Errorf("the record written again has the moves\n%s\nwant\n%s", got, want)
			}
			if check != nil {
				check(t, GoldenGame{Name: filepath.Base(file), Text: string(data), Record: rec, End: s, Moves: moves, game: g, start: start})
			}
		})
	}
}

package blokusduo

import (
	"os"
	"path/filepath"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

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

// TestGoldenGames replays every recorded game (rulestest.Golden).
func TestGoldenGames(t *testing.T) {
	rulestest.Golden(t, Game{}, nil)
}

package rulestest

import (
	"testing"

	"impasse/rules"
	"impasse/rules/alignement"
	"impasse/rules/blocus"
)

// The broken records FuzzReplay seeds its corpus with read as records and
// are refused by the game: one for a player too many, one playing its
// first move again.
func TestBroken(t *testing.T) {
	for _, g := range []rules.Game{alignement.Game, blocus.Game} {
		texts := broken(g, Records(g, 1)[0])
		if len(texts) != 2 {
			t.Fatalf("%s: got %d broken records, want 2", g.Info().ID, len(texts))
		}
		for _, text := range texts {
			rec, err := rules.ParseRecord(text)
			if err != nil {
				t.Fatalf("%s: ParseRecord: %v\n%s", g.Info().ID, err, text)
			}
			if _, _, err := rules.Replay(g, rec); err == nil {
				t.Errorf("%s: got the broken record replayed, want an error\n%s", g.Info().ID, text)
			}
		}
	}
	if got := broken(alignement.Game, "no record {"); got != nil {
		t.Errorf("got %q from text that is no record, want nil", got)
	}
}

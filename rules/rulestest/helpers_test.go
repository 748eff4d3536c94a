package rulestest

import (
	"testing"

	"impasse/rules"
	"impasse/rules/alignement"
)

// errorCount counts the errors a helper reports.
type errorCount struct {
	testing.TB
	n int
}

func (e *errorCount) Helper()               {}
func (e *errorCount) Errorf(string, ...any) { e.n++ }

// WantResult passes the result a finished game's record gives and fails
// any other.
func TestWantResult(t *testing.T) {
	rec, err := rules.ParseRecord(Records(alignement.Game, 1)[0])
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := rules.Replay(alignement.Game, rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		want   string
		errors int
	}{{rec.Tag(rules.TagResult), 0}, {"1-1", 1}, {"*", 1}} {
		e := &errorCount{TB: t}
		WantResult(e, s, c.want)
		if e.n != c.errors {
			t.Errorf("WantResult(%q) with result %s: got %d errors, want %d", c.want, rec.Tag(rules.TagResult), e.n, c.errors)
		}
	}
}

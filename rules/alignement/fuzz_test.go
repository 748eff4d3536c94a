package alignement

import (
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// FuzzParseMove feeds arbitrary text to the move parser at the start, in
// the placing phase, at the cylinder's first move and in the moving
// phase: it never panics, never changes the position, and what it
// accepts is legal and written back the same way.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"S@B2", "s@b2", "T@E2", "C@K11", "B2-B5", "b2-b5", "K11-H8", "S@A1", "S@B3", "S@B", "@B2", "S@", "B2-", "-B5",
		"B2-B2", "S@B02", "S@B+2", "S@L12", "S@M2", "SS@B2", "S@B2@", "B2-B5-B8", "H5-K8", " S@B2", "S@Ｂ2"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(3))
	}
	var positions []*State
	s := NewState()
	for i, m := range opening {
		if i%3 == 0 || i == 8 {
			positions = append(positions, s.Clone().(*State))
		}
		if _, err := rules.Play(s, m); err != nil {
			f.Fatal(err)
		}
	}
	positions = append(positions, s)
	f.Fuzz(func(t *testing.T, text string, pos uint8) {
		rulestest.ParseMove(t, positions[int(pos)%len(positions)], text)
	})
}

// FuzzReplay feeds arbitrary records to the record reader and the replay:
// no panic, and a record that replays writes back to one that replays to
// the same position.
func FuzzReplay(f *testing.F) {
	f.Add("[Game \"alignement\"]\n\n1. S@B2 2. T@E2 3. C@H5 *\n")
	f.Add("[Game \"alignement\"]\n\n1. S@B2 2. T@E2 3. C@H5 4. S@K2 5. T@E8 6. C@K11 7. S@H11 8. T@B8 9. H5-H8 10. S@B11 11. T@E5 12. K11-K8 13. B11-K11 *\n")
	f.Add("[Game \"alignement\"]\n[Players \"3\"]\n\n1. S@B2\n")
	f.Add("1. S@B2 2. S@B2")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := rules.ParseRecord(text)
		if err != nil {
			return
		}
		s, moves, err := rules.Replay(Game{}, rec)
		if err != nil {
			return
		}
		start, err := Game{}.New(rec.Options())
		if err != nil {
			t.Fatal(err)
		}
		again, err := rules.ParseRecord(rules.NewRecord(Game{}, start, moves).String())
		if err != nil {
			t.Fatal(err)
		}
		s2, _, err := rules.Replay(Game{}, again)
		if err != nil {
			t.Fatal(err)
		}
		if s2.String() != s.String() {
			t.Fatalf("the written record replays to\n%s\nwant\n%s", s2, s)
		}
	})
}

// FuzzPlay plays the moves the input chooses among the legal ones, then
// random moves to the end, checking every invariant of the rules on the
// way (rulestest.FuzzPlay).
func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, Game{}) }

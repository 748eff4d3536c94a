//go:build !wasm

package games_test

import (
	"slices"
	"strings"
	"testing"

	_ "impasse/games"
	"impasse/rules"
	"impasse/rules/lesson"
)

// Every shipped lesson file belongs to a registered game and holds in
// it: each step's position reached legally, its wanted moves and the
// moves its whys name legal there (lesson.Check).
func TestShippedLessons(t *testing.T) {
	files := lesson.Shipped()
	if len(files) == 0 {
		t.Fatal("no lesson file shipped")
	}
	for id, text := range files {
		f := id + ".txt"
		t.Run(id, func(t *testing.T) {
			g, ok := rules.Lookup(id)
			if !ok {
				t.Fatalf("%s: no game %s", f, id)
			}
			l, err := lesson.Parse(text)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if err := lesson.Check(g, l); err != nil {
				t.Errorf("%s: %v", f, err)
			}
		})
	}
}

// A lesson file spoilt is refused with a clear error: a wanted move
// that is not legal, a step whose moves go wrong, a line cut short.
func TestShippedLessonSpoilt(t *testing.T) {
	for id, text := range lesson.Shipped() {
		g, _ := rules.Lookup(id)
		i := strings.Index(text, "\nwant: ")
		if i < 0 {
			t.Fatalf("%s.txt: no want", id)
		}
		end := i + 1 + strings.Index(text[i+1:], "\n")
		for _, tt := range []struct {
			name, text, want string
		}{
			{"a wanted move not legal", text[:i] + "\nwant: pass" + text[end:], "wanted move pass"},
			{"a move that goes nowhere", text[:i] + "\nmoves: Z99-Z98" + text[i:], "step 1: move 1"},
			{"a key cut short", text[:i] + "\nwant" + text[i+len("\nwant: "):], "want step, play, or key: value"},
		} {
			l, err := lesson.Parse(tt.text)
			if err == nil {
				err = lesson.Check(g, l)
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%s.txt with %s: got error %v, want %q", id, tt.name, err, tt.want)
			}
		}
	}
}

// FuzzLessonCheck feeds arbitrary lesson files, seeded with the shipped
// ones, to Check in every game, as the lesson page does with the file it
// fetches (lesson.Step.Check at each step): a file that parses never
// panics there, whatever its setups, moves and wanted moves.
func FuzzLessonCheck(f *testing.F) {
	ids := rules.IDs()
	for id, text := range lesson.Shipped() {
		f.Add(uint8(slices.Index(ids, id)), text)
	}
	f.Fuzz(func(t *testing.T, game uint8, text string) {
		g, _ := rules.Lookup(ids[int(game)%len(ids)])
		l, err := lesson.Parse(text)
		if err != nil {
			return
		}
		_ = lesson.Check(g, l)
		for i := range l.Steps {
			s := &l.Steps[i]
			if st, err := s.Check(g); err == nil {
				for _, m := range st.Legal(nil) {
					s.Answer(st, m)
				}
			}
		}
	})
}

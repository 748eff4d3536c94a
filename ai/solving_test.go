package ai_test

import (
	"context"
	"testing"
	"time"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/solitaire"
)

// The solver's level plays the first move of a line that leaves one
// piece, once the position is close enough to the end to solve at once.
func TestSolving(t *testing.T) {
	s, err := solitaire.Game{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range solitaire.Sheet[:15] {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatal(err)
		}
	}
	bot := &ai.Solving{Time: 5 * time.Second}
	for !s.Over() {
		m, _, err := bot.Move(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
	if left := s.(*solitaire.State).Left(); left != 1 {
		t.Errorf("the solver's moves left %d pieces, want 1", left)
	}
	if _, _, err := bot.Move(context.Background(), s); err == nil {
		t.Error("Move in a finished game gave no error")
	}
}

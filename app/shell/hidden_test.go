package shell

import (
	"testing"

	"impasse/internal/toy"
	"impasse/rules"
)

// In a game with hidden cards and two people at the device, each person's
// turn first hides the board behind a curtain, and the board is only ever
// given the view of the person who took the device.
func TestCurtain(t *testing.T) {
	sess, err := NewSession(toy.Duel{}, rules.Options{rules.KeySeed: "5"}, []Seat{{}, {}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess}
	s.shown = s.onlyPerson()
	if s.shown != -1 {
		t.Fatalf("two people: onlyPerson() = %d, want -1", s.shown)
	}
	if got := s.curtain(); got != 0 {
		t.Fatalf("curtain() = %d at the start, want seat 0", got)
	}
	// Nobody has taken the device: the board gets nobody's cards.
	full := sess.State().String()
	if got := s.boardState().String(); got == full {
		t.Errorf("boardState() before anyone took the device shows everything:\n%s", got)
	}
	s.shown = 0 // "I am seat 1"
	if got := s.curtain(); got != -1 {
		t.Errorf("curtain() after seat 0 took the device = %d, want -1", got)
	}
	view0 := sess.State().(rules.Imperfect).View(0).String()
	if got := s.boardState().String(); got != view0 {
		t.Errorf("boardState() = \n%s\nwant seat 0's view\n%s", got, view0)
	}
	// Seat 0 moves: seat 1's turn hides the board again.
	legal := sess.State().Legal(nil)
	if err := sess.Play(legal[0]); err != nil {
		t.Fatal(err)
	}
	if got := s.curtain(); got != 1 {
		t.Errorf("curtain() on seat 1's turn = %d, want 1", got)
	}
	// Seat 0 hands over: behind the curtain, and during any computer
	// turn, the board holds nobody's cards.
	s.handOver()
	if got, want := s.boardState().String(), sess.State().(rules.Imperfect).View(-1).String(); got != want {
		t.Errorf("boardState() after seat 0 handed over:\n%s\nwant an onlooker's view\n%s", got, want)
	}
	if got := s.curtain(); got != 1 {
		t.Errorf("curtain() after the hand-over = %d, want 1", got)
	}
	// Against the computer, no curtain: the person's view is shown.
	sess2, _ := NewSession(toy.Duel{}, rules.Options{rules.KeySeed: "5"}, []Seat{{}, {AI: true, Level: 1}}, 4)
	s2 := &Shell{sess: sess2}
	s2.shown = s2.onlyPerson()
	if got := s2.curtain(); got != -1 {
		t.Errorf("one person: curtain() = %d, want -1", got)
	}
	if got, want := s2.boardState().String(), sess2.State().(rules.Imperfect).View(0).String(); got != want {
		t.Errorf("one person: boardState() is not their view")
	}
	// Alone with the computer, the person's cards stay in view.
	s2.handOver()
	if got := s2.viewer(); got != 0 {
		t.Errorf("one person: viewer() after a move = %d, want 0", got)
	}
}

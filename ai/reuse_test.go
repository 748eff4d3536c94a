package ai_test

import (
	"context"
	"testing"

	"impasse/rules"
)

// A search goes on from the subtree of the position it is asked next:
// here the bot plays both sides, so each position asked is one move below
// the last root, and its best move's visits include the last search's.
func TestReuseGoesOnFromTheSubtree(t *testing.T) {
	s := duoAt(t, 4)
	m := duoMCTS(2000, 1)
	m.Book, m.Reuse = false, true
	for _, n := range []int{2000, 200, 20} {
		m.Iterations = n
		mv, st, err := m.Move(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if n < 2000 && st.Top[0].Visits <= st.Iterations {
			t.Errorf("best move's visits %d after %d simulations, want more (the subtree's)", st.Top[0].Visits, st.Iterations)
		}
		s.Apply(mv)
	}
}

func TestReuseStartsAfreshElsewhere(t *testing.T) {
	m := duoMCTS(2000, 1)
	m.Book, m.Reuse = false, true
	if _, _, err := m.Move(context.Background(), duoAt(t, 4)); err != nil {
		t.Fatal(err)
	}
	s := duoAt(t, 10)
	m.Iterations = 20
	mv, st, err := m.Move(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if !rules.IsLegal(s, mv) {
		t.Fatalf("move %s is not legal", s.MoveString(mv))
	}
	if got := st.Top[0].Visits; got > st.Iterations {
		t.Errorf("best move's visits %d after %d simulations, want at most as many", got, st.Iterations)
	}
}

func TestReuseIsRepeatable(t *testing.T) {
	play := func() []rules.Move {
		m := duoMCTS(500, 3)
		m.Book, m.Reuse = false, true
		s := duoAt(t, 2)
		var moves []rules.Move
		for range 6 {
			mv, _, err := m.Move(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, mv)
			s.Apply(mv)
		}
		return moves
	}
	a, b := play(), play()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("move %d: got %v, want %v (the same seed)", i, b[i], a[i])
		}
	}
}

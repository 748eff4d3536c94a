package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"impasse/rules"
	"impasse/rules/blokusduo"
)

// TestReuseTwoMovesBelow asks the search for the position two moves
// below its last root, as after the other player's reply: the reply is
// the one the last search visited most under its own move, so the new
// search must go on from that subtree.
func TestReuseTwoMovesBelow(t *testing.T) {
	s, m := duoSearch(t, 7, 4, 2000)
	mv, _, err := m.Move(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	// The most visited reply under mv in the tree kept.
	tree := &m.kept[0].tree
	reply, most := rules.Move(-1), int32(0)
	tree.each(tree.at(0), func(_ int32, n *node) {
		if n.move == mv && n.expanded {
			tree.each(n, func(_ int32, r *node) {
				if r.visits > most {
					reply, most = r.move, r.visits
				}
			})
		}
	})
	if most == 0 {
		t.Fatal("the search did not look at any reply to its move")
	}
	s.Apply(mv)
	s.Apply(reply)
	m.Iterations = 20
	_, st, err := m.Move(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Top[0].Visits; got <= st.Iterations {
		t.Errorf("best move's visits %d after %d simulations, want more (the subtree's, %d visits)", got, st.Iterations, most)
	}
}

// duoSearch returns Blokus Duo after plies greedy moves drawn from seed,
// and the search of its Strong level, which keeps its tree (Reuse), at a
// fixed number of simulations and without its book.
func duoSearch(t *testing.T, seed uint64, plies, iterations int) (*blokusduo.State, *MCTS) {
	t.Helper()
	s := blokusduo.NewState()
	rng := rand.New(rand.NewPCG(seed, seed))
	for range plies {
		s.Apply(s.GreedyMove(rng))
	}
	b, err := FromLevel(blokusduo.Game{}.Levels()[3], 1)
	if err != nil {
		t.Fatal(err)
	}
	m := b.(*MCTS)
	m.Time, m.Iterations, m.Book = 0, iterations, false
	return s, m
}

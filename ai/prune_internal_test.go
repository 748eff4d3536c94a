package ai

import (
	"context"
	"testing"
)

// TestPruneKeepsTheVisited fills a Blokus Duo tree and prunes it: at most
// half the limit stays, every node kept is unchanged, and a node keeps
// its children exactly when it was visited more often than every node
// that lost its own.
func TestPruneKeepsTheVisited(t *testing.T) {
	s, m := duoSearch(t, 3, 6, 3000)
	if _, _, err := m.Move(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	se := m.kept[0]
	old := se.tree // prune builds a new arena and leaves this one as it is
	limit := old.n
	if !se.prune(limit) {
		t.Fatalf("prune(%d) of a tree of %d nodes made no room", limit, old.n)
	}
	if se.tree.n > limit/2 {
		t.Errorf("%d nodes after pruning, want at most %d", se.tree.n, limit/2)
	}
	// Walk both trees side by side: the pruned one has the same children
	// in the same order wherever it kept them.
	keptMin, lostMax := int32(1<<31-1), int32(0)
	var walk func(o, n *node, root bool)
	walk = func(o, n *node, root bool) {
		switch {
		case n.num == o.num:
			if !root {
				keptMin = min(keptMin, o.visits)
			}
			for j := range n.num {
				oc, nc := old.at(o.first+j), se.tree.at(n.first+j)
				if want := *oc; nc.move != want.move || nc.visits != want.visits || nc.count != want.count || nc.value != want.value || nc.prior != want.prior {
					t.Errorf("a node kept changed: got %+v, want %+v", *nc, want)
				}
				if oc.num > 0 {
					walk(oc, nc, false)
				}
			}
		case n.num == 0 && !n.expanded && !root:
			lostMax = max(lostMax, o.visits)
		default:
			t.Errorf("a node of %d children has %d after pruning (expanded %v)", o.num, n.num, n.expanded)
		}
	}
	walk(old.at(0), se.tree.at(0), true)
	if lostMax == 0 {
		t.Fatal("no node lost its children")
	}
	if keptMin <= lostMax {
		t.Errorf("a node visited %d times kept its children, one visited %d times lost them", keptMin, lostMax)
	}
}

// TestPruneSearchesUnderTheFavourite searches with a tree limit far
// below what the simulations need. A tree that stopped growing when full
// left the move that became the favourite afterwards unexpanded, judged
// by playouts alone (a line of one move, 5,309 visits, in this
// position); pruned, the tree goes on growing under it.
func TestPruneSearchesUnderTheFavourite(t *testing.T) {
	s, m := duoSearch(t, 3, 6, 30000)
	m.MaxNodes = 20000
	if _, _, err := m.Move(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	// A simulation expands one node at most, and a Duo position has fewer
	// than 2,000 moves to search.
	tree := &m.kept[0].tree
	if tree.n > 20000+2000 {
		t.Errorf("%d nodes, want at most 20000 and one expansion", tree.n)
	}
	// The line of most visited children.
	line := 0
	for n := tree.at(0); n.num > 0; line++ {
		kids := tree.kids(n)
		best := &kids[0]
		for j := range kids {
			if kids[j].visits > best.visits {
				best = &kids[j]
			}
		}
		n = best
	}
	if line < 3 {
		t.Errorf("the line of most visited moves is %d long, want 3 or more", line)
	}
}

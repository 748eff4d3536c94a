package ai

import (
	"context"
	"testing"
)

// TestPruneKeepsTheVisited fills a Blokus Duo tree and prunes it: at most
// half the limit stays, the root keeps its children with their results,
// and every node keeps its children exactly when it was visited at least
// as often as the least visited node that kept them.
func TestPruneKeepsTheVisited(t *testing.T) {
	s, m := duoSearch(t, 3, 6, 3000)
	if _, _, err := m.Move(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	se := m.kept[0]
	before := se.tree.n
	rootKids := append([]node(nil), se.tree.kids(se.tree.at(0))...)
	limit := before
	if !se.prune(limit) {
		t.Fatalf("prune(%d) of a tree of %d nodes made no room", limit, before)
	}
	if se.tree.n > limit/2 {
		t.Errorf("%d nodes after pruning, want at most %d", se.tree.n, limit/2)
	}
	for j, c := range se.tree.kids(se.tree.at(0)) {
		w := rootKids[j]
		if c.move != w.move || c.visits != w.visits || c.value != w.value || c.count != w.count {
			t.Errorf("root child %d: got %+v, want %+v", j, c, w)
		}
	}
	// The least visited node that kept its children, and the most
	// visited that lost them: the first must be visited more.
	kept, lost := int32(1<<31-1), int32(0)
	var walk func(n *node)
	walk = func(n *node) {
		for j := range n.num {
			c := se.tree.at(n.first + j)
			switch {
			case c.num > 0:
				kept = min(kept, c.visits)
				walk(c)
			case c.visits > 0 && !c.expanded:
				lost = max(lost, c.visits)
			}
		}
	}
	walk(se.tree.at(0))
	if lost == 0 {
		t.Fatal("no node lost its children")
	}
	if kept <= lost {
		t.Errorf("a node visited %d times kept its children, one visited %d times lost them", kept, lost)
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
	tree := &m.kept[0].tree
	if tree.n > 20000+chunkSize {
		t.Errorf("%d nodes, want at most about 20000", tree.n)
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

package ai

import (
	"math"
	"math/bits"
)

// prune makes room in a full tree so that it can go on growing: it keeps
// the children of the root and of the nodes visited at least v times, v
// the smallest power of two (2 or more) that keeps at most half of limit
// nodes, and turns the other nodes back into leaves, which expand again
// when visited often enough (arena.subtree). It reports whether it made
// room: it does not when the root and its children alone are more than
// half of limit, and the tree then stays as it is. A tree of an
// information-set search (linked children) is never pruned.
func (se *search) prune(limit int) bool {
	if se.hidden {
		return false
	}
	// A node is visited no more often than its parent, so the nodes
	// visited at least v times are all reached through such nodes: a
	// threshold v keeps the root, its children, and the children of the
	// other nodes visited that often. kids[k] counts the children of
	// the nodes whose visits have bit length k.
	var kids [33]int
	root := se.tree.at(0)
	se.tree.countKids(root, &kids)
	// Keeping the children of the nodes visited at least 1<<m times
	// keeps those of bit length m+1 or more: lower m from the top (only
	// the root's children) while that keeps few enough, down to 1.
	kept, m := 1+int(root.num), 32
	for m > 1 && kept+kids[m] <= limit/2 {
		kept += kids[m]
		m--
	}
	if kept > limit/2 {
		return false
	}
	se.tree = se.tree.subtree(0, int32(min(1<<m, math.MaxInt32)))
	return true
}

// countKids adds to kids[bits.Len32(visits)] the children of each node
// below n that has children, n excluded.
func (a *arena) countKids(n *node, kids *[33]int) {
	for j := range n.num {
		c := a.at(n.first + j)
		if c.num > 0 {
			kids[bits.Len32(uint32(c.visits))] += int(c.num)
			a.countKids(c, kids)
		}
	}
}

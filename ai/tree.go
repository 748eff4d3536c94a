package ai

import "impasse/rules"

// node is one position of the search tree, reached by move from its
// parent. Values are kept from the point of view of mover, the seat that
// played move, so one tree serves any number of players (max^n backup).
type node struct {
	move rules.Move
	// first is the first child and next the next sibling, or none. The
	// children of a full expansion are allocated together: num counts
	// them and next is not used.
	first, next int32
	num         int32
	// visits counts the simulations through this node; avail counts the
	// simulations in which its move was legal (information-set search).
	visits, avail int32
	// count weighs value: visits plus the prior's and RAVE's virtual
	// results.
	count float32
	// value is the mean result for mover.
	value float32
	// prior is the move's share of its siblings' prior weight.
	prior float32
	// mover played move; toMove is the seat to move here once expanded
	// (rules.Chance at a chance node).
	mover, toMove int8
	expanded      bool
}

const none = -1

// leaf makes n a new child, unvisited, with the given prior count, value
// and prior share. It sets every field: in WebAssembly, a node written
// whole is built aside and copied with a call.
func (n *node) leaf(move rules.Move, mover int8, count, value, prior float32) {
	n.move, n.mover = move, mover
	n.first, n.next, n.num = none, none, 0
	n.visits, n.avail = 0, 0
	n.count, n.value, n.prior = count, value, prior
	n.toMove, n.expanded = 0, false
}

// Nodes live in chunks so the arena can grow without copying; an index is
// chunk<<chunkBits | offset. Children of one expansion are allocated in
// one chunk, next to each other.
const (
	chunkBits = 16
	chunkSize = 1 << chunkBits
)

type arena struct {
	chunks [][]node
	n      int // nodes in use
	cur    int // chunk being filled
	used   int // nodes used in the current chunk
}

func (a *arena) reset() {
	a.n, a.cur, a.used = 0, 0, 0
	if len(a.chunks) == 0 {
		a.chunks = append(a.chunks, make([]node, chunkSize))
	}
}

// at returns the node with index i.
func (a *arena) at(i int32) *node {
	return &a.chunks[i>>chunkBits][i&(chunkSize-1)]
}

// kids returns the children of n allocated together by a full expansion.
func (a *arena) kids(n *node) []node {
	off := n.first & (chunkSize - 1)
	return a.chunks[n.first>>chunkBits][off : off+n.num]
}

// each calls f for every child of n with its index.
func (a *arena) each(n *node, f func(i int32, c *node)) {
	if n.num > 0 {
		kids := a.kids(n)
		for j := range kids {
			f(n.first+int32(j), &kids[j])
		}
		return
	}
	for c := n.first; c != none; c = a.at(c).next {
		f(c, a.at(c))
	}
}

// alloc returns the index of k consecutive fresh nodes (k <= chunkSize).
func (a *arena) alloc(k int) int32 {
	if a.used+k > chunkSize {
		a.cur++
		a.used = 0
		if a.cur == len(a.chunks) {
			a.chunks = append(a.chunks, make([]node, chunkSize))
		}
	}
	i := int32(a.cur<<chunkBits | a.used)
	a.used += k
	a.n += k
	return i
}

// release drops chunks beyond the first few so that a big search does not
// keep its memory for ever.
func (a *arena) release(keep int) {
	if len(a.chunks) > keep {
		for i := keep; i < len(a.chunks); i++ {
			a.chunks[i] = nil
		}
		a.chunks = a.chunks[:keep]
	}
}

// subtree returns a new arena whose root is a copy of node i, with i's
// children and, below them, the children of every node visited at least
// minVisits times (0: the whole subtree); a node that loses its children
// becomes a leaf again, to expand anew when visited enough.
func (a *arena) subtree(i, minVisits int32) arena {
	var t arena
	t.reset()
	r := t.alloc(1)
	n := *a.at(i)
	n.move, n.mover, n.next = -1, -1, none
	*t.at(r) = n
	a.copyKids(i, &t, r, minVisits)
	return t
}

// copyKids copies the children of node si of a below node di of dst, and
// recursively the children of those visited at least minVisits times.
func (a *arena) copyKids(si int32, dst *arena, di int32, minVisits int32) {
	n := a.at(si)
	if n.num == 0 {
		dst.at(di).first = none
		return
	}
	first := dst.alloc(int(n.num))
	kids := a.kids(n)
	for j := range kids {
		c := kids[j]
		c.next = none
		if c.visits < minVisits {
			c.first, c.num, c.expanded = none, 0, false
		}
		*dst.at(first + int32(j)) = c
	}
	dst.at(di).first = first
	for j := range kids {
		if kids[j].visits >= minVisits {
			a.copyKids(n.first+int32(j), dst, first+int32(j), minVisits)
		}
	}
}

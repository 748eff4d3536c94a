package ai

import "impasse/rules"

// reuseScan bounds the positions reroot compares with the new one, so
// that a big tree costs little to search for it.
const reuseScan = 200_000

// reroot makes the subtree of position s the search's tree, when s is one
// or two moves below the root, and reports whether it did. The subtree's
// statistics are kept; what concerns the old root is dropped.
func (se *search) reroot(s rules.State) bool {
	if se.hidden || se.forced || s.Players() != se.players {
		return false
	}
	target := se.find(s.Hash())
	if target == none {
		return false
	}
	se.tree = se.tree.subtree(target, 0)
	se.root = s.Clone()
	se.seat = s.ToMove()
	se.moves0 = searchMoves(se.root, nil)
	se.forced = len(se.moves0) == 1
	se.st = se.root.Clone()
	se.copier, _ = se.st.(rules.Copier)
	se.policy, _ = se.st.(rules.PlayoutPolicy)
	clear(se.rootSum)
	se.rootN = 0
	se.iterations, se.maxDepth, se.frozen = 0, 0, false
	return true
}

// find returns the node one or two moves below the root whose position
// has hash h, or none.
func (se *search) find(h uint64) int32 {
	st := se.root.Clone()
	copier, _ := st.(rules.Copier)
	play := func(moves ...rules.Move) uint64 {
		if copier != nil {
			copier.CopyFrom(se.root)
		} else {
			st = se.root.Clone()
		}
		for _, mv := range moves {
			st.Apply(mv)
		}
		return st.Hash()
	}
	root := se.tree.at(0)
	if !root.expanded {
		return none
	}
	found, scanned := int32(none), 0
	se.tree.each(root, func(i int32, c *node) {
		scanned++
		if found == none && c.visits > 0 && play(c.move) == h {
			found = i
		}
	})
	if found != none {
		return found
	}
	se.tree.each(root, func(i int32, c *node) {
		if found != none || !c.expanded || scanned > reuseScan {
			return
		}
		se.tree.each(c, func(j int32, g *node) {
			scanned++
			if found == none && g.visits > 0 && play(c.move, g.move) == h {
				found = j
			}
		})
	})
	return found
}

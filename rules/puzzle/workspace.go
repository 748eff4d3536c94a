package puzzle

import "impasse/rules"

// workspace is what an exact search keeps from one position to the next, so
// that it allocates little once a line has been searched: a scratch
// state and a move list for each ply, and the count of positions
// searched against a limit.
type workspace struct {
	scratch []rules.State
	lists   [][]rules.Move
	// nodes counts the positions searched; past limit (when not 0) the
	// search gives up with ErrTooBig.
	nodes, limit int64
}

// visit counts one more position searched: ErrTooBig past the limit.
func (p *workspace) visit() error {
	if p.nodes++; p.limit > 0 && p.nodes > p.limit {
		return ErrTooBig
	}
	return nil
}

// legal returns the legal moves at s, a position at ply depth, in that
// ply's move list, making room for the ply first.
func (p *workspace) legal(s rules.State, depth int) []rules.Move {
	for len(p.lists) <= depth {
		p.lists = append(p.lists, nil)
	}
	for len(p.scratch) <= depth {
		p.scratch = append(p.scratch, s.Clone())
	}
	p.lists[depth] = s.Legal(p.lists[depth][:0])
	return p.lists[depth]
}

// copyOf returns a copy of s in the scratch state of depth when the
// game can copy into one (rules.Copier), else a clone.
func (p *workspace) copyOf(s rules.State, depth int) rules.State {
	if c, ok := p.scratch[depth].(rules.Copier); ok {
		c.CopyFrom(s)
		return p.scratch[depth]
	}
	return s.Clone()
}

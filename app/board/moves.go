package board

import (
	"impasse/app/view"
	"impasse/rules"
)

// Moves is the index of the legal moves a board is given: each decoded
// once into an O, the game's own description of a move (a piece and its
// square, a pawn's step and a wall), until the position or the moves
// change.
type Moves[O any] struct {
	key uint64
	// next is the seat making a turn plus one, so that the zero Moves
	// has none (see Mover).
	next int
	// List holds the moves decoded, in the order given.
	List []O
}

// Update decodes the legal moves of p with decode when the position or
// the moves differ from the last call, leaving out those decode refuses,
// and reports whether they did: the board then starts its turn afresh.
// A new drawing of the same position (a hint arriving, an animation
// switched off) keeps the index and the turn being made.
func (x *Moves[O]) Update(p view.Props, decode func(rules.Move) (O, bool)) bool {
	key := movesKey(p)
	if key == x.key && key != 0 {
		return false
	}
	x.key = key
	x.next = 0
	if p.State != nil && len(p.Legal) > 0 {
		x.next = p.State.ToMove() + 1
	}
	x.List = x.List[:0]
	for _, m := range p.Legal {
		if o, ok := decode(m); ok {
			x.List = append(x.List, o)
		}
	}
	return true
}

// Mover returns the seat making a turn on the board: the seat to move
// when the position last given has legal moves (those decode refused
// too), else -1, as before any Update.
func (x *Moves[O]) Mover() int { return x.next - 1 }

// Find returns the first move for which match is true.
func (x *Moves[O]) Find(match func(O) bool) (O, bool) {
	for _, o := range x.List {
		if match(o) {
			return o, true
		}
	}
	var zero O
	return zero, false
}

// Any reports whether some move matches.
func (x *Moves[O]) Any(match func(O) bool) bool {
	_, ok := x.Find(match)
	return ok
}

// movesKey identifies the position of p and its legal moves (FNV-1a
// over words); 0 when there is no position.
func movesKey(p view.Props) uint64 {
	if p.State == nil {
		return 0
	}
	key := uint64(14695981039346656037)
	mix := func(v uint64) { key = (key ^ v) * 1099511628211 }
	mix(p.State.Hash())
	mix(uint64(p.State.ToMove()))
	mix(uint64(len(p.Legal)))
	for _, m := range p.Legal {
		mix(uint64(uint32(m)))
	}
	return key | 1
}

// Last returns the last move of p, if any, and whether it is to be
// animated: another seat's move, when animations are on.
func Last(p view.Props) (m rules.Move, fresh, ok bool) {
	return p.Last, p.HasLast && p.Animate && p.LastBy != p.Viewer, p.HasLast
}

// LastClass returns the classes of what the last move put on the board:
// "last", and "fresh" too when it is to be animated.
func LastClass(fresh bool) string {
	if fresh {
		return "last fresh"
	}
	return "last"
}

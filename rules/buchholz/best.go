package buchholz

import (
	"cmp"
	"math/rand/v2"

	"impasse/rules"
)

// Best keeps the moves of the highest value offered, for a greedy player
// that breaks ties at random. Its zero value holds no move.
type Best[V cmp.Ordered] struct {
	moves []rules.Move
	value V
}

// Add offers move m, of value v.
func (b *Best[V]) Add(m rules.Move, v V) {
	switch {
	case len(b.moves) == 0 || v > b.value:
		b.moves, b.value = append(b.moves[:0], m), v
	case v == b.value:
		b.moves = append(b.moves, m)
	}
}

// Pick returns one of the moves of the highest value, drawn by rng. At
// least one move must have been offered.
func (b *Best[V]) Pick(rng *rand.Rand) rules.Move { return b.moves[rng.IntN(len(b.moves))] }

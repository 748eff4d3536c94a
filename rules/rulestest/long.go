package rulestest

import (
	"math/rand/v2"

	"impasse/rules"
)

// LongGame plays up to n random moves of g from start, never going to a
// position met before and ending the game only when every other move
// would repeat, and returns them: the longest games a player
// could write, for tests that a record or a link opens in time linear in
// its moves. The game stops short of n when every move leads back, or
// when it ends.
func LongGame(start rules.State, n int, seed uint64) []rules.Move {
	st := start.Clone()
	rng := rand.New(rand.NewPCG(seed, 0))
	seen := map[uint64]bool{st.Hash(): true}
	var moves, buf []rules.Move
	for len(moves) < n && !st.Over() {
		buf = st.Legal(buf[:0])
		rng.Shuffle(len(buf), func(i, j int) { buf[i], buf[j] = buf[j], buf[i] })
		var next rules.State
		var move rules.Move
		for _, m := range buf {
			after := st.Clone()
			after.Apply(m)
			if seen[after.Hash()] {
				continue
			}
			if next == nil || !after.Over() {
				next, move = after, m
			}
			if !after.Over() {
				break
			}
		}
		if next == nil {
			break
		}
		seen[next.Hash()] = true
		moves = append(moves, move)
		st = next
	}
	return moves
}

package rules

import "math/rand/v2"

// Ties keeps the best of scores met one at a time, drawing uniformly
// among those equal to it (reservoir sampling): how a greedy player
// breaks its ties at random. The zero Ties has met none.
type Ties struct {
	best, n int
}

// Higher reports whether score, met next, is now the one kept: it is the
// first, higher than the best so far, or equal to it and drawn among the
// equals with rng.
func (t *Ties) Higher(score int, rng *rand.Rand) bool {
	switch {
	case t.n == 0 || score > t.best:
		t.best, t.n = score, 1
		return true
	case score == t.best:
		t.n++
		return rng.IntN(t.n) == 0
	}
	return false
}

// Lower is Higher for the lowest score.
func (t *Ties) Lower(score int, rng *rand.Rand) bool { return t.Higher(-score, rng) }

package blocus

import (
	"math/rand/v2"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// benchPositions are positions of random guards, a third of them with a
// king that can leave.
func benchPositions() []*State {
	rng := rand.New(rand.NewPCG(5, 6))
	ps := make([]*State, 256)
	for i := range ps {
		ps[i] = randomPosition(rng)
	}
	return ps
}

func BenchmarkCanLeave(b *testing.B) {
	ps := benchPositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := ps[i%len(ps)]
		canLeave(&s.cells, i/len(ps)%2)
	}
}

func BenchmarkExits(b *testing.B) {
	ps := benchPositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := ps[i%len(ps)]
		s.paths(i/len(ps)%2, false, func([]buchholz.Square, bool) bool { return true })
	}
}

func BenchmarkDistance(b *testing.B) {
	ps := benchPositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := ps[i%len(ps)]
		distance(&s.cells, i/len(ps)%2)
	}
}

func BenchmarkLegal(b *testing.B) {
	ps := benchPositions()
	buf := make([]rules.Move, 0, 256)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = ps[i%len(ps)].Legal(buf)
	}
}

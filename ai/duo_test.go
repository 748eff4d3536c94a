package ai_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// duoOpening returns Blokus Duo after each player's first pentomino.
func duoOpening(tb testing.TB) rules.State {
	tb.Helper()
	s := blokusduo.NewState()
	for _, m := range []string{"f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6"} {
		if _, err := rules.Play(s, m); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

func duoMCTS(iterations int, seed uint64) *ai.MCTS {
	b, err := ai.FromLevel(blokusduo.Game{}.Levels()[3], seed)
	if err != nil {
		panic(err)
	}
	m := b.(*ai.MCTS)
	m.Time, m.Iterations = 0, iterations
	return m
}

// BenchmarkMCTSDuo measures simulations per second of the strongest
// level's search in the opening, on one thread.
func BenchmarkMCTSDuo(b *testing.B) {
	s := duoOpening(b)
	const n = 5000
	total := 0
	var elapsed time.Duration
	for b.Loop() {
		m := duoMCTS(n, 1)
		_, st, err := m.Move(context.Background(), s)
		if err != nil {
			b.Fatal(err)
		}
		total += st.Iterations
		elapsed += st.Elapsed
	}
	b.ReportMetric(float64(total)/elapsed.Seconds(), "iter/s")
}

// duoAt returns Blokus Duo after plies moves of the greedy player, the
// same positions every time.
func duoAt(tb testing.TB, plies int) rules.State {
	tb.Helper()
	s := blokusduo.NewState()
	rng := rand.New(rand.NewPCG(7, 7))
	for range plies {
		s.Apply(s.GreedyMove(rng))
	}
	return s
}

// BenchmarkMCTSDuoPly measures simulations per second of the strongest
// level's search on one thread at plies 0, 8 and 14.
func BenchmarkMCTSDuoPly(b *testing.B) {
	for _, ply := range []int{0, 8, 14} {
		b.Run(fmt.Sprintf("ply%d", ply), func(b *testing.B) {
			s := duoAt(b, ply)
			total := 0
			var elapsed time.Duration
			for b.Loop() {
				m := duoMCTS(4000, 1)
				m.Book = false
				_, st, err := m.Move(context.Background(), s)
				if err != nil {
					b.Fatal(err)
				}
				total += st.Iterations
				elapsed += st.Elapsed
			}
			b.ReportMetric(float64(total)/elapsed.Seconds(), "sims/s")
		})
	}
}

func TestDuoMCTSLegal(t *testing.T) {
	s := duoOpening(t)
	m, st, err := duoMCTS(300, 1).Move(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if !rules.IsLegal(s, m) {
		t.Fatalf("move %s is not legal", s.MoveString(m))
	}
	// The search may stop early once its choice cannot change.
	if st.Iterations < 100 || st.Iterations > 300 {
		t.Errorf("iterations %d, want 100 to 300", st.Iterations)
	}
}

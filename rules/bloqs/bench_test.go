package bloqs

import (
	"math/rand/v2"
	"testing"

	"impasse/ai/aitest"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// benchPositions are the start and a middle game (after 12 and 20
// playout moves) of both boards, two players.
var benchPositions = []struct {
	name  string
	board *Board
	ply   int
}{
	{"standard/start", Standard, 0},
	{"standard/ply12", Standard, 12},
	{"standard/ply20", Standard, 20},
	{"quick/start", Quick, 0},
	{"quick/ply12", Quick, 12},
}

// BenchmarkLegal measures full legal move generation.
func BenchmarkLegal(b *testing.B) {
	for _, bc := range benchPositions {
		b.Run(bc.name, func(b *testing.B) { rulestest.BenchLegal(b, midgame(bc.board, 2, bc.ply, 1)) })
	}
}

// BenchmarkApply measures one placement with its scoring and the check
// for the end, from a copy of the position.
func BenchmarkApply(b *testing.B) {
	for _, bc := range benchPositions {
		b.Run(bc.name, func(b *testing.B) {
			s := midgame(bc.board, 2, bc.ply, 1)
			legal := s.Legal(nil)
			c := NewState(bc.board, 2)
			i := 0
			for b.Loop() {
				c.CopyFrom(s)
				c.Apply(legal[i%len(legal)])
				i++
			}
		})
	}
}

// BenchmarkEffect measures the test "would this placement score", the
// height rule's exception.
func BenchmarkEffect(b *testing.B) {
	s := midgame(Standard, 2, 20, 1)
	legal := s.Legal(nil)
	i := 0
	for b.Loop() {
		f, c, r := s.b.decode(legal[i%len(legal)])
		s.effect(f, c, r)
		i++
	}
}

// BenchmarkPlayoutMove measures the playout policy's choice.
func BenchmarkPlayoutMove(b *testing.B) {
	for _, bc := range benchPositions {
		b.Run(bc.name, func(b *testing.B) {
			s := midgame(bc.board, 2, bc.ply, 1)
			rng := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				s.PlayoutMove(rng)
			}
		})
	}
}

// BenchmarkPlayout measures whole games by the playout policy from the
// start and from the middle game.
func BenchmarkPlayout(b *testing.B) {
	for _, bc := range benchPositions {
		b.Run(bc.name, func(b *testing.B) {
			rulestest.BenchPlayout(b, midgame(bc.board, 2, bc.ply, 1), rand.New(rand.NewPCG(1, 2)))
		})
	}
}

// BenchmarkRandomPlayout measures whole games of uniformly random legal
// moves, the cost of Legal and Apply alone.
func BenchmarkRandomPlayout(b *testing.B) {
	for _, board := range []*Board{Standard, Quick} {
		b.Run(board.Name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			start := NewState(board, 2)
			s := NewState(board, 2)
			var buf []rules.Move
			for b.Loop() {
				s.CopyFrom(start)
				for !s.Over() {
					buf = s.Legal(buf)
					s.Apply(buf[rng.IntN(len(buf))])
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkSearch measures MCTS simulations per second with the Strong
// level's tuning, from the start and the middle game.
func BenchmarkSearch(b *testing.B) {
	strong := Game{}.Levels()[len(Game{}.Levels())-1]
	strong.Iterations, strong.Millis = 500, 0
	for _, bc := range benchPositions {
		b.Run(bc.name, func(b *testing.B) { aitest.BenchSearch(b, strong, midgame(bc.board, 2, bc.ply, 1), "sims/s") })
	}
}

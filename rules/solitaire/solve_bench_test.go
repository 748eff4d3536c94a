package solitaire

import (
	"context"
	"testing"

	"impasse/rules"
)

// sheetAfter returns the standard start after the sheet's first n moves.
func sheetAfter(b *testing.B, n int) *State {
	b.Helper()
	s, err := NewState(Standard, false)
	if err != nil {
		b.Fatal(err)
	}
	for _, text := range Sheet[:n] {
		if _, err := rules.Play(s, text); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkSolveFirstLine times the search for a first line that leaves
// one piece from the standard start.
func BenchmarkSolveFirstLine(b *testing.B) {
	s := sheetAfter(b, 0)
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		sol := s.Solve(ctx, rules.SolveLimits{}, func(sol rules.Solution) {
			if sol.Score == 1 {
				cancel()
			}
		})
		cancel()
		if sol.Score != 1 {
			b.Fatalf("got %d pieces left, want 1", sol.Score)
		}
	}
}

// BenchmarkSolveEndgame solves, to a proof, the position after the
// sheet's tenth move.
func BenchmarkSolveEndgame(b *testing.B) {
	s := sheetAfter(b, 10)
	for b.Loop() {
		if sol := s.Solve(context.Background(), rules.SolveLimits{Memory: 16 << 20}, nil); !sol.Proven {
			b.Fatalf("got %+v, want proven", sol)
		}
	}
}

// Package aitest measures the searches on a game's positions: what the
// games' benchmarks of their AI share. Only tests import it.
package aitest

import (
	"context"
	"testing"

	"impasse/ai"
	"impasse/rules"
)

// BenchSearch measures the search level describes (ai.FromLevel, seed 1)
// choosing a move in s, a search an op, and reports under unit the
// positions it searched a second (the Stats' Iterations: simulations of
// Monte Carlo, nodes of alpha-beta).
func BenchSearch(b *testing.B, level rules.Level, s rules.State, unit string) {
	bot, err := ai.FromLevel(level, 1)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		_, st, err := bot.Move(context.Background(), s)
		if err != nil {
			b.Fatal(err)
		}
		n += st.Iterations
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), unit)
}

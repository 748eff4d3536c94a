package ai

import "testing"

// TestEffort scales a search's simulations by the odds against the mover
// that the last search found, within [1/2, 2], and only when asked.
func TestEffort(t *testing.T) {
	for _, tc := range []struct {
		effort, last float64
		iterations   int
		want         int
	}{
		{0, 0.25, 1000, 1000},  // off
		{1, 0, 1000, 1000},     // no search yet
		{1, 0.5, 1000, 1000},   // even
		{1, 0.4, 1000, 1500},   // behind: odds 3/2
		{1, 0.6, 1000, 667},    // ahead: odds 2/3
		{0.5, 0.2, 1000, 2000}, // odds 4, to the power 1/2
		{1, 0.1, 1000, 2000},   // at most twice
		{1, 0.95, 1000, 500},   // at least half
		{1, 0.25, 0, 0},        // no bound stays none
		{1, 1, 1000, 1000},     // a sure win: no odds
	} {
		m := &MCTS{Iterations: tc.iterations, Effort: tc.effort, lastValue: tc.last}
		if got := m.iterations(); got != tc.want {
			t.Errorf("effort %v, last value %v, %d iterations: got %d, want %d", tc.effort, tc.last, tc.iterations, got, tc.want)
		}
	}
}

package shell

import "testing"

// TestComputerState: a hint is awaited only while a question asking for
// one is pending, and stopping the computer forgets both the question
// and a failure, so that asked again it tries again.
func TestComputerState(t *testing.T) {
	for _, tc := range []struct {
		name             string
		pending, hinting bool
		failed           bool
		asking, busy     bool
	}{
		{"idle", false, false, false, false, false},
		{"hint pending", true, true, false, true, true},
		{"move pending", true, false, false, false, true},
		{"hint answered", false, true, false, false, false},
		{"failed", false, false, true, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cancelled := false
			c := &computer{hinting: tc.hinting, failed: tc.failed}
			if tc.pending {
				c.cancel = func() { cancelled = true }
			}
			if got, want := c.asking(), tc.asking; got != want {
				t.Errorf("asking() got %v, want %v", got, want)
			}
			if got, want := c.busy(), tc.busy; got != want {
				t.Errorf("busy() got %v, want %v", got, want)
			}
			c.stop()
			if c.asking() || c.failed || c.busy() {
				t.Errorf("once stopped: asking %v, failed %v, busy %v, want false, false, false", c.asking(), c.failed, c.busy())
			}
			if got, want := cancelled, tc.pending; got != want {
				t.Errorf("question cancelled got %v, want %v", got, want)
			}
		})
	}
}

// TestWorkerCount: a root-parallel search leaves a core to the page,
// takes 2 GB of the device's memory a worker where the browser says how
// much it has, and at most maxWorkers.
func TestWorkerCount(t *testing.T) {
	for _, tc := range []struct {
		cores  int
		memory float64
		want   int
	}{
		{1, 0, 1},
		{2, 0, 1},
		{4, 0, 3},
		{8, 0, maxWorkers},
		{8, 8, 4},
		{8, 4, 2},
		{8, 2, 1},
		{8, 0.5, 1},
		{16, 8, maxWorkers},
	} {
		if got := workerCount(tc.cores, tc.memory); got != tc.want {
			t.Errorf("%d cores, %v GB: got %d workers, want %d", tc.cores, tc.memory, got, tc.want)
		}
	}
}

package rules_test

import (
	"strings"
	"testing"
	"time"

	"impasse/rules"
)

// fakeTime is a clock's time, moved on by hand.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time       { return f.t }
func (f *fakeTime) pass(d time.Duration) { f.t = f.t.Add(d) }
func newFake() *fakeTime                 { return &fakeTime{t: time.Unix(1764000000, 0)} }
func sec(n float64) time.Duration        { return time.Duration(n * float64(time.Second)) }
func tc(base, inc float64) rules.TimeControl {
	return rules.TimeControl{Base: sec(base), Increment: sec(inc)}
}

func checkTimes(t *testing.T, c *rules.Clock, want ...time.Duration) {
	t.Helper()
	for i, w := range want {
		if got := c.Left(i); got != w {
			t.Errorf("seat %d: got %v, want %v", i+1, got, w)
		}
	}
}

func TestClockIncrement(t *testing.T) {
	f := newFake()
	c := rules.NewClock(tc(60, 2), 2, f.now)
	f.pass(sec(5))
	checkTimes(t, c, sec(60), sec(60)) // stopped until Start
	c.Start(0)
	f.pass(sec(10))
	checkTimes(t, c, sec(50), sec(60))
	if !c.Press(1) {
		t.Fatalf("got a flag, want none")
	}
	checkTimes(t, c, sec(52), sec(60))
	f.pass(sec(30))
	c.Press(0)
	checkTimes(t, c, sec(52), sec(32))
	if got := c.Running(); got != 0 {
		t.Errorf("running: got %v, want %v", got, 0)
	}
	f.pass(sec(1))
	c.Press(rules.Nobody) // the game ends: the clock stops
	f.pass(sec(100))
	checkTimes(t, c, sec(53), sec(32))
	if got := c.Running(); got != rules.Nobody {
		t.Errorf("running: got %v, want %v", got, rules.Nobody)
	}
}

func TestClockTimeOut(t *testing.T) {
	f := newFake()
	c := rules.NewClock(tc(15, 5), 2, f.now)
	c.Start(0)
	f.pass(sec(14.9))
	if got := c.Check(); got != rules.Nobody {
		t.Fatalf("flag at 0.1 s left: got %v, want %v", got, rules.Nobody)
	}
	f.pass(sec(0.1))
	if got := c.Check(); got != 0 {
		t.Fatalf("flag at 0 s left: got %v, want %v", got, 0)
	}
	// The move made after the flag fell does not count: no increment.
	if c.Press(1) {
		t.Errorf("press after the flag: got true, want false")
	}
	checkTimes(t, c, 0, sec(15))
	if got := c.Flagged(); got != 0 {
		t.Errorf("flagged: got %v, want %v", got, 0)
	}
	f.pass(sec(20))
	checkTimes(t, c, 0, sec(15)) // stopped
}

func TestClockTimeOutOnPress(t *testing.T) {
	f := newFake()
	c := rules.NewClock(tc(15, 5), 2, f.now)
	c.Start(0)
	f.pass(sec(16))
	if c.Press(1) {
		t.Errorf("press out of time: got true, want false")
	}
	if got := c.Flagged(); got != 0 {
		t.Errorf("flagged: got %v, want %v", got, 0)
	}
}

func TestClockPause(t *testing.T) {
	f := newFake()
	c := rules.NewClock(tc(60, 0), 2, f.now)
	c.Start(1)
	f.pass(sec(10))
	c.Pause()
	c.Pause() // twice is once
	f.pass(sec(100))
	checkTimes(t, c, sec(60), sec(50))
	if c.Check() != rules.Nobody || !c.Paused() {
		t.Errorf("paused: got a flag or a running clock, want it paused")
	}
	// A move while paused: the next seat's time waits for Resume.
	c.Press(0)
	f.pass(sec(5))
	checkTimes(t, c, sec(60), sec(50))
	c.Resume()
	f.pass(sec(5))
	checkTimes(t, c, sec(55), sec(50))
	c.Resume() // not paused: nothing
	checkTimes(t, c, sec(55), sec(50))
}

func TestClockSet(t *testing.T) {
	f := newFake()
	c := rules.NewClock(tc(60, 0), 2, f.now)
	c.Start(0)
	f.pass(sec(3))
	if err := c.Set([]time.Duration{sec(10), sec(20)}); err != nil {
		t.Fatal(err)
	}
	f.pass(sec(1))
	checkTimes(t, c, sec(9), sec(20))
	for _, bad := range [][]time.Duration{{sec(1)}, {sec(1), -1}, {sec(1), 11 * time.Hour}} {
		if err := c.Set(bad); err == nil {
			t.Errorf("Set(%v): got no error, want one", bad)
		}
	}
	checkTimes(t, c, sec(9), sec(20))
	if got, want := c.Times(), []time.Duration{sec(9), sec(20)}; got[0] != want[0] || got[1] != want[1] {
		t.Errorf("times: got %v, want %v", got, want)
	}
}

func TestClockFlag(t *testing.T) {
	f := newFake()
	c := rules.NewClock(tc(60, 0), 2, f.now)
	c.Start(0)
	c.Flag(1)
	f.pass(sec(5))
	checkTimes(t, c, sec(60), 0)
	if c.Flagged() != 1 || c.Running() != rules.Nobody {
		t.Errorf("got flagged %v running %v, want 1 and nobody", c.Flagged(), c.Running())
	}
}

func TestParseTimeControl(t *testing.T) {
	tests := []struct {
		in   string
		want rules.TimeControl
		err  string
	}{
		{"300+5", tc(300, 5), ""},
		{"15+0", tc(15, 0), ""},
		{"36000+600", tc(36000, 600), ""},
		{"0+5", rules.TimeControl{}, "time per player"},
		{"36001+0", rules.TimeControl{}, "time per player"},
		{"60+601", rules.TimeControl{}, "increment"},
		{"60", rules.TimeControl{}, "want seconds"},
		{"60+", rules.TimeControl{}, "want seconds"},
		{"+5", rules.TimeControl{}, "want seconds"},
		{"-60+0", rules.TimeControl{}, "want seconds"},
		{"60+-1", rules.TimeControl{}, "want seconds"},
		{"1.5+0", rules.TimeControl{}, "want seconds"},
		{"9999999999999999999+0", rules.TimeControl{}, "want seconds"},
		{"-", rules.TimeControl{}, "want seconds"},
	}
	for _, tt := range tests {
		got, err := rules.ParseTimeControl(tt.in)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%q: got %v, want %v", tt.in, err, tt.want)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: got %v, want an error about %s", tt.in, err, tt.err)
		case got != tt.want:
			t.Errorf("%q: got %v, want %v", tt.in, got, tt.want)
		}
		if err == nil && got.String() != tt.in {
			t.Errorf("%q written back: got %q, want %q", tt.in, got.String(), tt.in)
		}
	}
}

// FuzzParseTimeControl checks that ParseTimeControl never panics, that
// what it reads is within bounds, and that String writes it back as read.
func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"300+5", "15+0", "1800+0", "0+0", "36000+600", "60", "+", "1e3+0", "00060+05", "٣+0", "60+5+5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := rules.ParseTimeControl(s)
		if err != nil {
			return
		}
		if tc.Base < time.Second || tc.Base > 10*time.Hour || tc.Increment < 0 || tc.Increment > 10*time.Minute {
			t.Fatalf("%q: got %v, out of bounds", s, tc)
		}
		back, err := rules.ParseTimeControl(tc.String())
		if err != nil || back != tc {
			t.Fatalf("%q written %q, read back: got %v, %v, want %v", s, tc.String(), back, err, tc)
		}
	})
}

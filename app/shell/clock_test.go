package shell

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/blockers"
)

// timedDuo returns a game of Blokus Duo between seats with a clock of
// time control tc, and the time it reads, moved on by hand.
func timedDuo(t *testing.T, tc rules.TimeControl, seats ...Seat) (*Session, *time.Time) {
	t.Helper()
	s := duo(t, seats...)
	now := time.Unix(1764000000, 0)
	s.now = func() time.Time { return now }
	if err := s.SetClock(tc); err != nil {
		t.Fatal(err)
	}
	return s, &now
}

func checkLeft(t *testing.T, s *Session, want ...time.Duration) {
	t.Helper()
	for i, w := range want {
		if got := s.Clock().Left(i); got != w {
			t.Errorf("seat %d: got %v, want %v", i+1, got, w)
		}
	}
}

// The clock runs for the seat to move, gains the increment after each
// move, cannot be taken back, and its time control is in the record.
func TestSessionClock(t *testing.T) {
	s, now := timedDuo(t, rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, Seat{}, Seat{})
	*now = now.Add(5 * time.Second)
	playText(t, s, "e10")
	checkLeft(t, s, 57*time.Second, time.Minute)
	*now = now.Add(20 * time.Second)
	playText(t, s, "j5")
	checkLeft(t, s, 57*time.Second, 42*time.Second)
	if s.CanUndo() || s.Undo() {
		t.Errorf("undo in a game with a clock: got allowed, want refused")
	}
	if err := s.Branch(1); !errors.Is(err, errTimedBranch) {
		t.Errorf("branch of a game going on: got %v, want %v", err, errTimedBranch)
	}
	rec := s.Record()
	if got, want := rec.Tag(rules.TagTimeControl), "60+2"; got != want {
		t.Errorf("TimeControl: got %q, want %q", got, want)
	}
	if got := rec.Tag(rules.TagTimeOut); got != "" {
		t.Errorf("TimeOut: got %q, want none", got)
	}
	if err := rec.CheckEnd(s.State()); err != nil {
		t.Errorf("CheckEnd: got %v, want nil", err)
	}
	if err := s.SetClock(rules.TimeControl{Base: time.Minute}); err == nil {
		t.Errorf("a clock set after a move: got no error")
	}
}

// Running out of time loses, for the seat whose time ran out, and is in
// the record; a move made once the time is out is refused.
func TestSessionTimeOut(t *testing.T) {
	s, now := timedDuo(t, rules.TimeControl{Base: 15 * time.Second}, Seat{}, Seat{AI: true, Level: 1})
	playText(t, s, "e10")
	*now = now.Add(14 * time.Second)
	if s.CheckClock() || s.Over() || endsOnTime(s) || endsOnTime(nil) {
		t.Fatalf("time out with a second left")
	}
	*now = now.Add(time.Second)
	m, _ := s.State().ParseMove("j5")
	if err := s.Play(m); !errors.Is(err, errTimeOut) {
		t.Fatalf("a move out of time: got %v, want %v", err, errTimeOut)
	}
	if !s.Over() || s.TimedOut() != 1 || s.ToMove() != rules.Nobody {
		t.Fatalf("got over %v, timed out %d, want over, seat 2 out of time", s.Over(), s.TimedOut())
	}
	if r := s.Results(); r[0] != 1 || r[1] != 0 {
		t.Errorf("results: got %v, want [1 0]", r)
	}
	rec := s.Record()
	if rec.Tag(rules.TagTimeOut) != "2" || rec.Tag(rules.TagResult) != "1-0" || rec.Tag(rules.TagTimeControl) != "15+0" {
		t.Errorf("record tags: got %v, want TimeOut 2, Result 1-0, TimeControl 15+0", rec.Tags)
	}
	if err := rec.CheckEnd(s.State()); err != nil {
		t.Errorf("CheckEnd: got %v, want nil", err)
	}
	if s.CheckClock() {
		t.Errorf("CheckClock of a game over: got true, want false")
	}
	// Its share link opens it lost on time, as it ended; the link of an
	// earlier position opens the game under way, with no clock.
	for _, at := range []int{1, 0} {
		code, err := linkOf(s, at)
		if err != nil {
			t.Fatalf("linkOf(%d): %v", at, err)
		}
		back, err := openShared(s.Game, code)
		if err != nil {
			t.Fatalf("openShared(%d): %v", at, err)
		}
		if at == 0 && (back.Over() || back.Clock() != nil) {
			t.Errorf("the link at the start: got over %v, clock %v, want a game under way without a clock", back.Over(), back.Clock())
		}
		if at == 1 && (!back.Over() || back.TimedOut() != 1 || back.Clock().Control() != s.Clock().Control() || back.Record().Tag(rules.TagTimeOut) != "2") {
			t.Errorf("the link at the end: got over %v, timed out %d, record %v, want seat 2 out of time at 15+0", back.Over(), back.TimedOut(), back.Record().Tags)
		}
	}
	// The shell takes the end the move found: it saves the game lost.
	if !endsOnTime(s) {
		t.Errorf("endsOnTime after a move out of time: got false, want true")
	}
	// Over, it may be played on from an earlier move, without a clock.
	if err := s.Branch(0); err != nil || s.Clock() != nil || s.Over() {
		t.Errorf("branch once over: got %v, clock %v, over %v, want a game going on without a clock", err, s.Clock(), s.Over())
	}
}

// A saved game keeps its clock: the times left, the seat out of time;
// the record alone gives each seat its whole time.
func TestSessionClockSaved(t *testing.T) {
	s, now := timedDuo(t, rules.TimeControl{Base: time.Minute, Increment: time.Second}, Seat{}, Seat{AI: true, Level: 1})
	playText(t, s, "e10")
	*now = now.Add(10 * time.Second)
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data, lookupGame)
	if err != nil {
		t.Fatalf("Unmarshal: got %v, want nil\n%s", err, data)
	}
	got := back.Clock().Times()
	if got[0] != time.Minute+time.Second || got[1] > 50*time.Second || got[1] < 49*time.Second {
		t.Errorf("times: got %v, want [1m1s 50s]", got)
	}
	if back.Clock().Running() != 1 {
		t.Errorf("running: got %d, want 1", back.Clock().Running())
	}
	// Lost on time, saved and read again.
	*now = now.Add(time.Minute)
	s.CheckClock()
	data, _ = s.Marshal()
	back, err = Unmarshal(data, lookupGame)
	if err != nil || back.TimedOut() != 1 || !back.Over() {
		t.Errorf("a game lost on time read again: got %v, timed out %d", err, back.TimedOut())
	}
	// From the record alone: the whole time each.
	rec, _ := rules.ParseRecord("[Game \"blokusduo\"]\n[TimeControl \"180+2\"]\n\n1. e10")
	fresh, err := FromRecord(rec, lookupGame)
	if err != nil || fresh.Clock() == nil || fresh.Clock().Left(0) != 3*time.Minute || fresh.Clock().Running() != 1 {
		t.Errorf("from a record: got %v, %v, want a clock of 3 min each, seat 2's running", err, fresh.Clock())
	}
}

// A saved game whose clock cannot be read is kept, with a clear error:
// its times start again, or it goes on without a clock.
func TestSessionClockDamaged(t *testing.T) {
	s, _ := timedDuo(t, rules.TimeControl{Base: time.Minute}, Seat{}, Seat{})
	playText(t, s, "e10", "j5")
	data, _ := s.Marshal()
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		edit  func(sv *saved)
		clock bool
		err   string
	}{
		{"negative time", func(sv *saved) { sv.Clock = []int64{-5, 1000} }, true, "seat 1 has -5ms left"},
		{"one time", func(sv *saved) { sv.Clock = []int64{1000} }, true, "1 times for 2 seats"},
		{"no times", func(sv *saved) { sv.Clock = nil }, true, "0 times for 2 seats"},
		{"huge time", func(sv *saved) { sv.Clock = []int64{1 << 62, 1000} }, true, "seat 1 has"},
		{"bad control", func(sv *saved) {
			sv.Record = strings.Replace(sv.Record, `TimeControl "60+0"`, `TimeControl "soon"`, 1)
		}, false, `TimeControl "soon"`},
		{"bad time out", func(sv *saved) {
			sv.Record = strings.Replace(sv.Record, `[TimeControl "60+0"]`, `[TimeControl "60+0"]`+"\n"+`[TimeOut "3"]`, 1)
		}, false, `TimeOut "3" is not 1 or 2`},
		{"time out on the other's turn", func(sv *saved) {
			sv.Record = strings.Replace(sv.Record, `[TimeControl "60+0"]`, `[TimeControl "60+0"]`+"\n"+`[TimeOut "2"]`, 1)
		}, false, `seat 2 cannot run out of time on seat 1's turn`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			bad := sv
			tt.edit(&bad)
			b, _ := json.Marshal(bad)
			back, err := Unmarshal(b, lookupGame)
			var ce *clockError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("got %v, want a clock error about %s", err, tt.err)
			}
			if back == nil || moveTexts(back) != "e10 j5" {
				t.Fatalf("the game: got %v, want it kept", back)
			}
			if (back.Clock() != nil) != tt.clock {
				t.Errorf("clock: got %v, want one: %v", back.Clock(), tt.clock)
			}
			if tt.clock && back.Clock().Left(0) < 59*time.Second {
				t.Errorf("time left: got %v, want the whole minute again", back.Clock().Left(0))
			}
		})
	}
}

// Only a two-player game has a clock.
func TestClockTwoPlayers(t *testing.T) {
	s, err := NewSession(blockers.Base{}, rules.Options{rules.KeyPlayers: "3"}, []Seat{{}, {}, {}}, len(rules.LevelsOf(blockers.Base{})))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetClock(clockPresets[0]); err == nil {
		t.Errorf("a clock for three players: got no error")
	}
}

// The clock of a game against the computer stops while it is not in
// sight; between people it runs on.
func TestShowClock(t *testing.T) {
	ai, now := timedDuo(t, clockPresets[1], Seat{}, Seat{AI: true, Level: 1})
	people := duo(t, Seat{}, Seat{})
	people.now = ai.now
	if err := people.SetClock(clockPresets[1]); err != nil {
		t.Fatal(err)
	}
	showClock(ai, people)
	showClock(people, nil)
	*now = now.Add(10 * time.Second)
	if got, want := ai.Clock().Left(0), time.Minute; got != want {
		t.Errorf("against the computer, out of sight: got %v, want %v", got, want)
	}
	if got, want := people.Clock().Left(0), 50*time.Second; got != want {
		t.Errorf("between people, out of sight: got %v, want %v", got, want)
	}
	showClock(nil, ai)
	*now = now.Add(5 * time.Second)
	if got, want := ai.Clock().Left(0), 55*time.Second; got != want {
		t.Errorf("against the computer, shown again: got %v, want %v", got, want)
	}
}

func TestClockText(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{5 * time.Minute, "5:00"},
		{4*time.Minute + 59*time.Second + time.Millisecond, "5:00"},
		{65 * time.Second, "1:05"},
		{10 * time.Second, "0:10"},
		{9*time.Second + 999*time.Millisecond, "9.9"},
		{0, "0.0"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
	} {
		if got := clockText(tt.d); got != tt.want {
			t.Errorf("%v: got %q, want %q", tt.d, got, tt.want)
		}
	}
}

// The computer on the clock thinks a twenty-fifth of its time and most
// of the increment, a tenth of a second at the least, and no more than
// the worker allows any search (a 30-minute game's first move asked for
// 72 s, which the worker refused).
func TestThinkingCap(t *testing.T) {
	for _, tt := range []struct {
		left, inc time.Duration
		want      int
	}{
		{15 * time.Second, 0, 600},
		{3 * time.Minute, 2 * time.Second, 8700},
		{time.Second, 0, 100},
		{0, 0, 100},
		{30 * time.Minute, 0, 60000},
		{24 * time.Minute, 5 * time.Second, 60000},
	} {
		if got := thinkingCap(tt.left, tt.inc); got != tt.want {
			t.Errorf("thinkingCap(%v, %v): got %d ms, want %d", tt.left, tt.inc, got, tt.want)
		}
	}
}

// The presets read as players write them: no "+ 0 s" without an
// increment.
func TestPresetText(t *testing.T) {
	for _, tt := range []struct {
		tc   rules.TimeControl
		want string
	}{
		{rules.TimeControl{Base: 15 * time.Second}, "15 s"},
		{rules.TimeControl{Base: time.Minute}, "1 min"},
		{rules.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}, "3 min + 2 s"},
		{rules.TimeControl{Base: 90 * time.Second, Increment: time.Second}, "90 s + 1 s"},
	} {
		if got := presetText(i18n.English, tt.tc); got != tt.want {
			t.Errorf("presetText(%v): got %q, want %q", tt.tc, got, tt.want)
		}
	}
}

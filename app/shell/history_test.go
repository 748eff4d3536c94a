package shell

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// TestTallies: each finished game against the computer counts once,
// under its level, as the people did; games between people, between
// computers, or against two levels at once count nowhere.
func TestTallies(t *testing.T) {
	person, l1, l2 := Seat{}, Seat{AI: true, Level: 1}, Seat{AI: true, Level: 2}
	games := []finished{
		{Seats: []Seat{person, l2}, Results: []float64{1, 0}},
		{Seats: []Seat{l2, person}, Results: []float64{1, 0}},
		{Seats: []Seat{person, l1}, Results: []float64{0.5, 0.5}},
		{Seats: []Seat{person, l1, l1}, Results: []float64{0, 1, 0}},
		{Seats: []Seat{person, l1, person}, Results: []float64{0, 0, 1}},
		{Seats: []Seat{person, person}, Results: []float64{1, 0}},
		{Seats: []Seat{l1, l1}, Results: []float64{1, 0}},
		{Seats: []Seat{person, l1, l2}, Results: []float64{1, 0, 0}},
		{Seats: []Seat{person, l1}, Results: []float64{1}},
	}
	got := tallies(games)
	want := []tally{{Level: 1, Won: 1, Drawn: 1, Lost: 1}, {Level: 2, Won: 1, Lost: 1}}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// TestFileEntry: a game ended is filed first; filed again (taken back
// and ended otherwise) it replaces its entry; as it stands already, even
// under another ID (the finished line switched back to after a
// variation, which made it another game), it is not filed twice.
func TestFileEntry(t *testing.T) {
	a := finished{ID: 1, Record: "a"}
	b := finished{ID: 2, Record: "b"}
	for _, tc := range []struct {
		name    string
		games   []finished
		entry   finished
		want    []finished
		id      int64
		changed bool
	}{
		{"new", []finished{a}, b, []finished{b, a}, 2, true},
		{"ended otherwise", []finished{a, b}, finished{ID: 1, Record: "a2"}, []finished{{ID: 1, Record: "a2"}, b}, 1, true},
		{"the same again", []finished{a, b}, a, []finished{a, b}, 1, false},
		{"switched back to", []finished{a, b}, finished{ID: 9, Record: "a"}, []finished{a, b}, 1, false},
	} {
		got, id, changed := fileEntry(tc.games, tc.entry)
		if !reflect.DeepEqual(got, tc.want) || id != tc.id || changed != tc.changed {
			t.Errorf("%s: got %v, %d, %v, want %v, %d, %v", tc.name, got, id, changed, tc.want, tc.id, tc.changed)
		}
	}
}

// TestEndingOf: a game ended by a resignation or on time is filed with
// how it ended, one ended by its moves with nothing.
func TestEndingOf(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	if got := endingOf(s); got != "" {
		t.Errorf("a game under way: got %q, want none", got)
	}
	if err := s.Resign(1); err != nil {
		t.Fatal(err)
	}
	if got := endingOf(s); got != endResigned {
		t.Errorf("resigned: got %q, want %q", got, endResigned)
	}
	s, now := timedDuo(t, rules.TimeControl{Base: time.Minute}, Seat{}, Seat{})
	*now = now.Add(2 * time.Minute)
	if !s.CheckClock() {
		t.Fatal("the clock did not run out")
	}
	if got := endingOf(s); got != endTimeOut {
		t.Errorf("on time: got %q, want %q", got, endTimeOut)
	}
}

// TestWinners names the winner of a game in the history, its verb
// agreeing with a seat named by two colours.
func TestWinners(t *testing.T) {
	for _, tc := range []struct {
		id      string
		results []float64
		want    string
	}{
		{"blockers-expert", []float64{0, 1}, "Blue & Green win"},
		{"blockers", []float64{1, 0, 0}, "Red wins"},
		{"blockers", []float64{1, 1, 0}, "Shared win: Red, Blue"},
		{"blockers", []float64{1, 1}, "Draw"},
	} {
		sp, _ := view.Lookup(tc.id)
		if got := winners(i18n.English, sp, tc.results); got != tc.want {
			t.Errorf("%s %v: got %q, want %q", tc.id, tc.results, got, tc.want)
		}
	}
}

package shell

import (
	"slices"
	"testing"
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

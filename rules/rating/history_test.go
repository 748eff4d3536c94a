package rating

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

// "Curve returns the player's ratings in game: Start, then the rating
// after each of their rated games of it."
func TestCurve(t *testing.T) {
	h := History{
		{Game: "saute", At: at("2026-11-01T10:00:00Z"), Level: 1, LevelRating: 800, Score: 1},
		{Game: "blocus", At: at("2026-11-01T11:00:00Z"), Level: 1, LevelRating: 800, Score: 0},
		{Game: "saute", At: at("2026-11-02T10:00:00Z"), Level: 1, LevelRating: 800, Score: 0.5},
	}
	saute := h.Curve("saute")
	want := []float64{800, 820, Update(820, 800, 0.5, 1)}
	if !reflect.DeepEqual(saute, want) {
		t.Errorf("Curve(saute) = %v, want %v", saute, want)
	}
	if got, n := h.Rating("blocus"); got != 780 || n != 1 {
		t.Errorf("Rating(blocus) = %v, %d, want 780, 1", got, n)
	}
	if got, n := h.Rating("porte"); got != Start || n != 0 {
		t.Errorf("Rating of a game never played = %v, %d, want %v, 0", got, n, Start)
	}
}

// After 30 rated games of a game the K factor is 20.
func TestCurveK(t *testing.T) {
	var h History
	for range 31 {
		h = append(h, Rated{Game: "saute", LevelRating: 800, Score: 1})
	}
	c := h.Curve("saute")
	if got, want := c[31]-c[30], 20*(1-Expected(c[30], 800)); !near(got, want, 1e-9) {
		t.Errorf("the 31st game moved %v, want %v (K 20)", got, want)
	}
	if got, want := c[30]-c[29], 40*(1-Expected(c[29], 800)); !near(got, want, 1e-9) {
		t.Errorf("the 30th game moved %v, want %v (K 40)", got, want)
	}
}

// "Nearest returns the index of the rating in levels nearest r, the
// gentler level when two are as near. A level rated 0 is not rated, and
// never nearest; with none rated, Nearest returns -1."
func TestNearest(t *testing.T) {
	for _, tt := range []struct {
		r      float64
		levels []int
		want   int
	}{
		{0, []int{800, 1000, 1400}, 0},
		{800, []int{800, 1000, 1400}, 0},
		{899, []int{800, 1000, 1400}, 0},
		{900, []int{800, 1000, 1400}, 0},
		{901, []int{800, 1000, 1400}, 1},
		{1250, []int{800, 1000, 1400}, 2},
		{3000, []int{800, 1000, 1400}, 2},
		{3000, []int{800, 1000, 0}, 1},
		{900, []int{0, 1000, 0}, 1},
		{900, []int{0, 0}, -1},
	} {
		if got := Nearest(tt.r, tt.levels); got != tt.want {
			t.Errorf("Nearest(%v, %v) = %d, want %d", tt.r, tt.levels, got, tt.want)
		}
	}
}

func TestParse(t *testing.T) {
	h := History{
		{Game: "blokusduo", At: at("2026-11-29T09:10:00Z"), Level: 2, LevelRating: 1080, Score: 1},
		{Game: "blockers-expert", At: at("2026-11-29T10:00:00Z"), Level: 1, LevelRating: 800, Score: 0.5},
		{Game: "saute", At: at("2026-11-30T00:00:00Z"), Level: 5, LevelRating: -20, Score: 0},
	}
	text := h.String()
	if !strings.HasPrefix(text, Header+"\n") {
		t.Errorf("String() = %q, want it to start with the header", text)
	}
	got, err := Parse(text)
	if err != nil || !reflect.DeepEqual(got, h) {
		t.Errorf("Parse(String()) = %v, %v, want %v", got, err, h)
	}
	if got, err := Parse(Header + "\r\n\n  \nsaute 2026-11-29T09:00:00Z 1 800 0\r\n"); err != nil || len(got) != 1 || !got[0].At.Equal(at("2026-11-29T09:00:00Z")) {
		t.Errorf("CRLF and blank lines: %v, %v", got, err)
	}
	for _, tt := range []struct {
		text string
		line int
		p    Problem
	}{
		{"", 1, NoHeader},
		{"blokusduo 2026-11-29T09:10:00Z 2 1080 1", 1, NoHeader},
		{Header + "\nsaute 2026-11-29T09:10:00Z 2 1080", 2, Fields},
		{Header + "\nsaute 2026-11-29T09:10:00Z 2 1080 1 1", 2, Fields},
		{Header + "\n\nSaute 2026-11-29T09:10:00Z 2 1080 1", 3, BadGame},
		{Header + "\nsaute 29/11/2026 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-11-29T10:00:00+01:00 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-11-29T09:10:00.5Z 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-02-30T09:10:00Z 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-11-29T24:10:00Z 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-11-29_09:10:00Z 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-11-29T09:10:0xZ 2 1080 1", 2, BadTime},
		{Header + "\nsaute 2026-11-29T09:10:00Z 0 1080 1", 2, BadLevel},
		{Header + "\nsaute 2026-11-29T09:10:00Z 100 1080 1", 2, BadLevel},
		{Header + "\nsaute 2026-11-29T09:10:00Z 1 10001 1", 2, BadRating},
		{Header + "\nsaute 2026-11-29T09:10:00Z 1 1e3 1", 2, BadRating},
		{Header + "\nsaute 2026-11-29T09:10:00Z 1 800 2", 2, BadScore},
		{Header + "\nsaute 2026-11-29T09:10:00Z 1 800 NaN", 2, BadScore},
		{Header + "\n" + strings.Repeat("x", MaxFileSize), 0, TooBig},
	} {
		_, err := Parse(tt.text)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Line != tt.line || pe.Problem != tt.p {
			t.Errorf("Parse(%.60q) = %v, want line %d problem %d", tt.text, err, tt.line, tt.p)
		}
	}
}

func TestShort(t *testing.T) {
	if got, want := short(strings.Repeat("é", 50)), strings.Repeat("é", 40)+"…"; got != want {
		t.Errorf("short = %q, want %q", got, want)
	}
}

// FuzzParse: Parse never panics, and what it reads it writes back to the
// same history.
func FuzzParse(f *testing.F) {
	f.Add(Header + "\nblokusduo 2026-11-29T09:10:00Z 2 1080 1\n")
	f.Add(Header + "\nsaute 2026-11-29T09:10:00.75+02:00 99 -10000 0.5\r\n\n")
	f.Add("not a file")
	f.Fuzz(func(t *testing.T, text string) {
		h, err := Parse(text)
		if err != nil {
			if err.Error() == "" {
				t.Errorf("an empty error")
			}
			return
		}
		again, err := Parse(h.String())
		if err != nil || !reflect.DeepEqual(again, h) {
			t.Errorf("Parse(String()) = %v, %v, want %v", again, err, h)
		}
		for _, g := range h {
			h.Curve(g.Game)
		}
	})
}

func TestIsFile(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{Header + "\nsaute 2026-11-29T09:10:00Z 2 1080 1", true},
		{Header, true},
		{"  " + Header + " \r\n", true},
		{Header + "\nnot a rated game", true}, // meant as one; Parse says what is wrong
		{"", false},
		{"\n" + Header, false},
		{"Impasse ratings 2\n", false},
		{"[Game \"saute\"]\n" + Header, false},
	} {
		if got := IsFile(tt.text); got != tt.want {
			t.Errorf("IsFile(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

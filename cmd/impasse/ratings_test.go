//go:build !wasm

package main

import (
	"bytes"
	"strings"
	"testing"

	"impasse/rules"
)

func TestParseResults(t *testing.T) {
	got, err := parseResults("saute 1 2 1\n\nsaute 2 1 0.5\r\nblocus 3 4 0\n")
	want := []result{{"saute", 1, 2, 1}, {"saute", 2, 1, 0.5}, {"blocus", 3, 4, 0}}
	if err != nil || len(got) != len(want) {
		t.Fatalf("parseResults = %v, %v, want %v", got, err, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: got %v, want %v", i+1, got[i], want[i])
		}
	}
	for _, bad := range []string{"saute 1 2", "saute 1 1 1", "saute 0 1 1", "saute 1 2 0.25", "saute x 2 1"} {
		if _, err := parseResults(bad); err == nil {
			t.Errorf("parseResults(%q): got no error, want one", bad)
		}
	}
}

func TestPrintRatings(t *testing.T) {
	g, _ := rules.Lookup("blocus")
	var b bytes.Buffer
	// Level 2 scores 75 of 100 against level 1, in both seat orders.
	lines := []result{}
	for i := range 100 {
		s := 0.0
		if i%4 == 0 {
			s = 1
		}
		if i%2 == 0 {
			lines = append(lines, result{"blocus", 1, 2, s})
		} else {
			lines = append(lines, result{"blocus", 2, 1, 1 - s})
		}
	}
	lines = append(lines, result{"saute", 1, 2, 1})
	printRatings(&b, g, lines)
	for _, want := range []string{"level 1 Beginner  800", "level 2 Easy      989", "level 3 Medium    unrated", "levels 1-2: 100 games, level 2 scores 75.0 (75.0%)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("printRatings wrote\n%s\nwant a line with %q", b.String(), want)
		}
	}
}

func FuzzParseResults(f *testing.F) {
	f.Add("saute 1 2 1\nsaute 2 1 0.5\n")
	f.Add("x 99 98 0\r\n\n")
	f.Fuzz(func(t *testing.T, text string) {
		rs, err := parseResults(text)
		if err != nil {
			return
		}
		for _, r := range rs {
			if r.a == r.b || r.a < 1 || r.b > 99 || r.score != 0 && r.score != 0.5 && r.score != 1 {
				t.Errorf("parseResults(%q) read %v", text, r)
			}
		}
	})
}

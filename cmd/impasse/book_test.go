//go:build !wasm

package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"impasse/rules"
)

// TestBook grows a small book: every position followed is searched once,
// the widths bound how many moves of each ply are followed, and a kept
// reply stays as it was, with the kept lines the run did not reach.
func TestBook(t *testing.T) {
	dir := t.TempDir()
	keep := filepath.Join(dir, "keep.txt")
	kept := "# a kept book\n : e9,e10,f10,g10,h10\nf8,f9,g9,e10,f10 : j5,i6,j6,j7,j8\n"
	if err := os.WriteFile(keep, []byte(kept), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "book.txt")
	var stderr bytes.Buffer
	err := runBook([]string{"-game", "blokusduo", "-ms", "20", "-threads", "1", "-widths", "2,1", "-keep", keep, "-out", out}, nil, &bytes.Buffer{}, &stderr)
	if err != nil {
		t.Fatalf("book: %v\n%s", err, &stderr)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(text), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	// The start, its 2 moves followed, one reply to each, and the kept
	// line not reached (unless the search followed it).
	if len(lines) < 5 || len(lines) > 6 {
		t.Fatalf("got %d lines, want 5 or 6:\n%s", len(lines), text)
	}
	if got, want := lines[0], ": e9,e10,f10,g10,h10"; got != want {
		t.Errorf("first line %q, want %q (the kept reply)", got, want)
	}
	if !strings.HasPrefix(lines[1], "e9,e10,f10,g10,h10 : ") {
		t.Errorf("second line %q, want the kept reply followed first", lines[1])
	}
	if !strings.Contains(string(text), "f8,f9,g9,e10,f10 : j5,i6,j6,j7,j8") {
		t.Errorf("the kept line is lost:\n%s", text)
	}
	seen := map[string]bool{}
	for _, l := range lines {
		moves, _, _ := strings.Cut(l, ":")
		if seen[moves] {
			t.Errorf("position %q twice", moves)
		}
		seen[moves] = true
	}
}

func TestBookBadWidths(t *testing.T) {
	for _, w := range []string{"", "0", "6", "2,x"} {
		err := runBook([]string{"-game", "blokusduo", "-widths", w}, nil, &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), "-widths") {
			t.Errorf("-widths %q: got %v, want an error about -widths", w, err)
		}
	}
}

// TestRecurringLines finds the positions that recur in played games:
// reached in enough records, before the move bound, with the seat asked
// to move, most often reached first.
func TestRecurringLines(t *testing.T) {
	dir := t.TempDir()
	const first, reply, third = "f8,e9,f9,g9,e10", "j4,i5,j5,k5,j6", "h6,g7,h7,i7,h8"
	for i, moves := range []string{
		"1. " + first + " 2. " + reply + " 3. " + third,
		// The same moves spelt otherwise: the same positions.
		"1. E10,F8,F9,G9,E9 2. " + reply + " 3. " + third,
		"1. " + first + " 2. j5,i6,j6,k6,j7",
	} {
		text := "[Game \"blokusduo\"]\n\n" + moves + "\n"
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%d.txt", i)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := rules.Lookup("blokusduo")
	pattern := filepath.Join(dir, "*.txt")
	for _, tc := range []struct {
		plies, seen, seat int
		want              string
	}{
		{6, 2, 2, first + " | " + first + " " + reply + " " + third},
		{6, 3, 2, first},
		{2, 2, 2, first},
		{6, 2, 1, " | " + first + " " + reply},
		{6, 2, 0, " | " + first + " | " + first + " " + reply + " | " + first + " " + reply + " " + third},
		{6, 4, 0, ""},
	} {
		lines, err := recurringLines(g, pattern, tc.plies, tc.seen, tc.seat)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range lines {
			got = append(got, strings.Join(l, " "))
		}
		if got := strings.Join(got, " | "); got != tc.want {
			t.Errorf("plies %d, seen %d, seat %d: got %q, want %q", tc.plies, tc.seen, tc.seat, got, tc.want)
		}
	}
	if _, err := recurringLines(g, filepath.Join(dir, "none*.txt"), 6, 2, 0); err == nil {
		t.Error("no record: got no error")
	}
	// The book gets a line for each, after the searched start.
	var out bytes.Buffer
	if err := runBook([]string{"-game", "blokusduo", "-iterations", "50", "-threads", "1", "-widths", "1", "-records", pattern, "-seat", "2"}, nil, &out, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"-records -plies 6 -seen 2 -seat 2", "\n" + first + " : ", "\n" + first + " " + reply + " " + third + " : "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("book lacks %q:\n%s", want, &out)
		}
	}

	// A record tagged with another game, though its moves are Blokus
	// Duo's.
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(other, []byte("[Game \"saute\"]\n\n1. "+first+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := recurringLines(g, pattern, 6, 2, 0); err == nil || !strings.Contains(err.Error(), "saute") {
		t.Errorf("a record of another game: got %v, want an error naming it", err)
	}
	for _, args := range [][]string{{"-plies", "0"}, {"-seen", "0"}, {"-seat", "3"}, {"-seat", "-1"}} {
		err := runBook(append([]string{"-game", "blokusduo", "-records", pattern}, args...), nil, &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("%v: got %v, want an error about %s", args, err, args[0])
		}
	}
}

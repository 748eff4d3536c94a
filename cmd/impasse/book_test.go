//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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

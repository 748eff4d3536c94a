package buchholz

import (
	"slices"
	"strings"
	"testing"
)

// A way is written with its squares joined by "-", and its names read
// back to the same squares; a name that is no square stops the reading.
func TestPathNotation(t *testing.T) {
	path := []Square{Sq(4, 1), Sq(4, 6), Sq(7, 6), Sq(7, 11)}
	if got, want := PathString(path), "E2-E7-H7-H12"; got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if got, err := ParseSquares("E2", "e7", "H7", "h12"); err != nil || !slices.Equal(got, path) {
		t.Errorf("got %v, %v, want %v", got, err, path)
	}
	for _, names := range [][]string{{"E2", "E13"}, {"M1", "E2"}, {"E2", ""}} {
		if got, err := ParseSquares(names...); err == nil {
			t.Errorf("ParseSquares(%q): got %v, want an error", names, got)
		}
	}
}

// FuzzParseSquares feeds arbitrary ways to the square reader: it never
// panics, and the squares it accepts are written back as the names read,
// in capitals.
func FuzzParseSquares(f *testing.F) {
	for _, text := range []string{"E2-E7-H7-H12", "e2-e7", "A1", "L12-l12", "E2--E7", "E13", "M1", "A01", "A+1", "-", "", "Ｅ2"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		names := strings.Split(text, "-")
		path, err := ParseSquares(names...)
		if err != nil {
			return
		}
		if got, want := PathString(path), strings.ToUpper(text); got != want {
			t.Fatalf("ParseSquares(%q) = %v: got %v written, want %v", names, path, got, want)
		}
	})
}

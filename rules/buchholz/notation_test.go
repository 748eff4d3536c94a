package buchholz

import (
	"slices"
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

package board

import "testing"

func TestCursorStep(t *testing.T) {
	for _, c := range []struct {
		from   Cursor
		key    string
		x, y   int
		stepok bool
	}{
		{Cursor{3, 4, 14, 14}, "ArrowLeft", 2, 4, true},
		{Cursor{3, 4, 14, 14}, "ArrowRight", 4, 4, true},
		{Cursor{3, 4, 14, 14}, "ArrowUp", 3, 5, true},
		{Cursor{3, 4, 14, 14}, "ArrowDown", 3, 3, true},
		{Cursor{0, 0, 14, 14}, "ArrowLeft", 0, 0, true},
		{Cursor{0, 0, 14, 14}, "ArrowDown", 0, 0, true},
		{Cursor{13, 13, 14, 14}, "ArrowRight", 13, 13, true},
		{Cursor{13, 13, 14, 14}, "ArrowUp", 13, 13, true},
		{Cursor{5, 6, 10, 13}, "Home", 0, 6, true},
		{Cursor{5, 6, 10, 13}, "End", 9, 6, true},
		{Cursor{5, 6, 10, 13}, "PageUp", 5, 12, true},
		{Cursor{5, 6, 10, 13}, "PageDown", 5, 0, true},
		{Cursor{5, 6, 10, 13}, "Enter", 5, 6, false},
		{Cursor{5, 6, 10, 13}, "r", 5, 6, false},
		// A cursor left off a smaller lattice comes back onto it.
		{Cursor{20, -3, 9, 9}, "ArrowLeft", 8, 0, true},
	} {
		got := c.from
		ok := got.Step(c.key)
		if ok != c.stepok || got.X != c.x || got.Y != c.y {
			t.Errorf("%+v Step(%q): got %d,%d %v, want %d,%d %v", c.from, c.key, got.X, got.Y, ok, c.x, c.y, c.stepok)
		}
	}
}

func TestCursorName(t *testing.T) {
	for _, c := range []struct {
		c    Cursor
		want string
	}{
		{Cursor{0, 0, 14, 14}, "a1"},
		{Cursor{4, 9, 14, 14}, "e10"},
		{Cursor{13, 13, 14, 14}, "n14"},
	} {
		if got := c.c.Name(); got != c.want {
			t.Errorf("%+v Name: got %v, want %v", c.c, got, c.want)
		}
	}
}

func TestRove(t *testing.T) {
	for _, c := range []struct {
		i, n  int
		key   string
		to    int
		moves bool
	}{
		{2, 5, "ArrowLeft", 1, true},
		{2, 5, "ArrowUp", 1, true},
		{2, 5, "ArrowRight", 3, true},
		{2, 5, "ArrowDown", 3, true},
		{0, 5, "ArrowLeft", 0, true},
		{4, 5, "ArrowRight", 4, true},
		{2, 5, "Home", 0, true},
		{2, 5, "End", 4, true},
		{2, 5, "Enter", 2, false},
		{0, 0, "ArrowRight", 0, false},
		{-1, 5, "ArrowRight", -1, false},
	} {
		to, moves := rove(c.i, c.n, c.key)
		if to != c.to || moves != c.moves {
			t.Errorf("rove(%d, %d, %q): got %d %v, want %d %v", c.i, c.n, c.key, to, moves, c.to, c.moves)
		}
	}
}

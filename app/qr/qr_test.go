package qr

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestCapacity: each text takes the smallest version that holds it, up
// to MaxBytes; one byte more is refused.
func TestCapacity(t *testing.T) {
	cases := []struct{ n, version int }{{0, 1}, {17, 1}, {18, 2}, {2953, 40}}
	for _, c := range cases {
		code, err := Encode(strings.Repeat("a", c.n))
		if err != nil {
			t.Fatalf("%d bytes: %v", c.n, err)
		}
		if code.Version != c.version || code.Size != 17+4*c.version {
			t.Errorf("%d bytes: got version %d size %d, want %d, %d", c.n, code.Version, code.Size, c.version, 17+4*c.version)
		}
	}
	if _, err := Encode(strings.Repeat("a", MaxBytes+1)); !errors.Is(err, ErrTooLong) {
		t.Errorf("%d bytes: got %v, want %v", MaxBytes+1, err, ErrTooLong)
	}
}

// TestLevel: a short text gets the most error correction its version
// leaves room for.
func TestLevel(t *testing.T) {
	// Version 1 holds 7 bytes at H, 17 at L.
	for _, c := range []struct{ n, level int }{{7, levelH}, {17, levelL}} {
		code, _ := Encode(strings.Repeat("z", c.n))
		if code.Level != c.level {
			t.Errorf("%d bytes: got level %d, want %d", c.n, code.Level, c.level)
		}
	}
}

// TestFormat: the two copies of the format information agree, and read
// as a valid BCH code word of the level and a mask.
func TestFormat(t *testing.T) {
	code, _ := Encode("https://example.org/play/blokusduo#r=AgAAAAA")
	n := code.Size
	var a, b int
	for i := range 6 {
		a |= bit(code.Dark(8, i)) << i
	}
	a |= bit(code.Dark(8, 7))<<6 | bit(code.Dark(8, 8))<<7 | bit(code.Dark(7, 8))<<8
	for i := 9; i < 15; i++ {
		a |= bit(code.Dark(14-i, 8)) << i
	}
	for i := range 8 {
		b |= bit(code.Dark(n-1-i, 8)) << i
	}
	for i := 8; i < 15; i++ {
		b |= bit(code.Dark(8, n-15+i)) << i
	}
	if a != b {
		t.Fatalf("format copies: got %015b and %015b", a, b)
	}
	v := a ^ 0x5412
	if level := v >> 13; level != formatLevel[code.Level] {
		t.Errorf("level bits: got %d, want %d", level, formatLevel[code.Level])
	}
	rem := v >> 10
	for range 10 {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	if rem != v&0x3ff {
		t.Errorf("format %015b: BCH remainder got %010b, want %010b", a, v&0x3ff, rem)
	}
	if !code.Dark(8, n-8) {
		t.Errorf("the dark module is light")
	}
}

// TestFinder: the three finder patterns are in their corners.
func TestFinder(t *testing.T) {
	code, _ := Encode("finder")
	n := code.Size
	for _, c := range [][2]int{{0, 0}, {n - 7, 0}, {0, n - 7}} {
		for d := range 7 {
			if !code.Dark(c[0]+d, c[1]) || !code.Dark(c[0], c[1]+d) || !code.Dark(c[0]+3, c[1]+3) {
				t.Fatalf("finder at %v: not dark at its edge or centre", c)
			}
		}
		if code.Dark(c[0]+1, c[1]+1) {
			t.Errorf("finder at %v: its ring is dark", c)
		}
	}
}

// TestPath: the path draws every dark module, once.
func TestPath(t *testing.T) {
	code, _ := Encode("path")
	dark := 0
	for y := range code.Size {
		for x := range code.Size {
			dark += bit(code.Dark(x, y))
		}
	}
	got := 0
	for _, seg := range strings.Split(code.Path(), "z") {
		var x, y, w int
		if seg == "" {
			continue
		}
		if _, err := fmt.Sscanf(seg, "M%d %dh%dv1h", &x, &y, &w); err != nil {
			t.Fatalf("segment %q: %v", seg, err)
		}
		got += w
	}
	if got != dark {
		t.Errorf("got %d modules drawn, want %d", got, dark)
	}
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

//go:build !wasm

package main

import (
	"bytes"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestBrotliWindow checks that brotliBytes declares the 16 MB window for
// a file of 10 MB in the stream's first bits (a 1, then 17 + n for the
// next three bits n, least significant first), and that what it writes
// reads back.
func TestBrotliWindow(t *testing.T) {
	data := bytes.Repeat([]byte("impasse "), 10<<20/8)
	packed := brotliBytes(data, 1)
	if len(packed) == 0 {
		t.Fatal("nothing written")
	}
	if packed[0]&1 != 1 {
		t.Fatalf("first bit 0: a 64 kB window, want %d bits", brotliWindow)
	}
	if got := 17 + int(packed[0]>>1&7); got != brotliWindow {
		t.Errorf("window of %d bits, want %d", got, brotliWindow)
	}
	back, err := io.ReadAll(brotli.NewReader(bytes.NewReader(packed)))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back, data) {
		t.Errorf("read back %d bytes, not the %d compressed", len(back), len(data))
	}
}

// TestWindowFor checks the window chosen for a file's size: the smallest
// that holds it, at most 16 MB.
func TestWindowFor(t *testing.T) {
	for _, tt := range []struct{ n, want int }{
		{0, 10}, {1008, 10}, {1009, 11}, {120 << 10, 17}, {4 << 20, 23}, {10 << 20, 24}, {100 << 20, 24},
	} {
		if got := windowFor(tt.n); got != tt.want {
			t.Errorf("windowFor(%d) = %d, want %d", tt.n, got, tt.want)
		}
	}
}

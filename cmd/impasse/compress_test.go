//go:build !wasm

package main

import (
	"bytes"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestBrotliWindow checks that brotliBytes declares the 16 MB window in
// the stream's first bits (a 1, then 17 + n for the next three bits n,
// least significant first) and that what it writes reads back.
func TestBrotliWindow(t *testing.T) {
	data := bytes.Repeat([]byte("impasse "), 1000)
	packed := brotliBytes(data, 5)
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

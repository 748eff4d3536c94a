package main

import (
	"bytes"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestCommitted checks that web/icons holds what this program draws: run
// go run ./cmd/icons after changing it.
func TestCommitted(t *testing.T) {
	fs, err := files()
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range fs {
		got, err := os.ReadFile(filepath.Join("..", "..", "web", "icons", name))
		if err != nil {
			t.Errorf("%s: %v (run go run ./cmd/icons)", name, err)
			continue
		}
		if !bytes.Equal(got, data) {
			t.Errorf("web/icons/%s is out of date: run go run ./cmd/icons", name)
		}
	}
}

// TestMaskableSafeZone checks that the maskable icon keeps its pieces
// inside the central circle of radius 40 % that every mask shows.
func TestMaskableSafeZone(t *testing.T) {
	const size = 512
	img := draw(maskable, size)
	bg := tileColor
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			c := img.NRGBAAt(x, y)
			if c.A != 255 {
				t.Fatalf("maskable pixel (%d,%d) not opaque: %v", x, y, c)
			}
			if c == bg {
				continue
			}
			if r := math.Hypot(float64(x)+0.5-size/2, float64(y)+0.5-size/2); r > 0.4*size {
				t.Fatalf("piece pixel (%d,%d) %v outside the safe zone (r=%.0f)", x, y, c, r)
			}
		}
	}
	// The standard icon has transparent corners and an opaque centre.
	std := draw(standard, size)
	if std.NRGBAAt(0, 0).A != 0 || std.NRGBAAt(size/2, size/2) != (color.NRGBA{bg.R, bg.G, bg.B, 255}) {
		t.Errorf("standard icon corners %v, centre %v", std.NRGBAAt(0, 0), std.NRGBAAt(size/2, size/2))
	}
}

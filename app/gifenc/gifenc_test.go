package gifenc_test

import (
	"bytes"
	"image"
	"image/draw"
	"image/gif"
	"math/rand/v2"
	"testing"

	"impasse/app/gifenc"
)

// frame is a frame of the tests: its pixels and delay.
type frameOf struct {
	Pix   []byte
	Delay int
}

// frame returns a w × h frame of few colours: stripes, a square, and
// with noise some pixels of random colours.
func frame(w, h, shift int, noise bool, rng *rand.Rand) frameOf {
	pix := make([]byte, w*h*4)
	for y := range h {
		for x := range w {
			p := pix[(y*w+x)*4:]
			switch {
			case noise && rng.IntN(10) == 0:
				p[0], p[1], p[2] = byte(rng.IntN(256)), byte(rng.IntN(256)), byte(rng.IntN(256))
			case x >= shift && x < shift+8 && y >= 4 && y < 12:
				p[0], p[1], p[2] = 0, 114, 178
			case (x/3)%2 == 0:
				p[0], p[1], p[2] = 245, 242, 236
			default:
				p[0], p[1], p[2] = 213, 94, 0
			}
			p[3] = 255
		}
	}
	return frameOf{Pix: pix, Delay: 50 + shift}
}

// The GIF written reads back with Go's decoder: its size, frames, delays,
// loop, and every pixel of a picture of few colours exactly; with more
// than 256 colours each pixel near its colour.
func TestEncodeDecodes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct {
		name  string
		w, h  int
		n     int
		noise bool
	}{
		{"one pixel", 1, 1, 1, false},
		{"stripes", 40, 30, 3, false},
		{"wide, many frames", 301, 97, 12, false},
		{"noise: more colours than a palette holds, every code width", 256, 200, 4, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var frames []frameOf
			for i := range tt.n {
				frames = append(frames, frame(tt.w, tt.h, i, tt.noise, rng))
			}
			// The palette from the first and the last frame, as the page
			// makes it.
			enc, err := gifenc.New(tt.w, tt.h, frames[0].Pix, frames[len(frames)-1].Pix)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range frames {
				if err := enc.Add(f.Pix, f.Delay); err != nil {
					t.Fatal(err)
				}
			}
			if enc.Frames() != tt.n {
				t.Errorf("frames: got %d, want %d", enc.Frames(), tt.n)
			}
			data, err := enc.GIF()
			if err != nil {
				t.Fatal(err)
			}
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("decode: %v", err)
			}
			if len(g.Image) != tt.n || g.Config.Width != tt.w || g.Config.Height != tt.h || g.LoopCount != 0 {
				t.Fatalf("got %d frames of %d × %d, loop %d, want %d of %d × %d, loop 0",
					len(g.Image), g.Config.Width, g.Config.Height, g.LoopCount, tt.n, tt.w, tt.h)
			}
			// Each frame is drawn over those before, as a viewer does.
			canvas := image.NewRGBA(image.Rect(0, 0, tt.w, tt.h))
			for i, img := range g.Image {
				if g.Delay[i] != frames[i].Delay {
					t.Errorf("frame %d: got delay %d, want %d", i, g.Delay[i], frames[i].Delay)
				}
				if g.Disposal[i] > gif.DisposalNone {
					t.Errorf("frame %d: got disposal %d, want none", i, g.Disposal[i])
				}
				draw.Draw(canvas, img.Bounds(), img, img.Bounds().Min, draw.Src)
				for y := range tt.h {
					for x := range tt.w {
						r, gr, b, _ := canvas.At(x, y).RGBA()
						p := frames[i].Pix[(y*tt.w+x)*4:]
						d := max(dist(r>>8, p[0]), dist(gr>>8, p[1]), dist(b>>8, p[2]))
						if !tt.noise && d != 0 || d > 128 {
							t.Fatalf("frame %d, pixel %d,%d: got %d,%d,%d, want %v", i, x, y, r>>8, gr>>8, b>>8, p[:3])
						}
					}
				}
			}
		})
	}
}

// After the first, a frame writes only the rectangle where it differs
// from the one before, one pixel where nothing does: a square moved
// across stripes costs its path, not the picture.
func TestEncodeChangesOnly(t *testing.T) {
	const w, h = 301, 97
	rng := rand.New(rand.NewPCG(3, 4))
	frames := []frameOf{frame(w, h, 0, false, rng), frame(w, h, 1, false, rng), frame(w, h, 1, false, rng), frame(w, h, 200, false, rng)}
	enc, err := gifenc.New(w, h, frames[0].Pix)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range frames {
		if err := enc.Add(f.Pix, f.Delay); err != nil {
			t.Fatal(err)
		}
	}
	data, err := enc.GIF()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []image.Rectangle{
		image.Rect(0, 0, w, h),
		image.Rect(0, 4, 9, 12),   // the square one column on
		image.Rect(0, 0, 1, 1),    // the same again
		image.Rect(1, 4, 208, 12), // from columns 1–8 to 200–207
	} {
		if got := g.Image[i].Bounds(); got != want {
			t.Errorf("frame %d: got %v, want %v", i, got, want)
		}
	}
}

func dist(a uint32, b byte) int {
	d := int(a) - int(b)
	if d < 0 {
		return -d
	}
	return d
}

func TestEncodeErrors(t *testing.T) {
	for _, tt := range []struct {
		name    string
		w, h    int
		samples [][]byte
	}{
		{"no sample", 1, 1, nil},
		{"no width", 0, 1, [][]byte{{}}},
		{"too wide", 1 << 16, 1, [][]byte{make([]byte, 1<<18)}},
		{"short pixels", 2, 2, [][]byte{make([]byte, 15)}},
	} {
		if _, err := gifenc.New(tt.w, tt.h, tt.samples...); err == nil {
			t.Errorf("%s: got no error, want one", tt.name)
		}
	}
	enc, err := gifenc.New(2, 2, make([]byte, 16))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := enc.GIF(); err == nil {
		t.Errorf("a GIF of no frame: got no error, want one")
	}
	if err := enc.Add(make([]byte, 12), 10); err == nil {
		t.Errorf("a frame too short: got no error, want one")
	}
}

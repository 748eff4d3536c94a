// Package gifenc writes animated GIF images from RGBA frames, as they
// come: one palette of at most 256 colours for the whole animation (the
// colours used most in sample frames; each pixel drawn in the nearest),
// each frame LZW-compressed when added, only the rectangle where it
// differs from the frame before, played in a loop. It is written
// for the game page's pictures of a game, whose boards have few colours;
// it imports nothing of Go's image packages, which would weigh on the
// page's WebAssembly.
package gifenc

import (
	"errors"
	"slices"
)

// maxSide bounds the width and the height of an image, as the format
// does.
const maxSide = 1<<16 - 1

// Encoder writes an animation of frames w × h pixels: pixels are four
// bytes (red, green, blue, alpha) each, row after row; alpha is ignored
// (draw the frames on a background first).
type Encoder struct {
	w, h int
	pal  *palette
	out  []byte
	// idx is the frame being added, as palette indices; prev the frame
	// before; rect the rectangle of idx written.
	idx, prev, rect []byte
	lzw             lzwEncoder
	frames          int
}

// New returns an encoder of frames w × h pixels, whose palette is made of
// the colours of samples (frames of the animation, whose colours it
// shows best: the first and the last of a game show each player's).
func New(w, h int, samples ...[]byte) (*Encoder, error) {
	switch {
	case len(samples) == 0:
		return nil, errors.New("gifenc: no sample for the palette")
	case w < 1 || h < 1 || w > maxSide || h > maxSide:
		return nil, errors.New("gifenc: the width and height must be 1 to 65535")
	}
	for _, pix := range samples {
		if len(pix) != w*h*4 {
			return nil, errors.New("gifenc: a sample's pixels are not width × height × 4 bytes")
		}
	}
	e := &Encoder{w: w, h: h, pal: paletteOf(samples), idx: make([]byte, w*h), prev: make([]byte, w*h)}
	e.out = append(e.out, "GIF89a"...)
	e.out = le16(e.out, w)
	e.out = le16(e.out, h)
	// A global colour table of 256 entries (2^(7+1)), 8 bits a colour.
	e.out = append(e.out, 0xF7, 0, 0)
	for i := range 256 {
		if i < len(e.pal.colors) {
			c := e.pal.colors[i]
			e.out = append(e.out, byte(c[0]), byte(c[1]), byte(c[2]))
		} else {
			e.out = append(e.out, 0, 0, 0)
		}
	}
	// NETSCAPE2.0: loop for ever.
	e.out = append(e.out, 0x21, 0xFF, 11)
	e.out = append(e.out, "NETSCAPE2.0"...)
	e.out = append(e.out, 3, 1, 0, 0, 0)
	return e, nil
}

// Add adds a frame, shown delay hundredths of a second. After the first,
// only the rectangle where it differs from the frame before is written
// (one pixel where nothing does): the frames are drawn over each other.
func (e *Encoder) Add(pix []byte, delay int) error {
	if len(pix) != e.w*e.h*4 {
		return errors.New("gifenc: a frame's pixels are not width × height × 4 bytes")
	}
	for i := range e.idx {
		e.idx[i] = e.pal.indexOf(pix[i*4], pix[i*4+1], pix[i*4+2])
	}
	x0, y0, x1, y1 := 0, 0, e.w, e.h
	if e.frames > 0 {
		x0, y0, x1, y1 = changed(e.prev, e.idx, e.w, e.h)
	}
	e.rect = e.rect[:0]
	for y := y0; y < y1; y++ {
		e.rect = append(e.rect, e.idx[y*e.w+x0:y*e.w+x1]...)
	}
	// Graphic control: no disposal (the next frame is drawn over this
	// one), no transparency, the delay.
	e.out = append(e.out, 0x21, 0xF9, 4, 0)
	e.out = le16(e.out, min(max(delay, 0), maxSide))
	e.out = append(e.out, 0, 0)
	// Image descriptor: the rectangle, no local colour table.
	e.out = append(e.out, 0x2C)
	e.out = le16(e.out, x0)
	e.out = le16(e.out, y0)
	e.out = le16(e.out, x1-x0)
	e.out = le16(e.out, y1-y0)
	e.out = append(e.out, 0)
	e.out = append(e.out, litWidth)
	e.out = e.lzw.encode(e.out, e.rect)
	e.idx, e.prev = e.prev, e.idx
	e.frames++
	return nil
}

// changed returns the smallest rectangle, x0 ≤ x < x1 and y0 ≤ y < y1,
// holding every pixel where frames a and b of w × h differ; the top left
// pixel when none does.
func changed(a, b []byte, w, h int) (x0, y0, x1, y1 int) {
	x0, y0, x1, y1 = w, h, 0, 0
	for y := range h {
		row := y * w
		for x := 0; x < w; x++ {
			if a[row+x] != b[row+x] {
				x0, x1 = min(x0, x), max(x1, x+1)
				y0, y1 = min(y0, y), max(y1, y+1)
			}
		}
	}
	if x1 == 0 {
		return 0, 0, 1, 1
	}
	return x0, y0, x1, y1
}

// Frames returns the number of frames added.
func (e *Encoder) Frames() int { return e.frames }

// GIF returns the file: the frames added so far, at least one, and the
// trailer.
func (e *Encoder) GIF() ([]byte, error) {
	if e.frames == 0 {
		return nil, errors.New("gifenc: no frame")
	}
	return append(slices.Clip(e.out), 0x3B), nil
}

// le16 appends v as two bytes, the low first.
func le16(b []byte, v int) []byte { return append(b, byte(v), byte(v>>8)) }

// key is the bucket of a colour: five bits of each of red, green, blue.
func key(r, g, b byte) int { return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3) }

// palette is the colours of an animation and the index in them of each
// bucket (see key), found when first drawn.
type palette struct {
	colors [][3]int
	index  [1 << 15]int16 // the index plus one; 0: not found yet
}

// paletteOf chooses the colours of samples: the 256 buckets most used,
// each the mean of the colours that fell in it.
func paletteOf(samples [][]byte) *palette {
	var count [1 << 15]int
	var sum [1 << 15][3]int
	for _, pix := range samples {
		for i := 0; i < len(pix); i += 4 {
			k := key(pix[i], pix[i+1], pix[i+2])
			count[k]++
			sum[k][0] += int(pix[i])
			sum[k][1] += int(pix[i+1])
			sum[k][2] += int(pix[i+2])
		}
	}
	var used []int
	for k, n := range count {
		if n > 0 {
			used = append(used, k)
		}
	}
	slices.SortStableFunc(used, func(a, b int) int { return count[b] - count[a] })
	p := &palette{}
	for _, k := range used[:min(len(used), 256)] {
		n := count[k]
		p.colors = append(p.colors, [3]int{sum[k][0] / n, sum[k][1] / n, sum[k][2] / n})
	}
	return p
}

// indexOf returns the index of the colour a pixel is drawn in: the
// nearest to the middle of its bucket.
func (p *palette) indexOf(r, g, b byte) byte {
	k := key(r, g, b)
	if i := p.index[k]; i > 0 {
		return byte(i - 1)
	}
	cr, cg, cb := int(r>>3)<<3|4, int(g>>3)<<3|4, int(b>>3)<<3|4
	best, bestD := 0, 1<<30
	for i, c := range p.colors {
		dr, dg, db := cr-c[0], cg-c[1], cb-c[2]
		if d := dr*dr + dg*dg + db*db; d < bestD {
			best, bestD = i, d
		}
	}
	p.index[k] = int16(best + 1)
	return byte(best)
}

// litWidth is the LZW code size of the pixels: 8 bits, for 256 colours.
const litWidth = 8

// maxCode is the highest LZW code of a GIF, of 12 bits.
const maxCode = 1<<12 - 1

// lzwEncoder compresses a frame's pixels as GIF's variant of LZW does
// (codes written from the lowest bit, growing from 9 to 12 bits, a clear
// code when all are taken), in sub-blocks of up to 255 bytes. Its table
// is kept from frame to frame, and only the entries used are cleared.
type lzwEncoder struct {
	// table maps a code and the next pixel to the code of both, plus
	// one (0: none).
	table []uint16
	used  []int32

	out             []byte
	block           int // where the length of the sub-block being written is
	bits            uint32
	nBits           uint
	width           uint
	hi, overflow    int
	clear, endOfAll int
}

// encode appends the compressed idx to out, as sub-blocks ending with an
// empty one.
func (e *lzwEncoder) encode(out, idx []byte) []byte {
	if e.table == nil {
		e.table = make([]uint16, (maxCode+1)<<8)
	}
	e.out, e.block, e.bits, e.nBits = out, len(out), 0, 0
	e.out = append(e.out, 0)
	e.clear, e.endOfAll = 1<<litWidth, 1<<litWidth+1
	e.reset()
	e.write(e.clear)
	saved := int(idx[0])
	for _, px := range idx[1:] {
		k := saved<<8 | int(px)
		if c := e.table[k]; c != 0 {
			saved = int(c) - 1
			continue
		}
		e.write(saved)
		saved = int(px)
		if e.incHi() {
			continue
		}
		e.table[k] = uint16(e.hi + 1)
		e.used = append(e.used, int32(k))
	}
	e.write(saved)
	e.incHi()
	e.write(e.endOfAll)
	if e.nBits > 0 {
		e.put(byte(e.bits))
	}
	return append(e.out, 0) // the empty sub-block that ends the frame
}

// reset starts the codes again: the table empty, codes of 9 bits.
func (e *lzwEncoder) reset() {
	for _, k := range e.used {
		e.table[k] = 0
	}
	e.used = e.used[:0]
	e.width = litWidth + 1
	e.hi = e.endOfAll
	e.overflow = 1 << e.width
}

// incHi takes the next code, widening the codes when it needs a bit more;
// with every code taken it writes a clear code, starts again and
// reports true.
func (e *lzwEncoder) incHi() bool {
	e.hi++
	if e.hi == e.overflow {
		e.width++
		e.overflow <<= 1
	}
	if e.hi == maxCode {
		e.write(e.clear)
		e.reset()
		return true
	}
	return false
}

// write writes code, of the current width.
func (e *lzwEncoder) write(code int) {
	e.bits |= uint32(code) << e.nBits
	e.nBits += e.width
	for e.nBits >= 8 {
		e.put(byte(e.bits))
		e.bits >>= 8
		e.nBits -= 8
	}
}

// put appends a byte to the sub-block being written, starting another
// when it holds 255.
func (e *lzwEncoder) put(b byte) {
	if e.out[e.block] == 255 {
		e.block = len(e.out)
		e.out = append(e.out, 0)
	}
	e.out = append(e.out, b)
	e.out[e.block]++
}

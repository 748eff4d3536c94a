// Package gifenc writes animated GIF images from RGBA frames: one palette
// of at most 256 colours for the whole animation (the colours used most,
// each pixel drawn in the nearest), LZW-compressed frames, played in a
// loop. It is written for the game page's pictures of a game, whose
// boards have few colours; it imports nothing of Go's image packages,
// which would weigh on the page's WebAssembly.
package gifenc

import (
	"errors"
	"slices"
)

// Frame is one picture of an animation: its pixels, four bytes (red,
// green, blue, alpha) each, row after row, and how long it shows, in
// hundredths of a second.
type Frame struct {
	Pix   []byte
	Delay int
}

// maxSide bounds the width and the height of an image, as the format
// does.
const maxSide = 1<<16 - 1

// Encode returns the GIF of frames, each w × h pixels, played in a loop.
// Transparent pixels are drawn as they are, without their alpha: draw
// the frames on a background first.
func Encode(w, h int, frames []Frame) ([]byte, error) {
	switch {
	case len(frames) == 0:
		return nil, errors.New("gifenc: no frame")
	case w < 1 || h < 1 || w > maxSide || h > maxSide:
		return nil, errors.New("gifenc: the width and height must be 1 to 65535")
	}
	for _, f := range frames {
		if len(f.Pix) != w*h*4 {
			return nil, errors.New("gifenc: a frame's pixels are not width × height × 4 bytes")
		}
	}
	pal := paletteOf(frames)
	out := make([]byte, 0, 1024)
	out = append(out, "GIF89a"...)
	out = le16(out, w)
	out = le16(out, h)
	// A global colour table of 256 entries (2^(7+1)), 8 bits a colour.
	out = append(out, 0xF7, 0, 0)
	for i := range 256 {
		if i < len(pal.colors) {
			c := pal.colors[i]
			out = append(out, byte(c>>16), byte(c>>8), byte(c))
		} else {
			out = append(out, 0, 0, 0)
		}
	}
	// NETSCAPE2.0: loop for ever.
	out = append(out, 0x21, 0xFF, 11)
	out = append(out, "NETSCAPE2.0"...)
	out = append(out, 3, 1, 0, 0, 0)
	idx := make([]byte, w*h)
	var enc lzwEncoder
	for _, f := range frames {
		// Graphic control: no disposal, no transparency, the delay.
		out = append(out, 0x21, 0xF9, 4, 0)
		out = le16(out, max(f.Delay, 0))
		out = append(out, 0, 0)
		// Image descriptor: the whole screen, no local colour table.
		out = append(out, 0x2C, 0, 0, 0, 0)
		out = le16(out, w)
		out = le16(out, h)
		out = append(out, 0)
		for i := range idx {
			p := f.Pix[i*4 : i*4+4]
			idx[i] = pal.index[key(p[0], p[1], p[2])]
		}
		out = append(out, litWidth)
		out = enc.encode(out, idx)
	}
	return append(out, 0x3B), nil
}

// le16 appends v as two bytes, the low first.
func le16(b []byte, v int) []byte { return append(b, byte(v), byte(v>>8)) }

// key is the bucket of a colour: five bits of each of red, green, blue.
func key(r, g, b byte) int { return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3) }

// palette is the colours of an animation, 0xRRGGBB, and the index in
// them of each bucket (see key).
type palette struct {
	colors []uint32
	index  [1 << 15]byte
}

// paletteOf chooses the colours of frames: the 256 buckets most used,
// each the mean of the colours that fell in it; every bucket is drawn in
// the nearest of them.
func paletteOf(frames []Frame) *palette {
	var count [1 << 15]int
	var sum [1 << 15][3]int
	for _, f := range frames {
		for i := 0; i < len(f.Pix); i += 4 {
			k := key(f.Pix[i], f.Pix[i+1], f.Pix[i+2])
			count[k]++
			sum[k][0] += int(f.Pix[i])
			sum[k][1] += int(f.Pix[i+1])
			sum[k][2] += int(f.Pix[i+2])
		}
	}
	var used []int
	for k, n := range count {
		if n > 0 {
			used = append(used, k)
		}
	}
	slices.SortStableFunc(used, func(a, b int) int { return count[b] - count[a] })
	used = used[:min(len(used), 256)]
	p := &palette{}
	rgb := make([][3]int, len(used))
	for i, k := range used {
		n := count[k]
		rgb[i] = [3]int{sum[k][0] / n, sum[k][1] / n, sum[k][2] / n}
		p.colors = append(p.colors, uint32(rgb[i][0])<<16|uint32(rgb[i][1])<<8|uint32(rgb[i][2]))
	}
	for k := range p.index {
		if count[k] == 0 {
			continue // never drawn
		}
		r, g, b := (k>>10)<<3|4, (k>>5&31)<<3|4, (k&31)<<3|4
		best, bestD := 0, 1<<30
		for i, c := range rgb {
			dr, dg, db := r-c[0], g-c[1], b-c[2]
			if d := dr*dr + dg*dg + db*db; d < bestD {
				best, bestD = i, d
			}
		}
		p.index[k] = byte(best)
	}
	return p
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

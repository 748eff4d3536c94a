// Package qr draws text as a QR code (ISO/IEC 18004) in byte mode, for a
// phone's camera to read: the smallest version that holds the text, with
// as much error correction as that version leaves room for, and the mask
// that makes the fewest patterns a reader could trip on. It follows the
// well-known algorithm as Project Nayuki's generator lays it out.
package qr

import (
	"errors"
	"strconv"
	"strings"
)

// MaxBytes is the longest text a code holds: version 40 at the lowest
// level of error correction, in byte mode.
const MaxBytes = 2953

// ErrTooLong reports a text longer than MaxBytes.
var ErrTooLong = errors.New("the text is too long for a QR code")

// Code is a QR code: a square of Size × Size modules, dark or light,
// without the quiet zone of four light modules around it.
type Code struct {
	Size int
	// Version is 1 to 40; Level the error correction, 0 to 3 for L, M,
	// Q and H.
	Version, Level int
	dark           []bool
	fn             []bool // the function patterns, which no mask changes
}

// Dark reports whether the module at column x, row y is dark.
func (c *Code) Dark(x, y int) bool { return c.dark[y*c.Size+x] }

// Levels of error correction, from the least to the most.
const (
	levelL = iota
	levelM
	levelQ
	levelH
)

// eccPerBlock and blocks are, by level and version, the error correction
// codewords of each block and the number of blocks.
var (
	eccPerBlock = [4][41]int8{
		{-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
		{-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28},
		{-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
		{-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
	}
	blocks = [4][41]int8{
		{-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25},
		{-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49},
		{-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68},
		{-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81},
	}
	// formatLevel is each level's two bits in the format information.
	formatLevel = [4]int{1, 0, 3, 2}
)

// rawModules returns how many modules of a code of version ver hold
// data and error correction, remainder bits included.
func rawModules(ver int) int {
	n := (16*ver+128)*ver + 64
	if ver >= 2 {
		align := ver/7 + 2
		n -= (25*align-10)*align - 55
		if ver >= 7 {
			n -= 36
		}
	}
	return n
}

// dataCodewords returns how many 8-bit data codewords a code holds.
func dataCodewords(ver, level int) int {
	return rawModules(ver)/8 - int(eccPerBlock[level][ver])*int(blocks[level][ver])
}

// dataBits returns how many bits text takes in byte mode at version ver.
func dataBits(ver, n int) int {
	count := 8
	if ver > 9 {
		count = 16
	}
	return 4 + count + 8*n
}

// Encode returns the QR code of text, or ErrTooLong.
func Encode(text string) (*Code, error) {
	ver := 1
	for ; ver <= 40; ver++ {
		if dataBits(ver, len(text)) <= dataCodewords(ver, levelL)*8 {
			break
		}
	}
	if ver > 40 {
		return nil, ErrTooLong
	}
	level := levelL
	for l := levelM; l <= levelH; l++ {
		if dataBits(ver, len(text)) <= dataCodewords(ver, l)*8 {
			level = l
		}
	}
	// The data: byte mode, the length, the bytes, a terminator, then
	// padding to the capacity.
	var w bits
	w.add(4, 4)
	if ver > 9 {
		w.add(uint(len(text)), 16)
	} else {
		w.add(uint(len(text)), 8)
	}
	for i := range len(text) {
		w.add(uint(text[i]), 8)
	}
	capacity := dataCodewords(ver, level) * 8
	w.add(0, min(4, capacity-w.n))
	w.add(0, (8-w.n%8)%8)
	for pad := uint(0xec); w.n < capacity; pad ^= 0xec ^ 0x11 {
		w.add(pad, 8)
	}
	c := &Code{Size: ver*4 + 17, Version: ver, Level: level}
	c.dark = make([]bool, c.Size*c.Size)
	c.fn = make([]bool, c.Size*c.Size)
	c.drawPatterns()
	c.drawCodewords(c.interleave(w.b))
	best, penalty := 0, -1
	for mask := range 8 {
		c.applyMask(mask)
		c.drawFormat(mask)
		if p := c.penalty(); penalty < 0 || p < penalty {
			best, penalty = mask, p
		}
		c.applyMask(mask) // undoes it
	}
	c.applyMask(best)
	c.drawFormat(best)
	return c, nil
}

// bits is a string of bits, most significant first.
type bits struct {
	b []byte
	n int
}

func (w *bits) add(v uint, n int) {
	for i := n - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.b = append(w.b, 0)
		}
		w.b[w.n/8] |= byte(v>>i&1) << (7 - w.n%8)
		w.n++
	}
}

// set draws a function module.
func (c *Code) set(x, y int, dark bool) {
	c.dark[y*c.Size+x] = dark
	c.fn[y*c.Size+x] = true
}

// alignments returns the centres of the alignment patterns on each axis.
func (c *Code) alignments() []int {
	if c.Version == 1 {
		return nil
	}
	n := c.Version/7 + 2
	step := (c.Version*8 + n*3 + 5) / (n*4 - 4) * 2
	out := make([]int, n)
	out[0] = 6
	for i, pos := n-1, c.Size-7; i >= 1; i, pos = i-1, pos-step {
		out[i] = pos
	}
	return out
}

// drawPatterns draws the finder, timing and alignment patterns, the
// version information, and reserves the format information's modules.
func (c *Code) drawPatterns() {
	size := c.Size
	for i := range size {
		c.set(6, i, i%2 == 0)
		c.set(i, 6, i%2 == 0)
	}
	for _, f := range [][2]int{{3, 3}, {size - 4, 3}, {3, size - 4}} {
		for dy := -4; dy <= 4; dy++ {
			for dx := -4; dx <= 4; dx++ {
				x, y := f[0]+dx, f[1]+dy
				if x >= 0 && x < size && y >= 0 && y < size {
					d := max(abs(dx), abs(dy))
					c.set(x, y, d != 2 && d != 4)
				}
			}
		}
	}
	al := c.alignments()
	last := len(al) - 1
	for i := range al {
		for j := range al {
			if i == 0 && j == 0 || i == 0 && j == last || i == last && j == 0 {
				continue
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					c.set(al[i]+dx, al[j]+dy, max(abs(dx), abs(dy)) != 1)
				}
			}
		}
	}
	c.drawFormat(0)
	if c.Version >= 7 {
		rem := c.Version
		for range 12 {
			rem = rem<<1 ^ (rem>>11)*0x1f25
		}
		v := c.Version<<12 | rem
		for i := range 18 {
			dark := v>>i&1 != 0
			a, b := size-11+i%3, i/3
			c.set(a, b, dark)
			c.set(b, a, dark)
		}
	}
}

// drawFormat draws both copies of the format information: the level of
// error correction and the mask.
func (c *Code) drawFormat(mask int) {
	data := formatLevel[c.Level]<<3 | mask
	rem := data
	for range 10 {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	v := (data<<10 | rem) ^ 0x5412
	bit := func(i int) bool { return v>>i&1 != 0 }
	size := c.Size
	for i := range 6 {
		c.set(8, i, bit(i))
	}
	c.set(8, 7, bit(6))
	c.set(8, 8, bit(7))
	c.set(7, 8, bit(8))
	for i := 9; i < 15; i++ {
		c.set(14-i, 8, bit(i))
	}
	for i := range 8 {
		c.set(size-1-i, 8, bit(i))
	}
	for i := 8; i < 15; i++ {
		c.set(8, size-15+i, bit(i))
	}
	c.set(8, size-8, true)
}

// interleave splits data into blocks, adds each block's error correction
// and interleaves them.
func (c *Code) interleave(data []byte) []byte {
	nb, ecc := int(blocks[c.Level][c.Version]), int(eccPerBlock[c.Level][c.Version])
	raw := rawModules(c.Version) / 8
	short := nb - raw%nb
	shortLen := raw / nb
	div := rsDivisor(ecc)
	var all [][]byte
	k := 0
	for i := range nb {
		n := shortLen - ecc
		if i >= short {
			n++
		}
		block := append([]byte(nil), data[k:k+n]...)
		k += n
		rem := rsRemainder(block, div)
		if i < short {
			block = append(block, 0)
		}
		all = append(all, append(block, rem...))
	}
	var out []byte
	for i := range all[0] {
		for j, block := range all {
			if i != shortLen-ecc || j >= short {
				out = append(out, block[i])
			}
		}
	}
	return out
}

// rsDivisor returns the Reed–Solomon generator polynomial of the given
// degree, highest coefficient (1) left out.
func rsDivisor(degree int) []byte {
	out := make([]byte, degree)
	out[degree-1] = 1
	root := byte(1)
	for range degree {
		for j := range out {
			out[j] = gfMul(out[j], root)
			if j+1 < len(out) {
				out[j] ^= out[j+1]
			}
		}
		root = gfMul(root, 2)
	}
	return out
}

// rsRemainder returns the error correction codewords of data.
func rsRemainder(data, div []byte) []byte {
	out := make([]byte, len(div))
	for _, b := range data {
		factor := b ^ out[0]
		copy(out, out[1:])
		out[len(out)-1] = 0
		for i, d := range div {
			out[i] ^= gfMul(d, factor)
		}
	}
	return out
}

// gfMul multiplies in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1.
func gfMul(x, y byte) byte {
	z := 0
	for i := 7; i >= 0; i-- {
		z = z<<1 ^ (z>>7)*0x11d
		z ^= int(y>>i&1) * int(x)
	}
	return byte(z)
}

// drawCodewords lays the codewords in the zigzag of two-module columns
// from the bottom right, skipping the function patterns.
func (c *Code) drawCodewords(data []byte) {
	size, i := c.Size, 0
	for right := size - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5
		}
		for vert := range size {
			for j := range 2 {
				x := right - j
				y := vert
				if (right+1)&2 == 0 {
					y = size - 1 - vert
				}
				if !c.fn[y*size+x] && i < len(data)*8 {
					c.dark[y*size+x] = data[i>>3]>>(7-i&7)&1 != 0
					i++
				}
			}
		}
	}
}

// applyMask flips the data modules that mask selects; applied twice it
// undoes itself.
func (c *Code) applyMask(mask int) {
	for y := range c.Size {
		for x := range c.Size {
			var flip bool
			switch mask {
			case 0:
				flip = (x+y)%2 == 0
			case 1:
				flip = y%2 == 0
			case 2:
				flip = x%3 == 0
			case 3:
				flip = (x+y)%3 == 0
			case 4:
				flip = (x/3+y/2)%2 == 0
			case 5:
				flip = x*y%2+x*y%3 == 0
			case 6:
				flip = (x*y%2+x*y%3)%2 == 0
			default:
				flip = ((x+y)%2+x*y%3)%2 == 0
			}
			if flip && !c.fn[y*c.Size+x] {
				c.dark[y*c.Size+x] = !c.dark[y*c.Size+x]
			}
		}
	}
}

// penalty scores how hard the code is to read: runs of five or more
// modules of one colour, 2 × 2 blocks of one colour, and the balance of
// dark and light (the standard's rules 1, 2 and 4; rule 3, the patterns
// that look like a finder, is left out).
func (c *Code) penalty() int {
	size, p, dark := c.Size, 0, 0
	for a := range size {
		for _, row := range []bool{true, false} {
			run, last := 0, false
			for b := range size {
				d := c.Dark(b, a)
				if !row {
					d = c.Dark(a, b)
				}
				if b > 0 && d == last {
					run++
				} else {
					run = 1
				}
				last = d
				if run == 5 {
					p += 3
				} else if run > 5 {
					p++
				}
			}
		}
	}
	for y := range size {
		for x := range size {
			if c.Dark(x, y) {
				dark++
			}
			if x+1 < size && y+1 < size {
				d := c.Dark(x, y)
				if c.Dark(x+1, y) == d && c.Dark(x, y+1) == d && c.Dark(x+1, y+1) == d {
					p += 3
				}
			}
		}
	}
	total := size * size
	k := (abs(dark*20-total*10)+total-1)/total - 1
	return p + max(k, 0)*10
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Path returns SVG path data drawing the dark modules, one unit each,
// the code's top left at (0, 0): a rectangle per run of dark modules in
// a row.
func (c *Code) Path() string {
	var b strings.Builder
	for y := range c.Size {
		for x := 0; x < c.Size; {
			if !c.Dark(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < c.Size && c.Dark(x+run, y) {
				run++
			}
			b.WriteString("M" + strconv.Itoa(x) + " " + strconv.Itoa(y) + "h" + strconv.Itoa(run) + "v1h-" + strconv.Itoa(run) + "z")
			x += run
		}
	}
	return b.String()
}

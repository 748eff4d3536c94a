// Command icons draws Impasse's app icons into web/icons:
//
//	go run ./cmd/icons [-out web/icons]
//
// The icon is a pinwheel of four dominoes in the Okabe–Ito colours around
// an empty square: four pieces each blocking the next, an impasse. It is
// written as SVG (the favicon and the manifest's "any" size) and drawn
// into PNGs with anti-aliased edges from signed distances: 192 and 512
// (rounded tile, transparent corners), a maskable 512 (full bleed, the
// pieces inside the central safe circle) and a 180 Apple touch icon
// (full bleed: iOS rounds it).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// Colours: the tile and four Okabe–Ito colours.
var (
	tileColor = hex("#1d2430")
	pieces    = []struct {
		color string
		// cells covered, on a 3 × 3 grid (column, row).
		x0, y0, x1, y1 int
	}{
		{"#56B4E9", 0, 0, 1, 0}, // sky blue, top
		{"#F0E442", 2, 0, 2, 1}, // yellow, right
		{"#D55E00", 1, 2, 2, 2}, // vermillion, bottom
		{"#009E73", 0, 1, 0, 2}, // bluish green, left
	}
)

// layout is the geometry in units of the icon's side.
type layout struct {
	tileRadius float64 // 0: the tile fills the square (full bleed)
	content    float64 // the side of the 3 × 3 grid
}

var (
	standard = layout{tileRadius: 0.22, content: 0.64}
	maskable = layout{tileRadius: 0, content: 0.50} // within the 80 % safe circle
	apple    = layout{tileRadius: 0, content: 0.62}
)

const (
	gapShare    = 0.16 // the gap between cells, as a share of a cell
	pieceRadius = 0.20 // corner radius of a piece, as a share of a cell
	studShare   = 0.5  // the lighter square inside each cell
)

// rect is an axis-aligned rounded rectangle in icon units.
type rect struct {
	x0, y0, x1, y1, r float64
	fill              color.NRGBA
}

// shapes returns the rectangles of the icon, back to front.
func shapes(l layout) []rect {
	var out []rect
	out = append(out, rect{0, 0, 1, 1, l.tileRadius, tileColor})
	cell := l.content / (3 + 2*gapShare)
	gap := cell * gapShare
	origin := (1 - l.content) / 2
	at := func(i int) float64 { return origin + float64(i)*(cell+gap) }
	for _, p := range pieces {
		c := hex(p.color)
		out = append(out, rect{at(p.x0), at(p.y0), at(p.x1) + cell, at(p.y1) + cell, cell * pieceRadius, c})
		// A lighter stud in each cell makes the dominoes read as
		// pieces of two squares.
		stud := lighten(c, 0.2)
		inset := cell * (1 - studShare) / 2
		for x := p.x0; x <= p.x1; x++ {
			for y := p.y0; y <= p.y1; y++ {
				out = append(out, rect{at(x) + inset, at(y) + inset, at(x) + cell - inset, at(y) + cell - inset, cell * 0.12, stud})
			}
		}
	}
	return out
}

// sdf is the signed distance from (px, py) to the rounded rectangle.
func (r rect) sdf(px, py float64) float64 {
	cx, cy := (r.x0+r.x1)/2, (r.y0+r.y1)/2
	hx, hy := (r.x1-r.x0)/2-r.r, (r.y1-r.y0)/2-r.r
	dx, dy := math.Abs(px-cx)-hx, math.Abs(py-cy)-hy
	outside := math.Hypot(math.Max(dx, 0), math.Max(dy, 0))
	inside := math.Min(math.Max(dx, dy), 0)
	return outside + inside - r.r
}

// draw renders the layout at size × size pixels.
func draw(l layout, size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	px := 1 / float64(size)
	list := shapes(l)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			u, v := (float64(x)+0.5)*px, (float64(y)+0.5)*px
			var r, g, b, a float64 // premultiplied
			for _, s := range list {
				cov := math.Min(math.Max(0.5-s.sdf(u, v)/px, 0), 1)
				if cov == 0 {
					continue
				}
				sa := cov * float64(s.fill.A) / 255
				r = float64(s.fill.R)/255*sa + r*(1-sa)
				g = float64(s.fill.G)/255*sa + g*(1-sa)
				b = float64(s.fill.B)/255*sa + b*(1-sa)
				a = sa + a*(1-sa)
			}
			if a > 0 {
				img.SetNRGBA(x, y, color.NRGBA{
					R: uint8(math.Round(r / a * 255)),
					G: uint8(math.Round(g / a * 255)),
					B: uint8(math.Round(b / a * 255)),
					A: uint8(math.Round(a * 255)),
				})
			}
		}
	}
	return img
}

// svg writes the standard layout as SVG on a 512 grid.
func svg(l layout) string {
	const n = 512.0
	f := func(v float64) string {
		return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.2f", v*n), "0"), ".")
	}
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` + "\n")
	b.WriteString("<title>Impasse</title>\n")
	for _, s := range shapes(l) {
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>`+"\n",
			f(s.x0), f(s.y0), f(s.x1-s.x0), f(s.y1-s.y0), f(s.r), hexOf(s.fill))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// files returns every icon file by name.
func files() (map[string][]byte, error) {
	out := map[string][]byte{"icon.svg": []byte(svg(standard))}
	for name, spec := range map[string]struct {
		l    layout
		size int
	}{
		"icon-192.png":          {standard, 192},
		"icon-512.png":          {standard, 512},
		"icon-maskable-512.png": {maskable, 512},
		"apple-touch-icon.png":  {apple, 180},
	} {
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, draw(spec.l, spec.size)); err != nil {
			return nil, err
		}
		out[name] = buf.Bytes()
	}
	return out, nil
}

func main() {
	dir := flag.String("out", filepath.Join("web", "icons"), "output directory")
	flag.Parse()
	fs, err := files()
	if err == nil {
		err = os.MkdirAll(*dir, 0o755)
	}
	for name, data := range fs {
		if err != nil {
			break
		}
		err = os.WriteFile(filepath.Join(*dir, name), data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "icons:", err)
		os.Exit(1)
	}
}

func hex(s string) color.NRGBA {
	var r, g, b uint8
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b); err != nil {
		panic(s)
	}
	return color.NRGBA{r, g, b, 255}
}

func hexOf(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// lighten mixes c with white.
func lighten(c color.NRGBA, t float64) color.NRGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(float64(v) + (255-float64(v))*t)) }
	return color.NRGBA{m(c.R), m(c.G), m(c.B), c.A}
}

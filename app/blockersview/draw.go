package blockersview

import (
	"strconv"
	"strings"

	"impasse/app/svg"
	bl "impasse/rules/blockers"
)

// Drawing units: one per square, x to the right from column 1's left
// edge, y down from row A's top edge. Column numbers sit above the
// board, row letters on its left.
//
// Markup is written from templates with the values filled in: one call
// per element, with integers rather than strings where it can, keeps
// the WebAssembly small (each call and each string argument costs code).

// pic accumulates SVG or HTML markup: svg.B's templates, plus n for the
// board's integer values.
type pic struct {
	svg.B
	tmp []byte
}

// w appends t, each '$' replaced by the next of v as it is (svg.B.W).
func (p *pic) w(t string, v ...string) *pic {
	p.W(t, v...)
	return p
}

// n appends t, each placeholder replaced by the next of v: % a length
// in hundredths of a square (106 is "1.06"), # an integer, @ a square's
// name ("G2"), ! a colour's name ("red"), & a tile's name ("moon").
//
//go:noinline
func (p *pic) n(t string, v ...int) *pic {
	b := p.tmp[:0]
	for i := 0; i < len(t); i++ {
		c := t[i]
		x := 0
		switch {
		case len(v) == 0 || c != '%' && c != '#' && c != '@' && c != '!' && c != '&':
			b = append(b, c)
			continue
		default:
			x, v = v[0], v[1:]
		}
		switch c {
		case '%':
			if x < 0 {
				b, x = append(b, '-'), -x
			}
			b = strconv.AppendInt(b, int64(x/100), 10)
			if f := x % 100; f != 0 {
				b = append(b, '.', byte('0'+f/10))
				if f%10 != 0 {
					b = append(b, byte('0'+f%10))
				}
			}
		case '#':
			b = strconv.AppendInt(b, int64(x), 10)
		case '@':
			b = append(b, byte('A'+x/9), byte('1'+x%9))
		case '!':
			b = append(b, bl.ColourNames[x]...)
		default:
			b = append(b, bl.TileName(bl.Kind(x))...)
		}
	}
	p.tmp = b
	p.Raw(b)
	return p
}

// e appends text escaped.
func (p *pic) e(text string) *pic { return p.w("~", text) }

// grid is what a drawing shows of the board: colour<<5 | kind for the
// tile on each square, -1 for an empty one.
type grid [bl.Squares]int

// gridOf returns the tiles of a position.
func gridOf(s *bl.State) *grid {
	var g grid
	for sq := range g {
		c, k, ok := s.At(sq)
		g[sq] = c<<5 | int(k)
		if !ok {
			g[sq] = -1
		}
	}
	return &g
}

// parseGrid reads tiles written "colour:tile@square", separated by
// spaces, with the colour as a digit ("0:7@C7"); it panics on a bad one
// (the tests draw every picture).
func parseGrid(text string) *grid {
	var g grid
	for sq := range g {
		g[sq] = -1
	}
	for _, f := range strings.Fields(text) {
		k, err1 := bl.ParseTile(f[2:strings.IndexByte(f, '@')])
		sq, err2 := bl.ParseSquare(f[len(f)-2:])
		if err1 != nil || err2 != nil {
			panic("blockersview: bad tile " + f)
		}
		g[sq] = int(f[0]-'0')<<5 | int(k)
	}
	return &g
}

// open starts an svg element showing the board, with classes cls and
// any further attributes.
func (p *pic) open(cls, attrs string) *pic {
	return p.w(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="-.62 -.62 9.72 9.72" class="board bl-board $" $>`, cls, attrs)
}

// background is the empty board, drawn once.
var background string

// board draws the empty board: the nine boxes shaded in turn, the box
// symbol faint on every square, the lines (thicker round the boxes) and
// the coordinates.
func (p *pic) board() *pic {
	if background == "" {
		var q pic
		q.w(`<rect class="bl-bed" x="-.06" y="-.06" width="9.12" height="9.12" rx=".1"/>`)
		for b := 0; b < 9; b++ {
			q.n(`<rect class="bl-box b#" x="#" y="#" width="3" height="3"/>`, b%2, b%3*3, b/3*3)
		}
		for sq := 0; sq < bl.Squares; sq++ {
			q.n(`<g class="bl-faint" transform="translate(% %) scale(.56)">`, sq%9*100+22, sq/9*100+22).w(symbolMarks[bl.BoxLayout[sq/27*3+sq%9/3]] + "</g>")
		}
		q.w(`<path class="bl-grid" d="M1 0V9M2 0V9M4 0V9M5 0V9M7 0V9M8 0V9M0 1H9M0 2H9M0 4H9M0 5H9M0 7H9M0 8H9"/>` +
			`<path class="bl-boxes" d="M0 -.04V9.04M3 -.04V9.04M6 -.04V9.04M9 -.04V9.04M-.04 0H9.04M-.04 3H9.04M-.04 6H9.04M-.04 9H9.04"/>`)
		for i := 0; i < 9; i++ {
			q.n(`<text class="coord" x="%" y="-.2">#</text><text class="coord" x="-.3" y="%">`, i*100+50, i+1, i*100+64).w(string(rune('A'+i)) + "</text>")
		}
		background = q.String()
	}
	return p.w(background)
}

// symbolMarks draw the nine symbols in a unit square, in the order of
// bl.Symbol, with the classes f (filled) and s (stroked).
var symbolMarks = [bl.NumSymbols]string{
	`<path class="f" d="M.5 .21L.579 .431L.814 .438L.628 .582L.694 .807L.5 .675L.306 .807L.372 .582L.186 .438L.421 .431Z"/>`,
	`<circle class="f" cx=".5" cy=".5" r=".15"/><path class="s" d="M.71 .5H.83M.648 .648L.733 .733M.5 .71V.83M.352 .648L.267 .733M.29 .5H.17M.352 .352L.267 .267M.5 .29V.17M.648 .352L.733 .267"/>`,
	`<path class="f" d="M.5 .8C.2 .6 .13 .42 .21 .3C.29 .18 .46 .2 .5 .33C.54 .2 .71 .18 .79 .3C.87 .42 .8 .6 .5 .8Z"/>`,
	`<path class="f" d="M.5 .16L.77 .5L.5 .84L.23 .5Z"/>`,
	`<circle class="s ring" cx=".5" cy=".5" r=".24"/>`,
	`<path class="f" d="M.5 .16C.8 .4 .86 .55 .78 .64C.7 .73 .57 .7 .53 .62L.58 .83H.42L.47 .62C.43 .7 .3 .73 .22 .64C.14 .55 .2 .4 .5 .16Z"/>`,
	`<path class="f" d="M.6 .17A.34 .34 0 1 0 .6 .83A.42 .42 0 0 1 .6 .17Z"/>`,
	`<path class="f" d="M.5 .18L.83 .78H.17Z"/>`,
	`<circle class="f" cx=".5" cy=".33" r=".14"/><circle class="f" cx=".33" cy=".56" r=".14"/><circle class="f" cx=".67" cy=".56" r=".14"/><path class="f" d="M.47 .5L.42 .84H.58L.53 .5Z"/>`,
}

// colourMarks tell the colours apart without colour: a small stroke
// pattern in each tile's top left corner (red –, blue =, yellow |, green
// +, purple ×).
var colourMarks = [bl.NumColours]string{
	"M.13 .18H.29",
	"M.13 .14H.29M.13 .23H.29",
	"M.21 .1V.27",
	"M.13 .185H.29M.21 .105V.265",
	"M.14 .11L.28 .25M.28 .11L.14 .25",
}

// tile draws a tile (colour<<5 | kind) with its top left corner at x, y
// hundredths, with the classes cls after bl-tile and its colour's, and
// attrs.
func (p *pic) tile(t, x, y int, cls, attrs string) *pic {
	c, k := t>>5, bl.Kind(t&31)
	p.n(`<g class="bl-tile c#`, c).w(`$" `, cls).n(`transform="translate(% %)"`, x, y).
		w(`$><rect class="bg" x=".06" y=".06" width=".88" height=".88" rx=".14"/><path class="mk" d="$"/>`, attrs, colourMarks[c])
	switch {
	case k >= bl.FirstSymbol && k < bl.Wild:
		p.w(symbolMarks[k-bl.FirstSymbol])
	case k == bl.Wild:
		p.w(`<path class="s wild" d="M.5 .2V.8M.24 .35L.76 .65M.24 .65L.76 .35"/>`)
	default:
		p.n(`<text class="gl" x=".5" y=".715">&</text>`, int(k))
	}
	return p.w("</g>")
}

// one draws a tile (colour<<5 | kind) alone in its own svg, for the
// racks and the captures.
func (p *pic) one(t int) *pic {
	p.w(`<svg xmlns="http://www.w3.org/2000/svg" viewBox=".04 .04 .92 .92" class="bl-one" aria-hidden="true">`)
	return p.tile(t, 0, 0, "", "").w("</svg>")
}

// tileAttrs names a tile and its square, for the tests and assistive
// technology.
func tileAttrs(t, sq int) string {
	var p pic
	return p.n(` data-c="!" data-k="&" data-sq="@"`, t>>5, t&31, sq).String()
}

// tiles draws the tiles of g, after links across the gap between two
// tiles of one colour side by side, so that groups show; the tile on
// last gets the class last (and fresh when it is to pop in).
func (p *pic) tiles(g *grid, last int, fresh bool) *pic {
	for sq, t := range g {
		if t < 0 {
			continue
		}
		if sq%9 < 8 && g[sq+1] >= 0 && g[sq+1]>>5 == t>>5 {
			p.n(`<rect class="bl-link c#" x="%" y="%" width=".3" height=".4"/>`, t>>5, sq%9*100+85, sq/9*100+30)
		}
		if sq < 72 && g[sq+9] >= 0 && g[sq+9]>>5 == t>>5 {
			p.n(`<rect class="bl-link c#" x="%" y="%" width=".4" height=".3"/>`, t>>5, sq%9*100+30, sq/9*100+85)
		}
	}
	for sq, t := range g {
		if t < 0 {
			continue
		}
		x, y := sq%9*100, sq/9*100
		switch {
		case sq == last && fresh:
			// The tile pops in round its centre: the animation takes
			// over the transform, so an outer group places it.
			p.n(`<g transform="translate(% %)">`, x, y).tile(t, 0, 0, " last fresh", tileAttrs(t, sq)).w("</g>")
		case sq == last:
			p.tile(t, x, y, " last", tileAttrs(t, sq))
		default:
			p.tile(t, x, y, "", tileAttrs(t, sq))
		}
	}
	return p
}

// target marks a square a tile may go to: a dot on an empty square, a
// frame round a tile it would capture.
func (p *pic) target(sq int, capture bool) {
	x, y := sq%9*100, sq/9*100
	if capture {
		p.n(`<g class="bl-target capture" data-sq="@"><rect class="fr" x="%" y="%" width=".96" height=".96" rx=".17"/><circle class="badge" cx="%" cy="%" r=".16"/><path class="arrow" d="M% %l.13 -.13m-.09 0h.09v.09"/></g>`,
			sq, x+2, y+2, x+80, y+80, x+73, y+87)
		return
	}
	p.n(`<circle class="bl-target" data-sq="@" cx="%" cy="%" r=".14"/>`, sq, x+50, y+50)
}

// ring draws a frame round a square with the given classes and attrs.
func (p *pic) ring(sq int, cls, attrs string) {
	p.w(`<rect class="$"$`, cls, attrs).n(` x="%" y="%" width=".9" height=".9" rx=".15"/>`, sq%9*100+5, sq/9*100+5)
}

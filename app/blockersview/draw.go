package blockersview

import (
	"strconv"
	"strings"

	"impasse/app/board"
	"impasse/app/svg"
	bl "impasse/rules/blockers"
)

// Drawing units: one per square, x to the right from column 1's left
// edge, y down from row A's top edge. Column numbers sit above the
// board, row letters on its left.

// pic accumulates SVG or HTML markup, with the board's own elements.
type pic struct{ svg.B }

// topLeft returns the drawing position of a square's top left corner.
func topLeft(sq int) (x, y float64) { return float64(sq % 9), float64(sq / 9) }

// num writes an integer.
func num(i int) string { return strconv.Itoa(i) }

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
func (p *pic) open(cls, fixed string) *pic {
	p.Open("-.62 -.62 9.92 9.92", fixed, "class", "board bl-board "+cls)
	return p
}

// background is the empty board, drawn once.
var background string

// board draws the empty board: the nine boxes shaded in turn, the box
// symbol faint on every square, the lines (thicker round the boxes) and
// the coordinates.
func (p *pic) board() *pic {
	if background == "" {
		var q pic
		q.El(`rect class="bl-bed" x="-0.06" y="-0.06" width="9.12" height="9.12" rx="0.1"`)
		for b := 0; b < 9; b++ {
			q.Rect("bl-box b"+num(b%2), float64(b%3*3), float64(b/3*3), 3, 3, 0)
		}
		for sq := 0; sq < bl.Squares; sq++ {
			x, y := topLeft(sq)
			q.Start(`g class="bl-faint"`, "transform", "translate("+svg.Nums(x+0.22, y+0.22)+") scale(.56)").
				Raw(symbolMarks[bl.BoxLayout[sq/27*3+sq%9/3]]).End("g")
		}
		var grid, boxes svg.Path
		for i := 1.0; i < 9; i++ {
			if int(i)%3 != 0 {
				grid.Cmd('M', i, 0).Cmd('V', 9)
			}
		}
		for i := 1.0; i < 9; i++ {
			if int(i)%3 != 0 {
				grid.Cmd('M', 0, i).Cmd('H', 9)
			}
		}
		for i := 0.0; i <= 9; i += 3 {
			boxes.Cmd('M', i, -0.04).Cmd('V', 9.04)
		}
		for i := 0.0; i <= 9; i += 3 {
			boxes.Cmd('M', -0.04, i).Cmd('H', 9.04)
		}
		q.El(`path class="bl-grid"`, "d", grid.String()).El(`path class="bl-boxes"`, "d", boxes.String())
		for i := 0; i < 9; i++ {
			q.Label("coord", num(i+1), float64(i)+0.5, -0.2)
			q.Label("coord", string(rune('A'+i)), -0.3, float64(i)+0.64)
		}
		background = q.String()
	}
	p.Raw(background)
	return p
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

// tile draws a tile (colour<<5 | kind) with its top left corner at x, y,
// with the classes cls after bl-tile and its colour's, and attrs.
func (p *pic) tile(t int, x, y float64, cls string, attrs ...string) *pic {
	c, k := t>>5, bl.Kind(t&31)
	p.Group("bl-tile c"+num(c)+cls, x, y, attrs...)
	p.El(`rect class="bg" x="0.06" y="0.06" width="0.88" height="0.88" rx="0.14"`)
	p.El(`path class="mk"`, "d", colourMarks[c])
	switch {
	case k >= bl.FirstSymbol && k < bl.Wild:
		p.Raw(symbolMarks[k-bl.FirstSymbol])
	case k == bl.Wild:
		p.El(`path class="s wild" d="M.5 .2V.8M.24 .35L.76 .65M.24 .65L.76 .35"`)
	default:
		p.TextEl(`text class="gl" x="0.5" y="0.715"`, bl.TileName(k))
	}
	p.End("g")
	return p
}

// one draws a tile (colour<<5 | kind) alone in its own svg, for the
// racks and the captures.
func (p *pic) one(t int) *pic {
	p.Open(".04 .04 .92 .92", `class="bl-one" aria-hidden="true"`)
	p.tile(t, 0, 0, "")
	p.End("svg")
	return p
}

// tileAttrs names a tile and its square, for the tests and assistive
// technology.
func tileAttrs(t, sq int) []string {
	return []string{"data-c", bl.ColourNames[t>>5], "data-k", bl.TileName(bl.Kind(t & 31)), "data-sq", bl.SquareName(sq)}
}

// tiles draws the tiles of g, after links across the gap between two
// tiles of one colour side by side, so that groups show; the tile on
// last gets the class last (and fresh when it is to pop in).
func (p *pic) tiles(g *grid, last int, fresh bool) *pic {
	for sq, t := range g {
		if t < 0 {
			continue
		}
		x, y := topLeft(sq)
		if sq%9 < 8 && g[sq+1] >= 0 && g[sq+1]>>5 == t>>5 {
			p.Rect("bl-link c"+num(t>>5), x+0.85, y+0.3, 0.3, 0.4, 0)
		}
		if sq < 72 && g[sq+9] >= 0 && g[sq+9]>>5 == t>>5 {
			p.Rect("bl-link c"+num(t>>5), x+0.3, y+0.85, 0.4, 0.3, 0)
		}
	}
	for sq, t := range g {
		if t < 0 {
			continue
		}
		x, y := topLeft(sq)
		switch {
		case sq == last && fresh:
			// The tile pops in round its centre: the animation takes
			// over the transform, so an outer group places it.
			p.Start("g", "transform", "translate("+svg.Nums(x, y)+")")
			p.tile(t, 0, 0, " "+board.LastClass(true), tileAttrs(t, sq)...).End("g")
		case sq == last:
			p.tile(t, x, y, " "+board.LastClass(false), tileAttrs(t, sq)...)
		default:
			p.tile(t, x, y, "", tileAttrs(t, sq)...)
		}
	}
	return p
}

// target marks a square a tile may go to: a dot on an empty square, a
// frame round a tile it would capture.
func (p *pic) target(sq int, capture bool) {
	x, y := topLeft(sq)
	if capture {
		var d svg.Path
		d.Cmd('M', x+0.73, y+0.87).Cmd('l', 0.13, -0.13).Cmd('m', -0.09, 0).Cmd('h', 0.09).Cmd('v', 0.09)
		p.Start(`g class="bl-target capture"`, "data-sq", bl.SquareName(sq))
		p.Rect("fr", x+0.02, y+0.02, 0.96, 0.96, 0.17)
		p.Circle("badge", x+0.8, y+0.8, 0.16)
		p.El(`path class="arrow"`, "d", d.String())
		p.End("g")
		return
	}
	p.Circle("bl-target", x+0.5, y+0.5, 0.14, "data-sq", bl.SquareName(sq))
}

// ring draws a frame round a square with the given classes and attrs.
func (p *pic) ring(sq int, cls string, attrs ...string) {
	x, y := topLeft(sq)
	p.Rect(cls, x+0.05, y+0.05, 0.9, 0.9, 0.15, attrs...)
}

package blockadeview

import (
	"strconv"

	"impasse/app/svg"
	bk "impasse/rules/blockade"
)

// Drawing units: one per square, x to the right from a's left edge, y
// down from row 14's top edge; the coordinates sit left of and below the
// squares. Grooves are the gaps between the squares.

// pic accumulates SVG or HTML markup, with the board's own elements.
type pic struct{ svg.B }

// num writes an integer.
func num(i int) string { return strconv.Itoa(i) }

// area is the part of the board a drawing shows: columns c0..c1 and rows
// r0..r1, from 0; coords adds the coordinates.
type area struct {
	c0, r0, c1, r1 int
	coords         bool
}

var whole = area{0, 0, bk.Cols - 1, bk.Rows - 1, true}

// box returns the drawing's viewBox numbers: 0.1 round the squares (0.3
// on the right, where a phone's board reaches the screen's edge), and
// room for the coordinates on the left and below.
func (a area) box() (x, y, w, h float64) {
	x, y = float64(a.c0)-0.1, float64(bk.Rows-1-a.r1)-0.08
	w, h = float64(a.c1-a.c0)+1.4, float64(a.r1-a.r0)+1.18
	if a.coords {
		x -= 0.52
		w += 0.52
		h += 0.48
	}
	return x, y, w, h
}

// open starts an svg element showing area a, with classes cls and any
// further attributes (fixed, as markup).
func (p *pic) open(a area, cls, fixed string) *pic {
	p.Open(svg.Nums(a.box()), fixed, "class", "board bk-board "+cls)
	return p
}

// topLeft returns the drawing position of a square's top left corner.
func topLeft(sq bk.Square) (float64, float64) {
	return float64(sq.Col()), float64(bk.Rows - 1 - sq.Row())
}

// variant names the variant for the stylesheet (the walls' colours).
func variant(culdesac bool) string {
	if culdesac {
		return "bk-culdesac"
	}
	return "bk-blockade"
}

// has reports whether a square lies in the drawing.
func (a area) has(sq bk.Square) bool {
	return sq >= 0 && sq.Col() >= a.c0 && sq.Col() <= a.c1 && sq.Row() >= a.r0 && sq.Row() <= a.r1
}

// board draws the grooved board of area a, its coordinates, and the
// goals framed in their owner's colour.
func (p *pic) board(a area) *pic {
	x0, y0 := float64(a.c0), float64(bk.Rows-1-a.r1)
	p.Rect("bk-bed", x0-0.09, y0-0.09, float64(a.c1-a.c0)+1.18, float64(a.r1-a.r0)+1.18, 0.16)
	var d svg.Path
	for r := a.r0; r <= a.r1; r++ {
		for c := a.c0; c <= a.c1; c++ {
			d.Cmd('M', float64(c)+0.075, float64(bk.Rows-1-r)+0.075).Cmd('h', 0.85).Cmd('v', 0.85).Cmd('h', -0.85).Cmd('z')
		}
	}
	p.El(`path class="bk-sq"`, "d", d.String())
	for c := a.c0; c <= a.c1 && a.coords; c++ {
		p.Label("coord", string(rune('a'+c)), float64(c)+0.5, float64(bk.Rows-a.r0)+0.43)
	}
	for r := a.r0; r <= a.r1 && a.coords; r++ {
		p.Label("coord", num(r+1), x0-0.33, float64(bk.Rows-1-r)+0.64)
	}
	for seat := 0; seat < 2; seat++ {
		for _, sq := range bk.Goals(seat) {
			if a.has(sq) {
				p.goal(seat, sq)
			}
		}
	}
	return p
}

// goal frames a goal of a seat with the seat's colour, on a contrasting
// edge.
func (p *pic) goal(seat int, sq bk.Square) {
	x, y := topLeft(sq)
	p.Start("g", "class", "bk-goal seat"+num(seat), "data-goal", sq.String(), "data-seat", num(seat))
	p.Rect("edge", x+0.11, y+0.11, 0.78, 0.78, 0.1)
	p.Rect("", x+0.11, y+0.11, 0.78, 0.78, 0.1)
	p.End("g")
}

// wallMid returns the drawing position of a wall's centre: the corner
// between columns Col, Col+1 and rows Row, Row+1.
func wallMid(w bk.Wall) (float64, float64) {
	return float64(w.Col() + 1), float64(bk.Rows - 1 - w.Row())
}

// wall draws a wall in its groove, with the classes cls after bk-wall
// and its kind.
func (p *pic) wall(w bk.Wall, cls string) {
	x, y := wallMid(w)
	dx, dy, kind := 0.95, 0.1, "h"
	if w.Kind() == bk.Vertical {
		dx, dy, kind = 0.1, 0.95, "v"
	}
	p.Rect("bk-wall "+kind+cls, x-dx, y-dy, 2*dx, 2*dy, 0.07, "data-wall", w.String())
}

// pawn draws a pawn of a seat on sq: its colour and its mark, a dot for
// White and a diamond for Black. A pawn that just came from square slide
// (NoSquare: none) glides from there.
func (p *pic) pawn(seat int, sq bk.Square, cls string, slide bk.Square) {
	x, y := topLeft(sq)
	p.Group("bk-pawn seat"+num(seat)+cls, x, y, "data-seat", num(seat), "data-sq", sq.String())
	p.Start("g")
	if slide != bk.NoSquare {
		fx, fy := topLeft(slide)
		p.El(`animateTransform attributeName="transform" type="translate" to="0 0" dur=".4s" calcMode="spline" keyTimes="0;1" keySplines=".3 0 .2 1"`, "from", svg.Nums(fx-x, fy-y))
	}
	p.El(`circle class="fill" cx="0.5" cy="0.5" r="0.3"`)
	if seat == 1 {
		p.El(`path class="mark" d="M.5 .35L.65 .5L.5 .65L.35 .5Z"`)
	} else {
		p.El(`circle class="mark" cx="0.5" cy="0.5" r="0.11"`)
	}
	p.End("g").End("g")
}

// line draws a line between the centres of two squares.
func (p *pic) line(a, b bk.Square, cls string) {
	x1, y1 := topLeft(a)
	x2, y2 := topLeft(b)
	p.Line(cls, x1+0.5, y1+0.5, x2+0.5, y2+0.5)
}

// ring draws a circle of radius r on a square's centre.
func (p *pic) ring(sq bk.Square, r float64, cls string) {
	x, y := topLeft(sq)
	p.Circle(cls, x+0.5, y+0.5, r, "data-sq", sq.String())
}

// route draws a pawn's shortest route: a line through its squares with
// a dot on each (see routeDots).
func (p *pic) route(seat int, route []bk.Square) {
	var points []float64
	for _, sq := range route {
		x, y := topLeft(sq)
		points = append(points, x+0.5, y+0.5)
	}
	p.El("polyline", "class", "bk-route seat"+num(seat), "data-steps", num(len(route)-1), "points", svg.Nums(points...))
}

// routeDots defines the dots of the routes, drawn by the routes' markers.
const routeDots = `<defs><marker id="bk-dot0" markerUnits="userSpaceOnUse" viewBox="-1 -1 2 2" markerWidth=".24" markerHeight=".24" overflow="visible"><circle r=".5"/></marker>` +
	`<marker id="bk-dot1" markerUnits="userSpaceOnUse" viewBox="-1 -1 2 2" markerWidth=".24" markerHeight=".24" overflow="visible"><circle r=".5"/></marker></defs>`

// position draws the walls and pawns of s that are in area a.
func (p *pic) position(s *bk.State, a area) *pic {
	for _, w := range s.Walls(nil) {
		p.wall(w, "")
	}
	for seat := 0; seat < 2; seat++ {
		for _, sq := range s.Pawns(seat) {
			if a.has(sq) {
				p.pawn(seat, sq, "", bk.NoSquare)
			}
		}
	}
	return p
}

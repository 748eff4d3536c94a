package blockadeview

import (
	"impasse/app/svg"
	bk "impasse/rules/blockade"
)

// Drawing units: one per square, x to the right from a's left edge, y
// down from row 14's top edge; the coordinates sit left of and below the
// squares. Grooves are the gaps between the squares.
//
// Markup is written from templates with the values filled in: one call
// per element keeps the WebAssembly small (an attribute list, or an
// inlined append, costs far more code per element).

// pic accumulates SVG or HTML markup (svg.B: W and N fill templates).
type pic struct{ svg.B }

// num writes an integer.
func num(i int) string { return svg.Int(i) }

// area is the part of the board a drawing shows: columns c0..c1 and rows
// r0..r1, from 0; coords adds the coordinates.
type area struct {
	c0, r0, c1, r1 int
	coords         bool
}

var whole = area{0, 0, bk.Cols - 1, bk.Rows - 1, true}

// box returns the drawing's viewBox numbers: 0.1 round the squares, and
// room for the coordinates on the left and below.
func (a area) box() (x, y, w, h float64) {
	x, y = float64(a.c0)-0.1, float64(bk.Rows-1-a.r1)-0.08
	w, h = float64(a.c1-a.c0)+1.2, float64(a.r1-a.r0)+1.18
	if a.coords {
		x -= 0.52
		w += 0.52
		h += 0.48
	}
	return x, y, w, h
}

// open starts an svg element showing area a, with classes cls and any
// further attributes in attrs.
func (p *pic) open(a area, cls, attrs string) *pic {
	x, y, w, h := a.box()
	p.N(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="% % % %" `, x, y, w, h).W(`class="board bk-board $" $>`, cls, attrs)
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
	p.N(`<rect class="bk-bed" x="%" y="%" width="%" height="%" rx=".16"/><path class="bk-sq" d="`,
		x0-0.09, y0-0.09, float64(a.c1-a.c0)+1.18, float64(a.r1-a.r0)+1.18)
	for r := a.r0; r <= a.r1; r++ {
		for c := a.c0; c <= a.c1; c++ {
			p.N("M% %h.85v.85h-.85z", float64(c)+0.075, float64(bk.Rows-1-r)+0.075)
		}
	}
	p.W(`"/>`)
	for c := a.c0; c <= a.c1 && a.coords; c++ {
		p.N(`<text class="coord" x="%" y="%">`, float64(c)+0.5, float64(bk.Rows-a.r0)+0.43).W("$</text>", string(rune('a'+c)))
	}
	for r := a.r0; r <= a.r1 && a.coords; r++ {
		p.N(`<text class="coord" x="%" y="%">`, x0-0.33, float64(bk.Rows-1-r)+0.64).W("$</text>", num(r+1))
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
	p.W(`<g class="bk-goal seat$" data-goal="$" data-seat="$">`, num(seat), sq.String(), num(seat)).
		N(`<rect class="edge" x="%" y="%" width=".78" height=".78" rx=".1"/><rect x="%" y="%" width=".78" height=".78" rx=".1"/></g>`,
			x+0.11, y+0.11, x+0.11, y+0.11)
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
	p.W(`<rect class="bk-wall $$" data-wall="$"`, kind, cls, w.String()).
		N(` x="%" y="%" width="%" height="%" rx=".07"/>`, x-dx, y-dy, 2*dx, 2*dy)
}

// pawn draws a pawn of a seat on sq: its colour and its mark, a dot for
// White and a diamond for Black. A pawn that just came from square slide
// (NoSquare: none) glides from there.
func (p *pic) pawn(seat int, sq bk.Square, cls string, slide bk.Square) {
	x, y := topLeft(sq)
	p.W(`<g class="bk-pawn seat$$" data-seat="$" data-sq="$"`, num(seat), cls, num(seat), sq.String()).
		N(` transform="translate(% %)"><g>`, x, y)
	if slide != bk.NoSquare {
		fx, fy := topLeft(slide)
		p.N(`<animateTransform attributeName="transform" type="translate" from="% %" to="0 0" dur=".4s" calcMode="spline" keyTimes="0;1" keySplines=".3 0 .2 1"/>`, fx-x, fy-y)
	}
	mark := `<circle class="mark" cx=".5" cy=".5" r=".11"/>`
	if seat == 1 {
		mark = `<path class="mark" d="M.5 .35L.65 .5L.5 .65L.35 .5Z"/>`
	}
	p.W(`<circle class="fill" cx=".5" cy=".5" r=".3"/>$</g></g>`, mark)
}

// line draws a line between the centres of two squares.
func (p *pic) line(a, b bk.Square, cls string) {
	x1, y1 := topLeft(a)
	x2, y2 := topLeft(b)
	p.W(`<line class="$"`, cls).N(` x1="%" y1="%" x2="%" y2="%"/>`, x1+0.5, y1+0.5, x2+0.5, y2+0.5)
}

// ring draws a circle of radius r on a square's centre.
func (p *pic) ring(sq bk.Square, r float64, cls string) {
	x, y := topLeft(sq)
	p.W(`<circle class="$" data-sq="$"`, cls, sq.String()).N(` cx="%" cy="%" r="%"/>`, x+0.5, y+0.5, r)
}

// route draws a pawn's shortest route: a line through its squares with
// a dot on each (see routeDots).
func (p *pic) route(seat int, route []bk.Square) {
	p.W(`<polyline class="bk-route seat$" data-steps="$" points="`, num(seat), num(len(route)-1))
	for _, sq := range route {
		x, y := topLeft(sq)
		p.N("% % ", x+0.5, y+0.5)
	}
	p.W(`"/>`)
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

package bloqsview

import (
	"strconv"

	"impasse/app/board"
	"impasse/app/svg"
	"impasse/rules"
	"impasse/rules/bloqs"
)

// Drawing units: one per square, x to the right from the frame's left
// edge, y down from its top edge; row 1 of the notation is the bottom
// row.

// pic accumulates SVG or HTML markup, with the board's own elements.
type pic struct{ svg.B }

// num writes an integer.
func num(i int) string { return strconv.Itoa(i) }

// open starts an svg element showing board bd, with classes cls and
// constant attributes fixed.
func (p *pic) open(bd *bloqs.Board, cls, fixed string) *pic {
	p.Open(svg.Nums(-0.3, -0.3, float64(bd.Cols)+0.7, float64(bd.Rows)+0.7), fixed, "class", "board bq-board "+cls)
	return p
}

// rect returns the drawing position and size of a w × h footprint whose
// lowest-left square is at column c, row r.
func rect(bd *bloqs.Board, w, h, c, r int) (x, y, wd, ht float64) {
	return float64(c - 1), float64(bd.Rows - r - h + 1), float64(w), float64(h)
}

// backgrounds are the empty boards, by name, drawn once each.
var backgrounds = map[string]string{}

// board draws the empty board bd: its squares, one path.
func (p *pic) board(bd *bloqs.Board) *pic {
	bg, ok := backgrounds[bd.Name]
	if !ok {
		var d svg.Path
		for r := 1; r <= bd.Rows; r++ {
			for c := 1; c <= bd.Cols; c++ {
				if bd.On(c, r) {
					x, y, _, _ := rect(bd, 1, 1, c, r)
					d.Cmd('M', x, y).Cmd('h', 1).Cmd('v', 1).Cmd('h', -1).Cmd('z')
				}
			}
		}
		var q pic
		q.El(`path class="bq-bed"`, "d", d.String()).El(`path class="bq-sq"`, "d", d.String())
		bg = q.String()
		backgrounds[bd.Name] = bg
	}
	p.Raw(bg)
	return p
}

// seatMarks tell the seats apart without colour, in a unit square: a
// circle, a triangle, a square, a diamond.
var seatMarks = [bloqs.MaxPlayers]string{
	`<circle class="bq-mk" cx=".5" cy=".5" r=".3"/>`,
	`<path class="bq-mk" d="M.5 .18L.84 .78H.16Z"/>`,
	`<rect class="bq-mk" x=".22" y=".22" width=".56" height=".56"/>`,
	`<path class="bq-mk" d="M.5 .12L.88 .5L.5 .88L.12 .5Z"/>`,
}

// mark draws seat's mark in a square of side size with its top left
// corner at x, y.
func (p *pic) mark(seat int, x, y, size float64) {
	p.Start("g", "transform", "translate("+svg.Nums(x, y)+") scale("+svg.Nums(size)+")").Raw(seatMarks[seat]).End("g")
}

// block is a block on the board: its footprint, lowest-left square and
// the seat that placed it.
type block struct {
	f, c, r, seat int
}

// blocksOf returns the blocks of a position, in the order placed.
func blocksOf(s *bloqs.State) []block {
	var out []block
	for i, m := range s.Blocks() {
		f, c, r, ok := s.Board().Placement(m)
		if ok {
			out = append(out, block{footIndex(f), c, r, i % s.Players()})
		}
	}
	return out
}

// footIndex returns the index of f in bloqs.Footprints.
func footIndex(f bloqs.Footprint) int {
	for i, g := range bloqs.Footprints {
		if g == f {
			return i
		}
	}
	return 0
}

// shadow is how far a block's shadow reaches per unit of height.
const shadow = 0.085

// scored tints the squares each seat isolated, with its mark faint on
// each.
func (p *pic) scored(s *bloqs.State) *pic {
	bd := s.Board()
	for r := 1; r <= bd.Rows; r++ {
		for c := 1; c <= bd.Cols; c++ {
			if seat := s.ScoredBy(c, r); seat >= 0 && bd.On(c, r) {
				x, y, _, _ := rect(bd, 1, 1, c, r)
				p.Start("g", "class", "bq-won s"+num(seat), "data-sq", num(c)+","+num(r))
				p.Rect("", x, y, 1, 1, 0)
				p.mark(seat, x+0.3, y+0.3, 0.4)
				p.End("g")
			}
		}
	}
	return p
}

// blocks draws the blocks: all the shadows first (each reaching down to
// the right as far as its block is tall), then the tops, lighter for a
// taller block, with the height in the middle and the seat's mark in a
// corner.
func (p *pic) blocks(bd *bloqs.Board, bs []block) *pic {
	for _, k := range bs {
		fp := bloqs.Footprints[k.f]
		x, y, w, h := rect(bd, fp.W, fp.H, k.c, k.r)
		d := shadow * float64(fp.Height)
		p.Rect("bq-shadow", x+d, y+d, w, h, 0.12)
	}
	for _, k := range bs {
		p.block(bd, k, "")
	}
	return p
}

// block draws the top of block k with the extra classes cls.
func (p *pic) block(bd *bloqs.Board, k block, cls string, attrs ...string) {
	fp := bloqs.Footprints[k.f]
	x, y, _, _ := rect(bd, fp.W, fp.H, k.c, k.r)
	p.Group("bq-block s"+num(k.seat)+" h"+num(fp.Height)+cls, x, y,
		append([]string{"data-at", num(fp.W) + "x" + num(fp.H) + "@" + num(k.c) + "," + num(k.r), "data-h", num(fp.Height)}, attrs...)...)
	p.blockTop(fp, k.seat)
	p.End("g")
}

// blockTop draws the top of a block of footprint fp and seat with its
// top left corner at the origin: the seat's colour, an inner ring per
// level above 2 (steps, like a cairn), the height and the seat's mark.
func (p *pic) blockTop(fp bloqs.Footprint, seat int) {
	w, h := float64(fp.W), float64(fp.H)
	p.Rect("bq-top", 0.06, 0.06, w-0.12, h-0.12, 0.12)
	for i := 2; i < fp.Height; i++ {
		in := 0.06 + 0.2*float64(i-1)
		p.Rect("bq-lv", in, in, w-2*in, h-2*in, 0.1)
	}
	p.Label("bq-ht", num(fp.Height), w/2, h/2+0.38)
	p.mark(seat, 0.14, 0.14, 0.5)
}

// ring draws a frame round the footprint of move m with the class cls.
func (p *pic) ring(bd *bloqs.Board, m rules.Move, cls string, attrs ...string) {
	f, c, r, ok := bd.Placement(m)
	if !ok {
		return
	}
	x, y, w, h := rect(bd, f.W, f.H, c, r)
	p.Rect(cls, x-0.08, y-0.08, w+0.16, h+0.16, 0.2, attrs...)
}

// ghost draws preview pv: the block in the colour of seat, framed as
// legal ("ok"), legal and scoring ("score") or refused ("no"), with
// its points or a cross.
func (p *pic) ghost(bd *bloqs.Board, pv preview, seat int) {
	fp := bloqs.Footprints[pv.f]
	x, y, w, h := rect(bd, fp.W, fp.H, pv.c, pv.r)
	state := "no"
	switch {
	case pv.legal && pv.points > 0:
		state = "score"
	case pv.legal:
		state = "ok"
	}
	attrs := []string{"id", "bq-preview", "data-state", state, "data-points", num(pv.points)}
	if pv.inFrame {
		attrs = append(attrs, "data-at", num(fp.W)+"x"+num(fp.H)+"@"+num(pv.c)+","+num(pv.r))
	}
	p.Group("bq-ghost s"+num(seat)+" "+state, x, y, attrs...)
	p.Rect("bq-gfill", 0, 0, w, h, 0.12)
	p.Rect("bq-gframe", 0.05, 0.05, w-0.1, h-0.1, 0.12)
	switch {
	case state == "no":
		var d svg.Path
		d.Cmd('M', w/2-0.45, h/2-0.45).Cmd('l', 0.9, 0.9).Cmd('m', 0, -0.9).Cmd('l', -0.9, 0.9)
		p.El(`path class="bq-cross"`, "d", d.String())
	case pv.points > 0:
		p.Label("bq-pts", "+"+num(pv.points), w/2, h/2+0.36)
	default:
		p.Label("bq-ht", num(fp.Height), w/2, h/2+0.38)
	}
	p.End("g")
}

// lastRing marks the block placed last, popping in when fresh.
func (p *pic) lastRing(bd *bloqs.Board, m rules.Move, fresh bool) {
	p.ring(bd, m, "bq-last "+board.LastClass(fresh), "id", "bq-last")
}

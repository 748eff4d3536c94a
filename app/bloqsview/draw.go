package bloqsview

import (
	"cmp"
	"slices"
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

// open starts an svg element with the given viewBox and classes cls,
// and constant attributes fixed.
func (p *pic) open(viewBox, cls, fixed string) *pic {
	p.Open(viewBox, fixed, "class", "board bq-board "+cls)
	return p
}

// plainBox returns the viewBox of a small drawing of board bd, without
// coordinates: the frame, with room for the blocks' sides.
func plainBox(bd *bloqs.Board) string {
	return svg.Nums(-0.3, -0.3, float64(bd.Cols)+0.7, float64(bd.Rows)+0.7)
}

// rect returns the drawing position and size of a w × h footprint whose
// lowest-left square is at column c, row r.
func rect(bd *bloqs.Board, w, h, c, r int) (x, y, wd, ht float64) {
	return float64(c - 1), float64(bd.Rows - r - h + 1), float64(w), float64(h)
}

// sqName returns the name of the square at column c, row r as the
// notation writes it: "c,r".
func sqName(c, r int) string { return num(c) + "," + num(r) }

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

// frame is how the board of play is laid out: its viewBox, with room for
// the coordinates, and the coordinates' markup.
type frame struct{ view, coords string }

// frames are the layouts of the boards, by name, made once each.
var frames = map[string]frame{}

// spot is a square of the frame (maybe just outside it) holding a
// coordinate.
type spot struct{ c, r int }

// frameOf returns the layout of board bd. Each column's number stands
// beside its end, below its lowest square, and each row's left of its
// leftmost square; where a stepped edge makes one empty square the spot
// of both a column and a row, the column's number goes above its
// highest square instead, and a row whose spot is then taken has its
// number right of its rightmost square. A square board is numbered
// along its bottom and left; the standard board all round its diamond,
// each number next to its line.
func frameOf(bd *bloqs.Board) frame {
	if f, ok := frames[bd.Name]; ok {
		return f
	}
	type line struct {
		n, lo, hi int // number, first and last square on the board
	}
	var cols, rows []line
	for c := 1; c <= bd.Cols; c++ {
		l := line{c, 0, 0}
		for r := 1; r <= bd.Rows; r++ {
			if bd.On(c, r) {
				l.hi = r
				if l.lo == 0 {
					l.lo = r
				}
			}
		}
		if l.lo > 0 {
			cols = append(cols, l)
		}
	}
	for r := 1; r <= bd.Rows; r++ {
		l := line{r, 0, 0}
		for c := 1; c <= bd.Cols; c++ {
			if bd.On(c, r) {
				l.hi = c
				if l.lo == 0 {
					l.lo = c
				}
			}
		}
		if l.lo > 0 {
			rows = append(rows, l)
		}
	}
	rowSpots := map[spot]bool{}
	for _, l := range rows {
		rowSpots[spot{l.lo - 1, l.n}] = true
	}
	colSpots := map[spot]bool{}
	var q pic
	minX, minY, maxX, maxY := 0.0, 0.0, float64(bd.Cols), float64(bd.Rows)
	// label writes number n in spot s at dx, dy from its top left
	// corner, its text reaching wide to the right of the spot.
	label := func(cls string, s spot, dx, dy, wide float64, n int) {
		x, y, _, _ := rect(bd, 1, 1, s.c, s.r)
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x+1+wide), max(maxY, y+1)
		q.Label(cls, num(n), x+dx, y+dy)
	}
	// The numbers keep mostly to the part of their square that a block's
	// sides (reaching down and right, see blockBody) cover least.
	for _, l := range cols {
		s := spot{l.n, l.lo - 1}
		if rowSpots[s] {
			s = spot{l.n, l.hi + 1}
		}
		colSpots[s] = true
		label("bq-co", s, 0.5, 0.93, 0, l.n)
	}
	for _, l := range rows {
		if s := (spot{l.lo - 1, l.n}); !colSpots[s] {
			label("bq-co bq-left", s, 0.92, 0.84, 0, l.n)
		} else {
			label("bq-co bq-right", spot{l.hi + 1, l.n}, 0.42, 0.84, 0.4, l.n)
		}
	}
	// Columns numbered side by side (a square board's) take smaller
	// type, so that two-digit numbers stay apart.
	cls := "bq-coords"
	for s := range colSpots {
		if colSpots[spot{s.c + 1, s.r}] {
			cls += " bq-dense"
			break
		}
	}
	coords := `<g class="` + cls + `">` + q.String() + "</g>"
	// A square viewBox, as the board's box is square, the frame in its
	// middle.
	w, h := maxX-minX+0.6, maxY-minY+0.6
	side := max(w, h)
	f := frame{svg.Nums(minX-0.2-(side-w)/2, minY-0.2-(side-h)/2, side, side), coords}
	frames[bd.Name] = f
	return f
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

// depth is how far a block's sides reach, down and to the right, per
// unit of its height.
const depth = 0.09

// scored tints the squares each seat isolated, with its mark on each.
func (p *pic) scored(s *bloqs.State) *pic {
	bd := s.Board()
	for r := 1; r <= bd.Rows; r++ {
		for c := 1; c <= bd.Cols; c++ {
			if seat := s.ScoredBy(c, r); seat >= 0 && bd.On(c, r) {
				x, y, _, _ := rect(bd, 1, 1, c, r)
				p.Start("g", "class", "bq-won s"+num(seat), "data-sq", sqName(c, r))
				p.Rect("", x, y, 1, 1, 0)
				p.mark(seat, x+0.2, y+0.2, 0.6)
				p.End("g")
			}
		}
	}
	return p
}

// blocks draws the blocks, the lower first, so that a taller block's
// sides show over a lower neighbour and a lower block's top hides the
// sides of a block no taller than it; among blocks of one height, from
// the top left.
func (p *pic) blocks(bd *bloqs.Board, bs []block) *pic {
	order := slices.Clone(bs)
	slices.SortStableFunc(order, func(a, b block) int {
		fa, fb := bloqs.Footprints[a.f], bloqs.Footprints[b.f]
		if fa.Height != fb.Height {
			return cmp.Compare(fa.Height, fb.Height)
		}
		xa, ya, wa, ha := rect(bd, fa.W, fa.H, a.c, a.r)
		xb, yb, wb, hb := rect(bd, fb.W, fb.H, b.c, b.r)
		return cmp.Compare(2*(xa+ya)+wa+ha, 2*(xb+yb)+wb+hb)
	})
	for _, k := range order {
		p.block(bd, k)
	}
	return p
}

// block draws block k.
func (p *pic) block(bd *bloqs.Board, k block) {
	fp := bloqs.Footprints[k.f]
	x, y, _, _ := rect(bd, fp.W, fp.H, k.c, k.r)
	p.Group("bq-block s"+num(k.seat)+" h"+num(fp.Height), x, y,
		"data-at", num(fp.W)+"x"+num(fp.H)+"@"+num(k.c)+","+num(k.r), "data-h", num(fp.Height))
	p.blockBody(fp, k.seat)
	p.End("g")
}

// blockBody draws a block of footprint fp and seat with the top left
// corner of its top at the origin: the two sides in view, the front and
// the right, as deep as the block is tall, then its top in the seat's
// colour with the height in the middle and the seat's mark in a corner.
func (p *pic) blockBody(fp bloqs.Footprint, seat int) {
	w, h, d := float64(fp.W), float64(fp.H), depth*float64(fp.Height)
	var front, right svg.Path
	front.Cmd('M', 0, h).Cmd('H', w).Cmd('l', d, d).Cmd('H', d).Cmd('Z')
	right.Cmd('M', w, 0).Cmd('l', d, d).Cmd('V', h+d).Cmd('l', -d, -d).Cmd('Z')
	p.El(`path class="bq-side-f"`, "d", front.String())
	p.El(`path class="bq-side-r"`, "d", right.String())
	p.Rect("bq-top", 0, 0, w, h, 0.06)
	p.Label("bq-ht", num(fp.Height), w/2, h/2+0.38)
	p.mark(seat, 0.12, 0.12, 0.5)
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

// isolation draws what preview pv would do: the squares it would score,
// tinted in the colour of seat with its mark, and those it would leave
// dead, crossed.
func (p *pic) isolation(bd *bloqs.Board, pv preview, seat int) {
	if len(pv.scores)+len(pv.dead) == 0 {
		return
	}
	p.Start(`g id="bq-isolates"`, "class", "bq-iso s"+num(seat))
	for _, sq := range pv.scores {
		c, r := square(bd, sq)
		x, y, _, _ := rect(bd, 1, 1, c, r)
		p.Start(`g class="bq-gain"`, "data-square", sqName(c, r)).Rect("", x+0.06, y+0.06, 0.88, 0.88, 0.1)
		p.mark(seat, x+0.2, y+0.2, 0.6)
		p.End("g")
	}
	for _, sq := range pv.dead {
		c, r := square(bd, sq)
		x, y, _, _ := rect(bd, 1, 1, c, r)
		var d svg.Path
		d.Cmd('M', x+0.3, y+0.3).Cmd('l', 0.4, 0.4).Cmd('m', 0, -0.4).Cmd('l', -0.4, 0.4)
		p.Start(`g class="bq-dead"`, "data-square", sqName(c, r)).Rect("", x, y, 1, 1, 0)
		p.El("path", "d", d.String()).End("g")
	}
	p.End("g")
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
	attrs := []string{"id", "bq-preview", "data-state", state, "data-points", num(pv.points), "data-dead", num(len(pv.dead))}
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

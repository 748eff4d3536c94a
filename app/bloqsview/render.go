package bloqsview

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/bloqs"
)

// draw draws position s and its panel in language l: three layers of
// SVG (the position; the hint and the preview; the squares that catch
// the pointer) and the panel as HTML, each one string. One handler
// takes every event (see on).
func (b *Board) draw(s *bloqs.State, l i18n.Lang) app.UI {
	pv := b.shown(s)
	return board.Pointed("bq", b.moves.Mover() >= 0, b.on, "board-and-side").OnKeyDown(board.Rove(".bq-feet", footButtons)).
		Body(
			board.Area("bq-board", l.T("bq.boardLabel"), l.T("bq.kb.keys"), &b.focus, func() string { return b.said(s, l, pv) },
				app.Raw(b.baseSVG(s)), app.Raw(b.overlaySVG(s, pv)), app.Raw(b.hit)).On("wheel", b.on),
			b.panel(s, pv),
		)
}

// aim finds where the footprint chosen may go in s, by the square under
// each placement's middle, and draws the layer of squares that catch the
// pointer, each named by data-square ("c,r"); during a turn those
// squares also carry their placement as data-target. The layer is drawn
// when the moves or the footprint change, not at each drawing.
func (b *Board) aim(s *bloqs.State) {
	bd := s.Board()
	fp := bloqs.Footprints[b.foot]
	b.targets = map[int]rules.Move{}
	for _, m := range b.moves.List {
		if f, _, _, ok := bd.Placement(m); ok && f == fp {
			b.targets[pointerAt(bd, m)] = m
		}
	}
	fixed := `aria-hidden="true"`
	if b.moves.Mover() >= 0 {
		fixed += ` data-foot="` + num(fp.W) + "x" + num(fp.H) + `" data-targets="` + num(len(b.targets)) + `"`
	}
	var p pic
	p.open(frameOf(bd).view, "bq-hit", fixed)
	for r := 1; r <= bd.Rows; r++ {
		for c := 1; c <= bd.Cols; c++ {
			if !bd.On(c, r) {
				continue
			}
			x, y, _, _ := rect(bd, 1, 1, c, r)
			if m, ok := b.targets[(r-1)*bd.Cols+c-1]; ok {
				p.Rect("", x, y, 1, 1, 0, "data-square", sqName(c, r), "data-target", s.MoveString(m))
			} else {
				p.Rect("", x, y, 1, 1, 0, "data-square", sqName(c, r))
			}
		}
	}
	b.hit = p.Close()
}

// baseSVG draws the position: the squares scored, the blocks, the
// coordinates and the last block placed.
func (b *Board) baseSVG(s *bloqs.State) string {
	bd := s.Board()
	fr := frameOf(bd)
	var p pic
	p.open(fr.view, "", `role="img" aria-label="`+svg.Escape(b.P.Lang.T("bq.boardLabel"))+`"`)
	// The numbers over the blocks, which a block's sides may reach.
	p.board(bd).scored(s).blocks(bd, blocksOf(s)).Raw(fr.coords)
	if m, fresh, ok := board.Last(b.P); ok {
		p.lastRing(bd, m, fresh)
	}
	return p.Close()
}

// overlaySVG draws where the block chosen may go (when the person asked
// to see it), the hint, and the block previewed with the squares it
// would isolate (pv, nil when none is shown).
func (b *Board) overlaySVG(s *bloqs.State, pv *preview) string {
	bd := s.Board()
	var p pic
	p.open(frameOf(bd).view, "overlay", `aria-hidden="true"`)
	if b.P.ShowTargets && b.moves.Mover() >= 0 {
		p.Start(`g class="bq-targets"`)
		for sq := range b.targets {
			c, r := square(bd, sq)
			x, y, _, _ := rect(bd, 1, 1, c, r)
			p.Circle("", x+0.5, y+0.5, 0.16)
		}
		p.End("g")
	}
	if b.P.HasHint {
		p.ring(bd, b.P.Hint, "bq-hint", "id", "bq-hint", "data-at", s.MoveString(b.P.Hint))
	}
	if pv != nil {
		p.isolation(bd, *pv, b.moves.Mover())
		p.ghost(bd, *pv, b.moves.Mover())
	}
	if b.focus.On {
		// The keyboard's cursor: a frame.
		x, y, _, _ := rect(bd, 1, 1, b.kc.X+1, b.kc.Y+1)
		p.Rect("bq-cursor", x+0.03, y+0.03, 0.94, 0.94, 0.1, "data-cursor", sqName(b.kc.X+1, b.kc.Y+1))
		p.Rect("bq-cursor in", x+0.03, y+0.03, 0.94, 0.94, 0.1)
		// Ticks out from its sides, to find it on a large board.
		var d svg.Path
		d.Cmd('M', x-1.7, y+0.5).Cmd('h', 1.5).Cmd('M', x+1.2, y+0.5).Cmd('h', 1.5).
			Cmd('M', x+0.5, y-1.7).Cmd('v', 1.5).Cmd('M', x+0.5, y+1.2).Cmd('v', 1.5)
		p.El(`path class="bq-cursor"`, "d", d.String())
	}
	return p.Close()
}

// seatName names a seat by its colour.
func seatName(l i18n.Lang, seat int) string { return l.T("bq.c" + num(seat)) }

// ending says why a finished game ended: every block placed, or the
// player to move had nowhere to place one.
func ending(l i18n.Lang, s *bloqs.State) string {
	if !s.Over() {
		return ""
	}
	if s.Placed() == bloqs.Pool {
		return l.T("bq.end.all")
	}
	return l.T("bq.end.stuck", seatName(l, s.Placed()%s.Players()), s.Placed())
}

// whyKeys name the text of each rule a preview can break.
var whyKeys = map[error]string{
	bloqs.ErrOffBoard:   "bq.why.off",
	bloqs.ErrCovered:    "bq.why.covered",
	bloqs.ErrEdge:       "bq.why.edge",
	bloqs.ErrNoContact:  "bq.why.contact",
	bloqs.ErrSameHeight: "bq.why.height",
}

// say returns what a preview means: legal (its points, and the squares
// it leaves dead), or the rule it breaks.
func say(l i18n.Lang, pv preview) string {
	text := ""
	switch {
	case pv.legal && pv.points > 0:
		text = l.T("bq.step.score", pv.points)
	case pv.legal:
		text = l.T("bq.step.ok")
	case pv.why != nil && whyKeys[pv.why] != "":
		return l.T(whyKeys[pv.why])
	default:
		return l.T("bq.step.wait")
	}
	switch n := len(pv.dead); {
	case n == 1:
		text += " " + l.T("bq.step.dead1")
	case n > 1:
		text += " " + l.T("bq.step.dead", n)
	}
	return text
}

// step writes what the person does next, what the preview pv means, or
// the last move. What to do next is said twice, for a mouse and
// keyboard and for a touch screen; the styles show one.
func (b *Board) step(p *pic, s *bloqs.State, pv *preview) {
	l := b.P.Lang
	text := ""
	// The last block in words, as a newcomer reads it, not in notation.
	last := func() string {
		if words, ok := blockWords(l, s.Board(), b.P.Last); ok {
			return words
		}
		return s.MoveString(b.P.Last)
	}
	switch {
	case b.moves.Mover() < 0 && b.P.HasLast && pointsOf(b.P) > 0:
		text = l.T("bq.lastScore", seatName(l, b.P.LastBy), last(), pointsOf(b.P))
	case b.moves.Mover() < 0 && b.P.HasLast:
		text = l.T("bq.last", seatName(l, b.P.LastBy), last())
	case b.moves.Mover() < 0:
	case pv != nil && b.focus.On && pv.legal:
		text = say(l, *pv) + " " + l.T("bq.kb.again")
	case pv != nil && b.touch && pv.legal:
		text = say(l, *pv) + " " + l.T("bq.step.again")
	case pv != nil:
		text = say(l, *pv)
	default:
		p.Start(`p id="bq-step" class="bq-step"`).
			TextEl(`span class="bq-mouse"`, l.T("bq.step.where")).
			TextEl(`span class="bq-touch"`, l.T("bq.step.whereTouch")).End("p")
		return
	}
	cls := "bq-step"
	if pv != nil {
		cls += " " + map[bool]string{true: "ok", false: "no"}[pv.legal]
	}
	p.TextEl(`p id="bq-step"`, text, "class", cls)
}

// pointsOf returns the points the last move scored, when the position
// before it is known, or 0.
func pointsOf(p view.Props) int {
	before, ok := p.Before.(*bloqs.State)
	if !ok || before == nil || !p.HasLast {
		return 0
	}
	return before.Points(p.Last)
}

// panel draws the footprint picker, what to do next with the Back and
// Place buttons, and the blocks left. (The shell shows the scores.) The
// picker, what to do next and the buttons are HTML, each one string:
// what to do next changes with the focus (see board.Area), and the
// buttons stay.
func (b *Board) panel(s *bloqs.State, pv *preview) app.UI {
	var step pic
	b.step(&step, s, pv)
	left := app.P().Class("bq-left").ID("bq-left").Text(b.P.Lang.T("bq.left", bloqs.Pool-s.Placed()))
	if b.moves.Mover() < 0 {
		return app.Div().Class("bq-side", "board-side").Body(app.Raw(step.String()), left)
	}
	return app.Div().Class("bq-side", "board-side").Body(app.Raw(b.feet()), app.Raw(step.String()), app.Raw(b.tools(pv)), app.Raw(b.nudges()), left)
}

// feet draws the footprint picker: a button for each size of block, and
// one to rotate it.
func (b *Board) feet() string {
	l := b.P.Lang
	var p pic
	p.Start(`div class="bq-feet"`, "role", "group", "aria-label", l.T("bq.feet"))
	for n := 0; n < 3; n++ {
		f := 2*n + b.foot%2
		fp := bloqs.Footprints[f]
		on := b2i(b.foot/2 == n)
		p.Start(`button type="button"`, "class", "bq-foot f"+num(f)+" on"+num(on), "id", "bq-foot-"+num(fp.W*fp.H),
			"data-a", num(actFoot+n), "data-foot", num(fp.W)+"x"+num(fp.H), "aria-pressed", strconv.FormatBool(on == 1),
			"title", l.T("bq.foot", fp.W*fp.H, fp.Height, n+1))
		p.footIcon(f, b.moves.Mover())
		p.TextEl(`span class="bq-fl"`, num(fp.W*fp.H)).End("button")
	}
	p.TextEl(`button type="button" class="btn icon bq-rot" id="bq-rotate"`, "⟳", "data-a", num(actRotate),
		"title", l.T("bq.rotate"), "aria-label", l.T("bq.rotate"))
	return p.End("div").String()
}

// tools draws the Back and Place buttons.
func (b *Board) tools(pv *preview) string {
	l := b.P.Lang
	var p pic
	back, place := `button type="button" class="btn" id="bq-back"`, `button type="button" class="btn primary" id="bq-place"`
	if b.anchor < 0 {
		back += " disabled"
	}
	if pv == nil || !pv.legal {
		place += " disabled"
	}
	p.Start(`div class="bq-tools"`).TextEl(back, l.T("bq.back"), "data-a", num(actBack)).
		TextEl(place, l.T("bq.place"), "data-a", num(actPlace)).End("div")
	return p.String()
}

// nudges draws the arrows that move the block a tap showed one square
// (see nudge); the styles show them on touch screens only.
func (b *Board) nudges() string {
	l := b.P.Lang
	var p pic
	p.Start(`div class="bq-nudge"`, "role", "group", "aria-label", l.T("bq.nudge"))
	for i, n := range nudges {
		el := `button type="button" class="btn icon"`
		if b.anchor < 0 {
			el += " disabled"
		}
		p.TextEl(el, n.face, "id", "bq-nudge-"+n.way, "data-a", num(actNudge+i),
			"title", l.T("bq.nudge."+n.way), "aria-label", l.T("bq.nudge."+n.way))
	}
	return p.End("div").String()
}

// footIcon draws footprint f alone, as a block of seat, for its button.
func (p *pic) footIcon(f, seat int) {
	fp := bloqs.Footprints[f]
	p.Open(svg.Nums(-0.2, -0.2, 4.8, 4.8), `class="bq-icon" aria-hidden="true"`)
	p.Group("bq-block s"+num(seat)+" h"+num(fp.Height), (4-float64(fp.W))/2, (4-float64(fp.H))/2)
	p.blockBody(fp, seat)
	p.End("g").End("svg")
}

// b2i returns 1 for true.
func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

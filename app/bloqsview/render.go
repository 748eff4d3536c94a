package bloqsview

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/app/view"
	"impasse/rules/bloqs"
)

// Render draws the board and its panel: three layers of SVG (the
// position; the hint and the preview; the squares that catch the
// pointer) and the panel as HTML, each one string. One handler takes
// every event (see on).
func (b *Board) Render() app.UI {
	s := b.state()
	if s == nil {
		return app.Div()
	}
	b.reindex(s)
	cls := "bq board-view"
	if b.mover >= 0 {
		cls += " bq-turn"
	}
	return app.Div().Class(cls).
		On("click", b.on).On("pointermove", b.on).On("pointerdown", b.on).
		Body(
			app.Div().Class("board-wrap").ID("bq-board").On("wheel", b.on).Body(
				app.Raw(b.baseSVG(s)),
				app.Raw(b.overlaySVG(s)),
				app.Raw(hitSVG(s.Board())),
			),
			app.Raw(b.panel(s)),
		)
}

// hits are the pointer layers, by board name, drawn once each.
var hits = map[string]string{}

// hitSVG returns the layer of squares of bd that catch the pointer, each
// named by data-a.
func hitSVG(bd *bloqs.Board) string {
	h, ok := hits[bd.Name]
	if !ok {
		var p pic
		p.open(bd, "bq-hit", `aria-hidden="true"`)
		for r := 1; r <= bd.Rows; r++ {
			for c := 1; c <= bd.Cols; c++ {
				if bd.On(c, r) {
					x, y, _, _ := rect(bd, 1, 1, c, r)
					p.Rect("", x, y, 1, 1, 0, "data-a", num((r-1)*bd.Cols+c-1))
				}
			}
		}
		h = p.Close()
		hits[bd.Name] = h
	}
	return h
}

// baseSVG draws the position: the squares scored, the blocks and the
// last one placed.
func (b *Board) baseSVG(s *bloqs.State) string {
	bd := s.Board()
	var p pic
	p.open(bd, "", `role="img" aria-label="`+svg.Escape(b.P.Lang.T("bq.boardLabel"))+`"`).board(bd).scored(s).blocks(bd, blocksOf(s))
	if m, fresh, ok := board.Last(b.P); ok {
		p.lastRing(bd, m, fresh)
	}
	return p.Close()
}

// overlaySVG draws the hint and the block previewed.
func (b *Board) overlaySVG(s *bloqs.State) string {
	bd := s.Board()
	var p pic
	p.open(bd, "overlay", `aria-hidden="true"`)
	if b.P.HasHint {
		p.ring(bd, b.P.Hint, "bq-hint", "id", "bq-hint", "data-at", s.MoveString(b.P.Hint))
	}
	if pv, ok := b.current(s); ok {
		p.ghost(bd, pv, b.mover)
	}
	return p.Close()
}

// seatName names a seat by its colour.
func seatName(l i18n.Lang, seat int) string { return l.T("bq.c" + num(seat)) }

// whyKeys name the text of each rule a preview can break.
var whyKeys = map[error]string{
	bloqs.ErrOffBoard:   "bq.why.off",
	bloqs.ErrCovered:    "bq.why.covered",
	bloqs.ErrEdge:       "bq.why.edge",
	bloqs.ErrNoContact:  "bq.why.contact",
	bloqs.ErrSameHeight: "bq.why.height",
}

// say returns what a preview means: legal (and its points), or the rule
// it breaks.
func say(l i18n.Lang, pv preview) string {
	switch {
	case pv.legal && pv.points > 0:
		return l.T("bq.step.score", pv.points)
	case pv.legal:
		return l.T("bq.step.ok")
	case pv.why != nil && whyKeys[pv.why] != "":
		return l.T(whyKeys[pv.why])
	}
	return l.T("bq.step.wait")
}

// step returns what the person does next, what the preview means, or
// the last move.
func (b *Board) step(s *bloqs.State) string {
	l := b.P.Lang
	pv, shown := b.current(s)
	switch {
	case b.mover < 0 && b.P.HasLast && pointsOf(b.P) > 0:
		return l.T("bq.lastScore", seatName(l, b.P.LastBy), s.MoveString(b.P.Last), pointsOf(b.P))
	case b.mover < 0 && b.P.HasLast:
		return l.T("bq.last", seatName(l, b.P.LastBy), s.MoveString(b.P.Last))
	case b.mover < 0:
		return ""
	case shown && b.touch && pv.legal:
		return say(l, pv) + " " + l.T("bq.step.again")
	case shown:
		return say(l, pv)
	}
	return l.T("bq.step.where")
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
// Place buttons, and every player's score and blocks.
func (b *Board) panel(s *bloqs.State) string {
	l := b.P.Lang
	var p pic
	p.Start(`div class="bq-side"`)
	if b.mover >= 0 {
		p.Start(`div class="bq-feet"`, "role", "group", "aria-label", l.T("bq.feet"))
		for n := 0; n < 3; n++ {
			f := 2*n + b.foot%2
			fp := bloqs.Footprints[f]
			on := b2i(b.foot/2 == n)
			p.Start(`button type="button"`, "class", "bq-foot f"+num(f)+" on"+num(on), "id", "bq-foot-"+num(fp.W*fp.H),
				"data-a", num(actFoot+n), "aria-pressed", num(on), "title", l.T("bq.foot", fp.W*fp.H, fp.Height, n+1))
			p.footIcon(f, b.mover)
			p.TextEl(`span class="bq-fl"`, num(fp.W*fp.H)).End("button")
		}
		p.TextEl(`button type="button" class="btn icon bq-rot" id="bq-rotate"`, "⟳", "data-a", num(actRotate),
			"title", l.T("bq.rotate"), "aria-label", l.T("bq.rotate"))
		p.End("div")
	}
	cls := "bq-step"
	if pv, ok := b.current(s); ok {
		cls += " " + map[bool]string{true: "ok", false: "no"}[pv.legal]
	}
	p.TextEl(`p id="bq-step"`, b.step(s), "class", cls)
	if b.mover >= 0 {
		back, place := `button type="button" class="btn" id="bq-back"`, `button type="button" class="btn primary" id="bq-place"`
		if b.anchor < 0 {
			back += " disabled"
		}
		if pv, ok := b.current(s); !ok || !pv.legal {
			place += " disabled"
		}
		p.Start(`div class="bq-tools"`).TextEl(back, l.T("bq.back"), "data-a", num(actBack)).
			TextEl(place, l.T("bq.place"), "data-a", num(actPlace)).End("div")
	}
	p.Start(`ul class="bq-players"`)
	scores := s.Scores()
	placed := make([]int, s.Players())
	for i := range s.Blocks() {
		placed[i%s.Players()]++
	}
	for seat := 0; seat < s.Players(); seat++ {
		p.Start("li", "class", "bq-player s"+num(seat)+" t"+num(b2i(s.ToMove() == seat)), "id", "bq-player-"+num(seat),
			"data-score", num(scores[seat]), "data-blocks", num(placed[seat]))
		p.Start(`svg viewBox="0 0 1 1" aria-hidden="true"`, "class", "bq-chip s"+num(seat))
		p.Rect("bg", 0, 0, 1, 1, 0.2).Raw(seatMarks[seat]).End("svg")
		p.TextEl(`span class="bq-nm"`, seatName(l, seat))
		p.TextEl(`span class="bq-nb"`, l.T("bq.blocks", placed[seat]))
		p.TextEl(`b class="bq-sc"`, num(scores[seat]))
		p.End("li")
	}
	p.End("ul")
	p.TextEl(`p class="bq-left" id="bq-left"`, l.T("bq.left", bloqs.Pool-s.Placed()))
	return p.End("div").String()
}

// footIcon draws footprint f alone, as a block of seat, for its button.
func (p *pic) footIcon(f, seat int) {
	fp := bloqs.Footprints[f]
	p.Open(svg.Nums(-0.2, -0.2, 4.8, 4.8), `class="bq-icon" aria-hidden="true"`)
	x, y := (4-float64(fp.W))/2, (4-float64(fp.H))/2
	d := shadow * float64(fp.Height)
	p.Rect("bq-shadow", x+d, y+d, float64(fp.W), float64(fp.H), 0.12)
	p.Group("bq-block s"+num(seat)+" h"+num(fp.Height), x, y)
	p.blockTop(fp, seat)
	p.End("g").End("svg")
}

// b2i returns 1 for true.
func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

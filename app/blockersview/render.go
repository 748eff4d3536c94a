package blockersview

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg"
	bl "impasse/rules/blockers"
)

// Render draws the board and its panel: three layers of SVG (the
// position; what follows the person; the squares that catch the
// pointer) and the panel as HTML, each one string. One handler takes
// every event (see on).
func (b *Board) Render() app.UI {
	s := b.state()
	if s == nil {
		return app.Div()
	}
	b.reindex(s)
	cls := "bl board-view"
	if b.mover >= 0 {
		cls += " bl-turn"
	}
	return app.Div().Class(cls).Attr("tabindex", "0").
		On("click", b.on).On("pointermove", b.on).On("pointerdown", b.on).On("keydown", b.on).
		Body(
			app.Div().Class("board-wrap").ID("bl-board").Body(
				app.Raw(b.baseSVG(s)),
				app.Raw(b.overlaySVG(s)),
				app.Raw(hitSVG()),
			),
			app.Raw(b.panel(s)),
		)
}

// hits is the pointer layer, drawn once.
var hits string

// hitSVG returns the layer of squares that catch the pointer, each named
// by data-a.
func hitSVG() string {
	if hits == "" {
		var p pic
		p.open("bl-hit", `aria-hidden="true"`)
		for sq := 0; sq < bl.Squares; sq++ {
			p.n(`<rect data-a="#" x="#" y="#" width="1" height="1"/>`, sq, sq%9, sq/9)
		}
		hits = p.w("</svg>").String()
	}
	return hits
}

// last returns the square of the last move, or -1, and the tile it
// captured (colour<<5 | kind), or -1, when the position before it is
// known.
func (b *Board) last(s *bl.State) (sq, took int) {
	sq, took = -1, -1
	if _, _, to, ok := s.Placement(b.P.LastBy, b.P.Last); ok && b.P.HasLast {
		sq = to
		if before, isBl := b.P.Before.(*bl.State); isBl && before != nil {
			took = gridOf(before)[sq]
		}
	}
	return sq, took
}

// baseSVG draws the position and the last move. It changes only with the
// position, so the last tile pops in once.
func (b *Board) baseSVG(s *bl.State) string {
	var p pic
	p.open("", `role="img" aria-label="`+svg.Escape(b.P.Lang.T("bl.boardLabel"))+`"`).board()
	last, took := b.last(s)
	p.tiles(gridOf(s), last, b.P.Animate && b.P.LastBy != b.P.Viewer)
	if last >= 0 {
		attrs := ""
		if took >= 0 {
			attrs = ` data-took="` + bl.ColourNames[took>>5] + " " + bl.TileName(bl.Kind(took&31)) + `"`
		}
		p.ring(last, "bl-last", ` id="bl-last" data-sq="`+bl.SquareName(last)+`"`+attrs)
	}
	return p.w("</svg>").String()
}

// preview returns the square where the picked tile shows: put down by a
// tap, or under the mouse; -1 for none.
func (b *Board) preview() int {
	if b.anchor >= 0 {
		return b.anchor
	}
	if _, ok := b.find(b.hot); ok && !b.touch {
		return b.hot
	}
	return -1
}

// overlaySVG draws what follows the person: the hint, where the picked
// tile may go, and the tile put down.
func (b *Board) overlaySVG(s *bl.State) string {
	var p pic
	p.open("overlay", `aria-hidden="true"`)
	if c, k, sq, ok := s.Placement(s.ToMove(), b.P.Hint); ok && b.P.HasHint {
		p.ring(sq, "bl-hint", ` id="bl-hint"`+tileAttrs(c<<5|int(k), sq))
	}
	g := gridOf(s)
	for _, o := range b.opts {
		if o.c == b.selC && o.k == b.selK {
			p.target(o.sq, g[o.sq] >= 0)
		}
	}
	if sq := b.preview(); sq >= 0 {
		t := b.selC<<5 | int(b.selK)
		p.tile(t, sq%9*100, sq/9*100, " ghost", ` id="bl-preview"`+tileAttrs(t, sq))
	}
	return p.w("</svg>").String()
}

// tileName names a tile in the language: "7", "C", "moon".
func tileName(l i18n.Lang, t int) string {
	if k := bl.Kind(t & 31); k < bl.FirstSymbol {
		return bl.TileName(k)
	}
	return l.T("bl.y." + bl.TileName(bl.Kind(t&31)))
}

// seatName names a seat by its colours: "Red", "Red & Yellow".
func seatName(l i18n.Lang, seat int, expert bool) string {
	name := l.T("bl.c" + svg.Int(seat))
	if expert {
		name += l.T("bl.and") + l.T("bl.c"+svg.Int(seat+2))
	}
	return name
}

// step returns what the person does next, or the last move.
func (b *Board) step(s *bl.State) string {
	l := b.P.Lang
	key, who, what := "", "", ""
	last, took := b.last(s)
	// The tile a placement would capture: the one put down, or the one
	// under the mouse.
	sq := b.preview()
	if _, ok := b.find(b.hot); ok && sq < 0 {
		sq = b.hot
	}
	t := -1
	if sq >= 0 {
		t = gridOf(s)[sq]
	}
	switch {
	case b.mover < 0 && !b.P.HasLast:
	case b.mover < 0 && last < 0:
		key = "bl.passed"
	case b.mover < 0 && took >= 0:
		key, t = "bl.lastTook", took
	case b.mover < 0:
		key = "bl.last"
	case b.selC < 0:
		key = "bl.step.pick"
	case t >= 0 && b.anchor >= 0:
		key = "bl.step.takeAgain"
	case b.anchor >= 0:
		key = "bl.step.again"
	case t >= 0:
		key = "bl.step.take"
	default:
		key = "bl.step.where"
	}
	if t >= 0 {
		who, what = l.T("bl.c"+svg.Int(t>>5)), tileName(l, t)
	}
	if key == "" || b.mover >= 0 && t < 0 {
		// (A text without arguments must get none.)
		return l.T(key)
	}
	return l.T(key, seatName(l, b.P.LastBy, s.Expert()), s.MoveString(b.P.Last), who, what)
}

// panel draws the racks of the person at the device, what to do next,
// and every player's rack size, captures and score.
func (b *Board) panel(s *bl.State) string {
	l := b.P.Lang
	var p pic
	p.w(`<div class="bl-side">`)
	me := b.P.Viewer
	mine := me >= 0 && me < s.Players() && !s.Over()
	if mine {
		p.w(`<div class="bl-mine">`)
		for c := me; c < s.Colours(); c += s.Players() {
			b.rack(&p, s, c)
		}
	}
	p.w(`<p class="bl-step" id="bl-step">`).e(b.step(s)).w(`</p>`)
	if mine {
		off := [2]string{}
		if b.mover < 0 || b.selC < 0 {
			off[0] = " disabled"
		}
		if b.anchor < 0 {
			off[1] = " disabled"
		}
		p.w(`<div class="bl-tools"><button type="button" class="btn" id="bl-back" data-a="300"$>$</button>`+
			`<button type="button" class="btn primary" id="bl-confirm" data-a="301"$>$</button></div></div>`,
			off[0], svg.Escape(l.T("bl.back")), off[1], svg.Escape(l.T("bl.confirm")))
	}
	p.w(`<ul class="bl-players">`)
	for seat := 0; seat < s.Players(); seat++ {
		b.player(&p, s, seat)
	}
	return p.w("</ul></div>").String()
}

// rack draws a rack of the person at the device: its tiles as buttons,
// those with no square now disabled.
func (b *Board) rack(p *pic, s *bl.State, c int) {
	l := b.P.Lang
	out, label := "", l.T("bl.yourRack")
	if s.Expert() {
		label = l.T("bl.c" + svg.Int(c))
	}
	if !s.InPlay(c) {
		out, label = " out", l.T("bl.faceUp", label)
	}
	hint := -1
	if hc, hk, _, ok := s.Placement(s.ToMove(), b.P.Hint); ok && b.P.HasHint && b.mover >= 0 {
		hint = hc<<5 | int(hk)
	}
	p.n(`<div class="bl-rack c#`, c).w(`$"`, out).n(` id="bl-rack-!"><span class="bl-label"><i class="bl-chip c#"></i>`, c, c).e(label).w(`</span><div class="bl-tiles">`)
	known, _ := s.Rack(c)
	for _, k := range known {
		t := c<<5 | int(k)
		sel, off := b2i(b.selC == c && b.selK == k), ""
		if !b.playable(c, k) {
			off = " disabled"
		}
		p.n(`<button type="button" class="bl-rt s# h#" aria-pressed="#" id="bl-rt-!-&" data-a="#"`, sel, b2i(t == hint), sel, c, int(k), actTile+t).
			w(`$ aria-label="$">`, off, svg.Escape(l.T("bl.c"+svg.Int(c))+" "+tileName(l, t))).one(t).w("</button>")
	}
	p.w(`</div></div>`)
}

// player draws one player's line: colours and name, the tiles in hand
// (face down, unless a rack is face up or the game is over), the tiles
// captured by colour (the colour captured most framed), and the score:
// groups plus captures in that colour. A seat plays the colours seat,
// seat + players, … (two in the expert variant).
func (b *Board) player(p *pic, s *bl.State, seat int) {
	step := s.Players()
	p.n(`<li class="bl-player t# m# x#" id="bl-player-#"><span class="bl-name">`, b2i(s.ToMove() == seat), b2i(seat == b.P.Viewer), b2i(s.Expert()), seat)
	groups := 0
	for c := seat; c < s.Colours(); c += step {
		p.n(`<i class="bl-chip c#"></i>`, c)
		groups += s.Groups(c)
	}
	p.w(`<span class="bl-nm">`).e(seatName(b.P.Lang, seat, s.Expert())).w(`</span></span><span class="bl-hand">`)
	for c := seat; c < s.Colours(); c += step {
		known, unseen := s.Rack(c)
		p.n(`<span class="bl-held" data-c="!" data-n="#" data-pile="#">`, c, len(known)+unseen, s.PileCount(c))
		if s.Over() || seat != b.P.Viewer && s.Expert() && !s.InPlay(c) {
			for _, k := range known {
				p.one(c<<5 | int(k))
			}
		} else {
			p.n(`<i class="bl-backs c#"></i>#`, c, len(known)+unseen)
		}
		p.w(`</span>`)
	}
	p.w(`</span><span class="bl-capt">`)
	var capt [bl.NumColours][]bl.Kind
	most, total := 0, 0
	for d := range capt[:s.Colours()] {
		capt[d] = s.Captured(seat, d)
		if len(capt[d]) > len(capt[most]) {
			most = d
		}
		total += len(capt[d])
	}
	for d, ks := range capt {
		if len(ks) > 0 {
			p.n(`<span class="bl-cg m#" data-c="!" data-n="#">`, b2i(d == most), d, len(ks))
			for _, k := range ks {
				p.one(d<<5 | int(k))
			}
			p.w(`</span>`)
		}
	}
	n := len(capt[most])
	p.n(`</span><span class="bl-score" data-groups="#" data-capt="#" data-total="#"><span class="n">#</span><span class="op">+</span><span class="n">#</span><span class="op">=</span><b>#</b></span></li>`,
		groups, n, total, groups, n, groups+n)
}

// b2i returns 1 for true.
func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

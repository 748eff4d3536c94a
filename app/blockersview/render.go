package blockersview

import (
	"strconv"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
	bl "impasse/rules/blockers"
)

// draw draws position s and its panel in language l: three layers of
// SVG (the position; what follows the person; the squares that catch
// the pointer), each one string, and the panel (see panel). One handler
// takes every event (see on).
func (b *Board) draw(s *bl.State, l i18n.Lang) app.UI {
	return board.Pointed("bl", b.moves.Mover() >= 0, b.on, "board-and-side").OnKeyDown(board.Rove(".bl-mine", rackButtons)).
		Body(
			board.Area("bl-board", l.T("bl.boardLabel"), l.T("bl.kb.keys"), &b.focus, func() string { return b.said(s, l) },
				app.Raw(b.baseSVG(s)), app.Raw(b.overlaySVG(s)), app.Raw(hitSVG())),
			b.panel(s),
		)
}

// hitSVG returns the layer of squares that catch the pointer, each named
// by data-a; it is drawn once.
var hitSVG = sync.OnceValue(func() string {
	var p pic
	p.open("bl-hit", `aria-hidden="true"`)
	for sq := 0; sq < bl.Squares; sq++ {
		x, y := topLeft(sq)
		p.Rect("", x, y, 1, 1, 0, "data-a", num(sq))
	}
	return p.Close()
})

// last returns the square of the last move, or -1, and the tile it
// captured (colour<<5 | kind), or -1, when the position before it is
// known.
func (b *Board) last(s *bl.State) (sq, took int) {
	sq, took = -1, -1
	m, _, ok := board.Last(b.P)
	if _, _, to, placed := s.Placement(b.P.LastBy, m); placed && ok {
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
	_, fresh, _ := board.Last(b.P)
	p.tiles(gridOf(s), last, fresh)
	if last >= 0 {
		attrs := []string{"id", "bl-last", "data-sq", bl.SquareName(last)}
		if took >= 0 {
			attrs = append(attrs, "data-took", bl.ColourNames[took>>5]+" "+bl.TileName(bl.Kind(took&31)))
		}
		p.ring(last, "bl-last", attrs...)
	}
	return p.Close()
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
		p.ring(sq, "bl-hint", append([]string{"id", "bl-hint"}, tileAttrs(c<<5|int(k), sq)...)...)
	}
	g := gridOf(s)
	for _, o := range b.moves.List {
		if o.c == b.selC && o.k == b.selK {
			p.target(o.sq, g[o.sq] >= 0)
		}
	}
	if sq := b.preview(); sq >= 0 {
		t := b.selC<<5 | int(b.selK)
		x, y := topLeft(sq)
		p.tile(t, x, y, " ghost", append([]string{"id", "bl-preview"}, tileAttrs(t, sq)...)...)
	}
	if b.focus.On {
		// The keyboard's cursor: a frame.
		sq := b.cursorSquare()
		x, y := topLeft(sq)
		p.Rect("bl-cursor", x+0.03, y+0.03, 0.94, 0.94, 0.1, "data-cursor", bl.SquareName(sq))
		p.Rect("bl-cursor in", x+0.03, y+0.03, 0.94, 0.94, 0.1)
	}
	return p.Close()
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
	name := l.T("bl.c" + num(seat))
	if expert {
		name += l.T("bl.and") + l.T("bl.c"+num(seat+2))
	}
	return name
}

// seatCount returns how many colours a seat plays, which seatName names:
// two in the expert game ("Red & Yellow"), whose verb is then plural in
// English (in French, "Rouge-Jaune" is one name).
func seatCount(expert bool) int {
	if expert {
		return 2
	}
	return 1
}

// step returns what the person does next, or the last move; at the
// start, who the lot drew to play first.
func (b *Board) step(s *bl.State) string {
	l := b.P.Lang
	text := b.next(s)
	switch {
	case s.Ply() == 0 && !s.Over():
		return strings.TrimSpace(l.T("bl.drawn", seatName(l, s.ToMove(), s.Expert())) + " " + text)
	case s.Ply() == 1 && b.P.HasLast:
		return text + " " + l.T("bl.drawnLast", seatName(l, b.P.LastBy, s.Expert()))
	}
	return text
}

// next returns what the person does next, or the last move.
func (b *Board) next(s *bl.State) string {
	l := b.P.Lang
	key, who, what := "", "", ""
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
	case b.moves.Mover() < 0 && !b.P.HasLast:
	case b.moves.Mover() < 0:
		// The last move, in the words a screen reader says it.
		if before, ok := b.P.Before.(*bl.State); ok && before != nil {
			return sayMove(l, before, s, b.P.Last, b.P.LastBy).Text
		}
	case b.selC < 0:
		key = "bl.step.pick"
	case t >= 0 && b.anchor >= 0 && b.focus.On:
		key = "bl.kb.takeEnter"
	case b.anchor >= 0 && b.focus.On:
		key = "bl.kb.enterPlays"
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
		who, what = l.T("bl.c"+num(t>>5)), tileName(l, t)
	}
	if key == "" || b.moves.Mover() >= 0 && t < 0 {
		// (A text without arguments must get none.)
		return l.T(key)
	}
	return l.T(key, who, what)
}

// panel draws the racks of the person at the device, what to do next,
// the turn's buttons, and every player's rack size, captures and score:
// the racks, the buttons and the players as HTML, each one string, and
// what to do next apart from them (it changes with the focus: see
// board.Area).
func (b *Board) panel(s *bl.State) app.UI {
	step := app.P().Class("bl-step").ID("bl-step").Text(b.step(s))
	players := app.Raw(b.players(s))
	me := b.P.Viewer
	if me < 0 || me >= s.Players() || s.Over() {
		return app.Div().Class("bl-side", "board-side").Body(step, players)
	}
	var mine []app.UI
	for c := me; c < s.Colours(); c += s.Players() {
		mine = append(mine, app.Raw(b.rack(s, c)))
	}
	mine = append(mine, step, app.Raw(b.tools()))
	return app.Div().Class("bl-side", "board-side").Body(app.Div().Class("bl-mine").Body(mine...), players)
}

// tools draws the turn's buttons.
func (b *Board) tools() string {
	l := b.P.Lang
	var p pic
	back, confirm := `button type="button" class="btn" id="bl-back"`, `button type="button" class="btn primary" id="bl-confirm"`
	if b.moves.Mover() < 0 || b.selC < 0 {
		back += " disabled"
	}
	if b.anchor < 0 {
		confirm += " disabled"
	}
	p.Start(`div class="bl-tools"`)
	p.TextEl(back, l.T("bl.back"), "data-a", num(actBack)).TextEl(confirm, l.T("bl.confirm"), "data-a", num(actConfirm))
	return p.End("div").String()
}

// players draws every player's line (see player).
func (b *Board) players(s *bl.State) string {
	var p pic
	p.Start(`ul class="bl-players"`)
	for seat := 0; seat < s.Players(); seat++ {
		b.player(&p, s, seat)
	}
	return p.End("ul").String()
}

// rack draws a rack of the person at the device: its tiles as buttons,
// those with no square now disabled.
func (b *Board) rack(s *bl.State, c int) string {
	l := b.P.Lang
	var p pic
	out, label := "", l.T("bl.yourRack")
	if s.Expert() {
		label = l.T("bl.c" + num(c))
	}
	if !s.InPlay(c) {
		out, label = " out", l.T("bl.faceUp", label)
	}
	hint := -1
	if hc, hk, _, ok := s.Placement(s.ToMove(), b.P.Hint); ok && b.P.HasHint && b.moves.Mover() >= 0 {
		hint = hc<<5 | int(hk)
	}
	p.Start("div", "class", "bl-rack c"+num(c)+out, "id", "bl-rack-"+bl.ColourNames[c])
	p.Start(`span class="bl-label"`).Start("i", "class", "bl-chip c"+num(c)).End("i").Text(label).End("span")
	p.Start(`div class="bl-tiles"`)
	known, _ := s.Rack(c)
	for _, k := range known {
		t := c<<5 | int(k)
		sel := b2i(b.selC == c && b.selK == k)
		button := `button type="button"`
		if !b.playable(c, k) {
			button += " disabled"
		}
		p.Start(button, "class", "bl-rt s"+num(sel)+" h"+num(b2i(t == hint)), "aria-pressed", strconv.FormatBool(sel == 1),
			"id", "bl-rt-"+bl.ColourNames[c]+"-"+bl.TileName(k), "data-a", num(actTile+t), "aria-label", l.T("bl.c"+num(c))+" "+tileName(l, t))
		p.one(t).End("button")
	}
	return p.End("div").End("div").String()
}

// player draws one player's line: colours and name, the tiles in hand
// (face down, unless a rack is face up or the game is over), the tiles
// captured by colour (the colour captured most framed), and the score:
// groups plus captures in that colour. A seat plays the colours seat,
// seat + players, … (two in the expert variant).
func (b *Board) player(p *pic, s *bl.State, seat int) {
	step := s.Players()
	p.Start("li", "class", "bl-player t"+num(b2i(s.ToMove() == seat))+" m"+num(b2i(seat == b.P.Viewer))+" x"+num(b2i(s.Expert())),
		"id", "bl-player-"+num(seat))
	p.Start(`span class="bl-name"`)
	groups := 0
	for c := seat; c < s.Colours(); c += step {
		p.Start("i", "class", "bl-chip c"+num(c)).End("i")
		groups += s.Groups(c)
	}
	p.TextEl(`span class="bl-nm"`, seatName(b.P.Lang, seat, s.Expert())).End("span")
	p.Start(`span class="bl-hand"`, "title", b.P.Lang.T("bl.handTitle"))
	for c := seat; c < s.Colours(); c += step {
		known, unseen := s.Rack(c)
		p.Start(`span class="bl-held"`, "data-c", bl.ColourNames[c], "data-n", num(len(known)+unseen), "data-pile", num(s.PileCount(c)))
		if s.Over() || seat != b.P.Viewer && s.Expert() && !s.InPlay(c) {
			for _, k := range known {
				p.one(c<<5 | int(k))
			}
		} else {
			p.Start("i", "class", "bl-backs c"+num(c)).End("i").Text(num(len(known) + unseen))
		}
		p.End("span")
	}
	p.End("span").Start(`span class="bl-capt"`, "title", b.P.Lang.T("bl.captTitle"))
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
			p.Start("span", "class", "bl-cg m"+num(b2i(d == most)), "data-c", bl.ColourNames[d], "data-n", num(len(ks)))
			for _, k := range ks {
				p.one(d<<5 | int(k))
			}
			p.End("span")
		}
	}
	n := len(capt[most])
	p.End("span")
	// What the sum means, on hovering it (the rules page tells more).
	title := b.P.Lang.T("bl.scoreTitle", groups, n, groups+n)
	p.Start(`span class="bl-score"`, "title", title, "data-groups", num(groups), "data-capt", num(n), "data-total", num(total))
	p.TextEl(`span class="n"`, num(groups)).TextEl(`span class="op"`, "+").TextEl(`span class="n"`, num(n)).
		TextEl(`span class="op"`, "=").TextEl("b", num(groups+n))
	p.End("span").End("li")
}

// b2i returns 1 for true.
func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

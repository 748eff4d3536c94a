package blockadeview

import (
	"strconv"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
	bk "impasse/rules/blockade"
)

// draw draws position s and its panel in language l: three layers of
// SVG (the position; what follows the pointer; the shapes that catch
// it), each one string, and the panel (see panel). One handler takes
// every event of the pointer (see on).
func (b *Board) draw(s *bk.State, l i18n.Lang) app.UI {
	rs := b.shortest(s)
	return board.Pointed("bk", b.moves.Mover() >= 0, b.on, "board-and-side", variant(s.CulDeSac())).
		Body(
			board.Area("bk-board", l.T("bk.boardLabel"), l.T("bk.kb.keys"), &b.focus, func() string { return b.said(s, l) },
				app.Raw(b.baseSVG(s)), app.Raw(b.overlaySVG(s, rs)), app.Raw(b.hitSVG())),
			b.panel(s, rs),
		)
}

// hitLayers returns the pointer layers, drawn once: every square (for
// picking pawns and destinations), and every wall place, open for the
// moved pawn's squares (for the walls; see hitSVG). A wall's shape is
// the part of the board nearer its groove than the other kind's, round
// its centre: a bow tie of two triangles (see wallHit).
var hitLayers = sync.OnceValues(func() (squares, walls string) {
	var p pic
	p.open(whole, "bk-hit", `aria-hidden="true"`)
	for sq := bk.Square(0); sq < bk.NumSquares; sq++ {
		x, y := topLeft(sq)
		p.Rect("", x, y, 1, 1, 0, "data-h", squareHit(sq).String())
	}
	squares = p.Close()
	p = pic{}
	p.open(whole, "bk-hit", `aria-hidden="true"`)
	for w := bk.Wall(0); w < bk.NumWalls; w++ {
		x, y := wallMid(w)
		ax, ay, bx, by := 0.0, 1.0, 0.5, -0.5
		if w.Kind() == bk.Vertical {
			ax, ay, bx, by = 1, 0, -0.5, 0.5
		}
		var d1, d2 svg.Path
		d1.Cmd('M', x, y).Cmd('l', -0.5, -0.5).Cmd('l', ax, ay).Cmd('z')
		d2.Cmd('M', x, y).Cmd('l', bx, by).Cmd('l', ax, ay).Cmd('z')
		p.El("path", "data-h", wallHit(w, 0).String(), "d", d1.String()).El("path", "data-h", wallHit(w, 1).String(), "d", d2.String())
	}
	return squares, p.String()
})

// hitSVG returns the layer of shapes that catch the pointer, named by
// data-h (see hit): the squares while the pawn move is chosen, then the
// walls' and the moved pawn's squares.
func (b *Board) hitSVG() string {
	squares, walls := hitLayers()
	if !b.moved {
		return squares
	}
	var p pic
	p.Raw(walls)
	for _, sq := range [2]bk.Square{b.sel, b.dest} {
		if sq != bk.NoSquare {
			x, y := topLeft(sq)
			p.Rect("", x+0.2, y+0.2, 0.6, 0.6, 0, "data-h", squareHit(sq).String())
		}
	}
	return p.Close()
}

// baseSVG draws the position and the last turn. It changes only with the
// position, so the last move's animation plays once.
func (b *Board) baseSVG(s *bk.State) string {
	var p pic
	p.open(whole, variant(s.CulDeSac()), `role="img" aria-label="`+svg.Escape(b.P.Lang.T("bk.boardLabel"))+`"`).board(whole)
	from, to, last := bk.NoSquare, bk.NoSquare, bk.NoWall
	m, animate, ok := board.Last(b.P)
	if ok {
		from, to, last = bk.DecodeMove(m)
	}
	if from != bk.NoSquare {
		p.line(from, to, "bk-last-path")
		p.ring(from, 0.14, "bk-last-from")
	}
	for _, w := range s.Walls(nil) {
		cls := ""
		if w == last {
			cls = " " + board.LastClass(animate)
		}
		p.wall(w, cls)
	}
	for seat := 0; seat < 2; seat++ {
		for _, sq := range s.Pawns(seat) {
			slide := bk.NoSquare
			if animate && sq == to && seat == b.P.LastBy {
				slide = from
			}
			if sq != bk.NoSquare {
				p.pawn(seat, sq, "", slide)
			}
		}
	}
	return p.Close()
}

// routes are the shortest routes shown: for each seat, each pawn's to
// one of its goals, nil when it has none (or is on its goal) or the
// routes are hidden (see shortest).
type routes [2][2][]bk.Square

// steps returns the length of seat's shorter route, and false when it
// has none.
func (r *routes) steps(seat int) (n int, ok bool) {
	for _, route := range r[seat] {
		if len(route) > 1 && (!ok || len(route)-1 < n) {
			n, ok = len(route)-1, true
		}
	}
	return n, ok
}

// shortest returns the routes shown (none unless showRoutes): the pawn
// moved this turn from where it goes, with the wall previewed when it
// may go there.
func (b *Board) shortest(s *bk.State) routes {
	var rs routes
	if !b.showRoutes {
		return rs
	}
	extra := b.placed()
	for seat := 0; seat < 2; seat++ {
		for i, sq := range s.Pawns(seat) {
			if seat == b.moves.Mover() && b.moving() && sq == b.sel {
				sq = b.dest
			}
			if r := s.Route(seat, sq, extra); len(r) > 1 {
				rs[seat][i] = r
			}
		}
	}
	return rs
}

// moving reports whether the pawn picked is moved, provisionally, and
// the turn is at its wall.
func (b *Board) moving() bool { return b.moves.Mover() >= 0 && b.moved && b.sel != bk.NoSquare }

// placed returns the wall previewed when the turn may place it there,
// else NoWall.
func (b *Board) placed() bk.Wall {
	if _, ok := b.find(b.wall); ok && b.wall != bk.NoWall {
		return b.wall
	}
	return bk.NoWall
}

// overlaySVG draws what follows the person: the routes rs, the hint,
// the pawn picked and where it may go, the pawn moved, the wall
// previewed.
func (b *Board) overlaySVG(s *bk.State, rs routes) string {
	var p pic
	p.open(whole, "overlay "+variant(s.CulDeSac()), `aria-hidden="true"`)
	turn := b.moves.Mover() >= 0
	moving := b.moving()
	if moving {
		// Lift the pawn from its square.
		x, y := topLeft(b.sel)
		p.Rect("bk-cover", x+0.075, y+0.075, 0.85, 0.85, 0)
		for seat := 0; seat < 2; seat++ {
			if g := bk.Goals(seat); g[0] == b.sel || g[1] == b.sel {
				p.goal(seat, b.sel)
			}
		}
	}
	legal := b.placed() != bk.NoWall
	if b.showRoutes {
		p.Raw(routeDots)
	}
	for seat, pawns := range rs {
		for _, r := range pawns {
			if r != nil {
				p.route(seat, r)
			}
		}
	}
	if b.P.HasHint {
		from, to, w := bk.DecodeMove(b.P.Hint)
		if b.P.HintStart && from != bk.NoSquare {
			// Only the pawn: its way and its wall are left to find.
			to, w = bk.NoSquare, bk.NoWall
		}
		wn := ""
		if w != bk.NoWall {
			wn = w.String()
		}
		p.Start(`g id="bk-hint" class="bk-hint"`, "data-from", name(from), "data-to", name(to), "data-wall", wn)
		if to != bk.NoSquare {
			p.line(from, to, "bk-hint-path")
		}
		if from != bk.NoSquare {
			p.ring(from, 0.44, "bk-hint-ring")
		}
		if to != bk.NoSquare {
			p.ring(to, 0.44, "bk-hint-ring")
		}
		if w != bk.NoWall {
			p.wall(w, " hinted")
		}
		p.End("g")
	}
	if turn && !b.moved {
		for _, sq := range s.Pawns(b.moves.Mover()) {
			if sq == b.sel && sq != bk.NoSquare {
				p.ring(sq, 0.45, "bk-picked")
			} else if b.movable(sq) {
				p.ring(sq, 0.45, "bk-movable")
			}
		}
		p.targets(b.moves.Mover(), b.targets(), b.sel, b.hot.square())
	}
	if moving {
		p.line(b.sel, b.dest, "bk-move-path")
		p.pawn(b.moves.Mover(), b.sel, " ghost", bk.NoSquare)
		p.pawn(b.moves.Mover(), b.dest, " moved", bk.NoSquare)
	}
	if turn && b.moved && b.wall != bk.NoWall {
		state := "illegal"
		if legal {
			state = "legal"
		}
		p.Start(`g id="bk-preview"`, "class", "bk-preview "+state, "data-state", state, "data-wall", b.wall.String())
		p.wall(b.wall, " preview")
		p.End("g")
	}
	switch {
	case !b.focus.On:
	case b.moves.Mover() >= 0 && b.moved:
		// The keyboard's cursor on a crossing: a ring round it.
		x, y := wallMid(bk.MakeWall(0, b.wc.X, b.wc.Y))
		p.Circle("bk-cursor", x, y, 0.26)
		p.Circle("bk-cursor in", x, y, 0.26)
	default:
		// On a square: a frame.
		x, y := topLeft(bk.Sq(b.kc.X, b.kc.Y))
		p.Rect("bk-cursor", x+0.03, y+0.03, 0.94, 0.94, 0.1, "data-cursor", bk.Sq(b.kc.X, b.kc.Y).String())
		p.Rect("bk-cursor in", x+0.03, y+0.03, 0.94, 0.94, 0.1)
	}
	return p.Close()
}

// name names a square, "" for none.
func name(sq bk.Square) string {
	if sq < 0 {
		return ""
	}
	return sq.String()
}

// targets marks the squares a seat's pawn on from may go to: a dot, or a
// ring on a goal (the move wins). The square under the mouse, over, gets
// a faint pawn.
func (p *pic) targets(seat int, targets []bk.Square, from, over bk.Square) {
	goals := bk.Goals(seat)
	for _, sq := range targets {
		if sq == over {
			p.pawn(seat, sq, " ghost", bk.NoSquare)
		}
		if sq == goals[0] || sq == goals[1] {
			p.line(from, sq, "bk-move-path")
			p.ring(sq, 0.3, "bk-target win")
		} else {
			p.ring(sq, 0.15, "bk-target")
		}
	}
}

// step returns the key of the text saying what the person does next, or
// why the wall shown cannot go there.
func (b *Board) step(s *bk.State) string {
	_, ok := b.find(b.wall)
	g := bk.Goals(max(b.moves.Mover(), 0))
	switch {
	case b.moves.Mover() < 0:
		return ""
	case !b.moved && b.sel == bk.NoSquare:
		return "bk.step.pick"
	case !b.moved:
		return "bk.step.dest"
	case !b.wants() && (b.dest == g[0] || b.dest == g[1]):
		return "bk.step.win"
	case !b.wants() && s.WallsLeft(b.moves.Mover(), 0)+s.WallsLeft(b.moves.Mover(), 1) == 0:
		return "bk.step.noWalls"
	case !b.wants():
		return "bk.step.noPlace"
	case b.wall == bk.NoWall && b.sel == bk.NoSquare:
		return "bk.step.wallOnly"
	case b.wall == bk.NoWall:
		return "bk.step.wall"
	case ok && b.focus.On:
		return "bk.kb.enterTurn"
	case ok && b.anchored:
		return "bk.step.tapAgain"
	case ok:
		return "bk.step.click"
	case s.WallBlocked(b.wall):
		return "bk.why.taken"
	case s.WallsLeft(b.moves.Mover(), b.wall.Kind()) == 0:
		return "bk.why.none" + num(b.wall.Kind())
	}
	return "bk.why.cut"
}

// panel draws the walls each player has left, what to do next, and the
// turn's buttons: the players (with the steps of their routes rs) and
// the buttons as HTML, each one string, and what to do next apart from
// them (it changes with the focus: see board.Area).
func (b *Board) panel(s *bk.State, rs routes) app.UI {
	return app.Div().Class("bk-side", "board-side").Body(
		app.Div().Class("bk-panel").Body(
			app.Raw(b.players(s, rs)),
			app.P().Class("bk-step").ID("bk-step").Text(b.stepText(s)),
			app.Raw(b.tools()),
		),
	)
}

// players draws the walls each player has left, and the steps of their
// routes rs when shown.
func (b *Board) players(s *bk.State, rs routes) string {
	l := b.P.Lang
	var p pic
	p.Start(`div class="bk-players"`)
	for seat := 0; seat < 2; seat++ {
		cls := ""
		if s.ToMove() == seat {
			cls = " to-move"
		}
		p.Start("div", "class", "bk-player seat"+num(seat)+cls, "id", "bk-player-"+num(seat))
		p.Start(`svg class="bk-icon" viewBox="0 0 1 1"`, "aria-label", seatName(l, seat, 2))
		p.pawn(seat, bk.Sq(0, bk.Rows-1), "", bk.NoSquare)
		p.End("svg")
		for kind, name := range [2]string{"h", "v"} {
			p.Start(`span class="bk-count"`, "data-kind", name).Start("i", "class", "bk-wi "+name).End("i").
				Text(num(s.WallsLeft(seat, kind))).End("span")
		}
		if n, ok := rs.steps(seat); ok {
			p.TextEl(`span class="bk-steps"`, "→"+num(n))
		}
		p.End("div")
	}
	return p.End("div").String()
}

// stepText says what to do next, or the last turn.
func (b *Board) stepText(s *bk.State) string {
	switch k := b.step(s); {
	case k != "":
		return b.P.Lang.T(k)
	case b.P.HasLast:
		return b.P.Lang.T("bk.last", s.MoveString(b.P.Last))
	}
	return ""
}

// tools draws the turn's buttons.
func (b *Board) tools() string {
	l := b.P.Lang
	var p pic
	kind := "h"
	if b.wall != bk.NoWall && b.wall.Kind() == bk.Vertical {
		kind = "v"
	}
	_, ready := b.ready()
	button := func(id, cls, key string, enabled bool, attrs ...string) {
		label := l.T(key)
		name := `button type="button" data-bk`
		if !enabled {
			name += " disabled"
		}
		p.Start(name, append([]string{"class", cls, "id", id, "title", label, "aria-label", label}, attrs...)...)
	}
	p.Start(`div class="bk-tools"`)
	button("bk-back", "btn", "bk.back", b.moves.Mover() >= 0 && (b.wall != bk.NoWall || b.sel != bk.NoSquare))
	p.TextEl(`span class="label"`, l.T("bk.back")).End("button")
	button("bk-turn", "btn icon", "bk.turn", b.moves.Mover() >= 0 && b.moved && b.wall != bk.NoWall)
	p.Start("i", "class", "bk-wi big "+kind).End("i").End("button")
	button("bk-routes", "btn icon", "bk.routes", true, "aria-pressed", strconv.FormatBool(b.showRoutes))
	p.Raw(routesIcon).End("button")
	button("bk-confirm", "btn primary", "bk.confirm", ready)
	p.Text(l.T("bk.confirm")).End("button")
	return p.End("div").String()
}

// routesIcon is the picture of the routes' button.
const routesIcon = `<svg viewBox="0 0 24 24" aria-hidden="true" class="bk-ri"><path d="M5 20V13H12V4H19"/><circle cx="5" cy="20" r="2.5"/><circle cx="19" cy="4" r="2.5"/></svg>`

// seatName names a seat (view.Spec.SeatName).
func seatName(l i18n.Lang, seat, players int) string { return l.T("bk.seat" + num(seat)) }

// Package buchholzview draws the games of the Buchholz compendium on
// their shared 12 × 12 board. A game gives its position as a
// buchholz.Picture and its moves in notation; the board turns clicks on
// squares into those moves, so a game needs no drawing code of its own,
// only a Game value (its texts, rules page and pictures) given to
// Register.
package buchholzview

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/gridboard"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	bz "impasse/rules/buchholz"
)

// Board is the board component of a compendium game.
//
// A move is made by clicking the squares its notation names, in turn: a
// piece, then where it goes (and on, for a move of several steps). The
// squares that may come next are marked. Where a move may end early, or
// ends with a choice, buttons offer it. Escape or a click elsewhere
// drops the move being made.
type Board struct {
	app.Compo
	board.Props
	keys board.Keys

	game  *Game
	moves board.Moves[route]
	pick  picker
	// routes shows the picture's routes (a king's ways out).
	routes bool
	// last holds the squares the last move marks (see lastSquares).
	last []bz.Square
}

// OnMount listens to Escape and Backspace.
func (b *Board) OnMount(ctx app.Context) { b.keys.Listen(ctx, "Escape Backspace", b.key) }

// OnDismount stops listening to the keyboard.
func (b *Board) OnDismount() { b.keys.Stop() }

func (b *Board) key(ctx app.Context, k board.Key) {
	if k.Name == "Escape" {
		b.pick.path = b.pick.path[:0]
	} else {
		b.pick.back()
	}
}

// OnInit indexes the legal moves of the props the board is made with.
func (b *Board) OnInit() { b.reindex() }

// OnUpdate indexes the legal moves again when the props changed (go-app
// calls it before Render).
func (b *Board) OnUpdate(ctx app.Context) { b.reindex() }

// reindex decodes the legal moves when the position or the moves
// changed, and starts the move afresh, and finds the last move's
// squares; Render only reads what it made.
func (b *Board) reindex() {
	s := b.P.State
	if s == nil {
		return
	}
	b.last = lastSquares(b.P)
	if b.moves.Update(b.P, func(m rules.Move) (route, bool) { return parseRoute(m, s.MoveString(m)) }) {
		b.pick = picker{routes: b.moves.List}
	}
}

// Render draws the board, what to do now, the choices and the pieces in
// hand.
func (b *Board) Render() app.UI {
	s := b.P.State
	pictured, ok := s.(bz.Pictured)
	if !ok {
		return app.Div()
	}
	l := b.P.Lang
	pic := pictured.Picture()
	g := b.grid(l, s, pic)
	if b.routes {
		for _, r := range pic.Routes {
			g.Lines = append(g.Lines, gridboard.Line{Squares: cells(r.Squares), Class: "bz-" + r.Kind})
		}
	}
	st := stepAfter(b.pick.routes, b.pick.path)
	if len(b.pick.path) > 0 || b.P.ShowTargets {
		if path := b.pick.path; len(path) > 0 {
			moveAlong(&g, cells(path))
			g.Marks = append(g.Marks, gridboard.Mark{At: cell(path[len(path)-1]), Kind: "selected"})
		}
		g.Targets = cells(st.next)
		// What a click there would do beyond moving: take, or enter.
		for i, sq := range st.next {
			if st.kinds[i] != "" {
				g.Marks = append(g.Marks, gridboard.Mark{At: cell(sq), Kind: st.kinds[i]})
			}
		}
	}
	mouse, touch := b.status(l, s, pic, st)
	return app.Div().Class("bz", "board-view").Body(
		&gridboard.Board{Grid: g, OnSquare: b.onSquare, Lang: l},
		statusLine(b.tookLast(l, s), mouse, touch),
		b.choices(l, st),
		b.routesToggle(l, pic),
		hands(l, b.game, s, pic),
	)
}

// routesToggle offers to show or hide the picture's routes, when it has
// any.
func (b *Board) routesToggle(l i18n.Lang, pic bz.Picture) app.UI {
	if len(pic.Routes) == 0 {
		return nil
	}
	return app.Label().Class("bz-routes").Body(
		board.Checkbox("bz-routes", b.routes).
			OnChange(func(ctx app.Context, e app.Event) { b.routes = ctx.JSSrc().Get("checked").Bool() }),
		app.Text(" "+l.T(b.game.Prefix+"routes")),
	)
}

// grid describes the position for the grid board: the picture (its
// threats only while a turn is made here), with the pieces named as the
// game names them, the last move's squares and the hint.
func (b *Board) grid(l i18n.Lang, s rules.State, pic bz.Picture) gridboard.Grid {
	if len(b.moves.List) == 0 {
		// A threat warns the player making a turn here; drawn while
		// another seat moves, it would show that seat's opponent, the
		// person watching, a way to win.
		pic.Lines = slices.DeleteFunc(slices.Clone(pic.Lines), func(p bz.Path) bool { return p.Kind == "threat" })
	}
	g := drawing(pic)
	g.Label = l.T("bz.boardLabel")
	g.Coords = true
	players := s.Players()
	for i, p := range pic.Pieces {
		g.Pieces[i].Name = b.game.kind(l, p, players)
		if players > 1 {
			g.Pieces[i].Name = l.T("bz.piece", g.Pieces[i].Name, seatName(l, p.Seat, players))
		}
	}
	for _, sq := range b.last {
		g.Marks = append(g.Marks, gridboard.Mark{At: cell(sq), Kind: "last"})
	}
	if b.P.HasHint {
		if r, ok := parseRoute(b.P.Hint, s.MoveString(b.P.Hint)); ok {
			if b.P.HintStart && len(r.squares) > 1 {
				r.squares = r.squares[:1] // the piece to move: its way is left to find
			}
			for _, sq := range r.squares {
				g.Marks = append(g.Marks, gridboard.Mark{At: cell(sq), Kind: "hint"})
			}
		}
	}
	return g
}

// lastSquares returns the squares that show the last move of p: those
// its notation names, and any other square it filled, such as the door
// where it entered a piece.
func lastSquares(p view.Props) []bz.Square {
	m, _, ok := board.Last(p)
	if !ok || p.Before == nil {
		return nil
	}
	r, ok := parseRoute(m, p.Before.MoveString(m))
	if !ok {
		return nil
	}
	squares := slices.Clone(r.squares)
	before, ok1 := p.Before.(bz.Pictured)
	after, ok2 := p.State.(bz.Pictured)
	if !ok1 || !ok2 {
		return squares
	}
	var filled [bz.Size * bz.Size]bool
	for _, pc := range before.Picture().Pieces {
		filled[pc.At] = true
	}
	for _, pc := range after.Picture().Pieces {
		if !filled[pc.At] && !slices.Contains(squares, pc.At) {
			squares = append(squares, pc.At)
		}
	}
	return squares
}

// drawing is the grid board showing a picture: the regions, circles,
// pieces, marks and line.
func drawing(pic bz.Picture) gridboard.Grid {
	g := gridboard.Grid{Cols: bz.Size, Rows: bz.Size, Regions: regions, Circles: cells(bz.Circles())}
	for _, p := range pic.Pieces {
		g.Pieces = append(g.Pieces, gridboard.Piece{At: cell(p.At), Shape: shapes[p.Kind], Seat: p.Seat})
	}
	for _, m := range pic.Marks {
		g.Marks = append(g.Marks, gridboard.Mark{At: cell(m.At), Kind: m.Kind, Label: m.Label})
	}
	for _, l := range pic.Lines {
		class := "bz-" + l.Kind
		if seat := ownerAt(pic, l.Squares); l.Kind == "exit" && seat >= 0 {
			class += " seat" + strconv.Itoa(seat) // a king's way out in its colour
		}
		g.Lines = append(g.Lines, gridboard.Line{Squares: cells(l.Squares), Class: class})
	}
	return g
}

// ownerAt returns the seat of the piece on the first of squares, or -1.
func ownerAt(pic bz.Picture, squares []bz.Square) int {
	if len(squares) == 0 {
		return -1
	}
	for _, p := range pic.Pieces {
		if p.At == squares[0] {
			return p.Seat
		}
	}
	return -1
}

// regions are the board's 16 regions of 3 × 3.
var regions = gridboard.Blocks(bz.Size, bz.Size, 3, 3)

// shapes draws each kind of piece.
var shapes = [...]gridboard.Shape{bz.Cylinder: gridboard.Cylinder, bz.Triangle: gridboard.Triangle, bz.Block: gridboard.Block, bz.King: gridboard.King}

// cell is the grid board's square for sq (both count from A1 along the
// rows).
func cell(sq bz.Square) gridboard.Square { return gridboard.Square(sq) }

func cells(sqs []bz.Square) []gridboard.Square {
	out := make([]gridboard.Square, len(sqs))
	for i, sq := range sqs {
		out[i] = cell(sq)
	}
	return out
}

// moveAlong draws the piece on the first square of path, a move being
// made, on its last square instead (where it stands now), and the way it
// went there.
func moveAlong(g *gridboard.Grid, path []gridboard.Square) {
	if len(path) < 2 {
		return
	}
	for i, p := range g.Pieces {
		if p.At == path[0] {
			g.Pieces[i].At = path[len(path)-1]
		}
	}
	g.Lines = append(g.Lines, gridboard.Line{Squares: path, Class: "bz-way"})
}

// onSquare takes a click on a square.
func (b *Board) onSquare(ctx app.Context, sq gridboard.Square) {
	if m, ok := b.pick.click(bz.Square(sq)); ok {
		view.Play(ctx, m)
	}
}

// status says what to do now: whose turn, the kind of piece forced, the
// step of the move being made (a bonus earned), in the words of a mouse
// and in those of a touch screen.
func (b *Board) status(l i18n.Lang, s rules.State, pic bz.Picture, st step) (mouse, touch string) {
	path := b.pick.path
	switch {
	case s.Over(), len(b.moves.List) == 0 && b.P.Still:
		return "", ""
	case len(b.moves.List) == 0 && b.P.Away:
		return pointed(l, "bz.away", b.seat(l, s.ToMove()))
	case len(b.moves.List) == 0 && s.Players() == 1:
		return pointed(l, "bz.waitingAlone")
	case len(b.moves.List) == 0:
		return pointed(l, "bz.waiting", b.seat(l, s.ToMove()))
	case len(path) > 0 && len(st.next) == 0:
		return pointed(l, "bz.choose")
	case len(path) > 1 && len(st.done) > 0 && l.Has(b.game.Prefix+"more"):
		return pointed(l, b.game.Prefix+"more")
	case len(path) > 0:
		return pointed(l, "bz.dest")
	}
	seat := s.ToMove()
	switch {
	case !pic.HasForced && s.Players() == 1:
		return pointed(l, b.game.Prefix+"pick")
	case !pic.HasForced:
		mouse, touch = pointed(l, b.game.Prefix+"pick", b.seat(l, seat))
	default:
		verb := "move"
		if seat < len(pic.Hands) && pic.Hands[seat][pic.Forced] > 0 {
			verb = "place"
		}
		mouse, touch = pointed(l, b.game.Prefix+verb+"."+string(pic.Forced.Letter()), b.seat(l, seat))
	}
	if threat := b.threat(l, seat, pic); threat != "" {
		mouse, touch = mouse+" "+threat, touch+" "+threat
	}
	return mouse, touch
}

// tookLast tells, in the words of a screen reader, the last move of
// another seat when it took or removed pieces: the frame on its squares
// shows where it went, not what vanished from the board. It is "" for
// any other move, and while the person makes a move.
func (b *Board) tookLast(l i18n.Lang, s rules.State) string {
	p := b.P
	if !p.HasLast || p.Before == nil || p.LastBy == s.ToMove() || len(b.moves.List) == 0 || len(b.pick.path) > 0 {
		return ""
	}
	if said := b.game.say(l, p.Before, s, p.Last, p.LastBy); said.Took {
		return said.Text
	}
	return ""
}

// threat warns the player to move that another seat threatens to win
// on its next turn, drawn on the board as a line from its piece: a way
// out (kind "exit") while theirs has none, or a winning move (kind
// "threat"). It is said in the game's words (its "threat" text; a game
// without one warns of nothing), naming the first seat found.
func (b *Board) threat(l i18n.Lang, seat int, pic bz.Picture) string {
	key := b.game.Prefix + "threat"
	if !l.Has(key) {
		return ""
	}
	other := -1
	for _, line := range pic.Lines {
		if line.Kind != "exit" && line.Kind != "threat" || len(line.Squares) == 0 {
			continue
		}
		switch o := ownerAt(pic, line.Squares); {
		case o == seat:
			return "" // their own way out comes first
		case o >= 0 && other < 0:
			other = o
		}
	}
	if other < 0 {
		return ""
	}
	return l.T(key, b.seat(l, other))
}

// pointed returns the text of key in the words of a mouse ("click") and
// in those of a touch screen ("tap"): the text of key.touch, where there
// is one.
func pointed(l i18n.Lang, key string, args ...any) (mouse, touch string) {
	mouse = l.T(key, args...)
	if l.Has(key + ".touch") {
		return mouse, l.T(key+".touch", args...)
	}
	return mouse, mouse
}

// statusLine shows the status, said as it changes; the styles show the
// touch screen's words on a touch screen, the mouse's elsewhere. Before
// it, took tells the last move when it took pieces, which the shell's
// live region has said already: a screen reader does not hear it again.
func statusLine(took, mouse, touch string) app.UI {
	p := app.P().Class("bz-status").Aria("live", "polite")
	var body []app.UI
	if took != "" {
		body = append(body, app.Span().Class("bz-took").Aria("hidden", true).Text(took+" "))
	}
	if mouse == touch {
		return p.Body(append(body, app.Text(mouse))...)
	}
	return p.Body(append(body,
		app.Span().Class("bz-mouse").Text(mouse),
		app.Span().Class("bz-touch").Text(touch),
	)...)
}

// seat names a seat for the status line.
func (b *Board) seat(l i18n.Lang, seat int) string {
	return seatName(l, seat, b.P.State.Players())
}

// choices offers the moves that end where the move being made stands, as
// buttons: stopping there, or each choice.
func (b *Board) choices(l i18n.Lang, st step) app.UI {
	if len(b.pick.path) == 0 || len(st.done) == 0 {
		return nil
	}
	var buttons []app.UI
	for _, r := range st.done {
		label := l.T("bz.stop")
		if r.choice != 0 {
			label = l.T("bz.enter." + string(r.choice))
		}
		buttons = append(buttons, app.Button().Class("btn").Text(label).OnClick(b.play(r.m)))
	}
	return app.Div().Class("bz-choices").Body(buttons...)
}

// play returns a handler that plays m.
func (b *Board) play(m rules.Move) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		b.pick.path = b.pick.path[:0]
		view.Play(ctx, m)
	}
}

// hands shows the pieces each seat holds off the board, while any seat
// holds some.
func hands(l i18n.Lang, g *Game, s rules.State, pic bz.Picture) app.UI {
	held := false
	for _, hand := range pic.Hands {
		held = held || hand != [3]int{}
	}
	if !held {
		return nil
	}
	var rows []app.UI
	for seat, hand := range pic.Hands {
		var items []app.UI
		for k, n := range hand {
			if n > 0 {
				items = append(items, app.Span().Class("bz-held").Body(
					app.Raw(gridboard.PieceIcon(shapes[k], seat)),
					app.Text("×"+strconv.Itoa(n)),
				))
			}
		}
		if len(items) == 0 {
			items = append(items, app.Span().Class("bz-held").Text(l.T("bz.none")))
		}
		rows = append(rows, app.Div().Class("bz-hand").Body(
			append([]app.UI{app.Span().Class("bz-who").Text(seatName(l, seat, s.Players()) + " · " + l.T(g.Prefix+"hand"))}, items...)...,
		))
	}
	return app.Div().Class("bz-hands").Body(rows...)
}

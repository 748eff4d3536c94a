package buchholzview

import (
	"fmt"
	"strconv"

	"impasse/app/board"
	"impasse/app/gridboard"
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	bz "impasse/rules/buchholz"
)

// Game is what a compendium game tells the board: its texts, its rules
// page and the positions drawn for the rules and the game list. Its
// texts are keys after Prefix:
//
//	pick      what the player to move does (%s: the seat, unless played alone)
//	place.K   the same when kind K (C, T, S) is forced and still in hand
//	move.K    the same when kind K is forced and on the board
//	hand      the pieces a seat holds off the board
//	end.X     how the game ended, for each Ending X of its pictures
//	score     what its scores count (view.Spec.Score), where they count
//	          something else than points
//	r.…       the rules page's entries
//
// and, optionally, its own words for the moves and positions in words
// (see words.go), where the compendium's shared ones would not do:
//
//	k.K       the name of kind K (C, T, S, K): "archer", "guard"
//	w.move    a move (%[1]s the seat, %[2]s the kind, %[3]s from, %[4]s to)
//	w.then    each further square of a move (%s)
//	w.must.K  the turn when kind K is forced and on the board
//	w.line.X  a line of kind X the picture draws (%s: its squares)
type Game struct {
	// ID is the game's id.
	ID string
	// Prefix starts the keys of the game's texts ("al.").
	Prefix string
	// Rules are the rules page's entries, as board.RulesPage reads them;
	// the figures are the Figures' positions, in order.
	Rules   []string
	Figures []Position
	// Thumb is the position shown on the game list.
	Thumb Position
	// Solutions are the known solutions from a position (view.Spec).
	Solutions func(l i18n.Lang, s rules.State) []view.Solution
}

// Position is a position reached from a game's start by moves in
// notation.
type Position struct {
	Options rules.Options
	Moves   []string
}

// state plays p's moves from the start of game id.
func (p Position) state(id string) (rules.State, error) {
	g, ok := rules.Lookup(id)
	if !ok {
		return nil, fmt.Errorf("buchholzview: no game %q", id)
	}
	s, err := g.New(p.Options)
	if err != nil {
		return nil, err
	}
	for _, text := range p.Moves {
		if _, err := rules.Play(s, text); err != nil {
			return nil, fmt.Errorf("buchholzview: %s: %w", id, err)
		}
	}
	return s, nil
}

// svg draws the position, as a small picture with class.
func (p Position) svg(id, class string) string {
	s, err := p.state(id)
	if err != nil {
		panic(err) // the view's own data: its tests draw every picture
	}
	g := drawing(s.(bz.Pictured).Picture())
	g.Class = class
	return gridboard.SVG(&g)
}

// registered are the games given to Register, for the tests.
var registered []*Game

// Register registers the view of a compendium game.
func Register(g Game) {
	registered = append(registered, &g)
	view.Register(view.Spec{
		ID:         g.ID,
		NewBoard:   func() view.Board { return &Board{game: &g} },
		SeatName:   seatName,
		SeatColour: func(seat, players int) string { return "var(--gb-seat" + strconv.Itoa(seat%4) + ")" },
		Score:      g.score,
		Ending:     g.ending,
		Solutions:  g.Solutions,
		Rules:      g.rulesOf(),
		Thumbnail:  func() string { return g.Thumb.svg(g.ID, "mini") },
		Styles:     gridboard.Styles + styles,
		Shortcuts:  boardKeys,
		Say:        g.say,
		Describe:   g.describe,
		HintStart:  g.hintStart,
	})
}

// boardKeys lists the board's keys (view.Spec.Shortcuts): its cursor's,
// and Escape and Backspace, which take back the move being made.
func boardKeys(l i18n.Lang) []view.Shortcut {
	return board.CursorKeys{Arrows: l.T("bz.kb.arrows"), Enter: l.T("bz.kb.choose"), Back: l.T("bz.kb.back")}.List(l)
}

// seatName names a seat by its colour: red, blue, yellow, green; a game
// played alone has "you".
func seatName(l i18n.Lang, seat, players int) string {
	if players == 1 {
		return l.T("bz.solo")
	}
	return l.T("bz.seat" + strconv.Itoa(seat%4))
}

// score names what the game's scores count, where it has the text.
func (g *Game) score(l i18n.Lang) string {
	if key := g.Prefix + "score"; l.Has(key) {
		return l.T(key)
	}
	return ""
}

// ending says how a finished game ended, from its picture: in team play
// by the text end.X.teams where the game has one.
func (g *Game) ending(l i18n.Lang, s rules.State) string {
	p, ok := s.(bz.Pictured)
	if !ok || !s.Over() {
		return ""
	}
	e := p.Picture().Ending
	if e == "" {
		return ""
	}
	key := g.Prefix + "end." + e
	if rules.TeamsOf(s) != nil && l.Has(key+".teams") {
		key += ".teams"
	}
	return l.T(key)
}

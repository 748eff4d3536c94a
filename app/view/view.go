// Package view is the contract between the shell and the board of each
// game: what the shell gives a board (the position and its legal moves)
// and what the board gives back (the move a person chose). A board never
// decides what is legal; it only offers the moves it is given.
package view

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// Props is what the shell passes to a board each time it draws it.
type Props struct {
	// State is the position to show. The board must not modify it.
	State rules.State
	// Viewer is the seat of the person looking at the board (the only
	// person seated, or the person to move), or -1: a board may show
	// that seat's material first.
	Viewer int
	// Legal lists the moves the person at the board may choose now;
	// empty while the computer thinks or when the game is over.
	Legal []rules.Move
	// Away is set when the seat to move plays on another device (a
	// friend's): the board waits for that move, not for the computer's.
	Away bool
	// Still is set when the board only shows a position and no move is
	// awaited on it (a lesson's step once answered, a replay, a game
	// resigned or lost on time): the board says nobody is thinking or
	// playing.
	Still bool
	// Last is the last move played and HasLast tells whether there is
	// one; LastBy is the seat that played it.
	Last    rules.Move
	HasLast bool
	LastBy  int
	// Before is the position before Last, for boards that animate it.
	Before rules.State
	// Hint is a move the computer suggests, when HasHint.
	Hint    rules.Move
	HasHint bool
	// HintStart asks the board to mark only where Hint starts (the
	// piece it moves, or the piece it places), leaving the rest to the
	// person; a board whose moves have one part marks all of Hint.
	HintStart bool
	// ShowTargets asks the board to mark where pieces may go.
	ShowTargets bool
	// Animate is false when moves must not be animated.
	Animate bool
	// Lang is the language of any text on the board.
	Lang i18n.Lang
}

// PlayAction is the action a board sends, with Play, when the person
// chooses a move. (Props holds no function, so a board whose props did
// not change is not drawn again.)
const PlayAction = "impasse.play"

// Play tells the shell that the person chose m, one of Props.Legal.
func Play(ctx app.Context, m rules.Move) {
	ctx.NewActionWithValue(PlayAction, m)
}

// Board is a game's board component.
type Board interface {
	app.Composer
	// SetProps gives the board what to draw.
	SetProps(Props)
}

// Solution is a known line of play: what to call it, and its moves in
// notation.
type Solution struct {
	Label string
	Moves []string
}

// Line is one row of a score breakdown: a label and a value per seat.
type Line struct {
	Label  string
	Values []string
}

// Spec describes how one game is shown. A view package registers its
// Spec from an init function.
type Spec struct {
	// ID is the game's id, as in rules.Info.
	ID string
	// NewBoard returns a fresh board component.
	NewBoard func() Board
	// SeatName names a seat ("Purple", "Red").
	SeatName func(l i18n.Lang, seat, players int) string
	// SeatCount is how many colours a seat's name names ("Red & Yellow":
	// two), so that a sentence about the seat agrees with it; nil: one.
	SeatCount func(seat, players int) int
	// SeatColour returns the CSS colour of a seat's pieces.
	SeatColour func(seat, players int) string
	// Breakdown explains the final scores, one line per scoring rule.
	Breakdown func(l i18n.Lang, s rules.State) []Line
	// Score names what a game's scores count, for the summary's row of
	// scores ("Thrones held"); nil or "": "Score".
	Score func(l i18n.Lang) string
	// Ending says how a finished game ended ("No block fits anywhere"),
	// shown under the summary's title; nil or "" shows nothing.
	Ending func(l i18n.Lang, s rules.State) string
	// Solutions are known lines of play from position s (a puzzle's
	// published solutions), offered to step through; nil: none.
	Solutions func(l i18n.Lang, s rules.State) []Solution
	// Rules returns the rules page's content as HTML. Only the server
	// writes rules pages, as files the page reads (shell.RulesFile): in
	// the page's own build (wasm), Rules is nil and the views carry
	// neither the texts nor the figures of their rules.
	Rules func(l i18n.Lang) string
	// Thumbnail returns a small picture of the game for the game list,
	// as SVG markup.
	Thumbnail func() string
	// Styles is the CSS of the game's board, added to the page's styles.
	// Its selectors start with the game's own class prefix.
	Styles string
	// Shortcuts lists the board's own keys, for the list of keys the
	// game page shows; nil: none.
	Shortcuts func(l i18n.Lang) []Shortcut
	// Say tells move m, played by seat from position before to position
	// after, in a sentence for the live region ("Orange places the
	// L-pentomino on e4, f4, f5, g5, g6."). Both positions may be a
	// seat's view of a game with hidden parts and must not be modified;
	// Say tells only what the move shows everyone. The caller gives the
	// position after, so that telling every move of a long game costs
	// one pass over it, not a copy of the position for each move. nil:
	// the seat's name and the move's notation.
	Say func(l i18n.Lang, before, after rules.State, m rules.Move, seat int) Said
	// HintStart tells where move m from position s starts, as an order
	// in lower case without a full stop ("move your pawn on C5"), which
	// the page puts in a sentence, for a hint that leaves the rest to the
	// person (Props.HintStart). nil, or "" for m: m has one part, and a
	// hint shows all of it.
	HintStart func(l i18n.Lang, s rules.State, m rules.Move) string
	// Describe tells position s in sentences, one per line: whose turn
	// it is, what each side has left, where the pieces are, the scores
	// where they count. s may be a seat's view. nil: no description in
	// words, only the rules' text diagram.
	Describe func(l i18n.Lang, s rules.State) string
}

// Blurb returns a one-line description of the game for the game list:
// the text "blurb." followed by its ID.
func (s Spec) Blurb(l i18n.Lang) string { return l.T("blurb." + s.ID) }

// Said is a move told in words.
type Said struct {
	// Text is the sentence.
	Text string
	// Took tells whether the move took something (a capture, pieces
	// jumped off the board, squares won), for the sound.
	Took bool
}

// Shortcut is a key of a board and what it does.
type Shortcut struct {
	Keys, Does string
}

// Of makes f, which tells something of a position of one game (S), a
// function of any position, as a Spec's Breakdown, Ending and Describe
// are: a position of another game, or none, gives f's zero value.
func Of[S rules.State, R any](f func(l i18n.Lang, s S) R) func(l i18n.Lang, s rules.State) R {
	return func(l i18n.Lang, st rules.State) R {
		s, ok := st.(S)
		if !ok {
			var zero R
			return zero
		}
		return f(l, s)
	}
}

// MoveOf makes f, which tells something of a move from a position of one
// game (S), a function of any position, as a Spec's HintStart is: a
// position of another game, or none, gives f's zero value.
func MoveOf[S rules.State, R any](f func(l i18n.Lang, s S, m rules.Move) R) func(l i18n.Lang, s rules.State, m rules.Move) R {
	return func(l i18n.Lang, st rules.State, m rules.Move) R {
		s, ok := st.(S)
		if !ok {
			var zero R
			return zero
		}
		return f(l, s, m)
	}
}

// SayOf makes f, which tells a move played from a position of one game
// (S), a Spec's Say: played from a position of another game, or none,
// the move is told as nothing (the zero Said).
func SayOf[S rules.State](f func(l i18n.Lang, before S, after rules.State, m rules.Move, seat int) Said) func(l i18n.Lang, before, after rules.State, m rules.Move, seat int) Said {
	return func(l i18n.Lang, before, after rules.State, m rules.Move, seat int) Said {
		s, ok := before.(S)
		if !ok {
			return Said{}
		}
		return f(l, s, after, m, seat)
	}
}

var specs = map[string]Spec{}

// Register adds a game's view. Registering an id twice panics.
func Register(s Spec) {
	if _, dup := specs[s.ID]; dup {
		panic("view: " + s.ID + " registered twice")
	}
	specs[s.ID] = s
}

// Lookup returns the view of the game with the given id.
func Lookup(id string) (Spec, bool) {
	s, ok := specs[id]
	return s, ok
}

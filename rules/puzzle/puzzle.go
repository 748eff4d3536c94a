// Package puzzle holds the puzzles of the games. In a two-player game
// (Win) a puzzle is a position where the player to move can force a win
// within a few moves, and only one move does it; in a game played alone
// (Alone) it is a position from which the best score can be reached
// (Solitaire: one piece left), each move of the way the only one that
// keeps it in reach; in a two-player game won on points, counted at its
// end (OnPoints: Blokus Duo, Bloqs), it is a position where one move is
// clearly best, both sides playing their best to the end: the only move
// that wins, or draws, or better than every other by a few points. A
// puzzle is data: the setup and the moves that reach its position, and
// the line that solves it (the winning move, the longest defence, the
// next winning move, and so on), each of the solver's moves in it the
// only one that does it; won on points, the one best move and then best
// play to the game's end, and by how many points the answer is better.
//
// The package finds such positions (Find, FindOnPoints), checks a
// puzzle from scratch by an exact search (Check), and reads and writes
// puzzle files (Parse, Format), which the page fetches as data.
package puzzle

import (
	"fmt"

	"impasse/rules"
)

// MaxPlies bounds the line of a two-player puzzle: a win in three of
// one's own moves.
const MaxPlies = 5

// MaxAlonePlies bounds the line of a puzzle played alone, every move of
// which is the player's: the way from sixteen pieces to one in Solitaire,
// where the solver proves each step at once. A longer line would be
// mined from positions the solver is slow on, and asks more of a player
// than a puzzle should.
const MaxAlonePlies = 15

// Kind is what a puzzle asks, which follows from its game's number of
// players (KindOf).
type Kind uint8

const (
	// Win is a two-player game's puzzle: the solver forces a win, the
	// line alternating its moves and the defence's.
	Win Kind = iota
	// Alone is the puzzle of a game played alone, whose State is a
	// rules.Solver: every move of the line is the player's, and the
	// line ends with the best score there is from the position.
	Alone
	// OnPoints is the puzzle of a two-player game won on points
	// (rules.Info.OnPoints): the line's first move is the only one that
	// wins, the rest best play to the game's end (see points.go).
	OnPoints
)

// KindOf returns the kind of game g's puzzles: Alone for a game of one
// player, OnPoints for a game won on points, else Win.
func KindOf(g rules.Game) Kind {
	switch {
	case g.Info().MaxPlayers == 1:
		return Alone
	case g.Info().OnPoints:
		return OnPoints
	}
	return Win
}

// checkLength says why a line of n moves cannot be a puzzle of kind k:
// odd and at most MaxPlies for Win, 1 to MaxAlonePlies for Alone, 1 to
// MaxPointsPlies for OnPoints.
func (k Kind) checkLength(n int) error {
	switch {
	case k == OnPoints && (n < 1 || n > MaxPointsPlies):
		return fmt.Errorf("a line of %d moves: want 1 to %d", n, MaxPointsPlies)
	case k == OnPoints:
		return nil
	case k == Alone && (n < 1 || n > MaxAlonePlies):
		return fmt.Errorf("a line of %d moves: want 1 to %d", n, MaxAlonePlies)
	case k != Alone && (n%2 == 0 || n > MaxPlies):
		return fmt.Errorf("a line of %d moves: want 1, 3 or 5", n)
	}
	return nil
}

// Puzzle is a position and the line that solves it.
type Puzzle struct {
	// Setup recreates the start (State.Setup of the start).
	Setup rules.Options
	// Moves reach the puzzle's position from the start, in notation.
	Moves []string
	// Line solves it, in notation. For Win, the solver's moves at even
	// indexes, the defence's at odd ones; its length is odd and at most
	// MaxPlies, and its last move wins. For Alone, every move is the
	// player's, at most MaxAlonePlies, and the last ends the game with
	// the best score. For OnPoints, its first move is the answer, the
	// rest best play to the end of the game.
	Line []string
	// By is, for OnPoints, how many points at least every other move
	// than the answer ends the game worse, best play to the end; 0 for
	// the other kinds.
	By int
}

// Plies returns the number of moves of the solving line.
func (p *Puzzle) Plies() int { return len(p.Line) }

// Position replays p's setup and moves in g and returns the puzzle's
// position.
func (p *Puzzle) Position(g rules.Game) (rules.State, error) {
	s, err := g.New(p.Setup)
	if err != nil {
		return nil, err
	}
	for i, m := range p.Moves {
		if _, err := rules.Play(s, m); err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
	}
	if s.Over() {
		return nil, fmt.Errorf("the game is over after its %d moves", len(p.Moves))
	}
	return s, nil
}

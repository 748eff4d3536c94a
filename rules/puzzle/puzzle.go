// Package puzzle holds the puzzles of the two-player games: positions
// where the player to move can force a win within a few moves, and only
// one move does it. A puzzle is data: the setup and the moves that reach
// its position, and the line that solves it (the winning move, the
// longest defence, the next winning move, and so on), each player's move
// in it the only one that wins in the moves left.
//
// The package finds such positions (Find), checks a puzzle from scratch
// by an exact search (Check), and reads and writes puzzle files (Parse,
// Format), which the page fetches as data.
package puzzle

import (
	"fmt"

	"impasse/rules"
)

// MaxPlies bounds a puzzle's line: a win in three of one's own moves.
const MaxPlies = 5

// Puzzle is a position and the line that solves it.
type Puzzle struct {
	// Setup recreates the start (State.Setup of the start).
	Setup rules.Options
	// Moves reach the puzzle's position from the start, in notation.
	Moves []string
	// Line solves it, in notation: the solver's moves at even indexes,
	// the defence's at odd ones; its length is odd and at most MaxPlies,
	// and its last move wins.
	Line []string
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

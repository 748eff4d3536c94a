// Package blockade implements Blockade, Philip Slater's game (Lakeside,
// 1975), and Cul de Sac, its European edition, on one engine: 11 × 14
// squares, two pawns and eighteen walls a side, each side racing a pawn to
// one of the other's two start squares while walling the other in.
//
// A turn is one Move: the pawn move and the wall placed after it,
// written "d4-d6/e5h" ("d4-d6" without a wall, "/e5h" for a wall alone
// when no pawn can move, "pass"). The board and the open passages are bit
// sets; wall legality (every pawn keeps a path to both its goals) comes
// from the walls' groove lattice and flood fills on bit sets, see
// walls.go.
package blockade

import "impasse/rules"

// Game IDs.
const (
	BlockadeID = "blockade"
	CulDeSacID = "culdesac"
)

// Blockade is the game with Blockade's pawn movement: one square
// diagonally or two orthogonally.
type Blockade struct{}

// CulDeSac is the game with Cul de Sac's pawn movement: two orthogonal
// steps, straight or turning once.
type CulDeSac struct{}

// Info describes Blockade.
func (Blockade) Info() rules.Info {
	return rules.Info{ID: BlockadeID, Title: "Blockade", MinPlayers: 2, MaxPlayers: 2, Unscored: true}
}

// Info describes Cul de Sac.
func (CulDeSac) Info() rules.Info {
	return rules.Info{ID: CulDeSacID, Title: "Cul de Sac", MinPlayers: 2, MaxPlayers: 2, Unscored: true}
}

// Options returns none: Blockade has one board and one set of rules.
func (Blockade) Options() []rules.Option { return nil }

// Options returns none: Cul de Sac has one board and one set of rules.
func (CulDeSac) Options() []rules.Option { return nil }

// New returns the start position.
func (g Blockade) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	return NewState(false), nil
}

// New returns the start position.
func (g CulDeSac) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	return NewState(true), nil
}

// Levels lists the AI levels, weakest first, with their ratings in this
// game (impasse ratings; 0: not measured yet).
func (Blockade) Levels() []rules.Level { return rules.WithRatings(levels, 800, 1438, 1934, 0) }

// Levels lists the AI levels, weakest first, with their ratings in this
// game (impasse ratings; 0: not measured yet).
func (CulDeSac) Levels() []rules.Level { return rules.WithRatings(levels, 800, 1438, 1876, 0) }

// levels are the same for both games. The weak levels are alpha-beta on
// the race between the two sides' shortest paths (Evaluate) over the
// pruned moves (SearchMoves); the strong ones are Monte Carlo tree search
// with the playout policy, which beat alpha-beta by a wide margin at equal
// time in test matches (about 85% of the games at one second a move).
var levels = []rules.Level{
	{Name: "Beginner", Search: rules.SearchAlphaBeta, Depth: 1, Noise: 0.3},
	{Name: "Easy", Search: rules.SearchAlphaBeta, Depth: 3},
	{Name: "Medium", Search: rules.SearchMCTS, Iterations: 1000},
	{Name: "Strong", Search: rules.SearchMCTS, Millis: 1500},
}

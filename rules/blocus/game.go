// Package blocus implements Le Blocus, the first game of the Buchholz
// compendium "Blockade" (1979), for two players: each has a king that
// wants to leave the 12 × 12 board across the far edge and six guards
// that block and deflect kings. A king moves only to leave: on its turn,
// if its king can get out, a player must lead it out along one of its
// paths (straight ahead, turning 90° left or right at each guard met) and
// wins. Otherwise the player places a guard outside both kings' regions
// (the first one not on a circle) or, once all six are down, moves one
// like a rook. A player with no move passes; a position repeated three
// times with the same player to move is a draw.
//
// A guard placed is written "@E5", a guard moved "E5-E9", a king's way
// out its path: where it starts, each square where it turns, and the last
// square before it leaves ("E2-E7-H7-H12").
package blocus

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// ID is the game's identifier.
const ID = "blocus"

// maxNodes bounds the positions the deeper levels search a move. In six
// games of level 3 against level 4 (455 moves each), level 3 searched at
// most 30,134 and level 4 at most 115,714; one position of a longer
// match took level 4 past 20 million.
const maxNodes = 500_000

// Game is Le Blocus.
//
// Its New returns the start position: the kings on their squares, every
// guard in hand.
//
// Its levels are the AI levels, weakest first: alpha-beta on Evaluate,
// deeper at each level. The king's ways out can number thousands, so
// the deeper levels also stop at half a million positions (maxNodes):
// a rated game, which drops their time bound, never searches for
// minutes.
var Game = buchholz.DuelGame(
	rules.Info{ID: ID, Title: "Le Blocus", Unscored: true},
	[]rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchAlphaBeta, Depth: 1, Noise: 0.3},
		{Name: "Easy", Rating: 1071, Search: rules.SearchAlphaBeta, Depth: 2},
		{Name: "Medium", Rating: 1362, Search: rules.SearchAlphaBeta, Depth: 3, Nodes: maxNodes, Millis: 2000},
		{Name: "Strong", Rating: 1526, Search: rules.SearchAlphaBeta, Depth: 4, Nodes: maxNodes, Millis: 3000},
	},
	NewState,
)

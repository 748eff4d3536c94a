// Package alignement implements Alignement, the fourth game of the
// Buchholz compendium "Blockade" (1979), for two players: five pieces
// each (two squares, two triangles, a cylinder) on the 16 circles of the
// 12 × 12 board, a 4 × 4 grid. The kind of piece to play is forced by a
// fixed cycle (square, triangle, cylinder, …) with the players
// alternating; a piece of that kind still in hand is placed on an empty
// circle, else one on the board moves to an adjacent empty circle (the
// cylinder in eight directions, the others orthogonally). Four pieces of
// one colour in a row, a column or a long diagonal win; a player whose
// forced kind cannot move loses; a position repeated three times with the
// same player to move is a draw.
//
// A placement is written "S@B5" (the forced kind, then the circle), a
// move "B5-E5". Each seat's pieces of one kind are a bit mask over the
// circles; lines, adjacency and legality are a few mask operations.
package alignement

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// ID is the game's identifier.
const ID = "alignement"

// Game is Alignement.
//
// Its New returns the start position: the board empty, every piece in hand.
//
// Its levels are the AI levels, weakest first: alpha-beta on Evaluate,
// deeper at each level, the lower ones choosing among nearly equal moves
// at random so that their games vary. A win or a loss found within the
// depth searched is exact, and the shortest win is taken (the longest
// loss, when every move loses); beyond it the search guesses. Master
// plays the opening book, exact, while pieces are placed, then searches
// as deep as two seconds allow, 25 plies or more, where it proves most
// wins (the package's table tool measures how often it is right).
var Game = buchholz.DuelGame(
	rules.Info{ID: ID, Title: "Alignement", Unscored: true},
	[]rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchAlphaBeta, Depth: 1, Noise: 0.3},
		{Name: "Easy", Rating: 922, Search: rules.SearchAlphaBeta, Depth: 2, Noise: 0.1},
		{Name: "Medium", Rating: 1170, Search: rules.SearchAlphaBeta, Depth: 4, Noise: 0.05},
		{Name: "Strong", Rating: 1666, Search: rules.SearchAlphaBeta, Depth: 8, Noise: 0.02},
		{Name: "Master", Search: rules.SearchAlphaBeta, Millis: 2000, Tuning: rules.Tuning{Book: true}},
	},
	NewState,
)

// Package porte implements La Porte, the sixth game of the Buchholz
// compendium "Blockade" (1979), for two to four players, in teams of two
// at four. Each player starts with a cylinder, a triangle and a square in
// a corner of the 12 × 12 board and holds three triangles and five
// squares in reserve. A piece moves along a row or a column any distance,
// jumping over any pieces, to an empty square that is not a circle. A
// move that leaves the moved piece between two pieces of one opponent,
// the first met along its row and the first met along its column, the
// three being a cylinder, a triangle and a square, enters a reserve piece
// on the circle (the door) of the region where it stopped, if that door
// is empty. A player with a piece on a door whose region holds two or
// more opposing pieces must move such a piece. The first to enter all
// eight reserve pieces wins; partners must both finish.
//
// A move is written "A1-A7", or "A1-A7+T" and "A1-A7+S" when it enters a
// triangle or a square.
package porte

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// ID is the game's identifier.
const ID = "porte"

// tuning is every level's: playouts cut short after 8 moves.
var tuning = rules.Tuning{PlayoutDepth: 8}

// Game is La Porte.
//
// Its New returns the start position for opts: the players' corners (see
// Corners), every reserve full.
//
// Its levels are the AI levels, weakest first: the greedy baseline, then
// MCTS with more and more simulations, each entering when it can and cut
// short after 8 moves to be scored by Evaluate. A level serves every
// number of players, and alpha-beta plays only two; at two, alpha-beta
// to depth 2 and MCTS at 500 simulations came out even (20 games: 10
// wins to 8, 2 draws), while longer simulations (24 moves) lost 5 to 15.
var Game = buchholz.TeamedGame(
	rules.Info{ID: ID, Title: "La Porte"},
	[]rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchGreedy},
		{Name: "Easy", Rating: 1529, Search: rules.SearchMCTS, Iterations: 300, Tuning: tuning},
		{Name: "Medium", Rating: 1726, Search: rules.SearchMCTS, Iterations: 1500, Tuning: tuning},
		{Name: "Strong", Rating: 1929, Search: rules.SearchMCTS, Iterations: 6000, Millis: 2000, Tuning: tuning},
		{Name: "Expert", Search: rules.SearchMCTS, Millis: 4000, Tuning: tuning},
	},
	NewState,
)

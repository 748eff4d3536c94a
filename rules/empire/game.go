// Package empire implements L'Empire, the second game of the Buchholz
// compendium "Blockade" (1979), for two to four players, or four in two
// teams. Each player has a commander, four cavalry and six archers in a
// corner of the 12 × 12 board. Every piece moves along a row or a column
// any distance to an empty square, jumping over whatever stands between;
// it captures only at its own exact distance (cavalry 3, archer 4,
// commander 2 or 5). The four central circles are thrones: holding all of
// them (three when more than two play), standing the commander on its
// king's throne where it cannot be taken at once, or taking the other
// commander wins.
//
// A move is written "E5-E9", a capture "E5xE9".
package empire

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// ID is the game's identifier.
const ID = "empire"

// tuning is every level's: playouts of two moves.
var tuning = rules.Tuning{PlayoutDepth: 2}

// Game is L'Empire.
//
// Its New returns the start position for the number of players and variant
// opts give.
//
// Its levels are the AI levels, weakest first: alpha-beta on Evaluate at
// two players, Monte Carlo tree searches with the game's priors and
// playouts of two moves scored by Evaluate at three and four.
var Game = buchholz.TeamedGame(
	rules.Info{ID: ID, Title: "L'Empire"},
	[]rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchMCTS, Iterations: 200, Noise: 0.5, Tuning: tuning,
			TwoPlayers: &rules.Level{Search: rules.SearchAlphaBeta, Depth: 1, Noise: 0.3}},
		{Name: "Easy", Rating: 1721, Search: rules.SearchMCTS, Iterations: 1000, Tuning: tuning,
			TwoPlayers: &rules.Level{Search: rules.SearchAlphaBeta, Depth: 2}},
		{Name: "Medium", Rating: 1938, Search: rules.SearchMCTS, Iterations: 5000, Millis: 1500, Tuning: tuning,
			TwoPlayers: &rules.Level{Search: rules.SearchAlphaBeta, Depth: 3, Millis: 1500}},
		{Name: "Strong", Search: rules.SearchMCTS, Millis: 3000, Tuning: tuning,
			TwoPlayers: &rules.Level{Search: rules.SearchAlphaBeta, Millis: 3000}},
	},
	NewState,
)

// Package rating is the Elo arithmetic of Impasse's rated games: a
// player's rating per game, moved after each rated game by its result
// against the computer level's own rating, and the fit of the levels'
// ratings from matches between them. The native command and the page
// share it; it uses the standard library only.
//
// A rated game is played by one person against one computer seat, in a
// game of two players. Games of more players are not offered rated: a
// level's rating is measured in two-player matches, and at three or four
// seats a level may even run another search (L'Empire's levels play
// alpha-beta at two and Monte Carlo tree search at more), so a result
// there says nothing about the rating measured.
package rating

import (
	"math"
)

// Start is a player's rating before their first rated game of a game:
// the gentlest level's rating, Anchor, so that the first rated game
// proposed is against the gentlest level.
const Start = Anchor

// Anchor is the rating of every game's gentlest level (level 1); Fit
// rates the other levels from it.
const Anchor = 800

// Provisional is the number of a player's first rated games of a game
// whose K factor is KNew; later games use K.
const Provisional = 30

// The K factors, as FIDE's: 40 for a new player's first 30 games, so a
// rating finds its level quickly, and 20 afterwards.
const (
	KNew = 40
	K    = 20
)

// Expected returns the score a player rated rp is expected to make
// against an opponent rated ro: 1/(1+10^((ro-rp)/400)).
func Expected(rp, ro float64) float64 {
	return 1 / (1 + math.Pow(10, (ro-rp)/400))
}

// KFactor returns the K factor of a player's rated game after played
// earlier rated games of the same game.
func KFactor(played int) float64 {
	if played < Provisional {
		return KNew
	}
	return K
}

// Update returns a player's rating after a rated game: r moved by
// K·(score − Expected(r, opponent)), where score is 1 for a win, 1/2 for
// a draw and 0 for a loss (a resignation or a time out is a loss) and
// played counts the player's earlier rated games of the game.
func Update(r, opponent, score float64, played int) float64 {
	return r + KFactor(played)*(score-Expected(r, opponent))
}

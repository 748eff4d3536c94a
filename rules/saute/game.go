// Package saute implements Saute, the third game of the Buchholz
// compendium "Blockade" (1979), for two to four players, in two teams at
// four. Each player has six squares and three triangles in a region on
// the left edge of the 12 × 12 board; every piece moves only rightward
// along its own row, one square onto an empty square or, when the square
// ahead is taken, over the whole run of pieces ahead to the first empty
// square beyond. A piece that stops in a column holding an odd number of
// opposing pieces may move again (a bonus move, optional), and so on.
// The first player (team) to bring all nine pieces into the rightmost
// region of their row wins; the expert variant also wants the triangles
// back in the places they started from.
//
// A turn is one legal move: the piece's whole path, written as the
// squares where it starts and where each move taken ends ("A5-C5",
// "A5-C5-D5-F5"). A piece has at most one move from any square, so its
// paths are a chain and a seat has at most 9 × 11 moves a turn.
package saute

import (
	"fmt"
	"strconv"
	"strings"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// ID is the game's identifier.
const ID = "saute"

// The variants, as the Variant tag writes them.
const (
	VariantStandard    = "standard"
	VariantExpert      = "expert"
	VariantTeams       = "teams"
	VariantTeamsExpert = "teams expert"
)

// StartRows gives, for each number of players, the bottom row (0 for row
// 1) of each seat's region row, seat 1 first. [reconstructed]: the sheet's
// illustration is lost; the spec puts the regions on the left edge, seat
// 1 lowest, and two players on the two middle region rows.
var StartRows = map[int][]int{
	2: {3, 6},
	3: {0, 3, 6},
	4: {0, 3, 6, 9},
}

// StartColumns gives the kind of piece on each column of a start region,
// A to C, in every one of its three rows. [reconstructed]: triangles in
// the middle column, squares on either side.
var StartColumns = [3]buchholz.Kind{buchholz.Block, buchholz.Triangle, buchholz.Block}

// ArrivalCol is the first column (0 for A) of the arrival regions, J.
const ArrivalCol = 9

// Game is Saute.
type Game struct{}

// Info describes Saute.
func (Game) Info() rules.Info {
	return rules.Info{ID: ID, Title: "Saute", MinPlayers: 2, MaxPlayers: 4}
}

// Options offers the number of players and the variant: teams (at four
// players only), the expert goal, or both.
func (Game) Options() []rules.Option {
	return []rules.Option{
		{Key: rules.KeyPlayers, Values: []string{"2", "3", "4"}, Default: "2"},
		{Key: rules.KeyVariant, Values: []string{VariantStandard, VariantExpert, VariantTeams, VariantTeamsExpert}, Default: VariantStandard},
	}
}

// New returns the start position for the number of players and the
// variant of opts. The variant's words ("teams", "expert") may come in
// either order; teams need four players.
func (g Game) New(opts rules.Options) (rules.State, error) {
	n, err := rules.PlayerCount(g.Info(), opts, 2)
	if err != nil {
		return nil, err
	}
	teams, expert, err := parseVariant(opts.Get(rules.KeyVariant, VariantStandard))
	if err != nil {
		return nil, err
	}
	if teams && n != 4 {
		return nil, fmt.Errorf("saute: teams are played by 4 players, not %d", n)
	}
	return NewState(n, teams, expert), nil
}

// parseVariant reads a Variant tag: "standard", or "teams", "expert" or
// both, separated by spaces.
func parseVariant(v string) (teams, expert bool, err error) {
	words := strings.Fields(v)
	for _, w := range words {
		switch {
		case w == "teams" && !teams:
			teams = true
		case w == "expert" && !expert:
			expert = true
		case w == VariantStandard && len(words) == 1:
		default:
			return false, false, fmt.Errorf("saute: no variant %s (standard, expert, teams or teams expert)", rules.Quote(v))
		}
	}
	if len(words) == 0 {
		return false, false, fmt.Errorf("saute: no variant %s (standard, expert, teams or teams expert)", rules.Quote(v))
	}
	return teams, expert, nil
}

// variant writes the Variant tag of a game.
func variant(teams, expert bool) string {
	switch {
	case teams && expert:
		return VariantTeamsExpert
	case teams:
		return VariantTeams
	case expert:
		return VariantExpert
	}
	return VariantStandard
}

// Levels lists the AI levels, weakest first: Monte Carlo tree search
// whose simulations follow PlayoutMove, with more simulations at each
// level.
func (Game) Levels() []rules.Level {
	return []rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchMCTS, Iterations: 100, Noise: 0.5},
		{Name: "Easy", Rating: 1333, Search: rules.SearchMCTS, Iterations: 500},
		{Name: "Medium", Rating: 1828, Search: rules.SearchMCTS, Iterations: 3000, Millis: 1000},
		{Name: "Strong", Rating: 2222, Search: rules.SearchMCTS, Iterations: 20000, Millis: 2000},
		{Name: "Expert", Search: rules.SearchMCTS, Millis: 4000},
	}
}

// setup returns the options that recreate a start.
func setup(players int, teams, expert bool) rules.Options {
	o := rules.Options{rules.KeyPlayers: strconv.Itoa(players)}
	if teams || expert {
		o[rules.KeyVariant] = variant(teams, expert)
	}
	return o
}

// Package bloqs implements Bloqs, Niek Neuwahl's "1 Stein + Co."
// (Holzinsel, 2003; Goliath's "Le Bloq"), for 2 to 4 players: 40 shared
// 2 × 3 × 4 blocks laid on a board of squares in six footprints and three
// heights, each touching an earlier block along a side but not one of its
// own height, unless the placement isolates squares; isolated squares
// score for the player who closed them.
//
// A move is written "WxH@C,R": the footprint W squares wide and H tall,
// its lowest-left square at column C, row R of the board's frame (from 1,
// row 1 at the bottom). Squares are bit masks per row; legal placements
// come out of a few mask operations per footprint and row, and the
// regions' bookkeeping is incremental (see region.go).
package bloqs

import (
	"fmt"
	"strconv"

	"impasse/rules"
)

// ID is the game's identifier.
const ID = "bloqs"

// DefaultPlayers is the number of seats when the Players option is absent.
const DefaultPlayers = 2

// Game is Bloqs.
type Game struct{}

// Info describes Bloqs.
func (Game) Info() rules.Info {
	return rules.Info{ID: ID, Title: "Bloqs", MinPlayers: 2, MaxPlayers: MaxPlayers, OnPoints: true}
}

// Options offers the number of players and the board: the Variant
// "standard" (421 squares) or "quick" (13 × 13).
func (Game) Options() []rules.Option {
	var names []string
	for _, b := range boards {
		names = append(names, b.Name)
	}
	return []rules.Option{
		{Key: rules.KeyPlayers, Values: []string{"2", "3", "4"}, Default: strconv.Itoa(DefaultPlayers)},
		{Key: rules.KeyVariant, Values: names, Default: Standard.Name},
	}
}

// New returns the start position.
func (g Game) New(opts rules.Options) (rules.State, error) {
	n, err := rules.PlayerCount(g.Info(), opts, DefaultPlayers)
	if err != nil {
		return nil, err
	}
	name := opts.Get(rules.KeyVariant, Standard.Name)
	b, ok := boardNamed(name)
	if !ok {
		return nil, fmt.Errorf("bloqs: no board %s (standard or quick)", rules.Quote(name))
	}
	return NewState(b, n), nil
}

// Levels lists the AI levels, weakest first: Monte Carlo tree search with
// the playout policy and the priors of policy.go (without the priors the
// same search lost 20 games of 20). Strong thinks for 1.4 s. On the
// standard board a search runs natively some 1,700 simulations a second
// at the start, 2,800 after 12 blocks and 5,500 after 20; WebAssembly in
// Node ran 0.25 to 0.35 of that, so Strong gets about 600, 1,400 and
// 1,900 simulations a move in a browser, more on the quick board. Medium's
// fixed 500 stays below that, so the levels keep their order on any
// device. 100 simulations already beat the greedy baseline in 20 games of
// 20 at two seats.
func (Game) Levels() []rules.Level {
	tuning := rules.Tuning{RAVE: 0.5} // every level's
	return []rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchMCTS, Iterations: 30, Noise: 0.5, Tuning: tuning},
		{Name: "Easy", Rating: 1174, Search: rules.SearchMCTS, Iterations: 150, Tuning: tuning},
		{Name: "Medium", Rating: 1478, Search: rules.SearchMCTS, Iterations: 500, Tuning: tuning},
		{Name: "Strong", Search: rules.SearchMCTS, Millis: 1400, Tuning: tuning},
	}
}

package rules

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Game describes one game of the family and creates its start positions.
type Game interface {
	// Info returns the game's fixed description.
	Info() Info
	// Options returns the choices a new game offers (variant, board,
	// number of players), each with its allowed values and default.
	Options() []Option
	// New returns the start position for opts. Missing options take their
	// defaults; keys the game does not know are ignored, so a record's
	// free tags can be passed as they are. A bad value is an error.
	New(opts Options) (State, error)
}

// Info is the fixed description of a game.
type Info struct {
	// ID is the game's identifier in records, links and saved games.
	ID string
	// Title is the game's name as players know it.
	Title string
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers, MaxPlayers int
	// LowWins is true when the lowest score wins (Blockers!).
	LowWins bool
	// Unscored is true when the game keeps no score, only a winner
	// (Blockade, Le Blocus): Scores gives the winner 1, the others 0.
	Unscored bool
	// OnPoints is true when the game is won on the points counted at
	// its end, never before (Blokus Duo, Bloqs): its winner is known
	// only when no one can move any more.
	OnPoints bool
	// Chance is true when the game has chance events or a shuffled setup.
	Chance bool
	// Hidden is true when some seats cannot see part of the state; its
	// States then implement Imperfect.
	Hidden bool
}

// Option is one choice offered when a game starts. Its Key is also the
// name of the record tag that carries the value.
type Option struct {
	Key     string
	Values  []string
	Default string
}

// Options maps option keys (record tag names) to values.
type Options map[string]string

// Standard option keys shared by all games.
const (
	// KeyPlayers is the number of seats, in decimal.
	KeyPlayers = "Players"
	// KeyVariant names a rule variant.
	KeyVariant = "Variant"
	// KeySeed seeds the random setup of games with chance.
	KeySeed = "Seed"
)

// Get returns the value of key in o, or def when absent or empty.
func (o Options) Get(key, def string) string {
	if v, ok := o[key]; ok && v != "" {
		return v
	}
	return def
}

// Clone returns a copy of o.
func (o Options) Clone() Options {
	c := make(Options, len(o))
	for k, v := range o {
		c[k] = v
	}
	return c
}

// Keys returns the keys of o in sorted order.
func (o Options) Keys() []string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Resolve checks opts against the options a game offers and returns the
// full set with defaults filled in. Keys the game does not offer are
// dropped.
func Resolve(offered []Option, opts Options) (Options, error) {
	out := make(Options, len(offered))
	for _, o := range offered {
		v := opts.Get(o.Key, o.Default)
		if len(o.Values) > 0 && !slices.Contains(o.Values, v) {
			return nil, fmt.Errorf("%s %s is not one of %s", o.Key, Quote(v), strings.Join(o.Values, ", "))
		}
		out[o.Key] = v
	}
	return out, nil
}

// PlayerCount reads the KeyPlayers option, checking it against the game's
// bounds; def is used when it is absent.
func PlayerCount(info Info, opts Options, def int) (int, error) {
	s := opts.Get(KeyPlayers, strconv.Itoa(def))
	n, err := strconv.Atoi(s)
	if err != nil || n < info.MinPlayers || n > info.MaxPlayers {
		if info.MinPlayers == info.MaxPlayers {
			if info.MinPlayers == 1 {
				return 0, fmt.Errorf("%s is played alone, not by %s players", info.Title, Quote(s))
			}
			return 0, fmt.Errorf("%s is played by %d players, not %s", info.Title, info.MinPlayers, Quote(s))
		}
		return 0, fmt.Errorf("%s is played by %d to %d players, not %s", info.Title, info.MinPlayers, info.MaxPlayers, Quote(s))
	}
	return n, nil
}

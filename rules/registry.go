package rules

import (
	"fmt"
	"slices"
)

// registry holds the games linked into the program, in the order players
// see them listed.
var registry []Game

// Register adds games to the registry, after those already registered.
// A program registers its games once, at start (package impasse/games);
// registering an id twice panics.
func Register(games ...Game) {
	for _, g := range games {
		id := g.Info().ID
		if _, dup := Lookup(id); dup {
			panic(fmt.Sprintf("rules: game %q registered twice", id))
		}
		registry = append(registry, g)
	}
}

// Unregister removes the game with the given id, for tests that register
// a game of their own.
func Unregister(id string) {
	registry = slices.DeleteFunc(registry, func(g Game) bool { return g.Info().ID == id })
}

// Lookup returns the registered game with the given id.
func Lookup(id string) (Game, bool) {
	for _, g := range registry {
		if g.Info().ID == id {
			return g, true
		}
	}
	return nil, false
}

// Games returns the registered games, in registration order.
func Games() []Game { return slices.Clone(registry) }

// IDs returns the ids of the registered games, in registration order.
func IDs() []string {
	ids := make([]string, len(registry))
	for i, g := range registry {
		ids[i] = g.Info().ID
	}
	return ids
}

// Package catalog lists the games of Impasse: the ones built, and the
// whole family, including the games still to come.
package catalog

import (
	"sort"

	"impasse/rules"
	"impasse/rules/blockade"
	"impasse/rules/blockers"
	"impasse/rules/blokusduo"
)

// Games returns the games that can be played, in the family's order.
func Games() []rules.Game {
	return []rules.Game{
		blokusduo.Game{},
		blockade.Blockade{},
		blockade.CulDeSac{},
		blockers.Base{},
		blockers.Expert{},
	}
}

// Lookup returns the game with the given id.
func Lookup(id string) (rules.Game, bool) {
	for _, g := range Games() {
		if g.Info().ID == id {
			return g, true
		}
	}
	return nil, false
}

// Entry is one game of the family, built or not.
type Entry struct {
	ID, Title string
	// Players is the range of players as shown ("2", "2–5").
	Players string
	// Game is nil for a game not built yet.
	Game rules.Game
}

// Family lists all twelve games, built ones with their Game.
func Family() []Entry {
	list := []Entry{
		{ID: "blokusduo", Title: "Blokus Duo", Players: "2"},
		{ID: "blockade", Title: "Blockade", Players: "2"},
		{ID: "culdesac", Title: "Cul de Sac", Players: "2"},
		{ID: "blockers", Title: "Blockers!", Players: "2–5"},
		{ID: "blockers-expert", Title: "Blockers! expert", Players: "2"},
		{ID: "bloqs", Title: "Bloqs", Players: "2–4"},
		{ID: "blocus", Title: "Le Blocus", Players: "2"},
		{ID: "empire", Title: "L'Empire", Players: "2–4"},
		{ID: "saute", Title: "Saute", Players: "2–4"},
		{ID: "alignement", Title: "Alignement", Players: "2"},
		{ID: "solitaire", Title: "Solitaire", Players: "1"},
		{ID: "porte", Title: "La Porte", Players: "2–4"},
	}
	for i := range list {
		if g, ok := Lookup(list[i].ID); ok {
			list[i].Game = g
			list[i].Title = g.Info().Title
		}
	}
	return list
}

// IDs returns the ids of the games that can be played, sorted.
func IDs() []string {
	var ids []string
	for _, g := range Games() {
		ids = append(ids, g.Info().ID)
	}
	sort.Strings(ids)
	return ids
}

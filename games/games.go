// Package games is the list of the games built into Impasse. Importing it
// registers each of them with package rules, in the order the game list
// shows them; the worker, the page and the native command all import it.
//
// A new game is its rules package, its view package (impasse/app/views
// links the views into the page) and one line here.
package games

import (
	"impasse/rules"
	"impasse/rules/alignement"
	"impasse/rules/blockade"
	"impasse/rules/blockers"
	"impasse/rules/blocus"
	"impasse/rules/blokusduo"
	"impasse/rules/bloqs"
	"impasse/rules/empire"
	"impasse/rules/porte"
	"impasse/rules/saute"
	"impasse/rules/solitaire"
)

func init() {
	rules.Register(
		blokusduo.Game{},
		blockade.Blockade{},
		blockade.CulDeSac{},
		blockers.Base{},
		blockers.Expert{},
		bloqs.Game{},
		blocus.Game,
		empire.Game,
		saute.Game{},
		alignement.Game,
		solitaire.Game{},
		porte.Game,
	)
}

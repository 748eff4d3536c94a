// Package views links the view of every game into the page: importing it
// registers the games (package impasse/games) and, with package view,
// how each is shown.
//
// A new game is its rules package, its view package, a line in package
// games and the view's import here.
package views

import (
	_ "impasse/games"

	_ "impasse/app/blockadeview"
	_ "impasse/app/blockersview"
	_ "impasse/app/bloqsview"
	_ "impasse/app/buchholzview"
	_ "impasse/app/duoview"
)

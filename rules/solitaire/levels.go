package solitaire

import "impasse/rules"

// Levels lists the one level of the computer: the solver's best line
// after two seconds, for a hint or to watch it play.
func (Game) Levels() []rules.Level {
	return []rules.Level{{Name: "Strong", Search: rules.SearchSolve, Millis: 2000}}
}

//go:build !wasm

package buchholzview

import (
	"impasse/app/board"
	"impasse/app/i18n"
)

// rulesOf returns the view's Rules for g. Only the server writes the
// rules pages (see rules_wasm.go); each game's file <id>_rules.go holds
// the texts of its page.
func (g *Game) rulesOf() func(i18n.Lang) string { return g.rulesPage }

// rulesPage writes the game's rules, with its figures.
func (g *Game) rulesPage(l i18n.Lang) string {
	figs := make([]string, len(g.Figures))
	for i, f := range g.Figures {
		figs[i] = f.svg(g.ID, "diagram-board")
	}
	return board.RulesPage(l, g.Prefix+"r.", g.Rules, figs, "")
}

package buchholzview

import (
	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/solitaire"
)

func init() {
	Register(Game{
		ID:     solitaire.ID,
		Prefix: "so.",
		Rules: []string{
			"#aim", "aim1", "0startFig", "#jump", "jump1", "jump2", "1jumpFig", "jump3",
			"#end", "end1", "-end.1", "-end.2", "-end.3", "-end.4", "2endFig", "end2",
			"!decided", "-d.start", "-d.random", "-d.notation", "#app", "app1",
		},
		Figures: []Position{
			{},
			{Moves: solitaire.Sheet[:1]},
			{Moves: solitaire.Sheet},
		},
		Thumb:     Position{Moves: solitaire.Sheet[:4]},
		Solutions: solitaireSolutions,
	})
	i18n.AddTexts(solitaireEnglish, solitaireFrench)
}

// solitaireSolutions offers the sheet's solution at the standard start.
func solitaireSolutions(l i18n.Lang, st rules.State) []view.Solution {
	s, ok := st.(*solitaire.State)
	if !ok || s.Setup().Get(solitaire.KeySetup, solitaire.Standard) != solitaire.Standard || s.Left() != 36 {
		return nil
	}
	return []view.Solution{{Label: l.T("so.sheet", len(solitaire.Sheet)), Moves: solitaire.Sheet}}
}

const solitaireEnglish = `
blurb.solitaire = Thirty-six pieces of four colours, jumps that clear whole lines: leave one, if you can.
so.pick = Click a piece that can jump, then where it lands.
so.pick.touch = Tap a piece that can jump, then where it lands.
so.w.move = %[1]s jump the %[2]s from %[3]s to %[4]s
so.sheet = Show the sheet's solution (%d moves)
so.score = Pieces left
so.end.very-well = One piece left: very well played!
so.end.well = Two pieces left: well played.
so.end.not-bad = Three pieces left: not bad.
so.end.badly = Four pieces or more left: keep practising.
`

const solitaireFrench = `
blurb.solitaire = Trente-six pièces de quatre couleurs, des sauts qui vident des rangées entières : n'en laissez qu'une, si vous pouvez.
so.pick = Cliquez une pièce qui peut sauter, puis où elle atterrit.
so.pick.touch = Touchez une pièce qui peut sauter, puis où elle atterrit.
so.w.move = %[1]s faites sauter la %[2]s de %[3]s en %[4]s
so.sheet = Montrer la solution de la feuille (%d coups)
so.score = Pièces restantes
so.end.very-well = Une pièce restante : très bien joué !
so.end.well = Deux pièces restantes : bien joué.
so.end.not-bad = Trois pièces restantes : pas mal.
so.end.badly = Quatre pièces ou plus : entraînez-vous encore.
`

package buchholzview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/rules/alignement"
)

// alignementGame is a game in which Red wins on a long diagonal with the
// cylinder it moved diagonally from K2 to H5.
var alignementGame = strings.Fields("S@B2 T@K11 C@K2 S@E2 T@B11 C@K8 S@E8 T@H11 K2-H5 S@B8 T@K2")

func init() {
	Register(Game{
		ID:     alignement.ID,
		Prefix: "al.",
		Rules: []string{
			"#aim", "aim1", "#pieces", "pieces1", "#cycle", "cycle1", "cycle2", "0cycleFig",
			"#move", "move1", "move2", "1moveFig", "#end", "end1", "2endFig", "end2", "end3", "solved",
			"!decided", "-d.diag", "-d.draw", "-d.notation", "#app", "app1",
		},
		Figures: []Position{
			{Moves: alignementGame[:4]},
			{Moves: alignementGame[:9]},
			{Moves: alignementGame},
		},
		Thumb: Position{Moves: alignementGame[:9]},
	})
	i18n.AddTexts(alignementEnglish, alignementFrench)
}

const alignementEnglish = `
blurb.alignement = Four in a line on sixteen circles, with the kind of piece you are dealt each turn.
al.hand = to place
al.place.C = %s: place your cylinder on a free circle.
al.place.T = %s: place a triangle on a free circle.
al.place.S = %s: place a square on a free circle.
al.move.C = %s: move your cylinder one step, diagonals too (click it, then a dot).
al.move.C.touch = %s: move your cylinder one step, diagonals too (tap it, then a dot).
al.move.T = %s: move a triangle one step along a row or column.
al.move.S = %s: move a square one step along a row or column.
al.end.line = Four in a line.
al.end.blocked = The kind of piece to play could not move: that side loses.
al.end.repetition = The same position came back three times: a draw.
`

const alignementFrench = `
blurb.alignement = Quatre en ligne sur seize cercles, avec la pièce que le tour vous impose.
al.hand = à poser
al.place.C = %s : posez votre cylindre sur un cercle libre.
al.place.T = %s : posez un triangle sur un cercle libre.
al.place.S = %s : posez un carré sur un cercle libre.
al.move.C = %s : avancez votre cylindre d'un pas, en diagonale aussi (cliquez-le, puis un point).
al.move.C.touch = %s : avancez votre cylindre d'un pas, en diagonale aussi (touchez-le, puis un point).
al.move.T = %s : avancez un triangle d'un pas, en ligne ou en colonne.
al.move.S = %s : avancez un carré d'un pas, en ligne ou en colonne.
al.end.line = Quatre en ligne.
al.end.blocked = La pièce à jouer ne pouvait pas bouger : ce camp perd.
al.end.repetition = La même position est revenue trois fois : partie nulle.
`

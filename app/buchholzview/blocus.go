package buchholzview

import (
	"impasse/app/i18n"
	"impasse/rules/blocus"
)

// blocusOpening ends with Red's guard on E8 opening Red's way out: up
// to E7 under it, right to H7 before the guard on I7, up and out.
var blocusOpening = []string{"@I7", "@A12", "@E8"}

func init() {
	Register(Game{
		ID:     blocus.ID,
		Prefix: "lb.",
		Rules: []string{
			"#aim", "aim1", "#pieces", "pieces1", "0startFig",
			"#king", "king1", "king2", "1kingFig", "#guards", "guards1", "guards2",
			"#end", "end1", "2threatFig", "3blockFig", "end2",
			"!decided", "-d.start", "-d.turns", "-d.region", "-d.draw", "-d.notation", "#app", "app1",
		},
		Figures: []Position{
			{},
			{Moves: []string{"@I7", "@A12", "@E8", "@L12"}},
			{Moves: blocusOpening},
			{Moves: []string{"@I7", "@A12", "@E8", "@H10"}},
		},
		Thumb: Position{Moves: blocusOpening},
	})
	i18n.AddTexts(blocusEnglish, blocusFrench)
}

const blocusEnglish = `
blurb.blocus = Trap the other king with your guards before it slips out.
lb.hand = guards to place
lb.k.C = king
lb.k.K = king
lb.k.S = guard
lb.w.then = , turns there and runs to %s
lb.w.must.C = %s to move: the %s must leave the board.
lb.w.line.exit = A king can leave the board by %s.
lb.pick = %s: place or move a guard.
lb.place.S = %s: place a guard on a free square outside the kings' regions.
lb.move.S = %s: move a guard like a rook (click it, then a dot).
lb.move.S.touch = %s: move a guard like a rook (tap it, then a dot).
lb.move.C = %s: your king can leave! Click it, then follow its way out.
lb.move.C.touch = %s: your king can leave! Tap it, then follow its way out.
lb.place.C = %s: your king can leave! Click it, then follow its way out.
lb.place.C.touch = %s: your king can leave! Tap it, then follow its way out.
lb.place.T = %s: place a guard on a free square outside the kings' regions.
lb.move.T = %s: move a guard like a rook (click it, then a dot).
lb.move.T.touch = %s: move a guard like a rook (tap it, then a dot).
lb.routes = Show the kings' paths
lb.threat = Careful: %s's king has a way out, drawn on the board. Close it, or it leaves next turn.
lb.end.exit = A king left the board.
lb.end.repetition = The same position came back three times: a draw.
`

const blocusFrench = `
blurb.blocus = Enfermez le roi adverse avec vos gardes avant qu'il ne s'échappe.
lb.hand = gardes à poser
lb.k.C = roi
lb.k.K = roi
lb.k.S = garde
lb.w.then = , y tourne et file en %s
lb.w.must.C = À %s de jouer : le %s doit sortir du plateau.
lb.w.line.exit = Un roi peut sortir du plateau par %s.
lb.pick = %s : posez ou déplacez un garde.
lb.place.S = %s : posez un garde sur une case libre hors des régions des rois.
lb.move.S = %s : déplacez un garde comme une tour (cliquez-le, puis un point).
lb.move.S.touch = %s : déplacez un garde comme une tour (touchez-le, puis un point).
lb.move.C = %s : votre roi peut sortir ! Cliquez-le, puis suivez son chemin.
lb.move.C.touch = %s : votre roi peut sortir ! Touchez-le, puis suivez son chemin.
lb.place.C = %s : votre roi peut sortir ! Cliquez-le, puis suivez son chemin.
lb.place.C.touch = %s : votre roi peut sortir ! Touchez-le, puis suivez son chemin.
lb.threat = Attention : le roi de %s a un chemin de sortie, tracé sur le plateau. Fermez-le, sinon il sort au prochain tour.
lb.place.T = %s : posez un garde sur une case libre hors des régions des rois.
lb.move.T = %s : déplacez un garde comme une tour (cliquez-le, puis un point).
lb.move.T.touch = %s : déplacez un garde comme une tour (touchez-le, puis un point).
lb.routes = Montrer les chemins des rois
lb.end.exit = Un roi est sorti du plateau.
lb.end.repetition = La même position est revenue trois fois : partie nulle.
`

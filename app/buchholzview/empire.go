package buchholzview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/empire"
)

// empireGame is an opening in which Red's archer, four squares from
// Blue's archer on I12, takes it.
var empireGame = strings.Fields("D1-E1 K10-G10 E1-E12 G10-G5 E12xI12")

// empireTeams is the start of a team game at four.
var empireTeams = rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: rules.VariantTeams}

func init() {
	Register(Game{
		ID:     empire.ID,
		Prefix: "em.",
		Rules: []string{
			"#aim", "aim1", "#start", "start1", "start2", "0startFig",
			"#move", "move1", "move2", "#capture", "capture1", "capture2", "1captureFig", "2capturedFig",
			"#win", "win1", "-win.thrones", "-win.king", "-win.commander", "win2",
			"#more", "more1", "more2", "more3", "#teams", "teams1", "teams2", "3teamsFig",
			"#end", "end1", "end2",
			"!decided", "-d.start", "-d.thrones", "-d.teams", "-d.draw", "-d.notation", "#app", "app1",
		},
		Figures: []Position{
			{},
			{Moves: empireGame[:4]},
			{Moves: empireGame},
			{Options: empireTeams},
		},
		Thumb: Position{Options: rules.Options{rules.KeyPlayers: "4"}},
	})
	i18n.AddTexts(empireEnglish, empireFrench)
}

const empireEnglish = `
blurb.empire = Take the four thrones, or the enemy commander.
opt.empire.Variant = Play
opt.empire.Variant.standard = Each for themselves
opt.empire.Variant.teams = In teams (4 players)
em.pick = %s: move a piece along a row or a column (click it, then a dot).
em.threat = Careful: %s could win with a move drawn on the board. Stop it if you can.
em.pick.touch = %s: move a piece along a row or a column (tap it, then a dot).
em.hand = on the board
em.k.C = commander
em.k.K = commander
em.k.T = cavalry
em.k.S = archer
em.score = Thrones held
em.end.thrones = The thrones were taken.
em.end.king = A commander sat safely on its king's throne.
em.end.king.teams = Both partners' commanders sat safely on their kings' thrones.
em.end.commander = A commander was captured.
em.end.last = Only one player was left.
em.end.repetition = The same position came back three times: a draw.
`

const empireFrench = `
blurb.empire = Prenez les quatre trônes, ou le commandant ennemi.
opt.empire.Variant = Jeu
opt.empire.Variant.standard = Chacun pour soi
opt.empire.Variant.teams = En équipes (4 joueurs)
em.pick = %s : déplacez une pièce en ligne ou en colonne (cliquez-la, puis un point).
em.threat = Attention : %s pourrait gagner par un coup tracé sur le plateau. Empêchez-le si vous le pouvez.
em.pick.touch = %s : déplacez une pièce en ligne ou en colonne (touchez-la, puis un point).
em.hand = sur le plateau
em.k.C = commandant
em.k.K = commandant
em.k.T = cavalier
em.k.S = archer
em.score = Trônes tenus
em.end.thrones = Les trônes ont été pris.
em.end.king = Un commandant s'est assis à l'abri sur son trône royal.
em.end.king.teams = Les commandants des deux partenaires se sont assis à l'abri sur leurs trônes royaux.
em.end.commander = Un commandant a été pris.
em.end.last = Il ne restait qu'un joueur.
em.end.repetition = La même position est revenue trois fois : partie nulle.
`

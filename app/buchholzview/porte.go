package buchholzview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/porte"
)

// porteGame is a two-player game won by Red: Red's cylinder enters a
// triangle on K2 at its second move, Blue answers by entering on B2;
// Red's cylinder enters its last square on E5.
var porteGame = strings.Fields("B1-B3 L11-L1 A1-K1+T L1-B1+T K2-K7 B2-C2 K1-C1+S B1-K1+T " +
	"B2-I2 K1-B1+S C1-L1 B2-B12 L1-C1+T K2-F2 B2-L2 B1-L1+T C1-C12+S K12-I12+S " +
	"L2-L11+S C2-C3 C12-F12+T K2-D2 F12-F1+S B12-B1+S E2-E1 B2-B6 F1-F6+S")

// porteDoor is a game in which Red, having entered a triangle on E8,
// must move it off again: Blue has two pieces beside it.
var porteDoor = strings.Fields("A1-D1 K12-K7 B1-C1 L11-D11 D1-D7+T K7-F7 C1-C2 D11-D9")

func init() {
	Register(Game{
		ID:     porte.ID,
		Prefix: "po.",
		Rules: []string{
			"#aim", "aim1", "#pieces", "pieces1", "pieces2", "0piecesFig",
			"#move", "move1", "#enter", "enter1", "enter2", "1enterFig", "enter3", "enter4", "enter5",
			"#door", "door1", "2doorFig", "#end", "end1", "3endFig", "end2", "#teams", "teams1", "teams2",
			"!decided", "-d.start", "-d.first", "-d.compulsory", "-d.freed", "-d.count", "-d.teams", "-d.pass", "-d.draw", "-d.notation",
			"#app", "app1",
		},
		Figures: []Position{
			{Options: rules.Options{rules.KeyPlayers: "4"}},
			{Moves: porteGame[:3]},
			{Moves: porteDoor},
			{Moves: porteGame},
		},
		Thumb: Position{Moves: porteGame[:4]},
	})
	i18n.AddTexts(porteEnglish, porteFrench)
}

const porteEnglish = `
blurb.porte = Surround doors to bring your reserve onto the board.
po.pick = %s: move a piece along its row or column (click it, then a dot).
po.pick.touch = %s: move a piece along its row or column (tap it, then a dot).
po.hand = reserve
po.score = Reserve pieces entered
po.end.entered = All eight reserve pieces entered.
po.end.entered.teams = Both partners entered all eight reserve pieces.
po.end.repetition = The same position came back three times: a draw.
opt.porte.Variant = Play
opt.porte.Variant.standard = Each for themselves
opt.porte.Variant.teams = In teams (4 players)
`

const porteFrench = `
blurb.porte = Encerclez les portes pour faire entrer votre réserve.
po.pick = %s : déplacez une pièce dans sa ligne ou sa colonne (cliquez-la, puis un point).
po.pick.touch = %s : déplacez une pièce dans sa ligne ou sa colonne (touchez-la, puis un point).
po.hand = réserve
po.score = Pièces de la réserve entrées
po.end.entered = Les huit pièces de la réserve sont entrées.
po.end.entered.teams = Les deux partenaires ont fait entrer les huit pièces de leur réserve.
po.end.repetition = La même position est revenue trois fois : partie nulle.
opt.porte.Variant = Jeu
opt.porte.Variant.standard = Chacun pour soi
opt.porte.Variant.teams = En équipes (4 joueurs)
`

package buchholzview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/rules/saute"
)

// sauteGame is a two-player game Red wins, with many bonus moves: Blue's
// first move already takes one, from D9 (a red piece stands on D4) to E9.
var sauteGame = strings.Fields(`C4-D4 A9-D9-E9 A4-C4-E4 A7-D7-E7-F7 B4-C4-F4 A8-D8-E8-F8-G8
A6-D6 B7-D7 A5-D5-E5-F5-G5-H5 C7-E7-G7 B6-E6 F7-H7-I7 B5-D5-E5-F5 G7-H7-J7
C5-D5-E5-G5-I5-J5 I7-K7 D4-G4-H4 B9-D9-F9 C6-F6-G6-H6 C9-D9-G9 D6-F6-G6 E9-H9-I9
E6-F6-I6-J6-K6-L6 F9-H9-J9-K9 G6-I6-J6-K6 G9-H9-J9-L9 E4-G4-I4-J4-K4 G8-H8-I8
F4-G4 I8-J8-K8 G4-I4-J4-L4 J7-L7 H5-I5-K5-L5 B8-D8 H4-I4-J4 C8-E8 H6-I6-J6
D8-F8-G8 F5-G5-H5 G8-H8-I8 H5-I5 I8-J8-L8 I5-K5`)

func init() {
	Register(Game{
		ID:     saute.ID,
		Prefix: "sa.",
		Rules: []string{
			"#aim", "aim1", "0startFig", "#move", "move1", "move2", "1moveFig",
			"#bonus", "bonus1", "bonus2", "2bonusFig", "bonus3",
			"#end", "end1", "3endFig", "end2", "#more", "more1", "more2",
			"!decided", "-d.start", "-d.optional", "-d.pass", "-d.draw", "-d.notation", "#app", "app1",
		},
		Figures: []Position{
			{},
			{Moves: []string{"A4-D4"}},
			{Moves: sauteGame[:2]},
			{Moves: sauteGame},
		},
		Thumb: Position{Moves: sauteGame[:14]},
	})
	i18n.AddTexts(sauteEnglish, sauteFrench)
}

const sauteEnglish = `
blurb.saute = Leap along your row and bring all nine pieces home first.
opt.saute.Variant = Rules
opt.saute.Variant.standard = Each for themselves
opt.saute.Variant.expert = Expert goal
opt.saute.Variant.teams = In teams (4 players)
opt.saute.Variant.teams expert = In teams, expert goal (4 players)
sa.pick = %s: click a piece, then the dot where it lands. After a bonus move, click the next dot to go on, or stop there.
sa.pick.touch = %s: tap a piece, then the dot where it lands. After a bonus move, tap the next dot to go on, or stop there.
sa.more = Bonus move earned: click the next dot to leap on, or “Stop here”.
sa.more.touch = Bonus move earned: tap the next dot to leap on, or “Stop here”.
sa.w.then = , then by a bonus move to %s
sa.score = Pieces home
sa.end.home = All nine pieces home.
sa.end.home.teams = Both partners brought all nine pieces home.
sa.end.repetition = Nobody could move any more: a draw.
`

const sauteFrench = `
blurb.saute = Sautez le long de votre rangée et ramenez vos neuf pièces les premiers.
opt.saute.Variant = Règles
opt.saute.Variant.standard = Chacun pour soi
opt.saute.Variant.expert = But expert
opt.saute.Variant.teams = En équipes (4 joueurs)
opt.saute.Variant.teams expert = En équipes, but expert (4 joueurs)
sa.pick = %s : cliquez une pièce, puis le point où elle arrive. Après un saut en prime, cliquez le point suivant pour continuer, ou arrêtez-vous là.
sa.pick.touch = %s : touchez une pièce, puis le point où elle arrive. Après un saut en prime, touchez le point suivant pour continuer, ou arrêtez-vous là.
sa.more = Saut en prime gagné : cliquez sur le point suivant pour sauter encore, ou sur « S'arrêter là ».
sa.more.touch = Saut en prime gagné : touchez le point suivant pour sauter encore, ou « S'arrêter là ».
sa.w.then = , puis par un saut en prime en %s
sa.score = Pièces arrivées
sa.end.home = Les neuf pièces sont arrivées.
sa.end.home.teams = Les deux partenaires ont amené leurs neuf pièces.
sa.end.repetition = Plus personne ne pouvait bouger : partie nulle.
`

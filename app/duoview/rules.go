//go:build !wasm

package duoview

import (
	"strings"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// rulesPage explains Blokus Duo, with diagrams drawn like the board (see
// board.RulesPage for the entries).
func rulesPage(l i18n.Lang) string {
	entries := strings.Fields("#aim aim1 #pieces pieces1 #start start1 0startFig #place place1 place2 1placeFig " +
		"#end end1 #score score1 score2 #app app1 app2")
	return board.RulesPage(l, "duo.r.", entries, []string{startDiagram(), cornerDiagram()}, "")
}

// startDiagram shows the two starting points after the first two pieces.
func startDiagram() string {
	s := play("f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6")
	return miniBoard(s, map[blokusduo.Square]string{blokusduo.StartE10: "ok", blokusduo.StartJ5: "ok"})
}

// cornerDiagram shows where purple may go next: corners yes, sides no.
func cornerDiagram() string {
	s := play("f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6")
	marks := map[blokusduo.Square]string{}
	for _, sq := range []string{"e12", "g12", "h11", "h9", "d11", "d9", "e8", "g8"} {
		q, _ := blokusduo.ParseSquare(sq)
		marks[q] = "ok"
	}
	for _, sq := range []string{"f12", "e11", "g11", "h10", "d10"} {
		q, _ := blokusduo.ParseSquare(sq)
		marks[q] = "no"
	}
	return miniBoard(s, marks)
}

func play(moves ...string) *blokusduo.State {
	s := blokusduo.NewState()
	for _, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			panic(err)
		}
	}
	return s
}

func init() {
	i18n.AddTexts(`
duo.r.aim = The aim
duo.r.aim1 = Two players, purple and orange, each hold the same 21 pieces. Take turns placing them on the 14 × 14 board. Whoever has fewer squares left in hand at the end wins.
duo.r.pieces = The pieces
duo.r.pieces1 = Every piece is different: one square, one domino, two of three squares, five of four and twelve of five, 89 squares in all. You may turn a piece and flip it over before placing it.
duo.r.start = The first two pieces
duo.r.start1 = The board has two starting points, e10 and j5. Purple plays first and covers either one; orange's first piece must cover the other.
duo.r.startFig = The starting points, ringed, after each player's first piece.
duo.r.place = Placing a piece
duo.r.place1 = Each new piece must touch at least one piece of your colour, but only at a corner: it may never lie side by side with your own colour.
duo.r.place2 = Touching the other colour is allowed anywhere. Pieces never overlap and never move once placed.
duo.r.placeFig = Purple's next piece may cover a green-ringed square, never a red-ringed one (beside purple).
duo.r.end = Passing and the end
duo.r.end1 = A player who cannot place any piece passes; the app does it for you. The game ends when neither player can place a piece, including a player who has placed all 21.
duo.r.score = Scoring
duo.r.score1 = Each square left in hand counts −1. Placing all 21 pieces earns +15, and +5 more (+20 in all) if the last piece placed was the single square.
duo.r.score2 = The higher score wins; equal scores are a draw.
duo.r.app = In the app
duo.r.app1 = Pick a piece in your tray. With a mouse, it follows the pointer: click to place it. On a touch screen, tap a square to set it down, then tap it again (or Place) to confirm. Turn with ⟳ or R, flip with ⇋ or F.
duo.r.app2 = Moves are written as the squares a piece covers, columns a to n and rows 1 to 14 from the bottom left, as Pentobi writes them: e10,e11,e12,f12,g12.
`, `
duo.r.aim = Le but
duo.r.aim1 = Deux joueurs, violet et orange, ont chacun les mêmes 21 pièces. Posez-les à tour de rôle sur le plateau de 14 × 14. À la fin, celui qui a le moins de carrés en main gagne.
duo.r.pieces = Les pièces
duo.r.pieces1 = Toutes les pièces sont différentes : un carré seul, un domino, deux de trois carrés, cinq de quatre et douze de cinq, 89 carrés en tout. On peut tourner et retourner une pièce avant de la poser.
duo.r.start = Les deux premières pièces
duo.r.start1 = Le plateau a deux points de départ, e10 et j5. Violet joue en premier et couvre l'un des deux ; la première pièce d'orange doit couvrir l'autre.
duo.r.startFig = Les points de départ, cerclés, après la première pièce de chacun.
duo.r.place = Poser une pièce
duo.r.place1 = Chaque nouvelle pièce doit toucher au moins une pièce de votre couleur, mais seulement par un coin : jamais côte à côte avec votre couleur.
duo.r.place2 = Toucher l'autre couleur est permis partout. Les pièces ne se chevauchent pas et ne bougent plus une fois posées.
duo.r.placeFig = La prochaine pièce violette peut couvrir une case cerclée de vert, jamais une case cerclée de rouge (à côté du violet).
duo.r.end = Passer et la fin
duo.r.end1 = Un joueur qui ne peut poser aucune pièce passe ; l'application le fait pour vous. La partie finit quand aucun des deux ne peut poser de pièce, y compris celui qui a posé ses 21 pièces.
duo.r.score = Le décompte
duo.r.score1 = Chaque carré resté en main compte −1. Poser les 21 pièces rapporte +15, et +5 de plus (+20 en tout) si la dernière pièce posée était le carré seul.
duo.r.score2 = Le plus haut score gagne ; à égalité, la partie est nulle.
duo.r.app = Dans l'application
duo.r.app1 = Choisissez une pièce dans votre réserve. À la souris, elle suit le pointeur : cliquez pour la poser. Sur un écran tactile, touchez une case pour l'y placer, puis touchez-la encore (ou Poser) pour confirmer. Tournez avec ⟳ ou R, retournez avec ⇋ ou F.
duo.r.app2 = Un coup s'écrit avec les cases que couvre la pièce, colonnes a à n et rangées 1 à 14 depuis le coin en bas à gauche, comme dans Pentobi : e10,e11,e12,f12,g12.
`)
}

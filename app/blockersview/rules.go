//go:build !wasm

package blockersview

import (
	"strings"

	"impasse/app/board"
	"impasse/app/i18n"
	bl "impasse/rules/blockers"
)

// rulesPage explains Blockers! (with the expert variant just after the
// aim on its own page), with diagrams drawn like the board (see
// board.RulesPage for the entries).
func rulesPage(l i18n.Lang, expert bool) string {
	entries := "#aim aim1 #tiles tiles1 #where where1 0whereFig #capture capture1 1captureFig #turn turn1 #end end1 #expert expert1 " +
		"!decided -d.boxes -d.pass -d.end -d.colours -d.notation #app app1"
	if expert {
		entries = strings.Replace(strings.Replace(entries, "#expert expert1 ", "", 1), "#tiles", "#expert expert1 #tiles", 1)
	}
	figures := []string{wherePicture(), capturePicture()}
	return board.RulesPage(l, "bl.r.", strings.Fields(entries), figures, " bl-diagram")
}

// wherePicture shades where a 2 (column 2), a G (row G) and a moon (its
// box) may go, and rings G2, which all three reach. (The tests check it
// against the rules.)
func wherePicture() string {
	moon := 0
	for b, y := range bl.BoxLayout {
		if y == bl.Moon {
			moon = b
		}
	}
	var p pic
	p.open("mini", `role="img"`).board()
	for sq := 0; sq < bl.Squares; sq++ {
		for z, in := range [3]bool{sq%9 == 1, sq/9 == 6, sq/27*3+sq%9/3 == moon} {
			if in {
				x, y := topLeft(sq)
				p.Rect("bl-zone z"+num(z), x, y, 1, 1, 0, "data-sq", bl.SquareName(sq))
			}
		}
	}
	p.ring(6*9+1, "bl-hint")
	return p.Close()
}

// captureGrid is Red's line A1-A2-A3, with Blue to move holding an A
// (the tests reach it by legal moves).
const captureGrid = "0:1@A1 0:2@A2 0:3@A3 1:9@I9 1:8@I8"

// capturePicture shows where Blue's A may go: anywhere in row A, onto
// either end of Red's line, not its middle.
func capturePicture() string {
	g := parseGrid(captureGrid)
	var p pic
	p.open("mini", `role="img"`).board().tiles(g, -1, false)
	for sq := 0; sq < 9; sq++ {
		if sq != 1 {
			p.target(sq, g[sq] >= 0)
		}
	}
	return p.El(`path class="bl-no" data-sq="A2" d="M1.3 .3l.4 .4m0 -.4l-.4 .4"`).Close()
}

func init() { i18n.AddTexts(rulesEnglish, rulesFrench) }

// The texts of the rules page, in English and in French.
const (
	rulesEnglish = `
bl.r.aim = The aim
bl.r.aim1 = Each player has a colour of 28 tiles and places them on the board one at a time. At the end, each group of your tiles (tiles of your colour joined side by side) costs a point, and so does each tile you captured in the colour you captured most. The lowest score wins.
bl.r.tiles = The tiles
bl.r.tiles1 = Each colour has the numbers 1 to 9, the letters A to I, nine symbols and one BLOCKERS! tile, the wild one. Your tiles are shuffled face down; you draw five onto a rack that only you see.
bl.r.where = Where a tile goes
bl.r.where1 = The board has rows A to I, columns 1 to 9, and nine boxes of 3 × 3 squares, each marked with its symbol. A number goes in its column, a letter in its row, a symbol in its box, and the BLOCKERS! tile anywhere.
bl.r.whereFig = A 2 goes in column 2, a G in row G, a moon in the moon box: all three can reach G2.
bl.r.capture = Capturing
bl.r.capture1 = A tile may go on an empty square, or on a square holding another player's tile, which you capture and keep. You may not capture a tile whose removal would split its group in two or more: a lone tile, or the end of a line, can always be taken. Capturing is allowed even when empty squares are left.
bl.r.captureFig = Blue's A goes anywhere in row A: on an empty square, or onto Red's 1 or 3, captured. Not onto Red's 2: the red group would split.
bl.r.turn = A turn
bl.r.turn1 = The first player is drawn by lot (the app draws when the game starts, and says who was drawn); then the turn passes in seat order. Place one tile from your rack, then draw one if your pile is not empty. You may not pass while a tile of your rack has a square; with none, you pass (the app does it for you) and draw nothing.
bl.r.end = The end
bl.r.end1 = Once everyone has drawn their last tile, each plays once more: everyone has placed 24 tiles and holds 4. Score: your groups, plus your captures in the one colour you captured most. The lowest score wins; a tie goes to fewer captured tiles in all. Players still tied share the win.
bl.r.expert = The expert variant
bl.r.expert1 = For two players, two colours each: the first player red and yellow, the second blue and green. Each colour has its own pile and rack. On your turn, play a tile of either colour and draw for it. You may capture the other player's tiles and those of your other colour, never of the colour you are playing. A rack down to 4 tiles is turned face up and that colour plays no more. Your score counts the groups of both colours, plus your captures in the colour you captured most, your own other colour included.
bl.r.decided = Decided for this app
bl.r.d.boxes = The layout of the boxes is reconstructed: only the moon box is known from the rules sheet (bottom left, rows G to I, columns 1 to 3). The others were chosen: star, sun, heart on top; diamond, circle, spade in the middle; moon, triangle, club below.
bl.r.d.pass = With no tile able to go anywhere, a player passes and draws nothing.
bl.r.d.end = A player who has placed 24 tiles takes no more turns. The game ends when everyone has, or when everyone still playing passes in one round.
bl.r.d.colours = Colours in seat order: red, blue, yellow, green, purple. Each also has a mark in the corner of its tiles, so that no one depends on colour alone: – red, = blue, | yellow, + green, × purple.
bl.r.d.notation = A move is written tile@square: 7@C7, moon@G2, wild@E5; in the expert variant with the colour first, yellow:7@C7. The record lists each colour's shuffle, so the game replays exactly.
bl.r.app = In the app
bl.r.app1 = Tap a tile of your rack: dots mark where it may go, and a frame marks a tile you would capture. With a mouse, click the square. On a touch screen, tap the square to see the tile there, then tap it again or Confirm. Back or Escape puts it back. When several people share the device, a screen asks to pass it on before each person's turn, and only the person at the device sees their rack.
`
	rulesFrench = `
bl.r.aim = Le but
bl.r.aim1 = Chaque joueur a une couleur de 28 tuiles et les pose sur le plateau une à une. À la fin, chaque groupe de vos tuiles (tuiles de votre couleur qui se touchent par un côté) coûte un point, de même que chaque tuile prise dans la couleur que vous avez le plus prise. Le plus petit score gagne.
bl.r.tiles = Les tuiles
bl.r.tiles1 = Chaque couleur a les nombres 1 à 9, les lettres A à I, neuf symboles et une tuile BLOCKERS!, le joker. Vos tuiles sont mélangées face cachée ; vous en tirez cinq sur un chevalet que vous seul voyez.
bl.r.where = Où poser une tuile
bl.r.where1 = Le plateau a des rangées A à I, des colonnes 1 à 9 et neuf blocs de 3 × 3 cases, chacun marqué de son symbole. Un nombre se pose dans sa colonne, une lettre dans sa rangée, un symbole dans son bloc, et la tuile BLOCKERS! n'importe où.
bl.r.whereFig = Un 2 va dans la colonne 2, un G dans la rangée G, une lune dans le bloc de la lune : tous trois peuvent aller en G2.
bl.r.capture = Prendre
bl.r.capture1 = Une tuile se pose sur une case vide, ou sur une case portant la tuile d'un autre joueur, que vous prenez et gardez. Vous ne pouvez pas prendre une tuile dont le retrait couperait son groupe en deux ou plus : une tuile seule, ou le bout d'une ligne, peut toujours être prise. On peut prendre même s'il reste des cases vides.
bl.r.captureFig = Le A de Bleu va partout dans la rangée A : sur une case vide, ou sur le 1 ou le 3 de Rouge, qui est pris. Pas sur le 2 de Rouge : le groupe rouge serait coupé.
bl.r.turn = Un tour
bl.r.turn1 = Le premier joueur est tiré au sort (l'application le tire au début de la partie, et dit qui a été tiré) ; le tour passe ensuite dans l'ordre des places. Posez une tuile de votre chevalet, puis tirez-en une si votre pioche n'est pas vide. Vous ne pouvez pas passer tant qu'une tuile du chevalet a une case ; sinon vous passez (l'application le fait pour vous) sans tirer.
bl.r.end = La fin
bl.r.end1 = Quand chacun a tiré sa dernière tuile, chacun joue encore une fois : tous ont posé 24 tuiles et en gardent 4. Score : vos groupes, plus vos prises dans la seule couleur que vous avez le plus prise. Le plus petit score gagne ; à égalité, celui qui a pris le moins de tuiles en tout. Ceux qui restent à égalité partagent la victoire.
bl.r.expert = La variante expert
bl.r.expert1 = À deux, deux couleurs chacun : le premier joueur rouge et jaune, le second bleu et vert. Chaque couleur a sa pioche et son chevalet. À votre tour, jouez une tuile de l'une de vos couleurs et tirez pour elle. Vous pouvez prendre les tuiles de l'adversaire et celles de votre autre couleur, jamais de la couleur que vous jouez. Un chevalet réduit à 4 tuiles est dévoilé et sa couleur ne joue plus. Votre score compte les groupes de vos deux couleurs, plus vos prises dans la couleur la plus prise, votre autre couleur comprise.
bl.r.decided = Choix de cette application
bl.r.d.boxes = La disposition des blocs est reconstituée : seul le bloc de la lune est connu par la règle (en bas à gauche, rangées G à I, colonnes 1 à 3). Les autres ont été choisis : étoile, soleil, cœur en haut ; carreau, cercle, pique au milieu ; lune, triangle, trèfle en bas.
bl.r.d.pass = Un joueur dont aucune tuile ne peut se poser passe et ne tire pas.
bl.r.d.end = Un joueur qui a posé 24 tuiles ne joue plus. La partie finit quand tous l'ont fait, ou quand tous ceux qui jouent encore passent dans un même tour.
bl.r.d.colours = Couleurs dans l'ordre des places : rouge, bleu, jaune, vert, violet. Chacune a aussi une marque dans le coin de ses tuiles, pour ne pas dépendre de la couleur seule : – rouge, = bleu, | jaune, + vert, × violet.
bl.r.d.notation = Un coup s'écrit tuile@case : 7@C7, moon@G2, wild@E5 ; dans la variante expert, la couleur d'abord : yellow:7@C7. La partie note le mélange de chaque couleur, pour se rejouer à l'identique.
bl.r.app = Dans l'application
bl.r.app1 = Touchez une tuile de votre chevalet : des points marquent où elle peut aller, un cadre une tuile que vous prendriez. À la souris, cliquez sur la case. Sur un écran tactile, touchez la case pour y voir la tuile, puis touchez-la encore ou Valider. Retour ou Échap la reprend. Quand plusieurs personnes partagent l'appareil, un écran demande de le passer avant le tour de chacun, et seule la personne qui le tient voit son chevalet.
`
)

// rulesOf returns the view's Rules for Blockers! or its expert variant.
// Only the server writes the rules pages (see rules_wasm.go).
func rulesOf(expert bool) func(i18n.Lang) string {
	return func(l i18n.Lang) string { return rulesPage(l, expert) }
}

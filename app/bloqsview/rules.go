//go:build !wasm

package bloqsview

import (
	"strings"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/rules/bloqs"
)

// rulesPage explains Bloqs, with diagrams drawn like the board (see
// board.RulesPage for the entries).
func rulesPage(l i18n.Lang) string {
	entries := "#aim aim1 #blocks blocks1 0blocksFig #place place1 -p.empty -p.first -p.touch -p.height " +
		"#score score1 1scoreFig #end end1 !decided d.board 2d.boardFig -d.quick -d.shape -d.colours -d.notation #app app1"
	figures := []string{diagram(smallBoard, heightsGame, false), diagram(smallBoard, scoreGame, true), diagram(bloqs.Standard, "", false)}
	return board.RulesPage(l, "bq.r.", strings.Fields(entries), figures, " bq-diagram")
}

// The diagrams' positions, reached by legal moves (the tests draw them):
// three blocks of the three heights, each touching the next; and a
// standing block closing 6 squares against the edge, touching another
// standing block as it may because it scores.
var (
	smallBoard  = mustBoard("small", 10, 6)
	heightsGame = "2x3@2,2 2x4@4,2 3x4@6,2"
	scoreGame   = "2x3@3,3 2x4@1,2 2x3@5,1"
)

// mustBoard returns a full board of cols × rows squares.
func mustBoard(name string, cols, rows int) *bloqs.Board {
	line := strings.Repeat("#", cols) + "\n"
	bd, err := bloqs.NewBoard(name, strings.Repeat(line, rows))
	if err != nil {
		panic(err)
	}
	return bd
}

// diagram draws the position after moves on bd for two players, with the
// last block ringed when last.
func diagram(bd *bloqs.Board, moves string, last bool) string {
	s := position(bd, 2, moves)
	var p pic
	p.open(plainBox(bd), "mini", `role="img"`).board(bd).scored(s).blocks(bd, blocksOf(s))
	if bs := s.Blocks(); last && len(bs) > 0 {
		p.lastRing(bd, bs[len(bs)-1], false)
	}
	return p.Close()
}

func init() { i18n.AddTexts(rulesEnglish, rulesFrench) }

// The texts of the rules page, in English and in French.
const (
	rulesEnglish = `
bq.r.aim = The aim
bq.r.aim1 = Two to four players share 40 wooden blocks of 2 × 3 × 4 and lay them on the board in turn. Whoever closes off empty squares where no block fits any more scores them. The highest score wins.
bq.r.blocks = The blocks
bq.r.blocks1 = A block lies on one of its faces: standing on its end it covers 6 squares (2 × 3) and is 4 high; on its long side 8 squares (2 × 4), 3 high; flat 12 squares (3 × 4), 2 high. Each way in either rotation. On the board, a block shows its height as a number, and its sides, deeper the taller it is.
bq.r.blocksFig = Standing (height 4), on its side (3) and flat (2). Each touches the next along a side, at another height.
bq.r.place = Placing
bq.r.place1 = The first player is seat 1, then the turn goes round. On your turn you must place a block if you can:
bq.r.p.empty = it covers empty squares of the board only;
bq.r.p.first = the first block may go anywhere, but none of its squares may touch the board's edge;
bq.r.p.touch = every later block must touch a block already placed along a full side of a square (a corner is not enough);
bq.r.p.height = it may not touch a block of its own height, unless the placement scores: then it may.
bq.r.score = Scoring
bq.r.score1 = After a placement, look at the empty squares split into regions (squares joined by a side). A region where no 2 × 3 rectangle fits any more is isolated: each newly isolated region scores 1 point per square for the player who just placed, whether it is closed by blocks alone or by blocks and the edge. A region scores once, in that player's colour and mark.
bq.r.scoreFig = Blue's last block closes a pocket of 6 squares against the edge: 6 points for Blue, tinted blue. It touches a standing block like itself, which it may because it scores.
bq.r.end = The end
bq.r.end1 = The game ends when all 40 blocks are placed or no one can place one: a player who cannot place does not pass, the game is over. The highest score wins; equal scores share the win.
bq.r.decided = Reconstructed and decided for this app
bq.r.d.board = The board is reconstructed: the original has 421 squares and a stepped edge; here it is the diamond of squares at most 14 steps from the centre square (rows of 1, 3, … 29, … 3, 1 squares), as 421 = 14² + 15².
bq.r.d.boardFig = The standard board: 421 squares in a 29 × 29 frame.
bq.r.d.quick = A quick game is played on a 13 × 13 square board; every rule is the same.
bq.r.d.shape = "No block fits any more" is judged by shape alone: a region is isolated when no 2 × 3 or 3 × 2 rectangle of empty squares lies in it, whatever the touching and height rules.
bq.r.d.colours = Colours in seat order: blue, orange, green, pink, each with its own mark on its blocks and squares: circle, triangle, square, diamond.
bq.r.d.notation = A placement is written WxH@C,R: the footprint W squares wide and H tall, its lowest-left square at column C, row R of the frame (from 1, row 1 at the bottom).
bq.r.app = In the app
bq.r.app1 = Choose how the block lies with the buttons beside the board, the keys 1, 2, 3 (6, 8 or 12 squares) and R (rotate), or the mouse wheel over the board. The numbers along the board's edge name its columns and rows, as moves are written. The block shows where it would go, saying whether it is legal or which rule forbids it; the squares it would score take your colour and mark, and those it would leave where no block fits are crossed. With a mouse, click to place it. On a touch screen, tap to see it there, then tap again or Place. Back or Escape takes it back.
`
	rulesFrench = `
bq.r.aim = Le but
bq.r.aim1 = De deux à quatre joueurs se partagent 40 blocs de bois de 2 × 3 × 4 et les posent à tour de rôle sur le plateau. Qui enferme des cases vides où plus aucun bloc ne tient les marque. Le plus haut score gagne.
bq.r.blocks = Les blocs
bq.r.blocks1 = Un bloc repose sur une de ses faces : debout, il couvre 6 cases (2 × 3) et mesure 4 de haut ; sur la tranche, 8 cases (2 × 4), 3 de haut ; à plat, 12 cases (3 × 4), 2 de haut. Chaque fois dans l'un ou l'autre sens. Sur le plateau, un bloc montre sa hauteur par un nombre et par ses côtés, d'autant plus épais qu'il est haut.
bq.r.blocksFig = Debout (hauteur 4), sur la tranche (3) et à plat (2). Chacun touche le suivant par un côté, à une autre hauteur.
bq.r.place = Poser
bq.r.place1 = Le premier joueur est la place 1, puis on tourne. À votre tour, vous devez poser un bloc si vous le pouvez :
bq.r.p.empty = il ne couvre que des cases vides du plateau ;
bq.r.p.first = le premier bloc va n'importe où, mais aucune de ses cases ne touche le bord du plateau ;
bq.r.p.touch = chaque bloc suivant touche un bloc déjà posé par le côté entier d'une case (un coin ne suffit pas) ;
bq.r.p.height = il ne peut pas toucher un bloc de sa hauteur, sauf si la pose marque des points : alors il le peut.
bq.r.score = Marquer
bq.r.score1 = Après une pose, regardez les cases vides réparties en zones (cases reliées par un côté). Une zone où ne tient plus aucun rectangle de 2 × 3 est isolée : chaque zone nouvellement isolée rapporte 1 point par case au joueur qui vient de poser, qu'elle soit fermée par des blocs seuls ou par des blocs et le bord. Une zone ne compte qu'une fois, à la couleur et à la marque de ce joueur.
bq.r.scoreFig = Le dernier bloc de Bleu ferme une poche de 6 cases contre le bord : 6 points pour Bleu, teintés de bleu. Il touche un bloc debout comme lui, ce qui est permis puisqu'il marque.
bq.r.end = La fin
bq.r.end1 = La partie finit quand les 40 blocs sont posés ou que plus personne ne peut poser : un joueur qui ne peut pas poser ne passe pas, la partie est finie. Le plus haut score gagne ; à égalité, on partage la victoire.
bq.r.decided = Reconstitué et choisi pour cette application
bq.r.d.board = Le plateau est reconstitué : l'original a 421 cases et un bord en escalier ; ici, c'est le losange des cases à au plus 14 pas de la case centrale (rangées de 1, 3, … 29, … 3, 1 cases), car 421 = 14² + 15².
bq.r.d.boardFig = Le plateau standard : 421 cases dans un cadre de 29 × 29.
bq.r.d.quick = Une partie rapide se joue sur un plateau carré de 13 × 13 ; toutes les règles restent les mêmes.
bq.r.d.shape = « Plus aucun bloc ne tient » se juge par la forme seule : une zone est isolée quand aucun rectangle de 2 × 3 ou 3 × 2 cases vides n'y tient, quelles que soient les règles de contact et de hauteur.
bq.r.d.colours = Couleurs dans l'ordre des places : bleu, orange, vert, rose, chacune avec sa marque sur ses blocs et ses cases : rond, triangle, carré, losange.
bq.r.d.notation = Une pose s'écrit LxH@C,R : l'empreinte de L cases de large et H de haut, sa case en bas à gauche en colonne C, rangée R du cadre (à partir de 1, la rangée 1 en bas).
bq.r.app = Dans l'application
bq.r.app1 = Choisissez comment poser le bloc avec les boutons à côté du plateau, les touches 1, 2, 3 (6, 8 ou 12 cases) et R (tourner), ou la molette sur le plateau. Les nombres le long du bord du plateau nomment ses colonnes et ses rangées, comme on écrit les coups. Le bloc s'affiche là où il irait et dit s'il est permis ou quelle règle l'interdit ; les cases qu'il rapporterait prennent votre couleur et votre marque, et celles où plus aucun bloc ne tiendrait sont barrées. À la souris, cliquez pour le poser. Sur un écran tactile, touchez pour l'y voir, puis touchez encore ou Poser. Retour ou Échap le reprend.
`
)

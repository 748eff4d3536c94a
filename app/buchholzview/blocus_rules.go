//go:build !wasm

package buchholzview

import "impasse/app/i18n"

func init() { i18n.AddTexts(blocusRulesEnglish, blocusRulesFrench) }

// The texts of Blocus's rules page, in English and in French.
const (
	blocusRulesEnglish = `
lb.r.aim = Aim
lb.r.aim1 = Lead your king off the board across the far edge, Red across row 12 at the top, Blue across row 1 at the bottom, while your guards keep the other king in.
lb.r.pieces = The pieces
lb.r.pieces1 = Each player has a king and six guards. The kings stand on E2 (Red) and E11 (Blue) and move only to leave. A king's region is the bold 3 × 3 region around it.
lb.r.startFig = The start: each king stands in the other's way out, so neither can leave yet.
lb.r.king = The king's way out
lb.r.king1 = At the start of your turn, look at your king: if it can leave, it must, and you win. It leaves by its whole path in one move. It sets off straight ahead, toward its exit edge, and goes straight on; when the next square holds a guard, of either colour, it makes a quarter turn, left or right as you choose, and goes straight on again. A turn into a second guard turns again on the same square, which may send the king back the way it came.
lb.r.king2 = A path leads nowhere where the next square holds the other king, or where the king would cross any edge but its exit edge. A king may pass through the other king's region, and over its own square, which it has left. Each different path out is a different move.
lb.r.kingFig = Blue has just put a guard on L12, and Red's king can leave: up to the guard on E8, right along row 7 to the guard on I7, then up column H and out (E2-E7-H7-H12). Turning left at E7, or down at H7, would lead off a side edge or off Red's own edge.
lb.r.guards = The guards
lb.r.guards1 = When your king cannot leave, you place one of your guards on a free square outside both kings' regions (around E2 and E11). Your first guard may not go on a circle.
lb.r.guards2 = Once your six guards are down, you move one instead, like a rook: any distance along its row or column over free squares, jumping neither guards nor kings. It may cross a king's region but not stop in one.
lb.r.end = The end
lb.r.end1 = The first king to leave wins. Mind that a guard you put down turns the other king too, and may open its way out.
lb.r.threatFig = A turn earlier: Red's guard on E8 has just opened Red's way. Blue, to move, sees it drawn and must close it, or Red's king leaves next turn.
lb.r.blockFig = Blue closes it with a guard on H10: turned up column H, Red's king now meets it at H9 and runs off a side edge either way.
lb.r.end2 = A player who cannot move passes. If the same position comes back a third time with the same player to move, the game is a draw.
lb.r.decided = What the app decided
lb.r.d.start = The sheet's pictures are lost: the kings' squares, E2 and E11, are reconstructed so that each blocks the other at first, as the sheet's "the kings do not move until one of them can leave" requires.
lb.r.d.turns = A king may turn any number of times, back toward its own side too; a path that comes back to a square with a heading it already left it by is a loop and leads nowhere.
lb.r.d.region = A guard that moves may cross a king's region but not stop in one.
lb.r.d.draw = A player with no move passes, and a position repeated three times with the same player to move is a draw, as in every game of the compendium.
lb.r.d.notation = Moves are written @E5 for a guard placed, E5-E9 for a guard moved, and a king's way out as the squares where it starts, turns and last stands before leaving: E2-E7-H7-H12.
lb.r.app = In the app
lb.r.app1 = Click (or tap) a free square to place a guard, or your guard and then a dot to move it. A way out either king has now is drawn. When yours can leave, click the king, then the squares where it turns and the last one. Tick "Show the kings' paths" to see where each king would run under the guards as they stand, dead ends included.
`
	blocusRulesFrench = `
lb.r.aim = But
lb.r.aim1 = Faire sortir son roi du plateau par le bord opposé, Rouge par la rangée 12 en haut, Bleu par la rangée 1 en bas, tandis que ses gardes retiennent le roi adverse.
lb.r.pieces = Les pièces
lb.r.pieces1 = Chaque joueur a un roi et six gardes. Les rois sont en E2 (Rouge) et E11 (Bleu) et ne bougent que pour sortir. La région d'un roi est le carré de 3 × 3 cases en gras qui l'entoure.
lb.r.startFig = Le départ : chaque roi barre la sortie de l'autre, aucun ne peut encore sortir.
lb.r.king = La sortie du roi
lb.r.king1 = Au début de votre tour, regardez votre roi : s'il peut sortir, il le doit, et vous gagnez. Il sort par tout son chemin en un seul coup. Il part tout droit vers son bord de sortie et continue tout droit ; quand la case suivante porte un garde, de l'une ou l'autre couleur, il tourne d'un quart de tour, à gauche ou à droite à votre choix, et repart tout droit. S'il tourne vers un second garde, il tourne encore sur la même case, ce qui peut le renvoyer d'où il vient.
lb.r.king2 = Un chemin ne mène nulle part si la case suivante porte l'autre roi, ou si le roi franchirait un autre bord que son bord de sortie. Un roi peut traverser la région de l'autre roi, et sa propre case, qu'il a quittée. Chaque chemin de sortie différent est un coup différent.
lb.r.kingFig = Bleu vient de poser un garde en L12, et le roi rouge peut sortir : il monte jusqu'au garde en E8, va à droite sur la rangée 7 jusqu'au garde en I7, puis monte la colonne H et sort (E2-E7-H7-H12). Tourner à gauche en E7, ou vers le bas en H7, le mènerait hors d'un bord latéral ou de son propre bord.
lb.r.guards = Les gardes
lb.r.guards1 = Si votre roi ne peut pas sortir, vous posez un de vos gardes sur une case libre hors des régions des deux rois (autour de E2 et de E11). Votre premier garde ne peut pas aller sur un cercle.
lb.r.guards2 = Quand vos six gardes sont posés, vous en déplacez un à la place, comme une tour : d'autant de cases que vous voulez sur sa rangée ou sa colonne, sur des cases libres, sans sauter ni garde ni roi. Il peut traverser la région d'un roi mais pas s'y arrêter.
lb.r.end = La fin
lb.r.end1 = Le premier roi sorti gagne. Attention : un garde que vous posez fait aussi tourner le roi adverse, et peut lui ouvrir la sortie.
lb.r.threatFig = Un tour plus tôt : le garde rouge en E8 vient d'ouvrir la sortie de Rouge. Bleu, au trait, la voit tracée et doit la fermer, sinon le roi rouge sort au tour suivant.
lb.r.blockFig = Bleu la ferme par un garde en H10 : tourné vers le haut de la colonne H, le roi rouge le rencontre en H9 et file hors d'un bord latéral de part et d'autre.
lb.r.end2 = Un joueur qui ne peut pas jouer passe. Si la même position revient une troisième fois avec le même joueur au trait, la partie est nulle.
lb.r.decided = Ce que l'application a décidé
lb.r.d.start = Les illustrations de la feuille sont perdues : les cases des rois, E2 et E11, sont reconstituées pour que chacun barre d'abord l'autre, comme l'exige la phrase « les rois ne bougent pas tant que l'un d'eux ne peut pas sortir ».
lb.r.d.turns = Un roi peut tourner autant de fois qu'il le faut, aussi vers son propre camp ; un chemin qui revient sur une case avec une direction par laquelle il l'a déjà quittée est une boucle et ne mène nulle part.
lb.r.d.region = Un garde déplacé peut traverser la région d'un roi mais pas s'y arrêter.
lb.r.d.draw = Un joueur sans coup passe, et une position répétée trois fois avec le même joueur au trait est nulle, comme dans tous les jeux du recueil.
lb.r.d.notation = Les coups s'écrivent @E5 pour un garde posé, E5-E9 pour un garde déplacé, et la sortie d'un roi par les cases où il part, tourne et se trouve en dernier avant de sortir : E2-E7-H7-H12.
lb.r.app = Dans l'application
lb.r.app1 = Cliquez (ou touchez) une case libre pour poser un garde, ou votre garde puis un point pour le déplacer. Le chemin de sortie qu'un roi a maintenant est tracé. Quand le vôtre peut sortir, cliquez le roi, puis les cases où il tourne et la dernière. Cochez « Montrer les chemins des rois » pour voir où chaque roi irait avec les gardes en place, impasses comprises.
`
)

//go:build !wasm

package buchholzview

import "impasse/app/i18n"

func init() { i18n.AddTexts(sauteRulesEnglish, sauteRulesFrench) }

// The texts of Saute's rules page, in English and in French.
const (
	sauteRulesEnglish = `
sa.r.aim = Aim
sa.r.aim1 = A race for two to four players. Each has 6 squares and 3 triangles in a region of 3 × 3 on the left edge of the board. Be the first to bring all nine pieces into the rightmost region of your row of regions, columns J to L (the shaded squares).
sa.r.startFig = The start for two players: Red on rows 4 to 6, Blue on rows 7 to 9, triangles in the middle column.
sa.r.move = Moving
sa.r.move1 = Each turn, move one of your pieces, only to the right and only along its own row. If the square ahead is empty, it moves there. If not, it jumps over the whole run of pieces ahead, whatever their colours, and lands on the first empty square beyond.
sa.r.move2 = A piece never leaves the board: with no empty square ahead of it, it cannot move.
sa.r.moveFig = Red's square on A4 jumped over B4 and C4 and landed on D4.
sa.r.bonus = Bonus moves
sa.r.bonus1 = When your piece stops on a column that holds an odd number of opposing pieces (1 or 3 with two players; your own pieces do not count), it may move again, and so on, as long as each column reached holds an odd number of them.
sa.r.bonus2 = With two opposing pieces on the column, or none, the turn ends there.
sa.r.bonusFig = Red moved C4 to D4. Blue's square on A9 jumped over B9 and C9 to D9, a column with one red piece: it moved on to E9, a column with none, and stopped (A9-D9-E9).
sa.r.bonus3 = Jumping in runs is fast: leaving empty squares between your pieces slows them down.
sa.r.end = The end
sa.r.end1 = The first player to have all nine pieces on the three arrival columns of their rows wins at once.
sa.r.endFig = Red brings its ninth piece home with I5-K5 and wins; Blue still had three to bring.
sa.r.end2 = Expert goal (an option): the triangles must also end where they started in their region, on the middle column (K). A player with all nine home but a triangle out of place can no longer move and passes every turn.
sa.r.more = Three and four players
sa.r.more1 = With three players, Red starts on rows 1 to 3, Blue on 4 to 6, Yellow on 7 to 9; with four, Green on 10 to 12 too.
sa.r.more2 = Teams (an option at four players): Red and Blue play against Yellow and Green, so each team plays two turns in a row. Your partner's pieces are not opposing pieces for bonus moves, and a team wins when both partners have all their pieces home; a player home first passes while the partner plays on.
sa.r.decided = What the app decided
sa.r.d.start = The sheet's pictures of the start are lost: each player fills a region on the left edge, Red lowest, two players on the two middle rows of regions; triangles on column B, squares on A and C.
sa.r.d.optional = Each bonus move may be refused: you may stop wherever the piece has landed.
sa.r.d.pass = A player who cannot move passes.
sa.r.d.draw = A position repeated three times with the same player to move is a draw, as in every game of the compendium: here, when nobody can move any more.
sa.r.d.notation = A turn is written as the piece's path, the square it leaves and each square where one of its moves ended: A5-C5, or A5-C5-D5-F5 with two bonus moves.
sa.r.app = In the app
sa.r.app1 = Click (or tap) one of your pieces: a dot shows where it lands. Click the dot. If a bonus move is allowed there, a new dot shows where it would go on: click it to go on, or press Stop here. Your pieces' arrival squares are shaded.
`
	sauteRulesFrench = `
sa.r.aim = But
sa.r.aim1 = Une course pour deux à quatre joueurs. Chacun a 6 carrés et 3 triangles dans une zone de 3 × 3 du bord gauche du plateau. Soyez le premier à amener vos neuf pièces dans la zone la plus à droite de votre rangée de zones, colonnes J à L (les cases ombrées).
sa.r.startFig = Le départ à deux joueurs : Rouge sur les lignes 4 à 6, Bleu sur les lignes 7 à 9, les triangles dans la colonne du milieu.
sa.r.move = Avancer
sa.r.move1 = À chaque tour, avancez une de vos pièces, seulement vers la droite et seulement le long de sa ligne. Si la case devant elle est vide, elle y va. Sinon, elle saute toute la file de pièces qui la précède, de toutes couleurs, et s'arrête sur la première case vide au-delà.
sa.r.move2 = Une pièce ne quitte jamais le plateau : sans case vide devant elle, elle ne peut pas bouger.
sa.r.moveFig = Le carré rouge de A4 a sauté B4 et C4 et s'est arrêté en D4.
sa.r.bonus = Sauts en prime
sa.r.bonus1 = Quand votre pièce s'arrête sur une colonne qui porte un nombre impair de pièces adverses (1 ou 3 à deux joueurs ; vos propres pièces ne comptent pas), elle peut avancer encore, et ainsi de suite, tant que chaque colonne atteinte en porte un nombre impair.
sa.r.bonus2 = Avec deux pièces adverses sur la colonne, ou aucune, le tour s'arrête là.
sa.r.bonusFig = Rouge a avancé C4 en D4. Le carré bleu de A9 a sauté B9 et C9 jusqu'en D9, une colonne avec une pièce rouge : il a continué jusqu'en E9, une colonne sans aucune, et s'est arrêté (A9-D9-E9).
sa.r.bonus3 = Sauter des files est rapide : laisser des cases vides entre ses pièces les ralentit.
sa.r.end = La fin
sa.r.end1 = Le premier joueur qui a ses neuf pièces sur les trois colonnes d'arrivée de ses lignes gagne aussitôt.
sa.r.endFig = Rouge amène sa neuvième pièce avec I5-K5 et gagne ; il en restait trois à Bleu.
sa.r.end2 = But expert (une option) : les triangles doivent aussi finir à la place où ils ont commencé dans leur zone, sur la colonne du milieu (K). Un joueur dont les neuf pièces sont arrivées mais un triangle mal placé ne peut plus bouger et passe à chaque tour.
sa.r.more = À trois et à quatre
sa.r.more1 = À trois joueurs, Rouge commence sur les lignes 1 à 3, Bleu sur 4 à 6, Jaune sur 7 à 9 ; à quatre, Vert aussi, sur 10 à 12.
sa.r.more2 = Par équipes (une option à quatre) : Rouge et Bleu jouent contre Jaune et Vert, chaque équipe jouant donc deux tours de suite. Les pièces du partenaire ne sont pas adverses pour les sauts en prime, et une équipe gagne quand les deux partenaires ont toutes leurs pièces arrivées ; celui qui arrive le premier passe pendant que son partenaire continue.
sa.r.decided = Ce que l'application a décidé
sa.r.d.start = Les images de la feuille montrant le départ sont perdues : chaque joueur remplit une zone du bord gauche, Rouge en bas, deux joueurs sur les deux rangées de zones du milieu ; triangles en colonne B, carrés en A et C.
sa.r.d.optional = Chaque saut en prime peut être refusé : on peut s'arrêter partout où la pièce s'est posée.
sa.r.d.pass = Un joueur qui ne peut pas bouger passe.
sa.r.d.draw = Une position répétée trois fois avec le même joueur au trait est nulle, comme dans tous les jeux du recueil : ici, quand plus personne ne peut bouger.
sa.r.d.notation = Un tour s'écrit comme le chemin de la pièce, la case qu'elle quitte et chaque case où l'un de ses mouvements s'est arrêté : A5-C5, ou A5-C5-D5-F5 avec deux sauts en prime.
sa.r.app = Dans l'application
sa.r.app1 = Cliquez (ou touchez) une de vos pièces : un point montre où elle arrive. Cliquez le point. Si un saut en prime est permis là, un nouveau point montre où elle continuerait : cliquez-le pour continuer, ou appuyez sur S'arrêter là. Les cases d'arrivée de vos pièces sont ombrées.
`
)

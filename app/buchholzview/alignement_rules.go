//go:build !wasm

package buchholzview

import "impasse/app/i18n"

func init() { i18n.AddTexts(alignementRulesEnglish, alignementRulesFrench) }

// The texts of Alignement's rules page, in English and in French.
const (
	alignementRulesEnglish = `
al.r.aim = Aim
al.r.aim1 = Be the first to line up four of your pieces on the circles: along a row, a column or one of the two long diagonals.
al.r.pieces = The pieces
al.r.pieces1 = Only the 16 circles of the board are used, a grid of 4 × 4. Each player has 2 squares, 2 triangles and a cylinder; the board starts empty.
al.r.cycle = Which piece you play
al.r.cycle1 = You never choose the kind of piece: it follows a fixed cycle, square, triangle, cylinder, square…, with the players taking turns. Red plays a square, Blue a triangle, Red the cylinder, Blue a square, and so on.
al.r.cycle2 = So Red plays square, cylinder, triangle, square, then moves the cylinder, triangle…; Blue plays triangle, square, cylinder, triangle, square, then moves the cylinder…
al.r.cycleFig = After four turns: Red has placed a square and the cylinder, Blue a triangle and a square. Red must now place a triangle.
al.r.move = Placing and moving
al.r.move1 = If you still hold a piece of the kind your turn calls for, you place it on any free circle. Otherwise you move one of your pieces of that kind to a neighbouring free circle.
al.r.move2 = The cylinder moves in any of the eight directions, diagonals included; squares and triangles only along a row or a column.
al.r.moveFig = Red has no cylinder left to place: it moved its cylinder diagonally from K2 to H5.
al.r.end = The end
al.r.end1 = Four of your pieces in a line win at once, whatever their kinds.
al.r.endFig = Red places its last triangle on K2: B11, E8, H5 and K2 are in line, and Red wins.
al.r.end2 = If the kind of piece you must move cannot move at all, you lose.
al.r.end3 = If the same position comes back a third time with the same player to move, the game is a draw.
al.r.solved = Who wins with perfect play? Impasse worked it out by analysing every position of the moving phase backwards from its ends: Blue, the second player, can always win, at the latest on turn 30, whatever Red does.
al.r.decided = What the app decided
al.r.d.diag = The sheet speaks of four in a line; the app counts rows, columns and the two long diagonals of the 4 × 4 grid.
al.r.d.draw = A position repeated three times with the same player to move is a draw, as in every game of the compendium.
al.r.d.notation = Moves are written S@B5 for a square placed on B5 (C cylinder, T triangle) and B5-E5 for a piece moved.
al.r.app = In the app
al.r.app1 = The line above the board says which kind you must play; click (or tap) a free circle to place it, or click your piece and then one of the dots to move it. The strongest levels look 8 and 12 turns ahead: a win or a loss they see within that is exact, and they take the shortest win.
`
	alignementRulesFrench = `
al.r.aim = But
al.r.aim1 = Être le premier à aligner quatre de ses pièces sur les cercles : en ligne, en colonne ou sur l'une des deux grandes diagonales.
al.r.pieces = Les pièces
al.r.pieces1 = On ne joue que sur les 16 cercles du plateau, une grille de 4 × 4. Chaque joueur a 2 carrés, 2 triangles et un cylindre ; le plateau est vide au départ.
al.r.cycle = Quelle pièce jouer
al.r.cycle1 = On ne choisit jamais sa pièce : elle suit un cycle fixe, carré, triangle, cylindre, carré…, les joueurs jouant à tour de rôle. Rouge joue un carré, Bleu un triangle, Rouge le cylindre, Bleu un carré, et ainsi de suite.
al.r.cycle2 = Rouge joue donc carré, cylindre, triangle, carré, puis avance le cylindre, triangle… ; Bleu joue triangle, carré, cylindre, triangle, carré, puis avance le cylindre…
al.r.cycleFig = Après quatre tours : Rouge a posé un carré et le cylindre, Bleu un triangle et un carré. Rouge doit maintenant poser un triangle.
al.r.move = Poser et avancer
al.r.move1 = Si vous avez encore en main une pièce du type que le tour demande, vous la posez sur un cercle libre. Sinon, vous avancez une de vos pièces de ce type sur un cercle voisin libre.
al.r.move2 = Le cylindre va dans les huit directions, diagonales comprises ; carrés et triangles seulement en ligne ou en colonne.
al.r.moveFig = Rouge n'a plus de cylindre à poser : il a avancé son cylindre en diagonale de K2 à H5.
al.r.end = La fin
al.r.end1 = Quatre de vos pièces alignées gagnent aussitôt, quels que soient leurs types.
al.r.endFig = Rouge pose son dernier triangle en K2 : B11, E8, H5 et K2 sont alignés, Rouge gagne.
al.r.end2 = Si la pièce que vous devez avancer ne peut pas bouger, vous perdez.
al.r.end3 = Si la même position revient une troisième fois avec le même joueur au trait, la partie est nulle.
al.r.solved = Qui gagne si l'on joue parfaitement ? Impasse l'a calculé en analysant toutes les positions de la phase de déplacement à rebours depuis leurs fins : Bleu, le second joueur, peut toujours gagner, au plus tard au trentième tour, quoi que fasse Rouge.
al.r.decided = Ce que l'application a décidé
al.r.d.diag = La feuille parle de quatre en ligne ; l'application compte les lignes, les colonnes et les deux grandes diagonales de la grille 4 × 4.
al.r.d.draw = Une position répétée trois fois avec le même joueur au trait est nulle, comme dans tous les jeux du recueil.
al.r.d.notation = Les coups s'écrivent S@B5 pour un carré posé en B5 (C cylindre, T triangle) et B5-E5 pour une pièce avancée.
al.r.app = Dans l'application
al.r.app1 = La ligne au-dessus du plateau dit quelle pièce jouer ; cliquez (ou touchez) un cercle libre pour la poser, ou votre pièce puis un des points pour l'avancer. Les niveaux les plus forts voient 8 et 12 tours à l'avance : un gain ou une perte vus dans cet horizon sont exacts, et ils prennent le gain le plus court.
`
)

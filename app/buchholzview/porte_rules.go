//go:build !wasm

package buchholzview

import "impasse/app/i18n"

func init() { i18n.AddTexts(porteRulesEnglish, porteRulesFrench) }

// The texts of Porte's rules page, in English and in French.
const (
	porteRulesEnglish = `
po.r.aim = Aim
po.r.aim1 = Bring your reserve onto the board: the first player to enter all eight reserve pieces through the doors wins.
po.r.pieces = The pieces
po.r.pieces1 = Each player starts with a cylinder, a triangle and a square in a corner of the board, and holds three triangles and five squares in reserve.
po.r.pieces2 = The 16 circles, one in the middle of each region of 3 × 3, are the doors.
po.r.piecesFig = The start with four players: Red bottom left, then clockwise Blue, Yellow and Green. With two players Red and Blue take opposite corners; with three the bottom right stays empty.
po.r.move = Moving
po.r.move1 = A move takes one of your pieces along its row or column, any distance, jumping over any pieces on the way, to an empty square that is not a circle.
po.r.enter = Entering
po.r.enter1 = After your move, look from the piece you moved along its row and its column, in all four directions, to the first piece met each way.
po.r.enter2 = If one of those in its row and one of those in its column belong to the same opponent, and your piece and those two are a cylinder, a triangle and a square, you enter a piece from your reserve on the door of the region where your piece stopped. You choose a triangle or a square.
po.r.enterFig = Red's cylinder went from A1 to K1. Along row 1 the first piece met is Blue's square on L1, up column K Blue's triangle on K12: a cylinder, a square and a triangle. Red entered a triangle on the door K2.
po.r.enter3 = Two pieces of two different opponents do not count, nor two pieces of the same shape: the three shapes must all be there.
po.r.enter4 = If the door is taken, the right is lost. If it is free you must enter.
po.r.enter5 = The door is looked at after your move: a piece that has just left a door can win the right to fill it.
po.r.door = Leaving a door
po.r.door1 = At the start of your turn, if one of your pieces stands on a door whose region holds two or more opposing pieces, you must move such a piece. If none of them can move, you pass.
po.r.doorFig = Red's triangle on E8 has Blue's triangle on F7 and square on D9 in its region: Red must move it away.
po.r.end = The end
po.r.end1 = The first player to enter all eight reserve pieces wins.
po.r.endFig = Red's cylinder went from F1 to F6. Along row 6 the first piece met is Blue's square on B6, down column F Blue's triangle on F2: Red entered its last square on E5 and won.
po.r.end2 = If the same position comes back a third time with the same player to move, the game is a draw.
po.r.teams = Teams
po.r.teams1 = With four players you may play in teams: Red and Blue against Yellow and Green. Partners' pieces are not opposing pieces, and you may not use two of your partner's pieces to enter.
po.r.teams2 = A team wins when both partners have entered all eight. A player who has finished keeps moving to help.
po.r.decided = What the app decided
po.r.d.start = The sheet's pictures are lost: the start in the corners is a reconstruction, as in L'Empire.
po.r.d.first = The pieces looked at are the first met in each of the four directions from the piece moved.
po.r.d.compulsory = Entering is compulsory when the door is free; you choose a triangle or a square.
po.r.d.freed = The door is looked at after the move, so a piece that has just left it can win the right to fill it.
po.r.d.count = Opposing pieces in a door's region are counted over all opponents together; a partner's are not counted.
po.r.d.teams = Partners sit side by side, as the sheet asks: seats 1 and 2 (Red and Blue) against seats 3 and 4 (Yellow and Green), so each team plays two turns in a row.
po.r.d.pass = A player with no legal move passes, as in every game of the compendium.
po.r.d.draw = A position repeated three times with the same player to move is a draw.
po.r.d.notation = Moves are written A1-A7, and A1-A7+T or A1-A7+S when they enter a triangle or a square.
po.r.app = In the app
po.r.app1 = Click (or tap) a piece, then one of the dots. A dot marked as an entry enters a piece: buttons then offer a triangle or a square. Each player's reserve is shown under the board.
`
	porteRulesFrench = `
po.r.aim = But
po.r.aim1 = Faire entrer sa réserve sur le plateau : le premier joueur qui a fait entrer ses huit pièces de réserve par les portes gagne.
po.r.pieces = Les pièces
po.r.pieces1 = Chaque joueur commence avec un cylindre, un triangle et un carré dans un coin du plateau, et garde trois triangles et cinq carrés en réserve.
po.r.pieces2 = Les 16 cercles, un au milieu de chaque région de 3 × 3, sont les portes.
po.r.piecesFig = Le départ à quatre joueurs : Rouge en bas à gauche, puis dans le sens des aiguilles d'une montre Bleu, Jaune et Vert. À deux, Rouge et Bleu prennent des coins opposés ; à trois, le coin en bas à droite reste vide.
po.r.move = Déplacer
po.r.move1 = Un coup déplace une de vos pièces dans sa ligne ou sa colonne, d'autant de cases que vous voulez, en sautant par-dessus toutes les pièces, jusqu'à une case vide qui n'est pas un cercle.
po.r.enter = Entrer
po.r.enter1 = Après votre coup, regardez depuis la pièce déplacée, le long de sa ligne et de sa colonne, dans les quatre directions, la première pièce rencontrée de chaque côté.
po.r.enter2 = Si une de celles de sa ligne et une de celles de sa colonne appartiennent au même adversaire, et que votre pièce et ces deux-là sont un cylindre, un triangle et un carré, vous faites entrer une pièce de votre réserve sur la porte de la région où votre pièce s'est arrêtée. Vous choisissez un triangle ou un carré.
po.r.enterFig = Le cylindre rouge est allé de A1 à K1. Sur la ligne 1, la première pièce rencontrée est le carré bleu en L1 ; en montant la colonne K, le triangle bleu en K12 : un cylindre, un carré et un triangle. Rouge a fait entrer un triangle sur la porte K2.
po.r.enter3 = Deux pièces de deux adversaires différents ne comptent pas, ni deux pièces de même forme : il faut les trois formes.
po.r.enter4 = Si la porte est occupée, le droit est perdu. Si elle est libre, vous devez faire entrer une pièce.
po.r.enter5 = La porte est regardée après votre coup : une pièce qui vient de quitter une porte peut gagner le droit de la remplir.
po.r.door = Quitter une porte
po.r.door1 = Au début de votre tour, si une de vos pièces est sur une porte dont la région contient deux pièces adverses ou plus, vous devez déplacer une telle pièce. Si aucune ne peut bouger, vous passez.
po.r.doorFig = Le triangle rouge en E8 a le triangle bleu en F7 et le carré bleu en D9 dans sa région : Rouge doit l'en sortir.
po.r.end = La fin
po.r.end1 = Le premier joueur qui a fait entrer ses huit pièces de réserve gagne.
po.r.endFig = Le cylindre rouge est allé de F1 à F6. Sur la ligne 6, la première pièce rencontrée est le carré bleu en B6 ; en descendant la colonne F, le triangle bleu en F2 : Rouge a fait entrer son dernier carré en E5 et a gagné.
po.r.end2 = Si la même position revient une troisième fois avec le même joueur au trait, la partie est nulle.
po.r.teams = Équipes
po.r.teams1 = À quatre, on peut jouer en équipes : Rouge et Bleu contre Jaune et Vert. Les pièces du partenaire ne sont pas adverses, et l'on ne peut pas entrer grâce à deux pièces de son partenaire.
po.r.teams2 = Une équipe gagne quand les deux partenaires ont fait entrer leurs huit pièces. Un joueur qui a fini continue de jouer pour aider.
po.r.decided = Ce que l'application a décidé
po.r.d.start = Les illustrations de la feuille sont perdues : le départ dans les coins est une reconstitution, comme pour L'Empire.
po.r.d.first = Les pièces regardées sont les premières rencontrées dans chacune des quatre directions depuis la pièce déplacée.
po.r.d.compulsory = Entrer est obligatoire quand la porte est libre ; vous choisissez un triangle ou un carré.
po.r.d.freed = La porte est regardée après le coup : une pièce qui vient de la quitter peut gagner le droit de la remplir.
po.r.d.count = Les pièces adverses dans la région d'une porte se comptent sur tous les adversaires ensemble ; celles du partenaire ne comptent pas.
po.r.d.teams = Les partenaires sont assis côte à côte, comme le demande la feuille : les places 1 et 2 (Rouge et Bleu) contre les places 3 et 4 (Jaune et Vert), chaque équipe jouant donc deux tours de suite.
po.r.d.pass = Un joueur sans coup légal passe, comme dans tous les jeux du recueil.
po.r.d.draw = Une position répétée trois fois avec le même joueur au trait est nulle.
po.r.d.notation = Les coups s'écrivent A1-A7, et A1-A7+T ou A1-A7+S quand ils font entrer un triangle ou un carré.
po.r.app = Dans l'application
po.r.app1 = Cliquez (ou touchez) une pièce, puis un des points. Un point marqué comme une entrée fait entrer une pièce : des boutons proposent alors un triangle ou un carré. La réserve de chaque joueur est affichée sous le plateau.
`
)

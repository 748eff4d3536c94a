//go:build !wasm

package buchholzview

import "impasse/app/i18n"

func init() { i18n.AddTexts(empireRulesEnglish, empireRulesFrench) }

// The texts of Empire's rules page, in English and in French.
const (
	empireRulesEnglish = `
em.r.aim = Aim
em.r.aim1 = Take the thrones at the centre of the board, seat your commander on its king's throne where nothing can reach it, or capture the enemy commander.
em.r.start = The armies
em.r.start1 = Each player has a commander (the crowned piece), 4 cavalry (triangles) and 6 archers (squares), set out in a corner: the commander on the corner region's circle, the cavalry on the middles of its sides, the archers on its corners and on the two squares just beyond it along the edges.
em.r.start2 = The four circles at the centre, E5, H5, E8 and H8, are the thrones. Each player's king's throne is the one farthest from their corner; its number on the board is the player's seat (1 Red, 2 Blue, 3 Yellow, 4 Green).
em.r.startFig = The start at two players: Red bottom left, king's throne H8; Blue top right, king's throne E5.
em.r.move = Moving
em.r.move1 = On your turn you move one piece along a row or a column, as far as you like, to an empty square.
em.r.move2 = Pieces jump: whatever stands between the start and the end of the move does not stop it.
em.r.capture = Capturing
em.r.capture1 = A piece captures by moving onto an opposing piece, but only at its exact distance: a cavalry 3 squares away, an archer 4, the commander 2 or 5. The captured piece leaves the game.
em.r.capture2 = The pieces jumped on the way are not touched. While you choose a move, the board marks the pieces you can take.
em.r.captureFig = Red's archer on E12 stands four squares from Blue's archer on I12.
em.r.capturedFig = It took it: E12xI12.
em.r.win = Winning at two players
em.r.win1 = You win at once, after your own move, when:
em.r.win.thrones = your pieces stand on all four thrones, even if the last one was taken by a capture that could be taken back;
em.r.win.king = your commander stands on your king's throne and no opposing piece could capture it on the next move;
em.r.win.commander = you capture the enemy commander.
em.r.win2 = A commander on its king's throne within reach of an opposing piece does not win: it may be taken.
em.r.more = Three or four players
em.r.more1 = Three players take the bottom-left, top-left and top-right corners; four take all four, clockwise from the bottom left in seat order.
em.r.more2 = Three thrones win. A commander on its king's throne wins if the next player could not capture it.
em.r.more3 = A player whose commander is captured is out, and the captor takes over all their remaining pieces. The last player left wins.
em.r.teams = Teams
em.r.teams1 = At four you may play in two teams: seats 1 and 2 (Red and Blue) against 3 and 4 (Yellow and Green), partners side by side, so each team plays two turns in a row. Nobody captures a partner's piece.
em.r.teams2 = A team wins with all four thrones, with both partners' commanders on their own king's thrones where neither opponent could capture them, or by capturing an opposing commander.
em.r.teamsFig = The start in teams: Red and Blue on the left, Yellow and Green on the right.
em.r.end = Other endings
em.r.end1 = A player who cannot move passes.
em.r.end2 = If the same position comes back a third time with the same player to move, the game is a draw.
em.r.decided = What the app decided
em.r.d.start = The sheet's pictures are lost: the start in the corners, and which corners three players take, are reconstructed so that every sentence of the sheet holds.
em.r.d.thrones = The king's throne is the throne farthest from a player's start (H8 for the bottom-left corner).
em.r.d.teams = Teams sit side by side, as the sheet asks: seats 1 and 2 against 3 and 4. Both commanders must be seated for the throne win, and any opposing commander captured wins.
em.r.d.draw = A player with no move passes, and a position repeated three times with the same player to move is a draw, as in every game of the compendium.
em.r.d.notation = A move is written E5-E9, a capture E5xE9.
em.r.app = In the app
em.r.app1 = Click (or tap) one of your pieces, then one of the marked squares; a capture is marked on the piece it takes. The line under the board counts each player's pieces.
`
	empireRulesFrench = `
em.r.aim = But
em.r.aim1 = Prendre les trônes au centre du plateau, asseoir son commandant sur son trône royal hors de portée, ou prendre le commandant ennemi.
em.r.start = Les armées
em.r.start1 = Chaque joueur a un commandant (la pièce couronnée), 4 cavaliers (triangles) et 6 archers (carrés), placés dans un coin : le commandant sur le cercle de la case du coin, les cavaliers au milieu de ses côtés, les archers sur ses coins et sur les deux cases juste au-delà, le long des bords.
em.r.start2 = Les quatre cercles du centre, E5, H5, E8 et H8, sont les trônes. Le trône royal de chaque joueur est le plus éloigné de son coin ; son numéro sur le plateau est la place du joueur (1 Rouge, 2 Bleu, 3 Jaune, 4 Vert).
em.r.startFig = Le départ à deux : Rouge en bas à gauche, trône royal H8 ; Bleu en haut à droite, trône royal E5.
em.r.move = Se déplacer
em.r.move1 = À son tour, on déplace une pièce en ligne ou en colonne, aussi loin qu'on veut, sur une case vide.
em.r.move2 = Les pièces sautent : ce qui se trouve entre le départ et l'arrivée ne les arrête pas.
em.r.capture = Prendre
em.r.capture1 = Une pièce prend en allant sur une pièce adverse, mais seulement à sa distance exacte : un cavalier à 3 cases, un archer à 4, le commandant à 2 ou 5. La pièce prise quitte le jeu.
em.r.capture2 = Les pièces sautées en chemin ne sont pas touchées. Pendant que vous choisissez un coup, le plateau marque les pièces que vous pouvez prendre.
em.r.captureFig = L'archer rouge en E12 est à quatre cases de l'archer bleu en I12.
em.r.capturedFig = Il l'a pris : E12xI12.
em.r.win = Gagner à deux
em.r.win1 = On gagne aussitôt, après son propre coup, quand :
em.r.win.thrones = ses pièces occupent les quatre trônes, même si le dernier a été pris par une prise qu'on pourrait reprendre ;
em.r.win.king = son commandant est sur son trône royal et aucune pièce adverse ne pourrait le prendre au coup suivant ;
em.r.win.commander = on prend le commandant ennemi.
em.r.win2 = Un commandant sur son trône royal à portée d'une pièce adverse ne gagne pas : il peut être pris.
em.r.more = À trois ou quatre
em.r.more1 = À trois, on prend les coins en bas à gauche, en haut à gauche et en haut à droite ; à quatre, les quatre, dans le sens des aiguilles d'une montre depuis le bas à gauche, dans l'ordre des places.
em.r.more2 = Trois trônes gagnent. Un commandant sur son trône royal gagne si le joueur suivant ne pourrait pas le prendre.
em.r.more3 = Un joueur dont le commandant est pris est éliminé, et celui qui l'a pris reprend toutes ses pièces restantes. Le dernier joueur en lice gagne.
em.r.teams = Équipes
em.r.teams1 = À quatre, on peut jouer en deux équipes : places 1 et 2 (Rouge et Bleu) contre 3 et 4 (Jaune et Vert), les partenaires côte à côte, si bien que chaque équipe joue deux tours de suite. Personne ne prend une pièce de son partenaire.
em.r.teams2 = Une équipe gagne avec les quatre trônes, avec les commandants des deux partenaires sur leurs trônes royaux hors de portée des deux adversaires, ou en prenant un commandant adverse.
em.r.teamsFig = Le départ en équipes : Rouge et Bleu à gauche, Jaune et Vert à droite.
em.r.end = Autres fins
em.r.end1 = Un joueur qui ne peut pas jouer passe.
em.r.end2 = Si la même position revient une troisième fois avec le même joueur au trait, la partie est nulle.
em.r.decided = Ce que l'application a décidé
em.r.d.start = Les images de la feuille sont perdues : le départ dans les coins, et les coins pris à trois, sont reconstitués pour que chaque phrase de la feuille tienne.
em.r.d.thrones = Le trône royal est le trône le plus éloigné du départ du joueur (H8 pour le coin en bas à gauche).
em.r.d.teams = Les équipiers sont côte à côte, comme le demande la feuille : places 1 et 2 contre 3 et 4. Les deux commandants doivent être assis pour gagner par les trônes royaux, et tout commandant adverse pris fait gagner.
em.r.d.draw = Un joueur sans coup passe, et une position répétée trois fois avec le même joueur au trait est nulle, comme dans tous les jeux du recueil.
em.r.d.notation = Un déplacement s'écrit E5-E9, une prise E5xE9.
em.r.app = Dans l'application
em.r.app1 = Cliquez (ou touchez) une de vos pièces, puis une des cases marquées ; une prise est marquée sur la pièce qu'elle prend. La ligne sous le plateau compte les pièces de chaque joueur.
`
)

//go:build !wasm

package buchholzview

import "impasse/app/i18n"

func init() { i18n.AddTexts(solitaireRulesEnglish, solitaireRulesFrench) }

// The texts of Solitaire's rules page, in English and in French.
const (
	solitaireRulesEnglish = `
so.r.aim = Aim
so.r.aim1 = A game for one player. Thirty-six pieces of four colours fill the four central regions of the board. Jump until no jump is left, and leave as few pieces as you can: one, at best.
so.r.startFig = The start: nine pieces of each colour on D4 to I9.
so.r.jump = Jumps
so.r.jump1 = A piece jumps in a straight line, along a row or a column, over one or more pieces next to each other, and lands on the first empty square beyond them. Every piece it jumps over leaves the board.
so.r.jump2 = A piece may not jump over a piece of its own colour: every piece of the row it jumps must be of another colour.
so.r.jumpFig = The green piece on F7 has jumped over F6, F5 and F4 (red, yellow, red) to F3; the three pieces are gone.
so.r.jump3 = The pieces' shapes do not matter, only their colours.
so.r.end = The end
so.r.end1 = The game ends when no piece can jump. The sheet judges what is left:
so.r.end.1 = one piece: very well played;
so.r.end.2 = two pieces: well played;
so.r.end.3 = three pieces: not bad;
so.r.end.4 = four or more: keep practising.
so.r.endFig = The sheet's own solution leaves one piece, on H10, after 23 jumps. "Who can do better?", it asks.
so.r.end2 = The app can show the sheet's solution, and a shorter one that its solver found, step by step; it can also look for a solution from any position you reach.
so.r.decided = What the app decided
so.r.d.start = The sheet's picture of the start is lost. The colours above are reconstructed: they are chosen so that the sheet's 23-move solution works, jump by jump.
so.r.d.random = Variant: the 36 colours dealt at random. The deal is kept with the game's record, so it can be replayed.
so.r.d.notation = A jump is written with the squares where the piece starts and lands: F7-F3.
so.r.app = In the app
so.r.app1 = Click (or tap) the piece that jumps, then the square where it lands (the dots). Undo takes a jump back.
`
	solitaireRulesFrench = `
so.r.aim = But
so.r.aim1 = Un jeu pour un joueur. Trente-six pièces de quatre couleurs remplissent les quatre cases centrales du plateau. Sautez jusqu'à ce qu'aucun saut ne reste, et laissez le moins de pièces possible : une seule, au mieux.
so.r.startFig = Le départ : neuf pièces de chaque couleur de D4 à I9.
so.r.jump = Les sauts
so.r.jump1 = Une pièce saute en ligne droite, en ligne ou en colonne, par-dessus une ou plusieurs pièces qui se touchent, et se pose sur la première case vide au-delà. Toutes les pièces sautées quittent le plateau.
so.r.jump2 = Une pièce ne peut pas sauter une pièce de sa couleur : toutes les pièces qu'elle saute doivent être d'une autre couleur.
so.r.jumpFig = La pièce verte de F7 a sauté F6, F5 et F4 (rouge, jaune, rouge) jusqu'en F3 ; les trois pièces sont retirées.
so.r.jump3 = La forme des pièces ne compte pas, seulement leur couleur.
so.r.end = La fin
so.r.end1 = La partie finit quand aucune pièce ne peut sauter. La feuille juge ce qui reste :
so.r.end.1 = une pièce : très bien joué ;
so.r.end.2 = deux pièces : bien ;
so.r.end.3 = trois pièces : pas mal ;
so.r.end.4 = quatre ou plus : entraînez-vous encore.
so.r.endFig = La solution de la feuille laisse une pièce, en H10, après 23 sauts. « Qui dit mieux ? », demande-t-elle.
so.r.end2 = L'application peut montrer pas à pas la solution de la feuille, et une plus courte trouvée par son solveur ; elle peut aussi chercher une solution depuis toute position où vous arrivez.
so.r.decided = Ce que l'application a décidé
so.r.d.start = L'image du départ est perdue. Les couleurs ci-dessus sont reconstituées : choisies pour que la solution en 23 coups de la feuille marche, saut après saut.
so.r.d.random = Variante : les 36 couleurs distribuées au hasard. La donne est gardée dans la partie enregistrée, pour la rejouer.
so.r.d.notation = Un saut s'écrit avec les cases de départ et d'arrivée de la pièce : F7-F3.
so.r.app = Dans l'application
so.r.app1 = Cliquez (ou touchez) la pièce qui saute, puis la case où elle atterrit (les points). Annuler reprend un saut.
`
)

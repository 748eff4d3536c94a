//go:build !wasm

package blockadeview

import (
	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/app/svg"
	bk "impasse/rules/blockade"
)

// The positions of the rules' diagrams, reached by legal turns (walls far
// from what each diagram shows).
var (
	// The pawn on f4 lets the pawn on d4 stop short on e4.
	shortMoves = []string{"h4-f4/a13h", "h11-h9/j13h"}
	// Three walls round c3-d4; the fourth, d3v, is refused.
	cutMoves = []string{"h4-h6/c2h", "h11-h9/c4h", "h6-h8/b3v", "h9-j9/j13h"}
	cutWall  = "d3v"
	// White's pawn on h10 takes Black's on h11, its goal.
	takeMoves = []string{"h4-h6/a1h", "d11-d9/j1h", "h6-h8/a3h", "d9-d7/j3h", "h8-h10/a5h", "d7-d5/j5h"}
)

// rulesPage explains Blockade or Cul de Sac, with diagrams drawn like the
// board (see board.RulesPage for the entries); a key ending in "_" ends
// in b for Blockade, c for Cul de Sac.
func rulesPage(l i18n.Lang, culdesac bool) string {
	v := "b"
	if culdesac {
		v = "c"
	}
	small := area{0, 0, 6, 6, true}
	pics := [4]string{
		picture(position(culdesac), small, "d4", ""),
		picture(position(culdesac, shortMoves...), small, "d4", ""),
		picture(position(culdesac, cutMoves...), area{0, 0, 5, 5, true}, "", cutWall),
		picture(position(culdesac, takeMoves...), area{5, 7, 9, 13, true}, "h10", ""),
	}
	entries := []string{
		"#aim", "aim1", "#turn", "turn1", "#move", "move_", "0movesFig", "over_", "1shortFig",
		"#walls", "walls1", "walls_", "path", "2pathFig", "#win", "win1", "3winFig", "#end", "end1",
		"!decided", "-d.start", "-d.step", "-d.diag_", "-d.stuck", "-d.draw", "-d.notation", "#app", "app1",
	}
	for i, e := range entries {
		if e[len(e)-1] == '_' {
			entries[i] = e[:len(e)-1] + v
		}
	}
	return board.RulesPage(l, "bk.r.", entries, pics[:], "")
}

// picture draws area a of a position; with a pawn square from, where that
// pawn may go; with a wall, that wall refused.
func picture(s *bk.State, a area, from, wall string) string {
	var p pic
	p.open(a, "mini "+variant(s.CulDeSac()), `role="img"`).board(a).position(s, a)
	if sq, err := bk.ParseSquare(from); err == nil {
		p.ring(sq, 0.45, "bk-picked")
		var to []bk.Square
		for _, m := range s.Legal(nil) {
			if f, t, _ := bk.DecodeMove(m); f == sq && (len(to) == 0 || to[len(to)-1] != t) {
				to = append(to, t)
			}
		}
		p.targets(s.ToMove(), to, sq, bk.NoSquare)
	}
	if w, err := bk.ParseWall(wall); err == nil {
		p.wall(w, " refused")
		x, y := wallMid(w)
		var d svg.Path
		d.Cmd('M', x-0.22, y-0.22).Cmd('l', 0.44, 0.44).Cmd('m', 0, -0.44).Cmd('l', -0.44, 0.44)
		p.El(`path class="bk-cross"`, "d", d.String())
	}
	return p.Close()
}

func init() { i18n.AddTexts(rulesEnglish, rulesFrench) }

// The texts of the rules page, in English and in French.
const (
	rulesEnglish = `
bk.r.aim = The aim
bk.r.aim1 = White and Black each have two pawns and eighteen walls, nine horizontal and nine vertical. The first to bring a pawn onto one of the other player's start squares wins: White aims at d11 and h11, Black at d4 and h4, each framed in the colour of the player aiming at it.
bk.r.turn = A turn
bk.r.turn1 = Move one of your pawns, then place one of your walls in a groove between the squares: compulsory while you have one and a legal place for it. A winning move ends the turn at once. White plays first.
bk.r.move = Moving
bk.r.moveb = A pawn moves two squares straight or one square diagonally, never across a wall: going diagonally, one of the two L-shaped routes to the square must be free of walls.
bk.r.movec = A pawn makes exactly two steps, straight on or turning once (an L, ending on a diagonal square), never across a wall and never diagonally.
bk.r.movesFig = The pawn on d4 may go to any dotted square.
bk.r.overb = A pawn may pass over a pawn on the first square. It may stop after one square only when the next square straight on holds a pawn; a wall there does not allow it.
bk.r.overc = A pawn may pass over a pawn on its first step's square. It may stop after one step when the square its route would end on holds a pawn.
bk.r.shortFig = With a pawn on f4, the pawn on d4 may stop on e4, not end on f4.
bk.r.walls = Walls
bk.r.walls1 = A wall is two squares long. Walls may not overlap, nor cross at their middles; once placed they stay and belong to nobody.
bk.r.wallsb = As in the box, horizontal walls are green and vertical walls blue.
bk.r.wallsc = As in the box, horizontal walls are dark and vertical walls light.
bk.r.path = A wall may slow a pawn down but never shut it in: every pawn must keep a way round the walls to both of its goals.
bk.r.pathFig = The red wall is refused: it would shut in the pawn on d4, and Black's goal d4.
bk.r.win = Winning
bk.r.win1 = The first pawn to end its move on one of its goals wins, even onto a pawn, which is taken: sitting on a goal does not guard it. The last move onto a goal may be a single step.
bk.r.winFig = White's pawn on h10 wins by stepping onto h11, taking Black's pawn.
bk.r.end = Stuck and drawn
bk.r.end1 = A player who cannot move a pawn only places a wall, or passes (the app passes for you). The same position a third time with the same player to move is a draw.
bk.r.decided = Decided for this app
bk.r.d.start = White, first to move, starts on d4 and h4, Black on d11 and h11, as on Abstract Play and Wikipedia.
bk.r.d.step = In both games the last move onto a goal may be one straight step (as printed, Blockade's moves keep a pawn on one colour of a chessboard, and the goals are on the other).
bk.r.d.diagb = A diagonal move needs either L-shaped route to its square free of walls; pawns on the way do not matter.
bk.r.d.diagc = An L needs its two steps free of walls; a pawn on the corner is passed over.
bk.r.d.stuck = With no pawn move, a player places a wall only, or passes.
bk.r.d.draw = A position seen three times with the same player to move is a draw: the same pawn squares, walls on the board and walls in hand.
bk.r.d.notation = A turn is written pawn move then wall: d4-d6/e5h, d4-d6 without a wall, /e5h for a wall alone, pass. A wall is named by the square below and left of its middle plus h or v: e5h lies between rows 5 and 6 over columns e and f.
bk.r.app = In the app
bk.r.app1 = Pick one of your pawns, then a dotted square: the pawn moves there, not yet for good. Then point at a groove: the wall shows along it. Turn it with the wall button, Space, H or V. Click, tap the wall again, or Confirm to play. Back, Escape or a tap on the moved pawn goes a step back. The routes button draws each pawn's shortest way to a goal.
`
	rulesFrench = `
bk.r.aim = Le but
bk.r.aim1 = Blanc et Noir ont chacun deux pions et dix-huit murs, neuf horizontaux et neuf verticaux. Le premier qui amène un pion sur une case de départ adverse gagne : Blanc vise d11 et h11, Noir vise d4 et h4, encadrées de la couleur du joueur qui les vise.
bk.r.turn = Un tour
bk.r.turn1 = Déplacez un de vos pions, puis posez un de vos murs dans une rainure entre les cases : c'est obligatoire tant qu'il vous en reste un et qu'une place le permet. Un coup gagnant termine le tour aussitôt. Blanc commence.
bk.r.move = Les déplacements
bk.r.moveb = Un pion avance de deux cases en ligne droite ou d'une case en diagonale, sans jamais franchir un mur : en diagonale, l'un des deux chemins en L vers la case doit être libre de murs.
bk.r.movec = Un pion fait exactement deux pas, tout droit ou en tournant une fois (un L, qui arrive en diagonale), sans franchir de mur ni faire de pas en diagonale.
bk.r.movesFig = Le pion en d4 peut aller sur chaque case marquée d'un point.
bk.r.overb = Un pion peut sauter un pion posé sur la première case. Il ne s'arrête après une case que si la case suivante, tout droit, porte un pion ; un mur à cet endroit ne le permet pas.
bk.r.overc = Un pion peut sauter un pion posé sur la case de son premier pas. Il peut s'arrêter après un pas quand la case où finirait son chemin porte un pion.
bk.r.shortFig = Avec un pion en f4, le pion en d4 peut s'arrêter en e4, mais pas finir en f4.
bk.r.walls = Les murs
bk.r.walls1 = Un mur a la longueur de deux cases. Les murs ne se chevauchent pas et ne se croisent pas en leur milieu ; une fois posés, ils restent et n'appartiennent à personne.
bk.r.wallsb = Comme dans la boîte, les murs horizontaux sont verts et les verticaux bleus.
bk.r.wallsc = Comme dans la boîte, les murs horizontaux sont foncés et les verticaux clairs.
bk.r.path = Un mur peut ralentir un pion mais jamais l'enfermer : chaque pion doit garder un chemin, autour des murs, vers ses deux buts.
bk.r.pathFig = Le mur rouge est refusé : il enfermerait le pion en d4, et le but d4 de Noir.
bk.r.win = Gagner
bk.r.win1 = Le premier pion qui finit son coup sur l'un de ses buts gagne, même sur un pion, qui est pris : occuper un but ne le protège pas. Le dernier coup vers un but peut ne faire qu'un pas.
bk.r.winFig = Le pion blanc en h10 gagne en avançant en h11, où il prend le pion noir.
bk.r.end = Bloqué, ou nulle
bk.r.end1 = Un joueur qui ne peut déplacer aucun pion pose seulement un mur, ou passe (l'application passe pour vous). La même position pour la troisième fois, avec le même joueur au trait, donne une partie nulle.
bk.r.decided = Choix de cette application
bk.r.d.start = Blanc, qui commence, part de d4 et h4, Noir de d11 et h11, comme sur Abstract Play et Wikipédia.
bk.r.d.step = Dans les deux jeux, le dernier coup vers un but peut être un seul pas en ligne droite (telle qu'imprimée, la marche de Blockade garde un pion sur une couleur d'un damier, et les buts sont sur l'autre).
bk.r.d.diagb = Un coup en diagonale demande l'un des deux chemins en L libre de murs ; les pions en chemin ne comptent pas.
bk.r.d.diagc = Un L demande ses deux pas libres de murs ; un pion sur la case du coin est sauté.
bk.r.d.stuck = Sans coup de pion, un joueur pose seulement un mur, ou passe.
bk.r.d.draw = Une position vue trois fois avec le même joueur au trait est nulle : mêmes cases des pions, mêmes murs posés et en main.
bk.r.d.notation = Un tour s'écrit coup de pion puis mur : d4-d6/e5h, d4-d6 sans mur, /e5h pour un mur seul, pass. Un mur se nomme par la case en bas à gauche de son milieu, plus h ou v : e5h est entre les rangées 5 et 6, sur les colonnes e et f.
bk.r.app = Dans l'application
bk.r.app1 = Choisissez un de vos pions, puis une case marquée : le pion s'y place, pas encore pour de bon. Visez ensuite une rainure : le mur s'y montre. Tournez-le avec le bouton du mur, Espace, H ou V. Cliquez, touchez encore le mur, ou Valider pour jouer. Retour, Échap ou une touche sur le pion déplacé reviennent d'un pas. Le bouton des chemins trace le plus court chemin de chaque pion vers un but.
`
)

// rulesOf returns the view's Rules for Blockade or Cul de Sac. Only the
// server writes the rules pages (see rules_wasm.go).
func rulesOf(culdesac bool) func(i18n.Lang) string {
	return func(l i18n.Lang) string { return rulesPage(l, culdesac) }
}

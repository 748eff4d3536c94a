package blockadeview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	bk "impasse/rules/blockade"
)

// hintStart tells the pawn a move takes, for a hint that leaves its way
// and its wall to the person (view.Spec.HintStart); "" for a wall alone
// or a pass.
func hintStart(l i18n.Lang, s *bk.State, m rules.Move) string {
	from, _, _ := bk.DecodeMove(m)
	if m == bk.Pass || from == bk.NoSquare {
		return ""
	}
	return l.T("bk.hintStart", from.String())
}

// sayMove tells a turn in words: the pawn's move (and the pawn it takes
// on a goal, which wins), then the wall placed; a wall alone; a pass.
func sayMove(l i18n.Lang, s *bk.State, _ rules.State, m rules.Move, seat int) view.Said {
	who := seatName(l, seat, 2)
	from, to, w := bk.DecodeMove(m)
	if m == bk.Pass {
		return view.Said{Text: l.T("bk.w.pass", who)}
	}
	if from == bk.NoSquare {
		return view.Said{Text: l.T("bk.w.wallOnly", who, wallWords(l, w))}
	}
	text := l.T("bk.w.step", who, from.String(), to.String())
	other := s.Pawns(1 - seat)
	took := other[0] == to || other[1] == to
	g := bk.Goals(seat)
	switch {
	case took:
		text += l.T("bk.w.take", seatName(l, 1-seat, 2))
	case to == g[0] || to == g[1]:
		text += l.T("bk.w.home")
	case w != bk.NoWall:
		text += l.T("bk.w.andWall", wallWords(l, w))
	}
	return view.Said{Text: text + ".", Took: took}
}

// describe tells the position in words: whose turn it is or how the
// game ended, each side's pawns with their distance to a goal, goals
// and walls in hand, and the walls on the board.
func describe(l i18n.Lang, s *bk.State) string {
	var lines []string
	switch w := s.Winner(); {
	case w >= 0:
		lines = append(lines, l.T("bk.w.won", seatName(l, w, 2)))
	case s.Over():
		lines = append(lines, l.T("bk.w.draw"))
	default:
		lines = append(lines, l.T("bk.w.turn", seatName(l, s.ToMove(), 2)))
	}
	for seat := 0; seat < 2; seat++ {
		var pawns []string
		for _, sq := range s.Pawns(seat) {
			if sq == bk.NoSquare {
				continue
			}
			switch r := s.Route(seat, sq, bk.NoWall); len(r) {
			case 0:
				pawns = append(pawns, sq.String())
			case 1, 2:
				pawns = append(pawns, l.T("bk.w.pawn"+num(len(r)-1), sq.String()))
			default:
				pawns = append(pawns, l.T("bk.w.pawn", sq.String(), len(r)-1))
			}
		}
		g := bk.Goals(seat)
		lines = append(lines, l.T("bk.w.side", seatName(l, seat, 2), strings.Join(pawns, ", "),
			g[0].String(), g[1].String(), s.WallsLeft(seat, bk.Horizontal), s.WallsLeft(seat, bk.Vertical)))
	}
	walls := s.Walls(nil)
	if len(walls) == 0 {
		lines = append(lines, l.T("bk.w.noWalls"))
	} else {
		names := make([]string, len(walls))
		for i, w := range walls {
			names[i] = wallWords(l, w)
		}
		key := "bk.w.walls"
		if len(walls) == 1 {
			key = "bk.w.wall"
		}
		lines = append(lines, l.T(key, len(walls), strings.Join(names, ", ")))
	}
	return strings.Join(lines, "\n")
}

// wallWords tells where a wall lies by the squares along it: a
// horizontal wall above two squares side by side, a vertical wall to the
// right of two squares one above the other.
func wallWords(l i18n.Lang, w bk.Wall) string {
	c, r := w.Col(), w.Row()
	if w.Kind() == bk.Horizontal {
		return l.T("bk.w.h", bk.Sq(c, r).String(), bk.Sq(c+1, r).String())
	}
	return l.T("bk.w.v", bk.Sq(c, r).String(), bk.Sq(c, r+1).String())
}

// The texts of the moves and the position in words.
const (
	wordsEnglish = `
bk.w.step = %s moves a pawn from %s to %s
bk.hintStart = move your pawn on %s
bk.w.andWall = , then places a %s
bk.w.take = , taking %s's pawn on its goal, and wins
bk.w.home = , reaching a goal, and wins
bk.w.wallOnly = %s has no pawn move and places a %s.
bk.w.pass = %s can neither move nor place a wall, and passes.
bk.w.h = horizontal wall above %s and %s
bk.w.v = vertical wall right of %s and %s
bk.w.turn = %s to move.
bk.w.won = %s has won.
bk.w.draw = The game is drawn: the same position came three times.
bk.w.pawn = %s (%d steps from a goal)
bk.w.pawn0 = %s (on a goal)
bk.w.pawn1 = %s (1 step from a goal)
bk.w.side = %s: pawns on %s; goals %s and %s; %d horizontal and %d vertical walls in hand.
bk.w.noWalls = No wall on the board.
bk.w.walls = %d walls on the board: %s.
bk.w.wall = %d wall on the board: %s.
`
	wordsFrench = `
bk.w.step = %s déplace un pion de %s en %s
bk.hintStart = déplacez votre pion de %s
bk.w.andWall = , puis pose un %s
bk.w.take = , prend le pion de %s sur son but, et gagne
bk.w.home = , atteint un but, et gagne
bk.w.wallOnly = %s ne peut déplacer aucun pion et pose un %s.
bk.w.pass = %s ne peut ni bouger ni poser de mur, et passe.
bk.w.h = mur horizontal au-dessus de %s et %s
bk.w.v = mur vertical à droite de %s et %s
bk.w.turn = À %s de jouer.
bk.w.won = %s a gagné.
bk.w.draw = Partie nulle : la même position est venue trois fois.
bk.w.pawn = %s (à %d pas d'un but)
bk.w.pawn0 = %s (sur un but)
bk.w.pawn1 = %s (à 1 pas d'un but)
bk.w.side = %s : pions en %s ; buts %s et %s ; %d murs horizontaux et %d verticaux en main.
bk.w.noWalls = Aucun mur sur le plateau.
bk.w.walls = %d murs sur le plateau : %s.
bk.w.wall = %d mur sur le plateau : %s.
`
)

func init() { i18n.AddTexts(wordsEnglish, wordsFrench) }

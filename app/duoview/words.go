package duoview

import (
	"strconv"
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// hintStart tells the piece a move places, for a hint that leaves its
// way round and its place to the person (view.Spec.HintStart).
func hintStart(l i18n.Lang, s *blokusduo.State, m rules.Move) string {
	p, _, _, ok := blokusduo.Placement(m)
	if !ok {
		return ""
	}
	return l.T("duo.hintStart", pieceName(l, p))
}

// sayMove tells a move in words: the piece placed and its squares, and
// the pieces the colour has left; or the pass.
func sayMove(l i18n.Lang, s *blokusduo.State, _ rules.State, m rules.Move, seat int) view.Said {
	who := l.T("duo.seat" + strconv.Itoa(seat))
	p, _, _, ok := blokusduo.Placement(m)
	if !ok {
		return view.Said{Text: l.T("duo.w.pass", who)}
	}
	left := 0
	for q := blokusduo.Piece(0); q < blokusduo.NumPieces; q++ {
		if q != p && !s.Used(seat, q) {
			left++
		}
	}
	return view.Said{Text: l.T("duo.w.place", who, pieceName(l, p), squares(blokusduo.Cells(m)), piecesLeft(l, left))}
}

// describe tells the position in words: whose turn it is, then for each
// colour its squares on the board, where it may start a piece, and the
// pieces it has left with its score.
func describe(l i18n.Lang, s *blokusduo.State) string {
	var lines []string
	if s.Over() {
		lines = append(lines, l.T("duo.w.over"))
	} else {
		lines = append(lines, l.T("duo.w.turn", l.T("duo.seat"+strconv.Itoa(s.ToMove()))))
	}
	for c := 0; c < 2; c++ {
		who := l.T("duo.seat" + strconv.Itoa(c))
		var on []blokusduo.Square
		for r := 0; r < blokusduo.Size; r++ {
			for col := 0; col < blokusduo.Size; col++ {
				if s.At(blokusduo.Sq(col, r)) == c {
					on = append(on, blokusduo.Sq(col, r))
				}
			}
		}
		if len(on) == 0 {
			lines = append(lines, l.T("duo.w.none", who))
		} else {
			lines = append(lines, l.T("duo.w.covers", who, len(on), squares(on)))
		}
		if !s.Over() {
			if starts := s.AttachPoints(c); len(starts) > 0 {
				lines = append(lines, l.T("duo.w.starts", who, squares(starts)))
			}
		}
		var names []string
		for p := blokusduo.Piece(0); p < blokusduo.NumPieces; p++ {
			if !s.Used(c, p) {
				names = append(names, pieceName(l, p))
			}
		}
		hand := piecesLeft(l, len(names))
		if len(names) > 0 {
			hand = l.T("duo.w.list", hand, strings.Join(names, ", "))
		}
		lines = append(lines, l.T("duo.w.hand", who, hand, s.Scores()[c]))
	}
	return strings.Join(lines, "\n")
}

// pieceName names a piece in words: "monomino", "V-tromino",
// "L-pentomino".
func pieceName(l i18n.Lang, p blokusduo.Piece) string {
	n := p.Size()
	if n < 3 {
		return l.T("duo.w.size" + strconv.Itoa(n))
	}
	return l.T("duo.w.size"+strconv.Itoa(n), p.Name()[:1])
}

// piecesLeft says how many pieces a colour has left.
func piecesLeft(l i18n.Lang, n int) string {
	if n < 2 {
		return l.T("duo.w.left" + strconv.Itoa(n))
	}
	return l.T("duo.w.leftN", n)
}

// squares lists squares by name, separated by commas.
func squares(sqs []blokusduo.Square) string {
	names := make([]string, len(sqs))
	for i, sq := range sqs {
		names[i] = sq.String()
	}
	return strings.Join(names, ", ")
}

// The texts of the moves and the position in words.
const (
	wordsEnglish = `
duo.w.place = %s places the %s on %s; %s.
duo.hintStart = place your %s
duo.w.pass = %s passes: no piece fits.
duo.w.turn = %s to move.
duo.w.over = The game is over.
duo.w.none = %s has no piece on the board.
duo.w.covers = %s covers %d squares: %s.
duo.w.starts = %s may start a piece on %s.
duo.w.hand = %s: %s; score %d.
duo.w.list = %s: %s
duo.w.left0 = no piece left
duo.w.left1 = 1 piece left
duo.w.leftN = %d pieces left
duo.w.size1 = monomino
duo.w.size2 = domino
duo.w.size3 = %s-tromino
duo.w.size4 = %s-tetromino
duo.w.size5 = %s-pentomino
`
	wordsFrench = `
duo.w.place = %s pose le %s sur %s ; %s.
duo.hintStart = posez votre %s
duo.w.pass = %s passe : aucune pièce ne tient.
duo.w.turn = À %s de jouer.
duo.w.over = La partie est finie.
duo.w.none = %s n'a aucune pièce sur le plateau.
duo.w.covers = %s couvre %d cases : %s.
duo.w.starts = %s peut commencer une pièce sur %s.
duo.w.hand = %s : %s ; score %d.
duo.w.list = %s : %s
duo.w.left0 = plus aucune pièce
duo.w.left1 = encore 1 pièce
duo.w.leftN = encore %d pièces
duo.w.size1 = monomino
duo.w.size2 = domino
duo.w.size3 = tromino %s
duo.w.size4 = tétromino %s
duo.w.size5 = pentomino %s
`
)

func init() { i18n.AddTexts(wordsEnglish, wordsFrench) }

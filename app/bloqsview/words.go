package bloqsview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/bloqs"
)

// sayMove tells a placement in words: the block's footprint and height,
// the columns and rows it covers, and the squares it isolates (which
// score, and sound as a capture).
func sayMove(l i18n.Lang, s *bloqs.State, after rules.State, m rules.Move, seat int) view.Said {
	text, ok := blockWords(l, s.Board(), m)
	if !ok {
		return view.Said{}
	}
	won := after.Scores()[seat] - s.Scores()[seat]
	text = l.T("bq.w.place", seatName(l, seat), text)
	switch {
	case won == 1:
		text += l.T("bq.w.score1")
	case won > 1:
		text += l.T("bq.w.score", won)
	}
	return view.Said{Text: text + ".", Took: won > 0}
}

// describe tells the position in words: whose turn it is or that the
// game is over, the blocks left, each player's blocks and score, and
// the board's size, every block on the board in the order placed.
func describe(l i18n.Lang, s *bloqs.State) string {
	var lines []string
	if s.Over() {
		lines = append(lines, l.T("bq.w.over"))
	} else {
		lines = append(lines, l.T("bq.w.turn", seatName(l, s.ToMove())))
	}
	b := s.Board()
	lines = append(lines, l.T("bq.w.board", b.Size(), b.Cols, b.Rows), l.T("bq.left", bloqs.Pool-s.Placed())+".")
	placed := make([]int, s.Players())
	for i := range s.Blocks() {
		placed[i%s.Players()]++
	}
	for seat, score := range s.Scores() {
		lines = append(lines, l.T("bq.w.seat", seatName(l, seat), placed[seat], score))
	}
	for i, m := range s.Blocks() {
		if text, ok := blockWords(l, b, m); ok {
			lines = append(lines, l.T("bq.w.by", seatName(l, i%s.Players()), text))
		}
	}
	return strings.Join(lines, "\n")
}

// blockWords tells where placement m lies on board b: "a 2 × 3 block of
// height 4 on columns 9 to 10, rows 10 to 12".
func blockWords(l i18n.Lang, b *bloqs.Board, m rules.Move) (string, bool) {
	f, c, r, ok := b.Placement(m)
	if !ok {
		return "", false
	}
	return l.T("bq.w.block", f.W, f.H, f.Height, c, c+f.W-1, r, r+f.H-1), true
}

// The texts of the moves and the position in words.
const (
	wordsEnglish = `
bq.w.place = %s places %s
bq.w.block = a %d × %d block of height %d on columns %d to %d, rows %d to %d
bq.w.score = , isolating %d squares
bq.w.score1 = , isolating 1 square
bq.w.turn = %s to move.
bq.w.over = The game is over.
bq.w.seat = %s: %d blocks placed, score %d.
bq.w.board = The board has %d squares, within %d columns and %d rows.
bq.w.by = %s: %s.
`
	wordsFrench = `
bq.w.place = %s pose %s
bq.w.block = un bloc de %d × %d, de hauteur %d, sur les colonnes %d à %d, rangées %d à %d
bq.w.score = , et isole %d cases
bq.w.score1 = , et isole 1 case
bq.w.turn = À %s de jouer.
bq.w.over = La partie est finie.
bq.w.seat = %s : %d blocs posés, score %d.
bq.w.board = Le plateau a %d cases, sur %d colonnes et %d rangées.
bq.w.by = %s : %s.
`
)

func init() { i18n.AddTexts(wordsEnglish, wordsFrench) }

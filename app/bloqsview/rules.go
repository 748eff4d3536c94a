package bloqsview

import (
	"strings"

	"impasse/app/board"
	"impasse/app/i18n"
	"impasse/rules/bloqs"
)

// rulesPage explains Bloqs, with diagrams drawn like the board (see
// board.RulesPage for the entries).
func rulesPage(l i18n.Lang) string {
	entries := "#aim aim1 #blocks blocks1 0blocksFig #place place1 -p.empty -p.first -p.touch -p.height " +
		"#score score1 1scoreFig #end end1 !decided d.board 2d.boardFig -d.quick -d.shape -d.colours -d.notation #app app1"
	figures := []string{diagram(smallBoard, heightsGame, false), diagram(smallBoard, scoreGame, true), diagram(bloqs.Standard, "", false)}
	return board.RulesPage(l, "bq.r.", strings.Fields(entries), figures, " bq-diagram")
}

// The diagrams' positions, reached by legal moves (the tests draw them):
// three blocks of the three heights, each touching the next; and a
// standing block closing 6 squares against the edge, touching another
// standing block as it may because it scores.
var (
	smallBoard  = mustBoard("small", 10, 6)
	heightsGame = "2x3@2,2 2x4@4,2 3x4@6,2"
	scoreGame   = "2x3@3,3 2x4@1,2 2x3@5,1"
)

// mustBoard returns a full board of cols × rows squares.
func mustBoard(name string, cols, rows int) *bloqs.Board {
	line := strings.Repeat("#", cols) + "\n"
	bd, err := bloqs.NewBoard(name, strings.Repeat(line, rows))
	if err != nil {
		panic(err)
	}
	return bd
}

// diagram draws the position after moves on bd for two players, with the
// last block ringed when last.
func diagram(bd *bloqs.Board, moves string, last bool) string {
	s := position(bd, 2, moves)
	var p pic
	p.open(plainBox(bd), "mini", `role="img"`).board(bd).scored(s).blocks(bd, blocksOf(s))
	if bs := s.Blocks(); last && len(bs) > 0 {
		p.lastRing(bd, bs[len(bs)-1], false)
	}
	return p.Close()
}

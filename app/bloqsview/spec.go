package bloqsview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules/bloqs"
)

func init() {
	view.Register(view.Spec{
		ID:         bloqs.ID,
		NewBoard:   func() view.Board { return &Board{} },
		SeatName:   func(l i18n.Lang, seat, players int) string { return seatName(l, seat) },
		SeatColour: func(seat, players int) string { return "var(--bq-c" + num(seat) + ")" },
		Breakdown:  view.Of(breakdown),
		Ending:     view.Of(ending),
		Rules:      rulesPage,
		Thumbnail:  thumbnail,
		Styles:     styles,
		Shortcuts:  boardKeys,
		Say:        view.SayOf(sayMove),
		Describe:   view.Of(describe),
	})
	i18n.AddTexts(english, french)
}

// breakdown explains the scores: the blocks each player placed and the
// squares they isolated, which are the score.
func breakdown(l i18n.Lang, s *bloqs.State) []view.Line {
	lines := []view.Line{{Label: l.T("bq.bd.blocks")}, {Label: l.T("bq.bd.squares")}}
	placed := make([]int, s.Players())
	for i := range s.Blocks() {
		placed[i%s.Players()]++
	}
	for seat, n := range s.Scores() {
		lines[0].Values = append(lines[0].Values, num(placed[seat]))
		lines[1].Values = append(lines[1].Values, num(n))
	}
	return lines
}

// thumbGame is a game on the quick board with blocks of each height and
// squares isolated by both players, for the game list.
const thumbGame = "2x3@9,10 2x4@11,10 4x3@10,7 3x4@6,10 4x2@6,8 4x2@10,5 3x4@10,1 3x2@7,6 2x4@8,1"

// position plays moves (in the notation, separated by spaces) on board bd
// for the given number of seats; it panics on an illegal one (the tests
// draw every picture).
func position(bd *bloqs.Board, players int, moves string) *bloqs.State {
	s := bloqs.NewState(bd, players)
	for _, text := range strings.Fields(moves) {
		m, err := s.ParseMove(text)
		if err != nil {
			panic("bloqsview: " + text + ": " + err.Error())
		}
		s.Apply(m)
	}
	return s
}

// thumbnail draws thumbGame.
func thumbnail() string {
	s := position(bloqs.Quick, 2, thumbGame)
	var p pic
	return p.open(plainBox(s.Board()), "mini", `aria-hidden="true"`).board(s.Board()).scored(s).blocks(s.Board(), blocksOf(s)).Close()
}

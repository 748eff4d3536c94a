package blockersview

import (
	"impasse/app/i18n"
	"impasse/app/view"
	bl "impasse/rules/blockers"
)

func init() {
	for _, expert := range []bool{false, true} {
		id := bl.BaseID
		if expert {
			id = bl.ExpertID
		}
		view.Register(view.Spec{
			ID:        id,
			NewBoard:  func() view.Board { return &Board{} },
			SeatName:  func(l i18n.Lang, seat, players int) string { return seatName(l, seat, expert) },
			SeatCount: func(seat, players int) int { return seatCount(expert) },
			SeatColour: func(seat, players int) string {
				if expert {
					return "linear-gradient(135deg,var(--bl-c" + num(seat) + ") 50%,var(--bl-c" + num(seat+2) + ") 50%)"
				}
				return "var(--bl-c" + num(seat) + ")"
			},
			Breakdown: view.Of(breakdown),
			Rules:     rulesOf(expert),
			Thumbnail: thumbnail,
			Styles:    styles,
			Shortcuts: boardKeys,
			Say:       view.SayOf(sayMove),
			Describe:  view.Of(describe),
		})
	}
	i18n.AddTexts(english, french)
}

// breakdown explains the scores: the groups of each player's colours on
// the board, the captures in the colour each captured most, and the
// captures in all, which break a tie.
func breakdown(l i18n.Lang, s *bl.State) []view.Line {
	lines := []view.Line{{Label: l.T("bl.bd.groups")}, {Label: l.T("bl.bd.most")}, {Label: l.T("bl.bd.total")}}
	for seat := 0; seat < s.Players(); seat++ {
		var n [3]int
		for _, c := range s.ColoursOf(seat) {
			n[0] += s.Groups(c)
		}
		for d := 0; d < s.Colours(); d++ {
			m := len(s.Captured(seat, d))
			n[1], n[2] = max(n[1], m), n[2]+m
		}
		for i := range lines {
			lines[i].Values = append(lines[i].Values, num(n[i]))
		}
	}
	return lines
}

// thumbGrid is a board after a few moves, for the game list.
const thumbGrid = "0:E@E4 0:5@E5 0:6@E6 1:B@B3 1:C@C3 1:4@C4 2:7@D7 2:G@G7 2:wild@F3"

// thumbnail draws thumbGrid.
func thumbnail() string {
	var p pic
	return p.open("mini", `aria-hidden="true"`).board().tiles(parseGrid(thumbGrid), -1, false).Close()
}

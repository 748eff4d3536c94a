package blockadeview

import (
	"strconv"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	bk "impasse/rules/blockade"
)

func init() {
	for _, culdesac := range []bool{false, true} {
		id := bk.BlockadeID
		if culdesac {
			id = bk.CulDeSacID
		}
		view.Register(view.Spec{
			ID:       id,
			NewBoard: func() view.Board { return &Board{} },
			SeatName: seatName,
			// White and Black, outlined by the stylesheet where they
			// would vanish on the page.
			SeatColour: func(seat, players int) string { return "var(--bk-seat" + strconv.Itoa(seat) + ")" },
			Breakdown:  view.Of(breakdown),
			Rules:      rulesOf(culdesac),
			Thumbnail:  func() string { return thumbnail(culdesac) },
			Styles:     styles,
			Say:        view.SayOf(sayMove),
			Describe:   view.Of(describe),
			HintStart:  view.MoveOf(hintStart),
			Shortcuts:  boardKeys,
		})
	}
	i18n.AddTexts(english, french)
}

// breakdown explains the result: the goal reached, the walls placed, and
// a draw by repetition.
func breakdown(l i18n.Lang, s *bk.State) []view.Line {
	v := &[3][2]string{2: {"½", "½"}}
	for seat := 0; seat < 2; seat++ {
		reached, g := "—", bk.Goals(seat)
		for _, sq := range s.Pawns(seat) {
			if sq == g[0] || sq == g[1] {
				reached = sq.String()
			}
		}
		v[0][seat] = reached
		v[1][seat] = num(18 - s.WallsLeft(seat, 0) - s.WallsLeft(seat, 1))
	}
	lines := []view.Line{
		{Label: l.T("bk.bd.goal"), Values: v[0][:]},
		{Label: l.T("bk.bd.walls"), Values: v[1][:]},
		{Label: l.T("bk.bd.repeat"), Values: v[2][:]},
	}
	if s.Winner() >= 0 || !s.Over() {
		lines = lines[:2]
	}
	return lines
}

// thumbnail is the board after a few turns, for the game list.
func thumbnail(culdesac bool) string {
	s := position(culdesac, "d4-d6/e5h", "h11-h9/f8v", "h4-g5/c9h", "d11-c10/g10v", "d6-d8/h6h")
	a := area{1, 3, 8, 10, false}
	var p pic
	return p.open(a, "mini "+variant(culdesac), `aria-hidden="true"`).board(a).position(s, a).Close()
}

// position plays moves from the start; an illegal one panics (the tests
// draw every picture).
func position(culdesac bool, moves ...string) *bk.State {
	s := bk.NewState(culdesac)
	for _, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			panic("blockadeview: " + m + ": " + err.Error())
		}
	}
	return s
}

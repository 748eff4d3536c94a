package duoview

import (
	"strconv"

	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

func init() {
	view.Register(view.Spec{
		ID:       blokusduo.ID,
		NewBoard: func() view.Board { return &Board{} },
		SeatName: func(l i18n.Lang, seat, players int) string {
			return l.T("duo.seat" + strconv.Itoa(seat))
		},
		SeatColour: func(seat, players int) string { return "var(--seat" + strconv.Itoa(seat) + ")" },
		Breakdown:  view.Of(breakdown),
		Rules:      rulesPage,
		Thumbnail:  thumbnail,
		Styles:     styles,
		Say:        view.SayOf(sayMove),
		Describe:   view.Of(describe),
		HintStart:  view.MoveOf(hintStart),
		Shortcuts:  boardKeys,
	})
	i18n.AddTexts(english, french)
}

// breakdown explains the scores: squares left in hand, and the bonuses.
func breakdown(l i18n.Lang, s *blokusduo.State) []view.Line {
	v := &[3][2]string{}
	for c := 0; c < 2; c++ {
		n, placed := 0, 0
		for p := blokusduo.Piece(0); p < blokusduo.NumPieces; p++ {
			if s.Used(c, p) {
				placed++
			} else {
				n += p.Size()
			}
		}
		// A no-break space keeps "16 (−16)" on one line in a narrow column.
		v[0][c] = strconv.Itoa(n) + "\u00a0(−" + strconv.Itoa(n) + ")"
		v[1][c], v[2][c] = "—", "—"
		if placed == blokusduo.NumPieces {
			v[1][c] = "+15"
			if p, ok := s.Last(c); ok && p == blokusduo.Monomino {
				v[2][c] = "+5"
			}
		}
	}
	return []view.Line{
		{Label: l.T("duo.left"), Values: v[0][:]},
		{Label: l.T("duo.all21"), Values: v[1][:]},
		{Label: l.T("duo.monoLast"), Values: v[2][:]},
	}
}

// thumbnail is a small board after a few moves, for the game list.
func thumbnail() string {
	s := blokusduo.NewState()
	for _, m := range []string{"f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6", "d6,d7,e7,d8,e8", "k7,k8,l8,k9,l9"} {
		if _, err := rules.Play(s, m); err != nil {
			panic(err)
		}
	}
	return miniBoard(s, nil)
}

// miniBoard draws a position without interaction; marks rings squares
// ("ok" or "no") for the rules' diagrams.
func miniBoard(s *blokusduo.State, marks map[blokusduo.Square]string) string {
	var g svg.B
	g.Open("0 0 14 14", `class="board mini" aria-hidden="true"`)
	g.El(`rect class="board-bg" width="14" height="14" rx="0.2"`)
	grid(&g)
	for sq := blokusduo.Square(0); sq < blokusduo.Sq(0, blokusduo.Size); sq++ {
		if c := s.At(sq); c >= 0 && sq.Col() < blokusduo.Size {
			cell(&g, sq, c, "")
		}
	}
	for sq := blokusduo.Square(0); sq < blokusduo.Sq(0, blokusduo.Size); sq++ {
		if kind, ok := marks[sq]; ok {
			x, y := xy(sq)
			g.Rect("mark-"+kind, x+0.1, y+0.1, 0.8, 0.8, 0.2)
		}
	}
	return g.Close()
}

const english = `
blurb.blokusduo = Place all your pieces, corner to corner, and shut your rival out.
duo.seat0 = Purple
duo.seat1 = Orange
duo.rotate = Turn the piece (R)
duo.flip = Flip the piece (F)
duo.targets = Starts: show where pieces can start
duo.rotate.short = Turn
duo.flip.short = Flip
duo.targets.short = Starts
duo.place = Place
duo.drop = Put back
duo.place.short = Place
duo.drop.short = Put back
duo.why.off = The piece must lie on the board.
duo.why.covered = It would cover a square already taken.
duo.why.edge = It would touch one of your pieces along a side: your pieces meet only at corners.
duo.why.start = Your first piece must cover a starting point (a ring).
duo.why.corner = It must touch one of your pieces at a corner.
duo.left = Squares left in hand
duo.all21 = All 21 pieces placed
duo.monoLast = Monomino placed last
`

const french = `
blurb.blokusduo = Posez toutes vos pièces, coin contre coin, et enfermez l'adversaire.
duo.seat0 = Violet
duo.seat1 = Orange
duo.rotate = Tourner la pièce (R)
duo.flip = Retourner la pièce (F)
duo.targets = Départs : montrer où les pièces peuvent partir
duo.rotate.short = Tourner
duo.flip.short = Retourner
duo.targets.short = Départs
duo.place = Poser
duo.drop = Reposer
duo.place.short = Poser
duo.drop.short = Reposer
duo.why.off = La pièce doit tenir sur le plateau.
duo.why.covered = Elle couvrirait une case déjà prise.
duo.why.edge = Elle toucherait une de vos pièces par un côté : vos pièces ne se touchent que par les coins.
duo.why.start = Votre première pièce doit couvrir un point de départ (un rond).
duo.why.corner = Elle doit toucher une de vos pièces par un coin.
duo.left = Carrés restés en main
duo.all21 = Les 21 pièces posées
duo.monoLast = Le carré seul posé en dernier
`

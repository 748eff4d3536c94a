package blockersview

import (
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	bl "impasse/rules/blockers"
)

// sayMove tells a move in words: the tile placed and its square, and the
// tile it captures; or the pass.
func sayMove(l i18n.Lang, s *bl.State, _ rules.State, m rules.Move, seat int) view.Said {
	who := seatName(l, seat, s.Expert())
	colour, kind, sq, ok := s.Placement(seat, m)
	if !ok {
		return view.Said{Text: l.Count("bl.w.pass", seatCount(s.Expert()), who)}
	}
	tile := l.T("bl.w.own", tileName(l, int(kind)))
	if s.Expert() {
		tile = l.T("bl.w.of", tileName(l, int(kind)), l.T("bl.c"+num(colour)))
	}
	text := l.Count("bl.w.place", seatCount(s.Expert()), who, tile, bl.SquareName(sq))
	c, k, took := s.At(sq)
	if took {
		text += l.T("bl.w.take", l.T("bl.w.of", tileName(l, int(k)), l.T("bl.c"+num(c))))
	}
	return view.Said{Text: text + ".", Took: took}
}

// describe tells the position in words, only what the state shows (a
// seat's view hides the other racks): whose turn it is or the winner,
// each colour's tiles on the board, rack and pile, and each player's
// score and captures.
func describe(l i18n.Lang, s *bl.State) string {
	var lines []string
	switch seat := s.ToMove(); {
	case s.Over():
		lines = append(lines, l.T("bl.w.over"))
		for p, r := range s.Results() {
			if r == 1 {
				lines = append(lines, l.Count("bl.w.wins", seatCount(s.Expert()), seatName(l, p, s.Expert())))
			}
		}
	case seat >= 0:
		lines = append(lines, l.T("bl.w.turn", seatName(l, seat, s.Expert())))
	}
	for c := 0; c < s.Colours(); c++ {
		name := l.T("bl.c" + num(c))
		var on []string
		for sq := 0; sq < bl.Squares; sq++ {
			if tc, k, ok := s.At(sq); ok && tc == c {
				on = append(on, l.T("bl.w.at", tileName(l, int(k)), bl.SquareName(sq)))
			}
		}
		if len(on) == 0 {
			lines = append(lines, l.T("bl.w.noTiles", name))
		} else {
			lines = append(lines, l.T("bl.w.tiles", name, strings.Join(on, ", ")))
		}
		known, unseen := s.Rack(c)
		var rack []string
		for _, k := range known {
			rack = append(rack, tileName(l, int(k)))
		}
		if unseen > 0 {
			rack = append(rack, l.T("bl.w.unseen", unseen))
		}
		if len(rack) == 0 {
			rack = append(rack, l.T("bl.w.empty"))
		}
		lines = append(lines, l.T("bl.w.rack", name, strings.Join(rack, ", "), s.PileCount(c)))
	}
	for p := 0; p < s.Players(); p++ {
		n := 0
		for c := 0; c < s.Colours(); c++ {
			n += len(s.Captured(p, c))
		}
		lines = append(lines, l.T("bl.w.score", seatName(l, p, s.Expert()), s.Score(p), n))
	}
	return strings.Join(lines, "\n")
}

// The texts of the moves and the position in words.
const (
	wordsEnglish = `
bl.w.place = %s place %s on %s
bl.w.place.one = %s places %s on %s
bl.w.own = the %s tile
bl.w.of = %[2]s's %[1]s tile
bl.w.take = , capturing %s
bl.w.pass = %s pass.
bl.w.pass.one = %s passes.
bl.w.turn = %s to move.
bl.w.over = The game is over.
bl.w.wins = %s win.
bl.w.wins.one = %s wins.
bl.w.at = %s on %s
bl.w.tiles = %s tiles on the board: %s.
bl.w.noTiles = No %s tile on the board.
bl.w.rack = %s's rack: %s; pile: %d.
bl.w.unseen = %d unseen
bl.w.empty = empty
bl.w.score = %s: score %d; tiles captured: %d.
`
	wordsFrench = `
bl.w.place = %s pose %s en %s
bl.w.place.one = %s pose %s en %s
bl.w.own = la tuile %s
bl.w.of = la tuile %[1]s de %[2]s
bl.w.take = , et prend %s
bl.w.pass = %s passe.
bl.w.pass.one = %s passe.
bl.w.turn = À %s de jouer.
bl.w.over = La partie est finie.
bl.w.wins = %s gagne.
bl.w.wins.one = %s gagne.
bl.w.at = %s en %s
bl.w.tiles = Tuiles de %s sur le plateau : %s.
bl.w.noTiles = Aucune tuile de %s sur le plateau.
bl.w.rack = Chevalet de %s : %s ; pioche : %d.
bl.w.unseen = %d cachées
bl.w.empty = vide
bl.w.score = %s : score %d ; tuiles prises : %d.
`
)

func init() { i18n.AddTexts(wordsEnglish, wordsFrench) }

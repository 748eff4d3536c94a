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

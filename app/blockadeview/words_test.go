package blockadeview

import (
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	bk "impasse/rules/blockade"
)

// race is a Blockade game in which White's pawn runs up the d file onto
// Black's pawn on d11, taking it, while Black walks the other way.
var race = []string{"d4-d6/a1h", "h11-h9/j1v", "d6-d8/a3h", "h9-h7/j3v", "d8-d10/a5h", "h7-h5/j5v"}

// TestSayMove tells a pawn move with its wall, a winning capture, a wall
// alone and a pass, in each language.
func TestSayMove(t *testing.T) {
	viewtest.Says(t, view.SayOf(sayMove), func(moves ...string) rules.State { return position(false, moves...) }, []viewtest.Said{
		{Lang: i18n.English, Move: "d4-d6/e5h", Want: view.Said{Text: "White moves a pawn from d4 to d6, then places a horizontal wall above e5 and f5."}},
		{Lang: i18n.French, Before: race[:1], Move: "d11-c10/g10v", Want: view.Said{Text: "Noir déplace un pion de d11 en c10, puis pose un mur vertical à droite de g10 et g11."}},
		{Lang: i18n.English, Before: race, Move: "d10-d11", Want: view.Said{Text: "White moves a pawn from d10 to d11, taking Black's pawn on its goal, and wins.", Took: true}},
	})
	s := position(false)
	for _, tc := range []struct {
		m    string
		want string
	}{
		{"/e5h", "Black has no pawn move and places a horizontal wall above e5 and f5."},
		{"pass", "Black can neither move nor place a wall, and passes."},
	} {
		m := bk.MakeMove(bk.NoSquare, bk.NoSquare, bk.MakeWall(bk.Horizontal, 4, 4))
		if tc.m == "pass" {
			m = bk.Pass
		}
		if got := sayMove(i18n.English, s, rules.After(s, m), m, 1); got != (view.Said{Text: tc.want}) {
			t.Errorf("%s: got %v, want %v", tc.m, got, tc.want)
		}
	}
}

// TestDescribe tells whose turn it is, each side's pawns, goals and
// walls in hand, the walls on the board (one of them in the singular),
// and the end.
func TestDescribe(t *testing.T) {
	won := position(false, race...)
	if _, err := rules.Play(won, "d10-d11"); err != nil {
		t.Fatal(err)
	}
	viewtest.Describes(t, view.Of(describe), []viewtest.Told{
		{Lang: i18n.English, S: position(false), Want: `White to move.
White: pawns on d4 (7 steps from a goal), h4 (7 steps from a goal); goals d11 and h11; 9 horizontal and 9 vertical walls in hand.
Black: pawns on d11 (7 steps from a goal), h11 (7 steps from a goal); goals d4 and h4; 9 horizontal and 9 vertical walls in hand.
No wall on the board.`},
		{Lang: i18n.French, S: position(true, race[:3]...), Want: `À Noir de jouer.
Blanc : pions en d8 (à 3 pas d'un but), h4 (à 7 pas d'un but) ; buts d11 et h11 ; 7 murs horizontaux et 9 verticaux en main.
Noir : pions en d11 (à 7 pas d'un but), h9 (à 5 pas d'un but) ; buts d4 et h4 ; 9 murs horizontaux et 8 verticaux en main.
3 murs sur le plateau : mur horizontal au-dessus de a1 et b1, mur horizontal au-dessus de a3 et b3, mur vertical à droite de j1 et j2.`},
		{Lang: i18n.English, S: position(false, race[:1]...), Want: `Black to move.
White: pawns on d6 (5 steps from a goal), h4 (7 steps from a goal); goals d11 and h11; 8 horizontal and 9 vertical walls in hand.
Black: pawns on d11 (7 steps from a goal), h11 (7 steps from a goal); goals d4 and h4; 9 horizontal and 9 vertical walls in hand.
1 wall on the board: horizontal wall above a1 and b1.`},
		{Lang: i18n.English, S: won, Want: `White has won.
White: pawns on d11 (on a goal), h4 (7 steps from a goal); goals d11 and h11; 6 horizontal and 9 vertical walls in hand.
Black: pawns on h5 (1 step from a goal); goals d4 and h4; 9 horizontal and 6 vertical walls in hand.
6 walls on the board: horizontal wall above a1 and b1, horizontal wall above a3 and b3, horizontal wall above a5 and b5, vertical wall right of j1 and j2, vertical wall right of j3 and j4, vertical wall right of j5 and j6.`},
	})
}

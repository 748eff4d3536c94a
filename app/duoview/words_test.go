package duoview

import (
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	"impasse/rules/blokusduo"
)

// played returns the position after moves, in notation, from the start.
func played(t *testing.T, moves ...string) *blokusduo.State {
	t.Helper()
	s := blokusduo.NewState()
	for _, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestSayMove tells a placement by its piece, squares and the pieces
// left, and a pass, in each language.
func TestSayMove(t *testing.T) {
	opening := []string{"f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6"}
	viewtest.Says(t, view.SayOf(sayMove), func(moves ...string) rules.State { return played(t, moves...) }, []viewtest.Said{
		{Lang: i18n.English, Move: "e10,e11,e12,f12,g12", Want: view.Said{Text: "Purple places the V-pentomino on e10, e11, e12, f12, g12; 20 pieces left."}},
		{Lang: i18n.French, Before: opening, Move: "g8,h8", Want: view.Said{Text: "Violet pose le domino sur g8, h8 ; encore 19 pièces."}},
		{Lang: i18n.English, Before: opening[:1], Move: "j5,j6,k6,l6", Want: view.Said{Text: "Orange places the L-tetromino on j5, j6, k6, l6; 20 pieces left."}},
	})
	s := played(t)
	if got, want := sayMove(i18n.English, s, rules.After(s, blokusduo.Pass), blokusduo.Pass, 1), (view.Said{Text: "Orange passes: no piece fits."}); got != want {
		t.Errorf("pass: got %v, want %v", got, want)
	}
}

// TestDescribe tells whose turn it is, each colour's squares, where it
// may start a piece, its pieces left and its score.
func TestDescribe(t *testing.T) {
	viewtest.Describes(t, view.Of(describe), []viewtest.Told{
		{Lang: i18n.English, S: played(t), Want: `Purple to move.
Purple has no piece on the board.
Purple may start a piece on j5, e10.
Purple: 21 pieces left: monomino, domino, I-tromino, V-tromino, I-tetromino, L-tetromino, O-tetromino, T-tetromino, Z-tetromino, F-pentomino, I-pentomino, L-pentomino, N-pentomino, P-pentomino, T-pentomino, U-pentomino, V-pentomino, W-pentomino, X-pentomino, Y-pentomino, Z-pentomino; score -89.
Orange has no piece on the board.
Orange: 21 pieces left: monomino, domino, I-tromino, V-tromino, I-tetromino, L-tetromino, O-tetromino, T-tetromino, Z-tetromino, F-pentomino, I-pentomino, L-pentomino, N-pentomino, P-pentomino, T-pentomino, U-pentomino, V-pentomino, W-pentomino, X-pentomino, Y-pentomino, Z-pentomino; score -89.`},
		{Lang: i18n.French, S: played(t, "f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6", "g8,h8"), Want: `À Orange de jouer.
Violet couvre 7 cases : g8, h8, f9, e10, f10, g10, f11.
Violet peut commencer une pièce sur f7, i7, e8, d9, i9, d11, h11, e12, g12.
Violet : encore 19 pièces : monomino, tromino I, tromino V, tétromino I, tétromino L, tétromino O, tétromino T, tétromino Z, pentomino F, pentomino I, pentomino L, pentomino N, pentomino P, pentomino T, pentomino U, pentomino V, pentomino W, pentomino Y, pentomino Z ; score -82.
Orange couvre 5 cases : j4, i5, j5, k5, j6.
Orange peut commencer une pièce sur i3, k3, h4, l4, h6, l6, i7, k7.
Orange : encore 20 pièces : monomino, domino, tromino I, tromino V, tétromino I, tétromino L, tétromino O, tétromino T, tétromino Z, pentomino F, pentomino I, pentomino L, pentomino N, pentomino P, pentomino T, pentomino U, pentomino V, pentomino W, pentomino Y, pentomino Z ; score -84.`},
	})
	if got := view.Of(describe)(i18n.English, nil); got != "" {
		t.Errorf("no position: got %q, want none", got)
	}
}

// TestRefusal: a piece set down where it cannot go is told which rule
// forbids it, in English and French.
func TestRefusal(t *testing.T) {
	after := played(t, "e9,e10", "j5,j6")
	for _, tt := range []struct {
		name  string
		s     *blokusduo.State
		cells [][2]int
		en    string
		fr    string
	}{
		{"off the board", blokusduo.NewState(), [][2]int{{-1, 0}, {0, 0}}, "The piece must lie on the board.", "La pièce doit tenir sur le plateau."},
		{"first piece", blokusduo.NewState(), [][2]int{{0, 0}}, "Your first piece must cover a starting point (a ring).", "Votre première pièce doit couvrir un point de départ (un rond)."},
		{"along a side", after, [][2]int{{4, 10}}, "It would touch one of your pieces along a side: your pieces meet only at corners.", "Elle toucherait une de vos pièces par un côté : vos pièces ne se touchent que par les coins."},
		{"no corner", after, [][2]int{{6, 11}}, "It must touch one of your pieces at a corner.", "Elle doit toucher une de vos pièces par un coin."},
		{"covered", after, [][2]int{{9, 4}}, "It would cover a square already taken.", "Elle couvrirait une case déjà prise."},
		{"legal", after, [][2]int{{5, 10}}, "", ""},
	} {
		if got := refusal(tt.s, i18n.English, tt.cells); got != tt.en {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.en)
		}
		if got := refusal(tt.s, i18n.French, tt.cells); got != tt.fr {
			t.Errorf("%s in French: got %q, want %q", tt.name, got, tt.fr)
		}
	}
}

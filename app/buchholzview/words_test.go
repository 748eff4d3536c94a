package buchholzview

import (
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	"impasse/rules/alignement"
	"impasse/rules/blocus"
	bz "impasse/rules/buchholz"
	"impasse/rules/empire"
	"impasse/rules/porte"
	"impasse/rules/saute"
	"impasse/rules/solitaire"
)

// game returns the registered view of game id.
func game(t *testing.T, id string) *Game {
	t.Helper()
	for _, g := range registered {
		if g.ID == id {
			return g
		}
	}
	t.Fatalf("no view of %s", id)
	return nil
}

// reached plays moves from the start of game id.
func reached(t *testing.T, id string, moves ...string) rules.State {
	t.Helper()
	s, err := Position{Moves: moves}.state(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// blocusOut is a Le Blocus game at the turn Red's king must leave.
var blocusOut = []string{"@I7", "@A12", "@E8", "@L12"}

// TestSay tells each game's moves in words: placements, moves of one or
// several steps, leaps over pieces, captures and removals (flagged), a
// piece entered, a king's way out that ends the game, and a pass.
func TestSay(t *testing.T) {
	for _, tc := range []struct {
		id     string
		lang   i18n.Lang
		before []string
		move   string
		want   view.Said
	}{
		{alignement.ID, i18n.English, nil, "S@B2", view.Said{Text: "Red places a square on B2."}},
		{alignement.ID, i18n.French, alignementGame[:8], "K2-H5", view.Said{Text: "Rouge déplace son cylindre de K2 en H5."}},
		{alignement.ID, i18n.English, alignementGame[:10], "T@K2", view.Said{Text: "Red places a triangle on K2. Four in a line."}},
		{empire.ID, i18n.English, empireGame[:4], "E12xI12", view.Said{Text: "Red moves its archer from E12 to I12, taking Blue's archer on I12.", Took: true}},
		{empire.ID, i18n.French, empireGame[:4], "E12xI12", view.Said{Text: "Rouge déplace son archer de E12 en I12, et prend un archer de Bleu en I12.", Took: true}},
		{saute.ID, i18n.English, sauteGame[:1], "A9-D9-E9", view.Said{Text: "Blue moves its square from A9 to D9, leaping over 2 pieces, then by a bonus move to E9."}},
		{saute.ID, i18n.French, sauteGame[:1], "A9-D9-E9", view.Said{Text: "Bleu déplace son carré de A9 en D9, en sautant par-dessus 2 pièces, puis par un saut en prime en E9."}},
		{solitaire.ID, i18n.English, nil, "F7-F3", view.Said{Text: "You jump the green piece from F7 to F3, removing the red piece on F4, the yellow piece on F5, the red piece on F6.", Took: true}},
		{solitaire.ID, i18n.French, solitaire.Sheet[:2], "F9-F7", view.Said{Text: "Vous faites sauter la pièce verte de F9 en F7, et retirez la pièce bleue en F8.", Took: true}},
		{porte.ID, i18n.English, porteGame[:2], "A1-K1+T", view.Said{Text: "Red moves its cylinder from A1 to K1, and brings a triangle in on K2."}},
		{porte.ID, i18n.French, porteGame[:2], "A1-K1+T", view.Said{Text: "Rouge déplace son cylindre de A1 en K1, et fait entrer un triangle en K2."}},
		{blocus.ID, i18n.French, nil, "@I7", view.Said{Text: "Rouge pose un garde en I7."}},
		{blocus.ID, i18n.English, blocusOut, "E2-E7-H7-H12", view.Said{Text: "Red moves its king from E2 to E7, turns there and runs to H7, turns there and runs to H12. A king left the board."}},
	} {
		t.Run(tc.id, func(t *testing.T) {
			viewtest.Say(t, game(t, tc.id).say, tc.lang, reached(t, tc.id, tc.before...), tc.move, tc.want)
		})
	}
	s := reached(t, blocus.ID)
	if got, want := game(t, blocus.ID).say(i18n.English, s, rules.After(s, blocus.Pass), blocus.Pass, 1), (view.Said{Text: "Blue cannot move, and passes."}); got != want {
		t.Errorf("pass: got %v, want %v", got, want)
	}
}

// TestDescribe tells whose turn it is and what it must play, or how the
// game ended and who won, each seat's pieces and what it holds off the
// board, and a king's way out.
func TestDescribe(t *testing.T) {
	for _, tc := range []struct {
		id    string
		lang  i18n.Lang
		moves []string
		want  string
	}{
		{blocus.ID, i18n.English, nil, `Red to move: place a guard.
Red: king on E2.
Red, guards to place: guard 6.
Blue: king on E11.
Blue, guards to place: guard 6.`},
		{blocus.ID, i18n.French, blocusOut, `À Rouge de jouer : le roi doit sortir du plateau.
Rouge : roi en E2, garde en I7, garde en E8.
Rouge, gardes à poser : garde 4.
Bleu : roi en E11, garde en A12, garde en L12.
Bleu, gardes à poser : garde 4.
Un roi peut sortir du plateau par E2, E7, H7, H12.`},
		{empire.ID, i18n.French, empireGame, `À Bleu de jouer.
Rouge : archer en A1, cavalier en B1, archer en C1, cavalier en A2, commandant en B2, cavalier en C2, archer en A3, cavalier en B3, archer en C3, archer en A4, archer en I12.
Rouge, sur le plateau : commandant 1, cavalier 4, archer 6.
Bleu : cavalier en G5, archer en L9, archer en J10, archer en L10, cavalier en J11, commandant en K11, cavalier en L11, archer en J12, cavalier en K12, archer en L12.
Bleu, sur le plateau : commandant 1, cavalier 4, archer 5.`},
		{solitaire.ID, i18n.French, solitaire.Sheet[:20], `À vous de jouer.
Pièces restantes : 4.
Pièces rouges : G6.
Pièces bleues : F10.
Pièces jaunes : G7, G9.
Pièces vertes : aucune sur le plateau.`},
		{alignement.ID, i18n.English, alignementGame, `The game is over. Four in a line.
Red wins.
Red: square on B2, triangle on K2, cylinder on H5, square on E8, triangle on B11.
Blue: square on E2, square on B8, cylinder on K8, triangle on H11, triangle on K11.`},
	} {
		if got := game(t, tc.id).describe(tc.lang, reached(t, tc.id, tc.moves...)); got != tc.want {
			t.Errorf("%s after %d moves: got %v, want %v", tc.id, len(tc.moves), got, tc.want)
		}
	}
}

// TestBetween counts the pieces strictly between two squares of a row or
// a column, and none for squares in neither.
func TestBetween(t *testing.T) {
	var p bz.Piece
	board := map[bz.Square]bz.Piece{bz.Sq(1, 0): p, bz.Sq(2, 0): p, bz.Sq(0, 3): p, bz.Sq(5, 5): p}
	for _, tc := range []struct {
		a, b bz.Square
		want int
	}{
		{bz.Sq(0, 0), bz.Sq(3, 0), 2},
		{bz.Sq(3, 0), bz.Sq(0, 0), 2},
		{bz.Sq(2, 0), bz.Sq(3, 0), 0},
		{bz.Sq(0, 0), bz.Sq(0, 5), 1},
		{bz.Sq(0, 0), bz.Sq(6, 6), 0},
	} {
		if got := between(board, tc.a, tc.b); got != tc.want {
			t.Errorf("between(%v, %v): got %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

package blockersview

import (
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	bl "impasse/rules/blockers"
)

// dealt is a two-player base game with red first, red's pile starting
// 1 2 3 4 5 6 and blue's A 9 8 7 6 5, after moves.
func dealt(t *testing.T, moves ...string) *bl.State {
	t.Helper()
	st, err := bl.Base{}.New(rules.Options{rules.KeyPlayers: "2", bl.TagFirst: "red",
		bl.PileTag(bl.Red):  "1 2 3 4 5 6 7 8 9 A B C D E F G H I star sun heart diamond circle spade moon triangle club wild",
		bl.PileTag(bl.Blue): "A 9 8 7 6 5 4 3 2 1 B C D E F G H I star sun heart diamond circle spade moon triangle club wild",
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if _, err := rules.Play(st, m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return st.(*bl.State)
}

// opening is a game in which blue's A may capture red's 1 on A1.
var opening = []string{"1@A1", "9@I9", "2@A2", "8@I8", "3@A3"}

// TestSayMove tells a placement, a capture (flagged), a move of the
// expert variant naming its colour, and a pass.
func TestSayMove(t *testing.T) {
	for _, tc := range []struct {
		lang  i18n.Lang
		moves []string
		move  string
		want  view.Said
	}{
		{i18n.English, nil, "1@A1", view.Said{Text: "Red places the 1 tile on A1."}},
		{i18n.English, opening, "A@A1", view.Said{Text: "Blue places the A tile on A1, capturing Red's 1 tile.", Took: true}},
		{i18n.French, opening, "A@A1", view.Said{Text: "Bleu pose la tuile A en A1, et prend la tuile 1 de Rouge.", Took: true}},
	} {
		s := dealt(t, tc.moves...)
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := view.SayOf(sayMove)(tc.lang, s.View(s.ToMove()), rules.After(s, m), m, s.ToMove()); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.move, got, tc.want)
		}
	}
	st, err := bl.Expert{}.New(rules.Options{rules.KeySeed: "3"})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*bl.State)
	m := s.Legal(nil)[0]
	c, k, sq, _ := s.Placement(s.ToMove(), m)
	// A seat of two colours: a plural verb in English, one name in French.
	want := seatName(i18n.English, s.ToMove(), true) + " place " + i18n.English.T("bl.c"+num(c)) + "'s " + tileName(i18n.English, int(k)) + " tile on " + bl.SquareName(sq) + "."
	if got := sayMove(i18n.English, s, rules.After(s, m), m, s.ToMove()); got.Text != want || got.Took {
		t.Errorf("expert %s: got %v, want %v", s.MoveString(m), got, want)
	}
	want = seatName(i18n.French, s.ToMove(), true) + " pose la tuile " + tileName(i18n.French, int(k)) + " de " + i18n.French.T("bl.c"+num(c)) + " en " + bl.SquareName(sq) + "."
	if got := sayMove(i18n.French, s, rules.After(s, m), m, s.ToMove()); got.Text != want {
		t.Errorf("expert %s in French: got %v, want %v", s.MoveString(m), got, want)
	}
	// The pass is the last move number (see MoveSpace).
	start := dealt(t)
	pass := rules.Move(start.MoveSpace() - 1)
	if text := start.MoveString(pass); text != "pass" {
		t.Fatalf("move %d is %s, not a pass", pass, text)
	}
	if got, want := sayMove(i18n.English, start, rules.After(start, pass), pass, 0), (view.Said{Text: "Red passes."}); got != want {
		t.Errorf("pass: got %v, want %v", got, want)
	}
}

// TestDescribe tells only what the state shows: a seat's own rack, the
// number of tiles in the others', the tiles on the board, the scores.
func TestDescribe(t *testing.T) {
	s := dealt(t, opening...)
	if _, err := rules.Play(s, "A@A1"); err != nil {
		t.Fatal(err)
	}
	viewtest.Describes(t, view.Of(describe), []viewtest.Told{
		{Lang: i18n.English, S: dealt(t).View(0), Want: `Red to move.
No Red tile on the board.
Red's rack: 1, 2, 3, 4, 5; pile: 23.
No Blue tile on the board.
Blue's rack: 5 unseen; pile: 23.
Red: score 0; tiles captured: 0.
Blue: score 0; tiles captured: 0.`},
		{Lang: i18n.French, S: s.View(1), Want: `À Rouge de jouer.
Tuiles de Rouge sur le plateau : 2 en A2, 3 en A3.
Chevalet de Rouge : 5 cachées ; pioche : 20.
Tuiles de Bleu sur le plateau : A en A1, 8 en I8, 9 en I9.
Chevalet de Bleu : 3, 4, 5, 6, 7 ; pioche : 20.
Rouge : score 1 ; tuiles prises : 0.
Bleu : score 3 ; tuiles prises : 1.`},
	})
}

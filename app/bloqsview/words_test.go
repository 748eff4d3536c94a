package bloqsview

import (
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules/bloqs"
)

// played returns the quick board after the first n moves of thumbGame.
func played(t *testing.T, n int) *bloqs.State {
	t.Helper()
	s := bloqs.NewState(bloqs.Quick, 2)
	for _, text := range strings.Fields(thumbGame)[:n] {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
	return s
}

// TestSayMove tells a block's footprint, height and place, and the
// squares it isolates (flagged as taken), in each language.
func TestSayMove(t *testing.T) {
	for _, tc := range []struct {
		lang i18n.Lang
		n    int
		want view.Said
	}{
		{i18n.English, 0, view.Said{Text: "Blue places a 2 × 3 block of height 4 on columns 9 to 10, rows 10 to 12."}},
		{i18n.English, 2, view.Said{Text: "Blue places a 4 × 3 block of height 2 on columns 10 to 13, rows 7 to 9, isolating 4 squares.", Took: true}},
		{i18n.French, 3, view.Said{Text: "Orange pose un bloc de 3 × 4, de hauteur 2, sur les colonnes 6 à 8, rangées 10 à 13, et isole 2 cases.", Took: true}},
	} {
		viewtest.Say(t, view.SayOf(sayMove), tc.lang, played(t, tc.n), strings.Fields(thumbGame)[tc.n], tc.want)
	}
}

// TestDescribe tells whose turn it is, the board, the blocks left, each
// player's blocks and score, and every block placed.
func TestDescribe(t *testing.T) {
	viewtest.Describes(t, view.Of(describe), []viewtest.Told{
		{Lang: i18n.English, S: bloqs.NewState(bloqs.Standard, 3), Want: `Blue to move.
The board has 421 squares, within 29 columns and 29 rows.
Blocks left: 40 of 40.
Blue: 0 blocks placed, score 0.
Orange: 0 blocks placed, score 0.
Green: 0 blocks placed, score 0.`},
		{Lang: i18n.French, S: played(t, 4), Want: `À Bleu de jouer.
Le plateau a 169 cases, sur 13 colonnes et 13 rangées.
Blocs restants : 36 sur 40.
Bleu : 2 blocs posés, score 4.
Orange : 2 blocs posés, score 2.
Bleu : un bloc de 2 × 3, de hauteur 4, sur les colonnes 9 à 10, rangées 10 à 12.
Orange : un bloc de 2 × 4, de hauteur 3, sur les colonnes 11 à 12, rangées 10 à 13.
Bleu : un bloc de 4 × 3, de hauteur 2, sur les colonnes 10 à 13, rangées 7 à 9.
Orange : un bloc de 3 × 4, de hauteur 2, sur les colonnes 6 à 8, rangées 10 à 13.`},
	})
}

package shell

import (
	"html"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/internal/toy"
	"impasse/rules"
)

// TestTypedMove reads a typed move as the board would send it, and
// refuses what is not one of the moves offered, saying why.
func TestTypedMove(t *testing.T) {
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	b2, _ := s.ParseMove("b2")
	offered := slices.DeleteFunc(slices.Clone(legal), func(m rules.Move) bool { return m == b2 })
	for _, tc := range []struct {
		state rules.State
		legal []rules.Move
		text  string
		want  string
	}{
		{s, legal, "a1", ""},
		{s, legal, "  c3 ", ""},
		{s, legal, "", "acc.empty"},
		{s, legal, "z9", "acc.bad"},
		{s, offered, "b2", "acc.illegal"},
		{s, nil, "a1", "acc.wait"},
		{nil, legal, "a1", "acc.wait"},
	} {
		m, why := typedMove(tc.state, tc.legal, tc.text)
		if why != tc.want {
			t.Errorf("%q: got %q, want %q", tc.text, why, tc.want)
			continue
		}
		if why == "" {
			if got, want := s.MoveString(m), strings.TrimSpace(tc.text); got != want {
				t.Errorf("%q: got move %v, want %v", tc.text, got, want)
			}
		}
	}
}

// TestSuggest lists the moves that begin as typed, each once, at most
// max of them.
func TestSuggest(t *testing.T) {
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	for _, tc := range []struct {
		prefix string
		max    int
		want   []string
	}{
		{"B", 12, []string{"b1", "b2", "b3"}},
		{"", 2, []string{"a1", "b1"}},
		{"c3", 12, []string{"c3"}},
		{"d", 12, nil},
	} {
		if got := suggest(s, append(legal, legal...), tc.prefix, tc.max); !slices.Equal(got, tc.want) {
			t.Errorf("%q, %d: got %v, want %v", tc.prefix, tc.max, got, tc.want)
		}
	}
	if got := suggest(nil, legal, "", 12); got != nil {
		t.Errorf("no position: got %v, want none", got)
	}
}

// TestSayMove tells a move through the game's Say, and as the seat's
// name and the notation when the game has no Say or it says nothing.
func TestSayMove(t *testing.T) {
	s, err := toy.TicTacToe{}.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	b2, err := s.ParseMove("b2")
	if err != nil {
		t.Fatal(err)
	}
	words := view.Spec{Say: func(l i18n.Lang, before, _ rules.State, m rules.Move, seat int) view.Said {
		return view.Said{Text: "Seat " + strconv.Itoa(seat) + " takes the middle, " + before.MoveString(m) + ".", Took: true}
	}}
	silent := view.Spec{Say: func(i18n.Lang, rules.State, rules.State, rules.Move, int) view.Said { return view.Said{} }}
	for _, tc := range []struct {
		name string
		spec view.Spec
		want view.Said
	}{
		{"Say", words, view.Said{Text: "Seat 1 takes the middle, b2.", Took: true}},
		{"no Say", view.Spec{}, view.Said{Text: "Cross played b2."}},
		{"Say saying nothing", silent, view.Said{Text: "Cross played b2."}},
	} {
		if got := sayMove(tc.spec, i18n.English, s, rules.After(s, b2), b2, 1, "Cross"); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestNews joins what the live region says of the moves since the last
// drawing, and tells whether one of them took something.
func TestNews(t *testing.T) {
	played := []view.Said{{Text: "One."}, {Text: "Two.", Took: true}, {Text: "Three."}}
	for _, tc := range []struct {
		from int
		text string
		took bool
	}{
		{0, "One. Two. Three.", true},
		{2, "Three.", false},
		{1, "Two. Three.", true},
	} {
		text, took := news(played, tc.from)
		if text != tc.text || took != tc.took {
			t.Errorf("from %d: got %q, %v, want %q, %v", tc.from, text, took, tc.text, tc.took)
		}
	}
}

// TestTakenBack says the moves taken back, the last first, or how many
// and the last, in the page's language.
func TestTakenBack(t *testing.T) {
	heard := []view.Said{{Text: "One."}, {Text: "Two."}, {Text: "Three."}}
	for _, tc := range []struct {
		l    i18n.Lang
		n    int
		want string
	}{
		{i18n.English, 2, "Taken back: Three."},
		{i18n.English, 1, "Taken back: Three. Two."},
		{i18n.French, 1, "Repris : Three. Two."},
		{i18n.English, 0, "Taken back: 3 moves, the last of them: Three."},
		{i18n.French, 0, "Repris : 3 coups, dont le dernier : Three."},
	} {
		if got := takenBack(tc.l, heard, tc.n); got != tc.want {
			t.Errorf("takenBack(%s, %d): got %q, want %q", tc.l, tc.n, got, tc.want)
		}
	}
}

// TestSaid tells every move of the game through the game's Say, each
// from the position before it, and tells again only the moves played
// since the last time: after a move taken back, the new move.
func TestSaid(t *testing.T) {
	sess, err := NewSession(toy.TicTacToe{}, nil, []Seat{{}, {}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess}
	told := 0
	sp := view.Spec{ID: "said-test", Say: func(l i18n.Lang, before, _ rules.State, m rules.Move, seat int) view.Said {
		told++
		return view.Said{Text: strconv.Itoa(seat) + ":" + before.MoveString(m)}
	}}
	play := func(text string) {
		t.Helper()
		m, err := sess.State().ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	texts := func() []string {
		var out []string
		for _, said := range s.said(i18n.English, sp) {
			out = append(out, said.Text)
		}
		return out
	}
	play("a1")
	play("b2")
	if got, want := texts(), []string{"0:a1", "1:b2"}; !slices.Equal(got, want) || told != 2 {
		t.Errorf("got %v told %d times, want %v told twice", got, told, want)
	}
	play("c3")
	if got, want := texts(), []string{"0:a1", "1:b2", "0:c3"}; !slices.Equal(got, want) || told != 3 {
		t.Errorf("got %v told %d times, want %v told 3 times", got, told, want)
	}
	sess.Undo()
	play("a3")
	if got, want := texts(), []string{"0:a1", "1:b2", "0:a3"}; !slices.Equal(got, want) || told != 4 {
		t.Errorf("after undo: got %v told %d times, want %v told 4 times", got, told, want)
	}
	if got, want := texts(), []string{"0:a1", "1:b2", "0:a3"}; !slices.Equal(got, want) || told != 4 {
		t.Errorf("drawn again: got %v told %d times, want %v told 4 times", got, told, want)
	}
}

// TestTellNewGame: a new game after one of four moves ("Play again") is
// said to begin, not said as four moves taken back; its moves are then
// told; a game opened with moves already played is not told again.
func TestTellNewGame(t *testing.T) {
	four := []view.Said{{Text: "One."}, {Text: "Two."}, {Text: "Three."}, {Text: "Four."}}
	a := &aidsPanel{Lang: i18n.English, Game: 1, Played: four}
	a.heard, a.heardGame = four, 1
	for _, tc := range []struct {
		game   int
		played []view.Said
		want   string
		grew   bool
	}{
		{2, nil, "A new game begins.", false},
		{2, four[:1], "One.", true},
		{2, nil, "Taken back: One.", false},
		{3, four, "", false},
	} {
		a.Game, a.Played = tc.game, tc.played
		if grew, _ := a.tell(); a.said != tc.want || grew != tc.grew {
			t.Errorf("game %d, %d moves: got %q, %v, want %q, %v", tc.game, len(tc.played), a.said, grew, tc.want, tc.grew)
		}
	}
}

// The aids panel made twice for the same position is the same to go-app,
// which compares a component's fields with reflect.DeepEqual: a field
// that differs at each drawing of the game page (a function, say) would
// update the panel and run its OnUpdate every time.
func TestAidsSameEachDrawing(t *testing.T) {
	g := toy.Race{}
	id := g.Info().ID
	if _, ok := view.Lookup(id); !ok {
		view.Register(view.Spec{
			ID:       id,
			Describe: func(l i18n.Lang, s rules.State) string { return "The race.\nIts second line." },
			Say: func(l i18n.Lang, before, _ rules.State, m rules.Move, seat int) view.Said {
				return view.Said{Text: before.MoveString(m)}
			},
		})
	}
	sess, err := NewSession(g, nil, []Seat{{}, {}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess}
	draw := func() *aidsPanel {
		return s.aids(i18n.English, view.Props{State: sess.State(), Legal: sess.State().Legal(nil)}).(*aidsPanel)
	}
	if a, b := draw(), draw(); !reflect.DeepEqual(*a, *b) {
		t.Errorf("got %+v, then %+v: want the same panel", *a, *b)
	}
}

// TestHintSaid: a hint the board shows is said in words for every game,
// not only drawn: the panel shows it in a live region while there is
// one, and nothing when there is none.
func TestHintSaid(t *testing.T) {
	for _, id := range []string{"blockade", "porte", "blokusduo"} {
		g, _ := rules.Lookup(id)
		sess, err := NewSession(g, nil, []Seat{{}, {}}, 4)
		if err != nil {
			t.Fatal(err)
		}
		st := sess.State()
		hint := st.Legal(nil)[0]
		s := &Shell{sess: sess, ai: &computer{}}
		sp, _ := view.Lookup(id)
		want := "Hint: " + sayMove(sp, i18n.English, st, rules.After(st, hint), hint, st.ToMove(), s.seatName(st.ToMove())).Text
		props := view.Props{State: st, Legal: st.Legal(nil), Hint: hint, HasHint: true}
		panel := app.HTMLString(s.panel(i18n.English, s.hintWords(i18n.English, props)))
		shown := regexp.MustCompile(`<p[^>]*id="hint-words"[^>]*>` + regexp.QuoteMeta(html.EscapeString(want)) + `</p>`).FindString(panel)
		if shown == "" || !strings.Contains(shown, `aria-live="polite"`) {
			t.Errorf("%s: got a panel without %q in a live region:\n%s", id, want, panel)
		}
		props.HasHint = false
		if got := s.hintWords(i18n.English, props); got != "" {
			t.Errorf("%s with no hint: got %q", id, got)
		}
	}
}

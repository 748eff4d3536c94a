package lesson_test

import (
	"reflect"
	"strings"
	"testing"

	"impasse/internal/toy"
	"impasse/rules"
	"impasse/rules/lesson"
)

// ttt is a sound lesson of noughts and crosses: X on a1 and b1 takes
// the row with c1.
const ttt = `# A lesson of noughts and crosses.
title.en: Learn noughts and crosses
title.fr: Apprendre le morpion

step
rule: Three in a row wins.
setup: Players=2
moves: a1 a2 b1 b2
say.en: Finish your row.
say.fr: Terminez votre ligne.
want: c1
why.en: That leaves O its row.
why.fr: O finit alors sa ligne.
why.en c2: c2 blocks O but your row wins first.
why.fr c2: c2 bloque O, mais votre ligne gagne avant.
then.en: Three in a row.
then.fr: Trois à la suite.
step
rule: X plays first.
say.en: Play anywhere.
say.fr: Jouez où vous voulez.
want: a1 b2
why.en: -
why.fr: -
play
say.en: Now a whole game.
say.fr: Maintenant une partie entière.
`

// parse reads text, failing the test on an error.
func parse(t *testing.T, text string) *lesson.Lesson {
	t.Helper()
	l, err := lesson.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestParse(t *testing.T) {
	l := parse(t, ttt)
	want := &lesson.Lesson{
		Title: lesson.Text{En: "Learn noughts and crosses", Fr: "Apprendre le morpion"},
		Steps: []lesson.Step{{
			Rule:  "Three in a row wins.",
			Setup: rules.Options{"Players": "2"},
			Moves: []string{"a1", "a2", "b1", "b2"},
			Say:   lesson.Text{En: "Finish your row.", Fr: "Terminez votre ligne."},
			Want:  []string{"c1"},
			Why:   lesson.Text{En: "That leaves O its row.", Fr: "O finit alors sa ligne."},
			Whys: []lesson.Why{{Move: "c2", Text: lesson.Text{
				En: "c2 blocks O but your row wins first.", Fr: "c2 bloque O, mais votre ligne gagne avant."}}},
			Then: lesson.Text{En: "Three in a row.", Fr: "Trois à la suite."},
		}, {
			Rule: "X plays first.",
			Say:  lesson.Text{En: "Play anywhere.", Fr: "Jouez où vous voulez."},
			Want: []string{"a1", "b2"},
			Why:  lesson.Text{En: "-", Fr: "-"},
		}},
		Play: lesson.Play{Say: lesson.Text{En: "Now a whole game.", Fr: "Maintenant une partie entière."}},
	}
	if !reflect.DeepEqual(l, want) {
		t.Errorf("got %+v, want %+v", l, want)
	}
	if err := lesson.Check(toy.TicTacToe{}, l); err != nil {
		t.Errorf("Check: got %v, want nil", err)
	}
}

// A malformed file is refused, naming its line and what is wrong.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"title.en: a\nrule: b", `line 2: "rule" is not a key of this part`},
		{"step\nsay: a", `line 2: "say": want say.en or say.fr`},
		{"step\nsay.de: a", `"say.de": want say.en or say.fr`},
		{"step\nwant c1", `line 2: "want c1": want step, play, or key: value`},
		{"step\nsay.en: a\nsay.en: b", `line 3: "say.en" given twice`},
		{"step\nsetup: Players", `setup "Players": want key=value`},
		{"play\nstep", "line 2: a step after play"},
		{"play\nplay", "line 2: play given twice"},
		{"play\nwant: a1", `"want" is not a key of this part`},
		{"step\nsay.en c2: a", `"say.en c2" is not a key of this part`},
		{strings.Repeat("#", lesson.MaxFileSize+1), "longer than a megabyte"},
	}
	for _, tt := range tests {
		if _, err := lesson.Parse(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%.40q): got error %v, want %q", tt.text, err, tt.want)
		}
	}
}

// Check refuses a lesson that does not hold in its game, saying which
// step and why.
func TestCheck(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"an illegal move to the position", "moves: a1 a2 b1 b2", "moves: a1 a1", "step 1: move 2"},
		{"the game over there", "moves: a1 a2 b1 b2", "moves: a1 a2 b1 b2 c1", "step 1: the game is over after its 5 moves"},
		{"an illegal wanted move", "want: c1", "want: a1", "step 1: wanted move a1"},
		{"no wanted move", "want: c1", "", "step 1: no move wanted"},
		{"a why of an illegal move", "why.en c2:", "why.en b2:", "step 1: why b2"},
		{"a why of a wanted move", "why.en c2: c2 blocks O but your row wins first.\nwhy.fr c2: c2 bloque O, mais votre ligne gagne avant.",
			"why.en c1: c1.\nwhy.fr c1: c1.", "step 1: why c1: the move is wanted"},
		{"a why in English only", "why.fr c2: c2 bloque O, mais votre ligne gagne avant.", "", "step 1: why c2 wants English and French"},
		{"no rule", "rule: Three in a row wins.", "", "step 1: no rule named"},
		{"say in English only", "say.fr: Terminez votre ligne.", "", "step 1: say wants English and French"},
		{"no default why", "why.fr: -", "", "step 2: why wants English and French"},
		{"then in French only", "then.en: Three in a row.", "", "step 1: then wants English and French"},
		{"a bad setup", "setup: Players=2", "setup: Players=3", "step 1: "},
		{"no title in French", "title.fr: Apprendre le morpion", "", "the title wants English and French"},
		{"no say in play", "say.fr: Maintenant une partie entière.", "", "play: say wants English and French"},
		{"a bad play setup", "say.en: Now", "setup: Players=5\nsay.en: Now", "play: "},
		{"a wanted move standing for no legal move", "want: c1", "want: z*", "step 1: wanted move z*: no legal move starts so"},
		{"a why of a move a wanted move stands for", "want: c1", "want: c*", "step 1: why c2: the move is wanted"},
	}
	for _, tt := range tests {
		if !strings.Contains(ttt, tt.old) {
			t.Fatalf("%s: %q is not in the lesson", tt.name, tt.old)
		}
		l := parse(t, strings.Replace(ttt, tt.old, tt.new, 1))
		if err := lesson.Check(toy.TicTacToe{}, l); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got error %v, want %q", tt.name, err, tt.want)
		}
	}
	if err := lesson.Check(toy.TicTacToe{}, &lesson.Lesson{Title: lesson.Text{En: "a", Fr: "b"}}); err == nil {
		t.Error("a lesson without a step passed")
	}
}

// A wanted move is right and gets then; a move with its own why gets it;
// any other gets the step's why.
func TestAnswer(t *testing.T) {
	l := parse(t, ttt)
	s := &l.Steps[0]
	st, err := s.Position(toy.TicTacToe{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		move  string
		right bool
		say   string
	}{
		{"c1", true, "Three in a row."},
		{"c2", false, "c2 blocks O but your row wins first."},
		{"c3", false, "That leaves O its row."},
	}
	for _, tt := range tests {
		m, err := st.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		right, say := s.Answer(st, m)
		if right != tt.right || say.In("en") != tt.say {
			t.Errorf("%s: got %v %q, want %v %q", tt.move, right, say.In("en"), tt.right, tt.say)
		}
	}
	if _, say := s.Answer(st, 8); say.In("fr") != "O finit alors sa ligne." {
		t.Errorf("c3 in French: got %q, want %q", say.In("fr"), "O finit alors sa ligne.")
	}
}

// A wanted move ending in * stands for every legal move whose notation
// starts so, and for no other.
func TestAnswerAnyRest(t *testing.T) {
	s := &lesson.Step{Moves: []string{"a1", "a2"}, Want: []string{"c*", "b2"}}
	st, err := s.Position(toy.TicTacToe{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		move  string
		right bool
	}{
		{"c1", true}, {"c2", true}, {"c3", true}, {"b2", true}, {"b1", false}, {"b3", false}, {"a3", false},
	}
	for _, tt := range tests {
		m, err := st.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		if right, _ := s.Answer(st, m); right != tt.right {
			t.Errorf("%s with want %v: got right %v, want %v", tt.move, s.Want, right, tt.right)
		}
	}
}

func TestFormat(t *testing.T) {
	l := parse(t, ttt)
	text, err := lesson.Format("A lesson.\nOf two lines.", l)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, "# A lesson.\n# Of two lines.\ntitle.en: ") {
		t.Errorf("got %.60q, want the header first", text)
	}
	if again := parse(t, text); !reflect.DeepEqual(again, l) {
		t.Errorf("wrote %q, read back %+v, want %+v", text, again, l)
	}
	for name, spoil := range map[string]func(*lesson.Lesson){
		"a move with a space": func(l *lesson.Lesson) { l.Steps[0].Want[0] = "c 1" },
		"a text of two lines": func(l *lesson.Lesson) { l.Steps[0].Say.Fr = "a\nb" },
		"a why with no text":  func(l *lesson.Lesson) { l.Steps[0].Whys[0].Text = lesson.Text{} },
		"a setup key with =":  func(l *lesson.Lesson) { l.Play.Setup = rules.Options{"a=b": "c"} },
	} {
		l := parse(t, ttt)
		spoil(l)
		if _, err := lesson.Format("", l); err == nil {
			t.Errorf("%s was written", name)
		}
	}
}

// FuzzParse feeds arbitrary text to Parse: it never panics, and what it
// reads Format writes back to text that reads the same.
func FuzzParse(f *testing.F) {
	f.Add(ttt)
	f.Add("step\nwhy.en a:: b\nwant: a: b\nsetup: x=\"a b\"\nplay\nsetup:")
	f.Add("title.fr:\nstep\nmoves:\nstep\nthen.en: x")
	f.Fuzz(func(t *testing.T, text string) {
		l, err := lesson.Parse(text)
		if err != nil {
			return
		}
		out, err := lesson.Format("", l)
		if err != nil {
			return // a move, text or setup Parse reads but Format cannot write
		}
		again, err := lesson.Parse(out)
		if err != nil {
			t.Fatalf("%q wrote %q, which reads with error %v", text, out, err)
		}
		if !same(again, l) {
			t.Fatalf("%q wrote %q, read back %+v, want %+v", text, out, again, l)
		}
	})
}

// same reports whether a and b are the same lesson, an empty setup or
// move list the same as none.
func same(a, b *lesson.Lesson) bool {
	norm := func(l *lesson.Lesson) {
		for i := range l.Steps {
			s := &l.Steps[i]
			if len(s.Setup) == 0 {
				s.Setup = nil
			}
			if len(s.Moves) == 0 {
				s.Moves = nil
			}
			if len(s.Want) == 0 {
				s.Want = nil
			}
		}
		if len(l.Play.Setup) == 0 {
			l.Play.Setup = nil
		}
	}
	norm(a)
	norm(b)
	return reflect.DeepEqual(a, b)
}

// TestFollows: a step follows from its setup's start and from the
// position after any of its first moves, and from nothing else.
func TestFollows(t *testing.T) {
	s := &parse(t, ttt).Steps[0] // moves a1 a2 b1 b2
	g := toy.TicTacToe{}
	for _, tt := range []struct {
		moves string
		want  bool
	}{
		{"", true},
		{"a1", true},
		{"a1 a2 b1 b2", true},
		{"a1 a2 b1 b2 c1", false},
		{"a1 a3", false},
		{"b2", false},
	} {
		st, err := g.New(s.Setup)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range strings.Fields(tt.moves) {
			if _, err := rules.Play(st, m); err != nil {
				t.Fatal(err)
			}
		}
		if got := s.Follows(g, st); got != tt.want {
			t.Errorf("after %q: got %v, want %v", tt.moves, got, tt.want)
		}
	}
}

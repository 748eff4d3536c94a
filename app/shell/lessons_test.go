//go:build !wasm

package shell

import (
	"errors"
	"fmt"
	stdhtml "html"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/lesson"
)

// TestLessonIndex lists the shipped lesson files in the order the games
// are registered, each with its number of steps, and routes /learn/ID to
// the lessons of those games only.
func TestLessonIndex(t *testing.T) {
	games := parseGameCounts(LessonIndex())
	shipped := lesson.Shipped()
	if got, want := len(games), len(shipped); got != want || got == 0 {
		t.Fatalf("LessonIndex() = %q: %v games, want %v", LessonIndex(), got, want)
	}
	ids := rules.IDs()
	for i, c := range games {
		l, _ := lesson.Parse(shipped[c.ID])
		if l == nil || c.N != len(l.Steps) || c.N == 0 {
			t.Errorf("%s: %d steps listed, want those of its file", c.ID, c.N)
		}
		if i > 0 && slices.Index(ids, c.ID) < slices.Index(ids, games[i-1].ID) {
			t.Errorf("%s listed after %s", c.ID, games[i-1].ID)
		}
		if r := parseRoute("/learn/" + c.ID); r != (route{page: pageLearn, id: c.ID}) {
			t.Errorf("parseRoute(/learn/%s) = %v", c.ID, r)
		}
		if !slices.Contains(Pages(), "/learn/"+c.ID) {
			t.Errorf("Pages() has no /learn/%s", c.ID)
		}
		if _, ok := LessonFiles()[LessonFile(c.ID)]; !ok {
			t.Errorf("LessonFiles() has no %s", LessonFile(c.ID))
		}
	}
	if r := parseRoute("/learn/chess"); r.page != pageNotFound {
		t.Errorf("parseRoute(/learn/chess) = %v, want not found", r)
	}
}

// TestLessonProgress keeps where each lesson was left and the lessons
// finished, and refuses what cannot be read.
func TestLessonProgress(t *testing.T) {
	p := lessonProgress{At: map[string]int{"saute": 3, "blocus": 7}, Done: []string{"saute", "alignement"}}
	got, err := decodeLessons(p.encode())
	want := lessonProgress{At: p.At, Done: []string{"alignement", "saute"}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("decodeLessons(encode(%v)) = %v, %v, want %v", p, got, err, want)
	}
	if !got.done("saute") || got.done("blocus") {
		t.Errorf("done: got saute %v, blocus %v, want true, false", got.done("saute"), got.done("blocus"))
	}
	for _, raw := range []string{"", "{", "[]", `{"v":2,"at":{},"done":[]}`, `{"v":1,"at":{"saute":-1},"done":[]}`,
		`{"v":1,"at":{"":1},"done":[]}`, `{"v":1,"at":{},"done":[""]}`, `{"v":1,"at":[],"done":[]}`} {
		got, err := decodeLessons(raw)
		if !errors.Is(err, errLessons) || len(got.At) != 0 || len(got.Done) != 0 {
			t.Errorf("decodeLessons(%q) = %v, %v, want none, %v", raw, got, err, errLessons)
		}
	}
	if got, err := decodeLessons(`{"v":1}`); err != nil || got.At == nil || len(got.Done) != 0 {
		t.Errorf("decodeLessons of nothing followed = %v, %v", got, err)
	}
}

// FuzzDecodeLessons feeds arbitrary text to decodeLessons: it never
// panics, and what it reads it writes back to text that reads the same.
func FuzzDecodeLessons(f *testing.F) {
	f.Add(`{"v":1,"at":{"saute":3},"done":["saute","saute"]}`)
	f.Add(`{"v":1}`)
	f.Fuzz(func(t *testing.T, raw string) {
		p, err := decodeLessons(raw)
		if err != nil {
			return
		}
		again, err := decodeLessons(p.encode())
		if err != nil || !reflect.DeepEqual(again.At, p.At) || !slices.Equal(again.Done, slices.Sorted(slices.Values(p.Done))) {
			t.Fatalf("%q read %v, written and read back %v (%v)", raw, p, again, err)
		}
	})
}

// TestCourse follows the Saute lesson: a wrong move is answered with
// its own why or the step's, and not played; the right one is played
// and answered with then; the steps go in order up to the game that
// ends the lesson, and a step out of range is the nearest.
func TestCourse(t *testing.T) {
	g, _ := rules.Lookup("saute")
	l, err := lesson.Parse(lesson.Shipped()["saute"])
	if err != nil {
		t.Fatal(err)
	}
	c := newCourse(g, l, 2)
	s := c.step()
	move := func(text string) rules.Move {
		t.Helper()
		m, err := c.start.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	tests := []struct {
		move  string
		right bool
		say   lesson.Text
	}{
		{"B4-E4", false, s.Whys[0].Text},
		{"A5-C5", false, s.Why},
		{s.Want[0], true, s.Then},
	}
	for _, tt := range tests {
		before := c.state().Hash()
		right, say := c.try(move(tt.move))
		if right != tt.right || say != tt.say {
			t.Errorf("%s: got %v %q, want %v %q", tt.move, right, say.En, tt.right, tt.say.En)
		}
		if moved := c.state().Hash() != before; moved != tt.right {
			t.Errorf("%s: the board changed %v, want %v", tt.move, moved, tt.right)
		}
	}
	if c.missed != 2 || c.waiting() {
		t.Errorf("after two wrong moves and the right one: missed %d, waiting %v, want 2, false", c.missed, c.waiting())
	}
	if right, _ := c.try(move(s.Want[0])); right {
		t.Error("a move after the right one was taken")
	}
	c.again()
	if !c.waiting() || c.missed != 0 {
		t.Errorf("the step again: waiting %v, missed %d, want true, 0", c.waiting(), c.missed)
	}
	for _, tt := range []struct{ at, want int }{{-3, 0}, {len(l.Steps) + 5, len(l.Steps)}} {
		if c.open(tt.at); c.at != tt.want {
			t.Errorf("open(%d): at %d, want %d", tt.at, c.at, tt.want)
		}
	}
	if !c.finished() || c.step() != nil || c.waiting() {
		t.Errorf("past the last step: finished %v, step %v, waiting %v, want the game that ends the lesson", c.finished(), c.step(), c.waiting())
	}
	l.Steps[0].Moves = []string{"A4-D4", "A4-D4"}
	if c.open(0); c.bad == nil || c.waiting() {
		t.Errorf("a step whose moves do not replay: bad %v, waiting %v, want an error", c.bad, c.waiting())
	}
	// A step that waits for a move it cannot get would hold the lesson
	// there, with no way on.
	l.Steps[1].Want = []string{"A4-A5"}
	if c.open(1); c.bad == nil || c.waiting() {
		t.Errorf("a step whose wanted move is not legal: bad %v, waiting %v, want an error", c.bad, c.waiting())
	}
}

// TestCourseAnew: the next step says it sets the board anew when it does
// not go on from the right move played (La Porte's first step takes the
// triangle anywhere up column B; the second goes on from B1-B3), and
// not when it does, nor when a step is opened otherwise.
func TestCourseAnew(t *testing.T) {
	g, _ := rules.Lookup("porte")
	l, err := lesson.Parse(lesson.Shipped()["porte"])
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		move string
		want bool
	}{{"B1-B3", false}, {"B1-B7", true}} {
		c := newCourse(g, l, 0)
		m, err := c.start.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		if right, _ := c.try(m); !right {
			t.Fatalf("%s: not a right move of the first step", tt.move)
		}
		if c.open(1); c.anew != tt.want {
			t.Errorf("%s, then the next step: anew %v, want %v", tt.move, c.anew, tt.want)
		}
		html := app.HTMLString(&lessonPage{Game: "porte", Lang: i18n.English, game: "porte", progress: newLessonProgress(), c: c})
		if got := strings.Contains(html, i18n.English.T("learn.anew")); got != tt.want {
			t.Errorf("%s, then the next step: the page says the board is set anew %v, want %v", tt.move, got, tt.want)
		}
		if c.open(0); c.anew {
			t.Errorf("%s, then back to the first step: anew, want not", tt.move)
		}
	}
}

// The lesson page says the step and the answer in live regions, offers
// the next step only once the move is right, the closing game at the
// end, and says a damaged file instead of the lesson.
func TestLessonPageMarkup(t *testing.T) {
	g, _ := rules.Lookup("saute")
	l, err := lesson.Parse(lesson.Shipped()["saute"])
	if err != nil {
		t.Fatal(err)
	}
	p := &lessonPage{Game: "saute", Lang: i18n.English, game: "saute", progress: newLessonProgress()}
	p.c = newCourse(g, l, 2)
	s := p.c.step()
	has := func(html string, parts ...string) bool {
		for _, part := range parts {
			if !strings.Contains(html, part) {
				return false
			}
		}
		return true
	}
	// live reports whether the element with id elem is a live region.
	live := func(html, elem string) bool {
		tag := regexp.MustCompile(`<p[^>]*id="` + elem + `"[^>]*>`).FindString(html)
		return strings.Contains(tag, `aria-live="polite"`)
	}
	if html := app.HTMLString(p); !has(html, fmt.Sprintf("Step 3 of %d", len(l.Steps))) || has(html, `id="lesson-next"`) {
		t.Errorf("a step waiting: got %s", html)
	} else {
		for _, elem := range []string{"lesson-say", "lesson-told", "lesson-said"} {
			if !live(html, elem) {
				t.Errorf("%s is not a live region: %s", elem, html)
			}
		}
	}
	// The moves come as the board sends them (view.Play), to the page's
	// handler.
	wrong, _ := p.c.start.ParseMove(s.Whys[0].Move)
	p.play(app.Context{}, app.Action{Name: view.PlayAction, Value: wrong})
	if html := app.HTMLString(p); !has(html, "Red moves its triangle from B4 to E4, leaping over 2 pieces. That is not the move asked for. "+stdhtml.EscapeString(s.Whys[0].Text.En)+" Try again.", "puzzle-told wrong") || has(html, `id="lesson-next"`) {
		t.Errorf("after a wrong move: got %s", html)
	}
	right, _ := p.c.start.ParseMove(s.Want[0])
	p.play(app.Context{}, app.Action{Name: view.PlayAction, Value: right})
	if html := app.HTMLString(p); !has(html, stdhtml.EscapeString(s.Then.En), `id="lesson-next"`, "puzzle-told done") || has(html, "Try again") {
		t.Errorf("after the right move: got %s", html)
	}
	p.c.open(len(l.Steps))
	p.forget()
	if html := app.HTMLString(p); !has(html, "Last step: a game", stdhtml.EscapeString(l.Play.Say.En), `id="lesson-play"`, "Play against the computer, level 1") {
		t.Errorf("at the end: got %s", html)
	}
	p.Lang = i18n.French
	if html := app.HTMLString(p); !has(html, stdhtml.EscapeString(l.Play.Say.Fr), stdhtml.EscapeString("Jouer contre l'ordinateur, niveau 1")) {
		t.Errorf("at the end in French: got %s", html)
	}
	p.c, p.failed = nil, &note{key: "learn.damaged", args: []any{"lesson line 2: x"}}
	if html := app.HTMLString(p); !has(html, `id="lesson-error"`, `role="alert"`, stdhtml.EscapeString("abîmé (lesson line 2: x)")) {
		t.Errorf("a damaged file: got %s", html)
	}
}

package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/aiclient"
	"impasse/app/i18n"
	"impasse/rules"
)

// The summary says how the game ended under its title, escaped, and says
// nothing there when the view gives no ending.
func TestSummaryEnding(t *testing.T) {
	d := &summaryDialog{Over: true, open: true, Lang: i18n.English, Result: "Red wins", Ending: "No block <fits> anywhere", Totals: []int{3, 1}}
	html := app.HTMLString(d)
	if want := `No block &lt;fits&gt; anywhere`; !strings.Contains(html, want) {
		t.Errorf("summary markup lacks %q:\n%s", want, html)
	}
	d.Ending = ""
	if html := app.HTMLString(d); strings.Contains(html, `class="ending"`) {
		t.Errorf("summary with no ending shows one:\n%s", html)
	}
}

// What a search found is said with what it proved.
func TestSearchText(t *testing.T) {
	line := func(n int) []string { return make([]string, n) }
	for _, c := range []struct {
		sr   search
		want string
	}{
		{search{running: true}, "Searching…"},
		{search{}, "No line found."},
		{search{err: "boom"}, "boom"},
		{search{running: true, best: &aiclient.Solution{Moves: line(16), Score: 1, ScoreBound: 1, Bound: 12}},
			"Searching… Best line: 16 moves, 1 left. No line can leave fewer: proven. The shortest line that leaves 1 takes from 12 to 16 moves."},
		{search{best: &aiclient.Solution{Moves: line(10), Score: 1, ScoreBound: 1}},
			"Best line: 10 moves, 1 left. No line can leave fewer: proven."},
		{search{best: &aiclient.Solution{Moves: line(13), Score: 1, ScoreBound: 1, Bound: 13, Proven: true}},
			"Best line: 13 moves, 1 left. No line does better: proven."},
		{search{best: &aiclient.Solution{Moves: line(20), Score: 2, ScoreBound: 1}},
			"Best line: 20 moves, 2 left. Perhaps 1 could be left: not proven either way."},
	} {
		if got := searchText(i18n.English, &c.sr); got != c.want {
			t.Errorf("searchText(%+v) = %q, want %q", c.sr, got, c.want)
		}
	}
}

// TestScoresShown: the scores show in a game that keeps them, and not in
// one that keeps only a winner (Blockade, Le Blocus), in the bar over the
// board and in the summary, named by what they count.
func TestScoresShown(t *testing.T) {
	for _, tc := range []struct {
		id     string
		scored bool
		label  string
	}{
		{"blokusduo", true, "<th>Score</th>"},
		{"blockade", false, ""},
		{"culdesac", false, ""},
		{"blocus", false, ""},
		{"porte", true, "<th>Reserve pieces entered</th>"},
		{"empire", true, "<th>Thrones held</th>"},
		{"blockers", true, "<th>Score (lowest wins)</th>"},
	} {
		g, _ := rules.Lookup(tc.id)
		sess, err := NewSession(g, rules.Options{"Players": "2"}, []Seat{{}, {}}, 4)
		if err != nil {
			t.Fatal(err)
		}
		s := &Shell{sess: sess, lang: i18n.English}
		if got := strings.Contains(app.HTMLString(s.hud(i18n.English)), `class="score"`); got != tc.scored {
			t.Errorf("%s: scores in the bar: got %v, want %v", tc.id, got, tc.scored)
		}
		if err := sess.Resign(0); err != nil {
			t.Fatal(err)
		}
		d := s.summaryOf(i18n.English)
		d.open = true
		html := app.HTMLString(d)
		if got := strings.Contains(html, `class="total"`); got != tc.scored {
			t.Errorf("%s: scores in the summary: got %v, want %v", tc.id, got, tc.scored)
		}
		if tc.label != "" && !strings.Contains(html, tc.label) {
			t.Errorf("%s: the summary's scores are not named %s:\n%s", tc.id, tc.label, html)
		}
	}
}

// The summary opens when the game shown moves on, not for a game opened
// over, not during the replay, and once the replay closes for a move made
// during it (the computer's last).
func TestSummaryOpens(t *testing.T) {
	type step struct {
		at     gameEnd
		replay bool
		open   bool
	}
	for _, tc := range []struct {
		name  string
		steps []step
	}{
		{"a move", []step{{gameEnd{Game: 1, Moves: 4}, false, true}}},
		{"another game", []step{{gameEnd{Game: 2, Moves: 5}, false, false}}},
		{"nothing new", []step{{gameEnd{Game: 1, Moves: 3}, false, false}}},
		{"during the replay", []step{
			{gameEnd{Game: 1, Moves: 4}, true, false},
			{gameEnd{Game: 1, Moves: 4}, false, true},
		}},
		{"replay of a game over", []step{
			{gameEnd{Game: 1, Moves: 3}, true, false},
			{gameEnd{Game: 1, Moves: 3}, false, false},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := &summaryDialog{At: gameEnd{Game: 1, Moves: 3}, Over: true}
			d.OnInit()
			for i, st := range tc.steps {
				d.At, d.Replay = st.at, st.replay
				d.OnUpdate(app.Context{})
				if d.open != st.open {
					t.Errorf("step %d: open got %v, want %v", i+1, d.open, st.open)
				}
			}
		})
	}
}

// TestScoreText: a negative score is written with a minus sign, as the
// breakdowns write theirs.
func TestScoreText(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{-12, "−12"}, {0, "0"}, {7, "7"}} {
		if got := scoreText(tt.n); got != tt.want {
			t.Errorf("scoreText(%d): got %q, want %q", tt.n, got, tt.want)
		}
	}
}

// TestSizeText: a picture's size is written in the page's language.
func TestSizeText(t *testing.T) {
	for _, tt := range []struct {
		l    i18n.Lang
		n    int
		want string
	}{
		{i18n.English, 512, "512 bytes"}, {i18n.English, 48_400, "48 kB"}, {i18n.English, 2_160_000, "2.2 MB"},
		{i18n.French, 512, "512 octets"}, {i18n.French, 48_400, "48 ko"}, {i18n.French, 2_160_000, "2,2 Mo"},
		{i18n.English, 1_960_000, "2.0 MB"},
	} {
		if got := sizeText(tt.l, tt.n); got != tt.want {
			t.Errorf("%s %d: got %q, want %q", tt.l, tt.n, got, tt.want)
		}
	}
}

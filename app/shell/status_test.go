package shell

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/internal/toy"
	"impasse/rules"
)

// TestStatusWhenComputerFailed: while the computer thinks, the status
// says so; once it could not move (its worker missing or broken), the
// status says that instead, not that it is still thinking.
func TestStatusWhenComputerFailed(t *testing.T) {
	sess, err := NewSession(toy.TicTacToe{}, nil, []Seat{{AI: true, Level: 1}, {}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess, ai: &computer{}}
	for _, tc := range []struct {
		failed bool
		want   string
	}{
		{false, "is thinking"},
		{true, "could not move"},
	} {
		s.ai.failed = tc.failed
		text, waiting := s.status(i18n.English)
		if !strings.Contains(text, tc.want) || !waiting {
			t.Errorf("failed %v: got %q, %v, want %q, true", tc.failed, text, waiting, tc.want)
		}
	}
}

// TestStatusAlone: a game played alone names its seat "you"; when the
// computer plays it, the status names the computer ("You is thinking"
// was said).
func TestStatusAlone(t *testing.T) {
	g, _ := rules.Lookup("solitaire")
	sess, err := NewSession(g, rules.Options{}, []Seat{{AI: true, Level: 1}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess, ai: &computer{}}
	for _, l := range i18n.Langs {
		if text, _ := s.status(l); text != l.T("game.thinking.one", l.T("game.theComputer")) {
			t.Errorf("%s: got %q, want the computer thinking", l, text)
		}
	}
}

// TestBoardStillWhenOver: a game resigned (its position not over) and a
// replay are shown on a board that says nobody is thinking.
func TestBoardStillWhenOver(t *testing.T) {
	g, _ := rules.Lookup("saute")
	sess, err := NewSession(g, rules.Options{}, []Seat{{}, {AI: true, Level: 1}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	playText(t, sess, "C4-D4")
	s := &Shell{sess: sess, ai: &computer{}}
	thinking := "Blue is thinking"
	if page := app.HTMLString(s.gamePage(i18n.English)); !strings.Contains(page, thinking) {
		t.Fatalf("the computer's turn: no %q in the board", thinking)
	}
	sess.ReplayTo(0)
	if page := app.HTMLString(s.gamePage(i18n.English)); strings.Contains(page, thinking) {
		t.Errorf("a replay: %q said", thinking)
	}
	sess.ReplayTo(len(sess.Moves()))
	sess.replay.on = false
	if err := sess.Resign(0); err != nil {
		t.Fatal(err)
	}
	if page := app.HTMLString(s.gamePage(i18n.English)); strings.Contains(page, thinking) {
		t.Errorf("a resigned game: %q said", thinking)
	}
}

// TestReplaySaysMove: a step of the replay says the move stepped to in
// words, not only its number.
func TestReplaySaysMove(t *testing.T) {
	sess := duo(t, Seat{}, Seat{})
	playText(t, sess, "e10", "j5")
	sess.ReplayTo(1)
	s := &Shell{sess: sess, ai: &computer{}}
	if page := app.HTMLString(s.hud(i18n.English)); !strings.Contains(page, "Replay: after move 1 of 2. Purple places") {
		t.Errorf("got %s, want the first move said", page)
	}
}

// TestPageTitle: each page names itself in the browser's title, in the
// page's language, before the app's name.
func TestPageTitle(t *testing.T) {
	for _, tt := range []struct {
		l    i18n.Lang
		path string
		want string
	}{
		{i18n.English, "/", "Impasse — blocking board games"},
		{i18n.English, "/play/blokusduo", "Blokus Duo — Impasse"},
		{i18n.English, "/rules/blockade", "How to play Blockade — Impasse"},
		{i18n.French, "/learn/saute", "Apprendre Saute — Impasse"},
		{i18n.French, "/puzzles/porte", "La Porte : problèmes — Impasse"},
		{i18n.French, "/settings", "Réglages — Impasse"},
		{i18n.English, "/no/such/page", "Impasse — blocking board games"},
	} {
		if got := pageTitle(tt.l, parseRoute(tt.path)); got != tt.want {
			t.Errorf("%s %s: got %q, want %q", tt.l, tt.path, got, tt.want)
		}
	}
}

// TestStatusOut: in L'Empire at four, once the person's commander is
// taken the computers play on, and the status says the person is out.
func TestStatusOut(t *testing.T) {
	g, _ := rules.Lookup("empire")
	ai := Seat{AI: true, Level: 1}
	sess, err := NewSession(g, rules.Options{"Players": "4"}, []Seat{{}, ai, ai, ai}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess, ai: &computer{}}
	// Red's commander to B7, taken there by Blue's.
	for i, mv := range []string{"B2-B7", "B10xB7"} {
		if text := s.outText(i18n.English); text != "" {
			t.Errorf("before move %d: got %q, want Red still in", i+1, text)
		}
		m, err := sess.State().ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := s.outText(i18n.English), "Red is out; the others play on."; got != want || sess.Over() {
		t.Errorf("got %q, over %v, want %q, not over", got, sess.Over(), want)
	}
	// In a region of its own, beside the status, which says who thinks.
	html := app.HTMLString(s.hud(i18n.English))
	if !regexp.MustCompile(`<span[^>]*id="status-out"[^>]*>Red is out; the others play on. </span>`).MatchString(html) ||
		!strings.Contains(html, "Yellow is thinking") {
		t.Errorf("got %s, want Red out said apart from Yellow thinking", html)
	}
}

// TestStatusAgrees: a seat named by two colours takes a plural verb in
// English, while it thinks and when it wins; one colour, the singular.
func TestStatusAgrees(t *testing.T) {
	for _, tc := range []struct {
		id                   string
		thinking, resignWins string
	}{
		{"blockers-expert", " are thinking", "Blue & Green resigned: Red & Yellow win."},
		{"blockers", " is thinking", "Blue resigned: Red wins."},
	} {
		g, _ := rules.Lookup(tc.id)
		sess, err := NewSession(g, rules.Options{rules.KeyPlayers: "2"}, []Seat{{AI: true, Level: 1}, {AI: true, Level: 1}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := &Shell{sess: sess, ai: &computer{}, lang: i18n.English}
		if text, _ := s.status(i18n.English); !strings.HasSuffix(text, tc.thinking) {
			t.Errorf("%s: got %q, want it to end %q", tc.id, text, tc.thinking)
		}
		sess.Resigned = 1
		if text, _ := s.status(i18n.English); text != tc.resignWins {
			t.Errorf("%s: got %q, want %q", tc.id, text, tc.resignWins)
		}
	}
}

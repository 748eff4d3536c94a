package shell

import (
	"errors"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/rating"
)

// A rated game is one person against one computer seat, cannot be taken
// back nor played on from an earlier move until over, is saved rated,
// and once over gives the person's score against the level's rating.
func TestRatedSession(t *testing.T) {
	if err := duo(t, Seat{}, Seat{}).rate(1000); !errors.Is(err, errNotRateable) {
		t.Errorf("two people: got %v, want %v", err, errNotRateable)
	}
	if err := duo(t, Seat{AI: true, Level: 1}, Seat{AI: true, Level: 2}).rate(1000); !errors.Is(err, errNotRateable) {
		t.Errorf("two computers: got %v, want %v", err, errNotRateable)
	}
	s := duo(t, Seat{}, Seat{AI: true, Level: 2})
	if err := s.rate(1000); err != nil {
		t.Fatal(err)
	}
	playText(t, s, "e10", "j5")
	if s.CanUndo() || s.Undo() {
		t.Errorf("undo in a rated game: got allowed, want refused")
	}
	if err := s.Branch(1); !errors.Is(err, errRatedBranch) {
		t.Errorf("branch of a rated game going on: got %v, want %v", err, errRatedBranch)
	}
	if _, ok := s.ratedEnd(); ok {
		t.Errorf("a rated game going on has an end")
	}
	if got := s.Record().Tag(tagRated); got != "1000" {
		t.Errorf("the record's %s tag: got %q, want %q", tagRated, got, "1000")
	}
	if imp, err := readRecord(s.Record().String(), s.Game); err != nil || imp.Rated() || imp.Record().Tag(tagRated) != "" {
		t.Errorf("the record read as a game: rated %v, tag %q (%v), want an unrated game without the tag", imp.Rated(), imp.Record().Tag(tagRated), err)
	}
	b, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(b, lookupGame)
	if err != nil || !back.Rated() || back.rated.Rating != 1000 {
		t.Fatalf("saved and read again: rated %v (%v), want rated against 1000", back.rated, err)
	}
	if err := back.Resign(0); err != nil {
		t.Fatal(err)
	}
	got, ok := back.ratedEnd()
	want := rating.Rated{Game: "blokusduo", Level: 2, LevelRating: 1000, Score: 0}
	if !ok || got != want {
		t.Errorf("resigned: ratedEnd = %+v, %v, want %+v", got, ok, want)
	}
	if got := back.Record(); got.Tag(tagRated) != "1000" || strings.Count(got.String(), "["+tagRated+" ") != 1 {
		t.Errorf("saved and read again: record\n%s\nwant one %s tag of 1000", got, tagRated)
	}
	back.rated.Counted = true
	if _, ok := back.ratedEnd(); ok {
		t.Errorf("a rated game counted has an end again")
	}
	if err := back.Branch(1); err != nil || back.Rated() {
		t.Errorf("branch once over: got %v, rated %v, want it played on unrated", err, back.Rated())
	}
}

// The computer resigning (seat 2) gives the person a win.
func TestRatedWin(t *testing.T) {
	s := duo(t, Seat{AI: true, Level: 1}, Seat{})
	if err := s.rate(800); err != nil {
		t.Fatal(err)
	}
	if err := s.Resign(0); err != nil {
		t.Fatal(err)
	}
	if got, ok := s.ratedEnd(); !ok || got.Score != 1 || got.Level != 1 {
		t.Errorf("the computer resigned: %+v, %v, want a win against level 1", got, ok)
	}
}

// A saved rated game whose seats cannot be rated goes on unrated.
func TestRatedSavedBadSeats(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	s.rated = &ratedGame{Rating: 900}
	b, _ := s.Marshal()
	back, err := Unmarshal(b, lookupGame)
	if err != nil || back.Rated() {
		t.Errorf("two people saved rated: rated %v (%v), want unrated", back.Rated(), err)
	}
}

// Every game of two players with more than one level is played rated:
// its gentlest level is rated rating.Anchor, at least one other is
// rated, each rated level is rated above the gentler ones and bounded by
// a count;
// Solitaire is not.
func TestRatedLevels(t *testing.T) {
	for _, g := range rules.Games() {
		info := g.Info()
		levels, ok := ratedLevels(g)
		if info.MaxPlayers < 2 {
			if ok {
				t.Errorf("%s: played alone, and rated", info.ID)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: not rated", info.ID)
			continue
		}
		if levels[0] != rating.Anchor {
			t.Errorf("%s: level 1 rated %d, want %d", info.ID, levels[0], rating.Anchor)
		}
		for i, l := range rules.LevelsOf(g) {
			if _, counted := l.For(2).Counted(); l.Rating != 0 && !counted {
				t.Errorf("%s: level %d rated %d, but bounded by time alone: its strength is the device's", info.ID, i+1, l.Rating)
			}
		}
		for i, prev := 1, 0; i < len(levels); i++ {
			if levels[i] == 0 {
				continue
			}
			if levels[i] <= levels[prev] {
				t.Errorf("%s: level %d rated %d, not above level %d's %d", info.ID, i+1, levels[i], prev+1, levels[prev])
			}
			prev = i
		}
	}
}

// A ratings file to import must read, and name only games played rated;
// the error says which line, in the page's language.
func TestReadRatingsFile(t *testing.T) {
	good := rating.Header + "\nblokusduo 2026-11-29T09:10:00Z 2 1080 1\n"
	if h, err := readRatingsFile(good); err != nil || len(h) != 1 {
		t.Errorf("readRatingsFile(good) = %v, %v, want one game", h, err)
	}
	for _, tt := range []struct {
		text, en, fr string
	}{
		{rating.Header + "\n\nblokusduo 2026-11-29T09:10:00Z 2 1080 1\n\r\nnosuch 2026-11-29T09:10:00Z 2 1080 1\n",
			`line 5: "nosuch" is not a game played rated here`, `ligne 5 : "nosuch" n'est pas un jeu joué en parties classées ici`},
		{rating.Header + "\nsolitaire 2026-11-29T09:10:00Z 1 800 1\n",
			`line 2: "solitaire" is not a game played rated here`, ""},
		{rating.Header + "\nblokusduo 2026-11-29T09:10:00Z 2 1080 2\n",
			`line 2 ("2"): not a score (1, 0.5 or 0)`, `ligne 2 ("2") : ce n'est pas un résultat (1, 0.5 ou 0)`},
		{"Impasse records\n", `line 1 ("Impasse records"): it is not a ratings file (its first line is not "Impasse ratings 1")`, ""},
	} {
		_, err := readRatingsFile(tt.text)
		if err == nil {
			t.Errorf("readRatingsFile(%q): got no error", tt.text)
			continue
		}
		if got := ratingsError(i18n.English, err); got != tt.en {
			t.Errorf("readRatingsFile(%q): got %q, want %q", tt.text, got, tt.en)
		}
		if got := ratingsError(i18n.French, err); tt.fr != "" && got != tt.fr {
			t.Errorf("readRatingsFile(%q) in French: got %q, want %q", tt.text, got, tt.fr)
		}
	}
}

// The graph has a dot a rating, the levels within its range, and says
// in words what it shows.
func TestRatingGraph(t *testing.T) {
	svg := ratingGraph(i18n.English, "Saute & co", []float64{800, 820, 839, 825}, []int{800, 850, 1400})
	for _, want := range []string{
		`aria-label="Your rating in Saute &amp; co over 3 rated games: from 800 to 825."`,
		`>Level 2<`, `>825<`,
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the graph lacks %q:\n%s", want, svg)
		}
	}
	if got := strings.Count(svg, "<circle"); got != 4 {
		t.Errorf("got %d dots, want 4", got)
	}
	if strings.Contains(svg, ">Level 3<") {
		t.Errorf("level 3 (1400) drawn outside the graph's range (800 to 850)")
	}
}

// FuzzReadRatingsFile: reading an imported ratings file never panics,
// and what it refuses it says.
func FuzzReadRatingsFile(f *testing.F) {
	f.Add(rating.Header + "\nblokusduo 2026-11-29T09:10:00Z 2 1080 1\n")
	f.Add(rating.Header + "\n \r\n\t\nnosuch 2026-11-29T09:10:00Z 2 1080 1\n")
	f.Fuzz(func(t *testing.T, text string) {
		if _, err := readRatingsFile(text); err != nil && ratingsError(i18n.French, err) == "" {
			t.Errorf("readRatingsFile(%q): an error with no message", text)
		}
	})
}

// A rated game going on with moves is abandoned when replaced, and the
// question says it counts as lost; one without moves, or over, is not.
func TestAbandoned(t *testing.T) {
	rated := func(moves ...string) *Session {
		s := duo(t, Seat{}, Seat{AI: true, Level: 1})
		if err := s.rate(800); err != nil {
			t.Fatal(err)
		}
		playText(t, s, moves...)
		return s
	}
	over := rated("e10")
	if err := over.Resign(0); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		old  *Session
		want bool
	}{
		{"none", nil, false},
		{"unrated", duo(t, Seat{}, Seat{AI: true, Level: 1}), false},
		{"rated, no move", rated(), false},
		{"rated, a move", rated("e10"), true},
		{"rated, over", over, false},
	} {
		if got := abandoned(tt.old); got != tt.want {
			t.Errorf("%s: abandoned = %v, want %v", tt.name, got, tt.want)
		}
	}
	if got := confirmReplace(i18n.English, rated("e10"), "game.confirmNew", "Blokus Duo"); !strings.Contains(got, "counts as a loss") {
		t.Errorf("the question for a rated game: %q, want it to say it counts as a loss", got)
	}
	if got := confirmReplace(i18n.English, newFriendGame(t, "alignement", 2), "game.confirmNew", "Alignement"); !strings.HasSuffix(got, "Your friends' devices are not told: they keep it as it is.") {
		t.Errorf("the question for a game with friends: %q, want it to say they are not told", got)
	}
}

// "oneAgainstComputer returns two seats as one person against the
// computer: as they are when they are, else a person first."
func TestOneAgainstComputer(t *testing.T) {
	person, computer := Seat{}, Seat{AI: true, Level: 3}
	fresh := []Seat{{}, {AI: true, Level: 1}}
	for _, tt := range []struct {
		name        string
		seats, want []Seat
	}{
		{"a person, then the computer", []Seat{person, computer}, []Seat{person, computer}},
		{"the computer first", []Seat{computer, person}, []Seat{computer, person}},
		{"two people", []Seat{person, person}, fresh},
		{"two computers", []Seat{computer, computer}, fresh},
		{"a friend", []Seat{person, {Friend: true}}, fresh},
		{"three seats", []Seat{person, computer, computer}, fresh},
	} {
		got := oneAgainstComputer(tt.seats)
		if len(got) != len(tt.want) || got[0] != tt.want[0] || got[1] != tt.want[1] {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestRatingInSummary: the summary of a rated game that has moved the
// rating says by how much, also once the game is saved and read again;
// an unrated game's says nothing of it.
func TestRatingInSummary(t *testing.T) {
	sess := duo(t, Seat{}, Seat{AI: true, Level: 1})
	if err := sess.rate(800); err != nil {
		t.Fatal(err)
	}
	if err := sess.Resign(0); err != nil {
		t.Fatal(err)
	}
	sess.rated.Counted, sess.rated.Before, sess.rated.After = true, 800, 780
	back := reread(t, sess)
	for _, tc := range []struct {
		name string
		sess *Session
		want string
	}{
		{"rated", sess, "Your rating goes from 800 to 780 (−20)."},
		{"saved and read again", back, "Your rating goes from 800 to 780 (−20)."},
		{"unrated", duo(t, Seat{}, Seat{AI: true, Level: 1}), ""},
	} {
		if got := ratingMoved(i18n.English, tc.sess); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
	sh := &Shell{sess: sess, lang: i18n.English}
	d := sh.summaryOf(i18n.English)
	d.open = true
	if html := app.HTMLString(d); !strings.Contains(html, "Your rating goes from 800 to 780 (−20).") {
		t.Errorf("the summary does not say the rating moved:\n%s", html)
	}
}

// TestRatedRefusesClock: a rated game takes no clock, which would cut
// the computer's thinking short.
func TestRatedRefusesClock(t *testing.T) {
	s := duo(t, Seat{}, Seat{AI: true, Level: 1})
	if err := s.rate(800); err != nil {
		t.Fatal(err)
	}
	if err := s.SetClock(clockPresets[0]); err == nil || s.Clock() != nil {
		t.Errorf("a clock on a rated game: got %v, clock %v, want an error and none", err, s.Clock())
	}
}

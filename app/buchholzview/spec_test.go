//go:build !wasm

package buchholzview

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	_ "impasse/games"
	"impasse/rules"
	bz "impasse/rules/buchholz"
)

// Every game's pictures draw, and every text the board and the rules
// page ask for is there in every language.
func TestGamesTexts(t *testing.T) {
	if len(registered) == 0 {
		t.Fatal("no game registered")
	}
	for _, g := range registered {
		for _, l := range i18n.Langs {
			page := g.rulesPage(l)
			if strings.Contains(page, g.Prefix+"r.") {
				t.Errorf("%s in %s: the rules page shows a raw key:\n%s", g.ID, l, page)
			}
			for _, f := range append(g.Figures, g.Thumb) {
				s, err := f.state(g.ID)
				if err != nil {
					t.Fatalf("%s: %v", g.ID, err)
				}
				pic := s.(bz.Pictured).Picture()
				keys := []string{"blurb." + g.ID}
				if pic.Hands != nil {
					keys = append(keys, g.Prefix+"hand")
				}
				if pic.Ending != "" {
					keys = append(keys, g.Prefix+"end."+pic.Ending)
				}
				if !s.Over() && !pic.HasForced {
					keys = append(keys, g.Prefix+"pick")
				}
				for _, letter := range "CTS" {
					if pic.HasForced {
						keys = append(keys, g.Prefix+"place."+string(letter), g.Prefix+"move."+string(letter))
					}
				}
				for _, k := range keys {
					if !l.Has(k) {
						t.Errorf("%s: %q has no text in %s", g.ID, k, l)
					}
				}
			}
		}
	}
}

// The board marks where a click does something and says what to do.
func TestBoardAlignement(t *testing.T) {
	sp, ok := view.Lookup("alignement")
	if !ok {
		t.Fatal("alignement has no view")
	}
	g, _ := rules.Lookup("alignement")
	s, err := g.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range alignementGame[:8] {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatal(err)
		}
	}
	b := sp.NewBoard()
	b.SetProps(view.Props{State: s, Viewer: 0, Legal: s.Legal(nil), ShowTargets: true, Lang: i18n.English})
	b.(*Board).OnInit() // as go-app does when it mounts the board
	html := app.HTMLString(b)
	// Red must move its cylinder, on K2: one target, and the line says so.
	if n := strings.Count(html, `class="gb-target"`); n != 1 {
		t.Errorf("got %d targets, want 1 (the cylinder on K2)", n)
	}
	if want := "Red: move your cylinder one step"; !strings.Contains(html, want) {
		t.Errorf("the board does not say %q:\n%s", want, html)
	}
	bb := b.(*Board)
	if _, made := bb.pick.click(sq(t, "K2")); made {
		t.Fatal("a click on the cylinder made a move")
	}
	html = app.HTMLString(b)
	// The cylinder on K2 may go to its three free neighbours, H5 diagonally.
	for _, name := range []string{"H2", "H5", "K5"} {
		if !strings.Contains(html, `class="gb-target" cx=`) || !strings.Contains(html, `data-sq="`+name+`"`) {
			t.Errorf("%s is not marked after picking the cylinder", name)
		}
	}
	if n := strings.Count(html, `class="gb-target"`); n != 3 {
		t.Errorf("got %d targets after picking the cylinder, want 3", n)
	}
	if m, made := bb.pick.click(sq(t, "H5")); !made || s.MoveString(m) != "K2-H5" {
		t.Errorf("clicks K2 H5 made %v (%s), want K2-H5", made, s.MoveString(m))
	}
}

// ended is a game over with the ending given, in team play or not.
type ended struct {
	rules.State
	ending string
	teams  []int
}

func (e ended) Over() bool          { return true }
func (e ended) Picture() bz.Picture { return bz.Picture{Ending: e.ending} }
func (e ended) Teams() []int        { return e.teams }

// The summary says how a game ended, in team play as a team's ending
// where the game's words differ.
func TestEnding(t *testing.T) {
	byID := map[string]*Game{}
	for _, g := range registered {
		byID[g.ID] = g
	}
	teams := []int{0, 0, 1, 1}
	for _, tc := range []struct {
		id, ending string
		teams      []int
		want       string
	}{
		{"porte", "entered", nil, "All eight reserve pieces entered."},
		{"porte", "entered", teams, "Both partners entered all eight reserve pieces."},
		{"porte", "repetition", teams, "The same position came back three times: a draw."},
		{"saute", "home", nil, "All nine pieces home."},
		{"saute", "home", teams, "Both partners brought all nine pieces home."},
		{"empire", "king", nil, "A commander sat safely on its king's throne."},
		{"empire", "king", teams, "Both partners' commanders sat safely on their kings' thrones."},
		{"empire", "thrones", teams, "The thrones were taken."},
	} {
		g := byID[tc.id]
		game, ok := rules.Lookup(tc.id)
		if !ok || g == nil {
			t.Fatalf("%s: not registered", tc.id)
		}
		st, err := game.New(rules.Options{rules.KeyPlayers: "4"})
		if err != nil {
			t.Fatal(err)
		}
		if got := g.ending(i18n.English, ended{st, tc.ending, tc.teams}); got != tc.want {
			t.Errorf("%s, %s, teams %v: got %q, want %q", tc.id, tc.ending, tc.teams, got, tc.want)
		}
		if got := g.ending(i18n.French, ended{st, tc.ending, tc.teams}); got == "" || strings.Contains(got, ".end.") {
			t.Errorf("%s, %s, teams %v, in French: got %q", tc.id, tc.ending, tc.teams, got)
		}
	}
}

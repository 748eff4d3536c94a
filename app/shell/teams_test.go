package shell

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/internal/toy"
	"impasse/rules"
)

// teamCount is the toy game Count, whose four seats play in two teams
// when its variant says so.
type teamCount struct{ toy.Count }

func (teamCount) Info() rules.Info {
	return rules.Info{ID: "toy-teams", Title: "Team count", MinPlayers: 2, MaxPlayers: 4}
}

func (g teamCount) New(opts rules.Options) (rules.State, error) {
	s, err := g.Count.New(opts)
	if err != nil || opts.Get(rules.KeyVariant, "") != "teams" {
		return s, err
	}
	return teamState{s.(*toy.CountState)}, nil
}

type teamState struct{ *toy.CountState }

func (teamState) Teams() []int { return []int{0, 0, 1, 1} }

// The new-game dialog says who plays with whom when the choices make
// teams, and says nothing of teams otherwise.
func TestDialogTeams(t *testing.T) {
	rules.Register(teamCount{})
	defer rules.Unregister("toy-teams")
	d := &newGameDialog{Game: "toy-teams", Lang: i18n.English, of: "toy-teams", form: newForm{Players: 4, Seats: defaultSeats(4, 2), Opts: rules.Options{rules.KeyVariant: "teams"}}}
	html := app.HTMLString(d)
	for _, want := range []string{`id="teams"`, "1 · team 1", "2 · team 1", "3 · team 2", "4 · team 2", `id="draw-lots"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the dialog with teams lacks %q", want)
		}
	}
	d.form.Opts = rules.Options{}
	if html := app.HTMLString(d); strings.Contains(html, "· team") || strings.Contains(html, `id="teams"`) {
		t.Errorf("the dialog without teams speaks of teams:\n%s", html)
	}
}

// TestWonByTeam: a win shared by exactly the seats of one team is that
// team's; one shared otherwise, or a game without teams, is nobody's.
func TestWonByTeam(t *testing.T) {
	for _, tt := range []struct {
		teams   []int
		results []float64
		want    int
	}{
		{[]int{0, 0, 1, 1}, []float64{0, 0, 1, 1}, 1},
		{[]int{0, 0, 1, 1}, []float64{1, 1, 0, 0}, 0},
		{[]int{0, 0, 1, 1}, []float64{1, 0, 1, 0}, -1},
		{[]int{0, 0, 1, 1}, []float64{0, 0, 1, 0}, -1},
		{nil, []float64{0.5, 0.5, 0}, -1},
	} {
		best := slices.Max(tt.results)
		if got := wonByTeam(tt.teams, tt.results, best); got != tt.want {
			t.Errorf("teams %v, results %v: got %d, want %d", tt.teams, tt.results, got, tt.want)
		}
	}
	if got := i18n.English.T("game.teamWins", 2, "Yellow"+i18n.English.T("game.and")+"Green"); got != "Team 2 wins: Yellow and Green" {
		t.Errorf("got %q", got)
	}
}

package rules_test

import (
	"testing"

	"impasse/rules"
)

// ended is a finished game with given results and teams.
type ended struct {
	rules.State
	results []float64
	teams   []int
}

func (e ended) Over() bool         { return true }
func (e ended) Players() int       { return len(e.results) }
func (e ended) Results() []float64 { return e.results }
func (e ended) Teams() []int       { return e.teams }
func (e ended) Scores() []int      { return make([]int, len(e.results)) }

// The Result tag gives each partner of a winning team 1, and every seat
// 1/2 in a drawn team game, as the compendium's spec writes them.
func TestResultOfTeams(t *testing.T) {
	for _, c := range []struct {
		results []float64
		teams   []int
		want    string
	}{
		{[]float64{0.5, 0.5, 0, 0}, []int{0, 0, 1, 1}, "1-1-0-0"},
		{[]float64{0, 0, 0.5, 0.5}, []int{0, 0, 1, 1}, "0-0-1-1"},
		{[]float64{0.25, 0.25, 0.25, 0.25}, []int{0, 0, 1, 1}, "1/2-1/2-1/2-1/2"},
		{[]float64{1.0 / 3, 1.0 / 3, 0, 1.0 / 3}, nil, "1/3-1/3-0-1/3"},
		{[]float64{0, 1}, nil, "0-1"},
	} {
		if got := rules.ResultOf(ended{results: c.results, teams: c.teams}); got != c.want {
			t.Errorf("ResultOf(results %v, teams %v) = %q, want %q", c.results, c.teams, got, c.want)
		}
	}
}

func TestPartners(t *testing.T) {
	teams := []int{0, 0, 1, 1}
	for _, c := range []struct {
		teams []int
		a, b  int
		want  bool
	}{
		{teams, 0, 1, true}, {teams, 1, 2, false}, {teams, 3, 2, true}, {nil, 0, 1, false}, {nil, 2, 2, true},
	} {
		if got := rules.Partners(c.teams, c.a, c.b); got != c.want {
			t.Errorf("Partners(%v, %d, %d) = %v, want %v", c.teams, c.a, c.b, got, c.want)
		}
	}
}

func TestTeamPlay(t *testing.T) {
	info := rules.Info{Title: "Quads", MinPlayers: 2, MaxPlayers: 4}
	for _, c := range []struct {
		opts    rules.Options
		players int
		teams   bool
		err     bool
	}{
		{rules.Options{}, 2, false, false},
		{rules.Options{rules.KeyPlayers: "3"}, 3, false, false},
		{rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: rules.VariantTeams}, 4, true, false},
		{rules.Options{rules.KeyPlayers: "4", rules.KeyVariant: rules.VariantStandard}, 4, false, false},
		{rules.Options{rules.KeyPlayers: "3", rules.KeyVariant: rules.VariantTeams}, 0, false, true},
		{rules.Options{rules.KeyVariant: "pairs"}, 0, false, true},
		{rules.Options{rules.KeyPlayers: "5"}, 0, false, true},
	} {
		n, teams, err := rules.TeamPlay(info, c.opts)
		if n != c.players || teams != c.teams || (err != nil) != c.err {
			t.Errorf("TeamPlay(%v) = %d, %v, %v; want %d, %v, error %v", c.opts, n, teams, err, c.players, c.teams, c.err)
		}
	}
}

package rules

import "fmt"

// Teamed is a State whose seats may play in teams (L'Empire, Saute and
// La Porte at four, seats 1 + 2 against 3 + 4). Partners share their
// result: a team's win is split equally between its seats in Results,
// so a search that maximises each seat's own result plays for its team.
type Teamed interface {
	// Teams returns each seat's team, numbered from 0 (seats with the
	// same number are partners), or nil when every seat plays alone.
	Teams() []int
}

// TeamsOf returns the teams of s's seats, or nil when s has none.
func TeamsOf(s State) []int {
	if t, ok := s.(Teamed); ok {
		return t.Teams()
	}
	return nil
}

// Partners reports whether seats a and b are on one team (a seat is its
// own partner).
func Partners(teams []int, a, b int) bool {
	return a == b || teams != nil && teams[a] == teams[b]
}

// teamShares returns results as the Result tag writes them: each seat's
// share times the size of its team, so that each partner of a winning
// team gets 1 ("1-1-0-0") and a drawn team game 1/2 to every seat.
func teamShares(results []float64, teams []int) []float64 {
	if teams == nil {
		return results
	}
	size := map[int]int{}
	for _, t := range teams {
		size[t]++
	}
	out := make([]float64, len(results))
	for i, v := range results {
		out[i] = v * float64(size[teams[i]])
	}
	return out
}

// The Variant values of the games played alone or in teams at four
// (L'Empire, La Porte): everyone for themselves (records leave the tag
// out), or seats 1 and 2 against seats 3 and 4.
const (
	VariantStandard = "standard"
	VariantTeams    = "teams"
)

// TeamOptions are the options of a game for two to four players with
// team play at four: the number of players and the variant.
func TeamOptions() []Option {
	return []Option{
		{Key: KeyPlayers, Values: []string{"2", "3", "4"}, Default: "2"},
		{Key: KeyVariant, Values: []string{VariantStandard, VariantTeams}, Default: VariantStandard},
	}
}

// TeamPlay reads from opts the number of players and whether they play
// in teams, for a game offering TeamOptions: teams need four players.
func TeamPlay(info Info, opts Options) (players int, teams bool, err error) {
	n, err := PlayerCount(info, opts, 2)
	if err != nil {
		return 0, false, err
	}
	switch v := opts.Get(KeyVariant, VariantStandard); v {
	case VariantStandard:
		return n, false, nil
	case VariantTeams:
		if n != 4 {
			return 0, false, fmt.Errorf("%s is played in teams by 4 players, not %d", info.Title, n)
		}
		return n, true, nil
	default:
		return 0, false, fmt.Errorf("%s has no variant %s (only %q)", info.Title, Quote(v), VariantTeams)
	}
}

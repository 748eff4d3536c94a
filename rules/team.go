package rules

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

package rating

import "math"

// A Result is the outcome of games between two levels, numbered from 0.
type Result struct {
	// A and B are the levels.
	A, B int
	// Games is the number of games; Score is A's score in them (a win 1,
	// a draw 1/2).
	Games int
	Score float64
}

// Fit returns the ratings of n levels that best explain the results
// (the maximum likelihood of the Elo model, by Hunter's MM iteration for
// the Bradley–Terry model, a draw counted as half a win each way), level 0
// rated Anchor. Each pair of levels that met is given one more, virtual,
// drawn game, so that a clean sweep gives a finite difference (100 wins
// in 100 games: about 921 points). A level that met no other is rated
// math.NaN.
func Fit(n int, results []Result) []float64 {
	wins := make([]float64, n)    // each level's score, the virtual draws included
	games := make([][]float64, n) // games[i][j]: the games i and j played
	for i := range games {
		games[i] = make([]float64, n)
	}
	for _, r := range results {
		if r.A == r.B || r.A < 0 || r.B < 0 || r.A >= n || r.B >= n || r.Games <= 0 {
			continue
		}
		if games[r.A][r.B] == 0 {
			wins[r.A] += 0.5
			wins[r.B] += 0.5
			games[r.A][r.B], games[r.B][r.A] = 1, 1
		}
		wins[r.A] += r.Score
		wins[r.B] += float64(r.Games) - r.Score
		games[r.A][r.B] += float64(r.Games)
		games[r.B][r.A] += float64(r.Games)
	}
	gamma := make([]float64, n)
	for i := range gamma {
		gamma[i] = 1
	}
	for range 10000 {
		moved := 0.0
		for i := range n {
			d := 0.0
			for j := range n {
				if games[i][j] > 0 {
					d += games[i][j] / (gamma[i] + gamma[j])
				}
			}
			if d == 0 {
				continue
			}
			g := wins[i] / d
			moved = math.Max(moved, math.Abs(math.Log(g/gamma[i])))
			gamma[i] = g
		}
		if moved < 1e-12 {
			break
		}
	}
	out := make([]float64, n)
	for i := range out {
		met := false
		for j := range n {
			met = met || games[i][j] > 0
		}
		if !met {
			out[i] = math.NaN()
			continue
		}
		out[i] = Anchor + 400*math.Log10(gamma[i]/gamma[0])
	}
	return out
}

package ai_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"impasse/ai"
	_ "impasse/games"
	"impasse/rules"
)

// Every level of every registered game, at every number of players the
// game offers, builds its search and plays a legal move from the start
// on a tiny budget: a level its search cannot run fails here, not in the
// worker.
func TestGameLevelsPlay(t *testing.T) {
	for _, g := range rules.Games() {
		id := g.Info().ID
		for _, n := range playerCounts(t, g) {
			s, err := g.New(rules.Options{rules.KeyPlayers: strconv.Itoa(n)})
			if err != nil {
				t.Fatalf("%s at %d players: %v", id, n, err)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for s.ToMove() == rules.Chance {
				legal := s.Legal(nil)
				s.Apply(legal[rng.IntN(len(legal))])
			}
			for i, l := range ai.Levels(g) {
				t.Run(fmt.Sprintf("%s/%d players/level %d", id, n, i+1), func(t *testing.T) {
					lv := l.For(n)
					lv.Millis = 10
					if lv.Iterations > 0 {
						lv.Iterations = min(lv.Iterations, 50)
					}
					b, err := ai.FromLevel(lv, 1)
					if err != nil {
						t.Fatalf("level %+v: %v", lv, err)
					}
					move(t, b, s)
				})
			}
		}
	}
}

// playerCounts returns the numbers of players g offers: the values of its
// Players option, or its minimum when it has none.
func playerCounts(t *testing.T, g rules.Game) []int {
	t.Helper()
	for _, o := range g.Options() {
		if o.Key != rules.KeyPlayers {
			continue
		}
		counts := make([]int, len(o.Values))
		for i, v := range o.Values {
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatalf("%s: players %q: %v", g.Info().ID, v, err)
			}
			counts[i] = n
		}
		return counts
	}
	return []int{g.Info().MinPlayers}
}

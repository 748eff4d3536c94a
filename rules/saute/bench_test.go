package saute

import (
	"math/rand/v2"
	"testing"

	"impasse/ai/aitest"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after plies playout moves from the start
// of players seats.
func midgame(players, plies int) *State {
	return rulestest.Midgame(NewState(players, false, false), plies, rand.New(rand.NewPCG(1, 2)))
}

// BenchmarkLegal measures legal move generation in a middle game.
func BenchmarkLegal(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(map[int]string{2: "2p", 4: "4p"}[players], func(b *testing.B) { rulestest.BenchLegal(b, midgame(players, 8*players)) })
	}
}

// BenchmarkPlayout measures whole games played by PlayoutMove, the
// simulations of the search.
func BenchmarkPlayout(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(map[int]string{2: "2p", 4: "4p"}[players], func(b *testing.B) {
			rulestest.BenchPlayout(b, NewState(players, false, false), rand.New(rand.NewPCG(3, 4)))
		})
	}
}

// BenchmarkMCTS measures the search's simulations per second from the
// two-player start.
func BenchmarkMCTS(b *testing.B) {
	aitest.BenchSearch(b, rules.Level{Search: rules.SearchMCTS, Iterations: 2000}, NewState(2, false, false), "iterations/s")
}

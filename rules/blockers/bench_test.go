package blockers

import (
	"math/rand/v2"
	"testing"

	"impasse/ai/aitest"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after n playout moves of a game with the
// given seats (2 for the expert variant) dealt from seed.
func midgame(expert bool, players, n int, seed uint64) *State {
	var g rules.Game = Base{}
	if expert {
		g = Expert{}
	}
	s, err := g.New(rules.Options{rules.KeyPlayers: itoa(players), rules.KeySeed: itoa(int(seed))})
	if err != nil {
		panic(err)
	}
	return rulestest.Midgame(s.(*State), n, rand.New(rand.NewPCG(seed, 0)))
}

func BenchmarkLegal(b *testing.B) {
	for _, bc := range []struct {
		name    string
		expert  bool
		players int
		ply     int
	}{{"4p-start", false, 4, 0}, {"4p-ply40", false, 4, 40}, {"4p-ply80", false, 4, 80}, {"expert-ply40", true, 2, 40}} {
		b.Run(bc.name, func(b *testing.B) {
			s := midgame(bc.expert, bc.players, bc.ply, 1)
			var buf []rules.Move
			for b.Loop() {
				s.dirty = 1<<NumColours - 1
				buf = s.Legal(buf)
			}
			b.ReportMetric(float64(len(buf)), "moves")
		})
	}
}

func BenchmarkPlayout(b *testing.B) {
	for _, bc := range []struct {
		name    string
		expert  bool
		players int
	}{{"2p", false, 2}, {"4p", false, 4}, {"5p", false, 5}, {"expert", true, 2}} {
		b.Run(bc.name, func(b *testing.B) {
			rulestest.BenchPlayout(b, midgame(bc.expert, bc.players, 0, 1), rand.New(rand.NewPCG(1, 2)))
		})
	}
}

func BenchmarkSample(b *testing.B) {
	for _, bc := range []struct {
		name    string
		expert  bool
		players int
		ply     int
	}{{"4p-start", false, 4, 0}, {"4p-ply40", false, 4, 40}, {"expert-ply20", true, 2, 20}} {
		b.Run(bc.name, func(b *testing.B) {
			s := midgame(bc.expert, bc.players, bc.ply, 1)
			v := s.View(s.ToMove()).(*State)
			rng := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				_ = v.Sample(int(v.Mover), rng)
			}
		})
	}
}

// BenchmarkMCTS measures searches of 1000 simulations: simulations a
// second.
func BenchmarkMCTS(b *testing.B) {
	for _, bc := range []struct {
		name    string
		expert  bool
		players int
		ply     int
	}{{"2p-ply4", false, 2, 4}, {"4p-ply8", false, 4, 8}, {"4p-ply40", false, 4, 40}} {
		b.Run(bc.name, func(b *testing.B) {
			aitest.BenchSearch(b, rules.Level{Search: rules.SearchMCTS, Iterations: 1000}, midgame(bc.expert, bc.players, bc.ply, 1), "sims/s")
		})
	}
}

//go:build !wasm

package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/rulestest"
)

var (
	soak       = flag.Bool("soak", false, "run TestSoak: many whole games of every game through the conformance checks")
	soakRandom = flag.Int("soak.random", 100000, "random games per game in TestSoak")
	soakAI     = flag.Int("soak.ai", 1000, "games between two computers per game in TestSoak")
	soakLevel  = flag.String("soak.level", "1", "the computers' level in TestSoak")
)

// TestSoak plays -soak.random random games and -soak.ai games between
// two computers of -soak.level of every game, each through the
// conformance checks (the costly ones every 97 positions), and prints
// the games played per second. It runs only with -soak (make soak).
func TestSoak(t *testing.T) {
	if !*soak {
		t.Skip("run with -soak (make soak)")
	}
	for _, g := range rules.Games() {
		id := g.Info().ID
		t.Run(id, func(t *testing.T) { soakGame(t, g) })
	}
}

// soakGame plays the random games and the computers' games of g.
func soakGame(t *testing.T, g rules.Game) {
	id := g.Info().ID
	if *soakRandom > 0 {
		start := time.Now()
		rulestest.Check(t, g, rulestest.Config{Games: *soakRandom, DeepEvery: 97, Seed: 15})
		report(t, id, "random", *soakRandom, time.Since(start))
	}
	if *soakAI > 0 {
		pick := func(s rules.State, legal []rules.Move, rng *rand.Rand) rules.Move {
			bot, err := ai.ForLevel(g, *soakLevel, rng.Uint64())
			if err != nil {
				t.Errorf("%s: level %s: %v", id, *soakLevel, err)
				return -1 // an illegal move ends the game
			}
			m, _, err := bot.Move(context.Background(), s)
			if err != nil {
				t.Errorf("%s: the computer found no move: %v\n%s", id, err, s)
				return -1
			}
			return m
		}
		start := time.Now()
		rulestest.Check(t, g, rulestest.Config{Games: *soakAI, DeepEvery: 97, Seed: 16, Pick: pick})
		report(t, id, "level "+*soakLevel, *soakAI, time.Since(start))
	}
}

// report prints the games of one kind played per second.
func report(t *testing.T, id, kind string, games int, d time.Duration) {
	t.Helper()
	if t.Failed() {
		return
	}
	fmt.Printf("soak %-12s %-8s %7d games in %8.1f s: %9.1f games/s\n", id, kind, games, d.Seconds(), float64(games)/d.Seconds())
}

//go:build !wasm

package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"impasse/ai"
	"impasse/rules"
)

// runSelfplay plays a game against itself with the strongest level's
// search at a fixed number of simulations a move, and writes the visits
// of every root move of every search: the data a game's weights are
// fitted to (Blokus Duo's priors: see its fit_test.go). Each position
// with a choice is a line "MOVES|MOVE=VISITS MOVE=VISITS ...", MOVES
// being the moves before it joined by ";".
func runSelfplay(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(rules.IDs(), ", "))
	games := fs.Int("games", 10, "number of games")
	iterations := fs.Int("iterations", 20000, "simulations a move")
	noPriors := fs.Bool("no-priors", false, "search without the game's priors (to fit them afresh)")
	seed := fs.Uint64("seed", 1, "seed of the first game (the next ones count on)")
	out := fs.String("out", "", "file to write (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, err := lookupGame("selfplay", *game)
	if err != nil {
		return err
	}
	if *games < 1 || *iterations < 1 || *iterations > maxIterations {
		return fmt.Errorf("selfplay: want -games at least 1 and -iterations 1 to %d", maxIterations)
	}
	start, err := g.New(rules.Options{})
	if err != nil {
		return err
	}
	levels := ai.Levels(g)
	lv := levels[len(levels)-1].For(start.Players())
	if lv.Search != rules.SearchMCTS {
		return fmt.Errorf("selfplay: %s's strongest level is not a Monte Carlo tree search", *game)
	}
	// Every move searched in full: no book, no tree kept from the last
	// move, no prior cut (the moves it leaves out would get no visits,
	// and a fit would learn the old priors back).
	lv.Millis, lv.Iterations, lv.Noise = 0, *iterations, 0
	lv.Tuning.Book, lv.Tuning.Reuse, lv.Tuning.PriorCut, lv.Tuning.Threads = false, false, 0, 1
	lv.Tuning.NoPriors = *noPriors
	w := stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	for i := range *games {
		if err := selfplayGame(g, lv, *seed+uint64(i), bw); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "game %d of %d\n", i+1, *games)
	}
	return nil
}

// selfplayGame plays one game with level lv on every seat and writes
// the visits of each search to w.
func selfplayGame(g rules.Game, lv rules.Level, seed uint64, w io.Writer) error {
	s, err := g.New(rules.Options{})
	if err != nil {
		return err
	}
	b, err := ai.FromLevel(lv, seed)
	if err != nil {
		return err
	}
	m, ok := b.(*ai.MCTS)
	if !ok {
		return errors.New("selfplay: the level is not a Monte Carlo tree search")
	}
	m.AllMoves = true
	var played []string
	for !s.Over() {
		mv, st, err := m.Move(context.Background(), s)
		if err != nil {
			return err
		}
		if len(st.Top) > 1 {
			fields := make([]string, len(st.Top))
			for i, t := range st.Top {
				fields[i] = fmt.Sprintf("%s=%d", s.MoveString(t.Move), t.Visits)
			}
			fmt.Fprintf(w, "%s|%s\n", strings.Join(played, ";"), strings.Join(fields, " "))
		}
		played = append(played, s.MoveString(mv))
		s.Apply(mv)
	}
	return nil
}

//go:build !wasm

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"impasse/rules"
)

func runSolve(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	limit := fs.Duration("time", time.Minute, "how long to search")
	setup := fs.String("setup", "", "the Setup tag of the start (Solitaire: a deal, with -variant random)")
	seed := fs.String("seed", "", "the Seed tag of the start (a deal when -setup is absent)")
	variant := fs.String("variant", "", "the Variant tag of the start")
	nodes := fs.Int64("nodes", 0, "stop after so many positions (0: no limit)")
	mem := fs.Int("mem", 0, "megabytes for the solver's tables (0: the solver's default)")
	quiet := fs.Bool("q", false, "no progress on standard error")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: impasse solve GAME [-time D] [-setup S] [-seed N] [-variant V] [-nodes N] [-mem MB] [-q]")
		fs.PrintDefaults()
	}
	// The game comes first, the flags after it (or the other way round).
	game := ""
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		game, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if game == "" && fs.NArg() == 1 {
		game = fs.Arg(0)
	} else if fs.NArg() > 0 || game == "" {
		return errors.New("solve: want one GAME")
	}
	opts := rules.Options{}
	for key, v := range map[string]string{"Setup": *setup, rules.KeySeed: *seed, rules.KeyVariant: *variant} {
		if v != "" {
			opts[key] = v
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, *limit)
	defer cancel()
	var progress io.Writer
	if !*quiet {
		progress = stderr
	}
	return solve(ctx, game, opts, rules.SolveLimits{Nodes: *nodes, Memory: *mem << 20}, stdout, progress)
}

// solve searches the start of game with opts for its best line and prints
// it as a record, its tags saying what the search proved; progress, when
// not nil, gets a line for each better line or bound.
func solve(ctx context.Context, game string, opts rules.Options, limits rules.SolveLimits, stdout, progress io.Writer) error {
	g, err := lookupGame("solve", game)
	if err != nil {
		return err
	}
	start, err := g.New(opts)
	if err != nil {
		return fmt.Errorf("solve: %v", err)
	}
	solver, ok := start.(rules.Solver)
	if !ok {
		return fmt.Errorf("solve: %s has no solver (only games played alone have one)", g.Info().Title)
	}
	began := time.Now()
	var report func(rules.Solution)
	if progress != nil {
		report = func(sol rules.Solution) {
			fmt.Fprintf(progress, "%7.1fs  %s\n", time.Since(began).Seconds(), describe(sol))
		}
	}
	sol := solver.Solve(ctx, limits, report)
	if progress != nil {
		fmt.Fprintf(progress, "%7.1fs  done: %s\n", time.Since(began).Seconds(), describe(sol))
	}
	rec := rules.NewRecord(g, start, sol.Moves)
	end := start.Clone()
	for _, m := range sol.Moves {
		end.Apply(m)
	}
	rec.SetTag(rules.TagResult, rules.ResultOf(end))
	rec.SetTag("Bound", strconv.Itoa(sol.Bound))
	rec.SetTag("ScoreBound", strconv.Itoa(sol.ScoreBound))
	rec.SetTag("Proven", strconv.FormatBool(sol.Proven))
	rec.SetTag("Nodes", strconv.FormatInt(sol.Nodes, 10))
	_, err = io.WriteString(stdout, rec.String())
	return err
}

// describe says what a solution holds, in one line.
func describe(sol rules.Solution) string {
	line := "no line yet"
	if sol.Moves != nil {
		line = fmt.Sprintf("score %d in %d moves", sol.Score, len(sol.Moves))
	}
	proof := fmt.Sprintf("score %d or better needs at least %d moves", sol.ScoreBound, sol.Bound)
	if sol.Proven {
		proof = "proven best"
	}
	return fmt.Sprintf("%s; %s; %d positions", line, proof, sol.Nodes)
}

//go:build !wasm

// Command impasse is Impasse's native tool: it serves the app, speaks GTP
// for the two-player games of perfect information, plays AI matches, and
// checks game records.
//
//	impasse serve [-addr HOST:PORT] [-dir DIR]
//	impasse site -out DIR -base /name/
//	impasse sizes [-brotli Q] [-project=false]
//	impasse gtp --game ID [--level N | --time-ms M] [--seed S] [--threads T]
//	impasse arena --game ID --a LEVEL --b LEVEL --games N [--jobs J] [--records DIR]
//	impasse arena --game ID --a gtp:COMMAND --b LEVEL ...  (an engine in another process)
//	impasse book --game ID [--ms M]
//	impasse selfplay --game ID [--games N] [--iterations K] [--no-priors] [--out FILE]
//	impasse puzzles --game ID [--a LEVEL --b LEVEL] [--want N] [--out FILE]
//	impasse ratings [--game ID] [--pairs cheap|timed|all] [--games N] [--results FILE] [--fit]
//	impasse replay [--game ID] FILE
//
// Each command's -h prints its options. AI levels are numbered from 1
// (the weakest); "random" and "greedy" name the baseline players.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"impasse/rules"

	_ "impasse/app/views" // every game and its view, for the pages served
	_ "impasse/games"     // every game the commands know
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

type command struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

var commands = map[string]command{
	"gtp":      {"speak the Go Text Protocol (Pentobi's dialect) on stdin/stdout", runGTP},
	"arena":    {"play AI matches and print the results", runArena},
	"book":     {"compute an opening book by long searches", runBook},
	"puzzles":  {"mine the puzzles of a game: in two-player games from AI games, wins forced in a few moves by one move only; played alone, the best score reached by one move only at each step", runPuzzles},
	"replay":   {"check a game record and print the final position", runReplay},
	"serve":    {"serve the app (or a built site) over HTTP", runServe},
	"site":     {"build the app as a static site for any host, under a base path, with .br and .gz files", runSite},
	"sizes":    {"print the download sizes of the app, raw and compressed, and what a game costs against the budgets", runSizes},
	"ratings":  {"play matches between neighbouring AI levels and fit the levels' ratings", runRatings},
	"selfplay": {"play a game against itself and write the visits of every search's moves, to fit a game's weights to", runSelfplay},
	"solve":    {"search a game played alone for its best line (Solitaire: the fewest moves to one piece)", runSolve},
}

// lookupGame returns the game registered as id, or an error that names
// the command and the games it knows.
func lookupGame(cmd, id string) (rules.Game, error) {
	g, ok := rules.Lookup(id)
	if !ok {
		return nil, fmt.Errorf("%s: unknown game %q (want one of %s)", cmd, id, strings.Join(rules.IDs(), ", "))
	}
	return g, nil
}

func main() {
	if err := dispatch(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "impasse:", err)
		os.Exit(2)
	}
}

func dispatch(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return nil
	}
	if args[0] == "version" || args[0] == "--version" {
		fmt.Fprintln(stdout, "impasse", version)
		return nil
	}
	c, ok := commands[args[0]]
	if !ok {
		usage(stderr)
		return fmt.Errorf("unknown command %q", args[0])
	}
	// Help asked for is no error: the flag package has printed the
	// command's usage.
	if err := c.run(args[1:], stdin, stdout, stderr); !errors.Is(err, flag.ErrHelp) {
		return err
	}
	return nil
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: impasse COMMAND [options]")
	fmt.Fprintln(w, "commands:")
	for _, n := range slices.Sorted(maps.Keys(commands)) {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "run 'impasse COMMAND -h' for the options of a command")
}

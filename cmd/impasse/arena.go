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
	"path/filepath"
	"strconv"
	"strings"

	"impasse/ai"
	"impasse/rules"
)

func runArena(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(rules.IDs(), ", "))
	a := fs.String("a", "", "player A: a level number, random, greedy, or gtp:COMMAND, an engine in another process (the command split at spaces)")
	b := fs.String("b", "", "player B, as A")
	games := fs.Int("games", 10, "number of games (seats alternate)")
	jobs := fs.Int("jobs", 1, "games played at once")
	seed := fs.Uint64("seed", 1, "seed of the match")
	players := fs.Int("players", 0, "number of seats (default: the game's default)")
	records := fs.String("records", "", "directory to write every game's record to")
	quiet := fs.Bool("q", false, "print only the summary")
	iters := fs.Int("iterations", 0, "replace the levels' time budgets by this many iterations (repeatable results on a busy machine)")
	var opts optionFlags
	fs.Var(&opts, "opt", "game option KEY=VALUE (repeatable)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, err := lookupGame("arena", *game)
	if err != nil {
		return err
	}
	if *a == "" || *b == "" {
		return errors.New("arena: --a and --b are required")
	}
	o := rules.Options(opts)
	if o == nil {
		o = rules.Options{}
	}
	if *players > 0 {
		o[rules.KeyPlayers] = fmt.Sprint(*players)
	}
	start, err := g.New(o)
	if err != nil {
		return fmt.Errorf("arena: %v", err)
	}
	player := func(level string) (ai.Player, error) {
		if command, ok := strings.CutPrefix(level, "gtp:"); ok {
			if err := gtpPlayable(g); err != nil {
				return ai.Player{}, fmt.Errorf("arena: a GTP engine cannot play: %v", err)
			}
			if start.Players() != 2 {
				return ai.Player{}, fmt.Errorf("arena: a GTP engine plays two seats, not %d", start.Players())
			}
			return ai.Player{Name: command, New: func(uint64) (ai.Bot, error) {
				b, err := startGTPBot(command)
				if err != nil {
					return nil, err
				}
				return b, nil
			}}, nil
		}
		p, err := levelPlayer(g, level)
		if err != nil || *iters <= 0 || level == "random" || level == "greedy" {
			return p, err
		}
		name := p.Name
		n, _ := strconv.Atoi(level)
		l := ai.Levels(g)[n-1]
		if l.Search != rules.SearchMCTS {
			return ai.Player{}, fmt.Errorf("arena: --iterations needs an MCTS level; level %s is %s", level, l.Search)
		}
		l.Iterations, l.Millis = *iters, 0
		name += fmt.Sprintf(" at %d iterations", *iters)
		return ai.Player{Name: name, New: func(seed uint64) (ai.Bot, error) { return ai.FromLevel(l, seed) }}, nil
	}
	pa, err := player(*a)
	if err != nil {
		return err
	}
	pb, err := player(*b)
	if err != nil {
		return err
	}
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cfg := ai.MatchConfig{
		Game: g, Options: o, A: pa, B: pb, Games: *games, Jobs: *jobs, Seed: *seed,
		Done: func(i int, r ai.GameResult) {
			if r.Err != nil || r.Record == nil {
				return
			}
			if !*quiet {
				fmt.Fprintf(stdout, "game %d: A seat %d, A scores %.1f, margin %+d, result %s\n",
					i+1, r.ASeat+1, r.Score, r.Margin, r.Record.Tag(rules.TagResult))
			}
			if *records != "" {
				name := filepath.Join(*records, fmt.Sprintf("%s-%04d.txt", g.Info().ID, i+1))
				if err := os.WriteFile(name, []byte(r.Record.String()), 0o644); err != nil {
					fmt.Fprintln(stderr, "arena:", err)
				}
			}
		},
	}
	res, err := ai.Match(ctx, cfg)
	fmt.Fprintf(stdout, "%s: %s vs %s\n%s\n", g.Info().Title, pa.Name, pb.Name, res)
	return err
}

// levelPlayer returns the player of an AI level of g: a number from 1,
// random or greedy.
func levelPlayer(g rules.Game, level string) (ai.Player, error) {
	if _, err := ai.ForLevel(g, level, 0); err != nil {
		return ai.Player{}, err
	}
	name := "level " + level
	if level == "random" || level == "greedy" {
		name = level
	}
	return ai.Player{Name: name, New: func(seed uint64) (ai.Bot, error) { return ai.ForLevel(g, level, seed) }}, nil
}

// optionFlags collects repeated KEY=VALUE flags.
type optionFlags rules.Options

func (o *optionFlags) String() string { return fmt.Sprint(map[string]string(*o)) }

func (o *optionFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return fmt.Errorf("want KEY=VALUE, got %q", v)
	}
	if *o == nil {
		*o = optionFlags{}
	}
	(*o)[k] = val
	return nil
}

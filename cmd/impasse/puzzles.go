//go:build !wasm

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// runPuzzles mines puzzles from games between two AI levels: at each
// position of each game, puzzle.Find looks for a win the side to move
// forces in one, two or three of its moves, by one move only. Each
// puzzle found is checked again from its written form (puzzle.Check)
// and written to the puzzle file the page reads.
func runPuzzles(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(gtpGameIDs(), ", "))
	a := fs.String("a", "1", "the level of one player of the games mined (a number, random or greedy)")
	b := fs.String("b", "2", "the level of the other")
	games := fs.Int("games", 200, "games to play at most")
	want := fs.Int("want", 40, "stop once so many puzzles are found")
	perGame := fs.Int("per-game", 2, "puzzles taken from one game at most: the longest, from positions apart")
	limit := fs.Int64("limit", 400_000, "positions one search may visit before it gives the position up")
	last := fs.Int("last", 16, "positions searched in each game, counting back from its end (a win forced in a few moves is near the end)")
	seed := fs.Uint64("seed", 1, "seed of the games")
	var opts optionFlags
	fs.Var(&opts, "o", "a setup option KEY=VALUE of the games (repeatable); Players is 2")
	out := fs.String("out", "", "file to write, rules/puzzle/shipped/ID.txt to ship it (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, ok := rules.Lookup(*game)
	if !ok {
		return fmt.Errorf("puzzles: unknown game %s (want one of %s)", rules.Quote(*game), strings.Join(gtpGameIDs(), ", "))
	}
	if err := gtpPlayable(g); err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	setup := rules.Options(opts).Clone()
	if setup == nil {
		setup = rules.Options{}
	}
	setup[rules.KeyPlayers] = "2"
	if _, err := g.New(setup); err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	pa, err := levelPlayer(g, *a)
	if err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	pb, err := levelPlayer(g, *b)
	if err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cfg := ai.MatchConfig{Game: g, Options: setup, A: pa, B: pb, Games: *games, Seed: *seed}
	var found []puzzle.Puzzle
	seen := map[uint64]bool{}
	var byPlies [puzzle.MaxPlies + 1]int
	for i := 0; i < *games && len(found) < *want && ctx.Err() == nil; i++ {
		r := ai.PlayGame(ctx, cfg, i)
		if r.Err != nil {
			return r.Err
		}
		if r.Record == nil {
			break
		}
		ps, err := minedFrom(g, r.Record, seen, *last, *limit)
		if err != nil {
			return err
		}
		for _, p := range chooseMined(ps, *perGame) {
			if len(found) < *want {
				found = append(found, p)
				byPlies[p.Plies()]++
			}
		}
		fmt.Fprintf(stderr, "game %d: %d puzzles so far (in 1, 3, 5 moves: %d, %d, %d)\n", i+1, len(found), byPlies[1], byPlies[3], byPlies[5])
	}
	for i := range found {
		if err := puzzle.Check(g, &found[i], 0); err != nil {
			return fmt.Errorf("puzzles: puzzle %d does not check: %v", i+1, err)
		}
	}
	header := fmt.Sprintf("%s puzzles: impasse puzzles -game %s -a %s -b %s -seed %d -limit %d.\n"+
		"Each: setup | moves to the position | the solving line (the one winning move, the longest defence, ...).\n"+
		"%d puzzles; won in 1, 3 and 5 moves: %d, %d, %d. Each proved again by puzzle.Check.",
		g.Info().Title, *game, *a, *b, *seed, *limit, len(found), byPlies[1], byPlies[3], byPlies[5])
	text, err := puzzle.Format(header, found)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = io.WriteString(stdout, text)
		return err
	}
	return os.WriteFile(*out, []byte(text), 0o644)
}

// chooseMined returns at most n of the puzzles of one game, the longest
// first, each from a position past the line of every one taken before
// (the same win told twice is not another puzzle).
func chooseMined(ps []puzzle.Puzzle, n int) []puzzle.Puzzle {
	order := make([]int, len(ps))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return ps[j].Plies() - ps[i].Plies() })
	var out []puzzle.Puzzle
	for _, i := range order {
		if len(out) == n {
			break
		}
		apart := true
		for _, q := range out {
			lo, hi := len(q.Moves), len(q.Moves)+q.Plies()
			if at := len(ps[i].Moves); at >= lo-puzzle.MaxPlies && at <= hi {
				apart = false
			}
		}
		if apart {
			out = append(out, ps[i])
		}
	}
	return out
}

// minedFrom returns the puzzles at the last positions of a game's
// record, in the order played, passing over positions seen before.
func minedFrom(g rules.Game, rec *rules.Record, seen map[uint64]bool, last int, limit int64) ([]puzzle.Puzzle, error) {
	s, err := g.New(rec.Options())
	if err != nil {
		return nil, err
	}
	setup := s.Setup()
	var moves []string
	var out []puzzle.Puzzle
	for i, text := range rec.Moves {
		if h := s.Hash(); i >= len(rec.Moves)-last && !seen[h] {
			seen[h] = true
			if line, ok := puzzle.Find(s, limit); ok {
				p := puzzle.Puzzle{Setup: setup, Moves: append([]string(nil), moves...)}
				after := s.Clone()
				for _, m := range line {
					p.Line = append(p.Line, after.MoveString(m))
					after.Apply(m)
				}
				out = append(out, p)
			}
		}
		if _, err := rules.Play(s, text); err != nil {
			return nil, err
		}
		moves = append(moves, text)
	}
	return out, nil
}

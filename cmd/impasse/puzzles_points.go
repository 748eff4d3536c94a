//go:build !wasm

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// pointsMining mines the puzzles of a two-player game won on points
// (puzzle.OnPoints): it plays games between two levels and, at each of
// the last positions of each, asks puzzle.FindOnPoints whether one move
// only wins, proved by an exact search to the game's end. The search
// is cheap near the end, where few placements are left; a position
// whose search passes the limit is given up. Of one game's puzzles the
// longest are kept, from positions apart. They come out graded, the
// shortest line (the fewest moves to the game's end) first.
type pointsMining struct {
	game  rules.Game
	setup rules.Options
	// taught holds the positions the game's lesson sets up: no puzzle's.
	taught map[uint64]bool
	// a and b are the levels that play the games.
	a, b          string
	games, want   int
	perGame, last int
	// choices is the fewest legal moves a puzzle's position offers: a
	// choice of two is a guess more than a puzzle.
	choices int
	limit   int64
	seed    uint64
}

// mine returns the puzzles found, at most want, and says its progress
// on stderr.
func (c *pointsMining) mine(ctx context.Context, stderr io.Writer) ([]puzzle.Puzzle, error) {
	pa, err := levelPlayer(c.game, c.a)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %v", err)
	}
	pb, err := levelPlayer(c.game, c.b)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %v", err)
	}
	cfg := ai.MatchConfig{Game: c.game, Options: c.setup, A: pa, B: pb, Games: c.games, Seed: c.seed}
	seen := maps.Clone(c.taught)
	var found []puzzle.Puzzle
	start := time.Now()
	for i := 0; i < c.games && len(found) < c.want && ctx.Err() == nil; i++ {
		r := ai.PlayGame(ctx, cfg, i)
		if r.Err != nil {
			return nil, r.Err
		}
		if r.Record == nil {
			break
		}
		ps, err := c.minedFrom(r.Record, seen)
		if err != nil {
			return nil, err
		}
		for _, p := range chooseLongest(ps, c.perGame) {
			if len(found) < c.want {
				found = append(found, p)
			}
		}
		fmt.Fprintf(stderr, "game %d: %d puzzles so far (%s)\n", i+1, len(found), time.Since(start).Round(time.Second))
	}
	slices.SortStableFunc(found, func(a, b puzzle.Puzzle) int { return a.Plies() - b.Plies() })
	return found, nil
}

// minedFrom returns the puzzles at the last c.last positions of a
// game's record, in the order played, passing over positions seen
// before.
func (c *pointsMining) minedFrom(rec *rules.Record, seen map[uint64]bool) ([]puzzle.Puzzle, error) {
	s, err := c.game.New(rec.Options())
	if err != nil {
		return nil, err
	}
	setup := s.Setup()
	var out []puzzle.Puzzle
	for i, text := range rec.Moves {
		if h := s.Hash(); i >= len(rec.Moves)-c.last && !seen[h] && len(s.Legal(nil)) >= c.choices {
			seen[h] = true
			if line, by, ok := puzzle.FindOnPoints(c.game, s, c.limit); ok {
				p := puzzle.Puzzle{Setup: setup, Moves: slices.Clone(rec.Moves[:i]), By: by}
				after := s.Clone()
				for _, m := range line {
					p.Line = append(p.Line, after.MoveString(m))
					after.Apply(m)
				}
				// Check searches without the table of the mining's
				// search: a puzzle it cannot prove within the limit
				// would be slow to prove again.
				if err := puzzle.Check(c.game, &p, c.limit); err == nil {
					out = append(out, p)
				} else if !errors.Is(err, puzzle.ErrTooBig) {
					return nil, fmt.Errorf("a puzzle found does not check: %v", err)
				}
			}
		}
		if _, err := rules.Play(s, text); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// header is the comment of the file of puzzles found: the command, and
// how many puzzles have each length of line.
func (c *pointsMining) header(found []puzzle.Puzzle) string {
	flags, grades := setupFlags(c.setup), gradesOf(found)
	return fmt.Sprintf("%s puzzles: impasse puzzles -game %s %s-a %s -b %s -games %d -per-game %d -last %d -choices %d -seed %d -limit %d.\n"+
		"Each: setup | moves to the position | the solving line: the one best move, then best play to the end of the game | the points at least by which every other move ends worse.\n"+
		"%d puzzles, by moves to the end: %s. Each proved again by puzzle.Check, an exact search to the end.",
		c.game.Info().Title, c.game.Info().ID, strings.Join(append(flags, ""), " "), c.a, c.b, c.games, c.perGame, c.last, c.choices, c.seed, c.limit,
		len(found), grades)
}

// chooseLongest returns at most n of the puzzles of one game won on
// points, the longest lines first, no two from neighbouring positions
// (one move after another, the same end told twice).
func chooseLongest(ps []puzzle.Puzzle, n int) []puzzle.Puzzle {
	order := slices.Clone(ps)
	slices.SortStableFunc(order, func(a, b puzzle.Puzzle) int { return b.Plies() - a.Plies() })
	var out []puzzle.Puzzle
	for _, p := range order {
		if len(out) == n {
			break
		}
		if !slices.ContainsFunc(out, func(q puzzle.Puzzle) bool { return max(len(p.Moves)-len(q.Moves), len(q.Moves)-len(p.Moves)) < 2 }) {
			out = append(out, p)
		}
	}
	return out
}

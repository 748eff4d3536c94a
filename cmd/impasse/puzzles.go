//go:build !wasm

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/lesson"
	"impasse/rules/puzzle"
)

// runPuzzles mines puzzles. In a two-player game it plays games between
// two AI levels, and at each position of each game puzzle.Find looks for
// a win the side to move forces in one, two or three of its moves, by
// one move only; in a game won on points, see pointsMining. In a game
// played alone it walks lines that keep the
// best score in reach (mineAlone). Each puzzle found is checked again
// from its written form (puzzle.Check) and written to the puzzle file
// the page reads.
func runPuzzles(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(puzzleGameIDs(), ", "))
	a := fs.String("a", "1", "the level of one player of the games mined (a number, random or greedy)")
	b := fs.String("b", "2", "the level of the other")
	games := fs.Int("games", 200, "games to play at most (played alone: deals, each its own Seed)")
	want := fs.Int("want", 40, "stop once so many puzzles are found")
	ones := fs.Int("ones", -1, "puzzles won in one move to keep at most, the easy ones (-1: no bound)")
	perGame := fs.Int("per-game", 2, "puzzles taken from one game at most: the longest, from positions apart (played alone: the walks from one deal, a puzzle each at most)")
	limit := fs.Int64("limit", 400_000, "positions one search may visit before it gives the position up")
	last := fs.Int("last", 16, "positions searched in each game, counting back from its end (a win forced in a few moves is near the end)")
	from := fs.Int("from", 16, "played alone: the walks start at the first position of the solver's line scoring this or less (Solitaire: pieces left)")
	shortest := fs.Int("shortest", 3, "played alone: the fewest moves a puzzle's line may have")
	choices := fs.Int("choices", 2, "won on points: the fewest legal moves a puzzle's position offers")
	seed := fs.Uint64("seed", 1, "seed of the games")
	var opts optionFlags
	fs.Var(&opts, "o", "a setup option KEY=VALUE of the games (repeatable); Players is 2, or 1 for a game played alone")
	out := fs.String("out", "", "file to write, rules/puzzle/shipped/ID.txt to ship it (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, ok := rules.Lookup(*game)
	if !ok {
		return fmt.Errorf("puzzles: unknown game %s (want one of %s)", rules.Quote(*game), strings.Join(puzzleGameIDs(), ", "))
	}
	if err := puzzlesPlayable(g); err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	kind := puzzle.KindOf(g)
	setup := rules.Options(opts).Clone()
	if setup == nil {
		setup = rules.Options{}
	}
	setup[rules.KeyPlayers] = "2"
	if kind == puzzle.Alone {
		setup[rules.KeyPlayers] = "1"
	}
	if _, err := g.New(setup); err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	taught, err := taughtPositions(g)
	if err != nil {
		return fmt.Errorf("puzzles: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var found []puzzle.Puzzle
	var header string
	if kind == puzzle.Alone {
		cfg := aloneMining{game: g, setup: setup, taught: taught, games: *games, want: *want, walks: *perGame, limit: *limit, from: *from, shortest: *shortest, seed: *seed}
		if found, err = cfg.mine(ctx, stderr); err != nil {
			return err
		}
		header = cfg.header(found)
	} else if kind == puzzle.OnPoints {
		cfg := pointsMining{game: g, setup: setup, taught: taught, a: *a, b: *b, games: *games, want: *want, perGame: *perGame, last: *last, choices: *choices, limit: *limit, seed: *seed}
		if found, err = cfg.mine(ctx, stderr); err != nil {
			return err
		}
		header = cfg.header(found)
	} else {
		pa, err := levelPlayer(g, *a)
		if err != nil {
			return fmt.Errorf("puzzles: %v", err)
		}
		pb, err := levelPlayer(g, *b)
		if err != nil {
			return fmt.Errorf("puzzles: %v", err)
		}
		cfg := ai.MatchConfig{Game: g, Options: setup, A: pa, B: pb, Games: *games, Seed: *seed}
		seen := maps.Clone(taught)
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
				if len(found) < *want && (p.Plies() > 1 || *ones < 0 || byPlies[1] < *ones) {
					found = append(found, p)
					byPlies[p.Plies()]++
				}
			}
			fmt.Fprintf(stderr, "game %d: %d puzzles so far (in 1, 3, 5 moves: %d, %d, %d)\n", i+1, len(found), byPlies[1], byPlies[3], byPlies[5])
		}
		flags := fmt.Sprintf(" -last %d -per-game %d", *last, *perGame)
		if *ones >= 0 {
			flags += fmt.Sprintf(" -ones %d", *ones)
		}
		header = fmt.Sprintf("%s puzzles: impasse puzzles -game %s -a %s -b %s -seed %d -limit %d%s.\n"+
			"Each: setup | moves to the position | the solving line (the one winning move, the longest defence, ...).\n"+
			"%d puzzles; won in 1, 3 and 5 moves: %d, %d, %d. Each proved again by puzzle.Check.",
			g.Info().Title, *game, *a, *b, *seed, *limit, flags, len(found), byPlies[1], byPlies[3], byPlies[5])
	}
	for i := range found {
		if err := puzzle.Check(g, &found[i], 0); err != nil {
			return fmt.Errorf("puzzles: puzzle %d does not check: %v", i+1, err)
		}
	}
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

// taughtPositions returns the hashes of the positions the steps of g's
// shipped lesson set up (none without a lesson): a puzzle at one of
// them would show a player who took the lesson its answer again.
func taughtPositions(g rules.Game) (map[uint64]bool, error) {
	taught := map[uint64]bool{}
	text, ok := lesson.Shipped()[g.Info().ID]
	if !ok {
		return taught, nil
	}
	l, err := lesson.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("the lesson: %v", err)
	}
	steps, err := lesson.Positions(g, l)
	if err != nil {
		return nil, fmt.Errorf("the lesson: %v", err)
	}
	for h := range steps {
		taught[h] = true
	}
	return taught, nil
}

// puzzlesPlayable says why game g can have no puzzles mined: puzzles are
// of the two-player games of perfect information, and of the games
// played alone whose State is a rules.Solver.
func puzzlesPlayable(g rules.Game) error {
	if puzzle.KindOf(g) != puzzle.Alone {
		return gtpPlayable(g)
	}
	s, err := g.New(rules.Options{rules.KeyPlayers: "1"})
	if err != nil {
		return err
	}
	if _, ok := s.(rules.Solver); !ok {
		return fmt.Errorf("%s is played alone and has no solver", g.Info().Title)
	}
	return nil
}

// puzzleGameIDs returns the ids of the registered games whose puzzles
// can be mined, in registration order.
func puzzleGameIDs() []string {
	var ids []string
	for _, g := range rules.Games() {
		if puzzlesPlayable(g) == nil {
			ids = append(ids, g.Info().ID)
		}
	}
	return ids
}

// aloneMining mines the puzzles of a game played alone: for each of
// games deals (the Seed option seed, seed+1, …; it shuffles only the
// random variant's), the solver's first line to the best score, followed
// to its first position that scores from or less (Solitaire: pieces
// left), where the solver is fast; from there walks random lines, each
// move one that keeps the best score in reach (puzzle.Keeping). A walk's
// puzzle is the position where its forced end begins: from there every
// step has one such move only. Of the puzzles that end alike one is
// kept. They come out graded, the fewest moves left first.
type aloneMining struct {
	game  rules.Game
	setup rules.Options
	// taught holds the positions the game's lesson sets up: no puzzle's.
	taught             map[uint64]bool
	games, want, walks int
	limit              int64
	from, shortest     int
	seed               uint64
}

// mine returns the puzzles found, at most want.
func (c *aloneMining) mine(ctx context.Context, stderr io.Writer) ([]puzzle.Puzzle, error) {
	var found []puzzle.Puzzle
	seen := map[uint64]bool{}
	for i := 0; i < c.games && len(found) < c.want && ctx.Err() == nil; i++ {
		setup := c.setup.Clone()
		setup[rules.KeySeed] = strconv.FormatUint(c.seed+uint64(i), 10)
		start, err := c.game.New(setup)
		if err != nil {
			return nil, err
		}
		s, moves, score, ok := c.approach(ctx, start)
		if !ok {
			fmt.Fprintf(stderr, "deal %d: no line to the best score within the limit\n", i+1)
			continue
		}
		rng := rand.New(rand.NewPCG(c.seed, uint64(i)))
		for range c.walks {
			p, ok, err := c.walk(s, moves, score, rng)
			if err != nil {
				return nil, err
			}
			if !ok || len(found) == c.want {
				continue
			}
			p.Setup = start.Setup()
			end, err := p.Position(c.game)
			if err != nil {
				return nil, err
			}
			if c.taught[end.Hash()] {
				continue
			}
			for _, m := range p.Line {
				if _, err := rules.Play(end, m); err != nil {
					return nil, err
				}
			}
			// Two lines that meet end alike (the rest of a forced line
			// is the same): one end, one puzzle.
			if !seen[end.Hash()] {
				seen[end.Hash()] = true
				found = append(found, p)
			}
		}
		fmt.Fprintf(stderr, "deal %d: %d puzzles so far\n", i+1, len(found))
	}
	slices.SortStableFunc(found, func(a, b puzzle.Puzzle) int { return a.Plies() - b.Plies() })
	return found, nil
}

// approach plays the solver's first line to the best score from start
// up to its first position that scores c.from or less, and returns that
// position, the moves to it in notation and the best score; ok is false
// when the solver found no such line within c.limit positions.
func (c *aloneMining) approach(ctx context.Context, start rules.State) (s rules.State, moves []string, score int, ok bool) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := func(sol rules.Solution) bool { return sol.Moves != nil && sol.Score <= sol.ScoreBound }
	sol := start.(rules.Solver).Solve(ctx, rules.SolveLimits{Nodes: c.limit}, func(sol rules.Solution) {
		if done(sol) {
			cancel()
		}
	})
	if !done(sol) {
		return nil, nil, 0, false
	}
	s = start.Clone()
	for _, m := range sol.Moves {
		if s.Scores()[0] <= c.from {
			break
		}
		moves = append(moves, s.MoveString(m))
		s.Apply(m)
	}
	return s, moves, sol.Score, !s.Over()
}

// walk plays a random line from s, reached by moves, each move one that
// keeps score in reach, and returns the puzzle where its forced end
// begins (its setup left to the caller); ok is false when the walk has
// none of at least c.shortest moves, or a search gave up.
func (c *aloneMining) walk(s rules.State, moves []string, score int, rng *rand.Rand) (puzzle.Puzzle, bool, error) {
	cur := s.Clone()
	moves = slices.Clone(moves)
	first := len(moves)
	var at []rules.State // the positions of the walk
	var forced []bool    // whether one move only keeps score in reach there
	for !cur.Over() {
		keep, err := puzzle.Keeping(cur, score, c.limit)
		if errors.Is(err, puzzle.ErrTooBig) {
			return puzzle.Puzzle{}, false, nil
		}
		if err != nil || len(keep) == 0 {
			return puzzle.Puzzle{}, false, err
		}
		at = append(at, cur.Clone())
		forced = append(forced, len(keep) == 1)
		m := keep[rng.IntN(len(keep))]
		moves = append(moves, cur.MoveString(m))
		cur.Apply(m)
	}
	// The forced end, from a position with a choice of moves.
	j := len(at)
	for j > 0 && forced[j-1] {
		j--
	}
	j = max(j, len(at)-puzzle.MaxAlonePlies)
	for j < len(at) && len(at[j].Legal(nil)) < 2 {
		j++
	}
	if len(at)-j < c.shortest {
		return puzzle.Puzzle{}, false, nil
	}
	line, ok := puzzle.Find(at[j], c.limit)
	if !ok {
		return puzzle.Puzzle{}, false, nil
	}
	p := puzzle.Puzzle{Moves: moves[:first+j]}
	pos := at[j].Clone()
	for _, m := range line {
		p.Line = append(p.Line, pos.MoveString(m))
		pos.Apply(m)
	}
	return p, true, nil
}

// header is the comment of the file of puzzles found: the command, and
// how many puzzles have each number of moves.
func (c *aloneMining) header(found []puzzle.Puzzle) string {
	flags, grades := setupFlags(c.setup), gradesOf(found)
	return fmt.Sprintf("%s puzzles: impasse puzzles -game %s %s -games %d -per-game %d -seed %d -limit %d -from %d -shortest %d.\n"+
		"Each: setup | moves to the position | the solving line, every move the player's and the only one that keeps the best score in reach.\n"+
		"%d puzzles, by moves: %s. Each proved again by puzzle.Check.",
		c.game.Info().Title, c.game.Info().ID, strings.Join(flags, " "), c.games, c.walks, c.seed, c.limit, c.from, c.shortest,
		len(found), grades)
}

// setupFlags returns the -o flags that give setup, the number of players
// apart, for a file's header.
func setupFlags(setup rules.Options) []string {
	var flags []string
	for _, k := range setup.Keys() {
		if k != rules.KeyPlayers {
			flags = append(flags, "-o "+k+"="+setup[k])
		}
	}
	return flags
}

// gradesOf counts the puzzles found by the length of their line, for a
// file's header: "12 in 1, 3 in 2".
func gradesOf(found []puzzle.Puzzle) string {
	byPlies := map[int]int{}
	for _, p := range found {
		byPlies[p.Plies()]++
	}
	var grades []string
	for _, n := range slices.Sorted(maps.Keys(byPlies)) {
		grades = append(grades, fmt.Sprintf("%d in %d", byPlies[n], n))
	}
	return strings.Join(grades, ", ")
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

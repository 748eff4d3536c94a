//go:build !wasm

package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/rating"
)

// runRatings plays matches between neighbouring levels of the rated
// games, at two players, both seat orders in turn, and fits the levels'
// ratings (rating.Fit, level 1 at rating.Anchor). Every game played is
// appended to the results file as it ends, so matches cut short still
// count, and a later run adds to the earlier ones; -fit plays nothing and
// fits the file.
func runRatings(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ratings", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id (default: every game of two players or more)")
	games := fs.Int("games", 100, "games of each pair of neighbouring levels")
	pairs := fs.String("pairs", "cheap", "which pairs to play: cheap (neither level bounded by time alone: each plays by its count, as rated games do), timed (one is), all")
	pair := fs.Int("pair", 0, "play only levels N and N+1 (0: every pair -pairs selects)")
	results := fs.String("results", "ratings.txt", "file of results, one game a line: GAME A B SCORE (A's score, 1, 0.5 or 0)")
	fitOnly := fs.Bool("fit", false, "play nothing: fit the results file")
	seed := fs.Uint64("seed", 1, "seed of the matches")
	randomPlies := fs.Int("random-plies", 0, "open each pair of games (one a seat order) with this many random moves: for levels that always play alike")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var gs []rules.Game
	for _, g := range rules.Games() {
		if rated(g) && (*game == "" || g.Info().ID == *game) {
			gs = append(gs, g)
		}
	}
	if len(gs) == 0 {
		return fmt.Errorf("ratings: no rated game %q", *game)
	}
	if !*fitOnly {
		if *pairs != "cheap" && *pairs != "timed" && *pairs != "all" {
			return fmt.Errorf("ratings: -pairs %q: want cheap, timed or all", *pairs)
		}
		f, err := os.OpenFile(*results, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		for _, g := range gs {
			if err := playPairs(ctx, g, *pairs, *pair, *games, *seed, *randomPlies, f, stdout); err != nil {
				return err
			}
		}
	}
	text, err := os.ReadFile(*results)
	if err != nil {
		return err
	}
	lines, err := parseResults(string(text))
	if err != nil {
		return fmt.Errorf("ratings: %s: %v", *results, err)
	}
	for _, g := range gs {
		printRatings(stdout, g, lines)
	}
	return nil
}

// rated reports whether g has rated games: two players or more and more
// than one level.
func rated(g rules.Game) bool {
	return g.Info().MaxPlayers >= 2 && len(rules.LevelsOf(g)) > 1
}

// timed reports whether a level's search is bounded by time alone at
// two players: it cannot be rated (rules.Level.Counted).
func timed(l rules.Level) bool {
	_, counted := l.For(2).Counted()
	return !counted
}

// playPairs plays games games of each pair of g's neighbouring levels
// that pairs selects (only levels only and only+1 when only is not 0),
// each opened by randomPlies random moves, appending each game's result
// to w.
func playPairs(ctx context.Context, g rules.Game, pairs string, only, games int, seed uint64, randomPlies int, w io.Writer, stdout io.Writer) error {
	levels := rules.LevelsOf(g)
	o := rules.Options{rules.KeyPlayers: "2"}
	for i := 1; i < len(levels); i++ {
		t := timed(levels[i-1]) || timed(levels[i])
		if pairs == "cheap" && t || pairs == "timed" && !t || only != 0 && i != only {
			continue
		}
		a, b := ratedPlayer(g, i), ratedPlayer(g, i+1)
		var werr error
		res, err := ai.Match(ctx, ai.MatchConfig{
			Game: g, Options: o, A: a, B: b, Games: games, Jobs: 1, Seed: seed + uint64(i), RandomPlies: randomPlies,
			Done: func(_ int, r ai.GameResult) {
				if r.Err == nil && werr == nil {
					_, werr = fmt.Fprintf(w, "%s %d %d %g\n", g.Info().ID, i, i+1, r.Score)
				}
			},
		})
		fmt.Fprintf(stdout, "%s: %s vs %s\n%s\n", g.Info().Title, a.Name, b.Name, res)
		if err := errors.Join(err, werr); err != nil {
			return err
		}
	}
	return nil
}

// ratedPlayer returns level n (from 1) of g at two players as rated
// games play it (rules.Level.Counted), or as it is when bounded by time
// alone.
func ratedPlayer(g rules.Game, n int) ai.Player {
	lv := rules.LevelsOf(g)[n-1].For(2)
	if c, ok := lv.Counted(); ok {
		lv = c
	}
	return ai.Player{Name: "level " + strconv.Itoa(n), New: func(seed uint64) (ai.Bot, error) { return ai.FromLevel(lv, seed) }}
}

// A result is one game of a results file: levels A and B (from 1) of a
// game, and A's score.
type result struct {
	game  string
	a, b  int
	score float64
}

// maxResults bounds the size of a results file parseResults reads.
const maxResults = 16 << 20

// parseResults reads a results file: one game a line, "GAME A B SCORE",
// the levels from 1 and A's score 1, 0.5 or 0; blank lines are skipped.
func parseResults(text string) ([]result, error) {
	if len(text) > maxResults {
		return nil, errors.New("longer than 16 MB")
	}
	var out []result
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, maxResults)
	for n := 1; sc.Scan(); n++ {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		if len(f) != 4 {
			return nil, fmt.Errorf("line %d: want GAME A B SCORE, got %q", n, sc.Text())
		}
		a, erra := strconv.Atoi(f[1])
		b, errb := strconv.Atoi(f[2])
		if erra != nil || errb != nil || a < 1 || b < 1 || a > 99 || b > 99 || a == b {
			return nil, fmt.Errorf("line %d: levels %q and %q: want two different numbers from 1 to 99", n, f[1], f[2])
		}
		var s float64
		switch f[3] {
		case "1":
			s = 1
		case "0.5":
			s = 0.5
		case "0":
		default:
			return nil, fmt.Errorf("line %d: score %q: want 1, 0.5 or 0", n, f[3])
		}
		out = append(out, result{f[0], a, b, s})
	}
	return out, sc.Err()
}

// printRatings fits g's levels from the lines of the results that are
// g's, and prints each level's rating, then each pair's games and score.
func printRatings(w io.Writer, g rules.Game, lines []result) {
	levels := rules.LevelsOf(g)
	type pair struct{ a, b int }
	sums := map[pair]*rating.Result{}
	for _, l := range lines {
		if l.game != g.Info().ID || l.a > len(levels) || l.b > len(levels) {
			continue
		}
		p, s := pair{l.a - 1, l.b - 1}, l.score
		if p.a > p.b {
			p, s = pair{p.b, p.a}, 1-s
		}
		r := sums[p]
		if r == nil {
			r = &rating.Result{A: p.a, B: p.b}
			sums[p] = r
		}
		r.Games++
		r.Score += s
	}
	var rs []rating.Result
	for _, r := range sums {
		rs = append(rs, *r)
	}
	slices.SortFunc(rs, func(x, y rating.Result) int { return (x.A-y.A)*100 + x.B - y.B })
	fit := rating.Fit(len(levels), rs)
	fmt.Fprintf(w, "%s (%s)\n", g.Info().Title, g.Info().ID)
	for i, l := range levels {
		r := "unrated"
		if !math.IsNaN(fit[i]) {
			r = strconv.Itoa(int(math.Round(fit[i])))
		}
		fmt.Fprintf(w, "  level %d %-9s %s\n", i+1, l.Name, r)
	}
	for _, r := range rs {
		fmt.Fprintf(w, "  levels %d-%d: %d games, level %d scores %.1f (%.1f%%)\n",
			r.A+1, r.B+1, r.Games, r.B+1, float64(r.Games)-r.Score, 100*(1-r.Score/float64(r.Games)))
	}
}

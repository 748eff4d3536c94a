package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"impasse/ai"
	"impasse/rules"
)

// runBook computes an opening book by long searches: the best first move,
// the best reply to each of the first moves the search liked most, and
// the best second move after each of the replies it liked most to its
// own first move. Lines are "MOVES : REPLY".
func runBook(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(rules.IDs(), ", "))
	ms := fs.Int("ms", 30000, "search time per position, in milliseconds")
	threads := fs.Int("threads", 2, "search threads")
	openings := fs.Int("openings", 5, "first moves to answer (at most 5)")
	replies := fs.Int("replies", 4, "replies to our first move to answer (at most 5)")
	out := fs.String("out", "", "file to write (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, ok := rules.Lookup(*game)
	if !ok {
		return fmt.Errorf("book: unknown game %q (want one of %s)", *game, strings.Join(rules.IDs(), ", "))
	}
	levels := ai.Levels(g)
	strongest := levels[len(levels)-1]
	search := func(moves []string) (rules.State, ai.Stats, error) {
		s, err := g.New(rules.Options{})
		if err != nil {
			return nil, ai.Stats{}, err
		}
		for _, m := range moves {
			if _, err := rules.Play(s, m); err != nil {
				return nil, ai.Stats{}, err
			}
		}
		b, err := ai.FromLevel(strongest, uint64(time.Now().UnixNano()))
		if err != nil {
			return nil, ai.Stats{}, err
		}
		m, ok := b.(*ai.MCTS)
		if !ok {
			return nil, ai.Stats{}, errors.New("book: the strongest level is not an MCTS search")
		}
		m.Time, m.Iterations, m.Threads, m.Noise, m.Book = time.Duration(*ms)*time.Millisecond, 0, *threads, 0, false
		_, st, err := m.Move(context.Background(), s)
		return s, st, err
	}
	var lines []string
	add := func(moves []string) ([]string, error) {
		s, st, err := search(moves)
		if err != nil {
			return nil, err
		}
		var top []string
		for _, t := range st.Top {
			top = append(top, s.MoveString(t.Move))
		}
		line := fmt.Sprintf("%s : %s", strings.Join(moves, " "), top[0])
		fmt.Fprintf(stderr, "%s  (%d simulations, value %.3f)\n", line, st.Iterations, st.Value)
		lines = append(lines, strings.TrimSpace(line))
		return top, nil
	}
	first, err := add(nil)
	if err != nil {
		return err
	}
	for i, o := range first[:min(*openings, len(first))] {
		reps, err := add([]string{o})
		if err != nil {
			return err
		}
		if i == 0 {
			for _, r := range reps[:min(*replies, len(reps))] {
				if _, err := add([]string{o, r}); err != nil {
					return err
				}
			}
		}
	}
	text := fmt.Sprintf("# %s opening book: \"MOVES : REPLY\", the moves so far and the move\n# found best after them, by searches of %d ms on %d threads (impasse book).\n%s\n",
		g.Info().Title, *ms, *threads, strings.Join(lines, "\n"))
	if *out == "" {
		_, err = io.WriteString(stdout, text)
		return err
	}
	return os.WriteFile(*out, []byte(text), 0o644)
}

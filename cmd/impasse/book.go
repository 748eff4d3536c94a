//go:build !wasm

package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"impasse/ai"
	"impasse/rules"
)

// runBook computes an opening book by long searches of the strongest
// level. It searches the start, then the positions after the moves each
// search liked most, ply by ply: -widths gives how many moves of each ply
// are followed (so "3,3,2" searches the start, its 3 best first moves,
// the 3 best replies to each and the 2 best moves after each of those).
// Every position searched gets a line "MOVES : REPLY". Positions already
// in the -keep book keep their reply there (the book grows without
// losing its longer searches), and are searched only to be followed.
func runBook(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(rules.IDs(), ", "))
	ms := fs.Int("ms", 30000, "search time per position, in milliseconds")
	iterations := fs.Int("iterations", 0, "simulations per position instead of a time (a book that does not depend on the machine's load)")
	threads := fs.Int("threads", 2, "search threads")
	widths := fs.String("widths", "3", "moves followed at each ply, comma-separated (the book's depth is their number)")
	keep := fs.String("keep", "", "a book whose replies are kept")
	out := fs.String("out", "", "file to write (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, err := lookupGame("book", *game)
	if err != nil {
		return err
	}
	var width []int
	for _, f := range strings.Split(*widths, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 5 {
			return fmt.Errorf("book: -widths %q: want numbers from 1 to 5", *widths)
		}
		width = append(width, n)
	}
	kept := map[string]string{}
	if *keep != "" {
		var err error
		if kept, err = readBookLines(*keep); err != nil {
			return err
		}
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
		if s.Over() {
			return s, ai.Stats{}, nil
		}
		b, err := ai.FromLevel(strongest, uint64(time.Now().UnixNano()))
		if err != nil {
			return nil, ai.Stats{}, err
		}
		m, ok := b.(*ai.MCTS)
		if !ok {
			return nil, ai.Stats{}, errors.New("book: the strongest level is not an MCTS search")
		}
		m.Time, m.Iterations, m.Threads, m.Noise, m.Book, m.Reuse = time.Duration(*ms)*time.Millisecond, 0, *threads, 0, false, false
		if *iterations > 0 {
			m.Time, m.Iterations = 0, *iterations
		}
		_, st, err := m.Move(context.Background(), s)
		return s, st, err
	}
	var lines []string
	level := [][]string{nil} // the lines of moves to search at this ply
	for ply := 0; ply <= len(width); ply++ {
		var next [][]string
		for _, moves := range level {
			s, st, err := search(moves)
			if err != nil {
				return err
			}
			if len(st.Top) == 0 {
				continue
			}
			key := strings.Join(moves, " ")
			reply, ok := kept[key]
			if !ok {
				reply = s.MoveString(st.Top[0].Move)
			}
			lines = append(lines, strings.TrimSpace(key+" : "+reply))
			fmt.Fprintf(stderr, "%s : %s  (%d simulations, value %.3f)\n", key, reply, st.Iterations, st.Value)
			if ply == len(width) {
				continue
			}
			follow := []string{reply}
			for _, t := range st.Top {
				if mv := s.MoveString(t.Move); len(follow) < width[ply] && mv != reply {
					follow = append(follow, mv)
				}
			}
			for _, mv := range follow {
				next = append(next, append(moves[:len(moves):len(moves)], mv))
			}
		}
		level = next
	}
	// Kept lines this run did not reach stay in the book.
	emitted := map[string]bool{}
	for _, l := range lines {
		moves, _, _ := strings.Cut(l, ":")
		emitted[strings.TrimSpace(moves)] = true
	}
	for _, moves := range slices.Sorted(maps.Keys(kept)) {
		if !emitted[moves] {
			lines = append(lines, strings.TrimSpace(moves+" : "+kept[moves]))
		}
	}
	budget := fmt.Sprintf("%d ms on %d threads", *ms, *threads)
	if *iterations > 0 {
		budget = fmt.Sprintf("%d simulations on each of %d threads", *iterations, *threads)
	}
	text := fmt.Sprintf("# %s opening book: \"MOVES : REPLY\", the moves so far and the move\n# found best after them, by searches of %s (impasse book -widths %s).\n%s\n",
		g.Info().Title, budget, *widths, strings.Join(lines, "\n"))
	if *out == "" {
		_, err := io.WriteString(stdout, text)
		return err
	}
	return os.WriteFile(*out, []byte(text), 0o644)
}

// readBookLines reads a book's "MOVES : REPLY" lines into a map from
// MOVES (single-spaced) to REPLY.
func readBookLines(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("book: %v", err)
	}
	defer f.Close()
	lines := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		moves, reply, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("book: %s line %d: no ':'", path, n)
		}
		lines[strings.Join(strings.Fields(moves), " ")] = strings.TrimSpace(reply)
	}
	return lines, sc.Err()
}

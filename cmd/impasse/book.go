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
	"path/filepath"
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
// -records adds the positions that recur in played games: those reached
// in at least -seen of the records before their move -plies, where
// -seat is to move (a seat's openings against an opponent that plays
// the same lines again and again).
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
	records := fs.String("records", "", "records of played games (a file pattern, as the shell's: games/*.txt) whose recurring positions are searched too")
	plies := fs.Int("plies", 6, "with -records, the positions before this move of each record")
	seen := fs.Int("seen", 2, "with -records, the positions reached in at least this many records")
	seat := fs.Int("seat", 0, "with -records, the positions where this seat is to move (from 1; 0: every seat)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, err := lookupGame("book", *game)
	if err != nil {
		return err
	}
	if *records != "" && (*plies < 1 || *seen < 1 || *seat < 0 || *seat > g.Info().MaxPlayers) {
		return fmt.Errorf("book: -plies %d, -seen %d, -seat %d: want a move from 1, a number of records from 1, a seat from 1 to %d or 0", *plies, *seen, *seat, g.Info().MaxPlayers)
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
			key := strings.Join(moves, " ")
			if reply, ok := kept[key]; ok && ply == len(width) {
				// Kept, and not to be followed: no need to search.
				lines = append(lines, strings.TrimSpace(key+" : "+reply))
				continue
			}
			s, st, err := search(moves)
			if err != nil {
				return err
			}
			if len(st.Top) == 0 {
				continue
			}
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
	if *records != "" {
		recurring, err := recurringLines(g, *records, *plies, *seen, *seat)
		if err != nil {
			return err
		}
		searched := positionsOf(lines)
		for _, moves := range recurring {
			key := strings.Join(moves, " ")
			if searched[key] {
				continue
			}
			reply, ok := kept[key]
			if !ok {
				s, st, err := search(moves)
				if err != nil {
					return err
				}
				if len(st.Top) == 0 {
					continue
				}
				reply = s.MoveString(st.Top[0].Move)
				fmt.Fprintf(stderr, "%s : %s  (%d simulations, value %.3f)\n", key, reply, st.Iterations, st.Value)
			}
			lines = append(lines, key+" : "+reply)
		}
	}
	// Kept lines this run did not reach stay in the book.
	emitted := positionsOf(lines)
	for _, moves := range slices.Sorted(maps.Keys(kept)) {
		if !emitted[moves] {
			lines = append(lines, strings.TrimSpace(moves+" : "+kept[moves]))
		}
	}
	budget := fmt.Sprintf("%d ms on %d threads", *ms, *threads)
	if *iterations > 0 {
		budget = fmt.Sprintf("%d simulations on each of %d threads", *iterations, *threads)
	}
	how := "-widths " + *widths
	if *records != "" {
		how += fmt.Sprintf(" -records -plies %d -seen %d -seat %d", *plies, *seen, *seat)
	}
	text := fmt.Sprintf("# %s opening book: \"MOVES : REPLY\", the moves so far and the move\n# found best after them, by searches of %s (impasse book %s).\n%s\n",
		g.Info().Title, budget, how, strings.Join(lines, "\n"))
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

// recurringLines returns the lines of moves that lead, in at least seen
// of the records of game g that pattern matches, to a position before
// their move plies where seat (from 1; 0: any) is to move, most often
// reached first. A record of another game, or one that cannot be read,
// is an error.
func recurringLines(g rules.Game, pattern string, plies, seen, seat int) ([][]string, error) {
	files, err := filepath.Glob(pattern)
	if err != nil {
		return nil, fmt.Errorf("book: -records %s: %v", rules.Quote(pattern), err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("book: -records %s: no file", rules.Quote(pattern))
	}
	count := map[string]int{}
	lineOf := map[string][]string{}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("book: %v", err)
		}
		text, err := readRecord(f, name)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("book: %v", err)
		}
		rec, err := importRecord(text, g.Info().ID)
		if err != nil {
			return nil, fmt.Errorf("book: %s: %v", name, err)
		}
		if id := rec.Tag(rules.TagGame); id != "" && id != g.Info().ID {
			return nil, fmt.Errorf("book: %s is a record of %s, not %s", name, rules.Quote(id), g.Info().ID)
		}
		s, err := g.New(rec.Options())
		if err != nil {
			return nil, fmt.Errorf("book: %s: %v", name, err)
		}
		// The moves as the game writes them, whatever the record's
		// spelling: one position, one key, as in the book.
		var line []string
		for i := 0; i < plies && !s.Over(); i++ {
			if seat == 0 || s.ToMove() == seat-1 {
				key := strings.Join(line, " ")
				count[key]++
				lineOf[key] = slices.Clone(line)
			}
			if i == len(rec.Moves) {
				break
			}
			m, err := s.ParseMove(rec.Moves[i])
			if err != nil {
				return nil, fmt.Errorf("book: %s, move %d: %v", name, i+1, err)
			}
			line = append(line, s.MoveString(m))
			s.Apply(m)
		}
	}
	var keys []string
	for k, n := range count {
		if n >= seen {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b string) int {
		if c := count[b] - count[a]; c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	lines := make([][]string, len(keys))
	for i, k := range keys {
		lines[i] = lineOf[k]
	}
	return lines, nil
}

// positionsOf returns the set of the positions that book lines
// "MOVES : REPLY" give a reply to, as their MOVES.
func positionsOf(lines []string) map[string]bool {
	set := map[string]bool{}
	for _, l := range lines {
		moves, _, _ := strings.Cut(l, ":")
		set[strings.TrimSpace(moves)] = true
	}
	return set
}

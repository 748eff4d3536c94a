// Command check reads Alignement's table (written by solve), prints the
// exact value of the start, and checks the moves of one player in game
// records (bin/impasse arena --records DIR) against the table: every move
// from a won position must win by the shortest way, every move from a
// drawn position must keep the draw, every move from a lost one should
// lose as late as possible. With -depth or -ms, it checks instead the
// moves alpha-beta chooses at those positions with that budget.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"impasse/ai"
	"impasse/internal/alignement/table"
	"impasse/rules"
	"impasse/rules/alignement"
)

func main() {
	file := flag.String("table", "", "the table written by solve (required)")
	dir := flag.String("records", "", "directory of game records to check")
	player := flag.String("player", "", "the player whose moves are checked, as the records' Player1/Player2 tags name it")
	skipStart := flag.Bool("nostart", false, "do not search the start")
	depth := flag.Int("depth", 0, "check alpha-beta's move at this depth instead of the recorded one")
	ms := flag.Int("ms", 0, "check alpha-beta's move in this many milliseconds instead of the recorded one")
	flag.Parse()
	sv, err := table.OpenSolver(*file)
	if err != nil {
		log.Fatal(err)
	}
	if !*skipStart {
		start := time.Now()
		v := sv.Score(alignement.NewState())
		fmt.Printf("start: %s (searched in %v)\n", describe(v, 0), time.Since(start).Round(time.Millisecond))
	}
	if *dir == "" {
		return
	}
	files, err := filepath.Glob(filepath.Join(*dir, "*.txt"))
	if err != nil {
		log.Fatal(err)
	}
	var moves, best, slowerWin, lostWin, lostDraw, fasterLoss, games int
	results := map[string]int{}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			log.Fatal(err)
		}
		rec, err := rules.ParseRecord(string(text))
		if err != nil {
			log.Fatal(err)
		}
		seat := -1
		for i, tag := range []string{"Player1", "Player2"} {
			if rec.Tag(tag) == *player {
				seat = i
			}
		}
		if seat < 0 {
			continue
		}
		games++
		s := alignement.NewState()
		for _, text := range rec.Moves {
			m, err := s.ParseMove(text)
			if err != nil {
				log.Fatalf("%s: %s: %v", f, text, err)
			}
			if s.ToMove() == seat {
				moves++
				mine := m
				if *depth > 0 || *ms > 0 {
					ab := &ai.AlphaBeta{Depth: *depth, Time: time.Duration(*ms) * time.Millisecond}
					mine, _, err = ab.Move(context.Background(), s)
					if err != nil {
						log.Fatal(err)
					}
				}
				v, c := sv.Score(s), sv.Child(s, mine)
				switch {
				case c == v:
					best++
				case v > 0 && c > 0:
					slowerWin++
					fmt.Printf("%s: move %d %s wins more slowly (%s) than it could (%s)\n", f, s.Ply()+1, s.MoveString(mine), describe(c, s.Ply()), describe(v, s.Ply()))
				case v > 0:
					lostWin++
					fmt.Printf("%s: move %d %s throws a win (%s) away (%s)\n", f, s.Ply()+1, s.MoveString(mine), describe(v, s.Ply()), describe(c, s.Ply()))
				case v == 0:
					lostDraw++
					fmt.Printf("%s: move %d %s loses a drawn position (%s)\n", f, s.Ply()+1, s.MoveString(mine), describe(c, s.Ply()))
				default:
					fasterLoss++
				}
			}
			s.Apply(m)
		}
		r := rules.ResultString(s.Results())
		if seat == 1 {
			r = "as Blue " + r
		} else {
			r = "as Red " + r
		}
		results[r]++
	}
	fmt.Printf("%d games of %s: %v\n", games, *player, results)
	fmt.Printf("%d moves: %d best, %d slower wins, %d wins thrown away, %d draws lost, %d faster losses\n",
		moves, best, slowerWin, lostWin, lostDraw, fasterLoss)
}

// describe writes a score for the side to move at ply.
func describe(v, ply int) string {
	switch {
	case v == 0:
		return "a draw"
	case v > 0:
		end := table.Mate - v
		return fmt.Sprintf("a win for the side to move on turn %d, %d plies on", end, end-ply)
	}
	end := table.Mate + v
	return fmt.Sprintf("a loss for the side to move on turn %d, %d plies on", end, end-ply)
}

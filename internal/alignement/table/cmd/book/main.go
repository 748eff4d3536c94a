// Command book writes Alignement's opening book (rules/alignement's
// book.bin) from the table written by solve: for each seat, the exact best
// move of every position of its strategy tree over the placing turns.
package main

import (
	"flag"
	"log"
	"os"
	"slices"
	"time"

	"impasse/internal/alignement/table"
	"impasse/rules"
	"impasse/rules/alignement"
)

func main() {
	file := flag.String("table", "", "the table written by solve (required)")
	out := flag.String("out", "rules/alignement/book.bin", "the book to write")
	memory := flag.Int("positions", 40_000_000, "searched positions the solver keeps at most")
	flag.Parse()
	sv, err := table.OpenSolver(*file)
	if err != nil {
		log.Fatal(err)
	}
	var streams [2][]byte
	for seat := 0; seat < 2; seat++ {
		start := time.Now()
		alignement.WalkBook(seat, func(s *alignement.State, legal []rules.Move) int {
			sv.Forget(*memory)
			m, score := sv.Best(s)
			if s.Ply() <= 2 {
				log.Printf("seat %d, turn %d: %s scores %d", seat, s.Ply()+1, s.MoveString(m), score)
			}
			streams[seat] = append(streams[seat], byte(slices.Index(legal, m)))
			if n := len(streams[seat]); n%5000 == 0 {
				log.Printf("seat %d: %d positions", seat, n)
			}
			return slices.Index(legal, m)
		})
		log.Printf("seat %d: %d positions in %v", seat, len(streams[seat]), time.Since(start).Round(time.Second))
	}
	if err := os.WriteFile(*out, alignement.WriteBook(streams), 0o644); err != nil {
		log.Fatal(err)
	}
}

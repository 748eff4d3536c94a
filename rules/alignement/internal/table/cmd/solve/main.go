// Command solve computes Alignement's table of the moving phase by
// retrograde analysis and writes it to a file (about 2 GB): keep it out of
// the repository.
package main

import (
	"flag"
	"log"
	"math/rand/v2"

	"impasse/rules/alignement/internal/table"
)

func main() {
	out := flag.String("out", "/work/cache/alignement.tbl", "the table file to write")
	flag.Parse()
	t, err := table.Solve(log.Printf)
	if err != nil {
		log.Fatal(err)
	}
	var counts [256]int
	for _, v := range t {
		counts[v]++
	}
	for v, n := range counts {
		if n > 0 {
			log.Printf("byte %d: %d", v, n)
		}
	}
	if err := t.Save(*out); err != nil {
		log.Fatal(err)
	}
	if err := t.Check(10_000_000, rand.New(rand.NewPCG(1, 1))); err != nil {
		log.Fatal(err)
	}
	log.Print("10,000,000 positions checked against their moves")
}

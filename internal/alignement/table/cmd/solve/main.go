// Command solve computes Alignement's table of the moving phase by
// retrograde analysis and writes it to a file (about 2 GB) and its far
// entries next to it: keep them out of the repository. With -finish, it
// completes a table an earlier version left short (table.Finish).
package main

import (
	"flag"
	"log"
	"math/rand/v2"

	"impasse/internal/alignement/table"
)

func main() {
	out := flag.String("out", "", "the table file to write, out of the repository (required)")
	finish := flag.Int("finish", -1, "complete the table in -out, its distances up to this one final")
	flag.Parse()
	if *out == "" {
		log.Fatal("-out: name the table file to write")
	}
	var t *table.Table
	var err error
	if *finish >= 0 {
		t, err = table.Finish(*out, *finish, log.Printf)
	} else {
		t, err = table.Solve(log.Printf)
		if err == nil {
			err = t.Save(*out)
		}
	}
	if err != nil {
		log.Fatal(err)
	}
	if err := t.Check(10_000_000, rand.New(rand.NewPCG(1, 1))); err != nil {
		log.Fatal(err)
	}
	log.Print("10,000,000 positions and every far one checked against their moves")
}

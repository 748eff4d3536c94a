package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"impasse/rules"
	"impasse/rules/blokusduo"
)

func runReplay(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id, when the record has no Game tag")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("replay: want one FILE (- for standard input)")
	}
	in, name := io.Reader(os.Stdin), fs.Arg(0)
	if name == "-" {
		name = "standard input"
	} else {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("replay: %v", err)
		}
		defer f.Close()
		in = f
	}
	text, err := readRecord(in, name)
	if err != nil {
		return err
	}
	return replay(text, *game, stdout)
}

// readRecord reads the text of a record from r, refusing more than
// rules.MaxRecordSize bytes without reading further.
func readRecord(r io.Reader, name string) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, rules.MaxRecordSize+1))
	if err != nil {
		return "", fmt.Errorf("replay: %v", err)
	}
	if len(data) > rules.MaxRecordSize {
		return "", fmt.Errorf("replay: %s is larger than a record may be (%d bytes)", name, rules.MaxRecordSize)
	}
	return string(data), nil
}

// replay checks a record and prints the final position and result; for a
// bad move it prints the position before it and returns the error.
func replay(text, game string, stdout io.Writer) error {
	rec, err := importRecord(text)
	if err != nil {
		return err
	}
	id := rec.Tag(rules.TagGame)
	if id == "" {
		id = game
	}
	g, ok := rules.Lookup(id)
	if !ok {
		if id == "" {
			return errors.New("replay: the record has no Game tag; give --game")
		}
		return fmt.Errorf("replay: unknown game %q (want one of %s)", id, strings.Join(rules.IDs(), ", "))
	}
	s, moves, err := rules.Replay(g, rec)
	if s == nil {
		return fmt.Errorf("replay: %v", err)
	}
	if err != nil {
		fmt.Fprintf(stdout, "%d moves are good; position before the bad one:\n%s", len(moves), s)
		return fmt.Errorf("replay: %v", err)
	}
	fmt.Fprintf(stdout, "%s, %d moves\n%s", g.Info().Title, len(moves), s)
	if s.Over() {
		res := rules.ResultOf(s)
		fmt.Fprintf(stdout, "result %s, scores %s\n", res, rules.ScoresString(s.Scores()))
		if want := rec.Tag(rules.TagResult); want != "" && want != "*" && want != res {
			return fmt.Errorf("replay: the record says the result is %s, but the moves give %s", want, res)
		}
	} else {
		fmt.Fprintln(stdout, "the game is not over")
	}
	return nil
}

// importRecord reads an Impasse record, or a Blokus Duo game in Pentobi's
// SGF format.
func importRecord(text string) (*rules.Record, error) {
	if blokusduo.IsSGF(text) {
		return blokusduo.ParseSGF(text)
	}
	return rules.ParseRecord(text)
}

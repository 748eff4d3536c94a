//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"impasse/rules"
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
// bad move it prints the position before it and returns the error, and
// so it does when the record's Result, Scores or Resigned tag disagree
// with its moves.
func replay(text, game string, stdout io.Writer) error {
	rec, err := importRecord(text, game)
	if err != nil {
		return fmt.Errorf("replay: %v", err)
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
		return fmt.Errorf("replay: unknown game %s (want one of %s)", rules.Quote(id), strings.Join(rules.IDs(), ", "))
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
	err = rec.CheckEnd(s)
	switch resigned := rec.Tag(rules.TagResigned); {
	case s.Over():
		fmt.Fprintf(stdout, "result %s, scores %s\n", rules.ResultOf(s), rules.ScoresString(s.Scores()))
	case resigned != "" && err == nil:
		fmt.Fprintf(stdout, "the game is not over: seat %s resigned\n", resigned)
	default:
		fmt.Fprintln(stdout, "the game is not over")
	}
	if err != nil {
		return fmt.Errorf("replay: %v", err)
	}
	return nil
}

// importRecord reads an Impasse record, or a file in the format of a
// game that reads one (a rules.Formatter), game's format first.
func importRecord(text, game string) (*rules.Record, error) {
	games := rules.Games()
	if g, ok := rules.Lookup(game); ok {
		games = append([]rules.Game{g}, games...)
	}
	for _, g := range games {
		if f, ok := g.(rules.Formatter); ok && f.IsFormat(text) {
			return f.ReadFormat(text)
		}
	}
	return rules.ParseRecord(text)
}

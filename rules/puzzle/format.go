package puzzle

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"impasse/rules"
)

// A puzzle file holds one puzzle a line, its three parts separated by
// " | ": the setup options that differ from the game's defaults, as
// key=value (a value with a space or a quote quoted as Go quotes it;
// none holds a bar or a line break), the moves from the start and the solving line, both in
// notation, separated by spaces:
//
//	Variant="teams expert" | C4-D4 C7-D7 | B5-D5 F2-G2 D5-F5
//
// A puzzle of a game won on points (OnPoints) has a fourth part, By:
// how many points at least every other move than the answer ends the
// game worse, a number from 1.
//
// A line that starts with # is a comment; blank lines are skipped.

// MaxFileSize bounds the text Parse reads.
const MaxFileSize = 1 << 20

// errTooLong reports a file longer than MaxFileSize.
var errTooLong = errors.New("puzzle: the file is longer than a megabyte")

// Parse reads a puzzle file of a game whose puzzles are of kind k
// (KindOf). It checks the form of each line and the length of its
// solving line, not that its moves are legal (Check does).
func Parse(text string, k Kind) ([]Puzzle, error) {
	if len(text) > MaxFileSize {
		return nil, errTooLong
	}
	var out []Puzzle
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		p, err := parseLine(line, k)
		if err != nil {
			return nil, fmt.Errorf("puzzle line %d: %v", i+1, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// parseLine reads one puzzle of kind k.
func parseLine(line string, k Kind) (Puzzle, error) {
	parts := strings.Split(line, " | ")
	switch {
	case k == OnPoints && len(parts) != 4:
		return Puzzle{}, fmt.Errorf("want setup | moves | line | points, found %d parts", len(parts))
	case k != OnPoints && len(parts) != 3:
		return Puzzle{}, fmt.Errorf("want setup | moves | line, found %d parts", len(parts))
	}
	setup, err := rules.ParseSetup(strings.TrimSpace(parts[0]))
	if err != nil {
		return Puzzle{}, err
	}
	p := Puzzle{Setup: setup, Moves: strings.Fields(parts[1]), Line: strings.Fields(parts[2])}
	if err := k.checkLength(len(p.Line)); err != nil {
		return Puzzle{}, err
	}
	if k == OnPoints {
		by, err := strconv.Atoi(strings.TrimSpace(parts[3]))
		if err != nil || by < 1 {
			return Puzzle{}, fmt.Errorf("points %s: want a number from 1", rules.Quote(strings.TrimSpace(parts[3])))
		}
		p.By = by
	}
	return p, nil
}

// Format writes puzzles as Parse reads them, after a comment header
// (each of its lines prefixed with "# ").
func Format(header string, puzzles []Puzzle) (string, error) {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimSpace(header), "\n") {
		b.WriteString(strings.TrimSpace("# " + l))
		b.WriteByte('\n')
	}
	for i, p := range puzzles {
		for _, m := range slices.Concat(p.Moves, p.Line) {
			if m == "" || strings.ContainsAny(m, " \t\n|") {
				return "", fmt.Errorf("puzzle %d: the move %s cannot be written", i+1, rules.Quote(m))
			}
		}
		for _, v := range p.Setup {
			if strings.ContainsAny(v, "|\n") {
				return "", fmt.Errorf("puzzle %d: the setup value %s cannot be written", i+1, rules.Quote(v))
			}
		}
		setup, err := rules.FormatSetup(p.Setup)
		if err != nil {
			return "", fmt.Errorf("puzzle %d: %v", i+1, err)
		}
		fmt.Fprintf(&b, "%s | %s | %s", setup, strings.Join(p.Moves, " "), strings.Join(p.Line, " "))
		if p.By != 0 {
			fmt.Fprintf(&b, " | %d", p.By)
		}
		b.WriteByte('\n')
	}
	return b.String(), nil
}

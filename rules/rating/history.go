package rating

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// A Rated is one rated game as a player's history keeps it: what the
// rating's change is computed from.
type Rated struct {
	// Game is the id of the game played.
	Game string
	// At is when it ended.
	At time.Time
	// Level is the computer's level, from 1, and LevelRating its rating
	// then.
	Level, LevelRating int
	// Score is the player's: 1 a win, 1/2 a draw, 0 a loss.
	Score float64
}

// A History is a player's rated games, in the order played. The ratings
// are computed from it (Curve), never kept apart from it, so they cannot
// disagree with it.
type History []Rated

// Curve returns the player's ratings in game: Start, then the rating
// after each of their rated games of it.
func (h History) Curve(game string) []float64 {
	out := []float64{Start}
	for _, g := range h {
		if g.Game == game {
			r := out[len(out)-1]
			out = append(out, Update(r, float64(g.LevelRating), g.Score, len(out)-1))
		}
	}
	return out
}

// Rating returns the player's rating in game and the number of their
// rated games of it.
func (h History) Rating(game string) (r float64, played int) {
	c := h.Curve(game)
	return c[len(c)-1], len(c) - 1
}

// Nearest returns the index of the rating in levels nearest r, the
// gentler level when two are as near. A level rated 0 is not rated, and
// never nearest; with none rated, Nearest returns -1.
func Nearest(r float64, levels []int) int {
	best := -1
	for i, l := range levels {
		if l != 0 && (best < 0 || math.Abs(float64(l)-r) < math.Abs(float64(levels[best])-r)) {
			best = i
		}
	}
	return best
}

// Header is the first line of a history file.
const Header = "Impasse ratings 1"

// IsFile reports whether text is meant as a history file: its first line
// is Header. Parse says whether the rest reads.
func IsFile(text string) bool {
	first, _, _ := strings.Cut(text, "\n")
	return strings.TrimSpace(first) == Header
}

// A history file is Header, then one rated game a line, five fields
// separated by spaces: the game's id, when it ended (UTC, to the second,
// as 2026-11-29T09:10:00Z), the level, the level's rating and the player's score (1, 0.5 or 0):
//
//	Impasse ratings 1
//	blokusduo 2026-11-29T09:10:00Z 2 1080 1
//
// Blank lines are skipped.

// MaxFileSize bounds the text Parse reads.
const MaxFileSize = 1 << 20

// String writes h as a history file.
func (h History) String() string {
	var b strings.Builder
	b.WriteString(Header + "\n")
	for _, g := range h {
		fmt.Fprintf(&b, "%s %s %d %d %s\n", g.Game, g.At.UTC().Format(timeLayout),
			g.Level, g.LevelRating, strconv.FormatFloat(g.Score, 'g', -1, 64))
	}
	return b.String()
}

// A Problem is what is wrong with a line of a history file.
type Problem int

// The problems Parse finds.
const (
	// TooBig: the file is longer than MaxFileSize.
	TooBig Problem = iota
	// NoHeader: the first line is not Header.
	NoHeader
	// Fields: a line has not five fields.
	Fields
	// BadGame: the game's id is not lower-case letters, digits and
	// hyphens, 1 to 32 of them.
	BadGame
	// BadTime: the time is not a time in UTC as timeLayout writes it.
	BadTime
	// BadLevel: the level is not a number from 1 to 99.
	BadLevel
	// BadRating: the level's rating is not a whole number from -10000 to
	// 10000.
	BadRating
	// BadScore: the score is not 1, 0.5 or 0.
	BadScore
)

// A ParseError says which line of a history file is wrong, and how.
type ParseError struct {
	// Line is the line's number, from 1 (0 for TooBig).
	Line    int
	Problem Problem
	// Text is the field found wrong, or the line.
	Text string
}

var problems = [...]string{
	TooBig:    "the file is longer than a megabyte",
	NoHeader:  "not a ratings file (the first line is not " + strconv.Quote(Header) + ")",
	Fields:    "want five fields: game, time, level, level's rating, score",
	BadGame:   "not a game's id",
	BadTime:   "not a time (2026-11-29T09:10:00Z)",
	BadLevel:  "not a level from 1 to 99",
	BadRating: "not a rating from -10000 to 10000",
	BadScore:  "not a score (1, 0.5 or 0)",
}

func (e *ParseError) Error() string {
	if e.Line == 0 {
		return "rating: " + problems[e.Problem]
	}
	return fmt.Sprintf("rating: line %d: %q: %s", e.Line, e.Text, problems[e.Problem])
}

// Parse reads a history file. Every line is checked; the first wrong one
// gives a *ParseError.
func Parse(text string) (History, error) {
	if len(text) > MaxFileSize {
		return nil, &ParseError{Problem: TooBig}
	}
	lines := strings.Split(text, "\n")
	if strings.TrimSpace(lines[0]) != Header {
		return nil, &ParseError{Line: 1, Problem: NoHeader, Text: short(lines[0])}
	}
	var h History
	for i, line := range lines[1:] {
		n := i + 2
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		bad := func(p Problem, text string) error { return &ParseError{Line: n, Problem: p, Text: short(text)} }
		if len(f) != 5 {
			return nil, bad(Fields, line)
		}
		if !gameID(f[0]) {
			return nil, bad(BadGame, f[0])
		}
		at, ok := parseTime(f[1])
		if !ok {
			return nil, bad(BadTime, f[1])
		}
		level, err := strconv.Atoi(f[2])
		if err != nil || level < 1 || level > 99 {
			return nil, bad(BadLevel, f[2])
		}
		lr, err := strconv.Atoi(f[3])
		if err != nil || lr < -10000 || lr > 10000 {
			return nil, bad(BadRating, f[3])
		}
		var score float64
		switch f[4] {
		case "1":
			score = 1
		case "0.5":
			score = 0.5
		case "0":
		default:
			return nil, bad(BadScore, f[4])
		}
		h = append(h, Rated{Game: f[0], At: at, Level: level, LevelRating: lr, Score: score})
	}
	return h, nil
}

// timeLayout is how a history file writes a time.
const timeLayout = "2006-01-02T15:04:05Z"

// parseTime reads a time written as timeLayout writes it. It reads the
// numbers itself: time.Parse, which nothing else in the page uses, would
// add to its WebAssembly.
func parseTime(s string) (time.Time, bool) {
	if len(s) != len(timeLayout) {
		return time.Time{}, false
	}
	var v [6]int
	for i, at := range [6]int{0, 5, 8, 11, 14, 17} {
		end := at + 2
		if i == 0 {
			end = 4
		}
		for _, c := range s[at:end] {
			if c < '0' || c > '9' {
				return time.Time{}, false
			}
			v[i] = v[i]*10 + int(c-'0')
		}
		if end < len(s) && s[end] != timeLayout[end] {
			return time.Time{}, false
		}
	}
	t := time.Date(v[0], time.Month(v[1]), v[2], v[3], v[4], v[5], 0, time.UTC)
	// time.Date moves a day or an hour out of its range into the next:
	// the time read must write back as it was.
	return t, s[len(s)-1] == 'Z' && t.Format(timeLayout) == s
}

// gameID reports whether s may be a game's id.
func gameID(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for _, c := range s {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// short returns s cut to 40 runes, for a message.
func short(s string) string {
	s = strings.TrimSpace(s)
	n := 0
	for i := range s {
		if n == 40 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

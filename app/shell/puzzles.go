package shell

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"time"

	"impasse/rules"
	"impasse/rules/puzzle"
)

// This file is the puzzles' logic, apart from their page (puzzlepage.go):
// which games have puzzles and how many, the puzzle of the day, a puzzle
// being solved (trial) and what the device keeps of the puzzles solved.
// The page never searches: a puzzle's line is data, and a move is right
// when it is the line's move.

// PuzzleEnv is the name of the page's environment variable (app.Getenv)
// that lists the games with puzzles (PuzzleIndex): the page learns them
// without fetching, and offers puzzles for those games only.
const PuzzleEnv = "IMPASSE_PUZZLES"

// PuzzleFile returns the path of the puzzle file of game id, which the
// page fetches.
func PuzzleFile(id string) string { return "/web/puzzles/" + id + ".txt" }

// gameCount is a game and how many things its file holds: puzzles
// (PuzzleIndex) or a lesson's steps (LessonIndex).
type gameCount struct {
	ID string
	N  int
}

// parseGameCounts reads a list of games with their counts as
// PuzzleIndex and LessonIndex write it, "id:n id:n …"; an entry it
// cannot read is left out.
func parseGameCounts(text string) []gameCount {
	var out []gameCount
	for _, f := range strings.Fields(text) {
		id, n, _ := strings.Cut(f, ":")
		k, err := strconv.Atoi(n)
		if id == "" || err != nil || k < 0 {
			continue
		}
		out = append(out, gameCount{ID: id, N: k})
	}
	return out
}

// puzzleGames returns the games with puzzles, in the order the games are
// registered, with how many puzzles each has.
func puzzleGames() []gameCount {
	var out []gameCount
	for _, c := range parseGameCounts(puzzleIndexText()) {
		if _, ok := rules.Lookup(c.ID); ok {
			out = append(out, c)
		}
	}
	return out
}

// hasPuzzles reports whether game id has a puzzle file.
func hasPuzzles(id string) bool {
	return slices.ContainsFunc(puzzleGames(), func(c gameCount) bool { return c.ID == id })
}

// dateKey is the day of t in its own time zone, "2026-11-29": the puzzle
// of the day follows the player's calendar, so two devices show the
// same puzzle on the same date wherever they are.
func dateKey(t time.Time) string { return t.Format(time.DateOnly) }

// dailyPuzzle picks the puzzle of the day date ("2026-11-29") among all
// puzzles of games: the FNV-1a hash of the date modulo their number,
// counted across the games in the order given. ok is false when there
// is no puzzle.
func dailyPuzzle(date string, games []gameCount) (id string, n int, ok bool) {
	total := 0
	for _, g := range games {
		total += g.N
	}
	if total == 0 {
		return "", 0, false
	}
	h := fnv.New32a()
	h.Write([]byte(date))
	k := int(h.Sum32() % uint32(total))
	for _, g := range games {
		if k < g.N {
			return g.ID, k, true
		}
		k -= g.N
	}
	return "", 0, false
}

// puzzleKey is the stable identity of puzzle p of game id: the game and
// a hash of the puzzle's text (setup, moves and line), so that what is
// solved is kept when a new file still holds the puzzle, wherever.
func puzzleKey(id string, p *puzzle.Puzzle) string {
	var setup []string
	for _, k := range p.Setup.Keys() {
		setup = append(setup, k+"="+strconv.Quote(p.Setup[k]))
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s | %s | %s", strings.Join(setup, " "), strings.Join(p.Moves, " "), strings.Join(p.Line, " "))
	return id + "/" + strconv.FormatUint(h.Sum64(), 16)
}

// keyPuzzles is where the device keeps the puzzles solved.
const keyPuzzles = "impasse.puzzles"

// progressVersion is the version of the form of the progress kept.
const progressVersion = 1

// savedProgress is the progress as kept: the keys (puzzleKey) of the
// puzzles solved.
type savedProgress struct {
	V      int      `json:"v"`
	Solved []string `json:"solved"`
}

// errProgress reports a progress kept in a form the app cannot read.
var errProgress = errors.New("the puzzles solved could not be read")

// decodeProgress reads the progress kept as JSON: the set of the keys of
// the puzzles solved. Text that is not a progress of this version, or
// names a puzzle in no key's form, gives errProgress and no progress.
func decodeProgress(raw string) (map[string]bool, error) {
	var sp savedProgress
	if err := json.Unmarshal([]byte(raw), &sp); err != nil || sp.V != progressVersion {
		return map[string]bool{}, errProgress
	}
	solved := map[string]bool{}
	for _, k := range sp.Solved {
		id, hash, ok := strings.Cut(k, "/")
		if _, err := strconv.ParseUint(hash, 16, 64); !ok || id == "" || err != nil {
			return map[string]bool{}, errProgress
		}
		solved[k] = true
	}
	return solved, nil
}

// encodeProgress writes the set of the puzzles solved as decodeProgress
// reads it, the keys sorted.
func encodeProgress(solved map[string]bool) string {
	sp := savedProgress{V: progressVersion, Solved: []string{}}
	for k, ok := range solved {
		if ok {
			sp.Solved = append(sp.Solved, k)
		}
	}
	slices.Sort(sp.Solved)
	b, _ := json.Marshal(sp)
	return string(b)
}

// trial is a puzzle being solved: its position, its line as moves, and
// how much of the line is on the board. In a two-player game the
// solver's moves are at even indexes of the line, the defence's at odd
// ones; in a game played alone every move is the player's.
type trial struct {
	start rules.State
	line  []rules.Move
	// alone says the game is played alone (puzzle.Alone); score is then
	// the score the line ends with, the best there is.
	alone bool
	score int
	// onPoints says the game is won on points (puzzle.OnPoints): only
	// the line's first move is the player's, the rest plays the game
	// out. margin is the solver's final margin (its score less the
	// other's), by how many points less every other first move leaves.
	onPoints   bool
	margin, by int
	// played counts the moves of the line on the board.
	played int
	// missed counts the wrong moves tried; shown is set once the
	// solution has been shown, after which the puzzle does not count
	// as solved.
	missed int
	shown  bool
}

// newTrial sets up puzzle p of game g: its position, and its line read
// move by move there. A puzzle whose moves do not replay, or whose line
// does not end the game, is refused.
func newTrial(g rules.Game, p *puzzle.Puzzle) (*trial, error) {
	start, err := p.Position(g)
	if err != nil {
		return nil, err
	}
	kind := puzzle.KindOf(g)
	t := &trial{start: start, alone: kind == puzzle.Alone, onPoints: kind == puzzle.OnPoints, by: p.By}
	s := start.Clone()
	for i, text := range p.Line {
		m, err := rules.Play(s, text)
		if err != nil {
			return nil, fmt.Errorf("the solution's move %d: %v", i+1, err)
		}
		t.line = append(t.line, m)
	}
	if len(t.line) == 0 || !s.Over() {
		return nil, errors.New("the solution does not end the game")
	}
	if t.alone {
		t.score = s.Scores()[0]
	}
	if t.onPoints {
		sc, seat := s.Scores(), t.solver()
		t.margin = sc[seat] - sc[1-seat]
		if g.Info().LowWins {
			t.margin = -t.margin
		}
	}
	return t, nil
}

// solver returns the seat that solves the puzzle.
func (t *trial) solver() int { return t.start.ToMove() }

// moves returns the number of the solver's moves the line holds: won on
// points, the one move asked.
func (t *trial) moves() int {
	switch {
	case t.alone:
		return len(t.line)
	case t.onPoints:
		return 1
	}
	return (len(t.line) + 1) / 2
}

// at returns the position after the first k moves of the line.
func (t *trial) at(k int) rules.State {
	s := t.start.Clone()
	for _, m := range t.line[:k] {
		s.Apply(m)
	}
	return s
}

// state returns the position on the board.
func (t *trial) state() rules.State { return t.at(t.played) }

// done reports whether the whole line is on the board.
func (t *trial) done() bool { return t.played == len(t.line) }

// solverTurn reports whether the solver is to move in the line: always
// until it is done, played alone; only at first, won on points.
func (t *trial) solverTurn() bool {
	return !t.done() && (t.alone || t.played == 0 || !t.onPoints && t.played%2 == 0)
}

// next returns the line's next move: the answer a hint shows.
func (t *trial) next() (rules.Move, bool) {
	if t.done() {
		return 0, false
	}
	return t.line[t.played], true
}

// try plays m for the solver when it is the line's move, and reports
// whether it was; a wrong move is not played and counts as missed.
func (t *trial) try(m rules.Move) bool {
	if !t.solverTurn() {
		return false
	}
	if m != t.line[t.played] {
		t.missed++
		return false
	}
	t.played++
	return true
}

// reply plays the defence's move, when it is due (never played alone),
// and reports whether it did.
func (t *trial) reply() bool {
	if t.done() || t.solverTurn() {
		return false
	}
	t.played++
	return true
}

// restart takes the line's moves back.
func (t *trial) restart() { t.played = 0 }

// showSolution takes the moves back, to play the line from the start
// (step), and marks the puzzle as shown, not solved.
func (t *trial) showSolution() {
	t.shown = true
	t.played = 0
}

// step plays the line's next move, whoever's it is, and reports whether
// there was one.
func (t *trial) step() bool {
	if t.done() {
		return false
	}
	t.played++
	return true
}

// solved reports whether the solver played the whole line without
// being shown it.
func (t *trial) solved() bool { return t.done() && !t.shown }

//go:build !wasm

package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"time"

	"impasse/ai"
	"impasse/rules"
)

func runGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id: "+strings.Join(gtpGameIDs(), ", "))
	level := fs.Int("level", 0, "AI level, from 1 (default: the strongest)")
	timeMs := fs.Int("time-ms", 0, "thinking time per move in milliseconds (overrides the level's budget)")
	iters := fs.Int("iterations", 0, "simulations per move of an MCTS level, with no time limit (overrides the level's budget): the same play on a busy machine")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "random seed")
	threads := fs.Int("threads", min(runtime.NumCPU(), maxThreads), fmt.Sprintf("search threads of MCTS levels, 1 to %d, one per processor by default", maxThreads))
	if err := fs.Parse(args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *threads < 1 || *threads > maxThreads {
		return fmt.Errorf("gtp: --threads %d: want 1 to %d", *threads, maxThreads)
	}
	if *timeMs < 0 || *timeMs > maxTimeMs {
		return fmt.Errorf("gtp: --time-ms %d: want 1 to %d (or 0 for the level's budget)", *timeMs, maxTimeMs)
	}
	if *iters < 0 || *iters > maxIterations {
		return fmt.Errorf("gtp: --iterations %d: want 1 to %d (or 0 for the level's budget)", *iters, maxIterations)
	}
	if *iters > 0 && *timeMs > 0 {
		return errors.New("gtp: --iterations and --time-ms both set: choose one budget")
	}
	if set["level"] && *level < 1 {
		return fmt.Errorf("gtp: --level %d: want 1 or more", *level)
	}
	g, ok := rules.Lookup(*game)
	if !ok {
		return fmt.Errorf("gtp: unknown game %s (want one of %s)", rules.Quote(*game), strings.Join(gtpGameIDs(), ", "))
	}
	if err := gtpPlayable(g); err != nil {
		return fmt.Errorf("gtp: %v (use arena or replay)", err)
	}
	levels := ai.Levels(g)
	if *level == 0 {
		*level = len(levels)
	}
	if *level < 1 || *level > len(levels) {
		return fmt.Errorf("gtp: level %d: want 1 to %d", *level, len(levels))
	}
	lv := levels[*level-1]
	if *timeMs > 0 {
		lv = lv.Timed(*timeMs)
		lv.Noise = 0
	}
	if *iters > 0 {
		if lv.Search != rules.SearchMCTS {
			return fmt.Errorf("gtp: --iterations needs an MCTS level; level %d is %s", *level, lv.Search)
		}
		lv.Millis, lv.Iterations = 0, *iters
	}
	e, err := newGTP(g, func(seed uint64) (ai.Bot, error) {
		b, err := ai.FromLevel(lv, seed)
		if m, ok := b.(*ai.MCTS); ok {
			m.Threads = *threads
		}
		return b, err
	}, *seed)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return e.serve(ctx, stdin, stdout)
}

// gtpPlayable returns an error unless g is a game GTP can play: two
// players, no hidden information, no chance.
func gtpPlayable(g rules.Game) error {
	if info := g.Info(); info.MinPlayers > 2 || info.MaxPlayers < 2 || info.Hidden || info.Chance {
		return fmt.Errorf("%s is not a two-player game of perfect information", info.Title)
	}
	return nil
}

// gtpGameIDs returns the ids of the registered games GTP can play, in
// registration order.
func gtpGameIDs() []string {
	var ids []string
	for _, g := range rules.Games() {
		if gtpPlayable(g) == nil {
			ids = append(ids, g.Info().ID)
		}
	}
	return ids
}

// Limits of the GTP engine's flags and input.
const (
	// maxThreads bounds --threads: each MCTS thread grows its own tree.
	maxThreads = 64
	// maxTimeMs bounds --time-ms: an hour per move.
	maxTimeMs = 3600 * 1000
	// maxIterations bounds --iterations.
	maxIterations = 1 << 30
	// maxGTPLine bounds a command line; a longer one is answered with
	// an error, and the engine goes on with the next.
	maxGTPLine = 1 << 20
)

// errLineTooLong reports a command line longer than maxGTPLine.
var errLineTooLong = fmt.Errorf("line too long (more than %d bytes)", maxGTPLine)

// readLine returns the next line of r without its end, reading at most
// max bytes of it: the rest of a longer line is skipped and the error
// is errLineTooLong. At the end of the input it returns io.EOF.
func readLine(r *bufio.Reader, max int) (string, error) {
	var line []byte
	long := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !long && len(line)+len(chunk) > max+1 {
			long, line = true, nil
		}
		if !long {
			line = append(line, chunk...)
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && (len(line) > 0 || long):
			err = nil
		case err != nil:
			return "", err
		}
		if long {
			return "", errLineTooLong
		}
		return strings.TrimRight(string(line), "\r\n"), nil
	}
}

// gtpEngine answers GTP commands for one game at a time.
type gtpEngine struct {
	game   rules.Game
	newBot func(seed uint64) (ai.Bot, error)
	seed   uint64
	bot    ai.Bot
	start  rules.State
	state  rules.State
	moves  []rules.Move
	// steps records how many moves each play or genmove added (a forced
	// pass may come before the move), so undo takes back whole steps.
	steps []int
	quit  bool
}

func newGTP(g rules.Game, newBot func(uint64) (ai.Bot, error), seed uint64) (*gtpEngine, error) {
	e := &gtpEngine{game: g, newBot: newBot, seed: seed}
	if err := e.clear(); err != nil {
		return nil, err
	}
	return e, nil
}

func (e *gtpEngine) clear() error {
	s, err := e.game.New(rules.Options{})
	if err != nil {
		return err
	}
	e.start, e.state, e.moves, e.steps = s, s.Clone(), nil, nil
	e.bot, err = e.newBot(e.seed)
	return err
}

var gtpCommands = []string{
	"all_legal", "clear_board", "cputime", "final_score", "g", "genmove", "known_command",
	"list_commands", "name", "p", "play", "protocol_version", "quit", "reg_genmove",
	"set_game", "set_random_seed", "showboard", "undo", "version",
}

// serve reads commands until quit or the end of input.
func (e *gtpEngine) serve(ctx context.Context, in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64*1024)
	w := bufio.NewWriter(out)
	for !e.quit {
		line, err := readLine(r, maxGTPLine)
		if err == errLineTooLong {
			fmt.Fprintf(w, "? %v\n\n", err)
			if err := w.Flush(); err != nil {
				return err
			}
			continue
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.Map(func(r rune) rune {
			if r == '\t' {
				return ' '
			}
			if r < 32 || r == 127 {
				return -1
			}
			return r
		}, line)
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if _, err := fmt.Fprintf(w, "%s\n\n", e.respond(ctx, fields)); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// respond answers the fields of a command line: the response, "=" or
// "?" and the id, then the text, with no empty line inside and without
// the empty line that ends it.
func (e *gtpEngine) respond(ctx context.Context, fields []string) string {
	id, fields, err := gtpID(fields)
	if err != nil {
		return "? " + err.Error()
	}
	if len(fields) == 0 {
		return "?" + id + " missing command"
	}
	text, err := e.handle(ctx, strings.ToLower(fields[0]), fields[1:])
	if err != nil {
		return withoutBlankLines(fmt.Sprintf("?%s %s", id, err))
	}
	if text != "" {
		text = " " + text
	}
	return withoutBlankLines("=" + id + text)
}

// gtpID splits the id off a command's fields, when the first is a
// number: "" when there is none. An id is a whole number from 0 to
// math.MaxInt64, written in digits and echoed as written; any other
// number there (negative, signed, too large) is an error.
func gtpID(fields []string) (string, []string, error) {
	tok := fields[0]
	digits := strings.TrimLeft(tok, "+-")
	if digits == "" || strings.TrimLeft(digits, "0123456789") != "" || len(tok)-len(digits) > 1 {
		return "", fields, nil
	}
	if _, err := strconv.ParseInt(tok, 10, 64); err != nil || digits != tok {
		return "", nil, fmt.Errorf("invalid id %s: an id is a whole number from 0 to %d", rules.Quote(tok), math.MaxInt64)
	}
	return tok, fields[1:], nil
}

// withoutBlankLines returns s without its lines of spaces only: in GTP
// an empty line ends a response, so none may be inside one (Blockade's
// board leaves the grooves without walls empty).
func withoutBlankLines(s string) string {
	lines := strings.Split(s, "\n")
	kept := lines[:0]
	for _, line := range lines {
		if strings.TrimSpace(line) != "" {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "\n")
}

func (e *gtpEngine) handle(ctx context.Context, cmd string, args []string) (string, error) {
	switch cmd {
	case "protocol_version":
		return "2", nil
	case "name":
		return "Impasse", nil
	case "version":
		return version, nil
	case "known_command":
		if len(args) != 1 {
			return "", errors.New("known_command needs one argument")
		}
		for _, c := range gtpCommands {
			if c == args[0] {
				return "true", nil
			}
		}
		return "false", nil
	case "list_commands":
		return strings.Join(gtpCommands, "\n"), nil
	case "quit":
		e.quit = true
		return "", nil
	case "clear_board":
		return "", e.clear()
	case "set_game":
		name := strings.Join(args, " ")
		if strings.EqualFold(name, e.game.Info().Title) || name == e.game.Info().ID {
			return "", e.clear()
		}
		return "", fmt.Errorf("unsupported game %s: this engine plays %s", rules.Quote(name), e.game.Info().Title)
	case "set_random_seed":
		if len(args) != 1 {
			return "", errors.New("set_random_seed needs one argument")
		}
		n, err := strconv.ParseUint(args[0], 10, 64)
		if err != nil {
			return "", fmt.Errorf("invalid seed %s", rules.Quote(args[0]))
		}
		e.seed = n
		e.bot, err = e.newBot(n)
		return "", err
	case "cputime":
		return strconv.FormatFloat(cpuTime().Seconds(), 'f', 3, 64), nil
	case "showboard":
		return "\n" + strings.TrimRight(e.state.String(), "\n"), nil
	case "final_score":
		return e.finalScore(), nil
	case "undo":
		if len(args) != 0 {
			return "", errors.New("undo takes no argument")
		}
		return "", e.undo()
	case "play", "p":
		if cmd == "p" {
			args = append([]string{e.colourName(e.state.ToMove())}, args...)
		}
		if len(args) < 2 {
			return "", errors.New("play needs a colour and a move")
		}
		return "", e.play(args[0], strings.Join(args[1:], ""))
	case "genmove", "reg_genmove", "g":
		if cmd == "g" {
			args = []string{e.colourName(e.state.ToMove())}
		}
		if len(args) != 1 {
			return "", fmt.Errorf("%s needs one colour", cmd)
		}
		return e.genmove(ctx, args[0], cmd != "reg_genmove")
	case "all_legal":
		if len(args) != 1 {
			return "", errors.New("all_legal needs one colour")
		}
		return e.allLegal(args[0])
	}
	return "", fmt.Errorf("unknown command %s", rules.Quote(cmd))
}

// colour reads a colour argument: b/black (seat 0) or w/white (seat 1),
// and the game's own colour names.
func (e *gtpEngine) colour(arg string) (int, error) {
	switch strings.ToLower(arg) {
	case "b", "black", "blue", "purple", "1":
		return 0, nil
	case "w", "white", "green", "orange", "2":
		return 1, nil
	}
	return 0, fmt.Errorf("invalid color argument %s", rules.Quote(arg))
}

func (e *gtpEngine) colourName(seat int) string {
	if seat == 1 {
		return "w"
	}
	return "b"
}

// forcedPass returns the pass when it is the only legal move.
func forcedPass(s rules.State) (rules.Move, bool) {
	if s.Over() {
		return 0, false
	}
	legal := s.Legal(nil)
	if len(legal) == 1 && s.MoveString(legal[0]) == "pass" {
		return legal[0], true
	}
	return 0, false
}

// turn brings the state to seat c's turn: when the other colour is to
// move but can only pass, its pass is played. It returns the number of
// moves added.
func (e *gtpEngine) turn(c int) (int, error) {
	if e.state.Over() {
		return 0, rules.ErrOver
	}
	if e.state.ToMove() == c {
		return 0, nil
	}
	if p, ok := forcedPass(e.state); ok {
		e.state.Apply(p)
		e.moves = append(e.moves, p)
		if e.state.Over() {
			return 1, rules.ErrOver
		}
		if e.state.ToMove() == c {
			return 1, nil
		}
	}
	return 0, fmt.Errorf("it is %s's turn, not %s's", e.colourName(e.state.ToMove()), e.colourName(c))
}

func (e *gtpEngine) play(colour, text string) error {
	c, err := e.colour(colour)
	if err != nil {
		return err
	}
	added, err := e.turn(c)
	if err != nil {
		e.rewind(added)
		return err
	}
	m, err := rules.Play(e.state, text)
	if err != nil {
		e.rewind(added)
		if msg := err.Error(); strings.Contains(msg, strconv.Quote(text)) || strings.Contains(msg, rules.Quote(text)) {
			return fmt.Errorf("illegal move: %s", msg)
		}
		return fmt.Errorf("illegal move %s: %v", rules.Quote(text), err)
	}
	e.moves = append(e.moves, m)
	e.steps = append(e.steps, added+1)
	return nil
}

func (e *gtpEngine) genmove(ctx context.Context, colour string, apply bool) (string, error) {
	c, err := e.colour(colour)
	if err != nil {
		return "", err
	}
	if e.state.Over() {
		return "pass", nil
	}
	added, err := e.turn(c)
	if err == rules.ErrOver {
		if apply {
			e.steps = append(e.steps, added)
		} else {
			e.rewind(added)
		}
		return "pass", nil
	}
	if err != nil {
		return "", err
	}
	m, _, err := e.bot.Move(ctx, e.state)
	if err != nil {
		e.rewind(added)
		return "", err
	}
	text := e.state.MoveString(m)
	if !apply {
		e.rewind(added)
		return text, nil
	}
	e.state.Apply(m)
	e.moves = append(e.moves, m)
	e.steps = append(e.steps, added+1)
	return text, nil
}

// rewind takes back the last n moves.
func (e *gtpEngine) rewind(n int) {
	if n == 0 {
		return
	}
	e.moves = e.moves[:len(e.moves)-n]
	e.state = e.start.Clone()
	for _, m := range e.moves {
		e.state.Apply(m)
	}
}

func (e *gtpEngine) undo() error {
	if len(e.steps) == 0 {
		return errors.New("cannot undo")
	}
	n := e.steps[len(e.steps)-1]
	e.steps = e.steps[:len(e.steps)-1]
	e.rewind(n)
	return nil
}

func (e *gtpEngine) allLegal(colour string) (string, error) {
	c, err := e.colour(colour)
	if err != nil {
		return "", err
	}
	if e.state.Over() {
		return "", nil
	}
	s := e.state
	if s.ToMove() != c {
		p, ok := forcedPass(s)
		if !ok {
			return "", fmt.Errorf("it is %s's turn, not %s's", e.colourName(s.ToMove()), e.colourName(c))
		}
		s = s.Clone()
		s.Apply(p)
		if s.Over() || s.ToMove() != c {
			return "", nil
		}
	}
	var b strings.Builder
	for _, m := range s.Legal(nil) {
		text := s.MoveString(m)
		if text == "pass" {
			continue
		}
		b.WriteString(text)
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

// finalScore writes the score difference: "B+n", "W+n" or "0".
func (e *gtpEngine) finalScore() string {
	sc := e.state.Scores()
	d := sc[0] - sc[1]
	if e.game.Info().LowWins {
		d = -d
	}
	switch {
	case d > 0:
		return "B+" + strconv.Itoa(d)
	case d < 0:
		return "W+" + strconv.Itoa(-d)
	}
	return "0"
}

//go:build !wasm

package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"impasse/ai"
	"impasse/rules"
	"impasse/rules/blockade"
	"impasse/rules/blokusduo"
)

// gtpConn talks to a GTP engine through pipes.
type gtpConn struct {
	t   *testing.T
	in  io.WriteCloser
	out *bufio.Reader
	id  int
}

// send sends a command and returns the response text and whether it
// succeeded; a malformed response fails the test.
func (c *gtpConn) send(cmd string) (string, bool) {
	c.t.Helper()
	c.id++
	if _, err := fmt.Fprintf(c.in, "%d %s\n", c.id, cmd); err != nil {
		c.t.Fatalf("send %q: %v", cmd, err)
	}
	var lines []string
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			c.t.Fatalf("%q: reading the response: %v (so far %q)", cmd, err, lines)
		}
		line = strings.TrimRight(line, "\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line == "" {
			continue
		}
		lines = append(lines, line)
	}
	head := lines[0]
	prefix := fmt.Sprintf("%d", c.id)
	if len(head) < 1+len(prefix) || (head[0] != '=' && head[0] != '?') || head[1:1+len(prefix)] != prefix {
		c.t.Fatalf("%q: malformed response %q", cmd, lines)
	}
	text := strings.TrimSpace(strings.Join(append([]string{head[1+len(prefix):]}, lines[1:]...), "\n"))
	return text, head[0] == '='
}

func (c *gtpConn) must(cmd string) string {
	c.t.Helper()
	text, ok := c.send(cmd)
	if !ok {
		c.t.Fatalf("%q failed: %s", cmd, text)
	}
	return text
}

// startEngine runs the engine in-process behind pipes.
func startEngine(t *testing.T, level string, seed uint64) *gtpConn {
	t.Helper()
	g := blokusduo.Game{}
	e, err := newGTP(g, func(s uint64) (ai.Bot, error) { return ai.ForLevel(g, level, s) }, seed)
	if err != nil {
		t.Fatal(err)
	}
	return pipeEngine(t, e)
}

// pipeEngine serves e behind pipes for the test.
func pipeEngine(t *testing.T, e *gtpEngine) *gtpConn {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := e.serve(context.Background(), inR, outW)
		outW.Close()
		done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		if err := <-done; err != nil {
			t.Errorf("engine: %v", err)
		}
	})
	return &gtpConn{t: t, in: inW, out: bufio.NewReader(outR)}
}

// TestGTPMatch plays whole games between two engines the way Pentobi's
// twogtp does: genmove to the colour that can move, play to the other,
// then checks final_score against the record of the game.
func TestGTPMatch(t *testing.T) {
	for game := 0; game < 2; game++ {
		black := startEngine(t, "1", uint64(game))
		white := startEngine(t, "2", uint64(game+10))
		for _, c := range []*gtpConn{black, white} {
			c.must("set_game Blokus Duo")
			c.must("clear_board")
		}
		s := blokusduo.NewState()
		start := s.Clone()
		var moves []rules.Move
		for !s.Over() {
			legal := s.Legal(nil)
			if len(legal) == 1 && legal[0] == blokusduo.Pass {
				// twogtp never asks a colour that cannot move.
				s.Apply(legal[0])
				moves = append(moves, legal[0])
				continue
			}
			colour, mover, other := "b", black, white
			if s.ToMove() == 1 {
				colour, mover, other = "w", white, black
			}
			resp := mover.must("genmove " + colour)
			m, err := rules.Play(s, resp)
			if err != nil {
				t.Fatalf("game %d: genmove %s = %q: %v\n%s", game, colour, resp, err, s)
			}
			moves = append(moves, m)
			other.must("play " + colour + " " + resp)
		}
		want := blokusduo.FinalScore(s)
		for _, c := range []*gtpConn{black, white} {
			if got := c.must("final_score"); got != want {
				t.Errorf("game %d: final_score = %q, want %q", game, got, want)
			}
		}
		rec := rules.NewRecord(blokusduo.Game{}, start, moves)
		sc := s.Scores()
		if rec.Tag(rules.TagScores) != rules.ScoresString(sc) {
			t.Errorf("record scores %q, want %v", rec.Tag(rules.TagScores), sc)
		}
		if got := black.must("genmove b"); got != "pass" {
			t.Errorf("genmove after the end = %q, want pass", got)
		}
		black.must("quit")
		white.must("quit")
	}
}

// TestGTPCommands checks answers and that malformed commands get errors.
func TestGTPCommands(t *testing.T) {
	c := startEngine(t, "1", 1)
	tests := []struct {
		cmd  string
		ok   bool
		want string // prefix of the answer
	}{
		{"protocol_version", true, "2"},
		{"name", true, "Impasse"},
		{"known_command genmove", true, "true"},
		{"known_command frobnicate", true, "false"},
		{"set_game Blokus Classic", false, "unsupported game"},
		{"set_game Blokus Duo", true, ""},
		{"play b e10,e11,e12,f12,g12", true, ""},
		{"play b j5", false, "it is w's turn"},
		{"play w e10", false, "illegal move"},
		{"play w j5,j6,zz9", false, "illegal move"},
		{"play w", false, "needs a colour and a move"},
		{"play x j5", false, "invalid color"},
		{"play w pass", false, "may not pass"},
		{"play w j5,j6,j7,k7", true, ""},
		{"undo", true, ""},
		{"undo", true, ""},
		{"undo", false, "cannot undo"},
		{"genmove", false, "needs one colour"},
		{"genmove q", false, "invalid color"},
		{"frobnicate", false, "unknown command"},
		{"all_legal", false, "needs one colour"},
		{"set_random_seed x", false, "invalid seed"},
		{"set_random_seed 42", true, ""},
		{"cputime", true, ""},
		{"final_score", true, "0"},
		{"\x00\x01 name", true, "Impasse"},
		{"known_command", false, "needs one argument"},
	}
	for _, tt := range tests {
		got, ok := c.send(tt.cmd)
		if ok != tt.ok || !strings.HasPrefix(got, tt.want) && !strings.Contains(got, tt.want) {
			t.Errorf("%q = %v %q, want %v %q", tt.cmd, ok, got, tt.ok, tt.want)
		}
	}
	// The first player's 828 first moves, and the engine opens on e10.
	if got := len(strings.Split(c.must("all_legal b"), "\n")); got != 828 {
		t.Errorf("all_legal b = %d moves, want 828", got)
	}
	if mv := c.must("genmove b"); !strings.Contains(","+mv+",", ",e10,") {
		t.Errorf("first move %q does not cover e10", mv)
	}
	if board := c.must("showboard"); !strings.Contains(board, "a b c d e f g h i j k l m n") {
		t.Errorf("showboard = %q", board)
	}
}

// TestGTPBinary runs the built command through real pipes and feeds it
// garbage: it must answer every line and never crash.
func TestGTPBinary(t *testing.T) {
	bin := builtCommand(t)
	cmd := exec.Command(bin, "gtp", "--game", "blokusduo", "--level", "1", "--seed", "3")
	in, _ := cmd.StdinPipe()
	outPipe, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &gtpConn{t: t, in: in, out: bufio.NewReader(outPipe)}
	for _, junk := range []string{"play", "play b", "play b ,,,", "genmove b b", "undo undo", strings.Repeat("x", 5000), "all_legal w", "showboard extra"} {
		c.send(junk)
	}
	for i := 0; i < 6; i++ {
		c.must("g")
	}
	c.must("quit")
	if err := cmd.Wait(); err != nil {
		t.Errorf("engine exit: %v", err)
	}
}

// TestGTPBlockade plays whole games of Blockade and Cul de Sac between
// two engines through GTP: moves in the spec's notation, final_score
// B+1, W+1 or 0 as the record says.
func TestGTPBlockade(t *testing.T) {
	for _, g := range []rules.Game{blockade.Blockade{}, blockade.CulDeSac{}} {
		engines := [2]*gtpConn{}
		for i := range engines {
			e, err := newGTP(g, func(s uint64) (ai.Bot, error) { return ai.ForLevel(g, "1", s) }, uint64(i+1))
			if err != nil {
				t.Fatal(err)
			}
			engines[i] = pipeEngine(t, e)
			engines[i].must("clear_board")
		}
		s, _ := g.New(rules.Options{})
		for ply := 0; !s.Over() && ply < 400; ply++ {
			if legal := s.Legal(nil); len(legal) == 1 && s.MoveString(legal[0]) == "pass" {
				s.Apply(legal[0])
				continue
			}
			c := s.ToMove()
			colour := "bw"[c : c+1]
			resp := engines[c].must("genmove " + colour)
			if _, err := rules.Play(s, resp); err != nil {
				t.Fatalf("%s: genmove %s = %q: %v\n%s", g.Info().ID, colour, resp, err, s)
			}
			engines[1-c].must("play " + colour + " " + resp)
		}
		if !s.Over() {
			t.Fatalf("%s: no end after 400 turns", g.Info().ID)
		}
		want := "0"
		switch r := s.Results(); {
		case r[0] > r[1]:
			want = "B+1"
		case r[1] > r[0]:
			want = "W+1"
		}
		for _, e := range engines {
			if got := e.must("final_score"); got != want {
				t.Errorf("%s: final_score = %q, want %q", g.Info().ID, got, want)
			}
		}
		engines[0].must("clear_board")
		if n := len(strings.Split(engines[0].must("all_legal b"), "\n")); n != 4160 {
			t.Errorf("%s: all_legal b at the start = %d turns, want 4160", g.Info().ID, n)
		}
	}
}

// TestGTPLongLines checks that a line over the limit is answered with an
// error and the engine goes on, and that a long move is named shortened.
func TestGTPLongLines(t *testing.T) {
	c := startEngine(t, "1", 1)
	long := strings.Repeat("a", 2<<20)
	if _, err := fmt.Fprintf(c.in, "play b %s\n", long); err != nil {
		t.Fatal(err)
	}
	line, err := c.out.ReadString('\n')
	if want := "? line too long (more than 1048576 bytes)\n"; err != nil || line != want {
		t.Fatalf("a line of 2 MiB: got %q (%v), want %q", line, err, want)
	}
	if blank, err := c.out.ReadString('\n'); err != nil || blank != "\n" {
		t.Fatalf("after the answer: got %q (%v), want an empty line", blank, err)
	}
	if got := c.must("name"); got != "Impasse" {
		t.Errorf("name after a long line: got %q, want %q", got, "Impasse")
	}
	got, ok := c.send("play b " + strings.Repeat("a", 1<<20-20))
	if ok || len(got) > 200 || !strings.Contains(got, `"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"…`) {
		t.Errorf("a long move: got %v %q, want an error of one short line", ok, got)
	}
	got, ok = c.send("play b é")
	if want := `illegal move: "é" is not a move: moves are written in ASCII letters, digits and signs, not 'é'`; ok || got != want {
		t.Errorf("a move beyond ASCII: got %v %q, want false %q", ok, got, want)
	}
	if got, ok := c.send(long[:1000]); ok || len(got) > 100 {
		t.Errorf("a long unknown command: got %v %q, want an error of one short line", ok, got)
	}
}

func TestReadLine(t *testing.T) {
	r := bufio.NewReaderSize(strings.NewReader("ab\r\n"+strings.Repeat("x", 40)+"\nabc\nlast"), 16)
	for _, want := range []struct {
		line string
		err  error
	}{{"ab", nil}, {"", errLineTooLong}, {"abc", nil}, {"last", nil}, {"", io.EOF}} {
		line, err := readLine(r, 20)
		if line != want.line || err != want.err {
			t.Errorf("readLine: got %q, %v, want %q, %v", line, err, want.line, want.err)
		}
	}
}

// TestGTPFlags checks that flags out of range are refused with a clear
// message.
func TestGTPFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--threads", "5000"}, "gtp: --threads 5000: want 1 to 64"},
		{[]string{"--threads", "-4"}, "gtp: --threads -4: want 1 to 64"},
		{[]string{"--threads", "0"}, "gtp: --threads 0: want 1 to 64"},
		{[]string{"--time-ms", "-5"}, "gtp: --time-ms -5: want 1 to 3600000 (or 0 for the level's budget)"},
		{[]string{"--level", "0"}, "gtp: --level 0: want 1 or more"},
		{[]string{"--level", "-1"}, "gtp: --level -1: want 1 or more"},
		{[]string{"--level", "99"}, "gtp: level 99: want 1 to"},
		{[]string{"--iterations", "-1"}, "gtp: --iterations -1: want 1 to"},
		{[]string{"--iterations", "100", "--time-ms", "100"}, "gtp: --iterations and --time-ms both set"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		err := runGTP(append([]string{"--game", "blokusduo"}, tt.args...), strings.NewReader("quit\n"), &out, &out)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("gtp %q: got error %v, want %q", tt.args, err, tt.want)
		}
	}
	var out bytes.Buffer
	if err := runGTP([]string{"--game", "blokusduo", "--threads", "64", "--time-ms", "0"}, strings.NewReader("quit\n"), &out, &out); err != nil {
		t.Errorf("gtp at the limits: %v", err)
	}
}

// --iterations makes an MCTS level search that many simulations,
// whatever the time; an alpha-beta level refuses it.
func TestGTPIterations(t *testing.T) {
	var out bytes.Buffer
	err := runGTP([]string{"--game", "blokusduo", "--iterations", "50", "--threads", "1", "--seed", "1"}, strings.NewReader("genmove b\nquit\n"), &out, &out)
	if err != nil || !strings.HasPrefix(out.String(), "= ") {
		t.Errorf("genmove at 50 iterations: got %q, error %v", out.String(), err)
	}
	ab := ""
	for _, g := range gtpGames() {
		for n, l := range ai.Levels(g) {
			if l.Search == rules.SearchAlphaBeta && ab == "" {
				ab = fmt.Sprintf("%s %d", g.Info().ID, n+1)
			}
		}
	}
	if ab == "" {
		t.Fatal("no alpha-beta level among the GTP games")
	}
	id, level, _ := strings.Cut(ab, " ")
	err = runGTP([]string{"--game", id, "--level", level, "--iterations", "50"}, strings.NewReader("quit\n"), &out, &out)
	if err == nil || !strings.Contains(err.Error(), "needs an MCTS level") {
		t.Errorf("%s level %s at 50 iterations: got error %v, want one saying it needs MCTS", id, level, err)
	}
}

// gtpGames returns the games GTP plays.
func gtpGames() []rules.Game {
	var games []rules.Game
	for _, g := range rules.Games() {
		if gtpPlayable(g) == nil {
			games = append(games, g)
		}
	}
	return games
}

// serveScript runs a new engine for g (a random player) on script and
// returns its output.
func serveScript(t *testing.T, g rules.Game, script string) string {
	t.Helper()
	e, err := newGTP(g, func(s uint64) (ai.Bot, error) { return ai.NewRandom(s), nil }, 1)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := e.serve(context.Background(), strings.NewReader(script), &out); err != nil {
		t.Fatalf("serve: %v", err)
	}
	return out.String()
}

// TestGTPNoEmptyLines checks that no answer of any GTP game holds an
// empty line, which would end it early: each command of a script gets
// one answer, with its id.
func TestGTPNoEmptyLines(t *testing.T) {
	cmds := []string{"showboard", "genmove b", "genmove w", "genmove b", "showboard", "all_legal w", "list_commands", "final_score", "name"}
	var script strings.Builder
	for i, c := range cmds {
		fmt.Fprintf(&script, "%d %s\n", i+1, c)
	}
	for _, g := range gtpGames() {
		out := serveScript(t, g, script.String())
		answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
		if len(answers) != len(cmds) {
			t.Errorf("%s: got %d answers, want %d:\n%s", g.Info().ID, len(answers), len(cmds), out)
			continue
		}
		for i, a := range answers {
			if id := fmt.Sprintf("=%d", i+1); !strings.HasPrefix(a, id) {
				t.Errorf("%s: %q: got %q, want an answer starting with %q", g.Info().ID, cmds[i], a, id)
			}
			for _, line := range strings.Split(a, "\n") {
				if strings.TrimSpace(line) == "" {
					t.Errorf("%s: %q: got a line of spaces in %q", g.Info().ID, cmds[i], a)
				}
			}
		}
	}
}

// TestGTPIDs checks that an id is a whole number from 0, echoed as
// written, and that any other number in its place gets an error that
// echoes none.
func TestGTPIDs(t *testing.T) {
	tests := []struct{ line, want string }{
		{"7 name", "=7 Impasse\n\n"},
		{"0 name", "=0 Impasse\n\n"},
		{"007 name", "=007 Impasse\n\n"},
		{"9223372036854775807 name", "=9223372036854775807 Impasse\n\n"},
		{"-1 name", "? invalid id \"-1\": an id is a whole number from 0 to 9223372036854775807\n\n"},
		{"+5 name", "? invalid id \"+5\": an id is a whole number from 0 to 9223372036854775807\n\n"},
		{"12345678901234567890123 name", "? invalid id \"12345678901234567890123\": an id is a whole number from 0 to 9223372036854775807\n\n"},
		{"9223372036854775808 name", "? invalid id \"9223372036854775808\": an id is a whole number from 0 to 9223372036854775807\n\n"},
		{"-1", "? invalid id \"-1\": an id is a whole number from 0 to 9223372036854775807\n\n"},
		{"5", "?5 missing command\n\n"},
		{"-1 quit\nname", "? invalid id \"-1\": an id is a whole number from 0 to 9223372036854775807\n\n= Impasse\n\n"},
	}
	for _, tt := range tests {
		if got := serveScript(t, blokusduo.Game{}, tt.line+"\n"); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestGTPHelpGames checks that the help of --game lists the games GTP
// plays and no other.
func TestGTPHelpGames(t *testing.T) {
	var out bytes.Buffer
	if err := runGTP([]string{"-h"}, strings.NewReader(""), &out, &out); err != flag.ErrHelp {
		t.Fatalf("gtp -h: got error %v, want %v", err, flag.ErrHelp)
	}
	for _, g := range rules.Games() {
		id := g.Info().ID
		listed := strings.Contains(out.String(), " "+id+",") || strings.Contains(out.String(), " "+id+"\n")
		if want := gtpPlayable(g) == nil; listed != want {
			t.Errorf("gtp -h lists %s: got %v, want %v\n%s", id, listed, want, out.String())
		}
	}
	err := runGTP([]string{"--game", "chess"}, strings.NewReader(""), &out, &out)
	if want := "gtp: unknown game \"chess\" (want one of blokusduo, blockade, "; err == nil || !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "solitaire") {
		t.Errorf("gtp --game chess: got error %v, want one starting %q listing only GTP games", err, want)
	}
}

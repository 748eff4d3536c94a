//go:build !wasm

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"impasse/ai"
	"impasse/rules"
)

// gtpBot plays through a GTP engine in another process: another build of
// impasse (to measure a change against the code before it at equal
// time) or any engine that speaks the game's notation. It asks genmove
// for its own moves and tells the engine the others' with play. Like
// Pentobi's twogtp, it never asks a colour that can only pass, nor tells
// an engine of a pass: engines pass for a colour that cannot move.
type gtpBot struct {
	command string
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	// chose is set when the engine chose the next move observed: it has
	// played it already.
	chose bool
	// cpuStart is the engine's processor time when it was started, or
	// an error if it cannot tell it (GTP's cputime).
	cpuStart    time.Duration
	cpuStartErr error
}

// startGTPBot starts command, split at spaces (no shell, no quoting),
// as a GTP engine.
func startGTPBot(command string) (*gtpBot, error) {
	f := strings.Fields(command)
	if len(f) == 0 {
		return nil, errors.New("gtp: no engine command")
	}
	cmd := exec.Command(f[0], f[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("gtp engine %q: %v", command, err)
	}
	b := &gtpBot{command: command, cmd: cmd, in: in, out: bufio.NewReader(out)}
	b.cpuStart, b.cpuStartErr = b.cpuTime()
	return b, nil
}

// cpuTime asks the engine for the processor time it has used.
func (b *gtpBot) cpuTime() (time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	text, err := b.send(ctx, "cputime")
	if err != nil {
		return 0, err
	}
	sec, err := strconv.ParseFloat(text, 64)
	if err != nil || sec < 0 {
		return 0, fmt.Errorf("gtp engine %q, cputime: %s is not a number of seconds", b.command, rules.Quote(text))
	}
	return time.Duration(sec * float64(time.Second)), nil
}

// CPUTime returns the processor time the engine used since it started
// answering: its start (loading a book, building tables) is not counted,
// as Pentobi's twogtp does not count it.
func (b *gtpBot) CPUTime() (time.Duration, error) {
	if b.cpuStartErr != nil {
		return 0, b.cpuStartErr
	}
	t, err := b.cpuTime()
	return t - b.cpuStart, err
}

// send sends one command and returns the answer without its "= ". An
// answer "? ..." is an error; so is ctx ending first, which stops the
// engine.
func (b *gtpBot) send(ctx context.Context, command string) (string, error) {
	type answer struct {
		text string
		err  error
	}
	done := make(chan answer, 1)
	go func() {
		if _, err := fmt.Fprintln(b.in, command); err != nil {
			done <- answer{err: err}
			return
		}
		var lines []string
		for {
			l, err := b.out.ReadString('\n')
			if err != nil {
				done <- answer{err: fmt.Errorf("no answer: %v", err)}
				return
			}
			l = strings.TrimRight(l, "\r\n")
			if l == "" && len(lines) > 0 {
				break
			}
			if l != "" {
				lines = append(lines, l)
			}
		}
		done <- answer{text: strings.Join(lines, "\n")}
	}()
	select {
	case a := <-done:
		switch {
		case a.err != nil:
			return "", fmt.Errorf("gtp engine %q, %s: %v", b.command, command, a.err)
		case strings.HasPrefix(a.text, "?"):
			return "", fmt.Errorf("gtp engine %q, %s: %s", b.command, command, a.text)
		}
		return strings.TrimSpace(strings.TrimPrefix(a.text, "=")), nil
	case <-ctx.Done():
		b.cmd.Process.Kill()
		return "", ctx.Err()
	}
}

// gtpColour names a seat as GTP does: b for the first, w for the second.
func gtpColour(seat int) string { return [2]string{"b", "w"}[seat&1] }

// onlyPass returns the pass when it is the only legal move of s.
func onlyPass(s rules.State) (rules.Move, bool) {
	legal := s.Legal(nil)
	if len(legal) == 1 && s.MoveString(legal[0]) == "pass" {
		return legal[0], true
	}
	return 0, false
}

// Move asks the engine for the move of the seat to move.
func (b *gtpBot) Move(ctx context.Context, s rules.State) (rules.Move, ai.Stats, error) {
	start := time.Now()
	if m, ok := onlyPass(s); ok {
		return m, ai.Stats{Value: 0.5}, nil
	}
	text, err := b.send(ctx, "genmove "+gtpColour(s.ToMove()))
	if err != nil {
		return 0, ai.Stats{}, err
	}
	m, err := rules.Play(s.Clone(), text)
	if err != nil {
		return 0, ai.Stats{}, fmt.Errorf("gtp engine %q played %s: %v", b.command, rules.Quote(text), err)
	}
	b.chose = true
	return m, ai.Stats{Value: 0.5, Elapsed: time.Since(start)}, nil
}

// Observe tells the engine a move of another seat.
func (b *gtpBot) Observe(before rules.State, m rules.Move) error {
	if b.chose {
		b.chose = false
		return nil
	}
	if _, ok := onlyPass(before); ok {
		return nil
	}
	_, err := b.send(context.Background(), "play "+gtpColour(before.ToMove())+" "+before.MoveString(m))
	return err
}

// Close ends the engine.
func (b *gtpBot) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	b.send(ctx, "quit")
	b.in.Close()
	return b.cmd.Wait()
}

//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReplay(t *testing.T) {
	golden, err := os.ReadFile(filepath.Join("..", "..", "rules", "blokusduo", "testdata", "golden", "monomino-last.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		text    string
		game    string
		wantErr string
		wantOut string
	}{
		{"golden", string(golden), "", "", "result 0-1, scores -43 20"},
		{"unfinished", "[Game \"blokusduo\"]\n\n1. e10 2. j5", "", "", "the game is not over"},
		{"bad move", "[Game \"blokusduo\"]\n\n1. e10 2. j5 3. e11,e12", "", `move 3 "e11,e12": e11 would share an edge with a purple piece`, "2 moves are good"},
		{"bad square", "[Game \"blokusduo\"]\n\n1. e10 2. q5", "", `move 2: "q5"`, ""},
		{"a result without its tag", "[Game \"blokusduo\"]\n\n1. e10 2. j5 0-1", "", `Result "0-1" says the game is over, but it is not`, "2 moves"},
		{"not ASCII", "[Game \"blokusduo\"]\n\n1. é", "", `move 1: "é" is not a move: moves are written in ASCII letters, digits and signs, not 'é'`, ""},
		{"no game tag", "1. e10", "", "no Game tag", ""},
		{"game flag", "1. e10", "blokusduo", "", "1 moves"},
		{"unknown game", "[Game \"chess\"]\n\n1. e4", "", `unknown game "chess"`, ""},
		{"wrong result", strings.Replace(string(golden), `[Result "0-1"]`, `[Result "1-0"]`, 1), "", `Result "1-0", but the game ends 0-1`, "result 0-1"},
		{"wrong scores", strings.Replace(string(golden), `[Scores "-43 20"]`, `[Scores "-43 21"]`, 1), "", `Scores "-43 21", but the game ends with the scores -43 20`, "result 0-1"},
		{"truncated", string(golden[:strings.Index(string(golden), " 42. i10")]), "", `Result "0-1" says the game is over, but it is not`, "the game is not over"},
		{"truncated, scores", "[Game \"blokusduo\"]\n[Scores \"-43 20\"]\n\n1. e10 2. j5", "", `Scores "-43 20" say the game is over, but it is not`, "2 moves"},
		{"resigned", "[Game \"blokusduo\"]\n[Resigned \"2\"]\n[Result \"1-0\"]\n\n1. e10 2. j5", "", "", "the game is not over: seat 2 resigned"},
		{"resigned, wrong result", "[Game \"blokusduo\"]\n[Resigned \"2\"]\n[Result \"0-1\"]\n\n1. e10 2. j5", "", `Result "0-1", but seat 2 resigned: 1-0`, "2 moves"},
		{"syntax", "[Game \"blokusduo\"\n", "", "missing ']'", ""},
		{"sgf", "(;GM[Blokus Duo];B[e10];W[j5])", "", "", "2 moves"},
		{"bad sgf", "(;GM[Blokus Duo];B[e10]", "", "ends inside", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := replay(tt.text, tt.game, &out)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("error %v, want none", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("error %v, want it to contain %q", err, tt.wantErr)
			}
			if !strings.Contains(out.String(), tt.wantOut) {
				t.Errorf("output %q, want it to contain %q", out.String(), tt.wantOut)
			}
		})
	}
}

// TestReplayLimits checks that a file or input larger than a record may
// be is refused after reading one byte more, and that a long token gives
// a short message.
func TestReplayLimits(t *testing.T) {
	_, err := readRecord(endless{}, "/dev/zero")
	if want := "replay: /dev/zero is larger than a record may be (4194304 bytes)"; err == nil || err.Error() != want {
		t.Errorf("readRecord(endless): got error %v, want %q", err, want)
	}
	name := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(name, bytes.Repeat([]byte{' '}, 4<<20+1), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	err = runReplay([]string{name}, nil, &out, &out)
	if err == nil || !strings.Contains(err.Error(), "is larger than a record may be") {
		t.Errorf("replay of a file of 4 MiB + 1: got error %v, want it to be too large", err)
	}
	long := "[Game \"blokusduo\"]\n\n1. " + strings.Repeat("e", 1<<20)
	err = replay(long, "", &out)
	if err == nil || len(err.Error()) > 200 {
		t.Errorf("replay of a 1 MiB token: got error %v, want one of at most 200 bytes", err)
	}
}

// endless reads zeros for ever, as /dev/zero does.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func TestDispatch(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := dispatch([]string{"frobnicate"}, nil, &out, &errOut); err == nil {
		t.Errorf("unknown command: got no error")
	}
	if err := dispatch(nil, nil, &out, &errOut); err != nil || !strings.Contains(out.String(), "arena") {
		t.Errorf("usage: err %v, output %q", err, out.String())
	}
	out.Reset()
	if err := dispatch([]string{"arena", "--game", "blokusduo", "--a", "1", "--b", "random", "--games", "2", "-q"}, nil, &out, &errOut); err != nil {
		t.Fatalf("arena: %v", err)
	}
	if !strings.Contains(out.String(), "2 games:") {
		t.Errorf("arena output %q", out.String())
	}
	out.Reset()
	if err := dispatch([]string{"arena", "--game", "blockers", "--players", "3", "--a", "4", "--b", "greedy", "--games", "1", "--iterations", "50", "-q"}, nil, &out, &errOut); err != nil {
		t.Fatalf("arena with 3 seats: %v", err)
	}
	if !strings.Contains(out.String(), "level 4 at 50 iterations vs greedy") || !strings.Contains(out.String(), "mean score") {
		t.Errorf("arena output %q", out.String())
	}
	for _, args := range [][]string{
		{"arena", "--game", "nope", "--a", "1", "--b", "2"},
		{"arena", "--game", "blokusduo", "--a", "9", "--b", "1"},
		{"arena", "--game", "blokusduo", "--a", "1"},
		{"arena", "--game", "blokusduo", "--a", "1", "--b", "1", "--players", "3"},
		{"replay"},
		{"gtp", "--game", "nope"},
		{"gtp", "--level", "99"},
		{"gtp", "--game", "blockers"},
		{"arena", "--game", "blockade", "--a", "1", "--b", "2", "--iterations", "100"},
	} {
		if err := dispatch(args, strings.NewReader(""), &out, &errOut); err == nil {
			t.Errorf("%v: got no error", args)
		}
	}
}

// TestHelp checks that help asked for is no error: the usage, and no
// error, for impasse -h and for each command's -h.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"help"}, {"gtp", "-h"}, {"replay", "--help"}, {"arena", "-h"}, {"serve", "-help"}} {
		var out, errOut bytes.Buffer
		if err := dispatch(args, strings.NewReader(""), &out, &errOut); err != nil {
			t.Errorf("%q: got error %v, want none", args, err)
		}
		if help := out.String() + errOut.String(); !strings.Contains(help, "usage") && !strings.Contains(help, "Usage") {
			t.Errorf("%q: got %q, want the usage", args, help)
		}
	}
}

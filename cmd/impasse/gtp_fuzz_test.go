//go:build !wasm

package main

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"impasse/ai"
)

// FuzzGTP feeds arbitrary lines to the GTP engine of every game GTP
// plays, the game chosen by the input's first byte (a random player, so
// genmove is quick): no panic, and until quit every command line is
// answered once, "=" or "?" and its id, with no empty line inside the
// response and an empty line after it; lines empty once the comments
// and control characters are gone get no response.
func FuzzGTP(f *testing.F) {
	games := gtpGames()
	for _, s := range []string{
		"protocol_version\nname\nlist_commands\n",
		"1 play b e10\n2 genmove w\nshowboard\nundo\nundo\nfinal_score\n",
		"boardsize 14\nclear_board\nplay black pass\nplay white j5,j6\n",
		"set_game blockade\nplay b d4-d6/e5h\ngenmove w\nall_legal b\n",
		"set_random_seed -1\nset_game x\n# comment\n\t\n7\nquit\nname\n",
		"play b " + strings.Repeat("a1,", 100) + "\nplay\nplay b\nundo\n",
		"-1 name\n+5 name\n12345678901234567890123 name\n007 name\n-1 quit\nname\n",
	} {
		f.Add("\x00" + s)
	}
	for i := range games {
		f.Add(string(rune(i)) + "1 showboard\n2 genmove b\n3 genmove w\n4 showboard\n5 all_legal b\n6 undo\n7 final_score\n8 quit\n9 name\n")
	}
	f.Fuzz(func(t *testing.T, script string) {
		if script == "" || len(script) > 4096 {
			return
		}
		g := games[int(script[0])%len(games)]
		script = script[1:]
		newEngine := func() *gtpEngine {
			e, err := newGTP(g, func(s uint64) (ai.Bot, error) { return ai.NewRandom(s), nil }, 1)
			if err != nil {
				t.Fatal(err)
			}
			return e
		}
		// Line by line: one response to each command line.
		e, responses := newEngine(), 0
		for _, line := range strings.Split(script, "\n") {
			if e.quit {
				break
			}
			var out bytes.Buffer
			if err := e.serve(context.Background(), strings.NewReader(line), &out); err != nil {
				t.Fatalf("%s: serve %q: %v", g.Info().ID, line, err)
			}
			resp, ok := strings.CutSuffix(out.String(), "\n\n")
			fields := gtpFields(line)
			if len(fields) == 0 {
				if out.Len() != 0 {
					t.Fatalf("%s: %q: got %q, want no response to a line without a command", g.Info().ID, line, out.String())
				}
				continue
			}
			if !ok || resp == "" || resp[0] != '=' && resp[0] != '?' {
				t.Fatalf("%s: %q: got %q, want one response starting with = or ? and ending with an empty line", g.Info().ID, line, out.String())
			}
			for _, l := range strings.Split(resp, "\n") {
				if strings.TrimSpace(l) == "" {
					t.Fatalf("%s: %q: got %q, want no empty line inside the response", g.Info().ID, line, out.String())
				}
			}
			if id := fields[0]; strings.Trim(id, "0123456789") == "" {
				if _, err := strconv.ParseInt(id, 10, 64); err == nil && !strings.HasPrefix(resp[1:], id+" ") && resp[1:] != id {
					t.Fatalf("%s: %q: got %q, want the response to id %s", g.Info().ID, line, resp, id)
				}
			}
			responses++
		}
		// The whole script at once: as many responses.
		var out bytes.Buffer
		if err := newEngine().serve(context.Background(), strings.NewReader(script), &out); err != nil {
			t.Fatalf("%s: serve: %v", g.Info().ID, err)
		}
		if got := strings.Count(out.String(), "\n\n"); got != responses || !strings.HasSuffix(out.String(), "\n\n") && out.Len() > 0 {
			t.Fatalf("%s: got %d responses to the whole script, want %d, one a command line:\nscript %q\n%s", g.Info().ID, got, responses, script, out.String())
		}
	})
}

// gtpFields returns the fields of a GTP command line, preprocessed as
// the protocol says: control characters but the tab removed, the
// comment after '#' removed, and the tab read as a space.
func gtpFields(line string) []string {
	line = strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case r < ' ' || r == 127:
			return -1
		}
		return r
	}, line)
	line, _, _ = strings.Cut(line, "#")
	return strings.Fields(line)
}

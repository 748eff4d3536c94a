package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"impasse/ai"
	"impasse/rules/blokusduo"
)

// FuzzGTP feeds arbitrary lines to the GTP engine (a random player, so
// genmove is quick): no panic, and every command line is answered once,
// "=" or "?" and an empty line, until quit.
func FuzzGTP(f *testing.F) {
	for _, s := range []string{
		"protocol_version\nname\nlist_commands\n",
		"1 play b e10\n2 genmove w\nshowboard\nundo\nundo\nfinal_score\n",
		"boardsize 14\nclear_board\nplay black pass\nplay white j5,j6\n",
		"set_game blockade\nplay b d4-d6/e5h\ngenmove w\nall_legal b\n",
		"set_random_seed -1\nset_game x\n# comment\n\t\n7\nquit\nname\n",
		"play b " + strings.Repeat("a1,", 100) + "\nplay\nplay b\nundo\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, script string) {
		if len(script) > 4096 {
			return
		}
		g := blokusduo.Game{}
		e, err := newGTP(g, func(s uint64) (ai.Bot, error) { return ai.NewRandom(s), nil }, 1)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := e.serve(context.Background(), strings.NewReader(script), &out); err != nil {
			t.Fatalf("serve: %v", err)
		}
		text := out.String()
		if text != "" && !strings.HasSuffix(text, "\n\n") {
			t.Fatalf("answers %q, want each to end with an empty line", text)
		}
		answers := strings.Split(strings.TrimSuffix(text, "\n\n"), "\n\n")
		if text == "" {
			answers = nil
		}
		for _, a := range answers {
			if a == "" || a[0] != '=' && a[0] != '?' {
				t.Fatalf("answer %q, want one starting with = or ?\nscript %q", a, script)
			}
		}
		if lines := strings.Count(script, "\n") + 1; len(answers) > lines {
			t.Fatalf("%d answers to %d lines", len(answers), lines)
		}
	})
}

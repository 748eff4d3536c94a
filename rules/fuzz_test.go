package rules_test

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"impasse/rules"
)

// FuzzParseRecord checks that ParseRecord never panics and that every
// record it reads is written back faithfully by String: reading the text
// String writes gives the same tags and moves, and writing that again
// gives the same text.
func FuzzParseRecord(f *testing.F) {
	seeds := []string{
		"",
		"*",
		"[Game \"blokusduo\"]\n[Players \"2\"]\n[Result \"1-0\"]\n\n1. e10,e11,e12,f12,g12 2. j5,j6 {a comment} 3. pass 1-0\n",
		"[Game \"count\"]\n[Result \"1/3-1/3-1/3\"]\n\n1. +1 2. +2 3... +1 1/3-1/3-1/3",
		"[Result \"+1\"]\n\n+1 +1 +1",
		"+1 * *",
		"\uFEFF[A \"b\"]\r\n\r\n1. x\r\n",
		`[Event "say \"hi\" \\o/ C:\x"]`,
		"[A \"tab\there\"]",
		"[A \"x\\\"]",
		"[A \"x\r\"]",
		"[A \"x\"][A \"y\"]",
		"+1 {unclosed",
		"+1 }",
		"+1{c}+2{}",
		"1.+1 12 3... .5",
		"♘f3 ∞ \u00a0 \u2028 \u0085",
		"[ \"no name\"]",
		"[A 1]",
		"{c} [A \"b\"]",
		"\xff",
		"{a} +1 {b}{c} +2 1-0 {d}",
		"\uFEFF\uFEFF[A \"b\"]",
		"[G\u0430me \"x\"]",
		"[Result \"1-0\"]\n\n+1 0-1",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := rules.ParseRecord(text)
		if err != nil {
			if r != nil {
				t.Fatalf("ParseRecord(%q) returned a record with error %v", text, err)
			}
			return
		}
		// What the parser produces is representable.
		seen := map[string]bool{}
		for _, tag := range r.Tags {
			if tag.Name == "" || strings.ContainsFunc(tag.Name, func(c rune) bool {
				return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-')
			}) {
				t.Errorf("tag name %q, want letters, digits, '_' and '-'", tag.Name)
			}
			if seen[tag.Name] {
				t.Errorf("tag %s twice", tag.Name)
			}
			seen[tag.Name] = true
			if strings.ContainsAny(tag.Value, "\n\r") {
				t.Errorf("tag %s value %q spans lines", tag.Name, tag.Value)
			}
		}
		for _, m := range r.Moves {
			if m == "" || strings.ContainsFunc(m, unicode.IsSpace) || strings.ContainsAny(m, "{}") {
				t.Errorf("move %q, want a token without spaces or braces", m)
			}
		}
		for i, c := range r.Comments {
			if c.After < 0 || c.After > len(r.Moves) || i > 0 && c.After <= r.Comments[i-1].After {
				t.Errorf("comment %d after %d moves of %d, want in order and in the moves", i, c.After, len(r.Moves))
			}
			if c.Text == "" || c.Text != strings.TrimSpace(c.Text) || strings.Contains(c.Text, "}") {
				t.Errorf("comment %q, want trimmed text without '}'", c.Text)
			}
		}
		// Round trip.
		written := r.String()
		back, err := rules.ParseRecord(written)
		if err != nil {
			t.Fatalf("ParseRecord(String()) failed: %v\ninput: %q\nwritten: %q", err, text, written)
		}
		if !slices.Equal(back.Tags, r.Tags) {
			t.Errorf("tags after a round trip: got %q, want %q\ninput: %q\nwritten: %q", back.Tags, r.Tags, text, written)
		}
		if !slices.Equal(back.Moves, r.Moves) {
			t.Errorf("moves after a round trip: got %q, want %q\ninput: %q\nwritten: %q", back.Moves, r.Moves, text, written)
		}
		if !slices.Equal(back.Comments, r.Comments) {
			t.Errorf("comments after a round trip: got %+v, want %+v\ninput: %q\nwritten: %q", back.Comments, r.Comments, text, written)
		}
		if again := back.String(); again != written {
			t.Errorf("String is not stable: got %q, want %q", again, written)
		}
	})
}

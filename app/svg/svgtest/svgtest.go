// Package svgtest compares markup in tests: two drawings are the same
// when they have the same elements, attributes and texts, whatever the
// attributes' order, the spelling of their numbers (".5" or "0.5") or
// the spaces between the words of a value.
package svgtest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"impasse/rules/rulestest"
)

var (
	tagRE  = regexp.MustCompile(`<(/?)([a-zA-Z][\w:-]*)((?:[^>"]|"[^"]*")*?)(/?)>`)
	attrRE = regexp.MustCompile(`([\w:-]+)(?:="([^"]*)")?`)
	numRE  = regexp.MustCompile(`-?(?:\d+(?:\.\d+)?|\.\d+)(?:e-?\d+)?`)
)

// Tokens returns markup as a list of tokens, one per line of the result:
// "<name a=1 b=x>", "<name a=1/>" (an element closed at once), "</name>",
// or "text". Attributes are sorted and numbers rounded to four decimals.
func Tokens(markup string) []string {
	var out []string
	text := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	at := 0
	for _, m := range tagRE.FindAllStringSubmatchIndex(markup, -1) {
		text(markup[at:m[0]])
		at = m[1]
		name := markup[m[4]:m[5]]
		if m[3] > m[2] {
			out = append(out, "</"+name+">")
			continue
		}
		var attrs []string
		for _, a := range attrRE.FindAllStringSubmatch(markup[m[6]:m[7]], -1) {
			attrs = append(attrs, a[1]+"="+numbers(strings.Join(strings.Fields(a[2]), " ")))
		}
		sort.Strings(attrs)
		end := ">"
		if m[9] > m[8] {
			end = "/>"
		}
		out = append(out, "<"+strings.Join(append([]string{name}, attrs...), " ")+end)
	}
	text(markup[at:])
	return out
}

// numbers rounds every number in s to four decimals.
func numbers(s string) string {
	return numRE.ReplaceAllStringFunc(s, func(n string) string {
		f, err := strconv.ParseFloat(n, 64)
		if err != nil {
			return n
		}
		return strconv.FormatFloat(round(f), 'f', -1, 64)
	})
}

func round(f float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(f, 'f', 4, 64), 64)
	if r == 0 {
		return 0
	}
	return r
}

// Diff returns the first difference between two drawings, or "".
func Diff(got, want string) string {
	g, w := Tokens(got), Tokens(want)
	for i := 0; i < len(g) || i < len(w); i++ {
		switch {
		case i >= len(g):
			return fmt.Sprintf("token %d: got the end, want %s", i, w[i])
		case i >= len(w):
			return fmt.Sprintf("token %d: got %s, want the end", i, g[i])
		case g[i] != w[i]:
			return fmt.Sprintf("token %d: got %s, want %s", i, g[i], w[i])
		}
	}
	return ""
}

// Golden compares markup with the file testdata/name, or writes it there
// when the tests run with -update.
func Golden(t *testing.T, name, markup string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if rulestest.Updating() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(markup), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(markup, string(want)); d != "" {
		t.Errorf("%s: %s", name, d)
	}
}
